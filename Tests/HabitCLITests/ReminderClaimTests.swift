import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

// November 2026: Sunday the 29th; the default reminder time is 20:00 in UTC (the binary's tests
// run in UTC), so 20:05 is within the hour after it.

/// `habit remind` runs that overlap (cron and a systemd timer both installed, a run by hand, a
/// slow delivery) deliver each reminder slot once: a run claims its slots under a short lock and
/// delivers without it.
@Suite struct ReminderClaimTests {
    /// A scratch folder with one open habit, Lesen, and `remind-command` set to what `command`
    /// makes of the folder's path.
    static func sandbox(command: (String) -> String) throws -> ScratchFolder {
        let scratch = try ScratchFolder()
        let command = command(scratch.path)
        #expect(try RealBinary.run(["add", "Lesen"], in: scratch).status == 0)
        try FileManager.default.createDirectory(atPath: scratch.path + "/home/.config/habit", withIntermediateDirectories: true)
        try "remind-via = command\nremind-command = \(command)\n".write(
            toFile: scratch.path + "/home/.config/habit/config", atomically: true, encoding: .utf8)
        return scratch
    }

    /// The environment of a run at 20:05 on the 29th.
    static func atFivePast(_ scratch: ScratchFolder) -> [String: String] {
        var environment = RealBinary.environment(for: scratch)
        environment[World.fixedNowVariable] = "2026-11-29T20:05:00Z"
        return environment
    }

    /// The lines the remind-command appended to `file`: one per delivery.
    static func deliveries(_ file: String) -> [String] {
        ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test(.enabled(if: RealBinary.isBuilt, "needs the built habit"), arguments: [3, 20])
    func runsStartedAtOnceDeliverTheSlotOnce(_ runs: Int) throws {
        // A delivery that takes half a second: every run starts while the first still delivers.
        let sandbox = try Self.sandbox { "sleep 0.5; echo \"$1\" >> \($0)/delivered" }
        let out = sandbox.path + "/delivered"
        let outputs = sandbox.path + "/.outputs"
        try FileManager.default.createDirectory(atPath: outputs, withIntermediateDirectories: true)
        let started = try (0..<runs).map { _ in
            try RealBinary.start(["remind"], environment: Self.atFivePast(sandbox), outputFolder: outputs)
        }
        let outcomes = started.map { $0.wait(timeout: 60) }
        for outcome in outcomes {
            #expect(outcome.status == 0, "\(outcome.stderr)")
            #expect(outcome.stdout.isEmpty && outcome.stderr.isEmpty)  // a run that finds the slot claimed says nothing
        }
        #expect(Self.deliveries(out) == ["1 habit still open"])  // exactly one delivery
        let state = try String(contentsOfFile: sandbox.path + "/home/.local/state/habit/remind-state", encoding: .utf8)
        #expect(state.contains(" 20:00\n") && state.contains("\nsent ") && !state.contains("claimed"))
        // A later run has nothing left to send.
        var later = RealBinary.environment(for: sandbox)
        later[World.fixedNowVariable] = "2026-11-29T20:20:00Z"
        #expect(try RealBinary.run(["remind"], in: sandbox, environment: later).status == 0)
        #expect(Self.deliveries(out).count == 1)
    }

    @Test(.enabled(if: RealBinary.isBuilt, "needs the built habit"))
    func aFailedDeliveryReleasesItsClaimAndTheNextRunDelivers() throws {
        // Fails while the file "fail" exists.
        let sandbox = try Self.sandbox { "test -e \($0)/fail && exit 4; echo \"$1\" >> \($0)/delivered" }
        let out = sandbox.path + "/delivered"
        let flag = sandbox.path + "/fail"
        #expect(FileManager.default.createFile(atPath: flag, contents: nil))
        let failed = try RealBinary.run(["remind"], in: sandbox, environment: Self.atFivePast(sandbox))
        #expect(failed.status == 2)
        #expect(failed.stderr.contains("failed with exit status 4; nothing was marked as sent."))
        let state = (try? String(contentsOfFile: sandbox.path + "/home/.local/state/habit/remind-state", encoding: .utf8)) ?? ""
        #expect(!state.contains("claimed") && !state.contains("sent "))  // the claim was given up
        try FileManager.default.removeItem(atPath: flag)
        // The same moment: a claim that was not given up would keep this run from the slot.
        let again = try RealBinary.run(["remind"], in: sandbox, environment: Self.atFivePast(sandbox))
        #expect(again.status == 0, "\(again.stderr)")
        #expect(Self.deliveries(out) == ["1 habit still open"])
    }

    /// What stands where the state file should be, made by `make` at `path`.
    struct Obstacle: CustomTestStringConvertible, Sendable {
        let name: String
        let make: @Sendable (String) throws -> Void
        var testDescription: String { name }
    }

    static let obstacles = [
        Obstacle(name: "a folder") { try FileManager.default.createDirectory(atPath: $0, withIntermediateDirectories: true) },
        Obstacle(name: "a link to nowhere") { try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: "/nonexistent/x") },
        Obstacle(name: "a link to a file") { path in
            let target = (path as NSString).deletingLastPathComponent + "/elsewhere"
            try Data("habit-remind-state 1\n".utf8).write(to: URL(fileURLWithPath: target))
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
        },
    ]

    @Test(.enabled(if: RealBinary.isBuilt, "needs the built habit"), arguments: obstacles, ["C.UTF-8", "de_DE.UTF-8", "fr_FR.UTF-8"])
    func aStateFileThatCannotBeWrittenIsNamedOnceAndNothingIsDeliveredAgainAndAgain(
        _ obstacle: Obstacle, _ language: String
    ) throws {
        let sandbox = try Self.sandbox { "echo \"$1\" >> \($0)/delivered" }
        let out = sandbox.path + "/delivered"
        let statePath = sandbox.path + "/home/.local/state/habit/remind-state"
        try FileManager.default.createDirectory(
            atPath: (statePath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try obstacle.make(statePath)
        let lines: [String: String] = [
            "a folder": "is a folder", "a link to nowhere": "is a symbolic link", "a link to a file": "is a symbolic link",
        ]
        for minute in ["05", "10", "15"] {
            var environment = RealBinary.environment(for: sandbox)
            environment["LANG"] = language
            environment[World.fixedNowVariable] = "2026-11-29T20:\(minute):00Z"
            let outcome = try RealBinary.run(["remind"], in: sandbox, environment: environment)
            #expect(outcome.status == 3)  // a file problem
            #expect(outcome.stdout.isEmpty)
            let errorLines = outcome.stderr.split(separator: "\n")
            #expect(errorLines.count == 1)  // one sentence
            #expect(outcome.stderr.hasPrefix("habit: " + statePath + ", "))  // naming the state file
            if language == "C.UTF-8", let words = lines[obstacle.name] {
                #expect(outcome.stderr.contains(words))
            }
            // Only the file it found wrong: not the data file, no backup, no lock, and no claim
            // that nothing was changed.
            for word in ["backup", "Sicherung", "sauvegarde", "Nothing was changed", "habits.json", ".lock"] {
                #expect(!outcome.stderr.contains(word), "\(word) in \(outcome.stderr)")
            }
        }
        #expect(Self.deliveries(out).isEmpty)  // never delivered, so never repeated
    }
}
