import Foundation
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// Tab after `--tag` and `--untag` (issue 26) offers the tags the habits have, in bash, zsh and
/// fish run for real as ``CompletionTests`` runs them: from `habit tags --matching`, found as a
/// tag is found (ignoring case and accents), after the tags typed before a comma but for those
/// already there. A missing shell skips its tests with that reason.
@Suite struct TagCompletionTests {
    /// The tags in the order they first occur going down the habits.
    static let allTags = ["morgens", "draußen", "zu Hause"]

    /// Lesen tagged morgens, Wasser trinken morgens and draußen, Übung zu Hause.
    static func sandbox() throws -> ScriptingSandbox {
        let sandbox = try CompletionShells.sandbox(names: CompletionTests.names)
        #expect(sandbox.run(["edit", "Lesen", "--tag", "morgens"]).exitCode == .success)
        #expect(sandbox.run(["edit", "Wasser trinken", "--tag", "morgens,draußen"]).exitCode == .success)
        #expect(sandbox.run(["edit", "Übung", "--tag", "zu Hause"]).exitCode == .success)
        return sandbox
    }

    @Test(
        .enabled(if: CompletionShells.path(of: "bash") != nil, "bash is not installed"),
        arguments: [
            CompletionTests.BashCase(
                testDescription: "every tag after --tag", words: ["habit", "list", "--tag", ""], replies: TagCompletionTests.allTags),
            CompletionTests.BashCase(
                testDescription: "a tag by its start in another case", words: ["habit", "grid", "--tag", "M"], replies: ["morgens"]),
            CompletionTests.BashCase(
                testDescription: "a tag with its accent left out", words: ["habit", "todo", "--tag", "DRAU"], replies: ["draußen"]),
            CompletionTests.BashCase(
                testDescription: "the tag after a comma, behind the tags before it",
                words: ["habit", "list", "--tag", "morgens,d"], replies: ["morgens,draußen"]),
            CompletionTests.BashCase(
                testDescription: "after a comma, the tags not typed yet", words: ["habit", "stats", "--tag", "morgens,"],
                replies: ["morgens,draußen", "morgens,zu Hause"]),
            CompletionTests.BashCase(
                testDescription: "add --tag offers the tags there are", words: ["habit", "add", "Yoga", "--tag", "z"],
                replies: ["zu Hause"]),
            CompletionTests.BashCase(
                testDescription: "edit --untag", words: ["habit", "edit", "Lesen", "--untag", ""], replies: TagCompletionTests.allTags),
            CompletionTests.BashCase(
                testDescription: "--tag=… split by bash at the equals sign", words: ["habit", "status", "--tag", "=", "dr"],
                replies: ["draußen"]),
            CompletionTests.BashCase(
                testDescription: "a tag does not count as an argument", words: ["habit", "stats", "--tag", "morgens", "L"],
                replies: ["Lesen"]),
            CompletionTests.BashCase(
                testDescription: "a tag no habit has offers nothing", words: ["habit", "list", "--tag", "x"], replies: []),
        ])
    func bash(_ check: CompletionTests.BashCase) throws {
        let sandbox = try Self.sandbox()
        #expect(try CompletionShells.bashReplies(sandbox: sandbox, words: check.words) == check.replies)
    }

    @Test(.enabled(if: CompletionShells.path(of: "bash") != nil, "bash is not installed"))
    func bashAsksTheDataFileTheCommandLineNames() throws {
        let sandbox = try CompletionShells.sandbox(names: ["Laufen"])
        let other = try Self.sandbox()
        let replies = try CompletionShells.bashReplies(sandbox: sandbox, words: ["habit", "--file", other.file, "list", "--tag", "m"])
        #expect(replies == ["morgens"])  // the other file's tags
        let calls = try String(contentsOfFile: sandbox.folder + "/calls", encoding: .utf8)
        #expect(calls == "--file \(other.file) tags --matching=m\n")
    }

    @Test(.enabled(if: CompletionShells.path(of: "bash") != nil, "bash is not installed"))
    func bashInsertsATagWithASpaceQuoted() throws {
        // What readline inserts comes from `compopt -o filenames`, as for names: the reply is the
        // tag as it is, and the option is set.
        let sandbox = try Self.sandbox()
        let script = try sandbox.write(sandbox.run(["completion", "bash"]).stdout, to: "habit.bash")
        #expect(try String(contentsOfFile: script, encoding: .utf8).contains("compopt -o filenames"))
        #expect(try CompletionShells.bashReplies(sandbox: sandbox, words: ["habit", "list", "--tag", #"zu\ H"#]) == ["zu Hause"])
    }

    @Test(
        .enabled(if: CompletionShells.path(of: "zsh") != nil, "zsh is not installed"),
        arguments: [
            CompletionTests.ZshCase(
                testDescription: "a tag by its start in another case", words: ["habit", "list", "--tag", "MO"],
                language: "C.UTF-8", offered: ["morgens"]),
            CompletionTests.ZshCase(
                testDescription: "every tag", words: ["habit", "add", "Yoga", "--tag", ""], language: "C.UTF-8",
                offered: TagCompletionTests.allTags),
            CompletionTests.ZshCase(
                testDescription: "after a comma, the tags not typed yet, behind the ones before it",
                words: ["habit", "edit", "Lesen", "--untag", "morgens,"], language: "C.UTF-8",
                offered: ["morgens,draußen", "morgens,zu Hause"]),
            CompletionTests.ZshCase(
                testDescription: "a tag with its accent left out after a comma", words: ["habit", "grid", "--tag", "zu Hause,drau"],
                language: "C.UTF-8", offered: ["zu Hause,draußen"]),
        ])
    func zsh(_ check: CompletionTests.ZshCase) throws {
        let sandbox = try Self.sandbox()
        #expect(try CompletionShells.zshOffers(sandbox: sandbox, words: check.words, language: check.language) == check.offered)
    }

    @Test(
        .enabled(if: CompletionShells.path(of: "fish") != nil, "fish is not installed"),
        arguments: [
            CompletionTests.FishCase(
                testDescription: "every tag", commandLine: "habit list --tag ", candidates: TagCompletionTests.allTags.sorted()),
            CompletionTests.FishCase(testDescription: "a tag by its start", commandLine: "habit todo --tag mo", candidates: ["morgens"]),
            CompletionTests.FishCase(
                testDescription: "after a comma, the tags not typed yet", commandLine: "habit edit Lesen --untag morgens,",
                candidates: ["morgens,draußen", "morgens,zu Hause"]),
            CompletionTests.FishCase(
                testDescription: "add --tag", commandLine: "habit add Yoga --tag dr", candidates: ["draußen"]),
        ])
    func fish(_ check: CompletionTests.FishCase) throws {
        let lines = try CompletionShells.fishCompletions(check.commandLine, sandbox: try Self.sandbox())
        #expect(lines.map { String($0.prefix { $0 != "\t" }) }.sorted() == check.candidates)
    }
}
