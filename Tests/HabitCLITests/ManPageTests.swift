import Foundation
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// `habit(1)` cannot drift: it is generated from the command table, the exit codes and the
/// table of environment variables, the checked-in `docs/habit.1` is exactly what
/// `habit help --man` prints, and groff reads it without a warning.
@Suite struct ManPageTests {
    static let checkedIn = DocumentationTests.root + "/docs/habit.1"

    @Test func theCheckedInPageIsTheGeneratedOne() throws {
        let page = try String(contentsOfFile: Self.checkedIn, encoding: .utf8)
        // On a difference: `swift run habit help --man > docs/habit.1`, and review the diff.
        #expect(page == ManPage.render())
    }

    @Test func habitHelpManPrintsThePageAndNothingElse() throws {
        let output = try TestWorld().run("help", "--man")
        #expect(output.stdout == ManPage.render())  // the page, as roff
        #expect(output.stderr.isEmpty)
        #expect(output.exitCode == .success)
        // --man is an option of help only, and help --man takes no topic.
        #expect(try TestWorld().run("list", "--man").exitCode == .usage)
        #expect(try TestWorld().run("help", "add", "--man").exitCode == .usage)
    }

    @Test func thePageHasTheSectionsOfAManualInOrder() {
        let sections = ManPage.render().split(separator: "\n").filter { $0.hasPrefix(".SH ") }
        #expect(
            sections
                == [
                    "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "DAYS AND NAMES", "EXIT STATUS",
                    "ENVIRONMENT", "FILES", "EXAMPLES", "AUTHORS", "COPYRIGHT", "SEE ALSO",
                ].map { ".SH \"\($0)\"" })
    }

    @Test func everyCommandOptionExitCodeAndVariableIsOnThePage() {
        let page = ManPage.render()
        for command in CommandName.allCases {
            let escaped = command.rawValue.replacing("-", with: "\\-")  // roff's minus: merge\-driver
            #expect(page.contains("\\fBhabit \(escaped)\\fR"), "habit \(command.rawValue) is missing")
        }
        for option in OptionName.allCases {
            #expect(page.contains("\\fB\\-\\-" + option.rawValue.replacing("-", with: "\\-") + "\\fR"))
        }
        for code in ExitCode.allCases {
            #expect(page.contains(".TP\n\\fB\(code.rawValue)\\fR\n"))
        }
        for variable in EnvironmentVariable.all {
            #expect(page.contains(".TP\n\\fB" + variable.name.replacing("-", with: "\\-") + "\\fR\n"))
        }
        #expect(page.contains("crontab"))  // EXAMPLES includes cron
    }

    @Test func everyCharacterOnThePageIsASCII() {
        // Non-ASCII text is written as \[uXXXX], so groff reads it without preconv.
        let page = ManPage.render()
        #expect(page.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff"), "groff is not installed"))
    func groffReadsThePageWithoutAWarning() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/groff")
        process.arguments = ["-man", "-Tutf8", "-ww", "-z", Self.checkedIn]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let warnings = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(warnings == "")
        #expect(process.terminationStatus == 0)
    }

    /// Every variable the sources read is in ``EnvironmentVariable/all``, and every listed one is
    /// read: the names are the upper-case string literals outside comments, less the placeholders
    /// of help ("DAY", "TAG"). (The benchmark's variables are its own.)
    @Test func theEnvironmentTableListsExactlyTheVariablesTheSourcesRead() throws {
        let placeholders = Set(Languages.all.flatMap { language in Placeholder.allCases.map { language.text(.placeholder($0)) } })
        var read: Set<String> = []
        let sources = DocumentationTests.root + "/Sources"
        let files = FileManager.default.enumerator(atPath: sources)?.compactMap { $0 as? String } ?? []
        // The table itself, the page (whose requests are in capitals), Loop's importers (whose
        // CSV values are: YES_MANUAL, AT_LEAST) and the regions' weeks (US, GB) are not readers.
        let skipped = [
            "HabitCLI/CommandLine/EnvironmentVariable.swift", "HabitCLI/Help/ManPage.swift", "HabitCLI/Import/LoopImport.swift",
            "HabitCLI/Import/LoopDatabase.swift", "HabitCLI/Settings/RegionWeekTable.swift",
        ]
        for file in files where file.hasSuffix(".swift") && !file.hasPrefix("habit-bench/") && !skipped.contains(file) {
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                for match in line.matches(of: /"([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)"/) {
                    let name = String(match.output.1)
                    if name.count > 1, !placeholders.contains(name) { read.insert(name) }
                }
            }
        }
        let listed = Set(EnvironmentVariable.all.map(\.name))
        let ownCode = Set(EnvironmentVariable.all.filter { !$0.readByTheCLibrary }.map(\.name))
        #expect(read.subtracting(listed).isEmpty, "read but not in EnvironmentVariable.all")
        #expect(ownCode.subtracting(read).isEmpty, "in EnvironmentVariable.all but never read")
    }
}
