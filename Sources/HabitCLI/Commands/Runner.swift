import HabitCore

/// The one route from a parsed command to its output: each command is one type, and any
/// failure becomes one line on standard error and an exit code.
enum Runner {
    /// Runs `command` in `context`.
    static func run(_ command: Command, in context: CommandContext) -> Output {
        do {
            var output = try perform(command, in: context)
            output.savedChange = command.changesData && output.exitCode == .success
            return output
        } catch {
            return ErrorReport.output(for: error, language: context.language, style: context.presentation.errorStyle)
        }
    }

    private static func perform(_ command: Command, in context: CommandContext) throws(Failure) -> Output {
        switch command {
        case .list(let options): return try ListCommand(options: options).run(in: context)
        case .show(let name, let options): return try ShowCommand(name: name, options: options).run(in: context)
        case .add(let name, let icon, let color, let schedule, let goal):
            return try AddCommand(name: name, icon: icon, color: color, schedule: schedule, goal: goal).run(in: context)
        case .edit(let name, let schedule, let icon, let color, let goal):
            return try EditCommand(name: name, schedule: schedule, icon: icon, color: color, goal: goal).run(in: context)
        case .skip(let names, let date, let note): return try SkipCommand(names: names, date: date, note: note).run(in: context)
        case .log(let name, let amount, let replace, let date, let note):
            return try LogCommand(name: name, amount: amount, replace: replace, date: date, note: note).run(in: context)
        case .note(let name, let text, let date): return try NoteCommand(name: name, text: text, date: date).run(in: context)
        case .pause(let name, let from, let until): return try PauseCommand(name: name, from: from, until: until).run(in: context)
        case .resume(let name): return try ResumeCommand(name: name).run(in: context)
        case .check(let names, let date, let note):
            return try CheckCommand(names: names, date: date, isDone: true, note: note).run(in: context)
        case .uncheck(let names, let date): return try CheckCommand(names: names, date: date, isDone: false).run(in: context)
        case .toggle(let name, let date): return try ToggleCommand(name: name, date: date).run(in: context)
        case .stats(let name, let json): return try StatsCommand(name: name, json: json).run(in: context)
        case .rename(let name, let newName): return try RenameCommand(name: name, newName: newName).run(in: context)
        case .delete(let name, let confirmed): return try DeleteCommand(name: name, confirmed: confirmed).run(in: context)
        case .help(let topic): return HelpCommand(topic: topic).run(in: context)
        case .manual: return Output(stdout: ManPage.render())
        case .version: return Output(stdout: Version.text(commit: context.commit, language: context.language))
        case .todo(let quiet): return try TodoCommand(quiet: quiet).run(in: context)
        case .status(let name, let date, let quiet):
            return try StatusCommand(name: name, date: date, quiet: quiet).run(in: context)
        case .names(let archived): return try NamesCommand(archived: archived).run(in: context)
        case .importData(let source, let format, let tracker):
            return try ImportCommand(source: source, format: format, tracker: tracker).run(in: context)
        case .export(let format): return try ExportCommand(format: format).run(in: context)
        case .completion(let shell): return CompletionCommand(shell: shell).run(in: context)
        case .undo: return try UndoCommand().run(in: context)
        case .config: return ConfigCommand().run(in: context)
        case .archive(let name, let archived): return try ArchiveCommand(name: name, archived: archived).run(in: context)
        case .move(let name, let target): return try MoveCommand(name: name, target: target).run(in: context)
        case .ask(let back): return try AskCommand(daysBack: back).run(in: context)
        case .merge(let other, let base): return try MergeCommand(other: other, base: base).run(in: context)
        case .mergeDriver(let base, let ours, let theirs):
            return try MergeDriverCommand(base: base, ours: ours, theirs: theirs).run(in: context)
        }
    }
}
