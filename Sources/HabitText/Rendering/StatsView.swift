import HabitCore

/// `habit stats NAME`: a habit's figures as aligned lines of text.
///
/// ```
/// 📚 Lesen
///   7 days:             5 of 7 (71%)
///   30 days:            20 of 30 (67%)
///   365 days:           29 of 46 (63%)
///   Since Nov 18, 2026: 29 of 46 (63%)
///   Done in total:      29 days
///   Current streak:     5 days in a row
///   Record:             15 days (Dec 10, 2026 – Dec 24, 2026)
///   Best weekday:       Wednesday, 6 of 7 (86%)
/// ```
///
/// Rates count only days since the habit was created, today included; see
/// ``HabitStatistics``. A measured habit adds its goal after the schedule and, at the end, the
/// sum of its amounts over the same windows with the averages per day and per week (see
/// ``AmountStatistics``: a period shorter than a week averages over one week; rounded to two
/// decimals here, exact in `stats --json`):
///
/// ```
///   Goal:                     at least 8 Gläser a day
///   …
///   Total, 7 days:            51 Gläser · 7.29 a day · 51 a week
///   Total since Nov 20, 2026: 51 Gläser · 5.1 a day · 35.7 a week
/// ```
///
/// A habit to quit has its own figures instead (see ``QuitStatistics``):
///
/// ```
/// 🚭 Rauchen
///   Clean days:        89 days
///   Last slip:         Nov 19, 2026
///   Slips:             on 2 days, 3 in total
///   Slips per week:    0.15 on average since Sep 1, 2026
///   Slips per month:   0.65 on average since Sep 1, 2026
///   Current clean run: 11 days (Nov 20, 2026 – Nov 30, 2026)
///   Longest clean run: 40 days (Sep 1, 2026 – Oct 10, 2026)
///   Strength:          97% (−1 in 30 days)
/// ```
///
/// A habit only tracked has counts and totals only, no streak, rate or strength (see
/// ``TrackedStatistics``): "Days recorded:", "Days per week:", "Days per month:", with amounts
/// "Total:", "Total per week:", "Total per month:", then "First day recorded:", "Last day
/// recorded:" and "Notes:".
public enum StatsView {
    /// The statistics of every habit in `habits`, a blank line between two, their values in one
    /// column; the "no habits yet" hint when there are none.
    /// With `perfectDays`, the block on the perfect day follows (``perfectDayRows(_:today:language:)``),
    /// its values in the same column.
    public static func render(_ habits: [Habit], today: Day, presentation: Presentation, perfectDays: Bool = false) -> [String] {
        guard !habits.isEmpty else { return ListView.render([], today: today, presentation: presentation) }
        let tables = habits.map { rows($0, today: today, language: presentation.language) }
        let perfect = perfectDays ? perfectDayRows(habits, today: today, language: presentation.language) : nil
        let labelWidth = (tables.joined() + (perfect ?? [])).map { DisplayWidth.of($0.0) }.max() ?? 0
        var lines: [String] = []
        for (index, (habit, rows)) in zip(habits, tables).enumerated() {
            if index > 0 { lines.append("") }
            lines += render(habit, rows: rows, labelWidth: labelWidth, presentation: presentation)
        }
        if let perfect {
            lines.append("")
            lines += presentation.lines(.perfect(.heading), indent: 0).map(presentation.style.bold)
            lines += TextWrap.table(
                perfect, width: presentation.sentenceWidth, indent: 2, gap: 1, minimumRoom: 16, fallbackIndent: 4,
                leftWidth: labelWidth)
        }
        return lines
    }

    /// The rows of the block on the perfect day that `stats` without a name ends with, where two
    /// or more habits make a day (``HabitCore/PerfectDays``): the perfect days in a row, the
    /// record and the rates over 7, 30 and 365 days. `nil` for fewer habits.
    private static func perfectDayRows(_ habits: [Habit], today: Day, language: LanguageTable) -> [(String, String)]? {
        guard habits.filter({ !$0.isTrackOnly && !$0.isArchived }).count > 1 else { return nil }
        let perfect = PerfectDays(habits, today: today)
        let rows: [(String, String)] = [
            (language.text(.statsStreakLabel), language.text(.daysInARow(StreakCount(perfect.currentStreak?.length ?? 0, .day)))),
            (language.text(.statsRecordLabel), language.text(.statsRecord(perfect.record))),
        ]
        return rows
            + perfect.windows.map { window in
                (language.text(.statsLastDays(window.length)), language.text(.statsRate(window.rate)))
            }
    }

    /// The statistics of one habit: its title, then one aligned line per figure.
    public static func render(_ habit: Habit, statistics: HabitStatistics, presentation: Presentation) -> [String] {
        let rows =
            habit.purpose == .build
            ? rows(habit, statistics, language: presentation.language)
            : rows(habit, today: statistics.today, language: presentation.language)
        return render(habit, rows: rows, labelWidth: rows.map { DisplayWidth.of($0.0) }.max() ?? 0, presentation: presentation)
    }

    private static func render(_ habit: Habit, rows: [(String, String)], labelWidth: Int, presentation: Presentation)
        -> [String]
    {
        [HabitTitle.line(habit, presentation: presentation)]
            + TextWrap.table(
                rows, width: presentation.sentenceWidth, indent: 2, gap: 1, minimumRoom: 16, fallbackIndent: 4,
                leftWidth: labelWidth)
    }

    /// The label and value of each figure: a habit to quit has its own (see ``quitRows(_:today:language:)``).
    private static func rows(_ habit: Habit, today: Day, language: LanguageTable) -> [(String, String)] {
        switch habit.purpose {
        case .quit: return quitRows(habit, today: today, language: language)
        case .trackOnly: return trackedRows(habit, today: today, language: language)
        case .build: return rows(habit, HabitStatistics(habit, today: today), language: language)
        }
    }

    /// The figures of a habit only tracked (see ``TrackedStatistics``): the days recorded with
    /// their averages per week and per month since the start, the amounts' total with its
    /// averages (only for a habit with amounts), the first and the last day recorded, and the
    /// notes. No rates, no streak, no strength: such a habit is never due.
    private static func trackedRows(_ habit: Habit, today: Day, language: LanguageTable) -> [(String, String)] {
        let figures = TrackedStatistics(habit, today: today)
        let unit = habit.goal?.unit
        func average(_ amount: Amount, unit: String?) -> String {
            language.text(.statsAverageSince(rounded(amount), unit: unit, since: figures.start))
        }
        var rows: [(String, String)] = [
            (language.text(.statsTrackedLabel(.daysRecorded)), language.text(.statsDays(figures.daysRecorded))),
            (language.text(.statsTrackedLabel(.daysPerWeek)), average(figures.daysPerWeek, unit: nil)),
            (language.text(.statsTrackedLabel(.daysPerMonth)), average(figures.daysPerMonth, unit: nil)),
        ]
        if habit.isReading {
            // Readings (a weight) are never summed: the last, average, lowest and highest.
            if let readings = habit.readings(from: AcceptedDays.earliest, through: today) {
                let unit = habit.readingUnit
                rows += [
                    (language.text(.statsTrackedLabel(.lastReading)), language.text(.amount(readings.last, unit: unit))),
                    (
                        language.text(.statsTrackedLabel(.averageReading)),
                        language.text(.amount(rounded(readings.average), unit: unit))
                    ),
                    (language.text(.statsTrackedLabel(.lowestReading)), language.text(.amount(readings.lowest, unit: unit))),
                    (language.text(.statsTrackedLabel(.highestReading)), language.text(.amount(readings.highest, unit: unit))),
                ]
            }
        } else if let total = figures.total, let perWeek = figures.totalPerWeek, let perMonth = figures.totalPerMonth {
            rows += [
                (language.text(.statsTrackedLabel(.total)), language.text(.amount(total, unit: unit))),
                (language.text(.statsTrackedLabel(.totalPerWeek)), average(perWeek, unit: unit)),
                (language.text(.statsTrackedLabel(.totalPerMonth)), average(perMonth, unit: unit)),
            ]
        }
        return rows + [
            (language.text(.statsTrackedLabel(.firstDay)), language.text(.statsRecordedDay(figures.firstDay))),
            (language.text(.statsTrackedLabel(.lastDay)), language.text(.statsRecordedDay(figures.lastDay))),
            (language.text(.statsTrackedLabel(.notes)), language.text(.statsNoteCount(figures.notes))),
        ]
    }

    /// The figures of a habit to quit (see ``QuitStatistics``): its clean days, the last slip,
    /// the slips with their total and their averages per week and per month since the start, the
    /// current and the longest clean run, and the strength. No rates and no best weekday: a
    /// clean day is not a day done.
    private static func quitRows(_ habit: Habit, today: Day, language: LanguageTable) -> [(String, String)] {
        let figures = QuitStatistics(habit, today: today)
        var rows: [(String, String)] = []
        if habit.schedule != .daily {
            rows.append((language.text(.scheduleLabel), language.text(.scheduleWords(habit.schedule))))
        }
        let slips: ViewMessage =
            figures.slipDays == 0
            ? .statsNoSlips : .statsSlips(days: figures.slipDays, total: figures.slipTotal, unit: habit.goal?.unit)
        rows += [
            (language.text(.statsQuitLabel(.cleanDays)), language.text(.statsDays(figures.cleanDays))),
            (language.text(.statsQuitLabel(.lastSlip)), language.text(.statsLastSlip(figures.lastSlip))),
            (language.text(.statsQuitLabel(.slips)), language.text(slips)),
            (
                language.text(.statsQuitLabel(.slipsPerWeek)),
                language.text(.statsAverageSince(rounded(figures.slipsPerWeek), unit: nil, since: figures.start))
            ),
            (
                language.text(.statsQuitLabel(.slipsPerMonth)),
                language.text(.statsAverageSince(rounded(figures.slipsPerMonth), unit: nil, since: figures.start))
            ),
            (language.text(.statsQuitLabel(.currentCleanRun)), language.text(.statsCurrentRun(figures.currentCleanRun))),
            (language.text(.statsQuitLabel(.longestCleanRun)), language.text(.statsRecord(figures.longestCleanRun))),
            (language.text(.strengthLabel), language.text(strengthValue(habit, today: today))),
        ]
        return rows
    }

    /// The label and value of each figure of a habit to do.
    private static func rows(_ habit: Habit, _ statistics: HabitStatistics, language: LanguageTable) -> [(String, String)] {
        var rows: [(String, String)] = []
        if habit.schedule != .daily {
            rows.append((language.text(.scheduleLabel), language.text(.scheduleWords(habit.schedule))))
        }
        if let goal = habit.goal {
            rows.append((language.text(.goalLabel(goal.kind)), language.text(.goalWords(goal, daily: habit.schedule == .daily))))
        }
        // A habit judged month by month has no week-long window (it would count one month), and
        // neither it nor one due on days of the month has a best weekday (no weekday is due).
        let monthly = habit.isJudgedMonthly
        let byWeekday: Bool
        if case .monthlyOn = habit.schedule { byWeekday = false } else { byWeekday = !monthly }
        rows += statistics.windows.filter { !monthly || $0.length >= Self.shortestMonthlyWindow }.map { window in
            (language.text(.statsLastDays(window.length)), language.text(.statsRate(window.rate)))
        }
        let best = statistics.bestWeekday(weekStartingOn: habit.weekStart)
        let streak = StreakCount(statistics.currentStreak?.length ?? 0, habit.streakUnit)
        let bestRow = (
            language.text(.statsBestWeekdayLabel), language.text(.statsBestWeekday(best, best.map { statistics.rate(on: $0) }))
        )
        rows += [
            (language.text(.statsSince(statistics.start)), language.text(.statsRate(statistics.sinceCreated))),
            (language.text(.statsTotalLabel), language.text(.statsDays(statistics.totalDone))),
            (language.text(.statsStreakLabel), language.text(.daysInARow(streak))),
            (language.text(.statsRecordLabel), language.text(.statsRecord(statistics.record))),
            (language.text(.strengthLabel), language.text(strengthValue(habit, today: statistics.today))),
        ]
        if byWeekday { rows.append(bestRow) }
        return rows + amountRows(habit, today: statistics.today, language: language)
    }

    /// The shortest window `stats` shows for a habit judged month by month, in days: the 7 days
    /// are left out, the 30 kept.
    public static let shortestMonthlyWindow = 28

    /// How many days back the change of the strength is measured: "(+8 in 30 days)".
    public static let strengthChangeDays = 30

    /// The strength with its change over the last ``strengthChangeDays`` days, in whole
    /// points: "72% (+8 in 30 days)".
    public static func strengthValue(_ habit: Habit, today: Day) -> TrendMessage {
        let (percent, change) = strengthFigures(habit, today: today)
        return .strengthValue(percent: percent, change: change, days: strengthChangeDays)
    }

    /// The strength as a whole percentage on `today`, and its change from the percentage
    /// ``strengthChangeDays`` days before (so the two shown figures add up).
    public static func strengthFigures(_ habit: Habit, today: Day) -> (percent: Int, change: StrengthChange) {
        let strength = HabitStrength(habit, today: today)
        let now = strength.percent(on: today)
        let before = strength.percent(on: today.adding(days: -strengthChangeDays))
        return (now, StrengthChange(from: before, to: now))
    }

    /// For a measured habit, the sum over each window with its averages per day and per week,
    /// the averages rounded to two decimals: "Total, 7 days: 51 Gläser · 7.29 a day · 51 a week".
    private static func amountRows(_ habit: Habit, today: Day, language: LanguageTable) -> [(String, String)] {
        guard habit.isMeasured else { return [] }
        let amounts = AmountStatistics(habit, today: today)
        let unit = habit.goal?.unit
        func value(_ window: AmountStatistics.Window) -> String {
            language.text(
                .statsAmount(
                    total: window.total, perDay: rounded(window.perDay), perWeek: rounded(window.perWeek), unit: unit))
        }
        return amounts.windows.map { window in (language.text(.statsAmountLastDays(window.length ?? 0)), value(window)) }
            + [(language.text(.statsAmountSince(amounts.sinceStart.first)), value(amounts.sinceStart))]
    }

    /// `amount` rounded to two decimals, halves away from zero: 7.285714 → 7.29.
    public static func rounded(_ amount: Amount) -> Amount {
        let hundredths = Amount.scale / 100
        return Amount(millionths: amount.scaled(by: 1, dividedBy: Int(hundredths)).millionths * hundredths)
    }
}
