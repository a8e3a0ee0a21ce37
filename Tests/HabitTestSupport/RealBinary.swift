import HabitStore
import HabitSystem
// The release build of habit-bench (`make build-all`) compiles this target without the
// Testing module, which only test builds have; these helpers serve the tests alone.
#if canImport(Testing)
    import Foundation
    import HabitCLI
    import HabitCore
    import Testing

    /// The built `habit` executable, run as a separate process: the end-to-end tests see exactly
    /// what a person or a cron job sees.
    ///
    /// `swift test` builds it (the test target depends on the `habit` product), next to the test
    /// runner; failing that, `swift build` leaves it in `.build/debug/`.
    public enum RealBinary {
        /// The executable's path.
        public static let path: String = {
            // HABIT_TEST_BINARY runs the suites against another build (an older one, to see that a
            // test fails without the change it covers).
            if let chosen = ProcessInfo.processInfo.environment["HABIT_TEST_BINARY"], !chosen.isEmpty { return chosen }
            var candidates: [String] = []
            // Beside the running test binary: right for any build folder or configuration (Linux;
            // elsewhere there is no /proc and the package's .build/debug is used).
            if let runner = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
                candidates.append((runner as NSString).deletingLastPathComponent + "/habit")
            }
            // The package root is two levels above this file: Tests/HabitTestSupport/.
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().path
            candidates.append(root + "/.build/debug/habit")
            return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[candidates.count - 1]
        }()

        /// Whether the executable exists; the end-to-end suites are skipped with this reason otherwise.
        public static var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: path) }

        /// What a finished run printed and how it ended.
        public struct Outcome: Sendable {
            /// The exit status (-1 for a run killed after its time was up).
            public let status: Int32
            /// Everything it wrote to standard output.
            public let stdout: String
            /// Everything it wrote to standard error.
            public let stderr: String

            /// What a run ended with and printed.
            public init(status: Int32, stdout: String, stderr: String) {
                self.status = status
                self.stdout = stdout
                self.stderr = stderr
            }
        }

        /// The day every run takes as today: ``Fixed/now`` (Sunday, 29 November 2026, 11:00 UTC) is
        /// given to each run through the `HABIT_NOW` test hook, and the tests run in UTC, so no
        /// test races midnight.
        public static let today = Fixed.today

        /// `HABIT_NOW` for every run.
        public static let fixedNow = Fixed.now.formatted(Date.ISO8601FormatStyle())

        /// `environment` with the clock fixed, unless the test fixed it otherwise.
        public static func withFixedClock(_ environment: [String: String]) -> [String: String] {
            environment.merging([World.fixedNowVariable: fixedNow]) { own, _ in own }
        }

        /// The environment the tests run `habit` in: English, UTC, the data file in `scratch`, a
        /// home inside it, no colour.
        public static func environment(for scratch: ScratchFolder) -> [String: String] {
            [
                "HOME": scratch.path + "/home",
                "HABIT_FILE": scratch.dataFile,
                "LANG": "C.UTF-8",
                "TZ": "UTC",
                "PATH": "/usr/bin:/bin",
                World.fixedNowVariable: fixedNow,
            ]
        }

        /// Starts `habit` with `arguments` without waiting: standard input empty, output to files
        /// in `outputFolder`; with `watchingStderr`, standard error to a pipe whose text a test can
        /// wait for (``Started/stderr``).
        public static func start(
            _ arguments: [String], environment: [String: String], outputFolder: String,
            workingDirectory: String? = nil, launcher: [String] = [], prependingBinary: Bool = true,
            watchingStderr: Bool = false
        ) throws -> Started {
            let process = Process()
            if let first = launcher.first {
                process.executableURL = URL(fileURLWithPath: first)
                process.arguments = Array(launcher.dropFirst()) + (prependingBinary ? [path] : []) + arguments
            } else {
                process.executableURL = URL(fileURLWithPath: path)
                process.arguments = arguments
            }
            process.environment = withFixedClock(environment)
            if let workingDirectory { process.currentDirectoryURL = URL(fileURLWithPath: workingDirectory) }
            let token = UUID().uuidString
            let stdoutPath = outputFolder + "/out-" + token
            let stderrPath = outputFolder + "/err-" + token
            _ = FileManager.default.createFile(atPath: stdoutPath, contents: nil)
            _ = FileManager.default.createFile(atPath: stderrPath, contents: nil)
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: stdoutPath))
            var watched: OutputCollector? = nil
            if watchingStderr {
                let pipe = Pipe()
                process.standardError = pipe
                watched = OutputCollector.collecting(pipe)
            } else {
                process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: stderrPath))
            }
            let end = ProcessEnd(of: process)
            try process.run()
            return Started(process: process, stdoutPath: stdoutPath, stderrPath: stderrPath, stderr: watched, end: end)
        }

        /// Runs `habit` with `arguments` and waits for it.
        public static func run(
            _ arguments: [String], in scratch: ScratchFolder, environment: [String: String]? = nil,
            workingDirectory: String? = nil, launcher: [String] = [], prependingBinary: Bool = true
        ) throws -> Outcome {
            let outputs = scratch.path + "/.outputs"
            try FileManager.default.createDirectory(atPath: outputs, withIntermediateDirectories: true)
            let started = try start(
                arguments, environment: environment ?? self.environment(for: scratch), outputFolder: outputs,
                workingDirectory: workingDirectory, launcher: launcher, prependingBinary: prependingBinary)
            return started.wait()
        }

        /// A running `habit`.
        public struct Started {
            /// The process.
            public let process: Process
            /// The file its standard output goes to.
            public let stdoutPath: String
            /// The file its standard error goes to, unless it is watched.
            public let stderrPath: String
            /// Standard error as it arrives, when the run was started `watchingStderr`.
            public let stderr: OutputCollector?
            /// Its end, for waiting without asking over and over.
            let end: ProcessEnd

            /// Kills it at once, as a power cut or the OOM killer would.
            public func kill() {
                _ = Foundation.kill(process.processIdentifier, SIGKILL)
            }

            /// Waits for it to end and collects what it printed; the output files are removed.
            /// A run that takes longer than `timeout` seconds is killed and reported as status -1,
            /// so a hang fails the test instead of stopping the suite.
            public func wait(timeout: Double = 60) -> Outcome {
                if !end.wait(timeout: timeout) {
                    kill()
                    process.waitUntilExit()
                    return Outcome(status: -1, stdout: "", stderr: "(killed after \(Int(timeout)) s)")
                }
                process.waitUntilExit()
                let stdout = (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? ""
                let stderr: String
                if let watched = self.stderr {
                    // Everything it wrote, up to the pipe's end (the process closed its side).
                    watched.waitForEnd(timeout: timeout)
                    stderr = watched.text
                } else {
                    stderr = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
                }
                try? FileManager.default.removeItem(atPath: stdoutPath)
                try? FileManager.default.removeItem(atPath: stderrPath)
                return Outcome(status: process.terminationStatus, stdout: stdout, stderr: stderr)
            }
        }
    }

    extension RealBinary {
        /// A `habit` started with `posix_spawn`, output discarded: cheaper and more exact in its
        /// timing than `Process`, for the crash harness, which starts hundreds.
        public struct Spawned {
            /// Its process id.
            public let pid: pid_t

            /// Starts `habit` with `arguments` and `environment`; standard input, output and error
            /// are `/dev/null`.
            public init(_ arguments: [String], environment: [String: String]) throws {
                pid = try SilentSpawn.start(
                    RealBinary.path, arguments: arguments, environment: RealBinary.withFixedClock(environment))
            }

            /// Kills it at once, as a power cut or the OOM killer would.
            public func kill() {
                _ = Foundation.kill(pid, SIGKILL)
            }

            /// Waits for it to end; its exit status, or `nil` when a signal ended it.
            public func wait() -> Int32? {
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                // WIFEXITED / WEXITSTATUS, which Swift does not import as functions.
                return status & 0x7F == 0 ? (status >> 8) & 0xFF : nil
            }
        }
    }
#endif
