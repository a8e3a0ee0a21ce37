import Foundation
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitStore
@testable import HabitCLI
@testable import HabitText

/// The bash completion in a real interactive bash with the bash-completion package, typed into
/// through a terminal (`script` gives bash a pseudo-terminal), so that what readline inserts
/// and lists is what a person sees: names quoted by bash as they are inserted (with
/// backslashes, or inside the quote the word opened), listed without backslashes, and never
/// expanded or evaluated.
@Suite(.enabled(if: BashTerminal.isAvailable, "needs bash, the bash-completion package and script (util-linux)"))
struct BashReadlineTests {
    static let bashCompletion = BashTerminal.bashCompletion

    /// What one session printed, as lines without carriage returns.
    struct Session {
        let transcript: String

        /// The readline buffer each Ctrl-T showed, in order.
        var lines: [String] {
            transcript.components(separatedBy: "LINE=[").dropFirst().map { String($0.prefix { $0 != "]" }) }
        }
    }

    /// Starts `bash -i` on a terminal with the bash-completion package, habit's completion and
    /// `habit`, which is the built binary on a data file of habits named `names` when completion
    /// asks it, and otherwise prints its arguments; types `keys` once the prompt shows, and
    /// returns what the terminal showed. Ctrl-T prints the line being edited as `LINE=[…]`.
    private func type(_ keys: String, names: [String], in sandbox: ScriptingSandbox) throws -> Session {
        for name in names { #expect(sandbox.run(["add", name]).exitCode == .success) }
        let script = try sandbox.write(sandbox.run(["completion", "bash"]).stdout, to: "habit.bash")
        let binary = CompletionScript.posixQuoted(RealBinary.path)
        let rc = try sandbox.write(
            """
            source \(Self.bashCompletion)
            source \(script)
            habit() { if [[ $1 == names || $1 == completion ]]; then \(binary) "$@"; else printf 'ARGS:<%s>\\n' "$@"; fi; }
            bind -x '"\\C-t": printf "\\nLINE=[%s]\\n" "$READLINE_LINE"'
            bind 'set bell-style none'
            PS1='READY> '
            """, to: "rc")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-q", "-c", "bash --noprofile --rcfile \(rc) -i", "/dev/null"]
        process.environment = [
            "LANG": "C.UTF-8", "TERM": "vt100", "HOME": sandbox.folder, "INPUTRC": "/dev/null", "PATH": "/usr/bin:/bin",
            "HABIT_FILE": sandbox.file, "TZ": "UTC", World.fixedNowVariable: RealBinary.fixedNow,
        ]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        let collected = OutputCollector.collecting(output)
        let end = ProcessEnd(of: process)
        try process.run()
        // Keys typed before readline has the terminal would be read as a plain line: wait for
        // the prompt (a generous bound for a loaded machine; a session takes well under a second).
        collected.wait(timeout: 30) { $0.contains("READY> ") }
        input.fileHandleForWriting.write(Data((keys + "\u{15}exit\n").utf8))
        if !end.wait(timeout: 30) { process.terminate() }
        process.waitUntilExit()
        // What the terminal showed, to its end.
        collected.waitForEnd(timeout: 30)
        output.fileHandleForReading.readabilityHandler = nil
        try? input.fileHandleForWriting.close()
        return Session(transcript: collected.text.replacingOccurrences(of: "\r", with: ""))
    }

    static let names = ["Wasser trinken", "Wasser, viel", "Früher aufstehen"]

    @Test func namesThatShareAPrefixCompleteToTheSharedTextAndListWithoutBackslashes() throws {
        let sandbox = try ScriptingSandbox()

        let session = try type("habit check W\t\u{14}\t\t\\ t\t\u{14}", names: Self.names, in: sandbox)

        #expect(session.lines.first == "habit check Wasser")  // not "Wasser\", from which nothing completes
        #expect(session.transcript.contains("Wasser trinken  Wasser, viel"))  // listed as the names are
        #expect(!session.transcript.contains("Wasser\\ trinken  "))
        #expect(session.lines.dropFirst().first == "habit check Wasser\\ trinken ")  // quoted by bash on insertion
    }

    @Test func aNameIsFoundByItsStartIgnoringCaseAndAccentsAndQuotedOnInsertion() throws {
        let sandbox = try ScriptingSandbox()

        let session = try type("habit check wa\t\u{14}\u{15}habit check fru\t\u{14}", names: ["Wasser trinken", "Früher aufstehen"], in: sandbox)

        #expect(session.lines == ["habit check Wasser\\ trinken ", "habit check Früher\\ aufstehen "])  // as lookup would find them
    }

    @Test func aNameIsQuotedWithBackslashesOrInsideTheOpenQuote() throws {
        let sandbox = try ScriptingSandbox()

        let session = try type(
            "habit check Fr\t\u{14}\u{15}habit check \"Fr\t\u{14}\u{15}habit check 'Fr\t\u{14}", names: Self.names, in: sandbox)

        #expect(session.lines == ["habit check Früher\\ aufstehen ", "habit check \"Früher aufstehen\" ", "habit check 'Früher aufstehen' "])
    }

    @Test func aNameIsNeverEvaluatedNeitherByCompletionNorAfterIt() throws {
        let sandbox = try ScriptingSandbox()
        let trap = sandbox.folder + "/pwned"
        let name = "$(touch \(trap))"

        // Inside double quotes, where $( would run; then Enter runs the stand-in habit.
        let session = try type("habit check \"$\t\u{14}\n", names: [name, "Lesen"], in: sandbox)

        #expect(session.lines == ["habit check \"\\$(touch \(trap))\" "])  // the $ escaped inside the quotes
        #expect(session.transcript.contains("ARGS:<\(name)>"))  // the name arrives as it is
        #expect(!FileManager.default.fileExists(atPath: trap))  // and nothing ran
    }
}

/// What a terminal session with bash needs.
enum BashTerminal {
    /// The bash-completion package's main script.
    static let bashCompletion = "/usr/share/bash-completion/bash_completion"

    /// Whether bash, bash-completion and `script` are installed.
    static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: bashCompletion)
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/script") && CompletionShells.path(of: "bash") != nil
    }
}
