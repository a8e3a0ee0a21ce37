import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// The lines `habit remind --install --cron` adds to a crontab: added at the end, replaced where
/// they are, removed, and every other byte of the crontab kept.
@Suite struct CrontabBlockTests {
    static let job = TimerJob(
        executable: "/usr/bin/habit", schedule: .standard, dataFile: "/home/me/habits.json",
        environment: ["PATH": "/usr/bin:/bin", "TZ": "Europe/Berlin"])
    static let block = CrontabBlock(job: job, schedule: .standard)
    static let daily = CrontabBlock(job: job, schedule: .at(ClockTime(hour: 20, minute: 0)!))

    static let lines =
        "# m h dom mon dow command\n"
        + "0 3 * * * /usr/local/bin/backup --all\n"
        + "\n"
        + "MAILTO=me@example.org\n"
        + "*/5 * * * * echo 100\\% > /dev/null\n"

    struct Case: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let crontab: String
    }

    @Test(arguments: [
        Case(testDescription: "an empty crontab", crontab: ""),
        Case(testDescription: "a crontab of entries, comments and blank lines", crontab: lines),
        Case(testDescription: "a last line without a line break", crontab: "# m h dom mon dow command\n# the end"),
        Case(testDescription: "one entry without a line break", crontab: "0 3 * * * backup"),
        Case(testDescription: "lines ending in CR LF", crontab: "# a\r\n0 3 * * * backup\r\n"),
        Case(testDescription: "only blank lines", crontab: "\n\n"),
    ])
    func installThenRemoveGivesBackEveryByte(_ example: Case) throws {
        let installed = try Self.block.installed(in: example.crontab)
        // The crontab as it was, then the block: nothing before it changed.
        #expect(installed.hasPrefix(example.crontab))
        #expect(installed.hasSuffix(Self.block.line + "\n" + CrontabBlock.end + "\n"))
        #expect(try CrontabBlock.isPresent(in: installed))
        // Installing again changes nothing.
        #expect(try Self.block.installed(in: installed) == installed)
        // Removing gives back exactly the bytes there were.
        #expect(try CrontabBlock.removed(from: installed) == example.crontab)
    }

    @Test("the block is the start comment, the line and the end comment, after a crontab ending in a line break")
    func blockText() throws {
        let installed = try Self.block.installed(in: Self.lines)
        #expect(
            installed == Self.lines + CrontabBlock.start + "\n"
                + "*/15 * * * * PATH=/usr/bin:/bin TZ=Europe/Berlin HABIT_FILE=/home/me/habits.json /usr/bin/habit remind\n"
                + CrontabBlock.end + "\n")
    }

    @Test("the line's PATH lists each folder once: the first occurrence kept, the order otherwise unchanged")
    func pathWithoutRepeats() {
        let job = TimerJob(
            executable: "/usr/bin/habit", schedule: .standard, dataFile: "/home/me/habits.json",
            environment: ["PATH": "/home/me/bin:/usr/bin:/bin:/home/me/bin:/usr/local/bin:/usr/bin"])
        let line = CrontabBlock(job: job, schedule: .standard).line
        #expect(line.contains("PATH=/home/me/bin:/usr/bin:/bin:/usr/local/bin HABIT_FILE="))
    }

    @Test("after a last line without a line break, the block brings one, and its start comment says so")
    func blockAfterMissingLineBreak() throws {
        let installed = try Self.block.installed(in: "0 3 * * * backup")
        #expect(installed.hasPrefix("0 3 * * * backup\n" + CrontabBlock.startAfterBreak + "\n"))
    }

    @Test("installing another schedule replaces the block where it is; the lines after it stay after it")
    func replacedInPlace() throws {
        let before = "# top\n"
        let after = "# added by hand later\n30 6 * * * other\n"
        let crontab = try Self.block.installed(in: before) + after
        let replaced = try Self.daily.installed(in: crontab)
        #expect(replaced == before + CrontabBlock.start + "\n" + Self.daily.line + "\n" + CrontabBlock.end + "\n" + after)
        #expect(try CrontabBlock.removed(from: replaced) == before + after)
    }

    @Test("a block copied twice is replaced once and removed entirely")
    func twoBlocks() throws {
        let one = try Self.block.installed(in: "# a\n")
        let twice = one + "# b\n" + Self.block.text
        #expect(try Self.daily.installed(in: twice) == "# a\n" + Self.daily.text + "# b\n")
        #expect(try CrontabBlock.removed(from: twice) == "# a\n# b\n")
    }

    @Test("a start comment without its end is refused with its line number, not guessed at")
    func unfinishedBlock() {
        let crontab = "# a\n0 3 * * * backup\n" + CrontabBlock.start + "\n*/15 * * * * habit remind\n"
        #expect(throws: CrontabBlock.Problem.unfinished(line: 3)) { try Self.block.installed(in: crontab) }
        #expect(throws: CrontabBlock.Problem.unfinished(line: 3)) { try CrontabBlock.removed(from: crontab) }
    }

    @Test("removing from a crontab without the block changes nothing")
    func removeWithoutBlock() throws {
        #expect(try CrontabBlock.removed(from: Self.lines) == Self.lines)
        #expect(try !CrontabBlock.isPresent(in: Self.lines))
    }
}
