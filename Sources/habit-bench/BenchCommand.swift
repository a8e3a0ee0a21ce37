import Foundation
import HabitCLI
import HabitCore
import HabitStore
import HabitSystem

/// The command line of `habit-bench`: which benchmark to run, as a pure function from the
/// arguments to the text to print and the exit code.
///
/// Each benchmark is a row in ``BenchCommand/cases``; later ones (the CLI's own) are added there.
enum BenchCommand {
    /// One benchmark the command can run.
    struct Case: Sendable {
        /// The name typed on the command line.
        let name: String
        /// One line for the help text.
        let summary: String
        /// Runs the benchmark with the arguments after its name and returns its report.
        let run: @Sendable ([String]) -> String
    }

    /// What the command produced: text for standard output and standard error, and an exit code.
    struct Outcome {
        var output = ""
        var error = ""
        var exitCode: Int32 = 0
    }

    /// Every benchmark the command knows; the first runs when no case is named.
    static let cases: [Case] = [
        Case(name: "core", summary: "streak and record of HabitCore on ten years of history, with a naive Date scan") { _ in
            CoreBenchmark(runs: 200).run()
        },
        Case(
            name: "cli",
            summary:
                "the release `habit` binary on generated stores: list, show, check, import [--runs N] [--binary PATH] "
                + "[--baseline PATH]"
        ) { arguments in
            CLIBenchmark(
                binary: option("--binary", in: arguments) ?? defaultBinary,
                runs: option("--runs", in: arguments).flatMap(Int.init) ?? 40,
                baseline: option("--baseline", in: arguments)
            )
            .run()
        },
        Case(
            name: "groups",
            summary: "list and stats of the release `habit` binary, 50 habits × 10 years with and without 10 groups of 5 "
                + "[--runs N] [--binary PATH]"
        ) { arguments in
            GroupBenchmark(
                binary: option("--binary", in: arguments) ?? defaultBinary,
                runs: option("--runs", in: arguments).flatMap(Int.init) ?? 20
            )
            .run()
        },
        Case(
            name: "tui",
            summary: "habit tui of the release `habit` binary in tmux: first frame against list, a toggle's CPU and "
                + "bytes, CPU at rest [--runs N] [--binary PATH]"
        ) { arguments in
            TUIBenchmark(
                binary: option("--binary", in: arguments) ?? defaultBinary,
                runs: option("--runs", in: arguments).flatMap(Int.init) ?? 20,
                bench: ownPath
            )
            .run()
        },
        Case(
            name: "stores",
            summary: "writes the stores `cli` measures (typical, large, mixed, large.csv) into FOLDER, for a profiler"
        ) { arguments in
            guard let folder = arguments.first else { return "Usage: habit-bench stores FOLDER\n" }
            let stores = Stores(today: Day(containing: Date(), in: SystemTimeZone()))
            return stores.write(into: folder) ?? "Wrote typical.json, large.json, mixed.json and large.csv into \(folder).\n"
        },
    ]

    /// This benchmark's own binary, as an absolute path.
    private static var ownPath: String {
        let me = CommandLine.arguments.first ?? "habit-bench"
        return me.hasPrefix("/") ? me : FileManager.default.currentDirectoryPath + "/" + me
    }

    /// `habit` next to this benchmark's own binary, which is where SwiftPM builds it.
    private static var defaultBinary: String {
        let me = CommandLine.arguments.first ?? "habit-bench"
        guard let slash = me.lastIndex(of: "/") else { return "./habit" }
        return String(me[..<slash]) + "/habit"
    }

    private static func option(_ name: String, in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }

    /// The help text, rendered from ``cases``.
    static var help: String {
        let width = cases.map(\.name.count).max() ?? 0
        let rows = cases.map {
            "  " + $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.summary
        }
        return (["Usage: habit-bench [case] [options]", "", "Cases (default: \(cases[0].name)):"] + rows).joined(separator: "\n")
            + "\n\nBuild with `swift build -c release --product habit-bench` for figures worth comparing.\n"
    }

    /// Runs the case named by `arguments` (without the program name), or the first case when
    /// there is none.
    static func run(_ arguments: [String]) -> Outcome {
        guard let typed = arguments.first else {
            return Outcome(output: cases[0].run([]))
        }
        if typed == "measure" {
            // Not a benchmark: what `tui` runs in the terminal to time one run of `habit`.
            return TUIBenchmark.measure(Array(arguments.dropFirst()))
        }
        if ["-h", "--help", "help"].contains(typed) {
            return Outcome(output: help)
        }
        guard let chosen = cases.first(where: { $0.name == typed }) else {
            let hint = nearest(to: typed, among: cases.map(\.name)).map { " Did you mean '\($0)'?" } ?? ""
            return Outcome(error: "There is no benchmark '\(typed)'.\(hint)\n\n" + help, exitCode: 2)
        }
        return Outcome(output: chosen.run(Array(arguments.dropFirst())))
    }
}
