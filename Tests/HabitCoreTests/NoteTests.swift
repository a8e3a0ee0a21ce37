@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

/// Notes: one line of at most 500 characters on any day up to today.
@Suite("Notes")
struct NoteTests {
    static let today = Day("2026-11-25")!

    @Test("A note with Unicode and quotes is kept as written", arguments: ["Müde, aber „gelaufen“ 🏃", #"said "no" to 'cake'"#])
    func unicodeAndQuotes(_ text: String) throws {
        var habit = Habit.measured(goal: nil)
        #expect(try habit.setNote(text, on: NoteTests.today, today: NoteTests.today))
        #expect(habit.note(on: NoteTests.today) == text)
    }

    @Test("A note may be on a day that is not done, and an empty text removes it")
    func emptyRemoves() throws {
        var habit = Habit.measured(goal: .atLeast(8))
        try habit.setNote("  krank  ", on: NoteTests.today, today: NoteTests.today)
        #expect(habit.note(on: NoteTests.today) == "krank")
        #expect(!habit.isDone(on: NoteTests.today))
        #expect(try habit.setNote("", on: NoteTests.today, today: NoteTests.today))
        #expect(habit.note(on: NoteTests.today) == nil)
        #expect(try !habit.setNote("", on: NoteTests.today, today: NoteTests.today))
    }

    @Test("Unchecking a day keeps its note")
    func uncheckKeepsNote() throws {
        var habit = Habit.measured(goal: nil, done: ["2026-11-25"])
        try habit.setNote("gut", on: NoteTests.today, today: NoteTests.today)
        try habit.uncheck(on: NoteTests.today, today: NoteTests.today)
        #expect(habit.note(on: NoteTests.today) == "gut")
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let error: AmountError
        var testDescription: String { name }
    }

    static let refusals: [Refusal] = [
        Refusal(name: "a line break", text: "a\nb", error: .controlCharacterInNote("a\nb")),
        Refusal(name: "a terminal escape", text: "\u{1B}[31m", error: .controlCharacterInNote("\u{1B}[31m")),
        Refusal(name: "a line separator", text: "a\u{2028}b", error: .controlCharacterInNote("a\u{2028}b")),
        Refusal(name: "501 characters", text: String(repeating: "é", count: 501), error: .noteTooLong(length: 501)),
        // One character on the screen: the limit counts Unicode scalars (Z and the first accent compose).
        Refusal(
            name: "a letter under a million accents", text: "Z" + String(repeating: "\u{0301}", count: 1_000_000),
            error: .noteTooLong(length: 1_000_000)),
        Refusal(name: "101 emoji families", text: String(repeating: "👨‍👩‍👧", count: 101), error: .noteTooLong(length: 505)),
    ]

    @Test("Notes with control characters or over 500 Unicode scalars are refused and change nothing", arguments: refusals)
    func refused(_ refusal: Refusal) {
        var habit = Habit.measured(goal: nil)
        #expect(throws: refusal.error) { try habit.setNote(refusal.text, on: NoteTests.today, today: NoteTests.today) }
        #expect(habit.notes.isEmpty)
    }

    @Test("500 scalars are accepted, decomposed accents counted composed")
    func longestNote() throws {
        var habit = Habit.measured(goal: nil)
        try habit.setNote(String(repeating: "👍", count: 500), on: NoteTests.today, today: NoteTests.today)
        #expect(habit.note(on: NoteTests.today)?.count == 500)
        let decomposed = String(repeating: "e\u{0301}", count: 500)  // 1,000 scalars, 500 composed
        try habit.setNote(decomposed, on: NoteTests.today, today: NoteTests.today)
        #expect(habit.note(on: NoteTests.today) == decomposed)  // kept as typed
    }

    @Test("A note an older version stored (500 characters, more scalars) still reads")
    func storedNotes() {
        #expect(Note.isStorable(String(repeating: "👨‍👩‍👧", count: 500)))  // 2,500 scalars, readable
        #expect(!Note.isStorable("Z" + String(repeating: "\u{0301}", count: 10_000)))  // a flood is not
        #expect(Note.isStorable(" padded "))  // as before: a stored note may have spaces around
        #expect(!Note.isStorable("a\nb"))  // one line
    }

    @Test("A future day cannot get a note")
    func futureNote() {
        var habit = Habit.measured(goal: nil)
        #expect(throws: AmountError.futureDay(NoteTests.today.next, today: NoteTests.today)) {
            try habit.setNote("x", on: NoteTests.today.next, today: NoteTests.today)
        }
    }

    @Test("Notes are listed oldest first, optionally from a day on")
    func listing() throws {
        var habit = Habit.measured(goal: nil)
        try habit.setNote("b", on: NoteTests.today, today: NoteTests.today)
        try habit.setNote("a", on: NoteTests.today.previous, today: NoteTests.today)
        #expect(habit.notes().map(\.text) == ["a", "b"])
        #expect(habit.notes(from: NoteTests.today).map(\.text) == ["b"])
    }
}
