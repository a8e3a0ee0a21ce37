import HabitCore
import HabitText

/// `habit completion SHELL`: a completion script, generated from ``CommandTable`` so that it
/// knows every command, option and value the parser knows. Nothing that depends on the data
/// or the language is baked in: the scripts ask `habit names --matching` for the names that
/// what was typed would find and `habit tags --matching` for the tags after `--tag` and
/// `--untag` (passing on a `--file` from the command line), and
/// ``CompletionCandidates`` for descriptions and day words, in the language of the shell that
/// completes.
enum CompletionScript {
    /// The script for `shell`, the same in every language.
    static func render(for shell: Shell) -> String {
        switch shell {
        case .bash: return BashCompletion.script()
        case .zsh: return ZshCompletion.script()
        case .fish: return FishCompletion.script()
        }
    }

    /// What a positional argument completes to.
    enum ArgumentKind: Equatable {
        case habits, archivedHabits, commands, shells, weekStarts, files, nothing
    }

    /// What an option's value completes to.
    enum ValueKind: Equatable {
        /// `days`: the current language's words for a day, asked for at completion time;
        /// `tags`: the tags the habits have (`habit tags --matching`), after any typed before a
        /// comma.
        case words([String]), days, habits, tags, files, nothing
    }

    /// The commands, in the order help lists them.
    static var commands: [CommandName] {
        CommandTable.commands.map(\.name)
    }

    /// What each positional argument of `command` completes to, and whether the last one
    /// repeats (`check NAME…`).
    static func arguments(of command: CommandName) -> (kinds: [ArgumentKind], lastRepeats: Bool) {
        let arguments = CommandTable.spec(for: command).arguments
        let kinds = arguments.map { argument -> ArgumentKind in
            switch argument.kind {
            case .habit: return .habits
            case .archivedHabit: return .archivedHabits
            case .command: return .commands
            case .shell: return .shells
            case .weekStart: return .weekStarts
            case .file: return .files
            case .newName, .amount, .text: return .nothing
            }
        }
        return (kinds, arguments.last?.repeats == true)
    }

    /// The options `command` accepts (the global ones when `nil`): its own first.
    static func options(for command: CommandName?) -> [OptionSpec] {
        CommandTable.options(for: command)
    }

    /// What the value of `option` completes to.
    static func values(of option: OptionSpec) -> ValueKind {
        guard let placeholder = option.value else { return .nothing }
        switch placeholder {
        case .day: return .days
        case .color: return .words(HabitColor.allCases.map(\.rawValue) + ColorMode.allCases.map(\.rawValue))
        case .when: return .words(ColorMode.allCases.map(\.rawValue))
        // Every format `export` writes; `import` reads the first two.
        case .format: return .words(ExportFormat.allCases.map(\.rawValue))
        case .template: return .words([StatusLineFormat.waybarName])
        case .tracker: return .words(ForeignFormat.allCases.map(\.rawValue))
        case .candidates: return .words(CompletionCandidates.allCases.map(\.rawValue))
        case .weekdays: return .words(["weekdays", "weekends", "mon", "tue", "wed", "thu", "fri", "sat", "sun"])
        case .times: return .words(Schedule.timesPerWeek.map(String.init))
        case .monthTimes: return .words(Schedule.timesPerMonth.map(String.init))
        case .monthDays: return .words(["1", "15", String(Schedule.lastDayOfMonth)])
        case .via: return .words(ReminderVia.allCases.map(\.rawValue))
        case .period: return .words(StatsPeriod.allCases.map(\.rawValue))
        case .clockTimes: return .words(["08:00", "20:00", "none"])
        case .interval: return .words(["5m", "10m", "15m", "30m", "1h"])
        case .clockTime: return .words(["08:00", "20:00"])
        case .path, .file, .base, .ours, .theirs: return .files
        case .other: return .habits
        case .tags: return .tags
        case .members: return .habits
        case .needs: return .words(["all", "any", "2"])
        case .name, .newName, .names, .icon, .command, .shell, .count, .seconds, .position, .amount, .unit, .text:
            return .nothing
        }
    }

    /// `--date` and `-d`: how `option` can be typed.
    static func spellings(of option: OptionSpec) -> [String] {
        ["--" + option.name.rawValue] + (option.short.map { ["-\($0)"] } ?? [])
    }

    /// Every spelling of every option that takes a value, for skipping values when looking
    /// for the command and counting arguments.
    static var valueOptionSpellings: [String] {
        var seen = Set<String>()
        let all = CommandTable.globalOptions + CommandTable.commands.flatMap(\.options)
        return all.filter { $0.value != nil }.flatMap(spellings).filter { seen.insert($0).inserted }
    }

    /// Options that take a value, each with the commands it belongs to (`nil`: global) in
    /// table order, the own ones first so that they shadow a global option of the same name.
    static var valueOptions: [(commands: [CommandName]?, option: OptionSpec)] {
        var own: [(commands: [CommandName]?, option: OptionSpec)] = []
        for spec in CommandTable.commands {
            for option in spec.options where option.value != nil {
                if let index = own.firstIndex(where: { $0.option.name == option.name && $0.option.value == option.value }) {
                    own[index].commands?.append(spec.name)
                } else {
                    own.append(([spec.name], option))
                }
            }
        }
        return own + CommandTable.globalOptions.filter { $0.value != nil }.map { (nil, $0) }
    }

    /// `text` in single quotes for bash and zsh (POSIX quoting).
    static func posixQuoted(_ text: String) -> String {
        "'" + text.replacing("'", with: #"'\''"#) + "'"
    }
}
