import HabitSystem
import HabitFormat
/// The conflict copies folder-syncing tools leave beside the data file when two machines
/// changed it before seeing each other's change, and the folder `conflict-copies/` they are
/// moved into once merged, byte for byte (a rename), so nothing is ever deleted.
///
/// For `habits.json`: Syncthing's `habits.sync-conflict-20261130-101500-ABCDEFG.json`,
/// Dropbox's `habits (Laptop's conflicted copy 2026-11-30).json`, Nextcloud's
/// `habits (conflicted copy 2026-11-30 101500).json`.
public enum ConflictCopies {
    /// The folder beside the data file that merged copies are moved into.
    public static let folderName = "conflict-copies"

    /// Whether the file `name` is a conflict copy of the data file named `dataName`.
    public static func isConflictCopy(_ name: String, of dataName: String) -> Bool {
        let (stem, suffix) = parts(of: dataName)
        guard name.hasSuffix(suffix), name.count > stem.count + suffix.count, name.hasPrefix(stem) else { return false }
        let middle = name.dropFirst(stem.count).dropLast(suffix.count)
        if middle.hasPrefix(".sync-conflict-") { return true }
        return middle.hasPrefix(" (") && middle.hasSuffix(")") && middle.contains("conflicted copy")
    }

    /// The name before its extension and the extension with its dot (`habits`, `.json`).
    private static func parts(of name: String) -> (stem: String, suffix: String) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, "") }
        return (String(name[..<dot]), String(name[dot...]))
    }

    /// The names of the conflict copies of the data file at `path` in its folder, sorted.
    public static func names(besides path: String) -> [String] {
        let dataName = AtomicFile.fileName(of: path)
        guard let directory = opendir(AtomicFile.folder(of: path)) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            // Every copy's name holds "conflict" (`.sync-conflict-`, `conflicted copy`): any other
            // name is passed over before it becomes a String, as nearly every name in the folder is.
            let name: String? = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    strstr($0, "conflict") == nil ? nil : String(cString: $0)
                }
            }
            if let name, isConflictCopy(name, of: dataName) { names.append(name) }
        }
        return names.sorted()
    }

    /// The path of `name` in the folder of `path`.
    public static func path(of name: String, besides path: String) -> String {
        let folder = AtomicFile.folder(of: path)
        return folder == "/" ? "/" + name : folder + "/" + name
    }

    /// Moves the conflict copy `name` beside `path` into `conflict-copies/` there (made 0700 when
    /// missing), by renaming it, so its bytes stay as they were; a copy of the same name already
    /// there is never replaced: the moved one gets a number (`… 2.json`). Returns the folder.
    @discardableResult
    public static func moveAside(_ name: String, besides path: String) throws(StoreError) -> String {
        let folder = Self.path(of: folderName, besides: path)
        if mkdir(folder, 0o700) != 0 && errno != EEXIST {
            throw .writeFailed(path: folder, reason: SystemError.current())
        }
        let (stem, suffix) = parts(of: name)
        var target = folder + "/" + name
        var number = 2
        var info = stat()
        while lstat(target, &info) == 0 {
            target = folder + "/" + stem + " \(number)" + suffix
            number += 1
        }
        guard rename(Self.path(of: name, besides: path), target) == 0 else {
            throw .writeFailed(path: target, reason: SystemError.current())
        }
        return folder
    }
}
