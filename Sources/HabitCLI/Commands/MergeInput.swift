import HabitCore

/// Reading the copies a merge works on, and reporting what it decided.
enum MergeInput {
    /// The habits in the data file at `path` and the members this version does not know, read without a lock (writers replace files
    /// whole). With `today`, days too far ahead are refused as in the data file.
    static func read(_ path: String, today: Day?) throws(Failure) -> HabitStore.Stored {
        // Only an empty file reads as nothing when `emptyMeansNone`; here that is off.
        try read(path, today: today, emptyMeansNone: false) ?? HabitStore.Stored()
    }

    /// The habits in `path` and the members this version does not know; `nil` for a file holding nothing but white space when
    /// `emptyMeansNone` (git's empty ancestor).
    static func read(_ path: String, today: Day?, emptyMeansNone: Bool) throws(Failure) -> HabitStore.Stored? {
        let read: AtomicFile.ReadResult
        do {
            read = try AtomicFile.read(path)
        } catch {
            throw .store(error)
        }
        guard case .contents(let bytes) = read else { throw .command(.mergeFileMissing(path: path)) }
        if emptyMeansNone, bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { return nil }
        do {
            return try HabitStore(path: path, today: today).read(bytes, from: path)
        } catch {
            throw .store(error)
        }
    }

    /// One line per conflict, for standard error; empty when there were none.
    static func report(_ conflicts: [MergeConflict], in language: any LanguageTable) -> String {
        conflicts.map { ErrorReport.line(language.text(.mergeConflict($0))) + "\n" }.joined()
    }
}
