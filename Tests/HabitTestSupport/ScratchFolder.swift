import Foundation
import HabitStore
import HabitSystem

/// A fresh temporary folder for one test, private to its owner and removed with everything in
/// it when the test is done: the one place tests keep files, so no test touches the real home
/// directory or another test's files.
///
/// Paths given to its methods are inside the folder, unless they are absolute.
public final class ScratchFolder: Sendable {
    /// The folder's absolute path, without a trailing slash.
    public let path: String

    /// Creates `habit-tests-XXXXXX` in the system's temporary folder, mode 0700.
    public init() throws {
        let temporary = NSTemporaryDirectory().hasSuffix("/") ? NSTemporaryDirectory() : NSTemporaryDirectory() + "/"
        var template = Array((temporary + "habit-tests-XXXXXX").utf8CString)
        guard let created = mkdtemp(&template) else {
            throw ScratchError.cannotCreate(String(cString: strerror(errno)))
        }
        path = URL(fileURLWithPath: String(cString: created)).standardizedFileURL.path
    }

    deinit {
        // A test may have made parts read-only; make them writable so everything can go.
        Self.chmodTree(path)
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The data file the end-to-end tests point `HABIT_FILE` at, in a folder that does not
    /// exist yet.
    public var dataFile: String { path + "/data/habits.json" }

    /// The backup beside ``dataFile``.
    public var backupFile: String { dataFile + ".bak" }

    /// `name` inside the folder (an absolute path stays as it is).
    public func file(_ name: String) -> String {
        name.hasPrefix("/") ? name : path + "/" + name
    }

    /// Writes `bytes` to `name`, creating folders on the way.
    public func write(_ bytes: [UInt8], to name: String) throws {
        let url = URL(fileURLWithPath: file(name))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// Writes `text` as UTF-8 to `name`, creating folders on the way.
    public func write(_ text: String, to name: String) throws {
        try write(Array(text.utf8), to: name)
    }

    /// The bytes of `name`, or `nil` when there is no such file.
    public func bytes(_ name: String) -> [UInt8]? {
        FileManager.default.contents(atPath: file(name)).map { Array($0) }
    }

    /// The text of `name`, or `nil` when there is no such file.
    public func text(_ name: String) -> String? {
        bytes(name).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The names in the folder `name` (the scratch folder itself by default), sorted.
    public func contents(_ name: String = ".") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: file(name))) ?? []).sorted()
    }

    private static func chmodTree(_ root: String) {
        chmod(root, 0o700)
        guard let names = try? FileManager.default.subpathsOfDirectory(atPath: root) else { return }
        for name in names {
            var info = stat()
            let path = root + "/" + name
            if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { chmod(path, 0o700) }
        }
    }
}

/// Why a scratch folder could not be made.
public enum ScratchError: Error {
    /// `mkdtemp` failed, for the C library's reason.
    case cannotCreate(String)
}
