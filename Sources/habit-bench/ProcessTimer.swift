import Foundation
import HabitCLI
import HabitSystem
import HabitTestSupport
import HabitStore

/// Runs a program to completion and measures its wall time and peak memory (from `wait4`'s
/// resource usage), with its output thrown away.
enum ProcessTimer {
    /// One finished run.
    struct Run {
        let milliseconds: Double
        /// User and system CPU time, which the machine's load hardly changes.
        let cpuMilliseconds: Double
        let exitCode: Int32
    }

    /// The peak resident memory of one run of `path`, in KiB, measured by GNU time
    /// (`/usr/bin/time`, Debian's package `time`); `nil` without it.
    ///
    /// `wait4`'s own figure cannot be used here: `posix_spawn` starts the child with `vfork`,
    /// and Linux counts the parent's memory, shared until `exec`, as the child's peak.
    static func peakKiB(_ path: String, _ arguments: [String], environment: [String: String], scratch: String) -> Int? {
        let time = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: time) else { return nil }
        let report = scratch + "/peak.txt"
        guard run(time, ["-f", "%M", "-o", report, path] + arguments, environment: environment) != nil,
            let text = try? String(contentsOfFile: report, encoding: .utf8)
        else { return nil }
        return text.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// Runs `path` with `arguments` and the extra `environment` variables.
    static func run(_ path: String, _ arguments: [String], environment: [String: String]) -> Run? {
        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        let clock = ContinuousClock()
        let start = clock.now
        guard let pid = try? SilentSpawn.start(path, arguments: arguments, environment: merged) else { return nil }
        return wait(for: pid, startedAt: start, clock: clock)
    }

    /// Runs `path` with `arguments` on this process's own standard input, output and error and
    /// environment (`habit-bench measure` in a terminal).
    static func runInheriting(_ path: String, _ arguments: [String]) -> Run? {
        let clock = ContinuousClock()
        let start = clock.now
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawn(&pid, path, nil, nil, argv, envp) == 0 else { return nil }
        return wait(for: pid, startedAt: start, clock: clock)
    }

    /// Waits for `pid` to end: its times and exit code.
    private static func wait(for pid: pid_t, startedAt start: ContinuousClock.Instant, clock: ContinuousClock) -> Run? {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { return nil }
        }
        let elapsed = clock.now - start
        let (seconds, attoseconds) = elapsed.components
        let code = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        func milliseconds(_ time: timeval) -> Double { Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000 }
        let cpu = milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime)
        return Run(
            milliseconds: Double(seconds) * 1000 + Double(attoseconds) / 1e15, cpuMilliseconds: cpu, exitCode: code)
    }
}
