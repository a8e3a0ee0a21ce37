import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// Reads habitctl's folder: the `habits` file (`N Name`: N = 1 daily, N > 1 every N days,
/// 0 tracked only (track-only here); `#` comments) and the `log` file (`YYYY-MM-DD<TAB>Name<TAB>y|n|s`).
enum HabitctlImport {
    /// The habits line as habitctl reads it, for error messages.
    static let habitSyntax = "N Name"
    /// The log line as habitctl writes it.
    static let logSyntax = "YYYY-MM-DD<TAB>Name<TAB>y|n|s"

    /// The history in the habitctl folder `folder`.
    static func read(_ folder: ForeignFolder, today: Day, skippingInvalid: Bool = false) throws(ImportError) -> ImportBatch {
        try HabitsAndLog.read(
            folder, today: today, skippingInvalid: skippingInvalid, habit: readHabit, entry: readEntry)
    }

    private static func readHabit(_ line: ForeignLine, path: String, into history: inout ForeignHistory) throws(ImportError) {
        let parts = line.text.trimmingWhitespace().split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].allSatisfy({ $0.isASCII && $0.isNumber }), parts[0].count <= 6,
            let every = Int(parts[0])
        else {
            throw .foreignLine(path: path, line: line.number, .unreadable(text: line.text, expected: habitSyntax))
        }
        let index = try history.habit(named: String(parts[1]), path: path, line: line.number)
        history.setFrequency(ForeignFrequency(times: 1, days: max(every, 1)), of: index)
        history[index].settings.isTrackOnly = every == 0  // tracked only: never due
    }

    private static func readEntry(_ line: ForeignLine, path: String, into history: inout ForeignHistory) throws(ImportError) {
        let fields = ForeignLines.fields(line.text, separatedBy: "\t")
        let unreadable = ImportError.foreignLine(
            path: path, line: line.number, .unreadable(text: line.text, expected: logSyntax))
        guard fields.count == 3 else { throw unreadable }
        let day = try history.day(fields[0], path: path, line: line.number)
        guard let mark = ForeignHistory.Entry.Mark(letter: fields[2]) else { throw unreadable }
        try history.record(ForeignHistory.Entry(mark: mark), on: day, for: fields[1], path: path, line: line.number)
    }
}
