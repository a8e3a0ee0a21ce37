import Foundation
import HabitCore
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitCLI
@testable import HabitStore

/// The add (`a`) and edit (`e`) forms of `habit tui`.
@Suite struct TUIFormTests {
    /// `form` after typing `text` into its field, key by key.
    static func typed(_ text: String, into form: TUIForm) -> TUIForm {
        text.reduce(form) { form, character in
            guard case .editing(let next) = form.after(character == " " ? .space : .character(character)) else { return form }
            return next
        }
    }

    /// `form` after `key`, still open.
    static func pressed(_ key: TUIKey, _ form: TUIForm) throws -> TUIForm {
        guard case .editing(let next) = form.after(key) else { throw TestFailure.closed }
        return next
    }

    enum TestFailure: Error { case closed }

    @Test("typing, Backspace and Ctrl-U edit the field with the cursor; Tab and ↓ go on, ↑ back, round the ends")
    func editing() throws {
        var form = Self.typed("Laufx", into: .add())
        form = try Self.pressed(.backspace, form)
        #expect(form.text(.name) == "Lauf")
        form = try Self.pressed(.tab, form)
        form = Self.typed("🏃", into: form)
        form = try Self.pressed(.down, form)
        form = Self.typed("rot", into: form)
        form = try Self.pressed(.control("u"), form)
        form = Self.typed("red", into: form)
        form = try Self.pressed(.up, form)
        #expect(form.focus == 1)
        form = try Self.pressed(.up, form)
        form = try Self.pressed(.up, form)
        #expect(form.focus == 3)
        #expect(form.texts == ["Lauf", "🏃", "red", ""])
        #expect(form.after(.escape) == .cancelled)
        #expect(form.after(.enter) == .save(form))
    }

    @Test("the add form is habit add's command line, the name last after --")
    func addLine() throws {
        var form = TUIForm.add()
        form.texts = ["-Laufen", "🏃", "red", "--per-week 3"]
        #expect(try form.commandLine() == ["add", "--icon", "🏃", "--color", "red", "--per-week", "3", "--", "-Laufen"])
        form.texts = ["Lesen", "", "", ""]
        #expect(try form.commandLine() == ["add", "--", "Lesen"])
        let parsed = try ArgumentParser.parse(try #require(try form.commandLine())).command.get()
        #expect(parsed is AddCommand)
    }

    @Test("the edit form is filled with the habit's values; what was not changed is not given; nothing changed is no command")
    func editLine() throws {
        var habit = Habit(id: fixtureID(1), name: "Wasser", icon: "💧", color: .teal, created: day("2026-11-01"))
        habit.schedule = .days([.monday, .friday])
        habit.setGoal(try Goal(.atLeast, Amount(8), unit: "big glasses"))
        habit.addTags(["gesund", "morgens"])
        let form = TUIForm.edit(habit)
        #expect(form.texts == ["💧", "teal", "--days mon,fri", "--goal 8 --unit 'big glasses'", "gesund, morgens"])
        #expect(try form.commandLine() == nil)
        var changed = form
        changed.texts[2] = "--every 2"
        changed.texts[3] = ""
        changed.texts[4] = "morgens, abends"
        #expect(
            try changed.commandLine() == [
                "edit", "--every", "2", "--no-goal", "--untag", "gesund", "--tag", "abends", "--", "Wasser",
            ])
    }

    @Test("every schedule and goal the edit form fills in reads back as the same through habit edit")
    func roundTrip() throws {
        let schedules: [Schedule] = [
            .daily, .days([.tuesday, .sunday]), .perWeek(3), .every(4), .perMonth(5), .monthlyOn([1, 15, 31]),
        ]
        for schedule in schedules {
            var habit = Habit(id: fixtureID(2), name: "Lesen", icon: "📚", color: .blue, created: day("2026-11-01"))
            habit.schedule = schedule
            var form = TUIForm.edit(habit)
            form.texts[0] = "📖"  // a change, so that the schedule is given too
            form.texts[2] += " "
            let line = try #require(try form.commandLine())
            let command = try #require(try ArgumentParser.parse(line).command.get() as? EditCommand)
            #expect(command.schedule == schedule, "\(line)")
        }
        for goal in [try Goal(.atMost, Amount(2)), try Goal(.weeklyAtLeast, Amount(150), unit: "min")] {
            var habit = Habit(id: fixtureID(3), name: "Kaffee", icon: "☕", color: .brown, created: day("2026-11-01"))
            habit.setGoal(goal)
            var form = TUIForm.edit(habit)
            form.texts[3] += " "
            let line = try #require(try form.commandLine())
            #expect(throws: Never.self) { try ArgumentParser.parse(line).command.get() }
            #expect(line.contains(TUIForm.goalOptions(goal).split(separator: " ").map(String.init)[0]))
        }
    }

    @Test("words are split as a shell splits them; an unclosed quote is refused by field")
    func words() {
        #expect(TUIForm.words("--goal 8  --unit 'big glasses'") == ["--goal", "8", "--unit", "big glasses"])
        #expect(TUIForm.words(#"--unit "a b"c"#) == ["--unit", "a bc"])
        #expect(TUIForm.words("") == [])
        #expect(TUIForm.words("--unit 'open") == nil)
        var form = TUIForm.add()
        form.texts = ["Lesen", "", "", "--days 'mon"]
        #expect(throws: TUIForm.UnclosedQuote(field: .schedule)) { try form.commandLine() }
    }

    @Test("a opens the add form on the list (an empty one too), e the edit form of the selected habit; keys go to the form")
    func keys() {
        let habit = Habit(id: fixtureID(4), name: "Lesen", icon: "📚", color: .blue, created: day("2026-11-01"))
        let list = TUIState(habits: [habit])
        let adding = list.after(.character("a")).state
        #expect(adding.form == .add())
        #expect(TUIState(habits: []).after(.character("a")).state.form == .add())
        // In the form, q is a letter and j does not move.
        let typed = adding.after(.character("q")).state.after(.character("j")).state
        #expect(typed.form?.text(.name) == "qj")
        #expect(typed.after(.enter).action == .saveForm(try! #require(typed.form)))
        #expect(typed.after(.escape).state.form == nil)
        #expect(typed.after(.control("c")).action == .interrupt)
        #expect(list.after(.character("e")).state.form == .edit(habit))
        #expect(TUIState(habits: []).after(.character("e")).state.form == nil)
    }

    @Test("each form as a box over the view, in English, German and French, at 80 × 24 and 40 × 12", arguments: [0, 1, 2])
    func screens(_ languageIndex: Int) {
        let (code, language) = TUIViewGoldenTests.languages[languageIndex]
        var state = TUIState(habits: TUIViewGoldenTests.habits)
        var add = TUIForm.add()
        add.texts = ["Laufen", "🏃", "", "--per-week 3"]
        add.focus = 3
        state.form = add
        Golden.expect(TUIViewGoldenTests.screen(state, 80, 24, language), is: "TUI/\(code)-form-add-80x24")
        Golden.expect(TUIViewGoldenTests.screen(state, 40, 12, language), is: "TUI/\(code)-form-add-40x12")
        state.form = .edit(TUIViewGoldenTests.habits[0])
        Golden.expect(TUIViewGoldenTests.screen(state, 80, 24, language), is: "TUI/\(code)-form-edit-80x24")
        Golden.expect(TUIViewGoldenTests.screen(state, 40, 12, language), is: "TUI/\(code)-form-edit-40x12")
    }
}
