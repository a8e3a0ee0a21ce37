import HabitStore
import HabitSystem
import HabitText
/// The lines `habit remind --install --cron` adds to the user's crontab, between a start and an
/// end comment, and the edits that add, replace or remove them while every other byte of the
/// crontab stays as it was.
///
/// The block goes at the end of the crontab (after a line break of its own when the crontab's
/// last line has none, which its start comment then says, so that removing the block gives
/// back exactly the bytes there were); installing again replaces it where it is.
struct CrontabBlock: Equatable, Sendable {
    /// The start comment.
    static let start = "# habit remind (added by habit remind --install; habit remind --uninstall removes it)"
    /// The start comment of a block that came with a line break for the line before it.
    static let startAfterBreak =
        "# habit remind (added by habit remind --install, with the line break before it; habit remind --uninstall removes both)"
    /// The end comment.
    static let end = "# end of habit remind"

    /// The longest command Debian's cron takes on a line, in bytes (its `MAX_COMMAND` is 1000,
    /// the line break and the terminating NUL included): `crontab -` took 998 and refused 999
    /// ("command too long"), measured with Debian 12's cron 3.0pl1.
    static let commandLimit = 998

    /// The schedule line: the five time fields and the command.
    let line: String
    /// The command of the line, after the time fields.
    let command: String

    /// The block that runs `job` on `schedule`.
    init(job: TimerJob, schedule: TimerSchedule) {
        command = job.cronCommand
        line = schedule.cronFields + " " + command
    }

    /// The block's text when the crontab before it ends with a line break (or is empty).
    var text: String { Self.start + "\n" + line + "\n" + Self.end + "\n" }

    /// What cannot be edited in a crontab.
    enum Problem: Error, Equatable, Sendable {
        /// A start comment on line `line` (counted from 1) without an end comment after it.
        case unfinished(line: Int)
    }

    /// Where a block is in a crontab's lines.
    private struct Found {
        /// The index of its start line.
        let first: Int
        /// The index of its end line.
        let last: Int
        /// Whether it came with the line break of the line before it.
        let afterBreak: Bool
    }

    /// The crontab's lines, each with its line break (the last one may have none).
    private static func lines(_ crontab: String) -> [Substring] {
        var lines: [Substring] = []
        var rest = crontab[...]
        while let newline = rest.firstIndex(of: "\n") {
            lines.append(rest[...newline])
            rest = rest[rest.index(after: newline)...]
        }
        if !rest.isEmpty { lines.append(rest) }
        return lines
    }

    /// A line without its line break (and without a carriage return before it).
    private static func bare(_ line: Substring) -> Substring {
        var line = line
        if line.last == "\n" { line = line.dropLast() }
        if line.last == "\r" { line = line.dropLast() }
        return line
    }

    /// Every block in `lines`, in order.
    private static func blocks(in lines: [Substring]) throws(Problem) -> [Found] {
        var found: [Found] = []
        var index = 0
        while index < lines.count {
            let line = bare(lines[index])
            guard line == start || line == startAfterBreak else {
                index += 1
                continue
            }
            guard let last = lines[(index + 1)...].firstIndex(where: { bare($0) == end }) else {
                throw .unfinished(line: index + 1)
            }
            found.append(Found(first: index, last: last, afterBreak: line == startAfterBreak))
            index = last + 1
        }
        return found
    }

    /// Whether `crontab` has a block.
    static func isPresent(in crontab: String) throws(Problem) -> Bool {
        try !blocks(in: lines(crontab)).isEmpty
    }

    /// `crontab` with this block in it: in the place of the first block already there (any
    /// others removed), else at the end.
    func installed(in crontab: String) throws(Problem) -> String {
        let lines = Self.lines(crontab)
        let found = try Self.blocks(in: lines)
        guard let first = found.first else {
            if crontab.isEmpty || crontab.hasSuffix("\n") { return crontab + text }
            return crontab + "\n" + Self.startAfterBreak + "\n" + line + "\n" + Self.end + "\n"
        }
        let others = Self.removing(Array(found.dropFirst()), from: lines)
        // The first block keeps its start comment (and so the line break it came with); whatever
        // the crontab had after its end comment stays after it.
        var result = others[..<first.first].joined()
        result += Self.bare(lines[first.first]) + "\n" + line + "\n"
        // The end comment ends as it did: with its line break or, last in the file, without.
        result += Self.end + (lines[first.last].last == "\n" ? "\n" : "")
        result += others[(first.last + 1)...].joined()
        return result
    }

    /// `crontab` without any block, every other byte as it was: a block that came with the line
    /// break of the line before it takes that line break with it.
    static func removed(from crontab: String) throws(Problem) -> String {
        let lines = lines(crontab)
        return removing(try blocks(in: lines), from: lines).joined()
    }

    /// `lines` with the lines of `found` left empty (indices stay as they were), and the line
    /// break before each block that came with one taken off the line before it.
    private static func removing(_ found: [Found], from lines: [Substring]) -> [Substring] {
        var lines = lines
        for block in found {
            for index in block.first...block.last { lines[index] = "" }
            if block.afterBreak, block.first > 0, lines[block.first - 1].last == "\n" {
                lines[block.first - 1] = lines[block.first - 1].dropLast()
            }
        }
        return lines
    }
}
