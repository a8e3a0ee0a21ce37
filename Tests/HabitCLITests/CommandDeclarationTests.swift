import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

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

    @Test("every command's init reads exactly the options it declares", arguments: CommandTable.commands.map(\.name))
    func everyCommandReadsWhatItDeclares(_ name: CommandName) {
        let spec = CommandTable.spec(for: name)
        let (unread, undeclared, error) = Self.reads(of: spec)
        // Some refuse nothing to do (edit, move), after reading every option.
        #expect(unread.isEmpty, "\(name) declares options its init never reads: \(unread) (it threw \(String(describing: error)))")
        #expect(undeclared.isEmpty, "\(name) reads options it does not declare: \(undeclared)")
    }

    @Test func theCheckFindsAnOptionDeclaredAndNeverReadAndOneReadAndNeverDeclared() {
        // A command that forgot to read one of its options, and to mark another `@Declare`: the
        // check above names both (parsing would never give the second).
        let (unread, undeclared, _) = Self.reads(of: Forgetful.spec)
        #expect(unread == [.date])
        #expect(undeclared == [.quiet])
    }

    @Test func aCommandsOptionsAreItsDeclaredOnesInTheOrderDeclared() {
        // The order of the properties is the order help lists them.
        #expect(Forgetful.spec.options.map(\.name) == [.json, .date])
        #expect(CommandTable.spec(for: .check).options.map(\.name) == [.date, .note])
        #expect(CommandTable.spec(for: .edit).options.prefix(7).map(\.name) == [.days, .perWeek, .every, .perMonth, .monthlyOn, .daily, .icon])
        #expect(CommandTable.spec(for: .archive).options.isEmpty)
    }

    /// The options `spec`'s init reads when the command line gives it an argument of each kind
    /// declared and no option: those declared and not read, those read and not declared, and
    /// what it threw.
    static func reads(of spec: CommandSpec) -> (unread: [OptionName], undeclared: [OptionName], error: UsageError?) {
        let arguments = spec.arguments.map { argument in
            switch argument.kind {
            case .habit, .archivedHabit: "Lesen"
            case .newName: "Neu"
            case .command: "list"
            case .shell: "bash"
            case .weekStart: "monday"
            case .file: "habits.json"
            case .amount: "1"
            case .text: "Ein Text"
            }
        }
        let reads = OptionReads()
        var error: UsageError?
        do throws(UsageError) {
            _ = try spec.make(arguments: arguments, options: [], reads: reads)
        } catch let thrown {
            error = thrown
        }
        let declared = spec.options.map(\.name), read = reads.read
        return (declared.filter { !read.contains($0) }, read.filter { !declared.contains($0) }, error)
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

/// A command that declares `--date` and never reads it, and reads `--quiet` without declaring
/// it, for the check that finds such ones.
private struct Forgetful: DeclaredCommand {
    struct Declared: CommandOptions {
        @Declare var json = Options.json
        @Declare var date = Options.date
        let quiet = Options.quiet
    }

    static let spec = CommandSpec(Forgetful.self, .list)

    let json: Bool

    init(_ input: CommandInput<Declared>) throws(UsageError) {
        json = input.isSet(\.json) || input.isSet(\.quiet)
    }

    func run(in context: CommandContext) throws(Failure) -> Output { Output() }
}
