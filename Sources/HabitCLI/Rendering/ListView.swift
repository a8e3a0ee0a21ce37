import HabitCore

/// `habit list`: today's progress and every habit on one line.
///
/// ```
/// 2 of 3 done today
/// ████████████████░░░░░░░░  67%
///
/// ✓ 🧠 Meditieren      🔥 5
/// ○ 📚 Lesen
/// · 🏋️ Gym             🔥 2  1 of 3 this week
/// ```
/// The tally counts the habits due or done today; a habit not due today has `·` for a mark.
/// A measured habit shows its amount after the streak: the day's total against its goal or
/// limit ("5/8 Gläser", "1/2 Tassen", in the warning colour when over), the week's sum against
/// a weekly goal ("12/20 km this week"), the day's total of a habit without a goal. A day with
/// part of its goal is marked `◐` and counts as not done, a day over the limit `✕`; see
/// ``DayProgress`` for what the tally counts.
enum ListView {
    /// The whole list as lines of text, as it stood on `asOf` (today when `nil`).
    static func render(_ habits: [Habit], today: Day, presentation: Presentation, asOf: Day? = nil) -> [String] {
        let day = asOf ?? today
        let language = presentation.language
        let style = presentation.style
        guard !habits.isEmpty else {
            return presentation.lines(.noHabitsYet)
                + presentation.lines(.addFirstHabit(command: "habit add " + language.text(.placeholder(.name))))
        }
        // The day's tally counts the habits due or done that day; the others do not weigh on it.
        let progress = habits.map { DayProgress($0, on: day) }
        let counted = habits.indices.filter { progress[$0].isCounted(habits[$0], on: day) }
        let done = counted.filter { progress[$0] == .done }.count
        let phrase = DayPhrase(day, today: today)
        let headline: ViewMessage =
            counted.isEmpty ? .nothingDue(day: phrase) : .doneCount(done: done, total: counted.count, day: phrase)
        var lines = presentation.lines(headline, indent: 0).map(style.bold)
        // No bar when there is nothing to measure.
        if !counted.isEmpty {
            lines.append(
                ProgressBar.render(
                    done: done, total: counted.count, width: min(24, max(4, presentation.width - 6)), style: style,
                    language: presentation.language))
        }
        lines.append("")
        let streaks = habits.map { $0.streak(asOf: day) }
        let notes = habits.map { note(for: $0, on: day, language: language) }
        let badgeWidth = streaks.map { $0 > 0 ? DisplayWidth.of("🔥 \($0)") : 0 }.max() ?? 0
        let noteWidth = notes.map { $0.map { DisplayWidth.of($0.text) } ?? 0 }.max() ?? 0
        // mark, space, icon (as wide as the widest, at least 2 columns), space, name, two spaces,
        // badge, two spaces, note, and one column to spare
        let iconWidth = max(2, habits.map { DisplayWidth.of($0.icon) }.max() ?? 2)
        let room =
            presentation.width - iconWidth - 4 - (badgeWidth > 0 ? badgeWidth + 2 : 0) - (noteWidth > 0 ? noteWidth + 2 : 0)
        let nameWidth = min(max(1, room), habits.map { DisplayWidth.of($0.name) }.max() ?? 0)
        for (index, habit) in habits.enumerated() {
            let streak = streaks[index]
            let mark: String
            switch progress[index] {
            case .done: mark = style.paint("✓", habit.color)
            case .partlyDone: mark = style.paint(DayMark.partlyDone, habit.color)
            case .overLimit: mark = style.warning(DayMark.overLimit)
            case .open: mark = style.grey("○")
            case .notDue: mark = style.grey(DayMark.notDue)
            }
            let icon = DisplayWidth.padded(habit.icon, to: iconWidth)
            let head = "\(mark) \(icon) "
            let hasTail = streak > 0 || notes[index] != nil
            var tail = ""
            if badgeWidth > 0 && hasTail {
                let badge = streak > 0 ? "🔥 \(streak)" : ""
                tail += "  " + (notes[index] == nil ? badge : DisplayWidth.padded(badge, to: badgeWidth))
            }
            if let note = notes[index] { tail += "  " + (note.isWarning ? style.warning(note.text) : style.grey(note.text)) }
            // Only a name wider than its whole line is shortened; one that fits the line but not
            // the column gets a line of its own, its streak below it in the column.
            let lineRoom = presentation.nameRoom(after: iconWidth + 3)
            let columns = DisplayWidth.of(habit.name)
            if !hasTail {
                lines.append(head + DisplayWidth.truncated(habit.name, to: lineRoom))
            } else if columns <= nameWidth || columns > lineRoom {
                lines.append(head + DisplayWidth.padded(DisplayWidth.truncated(habit.name, to: nameWidth), to: nameWidth) + tail)
            } else {
                lines.append(head + habit.name)
                lines.append(String(repeating: " ", count: iconWidth + 3 + nameWidth) + tail)
            }
        }
        return lines
    }

    /// What a habit's line says after its streak: "paused" for a habit paused on `day`, the
    /// week so far for an N-times-a-week habit, the amount for a measured habit (a warning when
    /// over the limit), else nothing.
    private static func note(for habit: Habit, on day: Day, language: any LanguageTable) -> (text: String, isWarning: Bool)? {
        if habit.isPaused(on: day) && !habit.isDone(on: day) { return (language.text(.pausedMark), false) }
        if case .perWeek(let times) = habit.schedule {
            return (language.text(.weekProgress(done: habit.doneInWeek(of: day), times: times)), false)
        }
        guard let goal = habit.goal else {
            return habit.amount(on: day).map { (language.text(.amount($0, unit: nil)), false) }
        }
        switch goal.kind {
        case .weeklyAtLeast:
            return (language.text(.weekAmountOfGoal(habit.weekTotal(through: day), goal: goal)), false)
        case .atLeast, .atMost:
            return (language.text(.amountOfGoal(habit.amount(on: day) ?? .zero, goal: goal)), habit.isOverLimit(on: day))
        }
    }
}
