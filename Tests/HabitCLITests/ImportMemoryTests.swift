import Foundation
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// GNU time (Debian's `time`; `.ci/run` installs it).
private let gnuTime = "/usr/bin/time"

/// A large CSV is read one record at a time: importing it takes at most four times its size plus
/// 50 MB of memory, measured as the peak resident size of the built binary by GNU time (`%M`,
/// which the kernel keeps for the process whatever its timing). Not `wait4`'s own `ru_maxrss`:
/// a child spawned with `posix_spawn` from the large test runner shares its memory until `exec`,
/// and the kernel counts the runner's peak as the child's. Issue 23's seventh attack: 64 MiB of
/// `,\n` once took 3.2 GB before the first row was looked at.
@Suite(
    .enabled(
        if: RealBinary.isBuilt && FileManager.default.isExecutableFile(atPath: gnuTime),
        "needs the built habit binary and GNU time (/usr/bin/time)"))
struct ImportMemoryTests {
    /// The most a file of `bytes` may take, in KiB: 4 × its size + 50 MB.
    static func limitKiB(_ bytes: Int) -> Int { (4 * bytes + 50_000_000) / 1024 }

    /// Runs `habit import FILE` into a fresh data file; its exit status and peak memory in KiB.
    static func importPeak(_ file: String, in scratch: ScratchFolder) throws -> (status: Int32, peakKiB: Int) {
        let (outcome, peak) = try run(["import", file], in: scratch)
        return (outcome.status, peak)
    }

    /// Runs `habit ARGUMENTS` into a fresh data file; what it said and its peak memory in KiB.
    static func run(_ arguments: [String], in scratch: ScratchFolder) throws -> (RealBinary.Outcome, peakKiB: Int) {
        var environment = RealBinary.environment(for: scratch)
        environment["HABIT_FILE"] = scratch.file("imported.json")
        let report = scratch.file("peak")
        let outcome = try RealBinary.run(
            arguments, in: scratch, environment: environment, launcher: [gnuTime, "-f", "%M", "-o", report])
        let peak = try String(contentsOfFile: report, encoding: .utf8).split(separator: "\n").last.flatMap { Int($0) }
        return (outcome, try #require(peak))
    }

    @Test func emptyRowsAreRefusedAtTheFirstWithoutReadingThemAllFirst() throws {
        let scratch = try ScratchFolder()
        let text = String(repeating: ",\n", count: 8_000_000)  // 16 MB of rows without a name
        try scratch.write(text, to: "commas.csv")
        let (status, peak) = try Self.importPeak(scratch.file("commas.csv"), in: scratch)
        #expect(status == 2)  // refused: the first row names no habit
        #expect(!FileManager.default.fileExists(atPath: scratch.file("imported.json")))  // nothing written
        #expect(peak <= Self.limitKiB(text.utf8.count), "peak \(peak) KiB")
    }

    @Test func oneHugeRowOfCommasIsRefusedAtTheFieldLimitWithoutBuildingItsFields() throws {
        let scratch = try ScratchFolder()
        let text = String(repeating: ",", count: 64 * 1024 * 1024) + "\n"  // one row of 64 MiB of empty fields
        try scratch.write(text, to: "row.csv")
        let (status, peak) = try Self.importPeak(scratch.file("row.csv"), in: scratch)
        #expect(status == 2)  // refused: more fields than any importable file has
        #expect(!FileManager.default.fileExists(atPath: scratch.file("imported.json")))  // nothing written
        #expect(peak <= Self.limitKiB(text.utf8.count), "peak \(peak) KiB")
    }

    @Test func oneHugeFieldIsRefusedAtTheFieldLengthLimitWithoutBuildingIt() throws {
        let scratch = try ScratchFolder()
        let text = "Lesen,2026-11-28,done,," + String(repeating: "x", count: 60 << 20) + "\n"  // a note of 60 MiB
        try scratch.write(text, to: "field.csv")
        let (outcome, peak) = try Self.run(["import", scratch.file("field.csv")], in: scratch)
        #expect(outcome.status == 2)  // refused: longer than any field habit reads
        #expect(outcome.stderr.contains("Line 1: a field of more than 1 MiB; this is not a file habit can import"), "\(outcome.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch.file("imported.json")))  // nothing written
        #expect(peak <= Self.limitKiB(text.utf8.count), "peak \(peak) KiB")
    }

    @Test func aLargeFileImportsWithinFourTimesItsSize() throws {
        let scratch = try ScratchFolder()
        // 20 habits × 20,000 days from 1970 on: 400,000 rows, about 8 MB.
        var text = "name,date\n"
        text.reserveCapacity(8_500_000)
        var day = Date(timeIntervalSince1970: 0)
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        var days: [String] = []
        for _ in 0..<20_000 {
            days.append(formatter.string(from: day))
            day = day.addingTimeInterval(86_400)
        }
        for habit in 0..<20 {
            let name = "Habit \(habit < 10 ? "0" : "")\(habit)"
            for day in days { text += name + "," + day + "\n" }
        }
        try scratch.write(text, to: "large.csv")
        let (status, peak) = try Self.importPeak(scratch.file("large.csv"), in: scratch)
        #expect(status == 0)
        #expect(FileManager.default.fileExists(atPath: scratch.file("imported.json")))
        #expect(peak <= Self.limitKiB(text.utf8.count), "peak \(peak) KiB")
    }

    /// Issue 23: a Loop zip of some kilobytes whose Checkmarks.csv unpacks to 64 MiB was unpacked
    /// whole into memory. Its size is refused from the central directory, naming the file.
    @Test(.enabled(if: ZipFixtures.hasPython, "needs python3 to write the archive"))
    func aSmallZipThatUnpacksTo64MiBIsRefusedByNameWithoutUnpackingIt() throws {
        let scratch = try ScratchFolder()
        let zip = scratch.file("export.zip")
        let member = "001 Run/Checkmarks.csv"
        // Just under the 64 MiB the files of a zip could once unpack to together: that took 97 MiB
        // and 45 s, and imported.
        let bytes = try ZipFixtures.make(zip, [ZipFixtures.habits, .init(name: member, size: (64 << 20) - 4096)])
        #expect(bytes.count < 200_000)  // some 160 KB
        let (outcome, peak) = try Self.run(["import", "--from", "loop", zip], in: scratch)
        #expect(outcome.status == 2)  // refused as other bad imports are
        #expect(
            outcome.stderr
                == "habit: \(zip)/\(member) unpacks to more than the \(ZipArchive.memberLimit >> 20) MiB habit reads from one "
                + "file of a zip; unzip it and import the folder. Nothing was imported.\n")
        #expect(!FileManager.default.fileExists(atPath: scratch.file("imported.json")))  // nothing written
        #expect(peak <= Self.limitKiB(bytes.count), "peak \(peak) KiB")
    }

    /// The same 64 MiB behind a central directory that claims 1,000 bytes: unpacking stops there.
    @Test(.enabled(if: ZipFixtures.hasPython, "needs python3 to write the archive"))
    func aZipThatHidesWhatItUnpacksToIsRefusedAtTheSizeItClaims() throws {
        let scratch = try ScratchFolder()
        let zip = scratch.file("export.zip")
        let bytes = try ZipFixtures.make(
            zip, [ZipFixtures.habits, .init(name: "001 Run/Checkmarks.csv", size: 64 << 20, declared: 1000)])
        let (outcome, peak) = try Self.run(["import", "--from", "loop", zip], in: scratch)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("is not a zip file habit can read"))
        #expect(!FileManager.default.fileExists(atPath: scratch.file("imported.json")))
        #expect(peak <= Self.limitKiB(bytes.count), "peak \(peak) KiB")
    }

    /// A Checkmarks.csv of the most a zip's file may unpack to, 8 MiB of rows, imports within
    /// the bound of its zip of some kilobytes.
    @Test(.enabled(if: ZipFixtures.hasPython, "needs python3 to write the archive"))
    func aZipFileAtTheLimitImportsWithinTheBound() throws {
        let scratch = try ScratchFolder()
        let zip = scratch.file("export.zip")
        let bytes = try ZipFixtures.make(
            zip, [ZipFixtures.habits, .init(name: "001 Run/Checkmarks.csv", size: ZipArchive.memberLimit)])
        let (outcome, peak) = try Self.run(["import", "--from", "loop", zip], in: scratch)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.hasPrefix("Imported 1 habit from loop (1 new): 1 done day"))
        #expect(FileManager.default.fileExists(atPath: scratch.file("imported.json")))
        #expect(peak <= Self.limitKiB(bytes.count), "peak \(peak) KiB")
    }
}
