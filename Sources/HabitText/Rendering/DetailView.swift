import HabitCore

/// `habit show NAME`: the detail screen of one habit, as text.
///
/// ```
/// 🧠 Meditieren
/// 5 days in a row · Record: 12 days (Nov 1, 2026 – Nov 12, 2026)
///
/// Last 7 days
///  M  T  W  T  F  S  S
///  ○  ○  ●  ●  ●  ●  ◉
/// ● done  ◉ done today  ○ missed
///
/// ✓ Done today · undo with: habit uncheck Meditieren
/// ```
///
/// A habit to quit says "11 days clean · last slip Nov 19, 2026 · Record: 40 days (…)" instead
/// of its streak, marks its slips `◆` and its clean days `◇`, and under the week row where today
/// stands ("◈ Clean so far today") with the command that records a slip. A track-only habit says
/// on how many days it was done and its amounts' total instead of a streak, and has no strength.
///
/// A habit with reminder times of its own says them under its schedule ("Reminders: 08:00,
/// 20:00"). A measured habit adds its goal and the day's amount under the streak, marks days with part
/// of the goal `◐` and days over the limit `✕` in the week row (the legend, of exactly the
/// marks drawn, says so; see ``DayMark``), and ends
/// with its last notes:
///
/// ```
/// 💧 Wasser trinken
/// 3 days in a row · Record: 3 days (Nov 26, 2026 – Nov 28, 2026)
/// Goal: at least 8 Gläser a day
/// Today: 5/8 Gläser
///
/// Last 7 days
///  M  T  W  T  F  S  S
///  ●  ●  ◐  ●  ●  ●  ◐
/// ● done  ◐ partly done
///
/// ◐ Partly done today, 3 Gläser to go
/// add to it with: habit log 'Wasser trinken' AMOUNT
/// fill it up with: habit check 'Wasser trinken'
///
/// Last 3 of 4 notes
///   Nov 26, 2026  Viel Tee
///   Nov 27, 2026  Sagte „Prost“
///   Nov 28, 2026  Hitze ☀️
/// All 4 notes: habit show 'Wasser trinken' --notes
/// ```
public enum DetailView {
    /// How many notes the view shows without `--notes`: the latest ones.
    public static let recentNotes = 3

    /// The detail view as lines of text, as it stood on `asOf` (today when `nil`); every note
    /// up to that day when `allNotes`, else the last few; with the calendar grid at the end when
    /// `calendar` (see ``CalendarGrid/section(for:today:weeks:presentation:)`` for `weeks`). The
    /// legend of the marks drawn follows the week row, or the calendar when there is one.
    public static func render(
        _ habit: Habit, today: Day, presentation: Presentation, asOf: Day? = nil, allNotes: Bool = false,
        calendar: Bool = false, weeks: Int? = nil, members: [Habit] = []
    ) -> [String] {
        let day = asOf ?? today
        let language = presentation.language
        let streak = StreakCount(currentOf: habit, asOf: day)
        let record = habit.longestStreak(through: day)
        var lines = [HabitTitle.line(habit, presentation: presentation)]
        // A group says what it is made of and what it needs.
        if let rule = habit.group {
            let made: GroupMessage =
                rule.membersTag.map { .madeOfTag(tag: $0, needs: rule.needs) }
                ?? .madeOf(members: members.map(\.name), needs: rule.needs)
            lines += presentation.lines(.group(made))
        }
        if habit.isReading, let last = habit.readings(from: AcceptedDays.earliest, through: day)?.last {
            // Readings are never summed: the last value.
            lines += presentation.lines(
                .readingLine(days: habit.completions.count { $0 <= day }, last: last, unit: habit.readingUnit))
        } else if habit.isTrackOnly {
            // Never due, so no streak: what was done, and the amounts' total.
            let total = habit.amounts.isEmpty ? nil : habit.total(from: habit.start, through: day)
            lines += presentation.lines(
                .trackOnlyLine(days: habit.completions.count { $0 <= day }, total: total, unit: habit.goal?.unit))
        } else if habit.isQuit {
            lines += presentation.lines(
                .cleanAndRecord(clean: streak.length, lastSlip: habit.lastSlip(through: day), record: record))
        } else {
            let together = language.text(.streakAndRecord(streak: streak, record: record))
            if DisplayWidth.of(together) <= presentation.width {
                lines.append(together)
            } else {
                lines += presentation.lines(.daysInARow(streak)) + presentation.lines(.record(record))
            }
        }
        if habit.schedule != .daily {
            lines += presentation.lines(.scheduleLine(habit.schedule))
        }
        if !habit.reminders.isEmpty {
            lines += presentation.lines(Message.reminder(.timesLine(times: habit.reminders.map(\.description))))
        }
        if !habit.isTrackOnly {
            let strength = StatsView.strengthFigures(habit, today: day)
            lines += presentation.lines(
                .strengthLine(percent: strength.percent, change: strength.change, days: StatsView.strengthChangeDays))
        }
        lines += amountLines(habit, on: day, today: today, presentation: presentation)
        lines += [""] + presentation.lines(.lastSevenDays, indent: 0)
        let week = habit.lastDays(7, endingAt: day)
        lines += WeekRow.render(week, of: habit, today: today, presentation: presentation)
        var marks = WeekRow.marks(week, of: habit, today: today)
        let grid =
            calendar
            ? CalendarGrid.section(for: habit, today: day, weeks: weeks, presentation: presentation, realToday: today)
            : (lines: [], marks: [])
        if grid.lines.isEmpty { lines += DayMark.legend(marks, presentation: presentation) }
        lines.append("")
        lines += hint(for: habit, on: day, today: today, presentation: presentation)
        lines += noteLines(habit, through: day, all: allNotes, presentation: presentation)
        guard !grid.lines.isEmpty else { return lines }
        marks.formUnion(grid.marks)
        return lines + grid.lines + DayMark.legend(marks, presentation: presentation)
    }

    /// The goal and the day's amount of a measured habit: "Goal: at least 8 Gläser a day",
    /// "This week so far: 12.5/20 km" for a weekly goal, "Today: 5/8 Gläser" (in the warning
    /// colour when over the limit); nothing for a habit without amounts.
    private static func amountLines(_ habit: Habit, on day: Day, today: Day, presentation: Presentation) -> [String] {
        // A habit to quit says its slips in its own words, under the week row.
        guard habit.isMeasured, !habit.isQuit else { return [] }
        let shownDay = day == today ? nil : day
        var lines: [String] = []
        if let goal = habit.goal {
            lines += presentation.lines(.goalLine(goal, daily: habit.schedule == .daily))
            if goal.kind == .weeklyAtLeast {
                lines += presentation.lines(.weekAmountThrough(day: shownDay, total: habit.weekTotal(through: day), goal: goal))
            }
        }
        let amount = presentation.lines(
            .amountOn(day: shownDay, amount: DayAmount(total: habit.amount(on: day), goal: habit.goal)))
        return lines + (habit.isOverLimit(on: day) ? amount.map(presentation.style.warning) : amount)
    }

    /// The notes up to `day` under a heading, each with its day, the text wrapped in its column:
    /// every one when `all` (or "No notes yet."), else the last ``recentNotes`` and the command
    /// that shows them all; nothing for a habit without notes.
    private static func noteLines(_ habit: Habit, through day: Day, all: Bool, presentation: Presentation) -> [String] {
        let notes = habit.notes(through: day)
        guard !notes.isEmpty else { return all ? [""] + presentation.lines(.noNotes) : [] }
        let shown = all ? notes[...] : notes.suffix(recentNotes)
        let rows = shown.map { (presentation.language.text(.date($0.day)), $0.text) }
        let heading: ViewMessage =
            shown.count < notes.count ? .lastNotesHeading(shown: shown.count, total: notes.count) : .notesHeading
        var lines = ["", presentation.language.text(heading)]
        lines += TextWrap.table(rows, width: presentation.sentenceWidth, indent: 2, gap: 2, minimumRoom: 16, fallbackIndent: 4)
        if shown.count < notes.count {
            let command = commandLine(.show, habit.name) + " --notes"
            lines += presentation.lines(.allNotesWith(count: notes.count, command: command)).map(presentation.style.grey)
        }
        return lines
    }

    /// The line under the week row: the day's state and the commands that change it. When it
    /// does not fit, the state and each command are sentences on lines of their own, or the line
    /// wraps at spaces.
    private static func hint(for habit: Habit, on day: Day, today: Day, presentation: Presentation) -> [String] {
        let phrase = DayPhrase(day, today: today)
        // Today's hint names no date: the command works again tomorrow for tomorrow.
        func command(_ name: CommandName) -> String {
            day == today ? commandLine(name, habit.name) : commandLine(name, habit.name, date: day)
        }
        let whole: ViewMessage
        let parts: [ViewMessage]
        let shownDay = day == today ? nil : day
        let log = command(.log) + " " + presentation.language.text(.placeholder(.amount))
        if habit.isQuit, !habit.isSkipped(on: day), !habit.isPaused(on: day) {
            let slip = command(.slip)
            let slipped = habit.isOverLimit(on: day)
            whole = .quitStatus(day: shownDay, slipped: slipped, slip: slip)
            parts = [.quitStatus(day: shownDay, slipped: slipped, slip: nil), .slipWith(command: slip)]
        } else if habit.goal?.kind == .atMost, !habit.isSkipped(on: day), !habit.isPaused(on: day) {
            // A limit is never checked off: the line says where the day stands.
            let over = habit.isOverLimit(on: day)
            whole = .limitStatus(day: shownDay, over: over, log: log)
            parts = [.limitStatus(day: shownDay, over: over, log: nil), .logWith(command: log)]
        } else if habit.goal?.kind == .weeklyAtLeast, !habit.isSkipped(on: day), !habit.isPaused(on: day) {
            // A weekly goal is met by amounts, not by checking a day.
            let reached = habit.weekTotal(through: day) >= (habit.goal?.amount ?? .zero)
            whole = .weekGoalStatus(day: shownDay, reached: reached, log: log)
            parts = [.weekGoalStatus(day: shownDay, reached: reached, log: nil), .logWith(command: log)]
        } else if habit.isDone(on: day) {
            whole = .doneOn(day: phrase, undo: command(.uncheck))
            parts = [.doneStatus(day: phrase), .undoWith(command: command(.uncheck))]
        } else if habit.isPartlyDone(on: day), let goal = habit.goal, !habit.isSkipped(on: day), !habit.isPaused(on: day) {
            // Some of the goal: log adds to it, check fills it up.
            let left = goal.amount - (habit.amount(on: day) ?? .zero)
            let check = command(.check)
            whole = .partlyDoneStatus(day: shownDay, left: left, unit: goal.unit, log: log, check: check)
            parts = [
                .partlyDoneStatus(day: shownDay, left: left, unit: goal.unit, log: nil, check: nil),
                .addToItWith(command: log), .fillUpWith(command: check),
            ]
        } else if day == today, habit.isSkipped(on: today) {
            (whole, parts) = (.skippedToday(check: command(.check)), [])
        } else if day == today, habit.isPaused(on: today) {
            (whole, parts) = (.pausedToday(resume: commandLine(.resume, habit.name)), [])
        } else if day == today, !habit.isDue(on: today) {
            (whole, parts) = (.notDueToday(check: command(.check)), [])
        } else {
            whole = .openOn(day: phrase, check: command(.check))
            parts = [.openStatus(day: phrase), .checkWith(command: command(.check))]
        }
        let text = presentation.language.text(whole)
        if DisplayWidth.of(text) <= presentation.width { return [text] }
        guard !parts.isEmpty else { return presentation.lines(whole) }
        return parts.flatMap { presentation.lines($0) }
    }
}
