import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitStore
@testable import HabitCLI
@testable import HabitText

/// `habit completion bash|zsh|fish`. The bash script is run for real: bash sources it, sets
/// `COMP_WORDS` and `COMP_CWORD`, calls `_habit` and prints `COMPREPLY`. fish completes real
/// command lines with `complete -C`; zsh runs `_habit` with `words`, `CURRENT` and `PREFIX` set
/// and zsh's completion builtins replaced by functions that print what they are given. In every
/// shell `habit` is the built binary, on a data file with ``names``, so names, descriptions
/// and day words are what it answers at completion time. A missing shell skips its tests with
/// that reason (CI installs all three).
@Suite struct CompletionTests {
    /// The habits of the data file completion reads: spaces, a comma, quotes, an umlaut.
    static let names = ["Lesen", "Wasser trinken", "Sport, viel", #"Say "hi""#, "Übung"]

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
                words: ["habit", "check", ""], replies: ["Lesen", "Wasser trinken", "Sport, viel", #"Say "hi""#, "Übung"]),
            BashCase(testDescription: "a name by its start", words: ["habit", "show", "Wa"], replies: ["Wasser trinken"]),
            BashCase(
                testDescription: "a name by its start in lower case, as lookup finds it", words: ["habit", "check", "wa"],
                replies: ["Wasser trinken"]),
            BashCase(
                testDescription: "a capitalised, accented name by its start without the accent", words: ["habit", "check", "ub"],
                replies: ["Übung"]),
            BashCase(
                testDescription: "a capitalised, accented name by its start in lower case", words: ["habit", "check", "üb"],
                replies: ["Übung"]),
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
                replies: ["--json", "--as-of", "--archived", "--tag", "--flat", "--file", "--color", "--wait", "--help", "--version"]),
            BashCase(testDescription: "the global options", words: ["habit", "--v"], replies: ["--version"]),
            BashCase(
                testDescription: "add --color takes the palette", words: ["habit", "add", "x", "--color", "p"],
                replies: ["purple", "pink"]),
            BashCase(
                testDescription: "--color elsewhere takes a mode", words: ["habit", "--color", ""],
                replies: ["auto", "always", "never"]),
            BashCase(
                testDescription: "--as-of takes a day", words: ["habit", "show", "--as-of", ""],
                replies: ["today", "yesterday", #"the\ day\ before\ yesterday"#, #"day\ before\ yesterday"#]),
            BashCase(
                testDescription: "--date=… split by bash at the equals sign", words: ["habit", "check", "--date", "=", "y"],
                replies: ["yesterday"]),
            BashCase(testDescription: "--format", words: ["habit", "export", "--format", ""], replies: ["csv", "json", "svg"]),
            BashCase(
                testDescription: "--remind offers times and none", words: ["habit", "edit", "Lesen", "--remind", "n"],
                replies: ["none"]),
            BashCase(
                testDescription: "import --from takes a tracker", words: ["habit", "import", "--from", ""],
                replies: ["loop", "harsh", "habitctl", "dijo"]),
            BashCase(
                testDescription: "pause --from still takes a day", words: ["habit", "pause", "x", "--from", "t"],
                replies: ["today", #"the\ day\ before\ yesterday"#]),
            BashCase(testDescription: "log takes a name", words: ["habit", "log", "Wa"], replies: ["Wasser trinken"]),
            BashCase(testDescription: "log's amount is not completed", words: ["habit", "log", "Lesen", ""], replies: []),
            BashCase(
                testDescription: "the options of log", words: ["habit", "log", "Lesen", "--"],
                replies: ["--set", "--date", "--note", "--file", "--color", "--wait", "--help", "--version"]),
            BashCase(testDescription: "note takes a name", words: ["habit", "note", "L"], replies: ["Lesen"]),
            BashCase(
                testDescription: "the goal options of add", words: ["habit", "add", "x", "--"],
                replies: [
                    "--icon", "--color", "--days", "--per-week", "--every", "--per-month", "--monthly-on", "--goal", "--at-most",
                    "--weekly-goal", "--quit", "--track-only", "--reading", "--unit", "--remind", "--tag", "--of", "--of-tag", "--needs", "--file", "--wait",
                    "--help",
                    "--version",
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
        let sandbox = try CompletionShells.sandbox(names: Self.names)
        let replies = try CompletionShells.bashReplies(sandbox: sandbox, words: check.words)
        #expect(replies == check.replies)  // exactly what bash would offer
    }

    @Test(.enabled(if: CompletionShells.path(of: "bash") != nil, "bash is not installed"))
    func bashPassesTheFileOnToHabitNames() throws {
        let sandbox = try CompletionShells.sandbox(names: ["Laufen"])
        let other = try CompletionShells.sandbox(names: Self.names)
        let replies = try CompletionShells.bashReplies(sandbox: sandbox, words: ["habit", "--file", other.file, "check", "L"])
        #expect(replies == ["Lesen"])  // names from the other file
        let calls = try String(contentsOfFile: sandbox.folder + "/calls", encoding: .utf8)
        #expect(calls == "--file \(other.file) names --matching=L\n")  // asked the same data file the command line names
    }

    @Test(.enabled(if: CompletionShells.path(of: "bash") != nil, "bash is not installed"))
    func bashCompletesArchivedNamesForUnarchive() throws {
        let sandbox = try CompletionShells.sandbox(names: Self.names)
        #expect(sandbox.run(["archive", "Lesen"]).exitCode == .success)
        let replies = try CompletionShells.bashReplies(sandbox: sandbox, words: ["habit", "unarchive", "l"])
        #expect(replies == ["Lesen"])
        let calls = try String(contentsOfFile: sandbox.folder + "/calls", encoding: .utf8)
        #expect(calls == "names --archived --matching=l\n")  // the archived habits, which plain names leaves out
        #expect(try CompletionShells.bashReplies(sandbox: sandbox, words: ["habit", "check", "l"]) == [])  // and only they
    }

    @Test(.enabled(if: CompletionShells.path(of: "bash") != nil, "bash is not installed"))
    func bashCompletesNamesAfterMoveBefore() throws {
        let sandbox = try CompletionShells.sandbox(names: Self.names)
        let replies = try CompletionShells.bashReplies(sandbox: sandbox, words: ["habit", "move", "Lesen", "--before", "Wa"])
        #expect(replies == ["Wasser trinken"])
    }

    @Test(.enabled(if: CompletionShells.path(of: "bash") != nil, "bash is not installed"))
    func bashOffersTheDayWordsOfTheLanguageOfTheShell() throws {
        let sandbox = try CompletionShells.sandbox(names: Self.names)
        let words = ["habit", "check", "Lesen", "--date", ""]
        #expect(try CompletionShells.bashReplies(sandbox: sandbox, words: words, language: "de_DE.UTF-8") == ["heute", "gestern", "vorgestern"])
        #expect(try CompletionShells.bashReplies(sandbox: sandbox, words: words, language: "fr_FR.UTF-8") == [#"aujourd\'hui"#, "hier", "avant-hier"])  // quoted for the line
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
            FishCase(testDescription: "--format", commandLine: "habit export --format ", candidates: ["csv", "json", "svg"]),
            FishCase(
                testDescription: "import --from", commandLine: "habit import --from ",
                candidates: ["dijo", "habitctl", "harsh", "loop"]),
            FishCase(testDescription: "the shells", commandLine: "habit completion ", candidates: ["bash", "fish", "zsh"]),
            FishCase(
                testDescription: "the options of show", commandLine: "habit show --",
                candidates: ["--as-of", "--color", "--file", "--help", "--json", "--notes", "--version", "--wait", "--weeks"]),
        ])
    func fish(_ check: FishCase) throws {
        let lines = try CompletionShells.fishCompletions(check.commandLine, names: Self.names)
        let candidates = lines.map { String($0.prefix { $0 != "\t" }) }
        #expect(candidates.sorted() == check.candidates)  // what fish offers, without descriptions
    }

    @Test(.enabled(if: CompletionShells.path(of: "fish") != nil, "fish is not installed"))
    func fishDescribesInTheLanguageOfTheShellAndMatchesCase() throws {
        let german = "add\tEine Gewohnheit anlegen: täglich oder mit --days, --per-week, --every, --per-month oder --monthly-on; messbar mit Ziel."
        #expect(try CompletionShells.fishCompletions("habit ad", names: Self.names, language: "de_DE.UTF-8") == [german])
        let date = try CompletionShells.fishCompletions("habit check --da", names: Self.names, language: "de_DE.UTF-8")
        #expect(date == ["--date\tDer Tag (Standard: heute): JJJJ-MM-TT, 26.11., gestern, ein Wochentag (Mo) oder -N für vor N Tagen."])  // an option's help too
        let days = try CompletionShells.fishCompletions("habit check --date ", names: Self.names, language: "fr_FR.UTF-8")
        #expect(days.sorted() == ["aujourd'hui", "avant-hier", "hier"])  // and the day words
        #expect(try CompletionShells.fishCompletions("habit check üb", names: Self.names) == ["Übung"])  // a name in any case
        #expect(try CompletionShells.fishCompletions("habit check wa", names: Self.names) == ["Wasser trinken"])
    }

    struct ZshCase: CustomTestStringConvertible, Sendable {
        let testDescription: String
        /// The words on the command line; the last is the one being completed.
        let words: [String]
        let language: String
        /// What `_habit` hands zsh: compadd's words, or _describe's `word:description`s.
        let offered: [String]
    }

    @Test(
        .enabled(if: CompletionShells.path(of: "zsh") != nil, "zsh is not installed"),
        arguments: [
            ZshCase(
                testDescription: "a name by its start in lower case", words: ["habit", "check", "wa"], language: "C.UTF-8",
                offered: ["Wasser trinken"]),
            ZshCase(
                testDescription: "a capitalised, accented name without its accent", words: ["habit", "show", "ub"],
                language: "C.UTF-8", offered: ["Übung"]),
            ZshCase(
                testDescription: "a command with its German summary", words: ["habit", "ad"], language: "de_DE.UTF-8",
                offered: ["add:Eine Gewohnheit anlegen: täglich oder mit --days, --per-week, --every, --per-month oder --monthly-on; messbar mit Ziel."]),
            ZshCase(
                testDescription: "an option with its German help", words: ["habit", "check", "--da"], language: "de_DE.UTF-8",
                offered: ["--date:Der Tag (Standard: heute): JJJJ-MM-TT, 26.11., gestern, ein Wochentag (Mo) oder -N für vor N Tagen."]),
            ZshCase(
                testDescription: "the German day words", words: ["habit", "show", "--as-of", ""], language: "de_DE.UTF-8",
                offered: ["heute", "gestern", "vorgestern"]),
        ])
    func zsh(_ check: ZshCase) throws {
        let sandbox = try CompletionShells.sandbox(names: Self.names)
        #expect(try CompletionShells.zshOffers(sandbox: sandbox, words: check.words, language: check.language) == check.offered)
    }

    @Test func theScriptsHoldNoSentenceButAskHabitAtCompletionTime() throws {
        let sandbox = try ScriptingSandbox()
        for shell in Shell.allCases {
            let english = sandbox.run(["completion", shell.rawValue]).stdout
            #expect(sandbox.run(["completion", shell.rawValue], language: "de_DE.UTF-8").stdout == english)  // one script
            #expect(!english.contains("Add a habit"))  // without descriptions
        }
        let commands = sandbox.run(["completion", "bash", "--candidates", "commands"]).stdout
        #expect(
            commands.split(separator: "\n").map(String.init)
                == CommandName.allCases.map(\.rawValue).sorted { a, b in
                    Self.allCommands.firstIndex(of: a) ?? 0 < Self.allCommands.firstIndex(of: b) ?? 0
                })  // every command, from the one table
    }

    @Test func candidatesNeedOptionsForACommandAndAKnownKind() throws {
        let sandbox = try ScriptingSandbox()
        #expect(sandbox.run(["completion", "zsh", "--candidates", "names"]).exitCode == .usage)
        #expect(sandbox.run(["completion", "zsh", "--candidates", "days:check"]).exitCode == .usage)  // a command only for options
        #expect(sandbox.run(["completion", "zsh", "--candidates", "options:chek"]).exitCode == .usage)  // and a real one
        let options = sandbox.run(["completion", "fish", "--candidates", "options:check"], language: "fr_FR.UTF-8").stdout
        #expect(options.hasPrefix("--date\tLe jour"))  // check's own options first, in French
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

    /// A sandbox whose data file holds habits named `names`, in that order.
    static func sandbox(names: [String]) throws -> ScriptingSandbox {
        let sandbox = try ScriptingSandbox()
        for name in names { #expect(sandbox.run(["add", name]).exitCode == .success) }
        return sandbox
    }

    /// Runs `shell arguments` and returns what it printed and its exit status; `habit` in it is
    /// the built binary on `sandbox`'s data file, at the fixed time, speaking `language`.
    static func run(
        _ shell: String, _ arguments: [String], sandbox: ScriptingSandbox? = nil, language: String = "C.UTF-8"
    ) throws -> (stdout: String, stderr: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(path(of: shell)))
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = nil
        environment["LC_MESSAGES"] = nil
        environment["LC_CTYPE"] = "C.UTF-8"
        environment["LANG"] = language
        environment["TZ"] = "UTC"
        environment[World.fixedNowVariable] = RealBinary.fixedNow
        environment["HABIT_BINARY"] = RealBinary.path
        if let sandbox {
            environment["HABIT_FILE"] = sandbox.file
            environment["HOME"] = sandbox.folder
        } else {
            environment["HOME"] = FileManager.default.temporaryDirectory.path
        }
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

    /// Sources the bash script from `habit completion bash`, with `habit` the built binary on
    /// the sandbox's data file, its arguments recorded in the sandbox's `calls` file (those of
    /// `habit names` and `habit tags --matching`), then completes `words` and returns `COMPREPLY`.
    static func bashReplies(sandbox: ScriptingSandbox, words: [String], language: String = "C.UTF-8") throws -> [String] {
        let script = try sandbox.write(sandbox.run(["completion", "bash"]).stdout, to: "habit.bash")
        let driver = """
            source "$1"
            calls=$2
            habit() { [[ $* == *names* || $* == *"tags --matching"* ]] && printf '%s\\n' "$*" >> "$calls"; "$HABIT_BINARY" "$@"; }
            shift 2
            COMP_WORDS=("$@")
            COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
            _habit
            (( ${#COMPREPLY[@]} )) && printf '%s\\n' "${COMPREPLY[@]}"
            exit 0
            """
        let result = try run(
            "bash", ["-c", driver, "bash", script, sandbox.folder + "/calls"] + words, sandbox: sandbox, language: language)
        #expect(result.stderr.isEmpty)  // the script runs without errors
        return result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// What fish offers for `commandLine` (`complete -C`), each `candidate` and a tab and its
    /// description, with the script from `habit completion fish` and `habit` the built binary on
    /// a data file of habits named `names`.
    static func fishCompletions(_ commandLine: String, names: [String], language: String = "C.UTF-8") throws -> [String] {
        try fishCompletions(commandLine, sandbox: try Self.sandbox(names: names), language: language)
    }

    /// What fish offers for `commandLine`, as above, on `sandbox`'s data file.
    static func fishCompletions(_ commandLine: String, sandbox: ScriptingSandbox, language: String = "C.UTF-8") throws
        -> [String]
    {
        let path = try sandbox.write(sandbox.run(["completion", "fish"]).stdout, to: "habit.fish")
        let result = try run(
            "fish", ["-c", "source $argv[1]; function habit; $HABIT_BINARY $argv; end; complete -C $argv[2]", path, commandLine],
            sandbox: sandbox, language: language)
        #expect(result.stderr.isEmpty)  // no errors from the script's functions
        return result.stdout.split(separator: "\n").map(String.init)
    }

    /// What zsh's `_habit` offers for `words`: it runs in a plain zsh with `words`, `CURRENT`
    /// and `PREFIX` set as the completion system sets them, `habit` the built binary on the
    /// sandbox's data file, and `compadd`, `_describe` (which keeps the entries whose word
    /// starts with `PREFIX`, as it does), `_call_program` and `_files` replaced by functions
    /// that print what they get (`compadd -p PREFIX`: each word after that prefix).
    static func zshOffers(sandbox: ScriptingSandbox, words: [String], language: String) throws -> [String] {
        let script = try sandbox.write(sandbox.run(["completion", "zsh"]).stdout, to: "_habit")
        let driver = #"""
            habit() { "$HABIT_BINARY" "$@" }
            _call_program() { shift; eval "$@" }
            _files() { : }
            compdef() { : }
            compadd() {
                local arrays= prefix=
                while (( $# )); do
                    case $1 in
                        (-a) arrays=1 ;;
                        (-p) shift; prefix=$1 ;;
                        (--) shift; break ;;
                        (-*) ;;
                        (*) break ;;
                    esac
                    shift
                done
                local word entry
                if [[ -n $arrays ]]; then
                    for word in "$@"; do for entry in "${(@P)word}"; do print -r -- "$prefix$entry"; done; done
                else print -r -- "${(@F)@}"; fi
            }
            _describe() {
                local entry
                for entry in "${(@P)${@[-1]}}"; do
                    [[ ${entry%%:*} == ${PREFIX}* ]] && print -r -- "$entry"
                done
            }
            source "$1"
            shift
            words=("$@")
            CURRENT=$#
            PREFIX=${words[CURRENT]}
            _habit
            """#
        let result = try run("zsh", ["-f", "-c", driver, "zsh", script] + words, sandbox: sandbox, language: language)
        #expect(result.stderr.isEmpty)  // the script runs without errors
        return result.stdout.split(separator: "\n").map(String.init)
    }

    /// `text` in fish's single quotes.
    static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
