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
/// ``HabitStatistics``.
enum StatsView {
    /// The statistics of every habit in `habits`, a blank line between two, their values in one
    /// column; the "no habits yet" hint when there are none.
    static func render(_ habits: [Habit], today: Day, presentation: Presentation) -> [String] {
        guard !habits.isEmpty else { return ListView.render([], today: today, presentation: presentation) }
        let tables = habits.map { rows($0, HabitStatistics($0, today: today), language: presentation.language) }
        let labelWidth = tables.joined().map { DisplayWidth.of($0.0) }.max() ?? 0
        var lines: [String] = []
        for (index, (habit, rows)) in zip(habits, tables).enumerated() {
            if index > 0 { lines.append("") }
            lines += render(habit, rows: rows, labelWidth: labelWidth, presentation: presentation)
        }
        return lines
    }

    /// The statistics of one habit: its title, then one aligned line per figure.
    static func render(_ habit: Habit, statistics: HabitStatistics, presentation: Presentation) -> [String] {
        let rows = rows(habit, statistics, language: presentation.language)
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

    /// The label and value of each figure.
    private static func rows(_ habit: Habit, _ statistics: HabitStatistics, language: any LanguageTable) -> [(String, String)] {
        var rows: [(String, String)] = []
        if habit.schedule != .daily {
            rows.append((language.text(.scheduleLabel), language.text(.scheduleWords(habit.schedule))))
        }
        rows += statistics.windows.map { window in
            (language.text(.statsLastDays(window.length)), language.text(.statsRate(window.rate)))
        }
        let best = statistics.bestWeekday(weekStartingOn: language.firstWeekday)
        let streak = StreakCount(statistics.currentStreak?.length ?? 0, habit.streakUnit)
        rows += [
            (language.text(.statsSince(statistics.start)), language.text(.statsRate(statistics.sinceCreated))),
            (language.text(.statsTotalLabel), language.text(.statsDays(statistics.totalDone))),
            (language.text(.statsStreakLabel), language.text(.daysInARow(streak))),
            (language.text(.statsRecordLabel), language.text(.statsRecord(statistics.record))),
            (language.text(.statsBestWeekdayLabel), language.text(.statsBestWeekday(best, best.map { statistics.rate(on: $0) }))),
        ]
        return rows
    }
}
