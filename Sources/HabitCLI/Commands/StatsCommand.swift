import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// `habit stats [NAME] [--json]`: the statistics of one habit or of every habit, as aligned
/// text or as JSON (with `--tag TAGS`, of the habits with any of the tags, and below them the
/// tags' combined completion); `habit stats NAME --by week|month|year [--last N]`: its totals per period
/// as a bar chart; `habit stats NAME --by weekday [--from DAY] [--until DAY]`: done of due per
/// weekday.
struct StatsCommand: DeclaredCommand {
    /// The numbers of periods `--last` takes.
    static let lastRange = 1...1000
    /// The weeks or months shown without `--last` (years: all of them).
    static let defaultLast = 12

    /// Its options, in the order help lists them.
    struct Declared: TagOptions {
        /// `--by week|month|year|weekday`.
        @Declare var by = Option<StatsPeriod>(.by, .choice(.period) { .trend(.badPeriod($0)) })
        /// `--last N`: how many periods, the current one the last.
        @Declare var last = Option<Int>(.last, .count(.count, in: lastRange) { .trend(.badLast($0, range: lastRange)) })
        /// `--from DAY`: the first day `--by weekday` counts.
        @Declare var from = Option<DateArgument>(.from, .day)
        /// `--until DAY`: the last day `--by weekday` counts.
        @Declare var until = Option<DateArgument>(.until, .day)
        @Declare var json = Options.json
        @Declare var tag = Options.tag
    }

    /// The declaration: its name and arguments; its options are ``Declared``'s.
    static let spec = CommandSpec(StatsCommand.self, .stats, arguments: [.optionalName])

    /// The habit as typed; every habit when `nil`.
    let name: String?
    /// `--json`.
    let json: Bool
    /// `--by`; the usual figures when `nil`.
    let period: StatsPeriod?
    /// `--last`; the default for the period when `nil`.
    let last: Int?
    /// `--from`, with `--by weekday`.
    let from: DateArgument?
    /// `--until`, with `--by weekday`.
    let until: DateArgument?
    /// `--tag`: only the habits with any of these tags.
    var tagFilter = TagFilter()

    /// The command with these values.
    init(
        name: String?, json: Bool = false, by period: StatsPeriod? = nil, last: Int? = nil, from: DateArgument? = nil,
        until: DateArgument? = nil
    ) {
        self.name = name
        self.json = json
        self.period = period
        self.last = last
        self.from = from
        self.until = until
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<Declared>) throws(UsageError) {
        name = input.arguments.first
        json = input.isSet(\.json)
        period = try input.value(\.by)
        last = try input.value(\.last)
        from = try input.value(\.from)
        until = try input.value(\.until)
        if period != nil, name == nil {
            throw .trend(.byNeedsName(command: "habit stats NAME --by \(period?.rawValue ?? "week")"))
        }
        if last != nil, period == nil || period == .weekday {
            throw .trend(.lastNeedsPeriods(command: "habit stats NAME --by month --last \(last ?? 6)"))
        }
        if from != nil || until != nil, period != .weekday {
            throw .trend(.rangeNeedsWeekdays(command: "habit stats NAME --by weekday --from DAY"))
        }
        tagFilter = try TagFilter(input)
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let first = try from.map(context.resolve)
        let lastDay = try until.map(context.resolve)
        if let first, let lastDay, lastDay < first { throw .usage(.trend(.rangeBackwards(first: first, last: lastDay))) }
        let collection = try context.load()
        let habits = try tagFilter.apply(
            to: try name.map { name throws(Failure) in [try context.find(name, in: collection)] } ?? collection.active,
            of: collection)
        var output = Output()
        switch (period, habits.first) {
        case (.weekday?, let habit?):
            let frequency = WeekdayFrequency(habit, from: first, through: lastDay, today: context.today)
            if json {
                output.stdout = PeriodChartView.json(habit, frequency, today: context.today)
            } else {
                PeriodChartView.render(habit, frequency, presentation: context.presentation).forEach { output.print($0) }
            }
        case (let period?, let habit?):
            let length = PeriodTotals.Length(rawValue: period.rawValue) ?? .week
            let count = last ?? (length == .year ? nil : Self.defaultLast)
            // JSON does not depend on the language: its weeks are ISO weeks, Monday first.
            let totals = PeriodTotals(habit, by: length, last: count, today: context.today, firstWeekday: habit.weekStart)
            if json {
                output.stdout = PeriodChartView.json(habit, totals, today: context.today)
            } else {
                PeriodChartView.render(habit, totals, presentation: context.presentation).forEach { output.print($0) }
            }
        case (_, _) where json:
            // JSON does not depend on the language: ties go to the earlier day of an ISO week (Monday first).
            // The perfect day of the habits shown, where two or more make a day.
            let judged = habits.filter { !$0.isTrackOnly && !$0.isArchived }
            output.stdout = StatsJSON.render(
                habits, positions: collection.positions, today: context.today,
                tagCompletion: tagFilter.combined(of: habits, in: collection, today: context.today),
                perfectDay: name == nil && judged.count > 1 ? PerfectDays(habits, today: context.today) : nil)
        default:
            StatsView.render(habits, today: context.today, presentation: context.presentation, perfectDays: name == nil)
                .forEach { output.print($0) }
            output.stdout +=
                tagFilter.combinedCompletion(of: habits, in: collection, today: context.today)
                .map { "\n" + context.presentation.paragraph($0) } ?? ""
        }
        return output
    }
}
