import HabitStore
import HabitSystem
import HabitText
/// The folder (or zip archive) another tracker keeps its files in, read whole before anything
/// changes.
struct ForeignFolder {
    /// Where the files are, as the person typed it.
    let path: String
    /// Which tracker's files they are, for the message when one is missing.
    let format: ForeignFormat
    /// The zip archive the files are in, each unpacked when it is read; `nil` for a folder on
    /// disk.
    var archive: ZipArchive? = nil
    /// The files themselves, by name, when they were made in memory (Loop's backup read as the
    /// export it would write); `nil` otherwise.
    var files: [String: [UInt8]]? = nil

    /// The path of the file `name` inside the folder, as messages show it.
    func path(of name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }

    /// The content of the file `name`.
    ///
    /// - Throws: ``ImportError/foreignFileMissing(path:format:)`` when there is none, and the
    ///   errors of reading a file.
    func bytes(of name: String) throws(ImportError) -> [UInt8] {
        if let files {
            guard let bytes = files[name] else { throw .foreignFileMissing(path: path(of: name), format: format) }
            return bytes
        }
        if let archive {
            guard let bytes = try archive.bytes(of: name) else { throw .foreignFileMissing(path: path(of: name), format: format) }
            return bytes
        }
        guard let bytes = try ImportFile.bytes(at: path(of: name)) else {
            throw .foreignFileMissing(path: path(of: name), format: format)
        }
        return bytes
    }
}

extension ForeignFolder {
    /// The names of the files and folders at the top of the folder or archive.
    func names() -> [String] {
        if let files {
            var seen = Set<String>()
            return files.keys.sorted().compactMap { member in
                let top = String(member.prefix { $0 != "/" })
                return seen.insert(top).inserted ? top : nil
            }
        }
        if let archive {
            var seen = Set<String>()
            return archive.names.sorted().compactMap { member in
                let top = String(member.prefix { $0 != "/" })
                return seen.insert(top).inserted ? top : nil
            }
        }
        return (Platform.folderEntries(path) ?? []).sorted()
    }
}
