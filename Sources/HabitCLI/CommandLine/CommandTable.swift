import HabitStore
import HabitSystem
import HabitText
/// The list of commands, in the order help lists them: every command's declaration, which
/// parsing, help, the manual page and completion all read. A new command is one entry here.
enum CommandTable {
    /// Every command in the order help lists them.
    static let commands: [CommandSpec] = [
        ListCommand.spec,
        GridCommand.spec,
        AddCommand.spec,
        EditCommand.spec,
        LogCommand.spec,
        SlipCommand.spec,
        NoteCommand.spec,
        CheckCommand.spec,
        UncheckCommand.spec,
        SkipCommand.spec,
        PauseCommand.spec,
        ResumeCommand.spec,
        ToggleCommand.spec,
        ShowCommand.spec,
        TUICommand.spec,
        NotesCommand.spec,
        StatsCommand.spec,
        TagsCommand.spec,
        RenameCommand.spec,
        DeleteCommand.spec,
        TodoCommand.spec,
        StatusCommand.spec,
        NamesCommand.spec,
        ImportCommand.spec,
        ExportCommand.spec,
        ReportCommand.spec,
        MergeCommand.spec,
        MergeDriverCommand.spec,
        ConflictsCommand.spec,
        CompletionCommand.spec,
        HelpCommand.spec,
        UndoCommand.spec,
        RedoCommand.spec,
        HistoryCommand.spec,
        AskCommand.spec,
        RemindCommand.spec,
        ConfigCommand.spec,
        WeekStartCommand.spec,
        ArchiveCommand.spec,
        UnarchiveCommand.spec,
        MoveCommand.spec,
    ]

    /// The commands that take several names, in help order, which the error for a word too
    /// many names.
    static var severalNames: [CommandName] {
        commands.filter { $0.arguments.last?.repeats == true && $0.arguments.last?.isHabitName == true }.map(\.name)
    }

    /// Options every command accepts.
    static let globalOptions: [OptionSpec] = Options.global.map(\.spec)

    /// The declaration of `name`.
    static func spec(for name: CommandName) -> CommandSpec {
        // Every CommandName has a row (a test checks it); the fallback is never reached.
        commands.first { $0.name == name } ?? ListCommand.spec
    }

    /// The command typed as `word`, if there is one.
    static func spec(named word: String) -> CommandSpec? {
        commands.first { $0.name.rawValue == word }
    }

    /// The options `command` accepts: its own first, then the global ones. An own option
    /// shadows a global one of the same name (`add --color` takes a palette colour, and also
    /// accepts auto/always/never for the output).
    static func options(for command: CommandName?) -> [OptionSpec] {
        options(of: command.map(spec(for:)))
    }

    /// The options `spec` accepts (the global ones alone when `nil`).
    static func options(of spec: CommandSpec?) -> [OptionSpec] {
        let own = spec?.options ?? []
        return own + globalOptions.filter { global in !own.contains { $0.name == global.name } }
    }
}

extension UsageError {
    /// A word too many after `command`, with the commands that take several names
    /// (``CommandTable/severalNames``) that the sentence suggests.
    static func extraArgument(_ argument: String, command: CommandName) -> UsageError {
        .extraArgument(argument, command: command, several: CommandTable.severalNames)
    }
}
