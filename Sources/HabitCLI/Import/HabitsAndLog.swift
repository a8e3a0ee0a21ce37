import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// The layout harsh and habitctl share: a folder with a `habits` file that lists the habits
/// and a `log` file of days, both read line by line, with `#` comments and blank lines skipped.
enum HabitsAndLog {
    /// A reader of one line of a file, given the file's path, adding to the history.
    typealias LineReader = (ForeignLine, String, inout ForeignHistory) throws(ImportError) -> Void

    /// The history in `folder`: every line of `habits` read by `habit`, then every line of
    /// `log` by `entry`. `skippingInvalid`: a line of `log` that cannot be kept is left out
    /// and listed among the batch's notices instead of refusing the import.
    static func read(
        _ folder: ForeignFolder, today: Day, skippingInvalid: Bool = false, habit: LineReader, entry: LineReader
    ) throws(ImportError) -> ImportBatch {
        var history = ForeignHistory(today: today)
        let habitsPath = folder.path(of: "habits")
        for line in try ForeignLines.lines(folder.bytes(of: "habits"), path: habitsPath, comment: "#") {
            try habit(line, habitsPath, &history)
        }
        let logPath = folder.path(of: "log")
        var leftOut: [ImportNotice] = []
        for line in try ForeignLines.lines(folder.bytes(of: "log"), path: logPath, comment: "#") {
            do {
                try entry(line, logPath, &history)
            } catch .foreignLine(let path, let number, let problem) where skippingInvalid {
                // The reader changes nothing before it has read the whole line.
                leftOut.append(.leftOutLine(path: path, line: number, text: line.text, problem: problem))
            }
        }
        var batch = history.batch()
        batch.notices = leftOut + batch.notices
        return batch
    }
}
