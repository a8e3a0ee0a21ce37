import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitStore
@testable import HabitCLI
@testable import HabitText

/// A writer never waits forever for a lock that someone else holds (a stopped `habit`, another
/// user's lock file): it says after a second that it is waiting and on which file, and gives up
/// after 10 seconds, or after `--wait SECONDS` / `HABIT_WAIT`.
@Suite(.enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"))
struct LockWaitTests {
    static let day = RealBinary.today.adding(days: -30)
    static let file = Array(HabitFiles.text([("Lesen", [])]).utf8)

    /// Runs `check Lesen` while the test holds the lock, with `extra` arguments and
    /// environment; returns the outcome and the seconds it took.
    private func checkWhileLocked(
        _ scratch: ScratchFolder, arguments extra: [String] = [], environment variables: [String: String] = [:]
    ) throws -> (RealBinary.Outcome, Double) {
        try scratch.write(Self.file, to: scratch.dataFile)
        let holder = try LockHolder(scratch.dataFile + ".lock")
        let environment = RealBinary.environment(for: scratch).merging(variables) { $1 }
        let start = Date()
        let outcome = try RealBinary.run(
            ["check", "Lesen", "--date", "\(Self.day)"] + extra, in: scratch, environment: environment)
        withExtendedLifetime(holder) {}
        return (outcome, Date().timeIntervalSince(start))
    }

    @Test func byDefaultAWriterGivesUpAfterTenSeconds() throws {
        let scratch = try ScratchFolder()

        let (outcome, seconds) = try checkWhileLocked(scratch)

        #expect(outcome.status == 3)  // a data error, not a hang
        #expect(seconds >= 10 && seconds < 30, "gave up after \(seconds) s")
        let lock = scratch.dataFile + ".lock"
        // Once, after a second: that it waits, and for which file.
        #expect(
            outcome.stderr
                == "habit: Waiting for another habit to finish changing \(scratch.dataFile) (it holds the lock \(lock))…\n"
                + "habit: Another habit has held the lock on \(scratch.dataFile) (\(lock)) for 10 seconds; nothing was "
                + "changed. Try again later, or wait longer with --wait SECONDS or HABIT_WAIT.\n")
        #expect(scratch.bytes(scratch.dataFile) == Self.file)
    }

    @Test func waitSetsHowLongAWriterWaits() throws {
        let scratch = try ScratchFolder()

        let (outcome, seconds) = try checkWhileLocked(scratch, arguments: ["--wait", "1.5"])

        #expect(outcome.status == 3)
        #expect(seconds >= 1.5 && seconds < 8, "gave up after \(seconds) s")
        #expect(outcome.stderr.contains("for 1.5 seconds; nothing was changed."))
        #expect(outcome.stderr.components(separatedBy: "Waiting for another habit").count == 2)  // said once
    }

    @Test func habitWaitSetsItFromTheEnvironment() throws {
        let scratch = try ScratchFolder()

        let (outcome, seconds) = try checkWhileLocked(scratch, environment: ["HABIT_WAIT": "2"])

        #expect(outcome.status == 3)
        #expect(seconds >= 2 && seconds < 8, "gave up after \(seconds) s")
        #expect(outcome.stderr.contains("for 2 seconds; nothing was changed."))
    }

    @Test func waitZeroTriesOnceAndSaysNothingAboutWaiting() throws {
        let scratch = try ScratchFolder()

        let (outcome, seconds) = try checkWhileLocked(scratch, arguments: ["--wait=0"], environment: ["HABIT_WAIT": "60"])

        #expect(outcome.status == 3)  // the option wins over the environment
        #expect(seconds < 5)
        #expect(!outcome.stderr.contains("Waiting"))
    }

    @Test func aWriterGoesOnWhenTheLockIsReleased() throws {
        let scratch = try ScratchFolder()
        try scratch.write(Self.file, to: scratch.dataFile)
        let holder = try LockHolder(scratch.dataFile + ".lock")
        let outputs = scratch.path + "/.outputs"
        try FileManager.default.createDirectory(atPath: outputs, withIntermediateDirectories: true)
        let started = try RealBinary.start(
            ["check", "Lesen", "--date", "\(Self.day)"], environment: RealBinary.environment(for: scratch),
            outputFolder: outputs, watchingStderr: true)

        // It says that it waits (after a second); only then is the lock released.
        let saidItWaits = started.stderr?.wait(timeout: 30) { $0.contains("Waiting for another habit") } ?? false
        holder.release()
        let outcome = started.wait()

        #expect(saidItWaits)  // within 30 seconds, the generous bound of a loaded machine

        #expect(outcome.status == 0)
        #expect(outcome.stderr.hasPrefix("habit: Waiting for another habit"))  // it said why it paused
        #expect(HabitFiles.decode(scratch.bytes(scratch.dataFile) ?? [])?.habits.first?.isDone(on: Self.day) == true)
    }

    @Test(arguments: [["--wait", "soon"], ["--wait", "-1"], ["--wait", "1e3"], ["--wait", "100000"]])
    func aBadWaitIsAUsageError(_ extra: [String]) throws {
        let scratch = try ScratchFolder()
        try scratch.write(Self.file, to: scratch.dataFile)

        let outcome = try RealBinary.run(["check", "Lesen"] + extra, in: scratch)

        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("is not a number of seconds; use a number from 0 to 86400"))
        #expect(scratch.bytes(scratch.dataFile) == Self.file)
    }

    @Test func aBadHabitWaitIsAUsageErrorNamingTheVariable() throws {
        let scratch = try ScratchFolder()
        var environment = RealBinary.environment(for: scratch)
        environment["HABIT_WAIT"] = "forever"

        let outcome = try RealBinary.run(["check", "Lesen"], in: scratch, environment: environment)

        #expect(outcome.status == 2)
        #expect(outcome.stderr.hasPrefix("habit: HABIT_WAIT is “forever”, which is not a number of seconds"))
    }
}
