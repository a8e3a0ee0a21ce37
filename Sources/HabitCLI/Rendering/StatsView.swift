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
    /// The statistics of every habit in `habits`, a blank line between two; the "no habits yet"
    /// hint when there are none.
    static func render(_ habits: [Habit], today: Day, presentation: Presentation) -> [String] {
        guard !habits.isEmpty else { return ListView.render([], today: today, presentation: presentation) }
        var lines: [String] = []
        for (index, habit) in habits.enumerated() {
            if index > 0 { lines.append("") }
            lines += render(habit, statistics: HabitStatistics(habit, today: today), presentation: presentation)
        }
        return lines
    }

    /// The statistics of one habit: its title, then one aligned line per figure.
    static func render(_ habit: Habit, statistics: HabitStatistics, presentation: Presentation) -> [String] {
        let language = presentation.language
        let style = presentation.style
        func text(_ message: StatsMessage) -> String { language.text(.stats(message)) }
        // Daily rates keep their plain words; other schedules say what they counted.
        func rate(_ rate: HabitStatistics.Rate) -> String {
            rate.measure == .days ? text(.rate(rate)) : language.text(.schedule(.rate(rate)))
        }
        var rows: [(String, String)] = []
        if habit.schedule != .daily {
            rows.append((language.text(.schedule(.scheduleLabel)), language.text(.schedule(.scheduleWords(habit.schedule)))))
        }
        rows += statistics.windows.map { window in
            (text(.lastDays(window.length)), rate(window.rate))
        }
        let best = statistics.bestWeekday(weekStartingOn: language.firstWeekday)
        let streak = StreakCount(statistics.currentStreak?.length ?? 0, habit.schedule.streakUnit)
        rows += [
            (text(.since(statistics.start)), rate(statistics.sinceCreated)),
            (text(.totalLabel), text(.days(statistics.totalDone))),
            (text(.streakLabel), language.text(.daysInARow(streak))),
            (text(.recordLabel), text(.record(statistics.record))),
            (text(.bestWeekdayLabel), text(.bestWeekday(best, best.map { statistics.rate(on: $0) }))),
        ]
        let labelWidth = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        let title = habit.icon + " " + DisplayWidth.truncated(habit.name, to: max(1, presentation.width - 3))
        return [style.bold(style.paint(title, habit.color))]
            + rows.map { label, value in "  " + DisplayWidth.padded(label, to: labelWidth) + " " + value }
    }
}
