import HabitCore

/// A habit's heatmap as SVG, the one drawing that `habit report` puts inline for each habit and
/// `habit export --format svg NAME` writes alone: weeks as columns, oldest on the left, the
/// language's first weekday on top, one ``HeatmapCell`` a day with a `<title>` that says its day
/// and state (in the report, then the day's note; the standalone file, meant to be published,
/// leaves notes out). Every state has its own shape (``HeatmapCell/Shape``), so they differ without
/// colour; the colours come from ``styleSheet``, light or dark as `prefers-color-scheme` says.
///
/// The geometry is fixed, so a cell's place can be told from its week and weekday: a cell is
/// ``cellSize`` square, one every ``pitch`` pixels, the first at (``left``, ``top``).
public struct HeatmapSVG: Sendable {
    /// The numbers of weeks `--weeks` takes: up to five years.
    public static let weekRange = 1...260
    /// The weeks shown without `--weeks`: a year and the week it started in.
    public static let defaultWeeks = 53
    /// The side of a cell, in pixels.
    public static let cellSize = 11
    /// The distance from one cell to the next, in pixels.
    public static let pitch = 14
    /// Where the first column starts: room for the weekday letters.
    public static let left = 20
    /// Room after the last column, for a month's name that starts there.
    public static let right = 12
    /// Where the first row starts: room for the month names.
    public static let top = 14

    /// The habit drawn.
    public let habit: Habit
    /// The first day of the first week.
    public let first: Day
    /// The last day drawn: today.
    public let today: Day
    /// The number of weeks, columns.
    public let weeks: Int
    /// The cells from `first` through `today`, oldest first.
    public let cells: [HeatmapCell]
    /// The words.
    public let language: LanguageTable

    /// The heatmap of `habit` over `weeks` weeks, the last the one holding `today`, its weeks
    /// starting on the habit's (its file's) ``Habit/weekStart``; a habit younger than that starts
    /// at the week of its first day, without columns of days before it began.
    public init(_ habit: Habit, weeks: Int, today: Day, language: LanguageTable) {
        self.habit = habit
        self.today = today
        self.language = language
        let thisWeek = today.startOfWeek(startingOn: habit.weekStart)
        let startWeek = min(habit.start, today).startOfWeek(startingOn: habit.weekStart)
        let sinceStart = thisWeek.days(since: startWeek) / 7 + 1
        self.weeks = max(1, min(weeks, sinceStart))
        first = thisWeek.adding(days: -7 * (self.weeks - 1))
        cells = habit.lastDays(today.days(since: first) + 1, endingAt: today).compactMap {
            HeatmapCell($0, of: habit, today: today, language: language)
        }
    }

    /// The width of the drawing, in pixels.
    public var width: Int { Self.left + weeks * Self.pitch + Self.right }
    /// The height of the drawing, in pixels.
    public var height: Int { Self.top + 7 * Self.pitch }

    /// The top left corner of the cell of `day`: its week's column, its weekday's row.
    public func origin(of day: Day) -> (x: Int, y: Int) {
        let offset = day.days(since: first)
        return (Self.left + offset / 7 * Self.pitch, Self.top + offset % 7 * Self.pitch)
    }

    /// Writes the drawing as an element of an HTML page (its style sheet is the page's), each
    /// cell's title from `titles`, a day's note after it.
    public func writeInline(titles: CellTitles, into out: inout MarkupWriter) {
        writeOpeningTag(standalone: false, into: &out)
        out.markup("\n")
        writeBody(titles: titles, notes: habit.notes, into: &out)
        out.markup("</svg>")
    }

    /// The drawing as a file of its own: the XML declaration, the SVG namespace, its title, the
    /// style sheet of its colour with every colour written out, and a background of its own, so
    /// that it shows the same anywhere. Meant to be shown to others, it leaves the notes out.
    public var standalone: String {
        var out = MarkupWriter(capacity: cells.count * 130 + 4096)
        out.markup("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        writeOpeningTag(standalone: true, into: &out)
        out.markup("<title>")
        out.text(language.text(.heatmapLabel(name: habit.name)))
        out.markup("</title>\n<style>")
        out.raw(Self.standaloneStyleSheet(habit.color))
        out.markup("</style>\n<rect class=\"background\" width=\"")
        out.number(width)
        out.markup("\" height=\"")
        out.number(height)
        out.markup("\"/>\n")
        writeBody(titles: CellTitles(from: first, through: today, language: language), notes: [:], into: &out)
        out.markup("</svg>\n")
        return out.string
    }

    private func writeOpeningTag(standalone: Bool, into out: inout MarkupWriter) {
        out.markup(standalone ? "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"heatmap hc-" : "<svg class=\"heatmap hc-")
        out.raw(habit.color.rawValue)
        out.markup("\" width=\"")
        out.number(width)
        out.markup("\" height=\"")
        out.number(height)
        out.markup("\" viewBox=\"0 0 ")
        out.number(width)
        out.markup(" ")
        out.number(height)
        out.markup("\" role=\"img\" aria-label=\"")
        out.text(language.text(.heatmapLabel(name: habit.name)))
        out.markup("\">")
    }

    /// The weekday letters, the month names and the cells, a day's note from `notes` after its
    /// cell's title.
    private func writeBody(titles: CellTitles, notes: [Day: String], into out: inout MarkupWriter) {
        // The weekday letters, the first weekday on top.
        for (row, weekday) in Weekday.week(startingOn: habit.weekStart).enumerated() {
            out.markup("<text class=\"label\" x=\"0\" y=\"")
            out.number(Self.top + row * Self.pitch + Self.cellSize - 2)
            out.markup("\">")
            out.text(language.text(.weekdayLetter(weekday)))
            out.markup("</text>")
        }
        // A month's short name above the week that holds its first day.
        for column in 0..<weeks {
            let start = first.adding(days: 7 * column)
            let last = start.adding(days: 6)
            let firstOfMonth = last.adding(days: 1 - last.day)
            guard firstOfMonth >= start, firstOfMonth <= today else { continue }
            out.markup("<text class=\"label\" x=\"")
            out.number(Self.left + column * Self.pitch)
            out.markup("\" y=\"9\">")
            out.text(language.dateWords.monthNames[last.month].short)
            out.markup("</text>")
        }
        for cell in cells { write(cell, titles: titles, note: notes.isEmpty ? nil : notes[cell.day], into: &out) }
    }

    /// One cell: a group of its shape's class with its title (and the day's `note`), then the
    /// shape.
    private func write(_ cell: HeatmapCell, titles: CellTitles, note: String?, into out: inout MarkupWriter) {
        let (x, y) = origin(of: cell.day)
        out.markup("<g class=\"")
        out.raw(cell.shape.rawValue)
        out.markup("\"><title>")
        titles.write(day: cell.day, state: cell.state, note: note, into: &out)
        out.markup("</title>")
        Self.write(cell.shape, share: cell.share, x: x, y: y, into: &out)
        out.markup("</g>\n")
    }

    /// Writes a cell of `shape` alone, for the legend: a drawing one cell large in `color`.
    public static func writeSample(_ shape: HeatmapCell.Shape, color: HabitColor, into out: inout MarkupWriter) {
        out.markup("<svg class=\"heatmap hc-")
        out.raw(color.rawValue)
        out.markup("\" width=\"")
        out.number(cellSize)
        out.markup("\" height=\"")
        out.number(cellSize)
        out.markup("\" viewBox=\"0 0 ")
        out.number(cellSize)
        out.markup(" ")
        out.number(cellSize)
        out.markup("\" aria-hidden=\"true\"><g class=\"")
        out.raw(shape.rawValue)
        out.markup("\">")
        write(shape, share: 0.5, x: 0, y: 0, into: &out)
        out.markup("</g></svg>")
    }

    /// The shape of a cell whose top left corner is (`x`, `y`); `share` is how far a part of a
    /// goal is filled.
    private static func write(_ shape: HeatmapCell.Shape, share: Double, x: Int, y: Int, into out: inout MarkupWriter) {
        let size = cellSize
        let half = size / 2
        // `x="…" y="…" width="…" height="…"`: the whole cell, or (`inset`) its outline, drawn
        // half a pixel inside so that it stays within the cell.
        func box(inset: Bool) {
            out.markup("x=\"")
            out.number(x)
            out.markup(inset ? ".5\" y=\"" : "\" y=\"")
            out.number(y)
            out.markup(inset ? ".5\" width=\"" : "\" width=\"")
            out.number(inset ? size - 1 : size)
            out.markup("\" height=\"")
            out.number(inset ? size - 1 : size)
            out.markup("\"")
        }
        func square() { box(inset: false) }
        func outline() { box(inset: true) }
        // A path of lines, each from (a, b) to (c, d): a move and a line.
        func line(_ a: Int, _ b: Int, _ c: Int, _ d: Int) {
            out.markup("M")
            out.number(a)
            out.markup(" ")
            out.number(b)
            out.markup("L")
            out.number(c)
            out.markup(" ")
            out.number(d)
        }
        switch shape {
        case .done, .beforeStart:
            out.markup("<rect ")
            square()
            out.markup(" rx=\"2\"/>")
        case .partlyDone:
            let level = max(1, Int((Double(size) * share).rounded()))
            out.markup("<rect class=\"frame\" ")
            outline()
            out.markup(" rx=\"2\"/><rect class=\"level\" x=\"")
            out.number(x)
            out.markup("\" y=\"")
            out.number(y + size - level)
            out.markup("\" width=\"")
            out.number(size)
            out.markup("\" height=\"")
            out.number(level)
            out.markup("\"/>")
        case .overLimit:
            out.markup("<rect ")
            square()
            out.markup(" rx=\"2\"/>")
            out.markup("<path d=\"")
            line(x + 3, y + 3, x + size - 3, y + size - 3)
            line(x + size - 3, y + 3, x + 3, y + size - 3)
            out.markup("\"/>")
        case .open, .paused:
            out.markup("<rect class=\"hit\" ")
            square()
            out.markup("/><rect ")
            outline()
            out.markup(" rx=\"2\"/>")
        case .missed:
            out.markup("<rect class=\"hit\" ")
            square()
            out.markup("/>")
            out.markup("<path d=\"")
            line(x + 2, y + 2, x + size - 2, y + size - 2)
            line(x + size - 2, y + 2, x + 2, y + size - 2)
            out.markup("\"/>")
        case .notDue:
            out.markup("<rect class=\"hit\" ")
            square()
            out.markup("/><circle cx=\"")
            out.number(x + half)
            out.markup(".5\" cy=\"")
            out.number(y + half)
            out.markup(".5\" r=\"1.5\"/>")
        case .skipped:
            out.markup("<rect class=\"hit\" ")
            square()
            out.markup("/><rect ")
            outline()
            out.markup("/>")
            out.markup("<path d=\"")
            line(x, y + half, x + half, y)
            line(x, y + size, x + size, y)
            line(x + half, y + size, x + size, y + half)
            out.markup("\"/>")
        }
    }

    /// The colours of the page: the text, the background, grey and the warning colour, and each
    /// of `colors` as a class `hc-NAME` that sets `color`; a second set for a dark scheme.
    public static func styleSheet(_ colors: [HabitColor]) -> String {
        var light =
            ":root{--bg:\(Palette.light.background);--fg:\(Palette.light.text);--grey:\(Palette.light.grey);"
            + "--warn:\(Palette.light.warning)}"
        var dark =
            ":root{--bg:\(Palette.dark.background);--fg:\(Palette.dark.text);--grey:\(Palette.dark.grey);"
            + "--warn:\(Palette.dark.warning)}"
        var seen: Set<HabitColor> = []
        for color in colors where seen.insert(color).inserted {
            light += ".hc-\(color.rawValue){color:\(lightHex(color))}"
            dark += ".hc-\(color.rawValue){color:\(darkHex(color))}"
        }
        return light + "@media (prefers-color-scheme: dark){" + dark + "}" + shapes(Palette.variables)
    }

    /// The style sheet of a standalone drawing of `color`: the colours written out, without CSS
    /// variables, which many SVG viewers (rsvg-convert, image viewers) do not know; and a
    /// background of its own (``writeBackground(into:)``), so that the labels of a dark drawing
    /// stay readable on a light page and those of a light one on a dark page.
    public static func standaloneStyleSheet(_ color: HabitColor) -> String {
        func scheme(_ palette: Palette, _ hex: String) -> String {
            ".heatmap .background{fill:\(palette.background)}.hc-\(color.rawValue){color:\(hex)}" + shapes(palette)
        }
        return scheme(.light, lightHex(color)) + "@media (prefers-color-scheme: dark){" + scheme(.dark, darkHex(color)) + "}"
    }

    /// The colours a drawing is painted with: its background, its text, grey and the warning
    /// colour.
    public struct Palette: Sendable {
        public let background, text, grey, warning: String

        /// On a light background.
        public static let light = Palette(background: "#ffffff", text: "#1f2328", grey: "#8c959f", warning: "#cf222e")
        /// On a dark background.
        public static let dark = Palette(background: "#0d1117", text: "#e6edf3", grey: "#6e7681", warning: "#ff7b72")
        /// The page's CSS variables, which its two schemes set.
        public static let variables = Palette(
            background: "var(--bg)", text: "var(--fg)", grey: "var(--grey)", warning: "var(--warn)")
    }

    /// How each shape is painted in `palette`.
    private static func shapes(_ palette: Palette) -> String {
        ".heatmap .label,.months text{fill:\(palette.text);font:9px sans-serif}"
            + ".heatmap .done rect{fill:currentColor}"
            + ".heatmap .part .frame{fill:none;stroke:currentColor}"
            + ".heatmap .part .level{fill:currentColor;fill-opacity:.5}"
            + ".heatmap .over rect{fill:\(palette.warning)}"
            + ".heatmap .over path{stroke:\(palette.background);stroke-width:1.5}"
            + ".heatmap .open rect{fill:none;stroke:currentColor;stroke-dasharray:2 1.5}"
            + ".heatmap .missed path{stroke:\(palette.grey);stroke-width:1.5}"
            + ".heatmap .notdue circle{fill:\(palette.grey)}"
            + ".heatmap .skipped rect,.heatmap .skipped path{fill:none;stroke:\(palette.grey)}"
            + ".heatmap .paused rect{fill:none;stroke:\(palette.grey);stroke-width:2}"
            + ".heatmap .before rect{fill:\(palette.grey);fill-opacity:.15}"
            + ".heatmap g rect.hit{fill:transparent;stroke:none}"
            + ".months rect{fill:currentColor}"
    }

    /// A habit's colour on a light background.
    public static func lightHex(_ color: HabitColor) -> String {
        switch color {
        case .red: return "#d1242f"
        case .orange: return "#d4660a"
        case .yellow: return "#b08800"
        case .green: return "#1a7f37"
        case .mint: return "#0f9f7a"
        case .teal: return "#0b7a86"
        case .cyan: return "#0a8fc7"
        case .blue: return "#0969da"
        case .indigo: return "#4b4fd6"
        case .purple: return "#8250df"
        case .pink: return "#bf3989"
        case .brown: return "#8a5a33"
        }
    }

    /// A habit's colour on a dark background.
    public static func darkHex(_ color: HabitColor) -> String {
        switch color {
        case .red: return "#f85149"
        case .orange: return "#f0883e"
        case .yellow: return "#e3b341"
        case .green: return "#3fb950"
        case .mint: return "#56d4b0"
        case .teal: return "#39c5cf"
        case .cyan: return "#56c8f5"
        case .blue: return "#58a6ff"
        case .indigo: return "#8b8ff7"
        case .purple: return "#bc8cff"
        case .pink: return "#f778ba"
        case .brown: return "#c69063"
        }
    }
}
