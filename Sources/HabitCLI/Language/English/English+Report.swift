import HabitCore

extension English {
    /// The grid, the notes, the report and the heatmap.
    func text(_ message: ReportMessage) -> String {
        switch message {
        case .noNotesYet(let command): return "No notes yet; write one with: \(command)"
        case .noNotesInDays(let first, let last): return "No notes from \(date(first)) through \(date(last))."
        case .habitHasNoNotes(let name): return "\(name) has no notes."
        case .reportTitle: return "Habit report"
        case .reportRange(let first, let last): return "\(date(first)) to \(date(last))"
        case .overallCompletion(let done, let due, let percent?):
            return "Overall: \(done) of \(due) due days done (\(percent)%)"
        case .overallCompletion(_, _, nil): return "Overall: nothing was due yet"
        case .streakLabel: return "Streak"
        case .recordLabel: return "Record"
        case .heatmapStrengthLabel: return "Strength"
        case .strengthPercent(let value): return "\(value)%"
        case .streakLength(let streak?): return length(streak)
        case .streakLength(nil): return "none yet"
        case .monthsHeading: return "Last twelve months"
        case .monthDays(let month, let year, let count):
            return "\(dateWords.monthNames[month].short) \(year): " + plural(count, one: "\(count) time", other: "\(count) times")
        case .monthCleanDays(let month, let year, let count):
            return "\(dateWords.monthNames[month].short) \(year): "
                + plural(count, one: "\(count) clean day", other: "\(count) clean days")
        case .monthAmount(let month, let year, let total): return "\(dateWords.monthNames[month].short) \(year): \(total)"
        case .cellTitle(let day, let state): return "\(weekdayName(day.weekday)), \(date(day)): \(stateName(state))"
        case .notedCellTitle(let title, let note): return "\(title). Note: \(note)"
        case .reportNote(let day, let note): return "\(date(day)): \(note)"
        case .moreNotes(let count): return "and \(count) more"
        case .stateName(let state): return stateName(state)
        case .legendHeading: return "Legend"
        case .heatmapLabel(let name): return "Days of \(name)"
        case .reportNoHabits: return "No habits yet."
        case .badGridDays(let text, let range):
            return
                "“\(quoted(text))” is not a valid number of days; use a whole number from \(range.lowerBound) to \(range.upperBound)."
        case .reportToTerminal(let command):
            return "The report is an HTML file, not text for the terminal; write it to a file with: \(command)"
        case .svgNeedsName(let command): return "An SVG heatmap shows one habit; name it: \(command)"
        case .nameNeedsSVG(let command):
            return "Only the SVG heatmap takes a habit's name or --weeks; use: \(command)"
        }
    }

    /// What a day was, in a few words.
    private func stateName(_ state: ReportMessage.CellState) -> String {
        switch state {
        case .done(nil): return "done"
        case .done(let amount?): return "done, \(amount)"
        case .partlyDone(let amount?): return "partly done, \(amount)"
        case .partlyDone(nil): return "partly done"
        case .overLimit(let amount?): return "over the limit, \(amount)"
        case .overLimit(nil): return "over the limit"
        case .open: return "open"
        case .missed: return "missed"
        case .notDue: return "not due"
        case .skipped: return "skipped"
        case .paused: return "paused"
        case .beforeStart: return "before the start"
        }
    }

    /// "1 day", "5 times", "3 weeks".
    private func length(_ streak: StreakCount) -> String {
        let count = streak.length
        switch streak.unit {
        case .day: return days(count)
        case .time: return plural(count, one: "\(count) time", other: "\(count) times")
        case .week: return plural(count, one: "\(count) week", other: "\(count) weeks")
        case .month: return plural(count, one: "\(count) month", other: "\(count) months")
        }
    }
}
