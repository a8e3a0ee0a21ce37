import HabitCore

/// `habit list`: today's progress and every habit on one line.
///
/// ```
/// 2 of 3 done today
/// ████████████████░░░░░░░░  67%
///
/// ◉ 🧠 Meditieren      🔥 5
/// ◌ 📚 Lesen
/// · 🏋️ Gym             🔥 2  1 of 3 this week
///
/// ◉ done today  ◌ open  · not due
/// ```
/// The tally counts the habits due or done today; a habit not due today has `·` for a mark.
/// The marks come from ``DayMark``, and the legend below names exactly those drawn.
/// A measured habit shows its amount after the streak: the day's total against its goal or
/// limit ("5/8 Gläser", "1/2 Tassen", in the warning colour when over), the week's sum against
/// a weekly goal ("12/20 km this week"), the day's total of a habit without a goal. A day with
/// part of its goal is marked `◐` and counts as not done, a day over the limit `✕`; see
/// ``DayProgress`` for what the tally counts. A habit to quit has no 🔥 but its clean run in words
/// ("11 days clean", in the warning colour on a day with a slip), marked `◈` today while clean
/// and `◆` after a slip; a limit's today within the limit is `◎` (it counts once it is over).
public enum ListView {
    /// The whole list as lines of text, as it stood on `asOf` (today when `nil`). With
    /// `headings`, when any habit has a tag, the habits are grouped under their first tag (see
    /// ``TagGroups``), the untagged ones first without a heading.
    public static func render(
        _ habits: [Habit], today: Day, presentation: Presentation, asOf: Day? = nil, tally: Bool = true,
        headings: Bool = false, groups groupDays: [UUID: GroupDays] = [:]
    ) -> [String] {
        let day = asOf ?? today
        let language = presentation.language
        let style = presentation.style
        guard !habits.isEmpty else {
            return presentation.lines(.noHabitsYet)
                + presentation.lines(.addFirstHabit(command: "habit add " + language.text(.placeholder(.name))))
        }
        // The day's tally counts the habits due or done that day; the others do not weigh on it.
        let progress = habits.map { DayProgress($0, on: day, today: today) }
        // A group is made of habits the tally counts already: it is not counted again.
        let counted = habits.indices.filter { !habits[$0].isGroup && progress[$0].isCounted(habits[$0], on: day) }
        let done = counted.filter { progress[$0] == .done }.count
        let phrase = DayPhrase(day, today: today)
        let headline: ViewMessage =
            counted.isEmpty ? .nothingDue(day: phrase) : .doneCount(done: done, total: counted.count, day: phrase)
        // No headline for archived habits: they are not part of the day.
        var lines = tally ? presentation.lines(headline, indent: 0).map(style.bold) : []
        // No bar when there is nothing to measure.
        if tally, !counted.isEmpty {
            lines.append(
                ProgressBar.render(
                    done: done, total: counted.count, width: min(24, max(4, presentation.width - 6)), style: style,
                    language: presentation.language))
        }
        // The perfect days in a row, where two or more habits make a day: every one due done.
        if tally, habits.filter({ !$0.isTrackOnly }).count > 1,
            let perfect = PerfectDays.currentStreak(of: habits, today: day)
        {
            lines += presentation.lines(.perfect(.inARow(perfect.length)), indent: 0)
        }
        if tally { lines.append("") }
        let streaks = habits.map { $0.streak(asOf: day) }
        // A habit to quit says its clean run in words instead ("11 days clean").
        let badges = habits.indices.map { streaks[$0] > 0 && !habits[$0].isQuit ? "🔥 \(streaks[$0])" : "" }
        let notes = habits.map { habit in
            // A group says how many of its members are done: "1 of 3 done".
            groupDays[habit.id].map { (language.text(.group(.membersDone(done: $0.doneToday, of: $0.countedToday))), false) }
                ?? note(for: habit, on: day, language: language)
        }
        let marks = habits.indices.map { DayMark(progress[$0], of: habits[$0], on: day, today: today) }
        let layout = RowLayout(
            width: presentation.width, iconWidth: max(2, habits.map { DisplayWidth.of($0.icon) }.max() ?? 2),
            longestName: habits.map { DisplayWidth.of($0.name) }.max() ?? 0,
            badgeWidth: badges.map(DisplayWidth.of).max() ?? 0,
            noteWidth: notes.map { $0.map { DisplayWidth.of($0.text) } ?? 0 }.max() ?? 0)
        let groups = headings ? TagGroups(habits).groups : [TagGroups.Group(tag: nil, indices: Array(habits.indices))]
        for (number, group) in groups.enumerated() {
            if let tag = group.tag {
                if number > 0 { lines.append("") }
                lines += TextWrap.column(tag, width: presentation.nameRoom(after: 0)).map(style.bold)
            }
            for index in group.indices {
                let habit = habits[index]
                let paint = notes[index]?.isWarning == true ? style.warning : style.grey
                lines += layout.row(
                    mark: marks[index].painted(habit.color, style: style), icon: habit.icon, name: habit.name,
                    badge: badges[index], note: notes[index]?.text, paint: paint)
            }
        }
        return lines + [""] + DayMark.legend(Set(marks), presentation: presentation)
    }

    /// How the rows of one list are laid out, the same for every row: the mark, the icon (as
    /// wide as the widest, at least 2 columns) and the name in its column, then the streak and
    /// the row's note (the week so far, the amount, "paused"), and one column to spare.
    ///
    /// When the streak and the note fit beside a name column of at least ``minimumNameColumn``
    /// (or the longest name), they follow the name on its line; else the note goes below the
    /// streak in the same column. A name wider than its column wraps in the column (at spaces,
    /// or between characters for a word wider than the column); the streak stays on the row's
    /// first line.
    public struct RowLayout {
        /// The narrowest name column worth keeping the streak and the note side by side.
        public static let minimumNameColumn = 16
        /// The columns before the name: the mark, a space, the icon, a space.
        public let lead: Int
        /// The columns of the name.
        public let nameColumn: Int
        /// Whether the note follows the streak on its line, rather than below it.
        public let inline: Bool
        /// The columns of the streak (the widest badge); 0 when no habit has a streak.
        public let badgeWidth: Int
        /// The columns of the note below the streak, when not inline.
        public let tailWidth: Int
        /// The columns of the icon.
        public let iconWidth: Int

        /// The layout for rows whose widest parts are as given, on a line of `width` columns.
        public init(width: Int, iconWidth: Int, longestName: Int, badgeWidth: Int, noteWidth: Int) {
            self.iconWidth = iconWidth
            self.badgeWidth = badgeWidth
            lead = iconWidth + 3
            let badgeColumns = badgeWidth > 0 ? badgeWidth + 2 : 0
            let noteColumns = noteWidth > 0 ? noteWidth + 2 : 0
            let inlineRoom = width - lead - badgeColumns - noteColumns - 1
            if inlineRoom >= min(longestName, Self.minimumNameColumn) || noteWidth == 0 || badgeWidth == 0 {
                inline = true
                tailWidth = 0
                nameColumn = max(1, min(longestName, inlineRoom))
            } else {
                inline = false
                // The note below the streak: the column as wide as the wider, the note wrapped in
                // it if it would leave the name less than the minimum.
                let tail = min(max(badgeWidth, noteWidth), max(badgeWidth, width - lead - 2 - 1 - Self.minimumNameColumn))
                tailWidth = tail
                nameColumn = max(1, min(longestName, width - lead - 2 - tail - 1))
            }
        }

        /// The lines of one row: `badge` is empty without a streak, `note` `nil` without a note,
        /// which `paint` colours.
        public func row(mark: String, icon: String, name: String, badge: String, note: String?, paint: (String) -> String)
            -> [String]
        {
            let head = mark + " " + DisplayWidth.padded(icon, to: iconWidth) + " "
            let names = TextWrap.column(name, width: nameColumn)
            var tails: [String]
            if inline {
                let badgePart = note == nil ? badge : DisplayWidth.padded(badge, to: badgeWidth)
                let parts =
                    (badgeWidth > 0 && (!badge.isEmpty || note != nil) ? [badgePart] : []) + (note.map { [paint($0)] } ?? [])
                tails = parts.isEmpty ? [] : [parts.joined(separator: "  ")]
            } else {
                tails = badge.isEmpty ? [] : [badge]
                if let note { tails += TextWrap.lines(note, width: tailWidth).map(paint) }
            }
            var lines: [String] = []
            for index in 0..<max(names.count, tails.count) {
                var line = index == 0 ? head : String(repeating: " ", count: lead)
                let namePart = index < names.count ? names[index] : ""
                if index < tails.count {
                    line += DisplayWidth.padded(namePart, to: nameColumn) + "  " + tails[index]
                } else {
                    line += namePart
                }
                while line.hasSuffix(" ") { line.removeLast() }
                lines.append(line)
            }
            return lines
        }
    }

    /// What a habit's line says after its streak: "paused" for a habit paused on `day`, the
    /// week so far for an N-times-a-week habit, the month so far for an N-times-a-month habit, the amount for a measured habit (a warning when
    /// over the limit), else nothing.
    public static func note(for habit: Habit, on day: Day, language: LanguageTable) -> (text: String, isWarning: Bool)? {
        if habit.isPaused(on: day) && !habit.isDone(on: day) { return (language.text(.pausedMark), false) }
        if habit.isQuit { return (language.text(.daysClean(habit.streak(asOf: day))), habit.isOverLimit(on: day)) }
        if case .perWeek(let times) = habit.schedule {
            return (language.text(.weekProgress(done: habit.doneInWeek(of: day), times: times)), false)
        }
        if case .perMonth(let times) = habit.schedule {
            return (language.text(.monthProgress(done: habit.doneInMonth(of: day), times: times)), false)
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
