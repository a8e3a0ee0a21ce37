/// The names of `habit`'s commands, as typed; each is also the key of the command's summary in
/// the language tables (``Message/commandSummary(_:)``).
public enum CommandName: String, CaseIterable, Sendable {
    case list, add, edit, check, uncheck, skip, pause, resume, toggle, show, stats, rename, delete, undo, help
    case todo, status, names, `import`, export, completion
    case config, archive, unarchive, move, ask, redo, history
    case merge, mergeDriver = "merge-driver", conflicts
    case log, note
    case grid, notes
    case remind
    case report
    case slip
    case tags
    case tui
    case weekStart = "week-start"
}

/// The long names of every option, as typed after `--`; each is also the key of the option's
/// help in the language tables (``Message/optionHelp(_:command:facts:)``).
public enum OptionName: String, CaseIterable, Sendable {
    case file, color, help, version, icon, date, yes, weeks
    case json, asOf = "as-of", quiet, format, wait
    case archived, to, before, after, back
    case man
    case notes
    case days, perWeek = "per-week", every, daily, from, until
    case base, conflictCopies = "conflict-copies", clear
    case goal, atMost = "at-most", weeklyGoal = "weekly-goal", unit, noGoal = "no-goal", set, note
    case all
    case matching, candidates
    case now, dryRun = "dry-run"
    case via
    case perMonth = "per-month", monthlyOn = "monthly-on"
    case quit, trackOnly = "track-only", due, reading
    case remind
    case by, last
    case install, uninstall, at, cron, systemd
    case out
    case tag, untag, flat
    case skipInvalid = "skip-invalid"
    case of, ofTag = "of-tag", needs, addMember = "add-member", removeMember = "remove-member"
}

/// The word standing for a value in usage lines ("DAY" in `--date DAY`); each language names it.
public enum Placeholder: CaseIterable, Sendable {
    case name, newName, names, day, path, icon, color, when, command, count
    case file, format, shell, seconds, weekdays, times
    case position, other
    case base, ours, theirs
    case amount, unit, text
    case tracker
    case candidates
    /// `status --format`'s line of placeholders.
    case template
    case via, clockTimes
    /// `--per-month`'s number of days, and `--monthly-on`'s days of the month.
    case monthTimes, monthDays
    case period
    /// `remind --every`'s interval (`15m`) and `remind --at`'s time of day (`20:00`).
    case interval, clockTime
    case tags
    /// A group's members (`--of`) and what it needs (`--needs`).
    case members, needs
}
