import HabitSystem
import HabitFormat
/// The files of one store on disk: the data file as it was named, the real file it stands for,
/// and the backup, the history and the lock beside that real file.
///
/// Only the data file itself may be a symbolic link (a data file kept with one's dotfiles);
/// then every other file lives beside the link's final target, so that two paths to one file
/// share one lock and one backup.
public struct StoreFiles: Equatable, Sendable {
    /// The data file as named by `--file`, `HABIT_FILE` or the default; what messages name.
    public let named: String
    /// The file that is read and replaced: `named`, or the file a link at `named` points to.
    public let real: String

    /// The backup, `habits.json.bak` beside the real file.
    public var backup: String { BackupFile.path(for: real) }

    /// The history of changes, `habits.json.history` beside the real file (see ``ChangeHistory``).
    public var history: String { ChangeHistory.path(for: real) }

    /// The lock file, `habits.json.lock` beside the real file.
    public var lock: String { real + ".lock" }

    /// How many links may be followed from the named path before giving up, as the C library
    /// does (`ELOOP`).
    public static let linkLimit = 40

    /// Finds the files for the data path `path` without creating anything.
    ///
    /// - Throws: ``StoreError/isDirectory(path:)`` when `path` ends in `/` or names a folder
    ///   (before any lock file or folder is made); ``StoreError/danglingLink(path:target:)``
    ///   when `path` is a link to a file that does not exist in a folder that does not exist
    ///   either; ``StoreError/unreadable(path:reason:)`` for a loop of links.
    public static func locate(_ path: String) throws(StoreError) -> StoreFiles {
        if path.hasSuffix("/") || AtomicFile.fileName(of: path) == "." || AtomicFile.fileName(of: path) == ".." {
            throw .isDirectory(path: path)
        }
        var current = path
        var followed = 0
        while let target = linkContent(of: current) {
            followed += 1
            guard followed <= linkLimit else { throw .unreadable(path: path, reason: SystemError.describe(ELOOP)) }
            current = target.hasPrefix("/") ? target : AtomicFile.folder(of: current) + "/" + target
        }
        var info = stat()
        if stat(current, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR { throw .isDirectory(path: path) }
        } else if current != path {
            // A link to nothing: its target is created, but only in a folder that exists, so a
            // mistyped link does not grow folders in unexpected places.
            var folderInfo = stat()
            let folder = AtomicFile.folder(of: current)
            guard stat(folder, &folderInfo) == 0, (folderInfo.st_mode & S_IFMT) == S_IFDIR else {
                throw .danglingLink(path: path, target: current)
            }
        }
        return StoreFiles(named: path, real: current)
    }

    /// What the symbolic link at `path` contains, or `nil` when `path` is no link.
    private static func linkContent(of path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
