import HabitCore
import HabitStore
import HabitSystem
import HabitText
import HabitFormat

/// Reading the copies a merge works on, and reporting what it decided.
enum MergeInput {
    /// The habits in the data file at `path` and the members this version does not know, read without a lock (writers replace files
    /// whole). With `today`, days too far ahead are refused as in the data file.
    static func read(_ path: String, today: Day?) throws(Failure) -> HabitStore.Stored {
        // Only an empty file reads as nothing when `emptyMeansNone`; here that is off.
        try read(path, today: today, emptyMeansNone: false) ?? HabitStore.Stored()
    }

    /// ``read(_:today:)`` for `habit merge`, whose refusal of a folder or of no regular file
    /// names the argument `path` was given as, not the data file.
    static func read(_ path: String, today: Day?, role: MergeInputRole) throws(Failure) -> HabitStore.Stored {
        do {
            return try read(path, today: today)
        } catch {
            switch error.error as? StoreError {
            case .isDirectory(let path)?: throw .command(.mergeInputNotAFile(path: path, role: role, kind: .folder))
            case .notAFile(let path)?: throw .command(.mergeInputNotAFile(path: path, role: role, kind: .special))
            default: throw error
            }
        }
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

    /// One line per conflict, for standard error (the units of amounts from `habits`); empty
    /// when there were none.
    static func report(_ conflicts: [MergeConflict], habits: HabitCollection, in language: LanguageTable) -> String {
        conflicts.map { ErrorReport.line(language.text(.sync(.conflict(line($0, in: habits))))) + "\n" }.joined()
    }

    /// `conflict` as the sentences word it, amounts with the unit of its habit in `habits`.
    static func line(_ conflict: MergeConflict, in habits: HabitCollection) -> ConflictLine {
        let unit = habits[conflict.habitID]?.goal?.unit
        func words(_ value: ConflictValue) -> ConflictWords {
            switch value {
            case .nothing: return .nothing
            case .done: return .done
            case .skipped: return .skipped
            case .amount(let amount): return .amount(amount, unit: unit)
            case .setAmount(let amount): return .setAmount(amount, unit: unit)
            case .text(let text):
                if conflict.subject == .weekStart, let day = ConfigFile.weekStart(text) { return .weekday(day) }
                return .text(HabitName.escaped(text))
            case .changed: return .changed
            case .deleted: return .deleted
            }
        }
        return ConflictLine(
            habit: HabitName.escaped(conflict.habit), subject: conflict.subject, kept: words(conflict.kept),
            other: words(conflict.other))
    }
}
