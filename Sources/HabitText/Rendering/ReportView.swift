import HabitCore

/// `habit report`: one self-contained HTML page (inline CSS and SVG, no script, nothing fetched)
/// with a header of the days it covers and the overall completion, and per habit its heatmap
/// (``HeatmapSVG``), its streak, record and strength, and its last twelve months' totals as
/// bars, and its latest notes; a legend names the states drawn. Every name and note is escaped (``Markup``).
public enum ReportView {
    /// The page of `habits` over `weeks` weeks ending with `today`, in `language`.
    public static func html(_ habits: [Habit], weeks: Int, today: Day, language: LanguageTable) -> String {
        String(decoding: page(habits, weeks: weeks, today: today, language: language), as: UTF8.self)
    }

    /// ``html(_:weeks:today:language:)`` as the bytes of its UTF-8, written straight into them
    /// (``MarkupWriter``), each cell's title from the words of its day and state worded once
    /// (``CellTitles``).
    public static func page(_ habits: [Habit], weeks: Int, today: Day, language: LanguageTable) -> [UInt8] {
        var page: [UInt8] = []
        write(habits, weeks: weeks, today: today, language: language) { piece in page.append(contentsOf: piece) }
        return page
    }

    /// The size of the pieces ``write(_:weeks:today:language:to:)`` hands on: a piece is handed
    /// on after the habit's part that made it at least this long.
    public static let pieceSize = 1 << 16

    /// The most heatmap cells the first pass keeps for the second (some 700 habits of a year,
    /// about 16 MB); the heatmaps of the habits after them are drawn again.
    public static let keptCells = 1 << 18

    /// Writes the page of ``page(_:weeks:today:language:)`` to `sink` as it goes, in pieces of
    /// about ``pieceSize`` bytes, so that a page of 20,000 habits (a gigabyte) takes no more
    /// memory than one of a few: the header's overall completion and the legend need every
    /// cell, so a first pass counts them, keeping the first ``keptCells`` cells' heatmaps, and
    /// the second draws each habit's part and hands it on. A sink that throws ends the page
    /// there.
    public static func write<Failure: Error>(
        _ habits: [Habit], weeks: Int, today: Day, language: LanguageTable,
        to sink: ([UInt8]) throws(Failure) -> Void
    ) throws(Failure) {
        var kept: [HeatmapSVG] = []
        var keptCount = 0
        var first = today.startOfWeek(startingOn: habits.first?.weekStart ?? .monday)
        var counted = 0
        var done = 0
        var drawn = [Bool](repeating: false, count: HeatmapCell.Shape.allCases.count)
        for (index, habit) in habits.enumerated() {
            let heatmap = HeatmapSVG(habit, weeks: weeks, today: today, language: language)
            if index == 0 { first = heatmap.first }
            // A habit only tracked has no due days: none of its days counts in the overall.
            let judged = !heatmap.habit.isTrackOnly
            for cell in heatmap.cells {
                drawn[cell.shape.index] = true
                guard judged, cell.counts else { continue }
                counted += 1
                if cell.isDone { done += 1 }
            }
            if kept.count == index, keptCount + heatmap.cells.count <= keptCells {
                kept.append(heatmap)
                keptCount += heatmap.cells.count
            }
        }
        let rate = HabitStatistics.Rate(done: done, days: counted)
        var out = MarkupWriter(capacity: 2 * pieceSize)
        func text(_ message: ReportMessage) { out.text(language.text(message)) }

        out.markup("<!DOCTYPE html>\n<html lang=\"")
        out.text(language.code)
        out.markup("\">\n<head>\n")
        out.markup("<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        out.markup("<meta name=\"color-scheme\" content=\"light dark\">\n")
        out.markup("<title>")
        text(.reportTitle)
        out.markup("</title>\n<style>")
        out.raw(pageStyle + HeatmapSVG.styleSheet(habits.map(\.color)))
        out.markup("</style>\n</head>\n<body>\n<header>\n<h1>")
        text(.reportTitle)
        out.markup("</h1>\n<p class=\"range\">")
        text(.reportRange(first: first, last: today))
        out.markup("</p>\n<p class=\"overall\">")
        text(.overallCompletion(done: done, due: counted, percent: rate.percent))
        out.markup("</p>\n</header>\n<main>\n")
        if habits.isEmpty {
            out.markup("<p>")
            text(.reportNoHabits)
            out.markup("</p>\n")
        }
        let titles = CellTitles(from: first, through: today, language: language)
        for (index, habit) in habits.enumerated() {
            let heatmap = index < kept.count ? kept[index] : HeatmapSVG(habit, weeks: weeks, today: today, language: language)
            section(heatmap, titles: titles, into: &out)
            if out.bytes.count >= pieceSize { try out.flush(to: sink) }
        }
        out.markup("</main>\n")
        if let color = habits.first?.color, drawn.contains(true) {
            legend(drawn, color: color, language: language, into: &out)
        }
        out.markup("</body>\n</html>\n")
        try out.flush(to: sink)
    }

    /// A habit's part of the page.
    private static func section(_ heatmap: HeatmapSVG, titles: CellTitles, into out: inout MarkupWriter) {
        let habit = heatmap.habit
        let language = heatmap.language
        let today = heatmap.today
        func text(_ message: ReportMessage) { out.text(language.text(message)) }
        out.markup("<section class=\"habit\">\n<h2><span class=\"icon\">")
        out.text(habit.icon)
        out.markup("</span> ")
        out.text(habit.name)
        out.markup("</h2>\n")
        // A habit only tracked has no streak, record or strength.
        if !habit.isTrackOnly { figures(habit, today: today, language: language, into: &out) }
        heatmap.writeInline(titles: titles, into: &out)
        out.markup("\n<h3>")
        text(.monthsHeading)
        out.markup("</h3>\n")
        out.raw(monthBars(habit, today: today, language: language))
        out.markup("\n")
        notes(habit, today: today, language: language, into: &out)
        out.markup("</section>\n")
    }

    /// A habit's streak, record and strength, as a list of terms.
    private static func figures(_ habit: Habit, today: Day, language: LanguageTable, into out: inout MarkupWriter) {
        func text(_ message: ReportMessage) { out.text(language.text(message)) }
        let strength = HabitStrength(habit, today: today).percent(on: today)
        let record = habit.longestStreak(through: today).map { StreakCount($0.length, $0.unit) }
        out.markup("<dl><dt>")
        text(.streakLabel)
        out.markup("</dt><dd>")
        text(.streakLength(StreakCount(currentOf: habit, asOf: today)))
        out.markup("</dd><dt>")
        text(.recordLabel)
        out.markup("</dt><dd>")
        text(.streakLength(record))
        out.markup("</dd><dt>")
        text(.heatmapStrengthLabel)
        out.markup("</dt><dd>")
        text(.strengthPercent(strength))
        out.markup("</dd></dl>\n")
    }

    /// The most notes a habit's part of the page lists, the newest.
    public static let notesShown = 10

    /// A habit's latest notes through `today`, newest first, at most ``notesShown``, then how
    /// many older ones were left out; nothing for a habit without a note.
    private static func notes(_ habit: Habit, today: Day, language: LanguageTable, into out: inout MarkupWriter) {
        let notes = habit.notes(through: today)
        guard !notes.isEmpty else { return }
        out.markup("<h3>")
        out.text(language.text(ViewMessage.notesHeading))
        out.markup("</h3>\n<ul class=\"notes\">\n")
        for note in notes.reversed().prefix(notesShown) {
            out.markup("<li>")
            out.text(language.text(.reportNote(day: note.day, note: note.text)))
            out.markup("</li>\n")
        }
        out.markup("</ul>\n")
        if notes.count > notesShown {
            out.markup("<p class=\"more\">")
            out.text(language.text(.moreNotes(count: notes.count - notesShown)))
            out.markup("</p>\n")
        }
    }

    /// The legend: a sample of each shape drawn (`drawn` by ``HeatmapCell/Shape/index``) with
    /// its state's name, in the order of the shapes.
    private static func legend(_ drawn: [Bool], color: HabitColor, language: LanguageTable, into out: inout MarkupWriter) {
        out.markup("<footer>\n<h2>")
        out.text(language.text(.legendHeading))
        out.markup("</h2>\n<ul class=\"legend\">\n")
        for shape in HeatmapCell.Shape.allCases where drawn[shape.index] {
            out.markup("<li>")
            HeatmapSVG.writeSample(shape, color: color, into: &out)
            out.markup(" ")
            out.text(language.text(.stateName(sampleState(shape))))
            out.markup("</li>\n")
        }
        out.markup("</ul>\n</footer>\n")
    }

    /// The state a shape stands for in the legend, without an amount.
    private static func sampleState(_ shape: HeatmapCell.Shape) -> ReportMessage.CellState {
        switch shape {
        case .done: return .done(amount: nil)
        case .partlyDone: return .partlyDone(amount: nil)
        case .overLimit: return .overLimit(amount: nil)
        case .open: return .open
        case .missed: return .missed
        case .notDue: return .notDue
        case .skipped: return .skipped
        case .paused: return .paused
        case .beforeStart: return .beforeStart
        }
    }

    /// The height of the tallest month's bar, in pixels.
    public static let barHeight = 60
    /// The distance from one month's bar to the next, in pixels.
    public static let barPitch = 36

    /// The last twelve calendar months through `today`'s, oldest first, as bars (a month before
    /// the habit's start left out): the done days (the clean days of a habit to quit),
    /// or for a measured habit the summed amount, each with its number above it, its month's
    /// short name below and a title with the whole sentence.
    public static func monthBars(_ habit: Habit, today: Day, language: LanguageTable) -> String {
        var months: [(month: Int, year: Int, value: Double, figure: String, title: String)] = []
        var start = today.adding(days: 1 - today.day)
        for _ in 0..<11 { start = start.previous.adding(days: 1 - start.previous.day) }
        for _ in 0..<12 {
            let end = min(today, start.adding(days: Day.daysIn(month: start.month, year: start.year) - 1))
            // A month before the habit began has no bar: it is left out.
            if end < habit.start {
                start = end.next.adding(days: 1 - end.next.day)
                continue
            }
            if habit.isQuit {
                // A habit to quit: the clean days (not the slips, which are no achievement);
                // today counts once it is over.
                var count = 0
                var day = max(start, habit.start)
                while day <= end {
                    if habit.isDone(on: day, asOf: today) { count += 1 }
                    day = day.next
                }
                months.append(
                    (
                        start.month, start.year, Double(count), String(count),
                        language.text(.monthCleanDays(month: start.month, year: start.year, count: count))
                    ))
            } else if habit.isReading {
                // Readings are never summed: the bar is the month's average, its title the last,
                // average, lowest and highest value.
                let readings = habit.readings(from: start, through: end)
                let average = readings.map { StatsView.rounded($0.average) } ?? .zero
                let written = language.text(.trend(.periodReadings(readings, unit: habit.readingUnit)))
                months.append(
                    (
                        start.month, start.year, Double(average.millionths), language.number(average),
                        language.text(.monthAmount(month: start.month, year: start.year, total: written))
                    ))
            } else if habit.isMeasured {
                let total = habit.total(from: start, through: end)
                let written = language.measure(total, habit.goal?.unit)
                months.append(
                    (
                        start.month, start.year, Double(total.millionths), language.number(total),
                        language.text(.monthAmount(month: start.month, year: start.year, total: written))
                    ))
            } else {
                var count = 0
                var day = start
                while day <= end {
                    if habit.isDone(on: day) { count += 1 }
                    day = day.next
                }
                months.append(
                    (
                        start.month, start.year, Double(count), String(count),
                        language.text(.monthDays(month: start.month, year: start.year, count: count))
                    ))
            }
            start = end.next.adding(days: 1 - end.next.day)
        }
        let largest = max(1, months.map(\.value).max() ?? 1)
        let width = max(1, months.count) * barPitch
        let height = barHeight + 32
        let label = Markup.escaped(language.text(.monthsHeading))
        var out = "<svg class=\"months hc-\(habit.color.rawValue)\" width=\"\(width)\" height=\"\(height)\""
        out += " viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"\(label)\">\n"
        for (index, month) in months.enumerated() {
            let bar = Int((Double(barHeight) * month.value / largest).rounded())
            let x = index * barPitch + 6
            let middle = x + 12
            out += "<g><title>" + Markup.escaped(month.title) + "</title>"
            out += "<rect x=\"\(x)\" y=\"\(12 + barHeight - max(bar, 1))\" width=\"24\" height=\"\(max(bar, 1))\"/>"
            out += "<text x=\"\(middle)\" y=\"\(8 + barHeight - bar)\" text-anchor=\"middle\">" + Markup.escaped(month.figure)
            out += "</text><text x=\"\(middle)\" y=\"\(barHeight + 26)\" text-anchor=\"middle\">"
            out += Markup.escaped(language.dateWords.monthNames[month.month].short) + "</text></g>\n"
        }
        return out + "</svg>"
    }

    /// The page's own style: the colours of the text and the background, the layout.
    private static let pageStyle =
        "body{margin:24px;background:var(--bg);color:var(--fg);font:14px/1.4 system-ui,sans-serif}"
        + "h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:24px 0 4px}h3{font-size:13px;margin:8px 0 2px}"
        + "header p{margin:2px 0}dl{display:flex;gap:6px 16px;margin:4px 0 8px}dt{font-weight:600}dd{margin:0 0 0 -10px}"
        + "ul.legend{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:6px 16px}"
        + "ul.legend svg{vertical-align:middle}ul.notes{margin:2px 0;padding-left:18px}p.more{margin:2px 0 0 18px}"
}
