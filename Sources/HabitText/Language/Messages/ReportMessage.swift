import HabitCore

/// What the views of all habits at once say: the grid (`habit grid`), the notes
/// (`habit notes`) and the HTML report and SVG heatmap (`habit report`, `habit export --format
/// svg`), and the usage errors only they have.
public enum ReportMessage: Equatable, Sendable {
    /// What one day of a heatmap was, in a cell's title and in the report's legend.
    public enum CellState: Equatable, Sendable {
        /// Done; a measured habit's amount, already written with its unit, when one was recorded.
        case done(amount: String?)
        /// Part of the goal: the amount, already written with its unit; `nil` in the legend.
        case partlyDone(amount: String?)
        /// Over the limit: the amount, already written with its unit; `nil` in the legend.
        case overLimit(amount: String?)
        /// Today, due and not done yet.
        case open
        /// A passed day that was due and not done.
        case missed
        /// A day that was not due.
        case notDue
        /// A day skipped with `habit skip`.
        case skipped
        /// A day inside a pause.
        case paused
        /// A day before the habit's start.
        case beforeStart
    }

    /// `habit notes` when there is no note at all; `command` writes one.
    case noNotesYet(command: String)
    /// `habit notes` when no note lies in the days asked for, from `first` through `last`.
    case noNotesInDays(first: Day, last: Day)
    /// `habit notes NAME` for a habit without a note.
    case habitHasNoNotes(name: String)
    /// The report's title, in the browser's tab and above the page.
    case reportTitle
    /// The days the report covers: "Nov 30, 2025 to Nov 29, 2026".
    case reportRange(first: Day, last: Day)
    /// The share of due days done over the report's days, of every habit together: `done`
    /// of `due`, `percent` already rounded; `nil` when nothing was due.
    case overallCompletion(done: Int, due: Int, percent: Int?)
    /// The label before a habit's current streak in the report.
    case streakLabel
    /// The label before a habit's record in the report.
    case recordLabel
    /// The label before a habit's strength in the report.
    case heatmapStrengthLabel
    /// A strength as a whole percentage: "72 %".
    case strengthPercent(Int)
    /// A streak's or record's length: "5 days", "3 times", "2 weeks"; no record yet when `nil`.
    case streakLength(StreakCount?)
    /// The heading above the bars of the last twelve months.
    case monthsHeading
    /// A month's bar: its short name and year, and the done days counted.
    case monthDays(month: Int, year: Int, count: Int)
    /// A month's bar of a habit to quit: its short name and year, and the clean days counted.
    case monthCleanDays(month: Int, year: Int, count: Int)
    /// A month's bar of a measured habit: its short name and year, and the sum, already
    /// written with its unit.
    case monthAmount(month: Int, year: Int, total: String)
    /// A cell's title: the day and what it was.
    case cellTitle(day: Day, state: CellState)
    /// A cell's title on a day with a note: the title (``cellTitle(day:state:)``), then the note.
    case notedCellTitle(title: String, note: String)
    /// One of a habit's latest notes in the report: its day and its text.
    case reportNote(day: Day, note: String)
    /// After a habit's latest notes in the report: `count` older notes left out.
    case moreNotes(count: Int)
    /// The name of a state in the report's legend.
    case stateName(CellState)
    /// The heading above the report's legend.
    case legendHeading
    /// The label of the heatmap of `name`, for screen readers.
    case heatmapLabel(name: String)
    /// The report has no habit to show.
    case reportNoHabits
    /// A `--days` for the grid that is not a whole number in `range`.
    case badGridDays(String, range: ClosedRange<Int>)
    /// `habit report` without `--out` to a terminal: the command that writes a file instead.
    case reportToTerminal(command: String)
    /// `habit export --format svg` without a habit's name; `command` is how to give one.
    case svgNeedsName(command: String)
    /// `habit export NAME` or `--weeks` with a format other than SVG.
    case nameNeedsSVG(command: String)
}

extension LanguageTable {
    /// What the grid, the notes, the report and the heatmap say: the entry of the catalog
    /// (`report.…`) each message picks, and its arguments, formatted for every language alike.
    public func text(_ message: ReportMessage) -> String {
        switch message {
        case .noNotesYet(let command): return catalog.text(.reportNoNotesYet, ["command": command])
        case .noNotesInDays(let first, let last):
            return catalog.text(.reportNoNotesInDays, ["first": date(first), "last": date(last)])
        case .habitHasNoNotes(let name): return catalog.text(.reportHabitHasNoNotes, ["name": name])
        case .reportTitle: return catalog.text(.reportReportTitle)
        case .reportRange(let first, let last):
            return catalog.text(.reportReportRange, ["first": date(first), "last": date(last)])
        case .overallCompletion(let done, let due, let percent?):
            return catalog.text(
                .reportOverallCompletion, ["done": String(done), "due": String(due), "percent": String(percent)])
        case .overallCompletion(_, _, nil): return catalog.text(.reportOverallNothingDue)
        case .streakLabel: return catalog.text(.reportStreakLabel)
        case .recordLabel: return catalog.text(.reportRecordLabel)
        case .heatmapStrengthLabel: return catalog.text(.reportHeatmapStrengthLabel)
        case .strengthPercent(let value): return catalog.text(.reportStrengthPercent, ["percent": String(value)])
        case .streakLength(let streak?): return length(streak)
        case .streakLength(nil): return catalog.text(.reportNoRecordYet)
        case .monthsHeading: return catalog.text(.reportMonthsHeading)
        case .monthDays(let month, let year, let count):
            return catalog.text(
                .reportMonthDays, count: count,
                ["month": dateWords.monthNames[month].short, "year": String(year), "count": String(count)])
        case .monthCleanDays(let month, let year, let count):
            return catalog.text(
                .reportMonthCleanDays, count: count,
                ["month": dateWords.monthNames[month].short, "year": String(year), "count": String(count)])
        case .monthAmount(let month, let year, let total):
            return catalog.text(
                .reportMonthAmount, ["month": dateWords.monthNames[month].short, "year": String(year), "total": total])
        case .cellTitle(let day, let state):
            return catalog.text(
                .reportCellTitle, ["weekday": weekdayName(day.weekday), "date": date(day), "state": stateName(state)])
        case .notedCellTitle(let title, let note): return catalog.text(.reportNotedCellTitle, ["title": title, "note": note])
        case .reportNote(let day, let note): return catalog.text(.reportReportNote, ["date": date(day), "note": note])
        case .moreNotes(let count): return catalog.text(.reportMoreNotes, count: count, ["count": String(count)])
        case .stateName(let state): return stateName(state)
        case .legendHeading: return catalog.text(.reportLegendHeading)
        case .heatmapLabel(let name): return catalog.text(.reportHeatmapLabel, ["name": name])
        case .reportNoHabits: return catalog.text(.reportReportNoHabits)
        case .badGridDays(let text, let range):
            return catalog.text(
                .reportBadGridDays,
                ["text": quoted(text), "lowest": String(range.lowerBound), "highest": String(range.upperBound)])
        case .reportToTerminal(let command): return catalog.text(.reportReportToTerminal, ["command": command])
        case .svgNeedsName(let command): return catalog.text(.reportSvgNeedsName, ["command": command])
        case .nameNeedsSVG(let command): return catalog.text(.reportNameNeedsSVG, ["command": command])
        }
    }

    /// What a day was, in a few words.
    private func stateName(_ state: ReportMessage.CellState) -> String {
        switch state {
        case .done(nil): return catalog.text(.reportStateDone)
        case .done(let amount?): return catalog.text(.reportStateDoneAmount, ["amount": amount])
        case .partlyDone(nil): return catalog.text(.reportStatePartlyDone)
        case .partlyDone(let amount?): return catalog.text(.reportStatePartlyDoneAmount, ["amount": amount])
        case .overLimit(nil): return catalog.text(.reportStateOverLimit)
        case .overLimit(let amount?): return catalog.text(.reportStateOverLimitAmount, ["amount": amount])
        case .open: return catalog.text(.reportStateOpen)
        case .missed: return catalog.text(.reportStateMissed)
        case .notDue: return catalog.text(.reportStateNotDue)
        case .skipped: return catalog.text(.reportStateSkipped)
        case .paused: return catalog.text(.reportStatePaused)
        case .beforeStart: return catalog.text(.reportStateBeforeStart)
        }
    }

    /// A streak's or record's length: "1 day", "5 times", "3 weeks".
    private func length(_ streak: StreakCount) -> String {
        let count = streak.length
        let arguments: KeyValuePairs<String, String> = ["count": String(count)]
        switch streak.unit {
        case .day: return days(count)
        case .time: return catalog.text(.reportLengthTimes, count: count, arguments)
        case .week: return catalog.text(.reportLengthWeeks, count: count, arguments)
        case .month: return catalog.text(.reportLengthMonths, count: count, arguments)
        }
    }
}
