import HabitCore
@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCLI

/// The two steps of parsing and the declarations they read: each word is a token on its own,
/// and each command is declared once.
@Suite struct CommandDeclarationTests {
    @Test(
        "each word is one token, read without any command's declaration",
        arguments: [
            ("Lesen", Token.value("Lesen")),
            ("-", .value("-")),  // standard input, or a name
            ("- item", .value("- item")),  // a note as typed
            ("--", .terminator),
            ("--date", .option("--date", inlineValue: nil)),
            ("--date=-2", .option("--date", inlineValue: "-2")),  // the value after the first =
            ("--note=a=b", .option("--note", inlineValue: "a=b")),
            ("-d", .option("-d", inlineValue: nil)),
            ("-1", .option("-1", inlineValue: nil)),  // an option or an amount: the second step decides
        ])
    func split(_ word: String, _ token: Token) {
        #expect(Token(word) == token)
        #expect(token.word == word)  // what was typed, for a value that looks like an option
    }

    @Test func everyCommandIsDeclaredOnceInTheTable() {
        let names = CommandTable.commands.map(\.name)
        for name in CommandName.allCases {
            #expect(names.filter { $0 == name }.count == 1, "\(name)")  // one declaration, one entry in the list
        }
        #expect(names.count == CommandName.allCases.count)
    }

    @Test func noCommandDeclaresAnOptionTwice() {
        for spec in CommandTable.commands {
            let names = spec.options.map(\.name.rawValue)
            #expect(Set(names).count == names.count, "\(spec.name)")
            let shorts = CommandTable.options(of: spec).compactMap(\.short)
            #expect(Set(shorts).count == shorts.count, "\(spec.name)")  // -x means one thing
        }
    }

    @Test func aCommandReadsItsOwnOptionsWithTheirKinds() throws {
        // The same word means what the command's declaration says: a tracker for import, a day for pause.
        let imported = try #require(try ArgumentParser.parse(["import", "--from", "loop", "x.db"]).command.get() as? ImportCommand)
        #expect(imported.tracker == .loop)
        let paused = try #require(try ArgumentParser.parse(["pause", "Lesen", "--from", "yesterday"]).command.get() as? PauseCommand)
        #expect(paused.from == .yesterday)
    }

    @Test func theCommandsSayWhetherTheyChangeTheDataFile() {
        #expect(CommandTable.spec(for: .check).changesData)
        #expect(!CommandTable.spec(for: .list).changesData)
        #expect(!CommandTable.spec(for: .help).needsToday)  // help works with any clock
    }
}
