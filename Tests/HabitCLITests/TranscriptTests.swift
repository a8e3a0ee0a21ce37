import Foundation
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitStore

/// Every terminal transcript in the README and `docs/` is real output: each block marked
/// `<!-- transcript: FIXTURE [VARIABLE=VALUE…] -->` is run, command by command, by the built
/// binary on a copy of `Goldens/Transcripts/FIXTURE` with a fixed clock (2026-11-29, 19:00 in
/// Berlin), and what it prints must be the text that follows each `$ ` line.
///
/// A block marked `<!-- transcript: interactive -->` needs a person at a terminal and is not
/// run; every other block with a `$ ` line must be marked.
@Suite(.enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"))
struct TranscriptTests {
    /// One marked block: where it is, its fixture and environment, and its commands.
    struct Transcript: CustomTestStringConvertible, Sendable {
        let page: String
        let line: Int
        let fixture: String
        let environment: [String: String]
        let steps: [(command: String, output: String)]

        var testDescription: String { "\(page):\(line)" }
    }

    static let marker = "<!-- transcript:"

    /// The marked blocks of every page, and the `$ ` blocks that are not marked.
    static func scan() -> (transcripts: [Transcript], unmarked: [String]) {
        var transcripts: [Transcript] = []
        var unmarked: [String] = []
        for page in DocumentationTests.pages {
            guard let text = try? DocumentationTests.text(page) else { continue }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var index = 0
            while index < lines.count {
                guard lines[index].hasPrefix("```") else {
                    index += 1
                    continue
                }
                let start = index
                var end = index + 1
                while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
                let body = Array(lines[(start + 1)..<min(end, lines.count)])
                index = end + 1
                guard body.contains(where: { $0.hasPrefix("$ ") }) else { continue }
                let mark = start > 0 ? lines[start - 1] : ""
                guard mark.hasPrefix(marker) else {
                    unmarked.append("\(page):\(start + 1)")
                    continue
                }
                let words = mark.dropFirst(marker.count).replacing("-->", with: "").split(separator: " ").map(String.init)
                guard let fixture = words.first, fixture != "interactive" else { continue }
                var environment: [String: String] = [:]
                for word in words.dropFirst() {
                    let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
                    if parts.count == 2 { environment[parts[0]] = parts[1] }
                }
                var steps: [(command: String, output: String)] = []
                for line in body {
                    if line.hasPrefix("$ ") {
                        steps.append((String(line.dropFirst(2)), ""))
                    } else if !steps.isEmpty {
                        steps[steps.count - 1].output += line + "\n"
                    }
                }
                transcripts.append(
                    Transcript(page: page, line: start + 1, fixture: fixture, environment: environment, steps: steps))
            }
        }
        return (transcripts, unmarked)
    }

    @Test func everyTranscriptIsMarkedToBeRun() {
        #expect(Self.scan().unmarked == [])
        #expect(Self.scan().transcripts.count >= 3)  // the README's tours and the docs' examples
    }

    @Test(arguments: TranscriptTests.scan().transcripts)
    func theTranscriptIsWhatHabitPrints(transcript: Transcript) throws {
        let scratch = try ScratchFolder()
        let fixture = Golden.folder.appendingPathComponent("Transcripts/" + transcript.fixture).path
        let data = try #require(FileManager.default.contents(atPath: fixture), "no fixture \(transcript.fixture)")
        try scratch.write([UInt8](data), to: "habits.json")
        let binaryFolder = (RealBinary.path as NSString).deletingLastPathComponent
        var environment = [
            "PATH": binaryFolder + ":/usr/bin:/bin", "HOME": scratch.path + "/home", "HABIT_FILE": scratch.file("habits.json"),
            "HABIT_NOW": "2026-11-29T18:00:00Z", "TZ": "Europe/Berlin", "LANG": "C.UTF-8",
        ]
        environment.merge(transcript.environment) { $1 }
        for step in transcript.steps {
            let outcome = try RealBinary.run(
                ["-c", step.command + " 2>&1"], in: scratch, environment: environment, workingDirectory: scratch.path,
                launcher: ["/bin/sh"], prependingBinary: false)
            // On a difference: the page shows other text than habit prints; fix the page.
            #expect(outcome.stdout == step.output, "\(transcript.testDescription): $ \(step.command)")
        }
    }
}
