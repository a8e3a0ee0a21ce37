import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// The exit-code contract as one pure function from an error to a code, tested without a
/// process: 0 success, 1 a query's "no", 2 usage error, 3 the data said no or failed.
@Suite struct ExitCodeTests {
    @Test("the numbers of the contract")
    func numbers() {
        #expect(ExitCode.allCases.map(\.rawValue) == [0, 1, 2, 3])  // as in habit --help and the README
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let failure: Failure
        let code: ExitCode
        var testDescription: String { "\(failure) → \(code.rawValue)" }
    }

    static let cases: [Case] = [
        // 2: what was typed is wrong
        Case(failure: .usage(.unknownCommand("chek", suggestion: "check")), code: .usage),
        Case(failure: .usage(.unknownOption("--dat", command: .check, suggestion: "--date")), code: .usage),
        Case(failure: .usage(.missingValue(option: "--date", placeholder: .day)), code: .usage),
        Case(failure: .usage(.unexpectedValue(option: "--yes")), code: .usage),
        Case(failure: .usage(.missingArgument(command: .add, placeholder: .name)), code: .usage),
        Case(failure: .usage(.extraArgument("trinken", command: .toggle)), code: .usage),
        Case(failure: .usage(.date(.notADay("2026-02-30"))), code: .usage),
        Case(failure: .usage(.badColor("magenta", choices: ["red"])), code: .usage),
        Case(failure: .usage(.badColorMode("sometimes")), code: .usage),
        Case(failure: .usage(.unknownHelpTopic("chek", suggestion: "check")), code: .usage),
        Case(failure: .habit(.futureDay(day("2026-11-30"), today: day("2026-11-29"))), code: .usage),
        Case(failure: .habit(.emptyName), code: .usage),
        Case(failure: .habit(.controlCharacterInName("a\nb")), code: .usage),
        Case(failure: .habit(.nameTooLong(length: 101, maximum: 100)), code: .usage),
        Case(failure: .habit(.invalidIcon("a b")), code: .usage),
        Case(failure: .command(.deleteNeedsConfirmation(name: "Lesen")), code: .usage),
        Case(failure: .command(.futureDay(day("2026-11-30"), today: day("2026-11-29"), use: .change)), code: .usage),
        Case(failure: .command(.futureDay(day("2026-11-30"), today: day("2026-11-29"), use: .query)), code: .usage),
        Case(failure: .importing(.badDate(line: 3, text: "2026-02-30")), code: .usage),
        // 3: the data said no or failed
        Case(failure: .habit(.nameTaken("Lesen")), code: .data),
        Case(failure: .habit(.unknownHabit("Lesn", suggestion: "Lesen")), code: .data),
        Case(failure: .habit(.ambiguousHabit("L", candidates: ["Lesen", "Laufen"])), code: .data),
        Case(failure: .command(.notCreatedYet(name: "Lesen", created: day("2026-11-20"), asOf: day("2026-11-10"))), code: .data),
        Case(failure: .importing(.unreadable(path: "/tmp/in.csv", reason: "Permission denied")), code: .data),
        Case(failure: .store(.noHome), code: .data),
        Case(failure: .store(.isDirectory(path: "/tmp/h")), code: .data),
        Case(failure: .store(.unreadable(path: "/tmp/h", reason: "Permission denied")), code: .data),
        Case(failure: .store(.corrupt(path: "/tmp/h", problem: .missingKey(path: "version"))), code: .data),
        Case(failure: .store(.newerVersion(path: "/tmp/h", version: 2)), code: .data),
        Case(failure: .store(.writeFailed(path: "/tmp/h", reason: "No space left on device")), code: .data),
    ]

    @Test("every error's exit code", arguments: cases)
    func code(_ example: Case) {
        #expect(ErrorReport.exitCode(for: example.failure) == example.code)  // 2 for the typing, 3 for the data
    }

    @Test("every error is one sentence on one line, in both languages", arguments: cases)
    func oneSentence(_ example: Case) {
        for language in Languages.all {
            let message = ErrorReport.message(for: example.failure, in: language)
            #expect(!message.isEmpty)  // something to read
            #expect(!message.contains("\n"))  // one line: scripts and logs keep it together
            #expect(!message.contains("Optional("))  // no Swift debug text
        }
    }

    @Test("the error output: one line on standard error, nothing on standard output")
    func output() {
        let output = ErrorReport.output(for: .habit(.emptyName), language: LanguageTable.german, style: .plain)
        #expect(output.stdout.isEmpty)  // standard output stays clean for pipes
        #expect(
            output.stderr == "habit: Eine Gewohnheit braucht einen Namen; gib mindestens ein sichtbares Zeichen außer Leerzeichen ein.\n")  // prefixed, one line
        #expect(output.exitCode == .usage)  // a name is something typed
    }

    @Test("the help text lists the same exit codes, in both languages")
    func helpListsCodes() throws {
        for language in ["en_US.UTF-8", "de_DE.UTF-8"] {
            // Long lines wrap to fit 80 columns: compare the words, not the line breaks.
            let help = try TestWorld(environment: ["LANG": language]).run("help").stdout
                .split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }.joined(separator: " ")
            for code in ExitCode.allCases {
                let wording = (language.hasPrefix("de") ? LanguageTable.german as LanguageTable : LanguageTable.english).text(.exitCode(code))
                #expect(help.contains(" \(code.rawValue) \(wording)"))  // each code with its meaning
            }
        }
    }
}
