import HabitCore

extension English {
    /// The help screens: headings, exit codes, and what each command and option does.
    func text(_ message: HelpMessage) -> String {
        switch message {
        case .versionWithCommit(let version, let commit): return "habit \(version) (commit \(commit))"
        case .versionWithoutCommit(let version): return "habit \(version) (commit not recorded)"
        case .copyrightAndLicence(let year, let holders):
            return "Copyright (c) \(year) \(holders); released under the MIT License."
        // help
        case .tagline: return "habit: check off your habits in the terminal, daily or on a schedule."
        case .usageHeading: return "Usage:"
        case .commandsHeading: return "Commands:"
        case .optionsHeading: return "Options:"
        case .globalOptionsHeading: return "Global options:"
        case .exitCodesHeading: return "Exit codes:"
        case .exitCode(.success): return "success"
        case .exitCode(.no): return "the answer to a query is no"
        case .exitCode(.usage): return "usage error: unknown command or option, missing or bad argument, bad date"
        case .exitCode(.data):
            return "the data said no or failed: unknown or ambiguous habit, name taken, unreadable or corrupt file, write failed"
        case .dataFileHeading: return "Data file:"
        case .dataFileRule:
            return "--file PATH, else $HABIT_FILE, else $XDG_DATA_HOME/habit/habits.json, else ~/.local/share/habit/habits.json"
        case .nameAsCommand:
            return "habit NAME, where NAME is no command, shows that habit as habit show NAME does; a command's name always wins."
        case .moreHelp: return "Run “habit help COMMAND” for the options of one command."
        case .commandSummary(let command): return summary(command)
        case .optionHelp(let option, let command, let facts): return optionHelp(option, command, facts: facts)
        }
    }

    private func summary(_ command: CommandName) -> String {
        switch command {
        case .list: return "Show every habit with today's progress (the default)."
        case .add:
            return "Add a habit: daily, or on --days, --per-week, --every, --per-month or --monthly-on; measured with a goal."
        case .edit: return "Change a habit's schedule (for its whole history), icon, colour, goal or unit."
        case .log: return "Add an amount to a habit's day (negative corrects; --set replaces the total)."
        case .note: return "Write a line about a habit's day (an empty TEXT removes it)."
        case .grid: return "Show every habit as one row of its last days, today last, with its streak."
        case .notes: return "List the notes of every habit, or of one, newest first."
        case .skip: return "Excuse habits, or --all, today or on --date (a rest day): the streak holds."
        case .pause: return "Pause habits, or --all, from --from (today) through --until (open-ended)."
        case .resume: return "End the pause of habits, or of --all: they are due again from today."
        case .check: return "Mark habits as done today, or on --date."
        case .uncheck: return "Remove the done mark and the day's amount for today, or for --date."
        case .toggle: return "Flip habits between done and not done (a limit: record 0 or clear the amount)."
        case .show: return "Show a habit's streak, record, last 7 days and recent weeks (without NAME: all)."
        case .stats: return "Show statistics: completion rates, streak, record, best weekday (without NAME: all)."
        case .rename: return "Give a habit a new name; its history stays."
        case .delete: return "Delete a habit and its history, after asking."
        case .help: return "Show help for all commands or for one."
        case .todo: return "List the habits due today and not done; exit 1 when there are any."
        case .status:
            return "Tell whether a habit is done today or on --date (exit 0 if so, 1 if not); without one, a line such as 2/5."
        case .names: return "Print every habit's name, one per line."
        case .import: return "Add habits and days from CSV, a JSON export or another tracker; - reads standard input."
        case .export:
            return "Write all habits, their settings and days to standard output, or one habit's heatmap as SVG."
        case .report: return "Write an HTML report of every habit: heatmaps, streaks, strength and monthly totals."
        case .completion: return "Print a completion script for bash, zsh or fish."
        case .undo: return "Take back the last change; run it again to go back further, through the last 50."
        case .redo: return "Bring back the change the last undo took back."
        case .history: return "List the changes undo can take back, newest first, with what each did."
        case .archive: return "Archive habits: out of list, todo and the rest, their history kept."
        case .slip: return "Record a slip of a habit you quit, today or on --date (AMOUNT: how many, default 1)."
        case .unarchive: return "Bring archived habits back."
        case .move: return "Put a habit elsewhere in the order: --to N, --before OTHER or --after OTHER."
        case .ask: return "Check in: ask about every habit due and not yet answered, today first, then earlier days."
        case .config: return "Show the settings (day-starts-at, language, color, remind-at) and where each comes from."
        case .tags: return "List the tags with how many habits each has and today's progress."
        case .remind: return "Remind of the habits still open today, when their time has come (run it every few minutes)."
        case .merge: return "Merge another copy of the data file into it (three-way with --base, else two-way)."
        case .mergeDriver: return "git's merge driver for the data file: merge THEIRS into OURS (%O %A %B)."
        case .conflicts: return "List the conflicts merges resolved on their own: each habit, day and both values."
        case .weekStart: return "Show the day the data file's weeks start on, or change it (monday, sunday, saturday, friday)."
        }
    }

    private func optionHelp(_ option: OptionName, _ command: CommandName?, facts: OptionFacts) -> String {
        switch (option, command) {
        case (.file, _): return "Use this data file."
        case (.back, _): return "Ask about at most N days before today (default \(facts.defaultBack))."
        case (.man, _): return "Print the manual page (roff), as installed for man habit."
        case (.days, .grid?):
            return
                "Days in each row, today the last, \(facts.gridDays.lowerBound) to \(facts.gridDays.upperBound) (default \(facts.defaultGridDays))."
        case (.days, _):
            return "Due on these weekdays: mon,wed,fri (English, German or French, short or full), weekdays or weekends."
        case (.perWeek, _):
            return
                "Done on K days of each week, Monday to Sunday (K from \(facts.timesPerWeek.lowerBound) to \(facts.timesPerWeek.upperBound))."
        case (.every, .remind?):
            return "With --install: run habit remind every INTERVAL, 1m to 60m or 1h (default 15m)."
        case (.every, _):
            return "Done at least once in every N days (N from \(facts.intervals.lowerBound) to \(facts.intervals.upperBound))."
        case (.perMonth, _):
            return "Done on K days of each calendar month (K from \(facts.timesPerMonth.lowerBound) to "
                + "\(facts.timesPerMonth.upperBound); a shorter month asks for all its days)."
        case (.monthlyOn, _):
            return "Due on these days of each month: 1,15 (\(facts.daysOfMonth.lowerBound) to \(facts.daysOfMonth.upperBound), "
                + "-1 for the last day; a day past the month's end falls on its last day)."
        case (.daily, _): return "Due every day again."
        case (.from, .import?):
            return "Read another tracker's files: loop (its CSV export, zip or folder), harsh, habitctl (their folder), dijo."
        case (.from, .notes?):
            return "The first day whose notes to list: YYYY-MM-DD, Nov 26, yesterday, a weekday or -N."
        case (.from, .stats?): return "With --by weekday: the first day to count: YYYY-MM-DD, Nov 26, yesterday, a weekday or -N."
        case (.from, _): return "The first paused day (default today): YYYY-MM-DD, Nov 26, tomorrow, a weekday, -N or +N days."
        case (.until, .stats?): return "With --by weekday: the last day to count, in the same forms (default today)."
        case (.until, .notes?): return "The last day whose notes to list, in the same forms (default today)."
        case (.until, _): return "The last paused day, up to a year ahead, in the same forms (default: until habit resume)."
        case (.base, _): return "The copy both came from (the common ancestor): a three-way merge."
        case (.conflictCopies, _):
            return
                "Merge each conflict copy of Syncthing, Dropbox or Nextcloud beside the data file, then move it into conflict-copies/."
        case (.clear, _): return "Acknowledge the listed conflicts: habit no longer mentions them."
        case (.archived, _): return "Show the archived habits instead."
        case (.matching, _): return "Only the names that TEXT finds as their start, ignoring case and accents (for completion)."
        case (.candidates, _):
            return "For the completion scripts: the commands, a command's options or the day words, in the current language."
        case (.to, _): return "Put the habit at position N (1 is the top)."
        case (.before, _): return "Put the habit right before OTHER."
        case (.after, _): return "Put the habit right after OTHER."
        case (.wait, _): return "Wait at most SECONDS for another habit (default \(facts.defaultWait), or $HABIT_WAIT)."
        case (.color, .add?), (.color, .edit?):
            return "The habit's colour: \(facts.colors.joined(separator: ", ")) "
                + "(auto, always and never still set the output's colour)."
        case (.color, _): return "Colour the output: auto (default), always or never."
        case (.help, _): return "Show this help."
        case (.version, _): return "Show the version."
        case (.icon, _): return "An emoji or short symbol (default \(facts.defaultIcon))."
        case (.date, _): return "The day (default today): YYYY-MM-DD, Nov 26, yesterday, a weekday (Mon) or -N for N days ago."
        case (.yes, _): return "Delete without asking (needed in scripts)."
        case (.weeks, .export?), (.weeks, .report?):
            return
                "Weeks in the heatmap, \(facts.heatmapWeeks.lowerBound) to \(facts.heatmapWeeks.upperBound) (default \(facts.defaultHeatmapWeeks))."
        case (.weeks, _):
            return
                "Weeks in the calendar, \(facts.weeks.lowerBound) to \(facts.weeks.upperBound) (default \(facts.defaultWeeks), or as many as fit)."
        case (.notes, _): return "Every note instead of the last three."
        case (.json, _): return "Print JSON for scripts instead of text."
        case (.asOf, _): return "Show everything as it stood on this day: YYYY-MM-DD, Nov 26, yesterday, a weekday or -N."
        case (.quiet, _): return "Print nothing; only the exit code answers."
        case (.format, .status?):
            return "The line's template: {done}, {due}, {open}, {names}, {streak}, {percent}; or waybar for JSON."
        case (.format, .import?): return "csv or json (default: json when the input starts with {, else csv)."
        case (.format, .export?):
            return
                "json (default), the backup that keeps everything; csv, a table of names and days only; or svg, the heatmap of NAME."
        case (.out, _): return "Write the report to FILE, replacing it whole (default: standard output, not a terminal)."
        case (.format, _): return "json (default), the backup that keeps everything, or csv, a table of names and days only."
        case (.goal, _): return "Measured: a due day is done when its amount reaches AMOUNT."
        case (.atMost, _): return "A limit: a day is kept while its amount stays at most AMOUNT."
        case (.weeklyGoal, _): return "Measured by the week: done when Monday to Sunday add up to AMOUNT."
        case (.unit, .edit?): return "What the amounts count; alone, a new unit for the goal (empty: none)."
        case (.unit, _): return "What the amounts count: km, or the singular and the plural as glass/glasses."
        case (.quit, _): return "A habit to quit: a day is clean unless a slip is recorded (habit slip)."
        case (.trackOnly, _): return "Only keep track: never due, no streak; days, amounts and notes are kept."
        case (.reading, _):
            return "Tracked only, its amounts are readings (a weight):"
                + " log sets the day's value, stats show last, average, lowest, highest."
        case (.due, _): return "Due again on its schedule: no longer tracked only or a habit to quit."
        case (.noGoal, _): return "Remove the goal or limit; the amounts stay."
        case (.set, _): return "Make AMOUNT the day's total instead of adding to it (0 records zero)."
        case (.all, _): return "Every habit that is not archived, instead of names (a holiday)."
        case (.note, _): return "The day's note: one line of text (empty removes it)."
        case (.now, _): return "Remind of every open habit at once, whatever its times; the state stays as it is."
        case (.by, _):
            return "Totals per week, month or year as a bar chart, or done of due per weekday (needs NAME)."
        case (.last, _):
            return
                "How many weeks, months or years to show, \(facts.lastPeriods.lowerBound) to \(facts.lastPeriods.upperBound) (default \(facts.defaultLastPeriods) weeks or months, every year)."
        case (.skipInvalid, _):
            return "With --from harsh or habitctl: leave out the log lines habit cannot keep, list each on standard error, "
                + "import the rest."
        case (.dryRun, _): return "Print what would be sent, or with --install or --uninstall written, and change nothing."
        case (.install, _):
            return "Set up a timer that runs habit remind: a systemd user timer, else a crontab entry."
        case (.uninstall, _): return "Remove the timer --install set up, and nothing else."
        case (.at, _): return "With --install: run habit remind --now once a day at TIME (HH:MM) instead."
        case (.cron, _): return "With --install or --uninstall: use the crontab (crontab -l, crontab -)."
        case (.systemd, _): return "With --install or --uninstall: use a systemd user timer (systemctl --user)."
        case (.via, _): return "How to send: notify, mail, print or command (default: remind-via, else notify on a desktop)."
        case (.remind, _):
            return "Remind at these times (HH:MM, several with commas: 08:00,20:00); none: at the default time (remind-at)."
        case (.tag, .add?), (.tag, .edit?):
            return
                "Tag the habit: --tag morgens, or several as --tag morgens,gesund or --tag morgens --tag gesund (case and accents ignored)."
        case (.tag, _):
            return "Only the habits with any of these tags: --tag morgens, --tag morgens,gesund or --tag morgens --tag gesund."
        case (.untag, _):
            return
                "Take these tags away from the habit: --untag morgens, --untag morgens,gesund or --untag morgens --untag gesund."
        case (.flat, _): return "List the habits in their order, without headings for their tags."
        }
    }
}
