import Foundation
import HabitCLI
import HabitCore
import HabitStore
import HabitSystem
import HabitTestSupport
import HabitFormat

/// `habit-bench tui`: the release `habit` binary's `habit tui` in a real terminal (tmux, 80 × 24)
/// on the large store (50 habits × 10 years), against `habit list` in the same terminal and the
/// same rounds (issue 37's targets):
///
/// - the first frame: a run that opens the list and quits at once (`q` sent as soon as the list
///   is on the screen), within 1.5× the CPU of `habit list`;
/// - a toggle of today on the list: the CPU of a run that toggles once and quits, less that of
///   the run that only quits, at most 2 ms; and what it writes to the terminal after the first
///   frame (the count-up of the streak included, read with `tmux pipe-pane`), at most 1,024 bytes;
/// - at rest: the CPU of a run left alone for ten seconds, less that of the run that quits at
///   once, per second.
///
/// Each run's CPU (user and system, from `wait4`) is taken by `habit-bench measure`, which starts
/// `habit` in the terminal and writes the figure to a file when it ends.
struct TUIBenchmark {
    /// The `habit` binary to run.
    let binary: String
    /// Timed runs per case (after two warm-up rounds); runs at rest are at most five.
    let runs: Int
    /// This benchmark's own binary, which `measure` runs in the terminal.
    let bench: String

    /// How long a run at rest is left alone, in seconds.
    static let restSeconds = 10.0

    /// The text at the bottom of the list once it is drawn (English).
    static let footer = "? keys"

    private enum Case: CaseIterable {
        case list, firstFrame, toggle, rest
    }

    func run() -> String {
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            return "No habit binary at \(binary); build it with `swift build -c release`.\n"
        }
        guard TmuxTerminal.path != nil else {
            return "tmux is not installed, and the TUI is measured in a real terminal: apt-get install tmux.\n"
        }
        do {
            return try measure()
        } catch {
            return "habit-bench tui: \(error)\n"
        }
    }

    private func measure() throws -> String {
        let scratch = try ScratchFolder()
        let today = Day(containing: Date(), in: SystemTimeZone())
        // The list's first habit not done today, so that Space checks it and its streak counts up.
        var collection = Stores(today: today).large.collection()
        if var first = collection.active.first {
            _ = try? first.uncheck(on: today, today: today)
            collection.update(first)
        }
        let store = StoreFormat.encode(collection)
        try scratch.write(store, to: "data/habits.json")
        let environment = [
            "HOME": scratch.path + "/home", "HABIT_FILE": scratch.dataFile, "HABIT_LANGUAGE": "en",
            "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "TZ": ProcessInfo.processInfo.environment["TZ"] ?? "UTC",
        ]
        let terminal = try TmuxTerminal(scratch: scratch, environment: environment)
        var cpu: [Case: [Double]] = [:]
        var bytes: [Double] = []
        let restRuns = min(runs, 5)
        for round in -2..<runs {
            for item in Case.allCases {
                if item == .rest && (round < 0 || round >= restRuns) { continue }
                // Every run starts from the same store: a toggle's change is put back.
                try scratch.write(store, to: "data/habits.json")
                let (milliseconds, written) = try session(item, in: terminal, scratch: scratch)
                guard round >= 0 else { continue }
                cpu[item, default: []].append(milliseconds)
                if item == .toggle { bytes.append(Double(written)) }
            }
        }
        let list = median(cpu[.list]), first = median(cpu[.firstFrame])
        let toggle = median(cpu[.toggle]) - first
        let rest = (median(cpu[.rest]) - first) / Self.restSeconds
        let written = median(bytes)
        // The redraw alone, in this process: the list drawn and the toggle's frames, less the
        // list drawn.
        let probe = TUIRedrawProbe(collection, today: today)
        let toggled = Self.cpuMedian { probe.toggleFirst().bytes }
        let drawn = Self.cpuMedian { probe.drawList() }
        let redraw = toggled - drawn
        let frames = probe.toggleFirst()
        func verdict(_ met: Bool) -> String { met ? "met" : "NOT met" }
        let lines = [
            "habit \(binary) in tmux 80 × 24, 50 habits × 10 years: median CPU ms of \(runs) runs, round-robin, "
                + "after 2 warm-up rounds (at rest: \(restRuns) runs of \(Int(Self.restSeconds)) s)",
            row("habit list", list),
            row("habit tui, first frame, then q", first),
            row("habit tui, Space, count-up, q", median(cpu[.toggle])),
            String(
                format: "first frame / list: %.2f× (target ≤ 1.5×: %@)", first / max(list, 0.001), verdict(first <= 1.5 * list)),
            String(
                format: "toggle today (change, save, read again, redraw, count-up): %.2f ms CPU", toggle),
            String(
                format:
                    "the redraw alone (%d frames, %d bytes without the status line; in process): %.3f ms CPU (target ≤ 2 ms: %@)",
                frames.frames, frames.bytes, redraw, verdict(redraw <= 2)),
            String(
                format: "written after the first frame for the toggle: %.0f bytes (target ≤ 1024: %@)", written,
                verdict(written <= 1024)),
            String(format: "at rest: %.3f ms CPU a second (%.4f %% of a core)", rest, rest / 10),
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// One run of `item` in the terminal: its CPU milliseconds and, for a toggle, the bytes
    /// written to the terminal after the first frame.
    private func session(_ item: Case, in terminal: TmuxTerminal, scratch: ScratchFolder) throws -> (Double, Int) {
        let result = scratch.file("cpu"), written = scratch.file("written")
        try? FileManager.default.removeItem(atPath: result)
        try? FileManager.default.removeItem(atPath: written)
        let command = item == .list ? "list" : "tui"
        try terminal.type(
            "clear; " + [bench, "measure", result, binary, command].map(TmuxTerminal.quoted).joined(separator: " "))
        try terminal.press("Enter")
        var count = 0
        if item != .list {
            guard terminal.waitFor(Self.footer) else { throw BenchError(text: "the list did not appear: \(terminal.screen())") }
            switch item {
            case .toggle:
                let before = terminal.screen()
                try terminal.run(["pipe-pane", "-o", "-t", "t", "cat > " + TmuxTerminal.quoted(written)])
                try terminal.press("Space")
                guard terminal.waitFor({ $0 != before }) else { throw BenchError(text: "Space changed nothing") }
                count = settledSize(of: written)
                try terminal.run(["pipe-pane", "-t", "t"])
            case .rest:
                // A window of time at rest is what is measured: nothing to wait for but the clock.
                usleep(UInt32(Self.restSeconds * 1_000_000))
            case .list, .firstFrame:
                break
            }
            try terminal.press("q")
        }
        guard let line = terminal.waitForFile("cpu"), let milliseconds = line.split(separator: " ").first.flatMap({ Double($0) })
        else { throw BenchError(text: "no figure from habit-bench measure: \(terminal.screen())") }
        return (milliseconds, count)
    }

    /// The size of the file at `path` once it has not grown for 400 ms (the count-up's frames are
    /// far closer together), looking at most 10 s.
    private func settledSize(of path: String) -> Int {
        func size() -> Int {
            ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
        }
        var last = -1, stableSince = Date()
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            let now = size()
            if now != last {
                last = now
                stableSince = Date()
            } else if now > 0, Date().timeIntervalSince(stableSince) >= 0.4 {
                break
            }
            usleep(20_000)
        }
        return max(last, 0)
    }

    /// The median CPU time of `body` on this thread, in milliseconds, over 100 batches of 10
    /// calls (CPU time, not the clock's: the other programs of a busy machine do not count).
    static func cpuMedian(_ body: () -> Int) -> Double {
        func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
        }
        var checksum = 0
        var samples: [Double] = []
        for _ in 0..<100 {
            let start = now()
            for _ in 0..<10 { checksum &+= body() }
            samples.append((now() - start) / 10)
        }
        // The checksum is used, so that the optimizer keeps the work.
        return samples.sorted()[samples.count / 2] + (checksum == Int.min ? 1 : 0)
    }

    private func row(_ name: String, _ value: Double) -> String {
        name.padding(toLength: 36, withPad: " ", startingAt: 0) + String(format: "%8.2f", value)
    }

    private func median(_ values: [Double]?) -> Double {
        let sorted = (values ?? []).sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    /// `habit-bench measure OUT PROGRAM ARGUMENT…`: runs the program on this process's own
    /// standard input, output and error (the terminal), then writes "CPU-ms wall-ms exit-code"
    /// and a newline to OUT; its exit code is the program's.
    static func measure(_ arguments: [String]) -> BenchCommand.Outcome {
        guard arguments.count >= 2 else {
            return BenchCommand.Outcome(error: "Usage: habit-bench measure OUT PROGRAM [ARGUMENT…]\n", exitCode: 2)
        }
        guard let run = ProcessTimer.runInheriting(arguments[1], Array(arguments.dropFirst(2))) else {
            return BenchCommand.Outcome(error: "habit-bench measure: cannot start \(arguments[1])\n", exitCode: 127)
        }
        let line = String(format: "%.3f %.3f %d\n", run.cpuMilliseconds, run.milliseconds, run.exitCode)
        do {
            try line.write(toFile: arguments[0], atomically: true, encoding: .utf8)
        } catch {
            return BenchCommand.Outcome(error: "habit-bench measure: cannot write \(arguments[0]): \(error)\n", exitCode: 1)
        }
        return BenchCommand.Outcome(exitCode: run.exitCode)
    }
}
