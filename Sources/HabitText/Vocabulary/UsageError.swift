import HabitCore

/// A command line that cannot be understood; exit code 2.
public enum UsageError: Error, Equatable, Sendable {
    /// The first word is not a command.
    case unknownCommand(String, suggestion: String?)
    /// An option the command does not have.
    case unknownOption(String, command: CommandName?, suggestion: String?)
    /// A short option no command has, given to a command that takes names: perhaps a name or
    /// text that starts with a dash, which goes after `--`; `retry` is the command line to copy,
    /// with the words typed before it and `--`.
    case nameLikeOption(String, command: CommandName, retry: String)
    /// An option that needs a value got none.
    case missingValue(option: String, placeholder: Placeholder)
    /// An option that takes no value got one (`--yes=no`).
    case unexpectedValue(option: String)
    /// A required argument is missing.
    case missingArgument(command: CommandName, placeholder: Placeholder)
    /// More arguments than the command takes; `several` are the commands that take several
    /// names, in help order.
    case extraArgument(String, command: CommandName, several: [CommandName])
    /// `--all` and a name at once (`pause --all Lesen`): every habit, or the ones named?
    case allWithNames(String, command: CommandName)
    /// An option typed after `--`, which made it an argument, one more than the command takes
    /// (`habit add -- -Y --goal 2`).
    case optionAfterEnd(String, command: CommandName)
    /// An argument for a command that takes none.
    case argumentNotTaken(String, command: CommandName)
    /// A `--date`, `--from`, `--until` or `--as-of` that names no day (``DateArgument``).
    case date(DateError)
    /// A `--weeks` that is not a whole number in `range` (``ViewOptions/weekRange``).
    case badWeeks(String, range: ClosedRange<Int>)
    /// A colour outside the palette; `choices` are the palette's names.
    case badColor(String, choices: [String])
    /// A `--color` value other than auto, always or never.
    case badColorMode(String)
    /// `habit help X` for an unknown X.
    case unknownHelpTopic(String, suggestion: String?)
    /// A `--format` other than csv or json.
    case badFormat(String)
    /// `import --from` names no tracker habit reads.
    case badTracker(String, suggestion: String?)
    /// `import --from` with `--format`: the tracker's files have their own format.
    case trackerWithFormat
    /// `import --skip-invalid` without `--from harsh` or `--from habitctl`, whose log lines it
    /// may leave out.
    case skipInvalidWithoutLog
    /// `habit completion X` for a shell other than bash, zsh or fish.
    case unknownShell(String, suggestion: String?)
    /// `habit week-start X` for a day other than monday, sunday, saturday or friday.
    case unknownWeekStart(String)
    /// `completion --candidates` was given something other than commands, options or days.
    case badCandidates(String)
    /// A `--wait` (or, with `variable`, a `HABIT_WAIT`) that is not a number of seconds in
    /// ``LockWait/range``, whose upper end is `maximum`.
    case badWait(String, variable: Bool, maximum: Int)
    /// An option that takes a value was given twice (`--date` twice): which one was meant?
    case repeatedOption(String)
    /// An empty or blank habit name given to a command that finds habits by name.
    case blankName(command: CommandName)
    /// A `--to` that is not a whole number from 1 on.
    case badPosition(String)
    /// `habit move` without `--to`, `--before` or `--after`, or with more than one of them.
    case moveNeedsOneTarget
    /// A `--days` word that is no weekday.
    case badDays(String)
    /// A `--per-week` that is not a whole number in `range` (``HabitCore/Schedule/timesPerWeek``).
    case badPerWeek(String, range: ClosedRange<Int>)
    /// An `--every` that is not a whole number in `range` (``HabitCore/Schedule/intervals``).
    case badEvery(String, range: ClosedRange<Int>)
    /// A `--per-month` that is not a whole number in `range` (``HabitCore/Schedule/timesPerMonth``).
    case badPerMonth(String, range: ClosedRange<Int>)
    /// A `--monthly-on` item that is no day of the month in `range` nor -1; the item as typed.
    case badMonthlyOn(String, range: ClosedRange<Int>)
    /// Two schedule options at once (`--days` and `--every`); the options as typed.
    case conflictingSchedules(String, String)
    /// `edit` without anything to change.
    case nothingToEdit
    /// A `--back` that is not a whole number from 0 to `maximum`
    /// (``HabitCore/Habit/askDaysBackLimit``).
    case badBack(String, maximum: Int)
    /// An amount, goal, unit or note that cannot be used, or a day's total it would leave
    /// outside 0…1,000,000,000.
    case amount(AmountError, limits: AmountLimits = .current)
    /// Two kinds of goal at once (`--goal` and `--at-most`, or `--no-goal` with one); the
    /// options as typed.
    case conflictingGoals(String, String)
    /// A goal option with a schedule it does not combine with (`--goal` with `--per-week`).
    case goalConflictsWithSchedule(String, String)
    /// `--unit` without `--goal`, `--at-most` or `--weekly-goal`.
    case unitWithoutGoal
    /// A usage error of the grid, the report or the SVG heatmap (``ReportUsageError``).
    case report(ReportUsageError)
    /// A `status --format` with a piece in braces that is no placeholder, or a brace left open;
    /// the piece as typed, and the placeholders there are.
    case badStatusPlaceholder(String, choices: [String])
    /// `status NAME --format`: the format is for the line about every habit; the name as typed.
    case statusFormatWithName(String)
    /// `status NAME --tag`: the tags choose the habits of the line about every habit; the name as
    /// typed.
    case statusTagWithName(String)
    /// A `habit remind` or `--remind` value that cannot be used, worded in the reminders' area.
    case reminder(ReminderMessage)
    /// A `habit stats --by` command line that cannot be followed, worded in the trends' area.
    case trend(TrendMessage)
    /// A `habit remind --install` or `--uninstall` option that cannot be used, worded in the
    /// timer's area.
    case timer(TimerMessage)
    /// A `--tag` or `--untag` value that cannot be used, worded in the tags' area.
    case tag(TagMessage)
    /// A group option (`--of`, `--needs`, …) that cannot be followed, worded in the groups' area.
    case group(GroupMessage)
}

extension UsageError: ReportedError {
    /// What was typed is wrong: exit 2.
    public var exitCode: ExitCode { .usage }

    /// The sentence for the error (`ErrorMessage.usage`).
    public func sentence(in language: LanguageTable) -> String {
        language.text(.usage(self))
    }
}
