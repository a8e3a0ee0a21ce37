import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText
@testable import HabitFormat

@testable import HabitStore
@testable import HabitCLI

/// `habit merge-driver` as git runs it: a bare repository, two clones with the driver
/// configured, diverging changes on each, and one `git pull` that brings them together.
@Suite("git merge driver", .enabled(if: RealBinary.isBuilt && GitTool.path != nil, GitTool.skipReason))
struct GitMergeDriverTests {

    /// The habit both machines start with: done Nov 10–12.
    static let reading = Habit(
        id: fixtureID(1), name: "Read", icon: "📚", color: .blue, created: day("2026-11-01"),
        completions: days("2026-11-10", "2026-11-12"))

    struct Repositories {
        let scratch: ScratchFolder
        var home: String { scratch.path + "/home" }
        var laptop: String { scratch.path + "/laptop" }
        var desktop: String { scratch.path + "/desktop" }

        func environment(dataFile: String) -> [String: String] {
            var environment = RealBinary.environment(for: scratch)
            environment["HABIT_FILE"] = dataFile
            environment["HOME"] = home
            environment["GIT_CONFIG_NOSYSTEM"] = "1"
            environment["GIT_AUTHOR_NAME"] = "Test"
            environment["GIT_AUTHOR_EMAIL"] = "test@example.org"
            environment["GIT_COMMITTER_NAME"] = "Test"
            environment["GIT_COMMITTER_EMAIL"] = "test@example.org"
            return environment
        }

        /// Runs git in `folder`; the outcome's status is git's.
        @discardableResult
        func git(_ arguments: [String], in folder: String) throws -> RealBinary.Outcome {
            let gitPath = try #require(GitTool.path)
            let outcome = try RealBinary.run(
                arguments, in: scratch, environment: environment(dataFile: folder + "/habits.json"),
                workingDirectory: folder, launcher: [gitPath], prependingBinary: false)
            #expect(outcome.status == 0, "git \(arguments.joined(separator: " ")): \(outcome.stderr)")
            return outcome
        }

        /// Runs habit on the data file in `folder`.
        func habit(_ arguments: [String], in folder: String) throws {
            let outcome = try RealBinary.run(arguments, in: scratch, environment: environment(dataFile: folder + "/habits.json"))
            #expect(outcome.status == 0, "habit \(arguments.joined(separator: " ")): \(outcome.stderr)")
        }

        /// Configures the driver in a clone, as the documentation tells a person to.
        func configureDriver(in folder: String) throws {
            try git(["config", "merge.habit.driver", RealBinary.path + " merge-driver %O %A %B"], in: folder)
            try git(["config", "pull.rebase", "false"], in: folder)
        }
    }

    func habits(in file: String) throws -> HabitCollection {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
        guard case .habits(let habits) = try StoreFormat.decode(bytes) else {
            Issue.record("\(file) has a newer version")
            return HabitCollection()
        }
        return habits
    }

    @Test("two clones that changed different things come back together with one git pull, nothing lost")
    func pullMerges() throws {
        let repositories = Repositories(scratch: try ScratchFolder())
        let r = repositories
        try FileManager.default.createDirectory(atPath: r.home, withIntermediateDirectories: true)
        try r.git(["init", "--bare", "-q", "-b", "main", r.scratch.path + "/habits.git"], in: r.scratch.path)
        try r.git(["clone", "-q", r.scratch.path + "/habits.git", r.laptop], in: r.scratch.path)
        try r.configureDriver(in: r.laptop)
        try StoreFormat.encode(HabitCollection(habits: [Self.reading])).write(
            toFile: r.laptop + "/habits.json", atomically: true, encoding: .utf8)
        try "habits.json merge=habit\n".write(toFile: r.laptop + "/.gitattributes", atomically: true, encoding: .utf8)
        try "*.bak\n*.history\n*.lock\n*.tmp-*\n".write(toFile: r.laptop + "/.gitignore", atomically: true, encoding: .utf8)
        try r.git(["checkout", "-q", "-b", "main"], in: r.laptop)
        try r.git(["add", "-A"], in: r.laptop)
        try r.git(["commit", "-q", "-m", "start"], in: r.laptop)
        try r.git(["push", "-q", "origin", "main"], in: r.laptop)
        try r.git(["clone", "-q", r.scratch.path + "/habits.git", r.desktop], in: r.scratch.path)
        try r.configureDriver(in: r.desktop)

        // The laptop: checks the 20th, unchecks the 10th, adds Walk.
        try r.habit(["check", "Read", "--date", "2026-11-20"], in: r.laptop)
        try r.habit(["uncheck", "Read", "--date", "2026-11-10"], in: r.laptop)
        try r.habit(["add", "Walk"], in: r.laptop)
        try r.git(["commit", "-q", "-am", "laptop"], in: r.laptop)
        try r.git(["add", "-A"], in: r.laptop)
        try r.git(["push", "-q", "origin", "main"], in: r.laptop)
        // The desktop: checks the 21st, renames Read to Lesen, adds Swim.
        try r.habit(["check", "Read", "--date", "2026-11-21"], in: r.desktop)
        try r.habit(["rename", "Read", "Lesen"], in: r.desktop)
        try r.habit(["add", "Swim"], in: r.desktop)
        try r.git(["commit", "-q", "-am", "desktop"], in: r.desktop)
        let walk = try #require(try habits(in: r.laptop + "/habits.json").habits.last)
        let swim = try #require(try habits(in: r.desktop + "/habits.json").habits.last)

        let pull = try r.git(["pull", "--no-edit", "origin", "main"], in: r.desktop)
        #expect(!pull.stdout.contains("CONFLICT") && !pull.stderr.contains("CONFLICT"))  // no conflict reported
        let status = try r.git(["status", "--porcelain"], in: r.desktop)
        #expect(status.stdout.isEmpty)  // merged and committed: nothing left to resolve

        var lesen = Self.reading
        lesen.name = "Lesen"
        lesen = Habit(
            id: lesen.id, name: "Lesen", icon: lesen.icon, color: lesen.color, created: lesen.created,
            completions: DaySet([day("2026-11-11"), day("2026-11-12"), day("2026-11-20"), day("2026-11-21")]))
        let expected = StoreFormat.encode(HabitCollection(habits: [lesen, swim, walk]))
        let merged = try String(contentsOfFile: r.desktop + "/habits.json", encoding: .utf8)
        #expect(merged == expected)  // exactly the expected history: desktop's order, then the laptop's new habit
        // Only git's own files: the driver left no lock, backup or temporary file in the clone.
        let files = try FileManager.default.contentsOfDirectory(atPath: r.desktop).sorted()
        #expect(files == [".git", ".gitattributes", ".gitignore", "habits.json", "habits.json.bak", "habits.json.history", "habits.json.lock"])
    }
}

/// The `git` executable, for the merge driver's test.
enum GitTool {
    /// git's path, or `nil` where it is not installed (then the suite is skipped, saying so).
    static let path: String? = ["/usr/bin/git", "/usr/local/bin/git", "/opt/homebrew/bin/git"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Why the suite is skipped.
    static var skipReason: Comment {
        path == nil ? "git is not installed: the merge driver's test needs it" : "the habit binary is not built"
    }
}
