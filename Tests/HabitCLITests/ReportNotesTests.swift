import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitStore
@testable import HabitCLI
@testable import HabitText

/// The notes on the report's page: a day's note after its cell's title, and per habit its
/// latest notes, newest first, at most ten, then how many more. Today is Sunday, November 29,
/// 2026 (``Fixed/today``).
@Suite struct ReportNotesTests {
    /// ``ReportFixtures/lesen`` with `notes`, each on its day.
    static func lesen(notes: [(String, String)]) -> Habit {
        var habit = ReportFixtures.lesen
        for (day, text) in notes { _ = try? habit.setNote(text, on: ReportFixtures.day(day), today: Fixed.today) }
        return habit
    }

    /// Lesen with a note on each of the first `count` days of November, "Note 1", "Note 2", ….
    static func lesen(numberedNotes count: Int) -> Habit {
        lesen(notes: (1...count).map { (String(format: "2026-11-%02d", $0), "Note \($0)") })
    }

    /// The items of the page's list of notes, and the line after it (`nil` when there is none).
    static func noteList(_ page: String) -> (items: [String], more: String?) {
        let items = page.components(separatedBy: "\n").filter { $0.hasPrefix("<li>") && !$0.contains("<svg") }
            .map { String($0.dropFirst(4).dropLast(5)) }
        let more = page.components(separatedBy: "\n").first { $0.hasPrefix("<p class=\"more\">") }
            .map { String($0.dropFirst(16).dropLast(4)) }
        return (items, more)
    }

    @Test func aDaysNoteFollowsItsCellsTitle() throws {
        let sandbox = try ReportFixtures.sandbox([Self.lesen(notes: [("2026-11-25", "Kapitel 3, dann zu müde")])])
        let page = sandbox.run(["report", "--weeks", "5"]).stdout
        let svg = try #require(MarkupCheck.inlineSVGs(page).first { $0.hasPrefix("<svg class=\"heatmap") })
        let titles = ReportFixtures.cells(svg).map(\.title)
        #expect(titles.contains("Wednesday, Nov 25, 2026: done. Note: Kapitel 3, dann zu müde"))
        #expect(titles.contains("Thursday, Nov 26, 2026: done"))  // a day without a note as before
        #expect(titles.filter { $0.contains("Note:") }.count == 1)
        // The standalone SVG, meant to be published, keeps the notes out.
        let standalone = sandbox.run(["export", "--format", "svg", "Lesen", "--weeks", "5"]).stdout
        #expect(!standalone.contains("Kapitel"))
        #expect(ReportFixtures.cells(standalone).map(\.title).contains("Wednesday, Nov 25, 2026: done"))
    }

    @Test(arguments: [
        ("en_US.UTF-8", "Nov 12, 2026: Note 12", "Nov 3, 2026: Note 3", "and 2 more"),
        ("de_DE.UTF-8", "12. Nov. 2026: Note 12", "3. Nov. 2026: Note 3", "und 2 weitere"),
        ("fr_FR.UTF-8", "12 nov. 2026\u{00A0}: Note 12", "3 nov. 2026\u{00A0}: Note 3", "et 2 autres"),
    ])
    func theTenNewestNotesThenHowManyMore(_ language: String, _ newest: String, _ oldestShown: String, _ more: String)
        throws
    {
        let sandbox = try ReportFixtures.sandbox([Self.lesen(numberedNotes: 12)])
        let page = sandbox.run(["report"], language: language).stdout
        let list = Self.noteList(page)
        #expect(list.items.count == 10)  // the cap
        #expect(list.items.first == newest)  // newest first
        #expect(list.items.last == oldestShown)  // the tenth newest; Nov 1 and 2 left out
        #expect(list.more == more)
    }

    @Test func tenNotesOrFewerAreAllShownWithoutAMoreLine() throws {
        let sandbox = try ReportFixtures.sandbox([Self.lesen(numberedNotes: 10)])
        let list = Self.noteList(sandbox.run(["report"]).stdout)
        #expect(list.items.count == 10)
        #expect(list.items.last == "Nov 1, 2026: Note 1")
        #expect(list.more == nil)
    }

    @Test func aHabitWithoutNotesHasNoList() throws {
        let sandbox = try ReportFixtures.sandbox([ReportFixtures.sport, Self.lesen(notes: [("2026-11-20", "Nur eine")])])
        let page = sandbox.run(["report"]).stdout
        #expect(page.components(separatedBy: "<h3>Notes</h3>").count == 2)  // one heading, of the habit with a note
        #expect(Self.noteList(page).items == ["Nov 20, 2026: Nur eine"])
    }

    @Test(.enabled(if: MarkupCheck.hasPython, "needs python3"))
    func aNoteAndNameWithMarkupAreTextNeverMarkup() throws {
        let name = "<script>alert(\"x\")</script> \"&'"
        let note = "<script>\"&'</script> & <b>bold</b>"
        var habit = ScriptingFixtures.habit(1, name, created: "2026-11-20", done: [ReportFixtures.day("2026-11-28")])
        _ = try habit.setNote(note, on: ReportFixtures.day("2026-11-28"), today: Fixed.today)
        let sandbox = try ReportFixtures.sandbox([habit])
        let page = sandbox.run(["report", "--weeks", "5"]).stdout
        #expect(!page.contains("<script"))  // never an element
        #expect(!page.contains("<b>"))
        let escaped = "&lt;script&gt;&quot;&amp;&#39;&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;"
        #expect(page.contains("<li>Nov 28, 2026: " + escaped + "</li>"))  // the list
        #expect(page.contains("Saturday, Nov 28, 2026: done. Note: " + escaped + "</title>"))  // the cell's title
        let strict = try MarkupCheck.strictHTML(page)
        #expect(strict.passed, "\(strict.output)")  // still one strict page
        let text = strict.output.split(separator: "\n").map(String.init)
        #expect(text.contains(name))  // shown as the text it is
        #expect(text.contains("Nov 28, 2026: " + note))
        #expect(text.contains("Saturday, Nov 28, 2026: done. Note: " + note))
        for svg in MarkupCheck.inlineSVGs(page) { #expect(MarkupCheck.xml(svg).problem == nil) }
        let cells = ReportFixtures.cells(try #require(MarkupCheck.inlineSVGs(page).first))
        #expect(cells.map(\.title).contains("Saturday, Nov 28, 2026: done. Note: " + note))  // the XML reads it back whole
    }
}
