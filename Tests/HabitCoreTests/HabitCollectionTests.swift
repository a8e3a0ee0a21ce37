import Foundation
@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

/// `HabitCollection`: adding, renaming, removing and finding habits, and the error sentences.
@Suite("Habit collection")
struct HabitCollectionTests {
    static let today = Day("2026-11-29")!

    /// A collection holding habits with the given names, added in that order.
    static func collection(_ names: [String]) throws -> HabitCollection {
        var collection = HabitCollection()
        for name in names {
            try collection.add(name: name, icon: "⭐", color: .green, created: today)
        }
        return collection
    }

    /// Habits named `names`, as a file read from outside may hold them: without the checks of
    /// `add`, so an older file's pair of names that differ only in accents is possible.
    static func file(_ names: [String]) -> HabitCollection {
        HabitCollection(habits: names.map { Habit(id: UUID(), name: $0, icon: "⭐", color: .green, created: today) })
    }

    // MARK: - Adding

    @Test("Adding stores the trimmed name and icon, in order")
    func add() throws {
        var collection = HabitCollection()
        let added = try collection.add(name: "  Lesen ", icon: " 📚 ", color: .blue, created: Self.today)
        try collection.add(name: "Laufen", icon: "🏃", color: .red, created: Self.today)
        #expect(added.name == "Lesen")  // the name is trimmed
        #expect(added.icon == "📚")  // and so is the icon
        #expect(collection.habits.map(\.name) == ["Lesen", "Laufen"])  // habits keep the order they were added in
        #expect(collection[added.id] == added)  // and can be looked up by id
    }

    @Test("Adding refuses an invalid name or icon and leaves the collection as it was")
    func addInvalid() throws {
        var collection = try Self.collection(["Lesen"])
        let before = collection
        #expect(throws: HabitError.emptyName) {  // a blank name is refused
            try collection.add(name: "  ", icon: "⭐", color: .green, created: Self.today)
        }
        #expect(throws: HabitError.controlCharacterInName("Le\nsen")) {  // so is one with a line break
            try collection.add(name: "Le\nsen", icon: "⭐", color: .green, created: Self.today)
        }
        #expect(throws: HabitError.invalidIcon("a b")) {  // and an icon with a space
            try collection.add(name: "Laufen", icon: "a b", color: .green, created: Self.today)
        }
        #expect(collection == before)  // nothing was added
    }

    @Test(
        "A name already taken, ignoring case and Unicode normalization, is refused",
        arguments: [
            ("\u{00DC}bung", "U\u{0308}bung"),  // the same word, precomposed and decomposed
            ("U\u{0308}bung", "\u{00DC}bung"),  // and the other way round
            ("Übung", "übung"),  // lower case
            ("Übung", "ÜBUNG"),  // upper case
            ("Lesen", "  lesen "),  // lower case with spaces around
        ])
    func uniqueness(existing: String, new: String) throws {
        var collection = try Self.collection([existing])
        // The error names the habit that already has the name.
        #expect(throws: HabitError.nameTaken(existing)) {
            try collection.add(name: new, icon: "⭐", color: .green, created: Self.today)
        }
        #expect(collection.habits.count == 1)  // and the second habit was not added
    }

    @Test("Names that differ in a letter may coexist")
    func differentNamesCoexist() throws {
        let collection = try Self.collection(["Übung", "Üben", "Lesen", "Lesen 2"])
        #expect(collection.habits.count == 4)  // another letter, or one more, makes a different name
    }

    @Test(
        "A name that differs from another only in accents or width is refused, naming the other",
        arguments: [
            ("Café", "Cafe"),  // the accent left out
            ("Cafe", "Café"),  // or added
            ("Übung", "Ubung"),  // an umlaut
            ("Übung", "ubung"),  // an umlaut and the case
            ("Lesen", "Ｌｅｓｅｎ"),  // full-width letters
        ])
    func lookalikeRefused(existing: String, new: String) throws {
        var collection = try Self.collection([existing])
        #expect(throws: HabitError.nameClash(new, existing: existing)) {  // lookup could not tell the two apart
            try collection.add(name: new, icon: "⭐", color: .green, created: Self.today)
        }
        #expect(collection.habits.count == 1)  // and the second habit was not added
    }

    @Test("Renaming onto a name that differs from another only in accents is refused")
    func renameLookalike() throws {
        var collection = try Self.collection(["Café", "Tee"])
        let before = collection
        let id = try #require(collection.habits.last?.id)
        #expect(throws: HabitError.nameClash("cafe", existing: "Café")) { try collection.rename(id, to: "cafe") }
        #expect(collection == before)  // nothing changed
        let cafe = try #require(collection.habits.first?.id)
        #expect(try collection.rename(cafe, to: "Cafe") == "Cafe")  // a habit may drop its own accent
    }

    // MARK: - Renaming

    @Test("Renaming keeps the id and the history")
    func renameKeepsHistory() throws {
        var collection = try Self.collection(["Lesen", "Laufen"])
        var lesen = try collection.find("Lesen")
        try lesen.check(on: Self.today, today: Self.today)
        try lesen.check(on: Self.today.previous, today: Self.today)
        collection.update(lesen)
        let newName = try collection.rename(lesen.id, to: "  Bücher lesen ")
        let renamed = try #require(collection[lesen.id])
        #expect(newName == "Bücher lesen")  // the new name is trimmed
        #expect(renamed.name == "Bücher lesen")  // and stored
        #expect(renamed.id == lesen.id)  // the id stays
        #expect(renamed.completions == lesen.completions)  // and so do the done days
        #expect(renamed.streak(asOf: Self.today) == 2)  // so the streak survives the rename
        #expect(collection.habits.map(\.name) == ["Bücher lesen", "Laufen"])  // in the same place in the list
    }

    @Test("Renaming a habit to its own name in another case is allowed")
    func renameCase() throws {
        var collection = try Self.collection(["lesen"])
        let id = try #require(collection.habits.first?.id)
        #expect(try collection.rename(id, to: "Lesen") == "Lesen")  // its own name does not count as taken
        #expect(collection[id]?.name == "Lesen")  // and the new spelling is stored
    }

    @Test("Renaming to another habit's name is refused")
    func renameTaken() throws {
        var collection = try Self.collection(["Lesen", "Laufen"])
        let before = collection
        let id = try #require(collection.habits.last?.id)
        #expect(throws: HabitError.nameTaken("Lesen")) {  // "LESEN" is Lesen's name in capitals
            try collection.rename(id, to: "LESEN")
        }
        #expect(collection == before)  // nothing changed
    }

    @Test("Renaming refuses an invalid name")
    func renameInvalid() throws {
        var collection = try Self.collection(["Lesen"])
        let id = try #require(collection.habits.first?.id)
        #expect(throws: HabitError.emptyName) { try collection.rename(id, to: " ") }  // a blank name
        #expect(collection[id]?.name == "Lesen")  // leaves the old name in place
    }

    @Test("Renaming a habit that is not there is refused")
    func renameUnknown() throws {
        var collection = try Self.collection(["Lesen"])
        let stranger = UUID()
        // The error says there is no such habit.
        #expect(throws: HabitError.unknownHabit(stranger.uuidString, suggestion: nil)) {
            try collection.rename(stranger, to: "Laufen")
        }
    }

    // MARK: - Removing

    @Test("Removing returns the habit and forgets it")
    func remove() throws {
        var collection = try Self.collection(["Lesen", "Laufen", "Meditieren"])
        let laufen = try collection.find("Laufen")
        #expect(collection.remove(laufen.id) == laufen)  // the removed habit is handed back
        #expect(collection.habits.map(\.name) == ["Lesen", "Meditieren"])  // the others keep their order
        #expect(collection.remove(laufen.id) == nil)  // removing it again finds nothing
        #expect(throws: HabitError.unknownHabit("Laufen", suggestion: nil)) {  // and it can no longer be found
            try collection.find("Laufen")
        }
        // Its name is free again.
        #expect(throws: Never.self) { try collection.add(name: "Laufen", icon: "🏃", color: .red, created: Self.today) }
    }

    // MARK: - Finding

    struct Lookup: Sendable, CustomTestStringConvertible {
        let name: String
        let habits: [String]
        let typed: String
        let outcome: Outcome
        var testDescription: String { name }

        enum Outcome: Sendable {
            case found(String)
            case error(HabitError)
        }
    }

    @Test(
        "find resolves what a person typed",
        arguments: [
            Lookup(name: "the exact name", habits: ["Lesen", "Laufen"], typed: "Laufen", outcome: .found("Laufen")),
            Lookup(
                name: "surrounding spaces are ignored", habits: ["Lesen"], typed: "  Lesen ",
                outcome: .found("Lesen")),
            Lookup(
                name: "a decomposed spelling is the exact name", habits: ["\u{00DC}bung"], typed: "U\u{0308}bung",
                outcome: .found("\u{00DC}bung")),
            Lookup(
                name: "an exact match wins over a looser one", habits: ["Übung", "Ubung"], typed: "Ubung",
                outcome: .found("Ubung")),
            Lookup(name: "the other case", habits: ["Lesen", "Laufen"], typed: "LESEN", outcome: .found("Lesen")),
            Lookup(name: "without the umlaut", habits: ["Übung", "Lesen"], typed: "ubung", outcome: .found("Übung")),
            Lookup(
                name: "an older pair differing only in accents: the exact spelling finds each",
                habits: ["Übung", "Ubung"], typed: "Übung", outcome: .found("Übung")),
            Lookup(
                name: "an older pair differing only in accents: any other spelling names both",
                habits: ["Übung", "Ubung"], typed: "übung",
                outcome: .error(.lookalikeHabits("übung", candidates: ["Übung", "Ubung"]))),
            Lookup(
                name: "a whole name wins over a prefix of a longer one", habits: ["Laufen", "Lauf"], typed: "lauf",
                outcome: .found("Lauf")),
            Lookup(
                name: "a unique prefix", habits: ["Lesen", "Meditieren"], typed: "Med",
                outcome: .found("Meditieren")),
            Lookup(
                name: "a unique prefix in another case, without diacritics", habits: ["Übung", "Lesen"],
                typed: "ub", outcome: .found("Übung")),
            Lookup(
                name: "an ambiguous prefix lists the candidates in order",
                habits: ["Meditieren", "Lesen", "Meer schwimmen"], typed: "Me",
                outcome: .error(.ambiguousHabit("Me", candidates: ["Meditieren", "Meer schwimmen"]))),
            Lookup(
                name: "two names that differ only in accents are ambiguous without them",
                habits: ["Café", "Cafè"], typed: "cafe",
                outcome: .error(.lookalikeHabits("cafe", candidates: ["Café", "Cafè"]))),
            Lookup(
                name: "a prefix of an older pair is ambiguous as a prefix", habits: ["Café", "Cafe", "Tee"], typed: "caf",
                outcome: .error(.ambiguousHabit("caf", candidates: ["Café", "Cafe"]))),
            Lookup(
                name: "a typo suggests the nearest name", habits: ["Lesen", "Meditieren"], typed: "Meditiern",
                outcome: .error(.unknownHabit("Meditiern", suggestion: "Meditieren"))),
            Lookup(
                name: "a typo in another case still suggests", habits: ["Lesen", "Laufen"], typed: "lsen",
                outcome: .error(.unknownHabit("lsen", suggestion: "Lesen"))),
            Lookup(
                name: "something far from every name suggests nothing", habits: ["Lesen", "Meditieren"],
                typed: "Schwimmen", outcome: .error(.unknownHabit("Schwimmen", suggestion: nil))),
            Lookup(
                name: "an empty collection finds nothing", habits: [], typed: "Lesen",
                outcome: .error(.unknownHabit("Lesen", suggestion: nil))),
        ])
    func find(_ lookup: Lookup) throws {
        let collection = Self.file(lookup.habits)
        switch lookup.outcome {
        case .found(let name):
            #expect(try collection.find(lookup.typed).name == name)  // the typed text leads to this habit
        case .error(let error):
            #expect(throws: error) { try collection.find(lookup.typed) }  // no single habit; the error explains
        }
    }

    // MARK: - Checking habits from a file

    @Test("validate() accepts a sane collection")
    func validateAcceptsSane() throws {
        #expect(try Self.collection(["Lesen", "Übung"]).validate() == nil)  // no problem found
        #expect(Self.file(["Übung", "Ubung"]).validate() == nil)  // an older file's pair differing in accents still loads
    }

    @Test("validate() reports duplicate names, bad names and bad icons from outside")
    func validateReportsProblems() {
        func habit(_ name: String, icon: String = "⭐", id: UUID = UUID()) -> Habit {
            Habit(id: id, name: name, icon: icon, color: .green, created: Self.today)
        }
        let duplicate = HabitCollection(habits: [habit("\u{00DC}bung"), habit("u\u{0308}bung")])
        #expect(duplicate.validate()?.error == .nameTaken("u\u{0308}bung"))  // the second of two equal names is reported
        #expect(duplicate.validate()?.index == 1)  // by its position
        #expect(HabitCollection(habits: [habit(" ")]).validate()?.error == .emptyName)  // a blank name
        #expect(HabitCollection(habits: [habit("a\tb")]).validate()?.error == .controlCharacterInName("a\tb"))  // a tab
        #expect(HabitCollection(habits: [habit(" Lesen")]).validate()?.error == .untrimmedName(" Lesen"))  // spaces around
        #expect(HabitCollection(habits: [habit("Lesen", icon: "")]).validate()?.error == .invalidIcon(""))  // an empty icon
        let shared = UUID()
        let twins = HabitCollection(habits: [habit("Lesen", id: shared), habit("Laufen", id: shared)])
        #expect(twins.validate()?.error == .duplicateID(shared, name: "Laufen"))  // two habits with one id
    }

    @Test("validate() reports the first habit whose id an earlier one has, wherever the twins sort")
    func validateReportsTheFirstRepeatedID() {
        func habit(_ name: String, _ id: UUID) -> Habit {
            Habit(id: id, name: name, icon: "⭐", color: .green, created: Self.today)
        }
        let low = UUID(uuidString: "00000000-0000-0000-0000-000000000001") ?? UUID()
        let high = UUID(uuidString: "FFFFFFFF-0000-0000-0000-000000000001") ?? UUID()
        let other = UUID(uuidString: "80000000-0000-0000-0000-000000000001") ?? UUID()
        // The high id repeats at position 2 and the low one at position 4: position 2 comes first.
        let habits = HabitCollection(habits: [
            habit("A", high), habit("B", low), habit("C", high), habit("D", other), habit("E", low), habit("F", low),
        ])
        #expect(habits.validate()?.index == 2)  // the earliest repeat, not the smallest id's
        #expect(habits.validate()?.error == .duplicateID(high, name: "C"))
        let apart = HabitCollection(habits: [habit("A", low), habit("B", other), habit("C", high)])
        #expect(apart.validate() == nil)  // three different ids
    }
}
