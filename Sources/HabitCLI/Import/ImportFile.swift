import HabitStore
import HabitSystem
import HabitText
/// Reading a file to import, with the errors an import reports.
enum ImportFile {
    /// The content of `path`, `nil` when there is no such file. A pipe or device is read too
    /// (`habit import <(…)`), up to the size a data file may have.
    ///
    /// - Throws: ``ImportError/isDirectory(path:)`` for a folder, and why the file cannot be read.
    static func bytes(at path: String) throws(ImportError) -> [UInt8]? {
        let result: AtomicFile.ReadResult
        do {
            result = try AtomicFile.read(path, allowingStreams: true)
        } catch {
            switch error {
            case .isDirectory: throw .isDirectory(path: path)
            case .tooLarge(_, let size): throw .tooLarge(path: path, size: size == AtomicFile.maximumSize + 1 ? nil : size)
            case .unreadable(_, let reason): throw .unreadable(path: path, reason: reason)
            default: throw .unreadable(path: path, reason: SystemError.describe(EINVAL))
            }
        }
        switch result {
        case .missing: return nil
        case .contents(let bytes): return bytes
        }
    }
}
