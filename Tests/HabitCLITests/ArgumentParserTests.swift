import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// The parser as a pure function: words in, an ``Invocation`` or a ``UsageError`` out.
@Suite struct ArgumentParserTests {
    struct Accepted: CustomTestStringConvertible, Sendable {
        let name: String
        let arguments: [String]
        let command: any HabitCommand
        var file: String? = nil
        var colorMode = ColorMode.auto
        var testDescription: String { name }
    }

    static let accepted: [Accepted] = [
        Accepted(name: "no arguments lists", arguments: [], command: ListCommand(options: ViewOptions())),
        Accepted(name: "list", arguments: ["list"], command: ListCommand(options: ViewOptions())),
        Accepted(
            name: "add with defaults left out", arguments: ["add", "Lesen"],
            command: AddCommand(name: "Lesen", icon: nil, color: nil)),
        Accepted(
            name: "add with icon and colour, long and short", arguments: ["add", "Lesen", "--icon", "📚", "-c", "Teal"],
            command: AddCommand(name: "Lesen", icon: "📚", color: .teal)),
        Accepted(
            name: "add --color=never sets the output mode, not the habit's colour",
            arguments: ["add", "Lesen", "--color=never"], command: AddCommand(name: "Lesen", icon: nil, color: nil), colorMode: .never),
        Accepted(
            name: "a quoted multi-word name is one name", arguments: ["check", "Wasser trinken"],
            command: CheckCommand(names: ["Wasser trinken"], date: nil)),
        Accepted(
            name: "check several names", arguments: ["check", "Lesen", "Meditieren"],
            command: CheckCommand(names: ["Lesen", "Meditieren"], date: nil)),
        Accepted(
            name: "--date with a space", arguments: ["check", "Lesen", "--date", "2026-11-27"],
            command: CheckCommand(names: ["Lesen"], date: .day(day("2026-11-27")))),
        Accepted(
            name: "--date= inline, before the name", arguments: ["uncheck", "--date=yesterday", "Lesen"],
            command: UncheckCommand(names: ["Lesen"], date: .yesterday)),
        Accepted(
            name: "-d today", arguments: ["toggle", "Lesen", "-d", "today"], command: ToggleCommand(names: ["Lesen"], date: .today)),
        Accepted(
            name: "German day words", arguments: ["check", "Lesen", "--date", "gestern"],
            command: CheckCommand(names: ["Lesen"], date: DateArgument(typed: "gestern", form: .daysFromToday(-1)))),
        Accepted(
            name: "-- lets a name start with a dash", arguments: ["check", "--", "-5 kg"],
            command: CheckCommand(names: ["-5 kg"], date: nil)),
        Accepted(
            name: "options after -- are names", arguments: ["add", "--", "--help"],
            command: AddCommand(name: "--help", icon: nil, color: nil)),
        Accepted(name: "a lone dash is a name", arguments: ["show", "-"], command: ShowCommand(name: "-", options: ViewOptions())),
        Accepted(name: "show without a name", arguments: ["show"], command: ShowCommand(name: nil, options: ViewOptions())),
        Accepted(name: "show with a name", arguments: ["show", "Lesen"], command: ShowCommand(name: "Lesen", options: ViewOptions())),
        Accepted(
            name: "rename", arguments: ["rename", "Lesen", "Buch lesen"],
            command: RenameCommand(name: "Lesen", newName: "Buch lesen")),
        Accepted(
            name: "delete without --yes", arguments: ["delete", "Lesen"], command: DeleteCommand(name: "Lesen", confirmed: false)),
        Accepted(name: "delete -y", arguments: ["delete", "-y", "Lesen"], command: DeleteCommand(name: "Lesen", confirmed: true)),
        Accepted(name: "help", arguments: ["help"], command: HelpCommand(topic: nil)),
        Accepted(name: "help for a command", arguments: ["help", "check"], command: HelpCommand(topic: .check)),
        Accepted(name: "--help alone", arguments: ["--help"], command: HelpCommand(topic: nil)),
        Accepted(name: "-h on a command", arguments: ["check", "-h"], command: HelpCommand(topic: .check)),
        Accepted(
            name: "--help wins over missing arguments", arguments: ["rename", "--help"], command: HelpCommand(topic: .rename)),
        Accepted(name: "help --help", arguments: ["help", "--help"], command: HelpCommand(topic: nil)),
        Accepted(name: "--version", arguments: ["--version"], command: VersionCommand()),
        Accepted(
            name: "global --file before the command", arguments: ["--file", "/tmp/h.json", "list"], command: ListCommand(options: ViewOptions()),
            file: "/tmp/h.json"),
        Accepted(
            name: "global --file= after the command", arguments: ["show", "--file=rel/h.json"], command: ShowCommand(name: nil, options: ViewOptions()),
            file: "rel/h.json"),
        Accepted(name: "--color always", arguments: ["--color", "always"], command: ListCommand(options: ViewOptions()), colorMode: .always),
        Accepted(name: "--color=NEVER ignores case", arguments: ["list", "--color=NEVER"], command: ListCommand(options: ViewOptions()), colorMode: .never),
    ]

    @Test("accepted command lines", arguments: accepted)
    func acceptedLines(_ example: Accepted) throws {
        let invocation = ArgumentParser.parse(example.arguments)
        #expect(invocation.command == .success(example.command))  // the command and its arguments as meant
        #expect(invocation.options.file == example.file)  // --file only when given
        #expect((invocation.options.colorMode ?? .auto) == example.colorMode)  // --color, else auto
    }

    struct Refused: CustomTestStringConvertible, Sendable {
        let name: String
        let arguments: [String]
        let error: UsageError
        var testDescription: String { name }
    }

    static let refused: [Refused] = [
        Refused(
            name: "unknown command with a suggestion", arguments: ["chek", "Lesen"],
            error: .unknownCommand("chek", suggestion: "check")),
        Refused(
            name: "unknown command that show cannot read either", arguments: ["LIST", "--weeks"],
            error: .unknownCommand("LIST", suggestion: "list")),
        Refused(
            name: "unknown option with a suggestion", arguments: ["check", "Lesen", "--dat", "today"],
            error: .unknownOption("--dat", command: .check, suggestion: "--date")),
        Refused(
            name: "an option another command has", arguments: ["list", "--yes"],
            error: .unknownOption("--yes", command: .list, suggestion: nil)),
        Refused(
            name: "unknown global option before a command", arguments: ["--colr", "never"],
            error: .unknownOption("--colr", command: nil, suggestion: "--color")),
        Refused(
            name: "unknown short option", arguments: ["check", "-x", "Lesen"],
            error: .nameLikeOption("-x", command: .check, retry: "habit check -- -x")),
        Refused(
            name: "a note that starts with a dash: the command to copy keeps the name", arguments: ["note", "Wasser trinken", "-x"],
            error: .nameLikeOption("-x", command: .note, retry: "habit note 'Wasser trinken' -- -x")),
        Refused(
            name: "an option after --, one argument too many", arguments: ["add", "--", "-Y", "--goal", "2"],
            error: .optionAfterEnd("--goal", command: .add)),
        Refused(
            name: "--date without a value", arguments: ["check", "Lesen", "--date"],
            error: .missingValue(option: "--date", placeholder: .day)),
        Refused(
            name: "--yes with a value", arguments: ["delete", "Lesen", "--yes=no"], error: .unexpectedValue(option: "--yes")),
        Refused(name: "add without a name", arguments: ["add"], error: .missingArgument(command: .add, placeholder: .name)),
        Refused(name: "check without a name", arguments: ["check"], error: .missingArgument(command: .check, placeholder: .name)),
        Refused(
            name: "rename without the new name", arguments: ["rename", "Lesen"],
            error: .missingArgument(command: .rename, placeholder: .newName)),
        Refused(
            name: "an unquoted name with a space for a command of one name", arguments: ["show", "Wasser", "trinken"],
            error: .extraArgument("trinken", command: .show, several: CommandTable.severalNames)),
        Refused(name: "list takes no name", arguments: ["list", "Lesen"], error: .argumentNotTaken("Lesen", command: .list)),
        Refused(
            name: "an impossible date", arguments: ["check", "Lesen", "--date", "2026-02-30"], error: .date(.nonexistentDay("2026-02-30", month: 2, year: 2026, days: 28))),
        Refused(
            name: "an unreadable date (a two-digit year)", arguments: ["check", "Lesen", "--date", "29.11.26"],
            error: .date(.notADay("29.11.26"))),
        Refused(name: "an empty date", arguments: ["check", "Lesen", "--date="], error: .date(.notADay(""))),
        Refused(
            name: "an empty --file (an unset variable) is no file", arguments: ["--file=", "add", "Lesen"],
            error: .missingValue(option: "--file", placeholder: .path)),
        Refused(
            name: "a colour outside the palette", arguments: ["add", "Lesen", "--color", "magenta"], error: .badColor("magenta", choices: HabitColor.allCases.map(\.rawValue))),
        Refused(
            name: "a colour mode that does not exist", arguments: ["list", "--color", "sometimes"],
            error: .badColorMode("sometimes")),
        Refused(name: "--as-of before 1900", arguments: ["show", "--as-of", "1899-12-31"], error: .date(.tooEarly("1899-12-31", earliest: AcceptedDays.earliest))),
        Refused(name: "--weeks past a year", arguments: ["show", "--weeks", "54"], error: .badWeeks("54", range: ViewOptions.weekRange)),
        Refused(
            name: "help for an unknown topic", arguments: ["help", "chek"], error: .unknownHelpTopic("chek", suggestion: "check")),
    ]

    @Test(
        "a refused command line still carries the global options around it",
        arguments: [
            (["chek", "Lesen", "--color=never"], ColorMode.never, nil as String?),  // after the unknown command
            (["--color", "always", "add"], .always, nil),  // before a missing name
            (["--file", "/tmp/h.json", "check", "Lesen", "--dat", "today"], .auto, "/tmp/h.json"),  // before a bad option
            (["list", "--as-of", "1899-12-31", "--color", "never"], .never, nil),  // after a bad day
        ])
    func optionsWithTheError(_ arguments: [String], _ colorMode: ColorMode, _ file: String?) {
        let invocation = ArgumentParser.parse(arguments)
        #expect((try? invocation.command.get()) == nil)  // the command line is refused
        #expect((invocation.options.colorMode ?? .auto) == colorMode)  // and its error coloured as asked
        #expect(invocation.options.file == file)
    }

    @Test(
        "habit WORD is read once, as habit show WORD, keeping the unknown command for when WORD is no habit",
        arguments: [
            (["LIST"], UsageError.unknownCommand("LIST", suggestion: "list"), ViewOptions()),
            (["frobnicate", "--color=never"], .unknownCommand("frobnicate", suggestion: nil), ViewOptions()),
            (["Lesen", "--json"], .unknownCommand("Lesen", suggestion: nil), ViewOptions(json: true)),
        ])
    func aWordThatIsNoCommand(_ arguments: [String], _ unknown: UsageError, _ options: ViewOptions) throws {
        let command = try ArgumentParser.parse(arguments).command.get()
        let show = try #require(command as? ShowCommand)
        #expect(show.name == arguments[0])
        #expect(show.options == options)
        #expect(show.unlessAHabit == unknown)
    }

    @Test("refused command lines", arguments: refused)
    func refusedLines(_ example: Refused) {
        #expect(ArgumentParser.parse(example.arguments).command == .failure(example.error))  // the one error that explains what was typed wrong
    }
}
