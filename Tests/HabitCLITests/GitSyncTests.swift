import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// Two machines synced through git exactly as docs/sync.md sets them up (a bare repository, two
/// clones, `.gitattributes`, `.gitignore` and the driver configured with the built binary),
/// both logging, checking, skipping and noting on the same day, then `git pull` on each: the
/// result is checked day by day. Every git and habit run is bounded (RealBinary's timeout).
@Suite("git sync, day by day", .enabled(if: RealBinary.isBuilt && GitTool.path != nil, GitTool.skipReason))
struct GitSyncTests {
    typealias Repositories = GitMergeDriverTests.Repositories

    /// The day the runs take as today: RealBinary's fixed clock, Sunday 29 November 2026 in UTC.
    static let today = Day("2026-11-29")!
    /// Saturday 28 November 2026.
    static let yesterday = Day("2026-11-28")!

    func habits(in folder: String) throws -> HabitCollection {
        try HabitStore(path: folder + "/habits.json").load()
    }

    @Test("log, check, skip and note on both machines, git pull on each: amounts add up, notes join, the conflict is kept")
    func bothMachinesSameDay() throws {
        #expect(RealBinary.fixedNow.hasPrefix("2026-11-29"))  // the clock the days below assume
        let r = Repositories(scratch: try ScratchFolder())
        try FileManager.default.createDirectory(atPath: r.home, withIntermediateDirectories: true)
        try r.git(["init", "--bare", "-q", "-b", "main", r.scratch.path + "/habits.git"], in: r.scratch.path)
        try r.git(["clone", "-q", r.scratch.path + "/habits.git", r.laptop], in: r.scratch.path)
        try r.habit(["add", "Wasser", "--goal", "8", "--unit", "Gläser"], in: r.laptop)
        try r.habit(["add", "Lesen"], in: r.laptop)
        try r.habit(["add", "Laufen"], in: r.laptop)
        // The first machine, as docs/sync.md says (the driver with the built binary's full path).
        try "habits.json merge=habit\n".write(toFile: r.laptop + "/.gitattributes", atomically: true, encoding: .utf8)
        try "habits.json.bak\nhabits.json.history\nhabits.json.lock\n*.tmp-*\n".write(
            toFile: r.laptop + "/.gitignore", atomically: true, encoding: .utf8)
        try r.git(["checkout", "-q", "-b", "main"], in: r.laptop)
        try r.git(["add", ".gitattributes", ".gitignore", "habits.json"], in: r.laptop)
        try r.git(["commit", "-q", "-m", "My habits"], in: r.laptop)
        try r.git(["push", "-q", "-u", "origin", "main"], in: r.laptop)
        try r.configureDriver(in: r.laptop)
        try r.git(["clone", "-q", r.scratch.path + "/habits.git", r.desktop], in: r.scratch.path)
        try r.configureDriver(in: r.desktop)

        // The laptop, today: 4 glasses, Lesen done with a note, Laufen skipped; 2 glasses yesterday.
        try r.habit(["log", "Wasser", "4"], in: r.laptop)
        try r.habit(["log", "Wasser", "2", "--date", "yesterday"], in: r.laptop)
        try r.habit(["check", "Lesen"], in: r.laptop)
        try r.habit(["note", "Lesen", "Kapitel 3"], in: r.laptop)
        try r.habit(["skip", "Laufen"], in: r.laptop)
        try r.git(["commit", "-q", "-m", "laptop", "habits.json"], in: r.laptop)
        try r.git(["push", "-q"], in: r.laptop)
        // The desktop, today: 3 glasses, Lesen skipped with another note, Laufen done yesterday.
        try r.habit(["log", "Wasser", "3"], in: r.desktop)
        try r.habit(["skip", "Lesen"], in: r.desktop)
        try r.habit(["note", "Lesen", "im Zug"], in: r.desktop)
        try r.habit(["check", "Laufen", "--date", "yesterday"], in: r.desktop)
        try r.git(["commit", "-q", "-m", "desktop", "habits.json"], in: r.desktop)

        let desktopPull = try r.git(["pull", "-q", "--no-edit"], in: r.desktop)
        #expect(!desktopPull.stdout.contains("CONFLICT") && !desktopPull.stderr.contains("CONFLICT"))
        #expect(desktopPull.stderr.contains("“Lesen”"))  // the driver named the conflict it resolved
        #expect(try r.git(["status", "--porcelain"], in: r.desktop).stdout.isEmpty)  // merged and committed
        try r.git(["push", "-q"], in: r.desktop)
        // The laptop meanwhile: one glass more and Laufen done after all; then its own pull merges.
        try r.habit(["log", "Wasser", "1"], in: r.laptop)
        try r.habit(["check", "Laufen"], in: r.laptop)
        try r.git(["commit", "-q", "-m", "laptop again", "habits.json"], in: r.laptop)
        let laptopPull = try r.git(["pull", "-q", "--no-edit"], in: r.laptop)
        #expect(!laptopPull.stdout.contains("CONFLICT") && !laptopPull.stderr.contains("CONFLICT"))
        try r.git(["push", "-q"], in: r.laptop)
        try r.git(["pull", "-q", "--no-edit"], in: r.desktop)

        let (today, yesterday) = (Self.today, Self.yesterday)
        for folder in [r.laptop, r.desktop] {
            let merged = try habits(in: folder)
            let wasser = try #require(merged.habits.first { $0.name == "Wasser" })
            let lesen = try #require(merged.habits.first { $0.name == "Lesen" })
            let laufen = try #require(merged.habits.first { $0.name == "Laufen" })
            #expect(wasser.amount(on: today) == Amount(8))  // 4 + 3 on the first pull, + 1 on the second
            #expect(wasser.isDone(on: today))
            #expect(wasser.amount(on: yesterday) == Amount(2))
            #expect(lesen.isSkipped(on: today) && !lesen.isDone(on: today))  // the desktop's value, as recorded
            #expect(lesen.note(on: today) == "Kapitel 3 · im Zug")  // both notes kept
            #expect(laufen.isDone(on: today))  // the laptop's later check
            #expect(laufen.isDone(on: yesterday))  // the desktop's check
            #expect(merged.conflicts.map(\.subject) == [.day(today)])
            #expect(merged.conflicts.map(\.kept) == [.skipped])
            #expect(merged.conflicts.map(\.other) == [.done])
        }
        // Both clones hold the same file, and habit mentions the recorded conflict there.
        let laptopFile = try Data(contentsOf: URL(fileURLWithPath: r.laptop + "/habits.json"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: r.desktop + "/habits.json")) == laptopFile)
        let list = try RealBinary.run(["list"], in: r.scratch, environment: r.environment(dataFile: r.laptop + "/habits.json"))
        #expect(list.stderr == "habit: 1 merge conflict was resolved; see habit conflicts.\n")
    }
}
