import Foundation
import HabitCLI
import HabitCore
import HabitStore
import HabitSystem

/// Times the real `habit` binary on generated stores, round-robin so that every case sees the
/// same machine noise, and compares each median with its target: a multiple of the floor, a
/// static program that imports FoundationEssentials and prints a line, built in the same run.
struct CLIBenchmark {
    /// The `habit` binary to run.
    let binary: String
    /// Timed runs per case (after three warm-up runs).
    let runs: Int
    /// Another build of `habit` (an earlier commit's) whose `check` is timed in the same rounds,
    /// on its own copy of the large store, to compare with; `nil` times none.
    var baseline: String? = nil

    private struct Case {
        let name: String
        let arguments: [String]
        let file: String?
        let target: Target
        /// The binary to run instead of ``CLIBenchmark/binary``.
        var program: String? = nil
        /// Variables set for the run besides `HABIT_FILE`.
        var environment: [String: String] = [:]

        /// The run's environment: `HABIT_FILE` for ``file``, and ``environment``.
        var variables: [String: String] {
            environment.merging(file.map { ["HABIT_FILE": $0] } ?? [:]) { _, file in file }
        }
    }

    private enum Target {
        case none
        case milliseconds(Double)
        case timesFloor(Double)
        /// At most this many times the median of the case with that name, measured in the same run.
        case timesCase(String, Double)
    }

    /// The cases that `--baseline` also times with the other build: start-up, `list`, a change,
    /// and the report with the export it is held against (a regression against the last release
    /// is measured, not guessed).
    static let comparedWithBaseline = [
        "habit --version", "list, typical store", "list, large store", "check/uncheck, imported large store",
        "history, imported large store", "undo/redo of the import, large store",
        "export --format json, large store", "report --out, large store",
    ]

    /// The most memory a case may take, in MB (10^6 bytes).
    static let peakLimitMB = 30.0

    /// The floor's source: what any Swift program on FoundationEssentials costs to start.
    static let floorSource = """
        import FoundationEssentials

        // The floor: a static program that imports FoundationEssentials, reads the clock and prints.
        print("hello \\(Date().timeIntervalSince1970 > 0 ? "world" : "past")")

        """

    /// Builds the floor program in `folder` with `swiftc` (static on Linux); its path, or why not.
    private func buildFloor(in folder: String) -> Result<String, BenchError> {
        let source = folder + "/floor.swift", program = folder + "/floor"
        do {
            try Self.floorSource.write(toFile: source, atomically: false, encoding: .utf8)
        } catch {
            return .failure(BenchError(text: "cannot write the floor's source: \(error)"))
        }
        #if os(Linux)
            let flags = ["-O", "-static-stdlib"]
        #else
            let flags = ["-O"]
        #endif
        let compiler = swiftc()
        guard let result = ProcessTimer.run(compiler, flags + [source, "-o", program], environment: [:]), result.exitCode == 0
        else { return .failure(BenchError(text: "\(compiler) could not build the floor program")) }
        return .success(program)
    }

    /// `swiftc` from `PATH` (or `/opt/swift/usr/bin`).
    private func swiftc() -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/opt/swift/usr/bin", "/usr/bin"]
        return folders.map { $0 + "/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) } ?? "swiftc"
    }

    private static func sizeMiB(_ path: String) -> Double {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int
        return Double(size ?? 0) / 1_048_576
    }

    func run() -> String {
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            return "No habit binary at \(binary); build it with `swift build -c release --static-swift-stdlib`.\n"
        }
        var template = Array((NSTemporaryDirectory() + "/habit-bench-XXXXXX").utf8CString)
        guard let folderPointer = mkdtemp(&template) else { return "Cannot create a temporary folder.\n" }
        let folder = String(cString: folderPointer)
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let floor: String
        switch buildFloor(in: folder) {
        case .success(let program): floor = program
        case .failure(let error): return "Cannot build the floor program: \(error.text).\n"
        }

        let stores = Stores(today: Day(containing: Date(), in: SystemTimeZone()))
        let (typical, large, mixed) = (stores.typical, stores.large, stores.mixed)
        let typicalFile = folder + "/typical.json", largeFile = folder + "/large.json", csvFile = folder + "/large.csv"
        let mixedFile = folder + "/mixed.json"
        if let problem = stores.write(into: folder) { return problem }
        var lines = [
            "habit on generated stores: \(binary)",
            "typical: 10 habits × 1 year, \(typical.doneDays()) done days; large: 50 habits × 10 years, \(large.doneDays()) done days",
            "mixed: 50 habits × 10 years, \(mixed.doneDays()) done days; daily, Mon/Wed/Fri, 3 a week, every 3 days, "
                + "daily with skips and pauses in turn",
            "\(runs) runs per case after 3 warm-up runs, round-robin; import: \(importRuns) runs; peak memory: the largest of 3 runs under GNU time",
            "floor: a FoundationEssentials hello-world built in this run (swiftc -O -static-stdlib), \(format(Self.sizeMiB(floor))) MiB",
            "binary size: habit \(format(Self.sizeMiB(binary))) MiB (target ≤ 25 MiB: \(Self.sizeMiB(binary) <= 25 ? "met" : "NOT met"))",
            "",
        ]
        var cases = [
            Case(name: "floor (hello-world)", arguments: [], file: nil, target: .none),
            Case(name: "habit --version", arguments: ["--version"], file: nil, target: .timesFloor(1.25)),
            Case(name: "list, typical store", arguments: ["list"], file: typicalFile, target: .timesFloor(1.3)),
            Case(name: "list, large store", arguments: ["list"], file: largeFile, target: .timesFloor(3)),
            Case(name: "show, large store", arguments: ["show", "Habit 07"], file: largeFile, target: .timesFloor(3)),
            Case(name: "list, mixed schedules", arguments: ["list"], file: mixedFile, target: .milliseconds(25)),
            Case(
                name: "show 3-a-week, mixed schedules", arguments: ["show", "Habit 07", "--weeks", "53"], file: mixedFile,
                target: .milliseconds(25)),
            Case(
                name: "show every-3, mixed schedules", arguments: ["show", "Habit 08", "--weeks", "53"], file: mixedFile,
                target: .milliseconds(25)),
            Case(name: "stats, mixed schedules", arguments: ["stats"], file: mixedFile, target: .none),
            Case(
                name: "stats (strength of all 50), large store", arguments: ["stats"], file: largeFile,
                target: .timesCase("list, large store", 3)),
        ]
        // A user's store was imported: its history holds the import, one entry of a whole file's
        // lines (issue 34). Check-in is measured there, against the same data file without that
        // history; `history` against `list`; and undoing the import against the import itself.
        let imported = folder + "/imported", undoStore = folder + "/undo", plain = folder + "/plain"
        for store in [imported, undoStore, plain] {
            try? FileManager.default.createDirectory(atPath: store, withIntermediateDirectories: true)
        }
        for store in [imported, undoStore] {
            let result = ProcessTimer.run(binary, ["import", csvFile], environment: ["HABIT_FILE": store + "/habits.json"])
            guard result?.exitCode == 0 else { return "Cannot import \(csvFile) with \(binary).\n" }
        }
        do {
            try FileManager.default.copyItem(atPath: imported + "/habits.json", toPath: plain + "/habits.json")
        } catch {
            return "Cannot copy the imported store: \(error).\n"
        }
        cases += Self.importedCases(imported: imported + "/habits.json", undo: undoStore + "/habits.json", plain: plain)
        // What runs on every prompt and every few minutes: the status line, and a reminder run
        // with nothing to send (the default time twelve hours away), against --version.
        let quiet = reminderEnvironment(in: folder)
        for (store, file, factor) in [("typical", typicalFile, 1.3), ("large", largeFile, 3.0)] {
            cases.append(
                Case(
                    name: "status, \(store) store", arguments: ["status"], file: file,
                    target: .timesCase("habit --version", factor), environment: quiet))
            cases.append(
                Case(
                    name: "remind, nothing to send, \(store) store", arguments: ["remind"], file: file,
                    target: .timesCase("habit --version", factor), environment: quiet))
        }
        // The baseline binary runs the same cases in the same rounds (the check on its own copy
        // of the large store), each paired with this binary's case of the same name.
        cases += Self.reportCases(largeFile: largeFile, folder: folder)
        let baselineStore = folder + "/baseline", baselineUndo = folder + "/baseline-undo"
        let compared = Self.comparedWithBaseline.compactMap { name in cases.first { $0.name == name } }
        if let baseline {
            // Its own copies of the imported stores (history and all) for the cases that write.
            do {
                try FileManager.default.copyItem(atPath: imported, toPath: baselineStore)
                try FileManager.default.copyItem(atPath: undoStore, toPath: baselineUndo)
            } catch {
                return "Cannot copy the imported store for the baseline: \(error).\n"
            }
            for item in compared {
                var file = item.file
                if item.arguments.first == "check" { file = baselineStore + "/habits.json" }
                if item.arguments.first == "undo" { file = baselineUndo + "/habits.json" }
                cases.append(
                    Case(name: item.name + ", baseline", arguments: item.arguments, file: file, target: .none, program: baseline))
            }
        }
        func program(_ item: Case) -> String { item.program ?? (item.arguments.isEmpty ? floor : binary) }
        var samples = [[ProcessTimer.Run]](repeating: [], count: cases.count)
        for round in -3..<runs {
            for (index, item) in cases.enumerated() {
                var arguments = item.arguments
                // Alternate so that every run really changes and writes the file.
                if arguments.first == "check", round.isMultiple(of: 2) { arguments[0] = "uncheck" }
                if arguments.first == "undo", round.isMultiple(of: 2) { arguments[0] = "redo" }
                guard let result = ProcessTimer.run(program(item), arguments, environment: item.variables) else { continue }
                if round >= 0 { samples[index].append(result) }
            }
        }
        let baseline = median(samples[0].map(\.milliseconds))
        let cpuBaseline = median(samples[0].map(\.cpuMilliseconds))
        var rows = [["case", "median ms", "× floor", "min ms", "max ms", "cpu ms", "cpu × floor", "peak MB", "target", "met"]]
        var medians = Dictionary(zip(cases.map(\.name), samples.map { median($0.map(\.milliseconds)) })) { first, _ in first }
        let importResults = importRow(csvFile: csvFile, folder: folder)
        medians[Self.importCase] = importResults.median
        for (item, results) in zip(cases, samples) {
            let peaks = (0..<3).compactMap { _ in
                // An undo's peak is measured undoing: after a redo when the last run undid.
                if item.arguments.first == "undo" {
                    _ = ProcessTimer.run(program(item), ["redo"], environment: item.variables)
                }
                return ProcessTimer.peakKiB(
                    program(item), item.arguments, environment: item.variables, scratch: folder)
            }
            rows.append(
                row(
                    item.name, results, peakKiB: peaks.max(), target: item.target, baseline: baseline, cpuBaseline: cpuBaseline,
                    medians: medians))
        }
        rows.append(importResults.row)
        lines += table(rows)
        if let baselineBinary = self.baseline {
            lines += ["", "against the baseline \(baselineBinary), in the same rounds (median this / median baseline):"]
            for item in compared {
                guard let this = cases.firstIndex(where: { $0.name == item.name }),
                    let base = cases.firstIndex(where: { $0.name == item.name + ", baseline" })
                else { continue }
                let (wall, cpu) = (median(samples[this].map(\.milliseconds)), median(samples[this].map(\.cpuMilliseconds)))
                let (baseWall, baseCPU) = (
                    median(samples[base].map(\.milliseconds)), median(samples[base].map(\.cpuMilliseconds))
                )
                let limit = item.arguments.first == "check" ? 1.2 : 1.0
                let ratio = baseWall > 0 ? wall / baseWall : 0
                lines.append(
                    "  \(item.name): \(format(wall)) ms (CPU \(format(cpu)) ms) against \(format(baseWall)) ms "
                        + "(CPU \(format(baseCPU)) ms): \(format(ratio))× by wall time, "
                        + "\(format(baseCPU > 0 ? cpu / baseCPU : 0))× by CPU (target ≤ \(format(limit))×: "
                        + "\(ratio <= limit ? "met" : "NOT met"))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The name of the import's row, which the undo of an import is held against.
    private static let importCase = "import large CSV"

    /// The cases on the imported large store (issue 34): check-in at most 1.2× the same
    /// check on the same data file without the import in its history (`plain`, a folder),
    /// `history` at most 2× `list`, and `undo` of the import (alternating with `redo`) at most
    /// 2× the import.
    private static func importedCases(imported: String, undo: String, plain: String) -> [Case] {
        let plainCheck = "check/uncheck, same data file without the history"
        return [
            Case(name: plainCheck, arguments: ["check", "Habit 07"], file: plain + "/habits.json", target: .timesFloor(6)),
            Case(
                name: "check/uncheck, imported large store", arguments: ["check", "Habit 07"], file: imported,
                target: .timesCase(plainCheck, 1.2)),
            Case(name: "list, imported large store", arguments: ["list"], file: imported, target: .none),
            Case(
                name: "history, imported large store", arguments: ["history"], file: imported,
                target: .timesCase("list, imported large store", 2)),
            Case(
                name: "undo/redo of the import, large store", arguments: ["undo"], file: undo,
                target: .timesCase(importCase, 2)),
        ]
    }

    /// The cases of the views of all habits (issue 25), each against a case of the same run:
    /// `grid` at most 1.5× `list`, and `report` (written with `--out`, as a person would) at
    /// most 5× `export --format json`, all on the large store.
    private static func reportCases(largeFile: String, folder: String) -> [Case] {
        [
            Case(
                name: "export --format json, large store", arguments: ["export", "--format", "json"], file: largeFile,
                target: .none),
            Case(name: "grid, large store", arguments: ["grid"], file: largeFile, target: .timesCase("list, large store", 1.5)),
            Case(
                name: "report --out, large store", arguments: ["report", "--out", folder + "/report.html"], file: largeFile,
                target: .timesCase("export --format json, large store", 5)),
        ]
    }

    private var importRuns: Int { Swift.max(3, runs / 10) }

    /// The environment of the status and remind cases: a state folder and a config file of their
    /// own in `folder`, whose `remind-at` is twelve hours from now, so `habit remind` has nothing
    /// to send however long the benchmark runs.
    private func reminderEnvironment(in folder: String) -> [String: String] {
        let now = Date()
        let local = Int(now.timeIntervalSince1970) + SystemTimeZone().secondsFromGMT(for: now)
        let hour = ((local % 86_400 + 86_400) % 86_400 / 3600 + 12) % 24
        let config = folder + "/config/habit"
        try? FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        let time = (hour < 10 ? "0" : "") + String(hour) + ":00"
        _ = FileManager.default.createFile(atPath: config + "/config", contents: Data("remind-at = \(time)\n".utf8))
        return ["XDG_CONFIG_HOME": folder + "/config", "XDG_STATE_HOME": folder + "/state"]
    }

    private func importRow(csvFile: String, folder: String) -> (row: [String], median: Double) {
        var results: [ProcessTimer.Run] = []
        for index in 0..<importRuns {
            let file = folder + "/imported-\(index).json"
            guard let result = ProcessTimer.run(binary, ["import", csvFile], environment: ["HABIT_FILE": file]) else { continue }
            guard result.exitCode == 0 else {
                return ([Self.importCase, "n/a", "", "", "", "", "", "", "≤ 2000 ms", "(exit \(result.exitCode))"], 0)
            }
            results.append(result)
        }
        let peak = ProcessTimer.peakKiB(
            binary, ["import", csvFile], environment: ["HABIT_FILE": folder + "/imported-peak.json"], scratch: folder)
        let row = row(Self.importCase, results, peakKiB: peak, target: .milliseconds(2000), baseline: 0, cpuBaseline: 0)
        return (row, median(results.map(\.milliseconds)))
    }

    private func row(
        _ name: String, _ results: [ProcessTimer.Run], peakKiB: Int?, target: Target, baseline: Double, cpuBaseline: Double,
        medians: [String: Double] = [:]
    ) -> [String] {
        let times = results.map(\.milliseconds).sorted()
        let median = self.median(times)
        let peak = Double(peakKiB ?? 0) * 1024 / 1_000_000
        let limit: Double?
        let targetText: String
        switch target {
        case .none: (limit, targetText) = (nil, "")
        case .milliseconds(let value): (limit, targetText) = (value, "≤ \(format(value)) ms")
        case .timesFloor(let factor): (limit, targetText) = (baseline * factor, "≤ \(format(factor))× floor")
        case .timesCase(let other, let factor):
            (limit, targetText) = (medians[other].map { $0 * factor }, "≤ \(format(factor))× \(other)")
        }
        let met = limit.map { median <= $0 && peak <= Self.peakLimitMB ? "yes" : "NO" } ?? ""
        let peakText = peakKiB == nil ? "n/a" : format(peak)
        let ratio = baseline > 0 ? format(median / baseline) + "×" : ""
        let cpu = self.median(results.map(\.cpuMilliseconds))
        let cpuRatio = cpuBaseline > 0 ? format(cpu / cpuBaseline) + "×" : ""
        return [
            name, format(median), ratio, format(times.first ?? 0), format(times.last ?? 0), format(cpu), cpuRatio, peakText,
            targetText, met,
        ]
    }

    private func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    private func format(_ value: Double) -> String {
        String(format: value < 10 ? "%.2f" : "%.1f", value)
    }

    private func table(_ rows: [[String]]) -> [String] {
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { cells in
            zip(cells, widths).enumerated().map { index, pair in
                let padding = String(repeating: " ", count: pair.1 - pair.0.count)
                return index == 0 ? pair.0 + padding : padding + pair.0
            }.joined(separator: "  ")
        }
    }
}
