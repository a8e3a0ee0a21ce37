import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// The options that more than one command takes, declared once; an option only one command
/// takes is declared in that command's file.
enum Options {
    // Every command's.

    /// `--file PATH`: the data file.
    static let file = Option<String>(.file, .path)
    /// `--color WHEN`: when to colour the output.
    static let color = Option<ColorMode>(.color, .colorMode)
    /// `--wait SECONDS`: how long a change waits for another `habit`'s lock.
    static let wait = Option<Double>(
        .wait,
        ValueKind(placeholder: .seconds) { text throws(UsageError) in
            guard let seconds = LockWait.seconds(text) else {
                throw .badWait(text, variable: false, maximum: Int(LockWait.range.upperBound))
            }
            return seconds
        })
    /// `-h`, `--help`: help instead of the command.
    static let help = Option<Bool>(.help, short: "h", .flag)
    /// `--version`.
    static let version = Option<Bool>(.version, .flag)

    /// The options every command takes, in the order help lists them.
    static let global: [any DeclaredOption] = [file, color, wait, help, version]

    // Several commands'.

    /// `-d`, `--date DAY`: the day to change or ask about; today when not given.
    static let date = Option<DateArgument>(.date, short: "d", .day)
    /// `--note TEXT`: the day's note, set along with the change.
    static let note = Option<String>(.note, .text(.text))
    /// `--json`: machine-readable output.
    static let json = Option<Bool>(.json, .flag)
    /// `--as-of DAY`: everything as it stood on that day.
    static let asOf = Option<DateArgument>(.asOf, .day)
    /// `-q`, `--quiet`: nothing printed, the exit code answers.
    static let quiet = Option<Bool>(.quiet, short: "q", .flag)
    /// `--format csv|json`.
    static let format = Option<DataFormat>(.format, .choice(.format) { .badFormat($0) })
    /// `--weeks N` of `report` and `export --format svg`: the weeks of the heatmap.
    static let heatmapWeeks = Option<Int>(
        .weeks, .count(.count, in: HeatmapSVG.weekRange) { .badWeeks($0, range: HeatmapSVG.weekRange) })
    /// `--archived`: the archived habits instead of the others.
    static let archived = Option<Bool>(.archived, .flag)
    /// `names --matching TEXT`: the names that TEXT would find, as a start (for completion).
    static let matching = Option<String>(.matching, .text(.text))
    /// `completion SHELL --candidates WHAT`: what a completion script asks for at completion time.
    static let candidates = Option<CompletionCandidates.Query>(
        .candidates, ValueKind(placeholder: .candidates, parse: CompletionCandidates.Query.parse))
    /// `-i`, `--icon ICON`.
    static let icon = Option<String>(.icon, short: "i", .text(.icon))
    /// `-c`, `--color COLOR`: the habit's colour (or, as for every command, when to colour).
    static let paletteColor = Option<HabitColor?>(.color, short: "c", .paletteColor)

    /// `--days DAYS`: due on these weekdays.
    static let days = Option<Schedule>(.days, ValueKind(placeholder: .weekdays, parse: ScheduleArgument.days))
    /// `--per-week K`: due K times a week.
    static let perWeek = Option<Schedule>(.perWeek, ValueKind(placeholder: .times, parse: ScheduleArgument.perWeek))
    /// `--every N`: due every N days.
    static let every = Option<Schedule>(.every, ValueKind(placeholder: .count, parse: ScheduleArgument.every))
    /// `--per-month K`: due K times a calendar month.
    static let perMonth = Option<Schedule>(
        .perMonth, ValueKind(placeholder: .monthTimes, parse: ScheduleArgument.perMonth))
    /// `--monthly-on DAYS`: due on these days of each month.
    static let monthlyOn = Option<Schedule>(
        .monthlyOn, ValueKind(placeholder: .monthDays, parse: ScheduleArgument.monthlyOn))
    /// The schedule options `add` and `edit` share, in help order.
    static let schedules = [days, perWeek, every, perMonth, monthlyOn]

    /// `--goal N`: at least N a day.
    static let goal = goalOption(.goal, .atLeast)
    /// `--at-most N`: a limit of N a day.
    static let atMost = goalOption(.atMost, .atMost)
    /// `--weekly-goal N`: at least N a week.
    static let weeklyGoal = goalOption(.weeklyGoal, .weeklyAtLeast)
    /// The goal options, in help order.
    static let goals = [goal, atMost, weeklyGoal]
    /// `--unit UNIT`: what a goal counts.
    static let unit = Option<String>(.unit, .text(.unit))
    /// `--quit`: a habit to quit, a limit of 0 whose recorded days are slips.
    static let quit = Option<Bool>(.quit, .flag)
    /// `--track-only`: a habit only tracked, never due, without a streak.
    static let trackOnly = Option<Bool>(.trackOnly, .flag)
    /// `--reading`: a habit only tracked whose amounts are readings (a weight), set, not added.
    static let reading = Option<Bool>(.reading, .flag)
    /// `--remind TIMES`: the habit's own reminder times (`08:00,20:00`), or `none`.
    static let remind = Option<[ClockTime]>(
        .remind, ValueKind(placeholder: .clockTimes, parse: ReminderTimesArgument.times))

    private static func goalOption(_ name: OptionName, _ kind: Goal.Kind) -> Option<GoalArgument.Typed> {
        Option(
            name,
            ValueKind(placeholder: .amount) { text throws(UsageError) in
                GoalArgument.Typed(option: "--" + name.rawValue, kind: kind, amount: try GoalArgument.amount(text))
            })
    }
}
