import Foundation
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// GNU time (Debian's `time`; `.ci/run` installs it).
private let gnuTime = "/usr/bin/time"

/// A page or a table far larger than the data file is written as it is made: `habit report` and
/// `habit export --format csv` take at most four times the data file plus 50 MB of memory,
/// measured as the built binary's peak resident size by GNU time (`%M`), as
/// ``ImportMemoryTests`` measures the import. Issue 34: 20,000 habits took 2.4 GB for a report
/// of 1.04 GB (and 44 MB after); here 1,500 habits make a page of 78 MB that took 194 MiB.
@Suite(
    .enabled(
        if: RealBinary.isBuilt && FileManager.default.isExecutableFile(atPath: gnuTime),
        "needs the built habit binary and GNU time (/usr/bin/time)"))
struct ReportMemoryTests {
    /// Runs `habit ARGUMENTS` on `data` in `scratch`; what it said and its peak memory in KiB.
    static func run(_ arguments: [String], on data: String, in scratch: ScratchFolder) throws -> (
        RealBinary.Outcome, peakKiB: Int
    ) {
        var environment = RealBinary.environment(for: scratch)
        environment["HABIT_FILE"] = data
        let report = scratch.file("peak")
        let outcome = try RealBinary.run(
            arguments, in: scratch, environment: environment, launcher: [gnuTime, "-f", "%M", "-o", report])
        let peak = try String(contentsOfFile: report, encoding: .utf8).split(separator: "\n").last.flatMap { Int($0) }
        return (outcome, try #require(peak))
    }

    /// The size of the file at `path`, in bytes.
    static func size(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    }

    /// 1,500 habits, each done on one scattered day of each month from December 2025 to
    /// November 2026, imported: a data file of some 600 KB whose heatmaps span a year.
    static func importedHabits(in scratch: ScratchFolder) throws -> String {
        var random = SeededRandom(seed: 34)
        var text = "name,date\n"
        let months = ["2025-12"] + (1...11).map { "2026-" + ($0 < 10 ? "0" : "") + String($0) }
        for habit in 0..<1_500 {
            for month in months {
                let day = Int.random(in: 1...28, using: &random)
                text += "Habit \(String(habit + 10_000).dropFirst()),\(month)-\(day < 10 ? "0" : "")\(day)\n"
            }
        }
        try scratch.write(text, to: "habits.csv")
        let data = scratch.file("habits.json")
        let (outcome, _) = try run(["import", scratch.file("habits.csv")], on: data, in: scratch)
        try #require(outcome.status == 0, "\(outcome.stderr)")
        return data
    }

    @Test func aReportOfManyHabitsIsWrittenAsItGoesToAFileAndToStandardOutput() throws {
        let scratch = try ScratchFolder()
        let data = try Self.importedHabits(in: scratch)
        let limit = (4 * (try Self.size(data)) + 50_000_000) / 1024
        let page = scratch.file("report.html")
        let (outcome, peak) = try Self.run(["report", "--out", page], on: data, in: scratch)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(try Self.size(page) > 70_000_000)  // some 52 KB a habit
        #expect(peak <= limit, "peak \(peak) KiB, limit \(limit) KiB")
        // Still one atomic replacement: no temporary file is left beside it.
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.contains(".tmp-") }
        #expect(left.isEmpty, "\(left)")

        let (printed, printedPeak) = try Self.run(["report"], on: data, in: scratch)
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printedPeak <= limit, "peak \(printedPeak) KiB, limit \(limit) KiB")
        // The same page either way, whole.
        let written = try String(contentsOfFile: page, encoding: .utf8)
        #expect(printed.stdout == written)
        #expect(written.hasSuffix("</body>\n</html>\n"))
        #expect(written.components(separatedBy: "<section class=\"habit\">").count == 1_501)
    }

    @Test func aCSVExportThousandsOfTimesTheDataFileIsWrittenAsItGoes() throws {
        let scratch = try ScratchFolder()
        // 40 habits done every day since 1900, each one run in a file of 8 KB: 46 MB of rows.
        var habits: [String] = []
        for index in 0..<40 {
            let id = "00000000-0000-0000-0000-0000000000\(index < 10 ? "0" : "")\(index)"
            habits.append(
                "{\"id\": \"\(id)\", \"name\": \"Run \(index)\", \"created\": \"1900-01-01\", \"color\": \"blue\", "
                    + "\"icon\": \"✅\", \"done\": [\"1900-01-01/2026-11-28\"]}")
        }
        try scratch.write("{\"habits\": [" + habits.joined(separator: ", ") + "], \"version\": 1}\n", to: "runs.json")
        let data = scratch.file("runs.json")
        let (outcome, peak) = try Self.run(["export", "--format", "csv"], on: data, in: scratch)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.utf8.count > 45_000_000)
        #expect(outcome.stdout.hasSuffix("Run 39,2026-11-28,done,,\n"))
        let limit = (4 * (try Self.size(data)) + 50_000_000) / 1024
        #expect(peak <= limit, "peak \(peak) KiB, limit \(limit) KiB")
    }
}
