import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitStore
@testable import HabitCLI
@testable import HabitText

/// The habits of the report's tests. Today is Sunday, November 29, 2026, in Berlin; with
/// `--weeks 5` and an English week (Sunday first) the heatmap starts on Sunday, November 1.
enum ReportFixtures {
    static func day(_ text: String) -> Day { ScriptingFixtures.day(text) }

    /// Created November 1: paused November 10–15, missed the 23rd, skipped the 24th, done the
    /// 25th, 26th and 28th, missed the 27th, open today.
    static let lesen: Habit = {
        var habit = ScriptingFixtures.habit(
            1, "Lesen", icon: "📚", color: .green, created: "2026-11-01",
            done: [day("2026-11-25"), day("2026-11-26"), day("2026-11-28")])
        _ = try? habit.skip(on: day("2026-11-24"), today: Fixed.today)
        _ = try? habit.pause(from: day("2026-11-10"), through: day("2026-11-15"), today: Fixed.today)
        return habit
    }()

    /// Due Monday, Wednesday and Friday: not due on Tuesday the 24th.
    static let sport: Habit = {
        var habit = ScriptingFixtures.habit(
            2, "Sport", icon: "🏃", color: .blue, created: "2026-11-01", done: [day("2026-11-23"), day("2026-11-25")])
        habit.schedule = .days([.monday, .wednesday, .friday])
        return habit
    }()

    /// At least 8 glasses a day: 3 on the 27th (part of the goal), 9 on the 28th (done).
    static let wasser: Habit = {
        var habit = ScriptingFixtures.habit(3, "Wasser", icon: "💧", color: .teal, created: "2026-11-01")
        habit.setGoal(try? Goal(.atLeast, Amount(8), unit: "Gläser"))
        try? habit.setAmount(Amount(3), on: day("2026-11-27"), today: Fixed.today)
        try? habit.setAmount(Amount(9), on: day("2026-11-28"), today: Fixed.today)
        return habit
    }()

    /// At most 2 cups a day: 3 on the 28th, over the limit.
    static let kaffee: Habit = {
        var habit = ScriptingFixtures.habit(4, "Kaffee", icon: "☕", color: .brown, created: "2026-11-01")
        habit.setGoal(try? Goal(.atMost, Amount(2), unit: "Tassen"))
        try? habit.setAmount(Amount(3), on: day("2026-11-28"), today: Fixed.today)
        return habit
    }()

    /// Created today: every day before it is before the start.
    static let neu = ScriptingFixtures.habit(5, "Neu", icon: "🌱", color: .pink, created: "2026-11-29")

    static let all = [lesen, sport, wasser, kaffee, neu]

    /// A sandbox holding ``all``.
    static func sandbox(_ habits: [Habit] = all) throws -> ScriptingSandbox {
        let sandbox = try ScriptingSandbox()
        try sandbox.seed(habits)
        return sandbox
    }

    /// The cells of an SVG heatmap: each cell's class by the title's text.
    static func cells(_ svg: String) -> [(shape: String, title: String)] {
        let document = MarkupCheck.xml(svg)
        return document.elements.indices.compactMap { index in
            let element = document.elements[index]
            guard element.name == "g", let shape = element.attributes["class"],
                let title = document.children(of: index).first(where: { $0.name == "title" })
            else { return nil }
            return (shape, title.text)
        }
    }
}

@Suite struct ReportTests {
    /// A day of a habit's heatmap and the shape its cell must have.
    struct CellCase: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let habit: String
        let date: String
        let shape: String
        let title: String
    }

    static let cellCases: [CellCase] = [
        CellCase(
            testDescription: "a done day", habit: "Lesen", date: "Nov 25, 2026", shape: "done",
            title: "Wednesday, Nov 25, 2026: done"),
        CellCase(
            testDescription: "a missed day", habit: "Lesen", date: "Nov 23, 2026", shape: "missed",
            title: "Monday, Nov 23, 2026: missed"),
        CellCase(
            testDescription: "a skipped day", habit: "Lesen", date: "Nov 24, 2026", shape: "skipped",
            title: "Tuesday, Nov 24, 2026: skipped"),
        CellCase(
            testDescription: "a paused day", habit: "Lesen", date: "Nov 12, 2026", shape: "paused",
            title: "Thursday, Nov 12, 2026: paused"),
        CellCase(
            testDescription: "today, still open", habit: "Lesen", date: "Nov 29, 2026", shape: "open",
            title: "Sunday, Nov 29, 2026: open"),
        CellCase(
            testDescription: "a day not due", habit: "Sport", date: "Nov 24, 2026", shape: "notdue",
            title: "Tuesday, Nov 24, 2026: not due"),
        CellCase(
            testDescription: "part of a goal", habit: "Wasser", date: "Nov 27, 2026", shape: "part",
            title: "Friday, Nov 27, 2026: partly done, 3 Gläser"),
        CellCase(
            testDescription: "a goal reached", habit: "Wasser", date: "Nov 28, 2026", shape: "done",
            title: "Saturday, Nov 28, 2026: done, 9 Gläser"),
        CellCase(
            testDescription: "over the limit", habit: "Kaffee", date: "Nov 28, 2026", shape: "over",
            title: "Saturday, Nov 28, 2026: over the limit, 3 Tassen"),
        CellCase(
            testDescription: "before the start", habit: "Neu", date: "Nov 28, 2026", shape: "before",
            title: "Saturday, Nov 28, 2026: before the start"),
    ]

    @Test(arguments: cellCases)
    func eachCellHasTheShapeAndTitleOfItsDay(_ cellCase: CellCase) throws {
        let sandbox = try ReportFixtures.sandbox()
        let output = sandbox.run(["export", "--format", "svg", cellCase.habit, "--weeks", "5"])
        #expect(output.exitCode == .success)
        let cells = ReportFixtures.cells(output.stdout)
        let cell = try #require(cells.first { $0.title.contains(cellCase.date) })
        #expect(cell.shape == cellCase.shape)  // the shape the day's mark decides
        #expect(cell.title == cellCase.title)  // its date and state, for tooltips and screen readers
    }

    @Test func theHeatmapHasOneCellADayFromTheFirstWeekThroughToday() throws {
        let sandbox = try ReportFixtures.sandbox()
        #expect(sandbox.run(["week-start", "sunday"]).exitCode == .success)  // the file's weeks start on Sunday
        let output = sandbox.run(["export", "--format", "svg", "Lesen", "--weeks", "5"])
        let cells = ReportFixtures.cells(output.stdout)
        #expect(cells.count == 29)  // Sunday, November 1, through today, November 29
        #expect(cells.first?.title.contains("Nov 1, 2026") == true)  // the first weekday of the file's week
        #expect(cells.last?.title.contains("Nov 29, 2026") == true)  // today last, nothing after it
    }

    @Test(arguments: ["en_US.UTF-8", "de_DE.UTF-8", "fr_FR.UTF-8"])
    func theStandaloneSVGWritesItsColoursOutAndPaintsItsOwnBackground(_ language: String) throws {
        let sandbox = try ReportFixtures.sandbox()
        let svg = sandbox.run(["export", "--format", "svg", "Wasser"], language: language).stdout
        #expect(!svg.contains("var("))  // no CSS variables, which rsvg-convert and image viewers ignore
        let document = MarkupCheck.xml(svg)
        let root = try #require(document.elements.first)
        // A background as large as the drawing, first after the style sheet: below everything.
        let background = try #require(document.all("rect").first)
        #expect(background.attributes["class"] == "background")
        #expect(background.attributes["width"] == root.attributes["width"])
        #expect(background.attributes["height"] == root.attributes["height"])
        let style = try #require(document.all("style").first?.text)
        let parts = style.components(separatedBy: "@media (prefers-color-scheme: dark){")
        try #require(parts.count == 2)
        // Light: dark labels on white; dark: light labels on near-black. Each scheme's labels
        // sit on its own background, whatever the page around the drawing.
        #expect(parts[0].contains(".heatmap .background{fill:#ffffff}") && parts[0].contains("text{fill:#1f2328"))
        #expect(parts[1].contains(".heatmap .background{fill:#0d1117}") && parts[1].contains("text{fill:#e6edf3"))
        #expect(parts[0].contains(".hc-teal{color:#0b7a86}") && parts[1].contains(".hc-teal{color:#39c5cf}"))
        // The report's page keeps its variables: its body takes the scheme's background.
        #expect(sandbox.run(["report"], language: language).stdout.contains("background:var(--bg)"))
    }

    @Test func aYoungHabitsHeatmapStartsAtItsFirstWeek() throws {
        let sandbox = try ReportFixtures.sandbox()
        // Lesen began on Sunday, November 1, in the file's Monday week of October 26: five weeks
        // through today, not 53 weeks of days before it began.
        let lesen = MarkupCheck.xml(sandbox.run(["export", "--format", "svg", "Lesen"]).stdout)
        #expect(lesen.elements.first?.attributes["width"] == "102")
        let cells = ReportFixtures.cells(sandbox.run(["export", "--format", "svg", "Lesen"]).stdout)
        #expect(cells.count == 35)  // Monday, October 26, through today, Sunday, November 29
        #expect(cells.first?.title.hasPrefix("Monday, Oct 26, 2026") == true)
        // Neu began today: one week, and --weeks only ever shortens it.
        let neu = MarkupCheck.xml(sandbox.run(["export", "--format", "svg", "Neu", "--weeks", "5"]).stdout)
        #expect(neu.elements.first?.attributes["width"] == "46")
        // An older habit still shows as many weeks as asked.
        let page = sandbox.run(["report", "--weeks", "2"]).stdout
        #expect(page.contains("aria-label=\"Days of Lesen\"") && page.contains("width=\"60\" height=\"112\""))
    }

    @Test(arguments: ["en_US.UTF-8", "de_DE.UTF-8", "fr_FR.UTF-8"])
    func theSVGIsAStandaloneXMLDrawing(_ language: String) throws {
        let sandbox = try ReportFixtures.sandbox()
        let output = sandbox.run(["export", "--format", "svg", "Lesen", "--weeks", "5"], language: language)
        #expect(output.exitCode == .success)
        let document = MarkupCheck.xml(output.stdout)
        #expect(document.problem == nil)  // well-formed XML
        let root = try #require(document.elements.first)
        #expect(root.name == "svg")
        #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")  // a file of its own
        // Five weeks of 14 pixels after the weekday letters, 12 spare; seven rows below the months.
        #expect(root.attributes["width"] == "102")
        #expect(root.attributes["height"] == "112")
        #expect(root.attributes["viewBox"] == "0 0 102 112")
        #expect(document.all("style").count == 1)  // its colours inside it
        #expect(output.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
    }

    @Test func theFilesFirstWeekdayIsOnTopInEveryLanguage() throws {
        let sandbox = try ReportFixtures.sandbox()
        let english = MarkupCheck.xml(sandbox.run(["export", "--format", "svg", "Lesen"], language: "en_US.UTF-8").stdout)
        let german = MarkupCheck.xml(sandbox.run(["export", "--format", "svg", "Lesen"], language: "de_DE.UTF-8").stdout)
        // The weekday letters, top to bottom: the file's week (Monday, an older file's), not the reader's region.
        #expect(english.all("text").prefix(7).map(\.text) == ["M", "T", "W", "T", "F", "S", "S"])
        #expect(german.all("text").prefix(7).map(\.text) == ["M", "D", "M", "D", "F", "S", "S"])
        let firstGerman = try #require(ReportFixtures.cells(sandbox.run(["export", "--format", "svg", "Lesen"], language: "de_DE.UTF-8").stdout).first)
        #expect(firstGerman.title.hasPrefix("Montag"))  // the first week starts on a Monday
        // With the file's weeks starting on Sunday, Sunday is on top in German too.
        #expect(sandbox.run(["week-start", "sunday"], language: "de_DE.UTF-8").exitCode == .success)
        let sunday = MarkupCheck.xml(sandbox.run(["export", "--format", "svg", "Lesen"], language: "de_DE.UTF-8").stdout)
        #expect(sunday.all("text").prefix(7).map(\.text) == ["S", "M", "D", "M", "D", "F", "S"])
    }

    @Test(.enabled(if: MarkupCheck.hasPython, "needs python3"), arguments: ["en_US.UTF-8", "de_DE.UTF-8", "fr_FR.UTF-8"])
    func theReportIsOneStrictHTMLPageWithWellFormedSVG(_ language: String) throws {
        let sandbox = try ReportFixtures.sandbox()
        let output = sandbox.run(["report"], language: language)
        #expect(output.exitCode == .success)
        let page = output.stdout
        let strict = try MarkupCheck.strictHTML(page)
        #expect(strict.passed, "\(strict.output)")  // every element closed in order, no script
        #expect(page.contains("<html lang=\"\(language.prefix(2))\">"))  // the language of the words
        let svgs = MarkupCheck.inlineSVGs(page)
        // A heatmap and the months' bars per habit, and the legend's samples.
        #expect(svgs.count >= 2 * ReportFixtures.all.count)
        for svg in svgs { #expect(MarkupCheck.xml(svg).problem == nil, "\(svg.prefix(200))") }
        #expect(!page.contains("<script"))
        #expect(!page.contains("http://") || page.components(separatedBy: "http://").count == 1)  // nothing fetched
    }

    @Test func theHeaderSaysTheDaysAndTheOverallCompletion() throws {
        let sandbox = try ReportFixtures.sandbox([ReportFixtures.lesen, ReportFixtures.sport])
        #expect(sandbox.run(["week-start", "sunday"]).exitCode == .success)  // five weeks from Sunday, November 1
        let page = sandbox.run(["report", "--weeks", "5"]).stdout
        #expect(page.contains("<p class=\"range\">Nov 1, 2026 to Nov 29, 2026</p>"))
        // Lesen: 28 days from Nov 1 through yesterday, less 6 paused and 1 skipped: 3 done of 21.
        // Sport: the Mondays, Wednesdays and Fridays from Nov 2 through Nov 27, 12: 2 done.
        #expect(page.contains("<p class=\"overall\">Overall: 5 of 33 due days done (15%)</p>"))
        #expect(page.contains("<dt>Streak</dt><dd>1 day</dd><dt>Record</dt><dd>2 days</dd>"))  // Lesen
    }

    @Test(.enabled(if: MarkupCheck.hasPython, "needs python3"))
    func aNameWithMarkupIsTextNeverMarkup() throws {
        let name = "<script>alert(\"x\")</script> \"&'"
        let sandbox = try ReportFixtures.sandbox([
            ScriptingFixtures.habit(1, name, created: "2026-11-20", done: [ReportFixtures.day("2026-11-28")])
        ])
        let page = sandbox.run(["report"]).stdout
        #expect(!page.contains("<script"))  // never an element
        #expect(page.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &quot;&amp;&#39;"))
        let strict = try MarkupCheck.strictHTML(page)
        #expect(strict.passed, "\(strict.output)")
        #expect(strict.output.split(separator: "\n").contains { $0 == name })  // shown as the text it is
        let svg = sandbox.run(["export", "--format", "svg", name]).stdout
        let document = MarkupCheck.xml(svg)
        #expect(document.problem == nil)
        #expect(document.all("title").first?.text == "Days of \(name)")
    }

    /// A command line the report or the SVG export refuses, and a part of the sentence.
    struct BadCase: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let arguments: [String]
        let sentence: String
    }

    static let badCases: [BadCase] = [
        BadCase(
            testDescription: "no weeks", arguments: ["report", "--weeks", "0"],
            sentence: "“0” is not a valid number of weeks; use a whole number from 1 to 260."),
        BadCase(
            testDescription: "too many weeks", arguments: ["report", "--weeks", "1000"],
            sentence: "“1000” is not a valid number of weeks; use a whole number from 1 to 260."),
        BadCase(
            testDescription: "weeks not a number", arguments: ["export", "--format", "svg", "Lesen", "--weeks", "x"],
            sentence: "“x” is not a valid number of weeks; use a whole number from 1 to 260."),
        BadCase(
            testDescription: "an SVG without a name", arguments: ["export", "--format", "svg"],
            sentence: "An SVG heatmap shows one habit; name it: habit export --format svg NAME"),
        BadCase(
            testDescription: "a name without SVG", arguments: ["export", "Lesen"],
            sentence: "Only the SVG heatmap takes a habit's name or --weeks; use: habit export --format svg NAME"),
        BadCase(
            testDescription: "weeks without SVG", arguments: ["export", "--format", "csv", "--weeks", "5"],
            sentence: "Only the SVG heatmap takes a habit's name or --weeks; use: habit export --format svg NAME"),
        BadCase(
            testDescription: "an unknown format", arguments: ["export", "--format", "png", "Lesen"],
            sentence: "“png” is not a format"),
        BadCase(
            testDescription: "an empty --out", arguments: ["report", "--out", ""], sentence: "--out"),
    ]

    @Test(arguments: badCases)
    func badInputGetsOneSentenceAndExitCode2(_ badCase: BadCase) throws {
        let sandbox = try ReportFixtures.sandbox()
        let before = sandbox.fileBytes()
        let output = sandbox.run(badCase.arguments)
        #expect(output.exitCode == .usage)
        #expect(output.stdout.isEmpty)  // nothing written
        #expect(output.stderr.hasPrefix("habit: "))
        #expect(output.stderr.contains(badCase.sentence))
        #expect(output.stderr.split(separator: "\n").count == 1)  // one line
        #expect(sandbox.fileBytes() == before)
    }

    @Test func anUnknownNameIsOneSentence() throws {
        let sandbox = try ReportFixtures.sandbox()
        let output = sandbox.run(["export", "--format", "svg", "Nope"])
        #expect(output.exitCode != .success)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("Nope"))  // the name as typed
        #expect(output.stderr.split(separator: "\n").count == 1)
    }

    @Test(arguments: ["en_US.UTF-8", "de_DE.UTF-8", "fr_FR.UTF-8"])
    func toATerminalTheReportRefusesAndSuggestsAFile(_ language: String) throws {
        let sandbox = try ReportFixtures.sandbox()
        let output = sandbox.run(["report"], language: language, terminal: true)
        #expect(output.exitCode == .usage)
        #expect(output.stdout.isEmpty)  // no markup on the screen
        #expect(output.stderr.contains("habit report --out report.html"))  // what to type instead
    }

    @Test func outWritesThePageToTheFileWhole() throws {
        let sandbox = try ReportFixtures.sandbox()
        let path = sandbox.scratch.file("report.html")
        try sandbox.write("old", to: "report.html")
        let output = sandbox.run(["report", "--out", path], terminal: true)
        #expect(output == Output())  // nothing on the terminal, success
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written == sandbox.run(["report"]).stdout)  // the same page as on standard output
        let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder)
        #expect(!left.contains { $0.contains(".tmp-") })  // replaced by a rename, no temporary file left
    }

    @Test func outIntoAFolderThatIsNotThereFailsAndWritesNothing() throws {
        let sandbox = try ReportFixtures.sandbox()
        let path = sandbox.scratch.file("missing/report.html")
        let output = sandbox.run(["report", "--out", path])
        #expect(output.exitCode != .success)
        #expect(output.stderr.contains(path))  // the path it could not write
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func withoutHabitsTheReportSaysSo() throws {
        let sandbox = try ReportFixtures.sandbox([])
        let page = sandbox.run(["report"]).stdout
        #expect(page.contains("<p>No habits yet.</p>"))
        #expect(page.contains("<p class=\"overall\">Overall: nothing was due yet</p>"))
    }

    @Test("the month bars count the last twelve months, leaving out the months before the habit began")
    func theMonthBarsCountTheLastTwelveMonths() throws {
        let sandbox = try ReportFixtures.sandbox([ReportFixtures.lesen, ReportFixtures.wasser])
        let page = sandbox.run(["report"]).stdout
        let bars = MarkupCheck.inlineSVGs(page).filter { $0.hasPrefix("<svg class=\"months") }
        #expect(bars.count == 2)
        let lesen = MarkupCheck.xml(bars[0]).all("title").map(\.text)
        // Lesen began in November 2026: no bar for December 2025 through October 2026.
        #expect(lesen == ["Nov 2026: 3 times"])
        let wasser = MarkupCheck.xml(bars[1]).all("title").map(\.text)
        #expect(wasser.last == "Nov 2026: 12 Gläser")  // a measured habit's sum with its unit
    }
}

/// Golden SVG and HTML: a change of the drawing shows as a diff.
@Suite struct ReportGoldenTests {
    /// Each language with the week of a file made where it is spoken: Sunday in the US.
    @Test(arguments: [("en_US.UTF-8", "english", "sunday"), ("de_DE.UTF-8", "german", "monday"), ("fr_FR.UTF-8", "french", "monday")])
    func theHeatmapOfFiveWeeks(_ language: String, _ name: String, _ weekStart: String) throws {
        let sandbox = try ReportFixtures.sandbox()
        #expect(sandbox.run(["week-start", weekStart], language: language).exitCode == .success)
        let output = sandbox.run(["export", "--format", "svg", "Wasser", "--weeks", "5"], language: language)
        Golden.expect(output.stdout, is: "Report/heatmap-\(name)")
    }

    @Test func theReportOfTwoWeeks() throws {
        let sandbox = try ReportFixtures.sandbox()
        #expect(sandbox.run(["week-start", "sunday"]).exitCode == .success)  // a file made in the US
        Golden.expect(sandbox.run(["report", "--weeks", "2"]).stdout, is: "Report/report-english")
    }
}
