import Foundation
import HabitCore
import Testing
@testable import HabitCLI

/// `habit completion bash|zsh|fish`. The bash script is run for real: bash sources it, sets
/// `COMP_WORDS` and `COMP_CWORD`, calls `_habit` and prints `COMPREPLY`. fish completes real
/// command lines with `complete -C`; zsh is checked with `zsh -n`. A missing shell skips its
/// tests with that reason (CI installs all three).
@Suite struct CompletionTests {
    /// The names the stand-in `habit` prints for `habit names`: spaces, a comma, quotes.
    static let names = ["Lesen", "Wasser trinken", "Sport, viel", #"Say "hi""#]

    struct BashCase: CustomTestStringConvertible, Sendable {
        let testDescription: String
        /// The words on the command line; the last is the one being completed.
        let words: [String]
        let replies: [String]
    }

    static let allCommands = CommandTable.commands.map(\.name.rawValue)

    @Test(
        .enabled(if: CompletionShells.path(of: "bash") != nil, "bash is not installed"),
        arguments: [
            BashCase(testDescription: "every command", words: ["habit", ""], replies: CompletionTests.allCommands),
            BashCase(testDescription: "a command by its start", words: ["habit", "st"], replies: ["stats", "status"]),
            BashCase(
                testDescription: "names as they are: bash quotes them as it inserts them (compopt -o filenames)",
                words: ["habit", "check", ""], replies: ["Lesen", "Wasser trinken", "Sport, viel", #"Say "hi""#]),
            BashCase(testDescription: "a name by its start", words: ["habit", "show", "Wa"], replies: ["Wasser trinken"]),
            BashCase(
                testDescription: "an escaped space in what was typed", words: ["habit", "show", #"Wasser\ t"#],
                replies: ["Wasser trinken"]),
            BashCase(
                testDescription: "an escaped comma and quote", words: ["habit", "show", #"Say\ \"h"#], replies: [#"Say "hi""#]),
            BashCase(
                testDescription: "after an opening quote the name stays as it is", words: ["habit", "status", "'Wa"],
                replies: ["Wasser trinken"]),
            BashCase(
                testDescription: "check takes more than one name", words: ["habit", "check", "Lesen", "S"],
                replies: ["Sport, viel", #"Say "hi""#]),
            BashCase(testDescription: "status takes one name", words: ["habit", "status", "Lesen", ""], replies: []),
            BashCase(testDescription: "add wants a new name", words: ["habit", "add", ""], replies: []),
            BashCase(
                testDescription: "rename's new name is not completed", words: ["habit", "rename", "Lesen", ""], replies: []),
            BashCase(
                testDescription: "an option's value does not count as an argument",
                words: ["habit", "toggle", "--date", "yesterday", "L"], replies: ["Lesen"]),
            BashCase(
                testDescription: "the options of list", words: ["habit", "list", "--"],
                replies: ["--json", "--as-of", "--archived", "--file", "--color", "--wait", "--help", "--version"]),
            BashCase(testDescription: "the global options", words: ["habit", "--v"], replies: ["--version"]),
            BashCase(
                testDescription: "add --color takes the palette", words: ["habit", "add", "x", "--color", "p"],
                replies: ["purple", "pink"]),
            BashCase(
                testDescription: "--color elsewhere takes a mode", words: ["habit", "--color", ""],
                replies: ["auto", "always", "never"]),
            BashCase(
                testDescription: "--as-of takes a day", words: ["habit", "show", "--as-of", ""], replies: ["today", "yesterday"]),
            BashCase(
                testDescription: "--date=… split by bash at the equals sign", words: ["habit", "check", "--date", "=", "y"],
                replies: ["yesterday"]),
            BashCase(testDescription: "--format", words: ["habit", "export", "--format", ""], replies: ["csv", "json"]),
            BashCase(
                testDescription: "import --from takes a tracker", words: ["habit", "import", "--from", ""],
                replies: ["loop", "harsh", "habitctl", "dijo"]),
            BashCase(
                testDescription: "pause --from still takes a day", words: ["habit", "pause", "x", "--from", ""],
                replies: ["today", "yesterday"]),
            BashCase(testDescription: "log takes a name", words: ["habit", "log", "Wa"], replies: ["Wasser trinken"]),
            BashCase(testDescription: "log's amount is not completed", words: ["habit", "log", "Lesen", ""], replies: []),
            BashCase(
                testDescription: "the options of log", words: ["habit", "log", "Lesen", "--"],
                replies: ["--set", "--date", "--note", "--file", "--color", "--wait", "--help", "--version"]),
            BashCase(testDescription: "note takes a name", words: ["habit", "note", "L"], replies: ["Lesen"]),
            BashCase(
                testDescription: "the goal options of add", words: ["habit", "add", "x", "--"],
                replies: [
                    "--icon", "--color", "--days", "--per-week", "--every", "--goal", "--at-most", "--weekly-goal", "--unit",
                    "--file", "--wait", "--help", "--version",
                ]),
            BashCase(
                testDescription: "edit removes a goal", words: ["habit", "edit", "x", "--no"], replies: ["--no-goal"]),
            BashCase(testDescription: "--note on check", words: ["habit", "check", "x", "--n"], replies: ["--note"]),
            BashCase(testDescription: "--unit's value is not completed", words: ["habit", "add", "x", "--unit", ""], replies: []),
            BashCase(testDescription: "the shells", words: ["habit", "completion", ""], replies: ["bash", "zsh", "fish"]),
            BashCase(testDescription: "help topics", words: ["habit", "help", "im"], replies: ["import"]),
            BashCase(testDescription: "after --, no options", words: ["habit", "check", "--", "--"], replies: []),
        ])
    func bash(_ check: BashCase) throws {
        let sandbox = try ScriptingSandbox()
        let replies = try CompletionShells.bashReplies(sandbox: sandbox, words: check.words, names: Self.names)
        #expect(replies == check.replies)  // exactly what bash would offer
    }

    @Test(.enabled(if: CompletionShells.path(of: "bash") != nil, "bash is not installed"))
    func bashPassesTheFileOnToHabitNames() throws {
        let sandbox = try ScriptingSandbox()
        let replies = try CompletionShells.bashReplies(
            sandbox: sandbox, words: ["habit", "--file", "/data/h.json", "check", "L"], names: Self.names)
        #expect(replies == ["Lesen"])  // names from the stand-in
        let calls = try String(contentsOfFile: sandbox.folder + "/calls", encoding: .utf8)
        #expect(calls == "--file /data/h.json names\n")  // asked the same data file the command line names
    }

    @Test(.enabled(if: CompletionShells.path(of: "bash") != nil, "bash is not installed"))
    func bashCompletesArchivedNamesForUnarchive() throws {
        let sandbox = try ScriptingSandbox()
        let replies = try CompletionShells.bashReplies(sandbox: sandbox, words: ["habit", "unarchive", "L"], names: Self.names)
        #expect(replies == ["Lesen"])
        let calls = try String(contentsOfFile: sandbox.folder + "/calls", encoding: .utf8)
        #expect(calls == "names --archived\n")  // the archived habits, which plain names leaves out
    }

    @Test(.enabled(if: CompletionShells.path(of: "bash") != nil, "bash is not installed"))
    func bashCompletesNamesAfterMoveBefore() throws {
        let sandbox = try ScriptingSandbox()
        let replies = try CompletionShells.bashReplies(
            sandbox: sandbox, words: ["habit", "move", "Lesen", "--before", "Wa"], names: Self.names)
        #expect(replies == ["Wasser trinken"])
    }

    @Test(.enabled(if: CompletionShells.path(of: "bash") != nil, "bash is not installed"))
    func bashScriptPassesBashSyntaxCheck() throws {
        let sandbox = try ScriptingSandbox()
        let path = try sandbox.write(sandbox.run(["completion", "bash"]).stdout, to: "habit.bash")
        let result = try CompletionShells.run("bash", ["-n", path])
        #expect(result.status == 0)  // bash reads it
        #expect(result.stderr.isEmpty)  // without complaint
    }

    @Test(
        .enabled(if: CompletionShells.path(of: "zsh") != nil, "zsh is not installed"), arguments: ["en_US.UTF-8", "de_DE.UTF-8"])
    func zshScriptPassesZshSyntaxCheck(_ language: String) throws {
        let sandbox = try ScriptingSandbox()
        let script = sandbox.run(["completion", "zsh"], language: language).stdout
        #expect(script.hasPrefix("#compdef habit\n"))  // loadable from fpath
        let path = try sandbox.write(script, to: "_habit")
        let result = try CompletionShells.run("zsh", ["-n", path])
        #expect(result.status == 0)  // zsh reads it, apostrophes in descriptions included
        #expect(script.contains("(import:--from) compadd -- loop harsh habitctl dijo; return ;;"))  // the trackers
        #expect(result.stderr.isEmpty)  // without complaint
    }

    @Test(
        .enabled(if: CompletionShells.path(of: "fish") != nil, "fish is not installed"),
        arguments: ["en_US.UTF-8", "de_DE.UTF-8"])
    func fishScriptPassesFishSyntaxCheck(_ language: String) throws {
        let sandbox = try ScriptingSandbox()
        let path = try sandbox.write(sandbox.run(["completion", "fish"], language: language).stdout, to: "habit.fish")
        let result = try CompletionShells.run("fish", ["-n", path])
        #expect(result.status == 0)  // fish reads it
        #expect(result.stderr.isEmpty)  // without complaint
    }

    struct FishCase: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let commandLine: String
        let candidates: [String]
    }

    @Test(
        .enabled(if: CompletionShells.path(of: "fish") != nil, "fish is not installed"),
        arguments: [
            FishCase(testDescription: "a command by its start", commandLine: "habit st", candidates: ["stats", "status"]),
            FishCase(
                testDescription: "names with spaces", commandLine: "habit check ", candidates: CompletionTests.names.sorted()),
            FishCase(testDescription: "a name by its start", commandLine: "habit status W", candidates: ["Wasser trinken"]),
            FishCase(testDescription: "one name for status", commandLine: "habit status Lesen ", candidates: []),
            FishCase(testDescription: "log and its options", commandLine: "habit log Lesen --s", candidates: ["--set"]),
            FishCase(testDescription: "the goal options", commandLine: "habit add x --weekly", candidates: ["--weekly-goal"]),
            FishCase(testDescription: "note takes a name", commandLine: "habit note W", candidates: ["Wasser trinken"]),
            FishCase(testDescription: "add --color", commandLine: "habit add x --color p", candidates: ["pink", "purple"]),
            FishCase(testDescription: "--format", commandLine: "habit export --format ", candidates: ["csv", "json"]),
            FishCase(
                testDescription: "import --from", commandLine: "habit import --from ",
                candidates: ["dijo", "habitctl", "harsh", "loop"]),
            FishCase(testDescription: "the shells", commandLine: "habit completion ", candidates: ["bash", "fish", "zsh"]),
            FishCase(
                testDescription: "the options of show", commandLine: "habit show --",
                candidates: ["--as-of", "--color", "--file", "--help", "--json", "--notes", "--version", "--wait", "--weeks"]),
        ])
    func fish(_ check: FishCase) throws {
        let sandbox = try ScriptingSandbox()
        let path = try sandbox.write(sandbox.run(["completion", "fish"]).stdout, to: "habit.fish")
        let stub =
            "function habit; printf '%s\\n' " + Self.names.map(CompletionShells.fishQuoted).joined(separator: " ") + "; end"
        let result = try CompletionShells.run(
            "fish", ["-c", "source $argv[1]; \(stub); complete -C $argv[2]", path, check.commandLine])
        let candidates = result.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        #expect(candidates.sorted() == check.candidates)  // what fish offers, without descriptions
        #expect(result.stderr.isEmpty)  // and no errors from the script's functions
    }

    @Test func descriptionsFollowTheLanguage() throws {
        let sandbox = try ScriptingSandbox()
        let english = "-a add -d 'Add a habit: daily, or on --days, --per-week or --every; measured with a goal.'"
        #expect(sandbox.run(["completion", "fish"]).stdout.contains(english))
        let german = "Eine Gewohnheit anlegen: täglich oder mit --days, --per-week oder --every; messbar mit Ziel."
        #expect(sandbox.run(["completion", "fish"], language: "de_DE.UTF-8").stdout.contains("-a add -d '\(german)'"))
        #expect(sandbox.run(["completion", "zsh"], language: "de_DE.UTF-8").stdout.contains("'add:\(german)'"))  // zsh too
    }

    @Test func everyCommandIsInEveryScript() throws {
        let sandbox = try ScriptingSandbox()
        for shell in Shell.allCases {
            let script = sandbox.run(["completion", shell.rawValue]).stdout
            for command in CommandName.allCases {
                #expect(script.contains(command.rawValue))  // generated from the one table
            }
        }
    }

    @Test func anUnknownShellIsAUsageErrorWithASuggestion() throws {
        let output = try ScriptingSandbox().run(["completion", "fishh"])
        #expect(output.exitCode == .usage)  // exit 2
        #expect(output.stderr == "habit: There is no completion for “fishh”; did you mean “fish”?\n")  // a nearby name
    }
}

/// Running the shells for the completion tests.
enum CompletionShells {
    /// The shell's path on `PATH`, `nil` when it is not installed.
    static func path(of name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `shell arguments` and returns what it printed and its exit status.
    static func run(_ shell: String, _ arguments: [String]) throws -> (stdout: String, stderr: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(path(of: shell)))
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C.UTF-8"
        environment["HOME"] = FileManager.default.temporaryDirectory.path
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self), process.terminationStatus)
    }

    /// Sources the bash script from `habit completion bash`, with a stand-in `habit` that
    /// prints `names` and records its arguments in the sandbox's `calls` file, then completes
    /// `words` and returns `COMPREPLY`.
    static func bashReplies(sandbox: ScriptingSandbox, words: [String], names: [String]) throws -> [String] {
        let script = try sandbox.write(sandbox.run(["completion", "bash"]).stdout, to: "habit.bash")
        let driver = """
            source "$1"
            calls=$2
            habit() { printf '%s\\n' "$*" >> "$calls"; printf '%s\\n' \(names.map(CompletionScript.posixQuoted).joined(separator: " ")); }
            shift 2
            COMP_WORDS=("$@")
            COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
            _habit
            (( ${#COMPREPLY[@]} )) && printf '%s\\n' "${COMPREPLY[@]}"
            exit 0
            """
        let result = try run("bash", ["-c", driver, "bash", script, sandbox.folder + "/calls"] + words)
        #expect(result.stderr.isEmpty)  // the script runs without errors
        return result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// `text` in fish's single quotes.
    static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
