import HabitCore

/// The habits on disk: reading without a lock (writes are atomic renames, so a reader always
/// sees a whole file) and changing under an exclusive lock.
struct HabitStore: Sendable {
    /// The data file.
    let path: String

    /// The habits in the file; none when the file does not exist yet.
    func load() throws(StoreError) -> HabitCollection {
        switch try AtomicFile.read(path) {
        case .missing:
            return HabitCollection()
        case .contents(let bytes):
            return try decode(bytes)
        }
    }

    /// Reads the file, lets `change` modify the habits and writes them back if they changed:
    /// a read-modify-write under an exclusive lock, so two processes never lose each other's
    /// change. When `change` throws, nothing is written.
    ///
    /// When the data file is a symbolic link (a dotfiles folder, say), the file it points to is
    /// replaced and the link stays.
    func update<Result>(_ change: (inout HabitCollection) throws -> Result) throws -> Result {
        let target = AtomicFile.resolvingLink(path)
        try AtomicFile.createFolders(for: target)
        let lock = try FileLock.acquire(target + ".lock", for: path)
        defer { withExtendedLifetime(lock) {} }
        let before = try load()
        var habits = before
        let result = try change(&habits)
        if habits != before {
            try AtomicFile.write(StoreFormat.encodedBytes(habits), to: target)
        }
        return result
    }

    private func decode(_ bytes: [UInt8]) throws(StoreError) -> HabitCollection {
        do {
            switch try StoreFormat.decode(bytes) {
            case .habits(let habits): return habits
            case .newerVersion(let version): throw StoreError.newerVersion(path: path, version: version)
            }
        } catch let error as StoreError {
            throw error
        } catch let problem as FormatProblem {
            throw .corrupt(path: path, problem: problem)
        } catch {
            throw .corrupt(path: path, problem: .wrongType(path: "", expected: .other))
        }
    }
}
