import Foundation

/// A fresh temporary folder for one test, removed with everything in it when the test is done;
/// tests never touch the real home directory.
final class ScratchFolder {
    /// The folder's absolute path.
    let path: String

    /// Creates `/tmp/habit-tests-XXXXXX`.
    init() throws {
        let temporary = NSTemporaryDirectory().hasSuffix("/") ? NSTemporaryDirectory() : NSTemporaryDirectory() + "/"
        var template = Array((temporary + "habit-tests-XXXXXX").utf8CString)
        guard let created = mkdtemp(&template) else {
            throw ScratchError.cannotCreate(String(cString: strerror(errno)))
        }
        path = String(cString: created)
    }

    deinit {
        // A test may have made parts read-only; make them writable so everything can go.
        chmodTree(path)
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The data file the tests point `HABIT_FILE` at, in a folder that does not exist yet.
    var dataFile: String { path + "/data/habits.json" }

    /// The backup beside ``dataFile``.
    var backupFile: String { dataFile + ".bak" }

    /// A path inside the folder.
    func file(_ name: String) -> String { path + "/" + name }

    /// Writes `bytes` to `file`, creating its folder.
    func write(_ bytes: [UInt8], to file: String) throws {
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: file))
    }

    /// Writes `text` as UTF-8 to `file`, creating its folder.
    func write(_ text: String, to file: String) throws {
        try write(Array(text.utf8), to: file)
    }

    /// The bytes of `file`, or `nil` when it does not exist.
    func bytes(of file: String) -> [UInt8]? {
        FileManager.default.contents(atPath: file).map { Array($0) }
    }

    /// The names in the folder of `file` (or in `folder`), sorted.
    func listing(of folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    private func chmodTree(_ root: String) {
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
enum ScratchError: Error {
    case cannotCreate(String)
}
