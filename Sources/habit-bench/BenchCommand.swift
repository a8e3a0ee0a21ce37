import HabitCore

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
        /// Runs the benchmark and returns its report.
        let run: @Sendable () -> String
    }

    /// What the command produced: text for standard output and standard error, and an exit code.
    struct Outcome {
        var output = ""
        var error = ""
        var exitCode: Int32 = 0
    }

    /// Every benchmark the command knows; the first runs when no case is named.
    static let cases: [Case] = [
        Case(name: "core", summary: "streak and record of HabitCore on ten years of history, with the tutorial's way") {
            CoreBenchmark(runs: 200).run()
        }
    ]

    /// The help text, rendered from ``cases``.
    static var help: String {
        let width = cases.map(\.name.count).max() ?? 0
        let rows = cases.map {
            "  " + $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.summary
        }
        return (["Usage: habit-bench [case]", "", "Cases (default: \(cases[0].name)):"] + rows).joined(separator: "\n")
            + "\n\nBuild with `swift build -c release --product habit-bench` for figures worth comparing.\n"
    }

    /// Runs the case named by `arguments` (without the program name), or the first case when
    /// there is none.
    static func run(_ arguments: [String]) -> Outcome {
        guard arguments.count <= 1 else {
            return Outcome(error: "habit-bench takes one case name at most.\n\n" + help, exitCode: 2)
        }
        guard let typed = arguments.first else {
            return Outcome(output: cases[0].run())
        }
        if ["-h", "--help", "help"].contains(typed) {
            return Outcome(output: help)
        }
        guard let chosen = cases.first(where: { $0.name == typed }) else {
            let hint = nearest(to: typed, among: cases.map(\.name)).map { " Did you mean '\($0)'?" } ?? ""
            return Outcome(error: "There is no benchmark '\(typed)'.\(hint)\n\n" + help, exitCode: 2)
        }
        return Outcome(output: chosen.run())
    }
}
