import Foundation
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitStore
@testable import HabitCLI
@testable import HabitText

/// `ChildProcess` runs a program with exactly the environment and input given, keeps what it
/// writes, tells how it ended, and kills it (and what it started) when its time is up.
@Suite struct ChildProcessTests {
    /// The environment of these runs: only a PATH with the usual tools.
    static let environment = ["PATH": "/usr/local/bin:/usr/bin:/bin"]

    private func shell(_ script: String, _ arguments: [String] = [], input: [UInt8]? = nil, timeout: Double = 10)
        -> ChildProcess
    {
        ChildProcess(
            executable: "sh", arguments: ["-c", script, "sh"] + arguments, environment: Self.environment, input: input,
            timeout: timeout)
    }

    @Test func trueExitsWithZeroAndFalseWithOne() throws {
        let good = try ChildProcess(executable: "true", environment: Self.environment).run().get()
        #expect(good.termination == .exited(0))
        #expect(good.succeeded)
        let bad = try ChildProcess(executable: "false", environment: Self.environment).run().get()
        // Running to an end with status 1 is still a run; only runToSuccess calls it a failure.
        #expect(bad.termination == .exited(1))
        #expect(!bad.succeeded)
    }

    @Test func catGivesBackItsInputOnStandardOutput() throws {
        let bytes = Array("Laufen\nLesen ✓\n".utf8)
        let finished = try ChildProcess(executable: "cat", environment: Self.environment, input: bytes).run().get()
        #expect(finished.output == bytes)
        #expect(finished.errorOutput.isEmpty)
    }

    @Test func inputLargerThanAPipeBufferArrivesWhole() throws {
        // 1 MiB: more than the kernel's pipe buffer, so writing and reading must interleave.
        let bytes = (0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 % 251) }
        let finished = try ChildProcess(executable: "cat", environment: Self.environment, input: bytes).run().get()
        #expect(finished.output == bytes)
    }

    @Test func withoutInputTheChildReadsEndOfFile() throws {
        let finished = try shell("wc -c").run().get()
        #expect(String(decoding: finished.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == "0")
    }

    @Test func argumentsEnvironmentAndStandardErrorAreKept() throws {
        var child = shell("printf '%s|%s|%s' \"$1\" \"$2\" \"$HABIT_X\"; echo oops >&2; exit 3", ["3 habits open", "Lesen"])
        child.environment["HABIT_X"] = "x y"
        let finished = try child.run().get()
        #expect(String(decoding: finished.output, as: UTF8.self) == "3 habits open|Lesen|x y")
        #expect(finished.firstErrorLine == "oops")
        #expect(finished.termination == .exited(3))
    }

    @Test func onlyTheGivenEnvironmentIsPassed() throws {
        // HOME is set for the test runner, but not given to the child.
        let finished = try shell("printf '%s' \"${HOME-unset}\"").run().get()
        #expect(String(decoding: finished.output, as: UTF8.self) == "unset")
    }

    @Test func runToSuccessNamesTheStatusAndTheFirstErrorLine() {
        let result = shell("echo 'no such topic' >&2; exit 4").runToSuccess()
        #expect(
            result.failure
                == .failed(name: "sh", termination: .exited(4), message: "no such topic"))
        #expect(result.failure?.description == "sh failed with exit status 4: no such topic.")
    }

    @Test func aSignalIsReportedAsSuch() throws {
        let finished = try shell("kill -TERM $$").run().get()
        #expect(finished.termination == .signalled(SIGTERM))
    }

    @Test func aProgramNotOnPathIsNotFound() {
        let result = ChildProcess(executable: "habit-no-such-tool", environment: Self.environment).run()
        #expect(result.failure == .notFound(name: "habit-no-such-tool"))
        #expect(result.failure?.description == "habit-no-such-tool was not found on PATH.")
    }

    @Test func aHangingProgramIsKilledWhenItsTimeIsUp() {
        let start = Date()
        // The shell starts sleep as a child of its own: both are ended, or the pipe would stay open.
        let result = shell("sleep 30; echo late", timeout: 1).run()
        let seconds = Date().timeIntervalSince(start)
        #expect(result.failure == .timedOut(name: "sh", seconds: 1))
        #expect(result.failure?.description == "sh did not finish in 1 s and was stopped.")
        // Well before the 30 s of the sleep (no tight bound: the machine may be busy).
        #expect(seconds < 20)
    }

    @Test func aGrandchildHoldingTheOutputDoesNotKeepTheRunWaiting() throws {
        let start = Date()
        // The shell leaves a sleep behind that still has standard output open.
        let finished = try shell("sleep 30 & echo started", timeout: 25).run().get()
        #expect(String(decoding: finished.output, as: UTF8.self) == "started\n")
        #expect(finished.succeeded)
        #expect(Date().timeIntervalSince(start) < 20)
    }

    @Test func aChildThatDoesNotReadItsInputDoesNotEndTheRun() throws {
        let bytes = [UInt8](repeating: 65, count: 1 << 20)
        let finished = try shell("exit 0", input: bytes).run().get()
        #expect(finished.succeeded)
    }

    @Test(
        arguments: [
            ("sh", "/usr/bin:/bin", true),
            ("/bin/sh", nil, true),
            ("habit-no-such-tool", "/usr/bin:/bin", false),
            // A folder is not an executable.
            ("bin", "/", false),
            ("", "/bin", false),
        ] as [(String, String?, Bool)])
    func findLooksOnPath(name: String, path: String?, found: Bool) {
        let result = ChildProcess.find(executable: name, in: path)
        #expect((result != nil) == found)
        if let result { #expect(result.hasSuffix("/sh")) }
    }
}

extension Result {
    /// The error of a failure, `nil` for a success.
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
