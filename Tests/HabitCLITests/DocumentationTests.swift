import Foundation
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// The README starts small and hands the reference to `docs/`; every link stays inside the
/// repository and reaches a file (and a heading) that exists.
@Suite struct DocumentationTests {
    /// The package root: two levels above this file (Tests/HabitCLITests/).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The Markdown files a reader is pointed to: the README, the changelog and every page in docs/.
    static let pages: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root + "/docs")) ?? []
        return ["README.md", "CHANGELOG.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    static func text(_ page: String) throws -> String {
        try String(contentsOfFile: root + "/" + page, encoding: .utf8)
    }

    @Test func theReadmeIsAtMostAboutTwoHundredFiftyLines() throws {
        let lines = try Self.text("README.md").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 250)
    }

    /// A size in the README would be the size of some build, not of the one a reader gets: the
    /// binary's size is left to the build (scripts/check-deb.sh checks what the README does say,
    /// the glibc it needs).
    @Test func theReadmeStatesNoSizeOfTheBinary() throws {
        let readme = try Self.text("README.md")
        for unit in ["KiB", "MiB", "GiB", " kB", " MB", " GB"] {
            #expect(!readme.contains(unit), "README.md names a size in \(unit)")
        }
    }

    @Test func theReadmeOpensWithTheCommandThatRunsItAndTheOneCIRunsForTheTests() throws {
        let opening = try Self.text("README.md").split(separator: "\n").prefix(6).joined(separator: "\n")
        #expect(opening.contains("swift run habit"))
        // The test command is the one CI runs.
        let ci = try Self.text(".ci/run")
        let testLine = try #require(opening.split(separator: "\n").first { $0.contains("# run the tests") })
        let command = testLine.split(separator: "#")[0].trimmingCharacters(in: .whitespaces)
        #expect(command == "swift test")
        #expect(ci.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == command })
    }

    /// The rows of the table under the heading `## Exit codes` of `page`: code and meaning.
    static func exitCodeRows(_ page: String) throws -> [(code: String, meaning: String)] {
        let lines = try text(page).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let heading = try #require(lines.firstIndex(of: "## Exit codes"), "\(page) has no “## Exit codes”")
        let table = lines[(heading + 1)...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        return table.dropFirst(2).map { row in
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            return (cells.first ?? "", cells.dropFirst().first ?? "")
        }
    }

    @Test(
        "the README and the commands page show the exit-code contract: every code in order, each with the words of --help",
        arguments: ["README.md", "docs/commands.md"])
    func theExitCodeTableIsTheContract(page: String) throws {
        let rows = try Self.exitCodeRows(page)
        // The codes of ExitCode, no more, no fewer, in order.
        #expect(rows.map(\.code) == ExitCode.allCases.map { String($0.rawValue) })
        for (row, code) in zip(rows, ExitCode.allCases) {
            // Each meaning opens with the sentence `habit --help` gives it (and may add examples).
            #expect(row.meaning.hasPrefix(LanguageTable.english.text(.exitCode(code))), "\(page), exit code \(code.rawValue)")
        }
    }

    @Test func habitVersionIsTheNewestVersionOfTheChangelog() throws {
        let headings = try Self.text("CHANGELOG.md").split(separator: "\n").filter { $0.hasPrefix("## [") }
        #expect(headings.first == "## [Unreleased]")  // Keep a Changelog: what is not released yet, first
        let newest = try #require(headings.dropFirst().first)
        #expect(newest == "## [\(Version.current)] - \(Version.date)")
        #expect(try TestWorld().run("--version").stdout.hasPrefix("habit \(Version.current) ("))
    }

    @Test func theReferenceHasOnePagePerTopic() {
        for page in [
            "docs/commands.md", "docs/scripting.md", "docs/data-file.md", "docs/calendar-and-statistics.md",
            "docs/development.md",
        ] {
            #expect(Self.pages.contains(page), "\(page) is missing")
        }
    }

    @Test(arguments: DocumentationTests.pages)
    func everyLinkStaysInTheRepositoryAndReachesWhatItNames(page: String) throws {
        let text = try Self.text(page)
        #expect(!text.contains("http://") && !text.contains("https://"), "\(page) links outside the repository")
        let folder = (page as NSString).deletingLastPathComponent
        for link in Self.links(in: text) {
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let target = parts[0].isEmpty ? page : ((folder as NSString).appendingPathComponent(parts[0]) as NSString).standardizingPath
            #expect(!target.hasPrefix(".."), "\(page): \(link) leaves the repository")
            #expect(FileManager.default.fileExists(atPath: Self.root + "/" + target), "\(page): \(link) names no file")
            if parts.count == 2, target.hasSuffix(".md") {
                let anchors = Self.anchors(in: try Self.text(target))
                #expect(anchors.contains(parts[1]), "\(page): \(link) names no heading")
            }
        }
    }

    /// The targets of `[text](target)` links.
    static func links(in text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let open = rest.range(of: "](") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: ")") else { break }
            found.append(String(after[..<close]))
            rest = after[close...]
        }
        return found
    }

    /// The anchors GitHub gives the headings: lower case, spaces to dashes, punctuation dropped.
    static func anchors(in text: String) -> Set<String> {
        var anchors: Set<String> = []
        var inFence = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") { inFence.toggle() }
            guard !inFence, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            anchors.insert(
                String(
                    title.compactMap { character -> Character? in
                        if character == " " { return "-" }
                        return character.isLetter || character.isNumber || character == "-" || character == "_"
                            ? character : nil
                    }))
        }
        return anchors
    }
}
