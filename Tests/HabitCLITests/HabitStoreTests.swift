import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText
@testable import HabitFormat

@testable import HabitStore
@testable import HabitCLI

/// The store on disk: a missing file is an empty list, folders and the file are made on the first
/// write (owner-only), a file it cannot read is reported and left byte for byte as it was.
@Suite struct HabitStoreTests {
    private static let lesen = Habit(id: fixtureID(1), name: "Lesen", icon: "📚", color: .green, created: day("2026-11-01"))

    @Test("a file that does not exist yet holds no habits, and reading it creates nothing")
    func missingFile() throws {
        let folder = try ScratchFolder()
        let store = HabitStore(path: folder.file("not/yet/habits.json"))
        #expect(try store.load() == HabitCollection())  // empty, not an error
        #expect(folder.contents().isEmpty)  // reading made no folder and no file
    }

    @Test("the first write creates the folders (0700) and the file (0600)")
    func firstWrite() throws {
        let folder = try ScratchFolder()
        let store = HabitStore(path: folder.file("a/b/habits.json"))
        try store.updateHabits { habits throws(HabitError) in _ = try habits.add(name: "Lesen", icon: "📚", color: .green, created: Fixed.today) }
        #expect(try store.load().habits.map(\.name) == ["Lesen"])  // written and read back
        #expect(permissions(folder.file("a")) == 0o700)  // folders private to the owner
        #expect(permissions(folder.file("a/b")) == 0o700)
        #expect(permissions(folder.file("a/b/habits.json")) == 0o600)  // the data file too
        #expect(folder.contents("a/b") == ["habits.json", "habits.json.bak", "habits.json.history", "habits.json.lock"])  // the backup, but no temporary file left behind
    }

    @Test("a rewrite keeps the file owner-only even if it was readable by others")
    func rewriteIsPrivate() throws {
        let folder = try ScratchFolder()
        try folder.write(StoreFormat.encode(HabitCollection(habits: [Self.lesen])), to: "habits.json")
        chmod(folder.file("habits.json"), 0o644)
        let store = HabitStore(path: folder.file("habits.json"))
        try store.updateHabits { habits throws(HabitError) in
            var habit = try habits.find("Lesen")
            try habit.check(on: Fixed.today, today: Fixed.today)
            habits.update(habit)
        }
        #expect(permissions(folder.file("habits.json")) == 0o600)  // the new file is written owner-only
    }

    @Test("a change that throws writes nothing; an update that changes nothing writes nothing")
    func noWriteWithoutChange() throws {
        let folder = try ScratchFolder()
        let original = "{\"version\":1,\"habits\":[]}"
        try folder.write(original, to: "habits.json")
        let store = HabitStore(path: folder.file("habits.json"))
        #expect(throws: Failure.habit(.emptyName)) {  // the change's own error comes back, not written
            try store.updateHabits { habits throws(HabitError) in _ = try habits.add(name: " ", icon: "📚", color: .green, created: Fixed.today) }
        }
        try store.updateHabits { _ in }
        #expect(folder.text("habits.json") == original)  // still the hand-written text, not reformatted
    }

    @Test("one update for every change: a refusal of any kind comes back as it was thrown, and nothing is written")
    func oneWayToChange() throws {
        let folder = try ScratchFolder()
        let original = "{\"version\":1,\"habits\":[]}"
        try folder.write(original, to: "habits.json")
        let store = HabitStore(path: folder.file("habits.json"))
        #expect(throws: Failure.usage(.nothingToEdit)) {  // not wrapped, not turned into a store error
            try store.update { habits throws(Failure) in
                _ = try Failure.fromHabit { () throws(HabitError) in
                    try habits.add(name: "Lesen", icon: "📚", color: .green, created: Fixed.today)
                }
                throw Failure.usage(.nothingToEdit)
            }
        }
        #expect(folder.text("habits.json") == original)  // the habit added before the refusal is not written
        var series = ChangeSeries()
        try store.update(in: &series) { habits throws(Failure) in
            _ = try Failure.fromHabit { () throws(HabitError) in
                try habits.add(name: "Lesen", icon: "📚", color: .green, created: Fixed.today)
            }
        }
        #expect(try store.load().habits.map(\.name) == ["Lesen"])  // a series' change is written the same way
    }

    struct Refused: CustomTestStringConvertible, Sendable {
        let name: String
        let bytes: [UInt8]
        let error: @Sendable (String) -> StoreError
        var testDescription: String { name }
    }

    static let refused: [Refused] = [
        Refused(
            name: "not JSON", bytes: Array("{\n  \"version\": 1,\n  \"habits\": [\n    {\"name\": \"Lesen\",}\n  ]\n}\n".utf8),
            error: { .corrupt(path: $0, problem: .syntax(line: 4, column: 22, .expectedKey)) }),
        Refused(
            name: "a wrong key", bytes: Array(#"{"version": 1, "habits": [{"id": "x"}]}"#.utf8),
            error: { .corrupt(path: $0, problem: .badID(path: "habits[0].id", text: "x")) }),
        Refused(
            name: "a newer version", bytes: Array(#"{"version": 5, "habits": [], "tags": []}"#.utf8),
            error: { .newerVersion(path: $0, version: 5) }),
        Refused(
            name: "Latin-1 instead of UTF-8",
            bytes: Array(#"{"version": 1, "habits": [{"name": "Caf"#.utf8) + [0xE9, 0x22, 0x7D, 0x5D, 0x7D],
            error: { .corrupt(path: $0, problem: .syntax(line: 1, column: 37, .invalidUTF8)) }),
        Refused(name: "an empty file", bytes: [], error: { .corrupt(path: $0, problem: .syntax(line: 1, column: 1, .empty)) }),
    ]

    @Test("files it cannot use are refused, for reading and for changing, and left byte for byte", arguments: refused)
    func refusesAndLeavesUntouched(_ example: Refused) throws {
        let folder = try ScratchFolder()
        try folder.write(example.bytes, to: "habits.json")
        let store = HabitStore(path: folder.file("habits.json"))
        let expected = example.error(folder.file("habits.json"))
        #expect(throws: expected) { try store.load() }  // reading says what and where
        #expect(throws: Failure.store(expected)) {  // so does a change, before changing anything
            try store.updateHabits { habits throws(HabitError) in _ = try habits.add(name: "Neu", icon: "✅", color: .red, created: Fixed.today) }
        }
        #expect(folder.bytes("habits.json") == example.bytes)  // the file is exactly as it was
        #expect(folder.contents() == ["habits.json", "habits.json.lock"])  // and no temporary file is left
    }

    @Test("a folder where the file should be")
    func folderInstead() throws {
        let folder = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: folder.file("habits.json"), withIntermediateDirectories: false)
        #expect(throws: StoreError.isDirectory(path: folder.file("habits.json"))) {  // named as a folder, not as unreadable
            try HabitStore(path: folder.file("habits.json")).load()
        }
    }

    @Test("a file in the way of a folder")
    func fileInTheWay() throws {
        let folder = try ScratchFolder()
        try folder.write("not a folder", to: "plain")
        let store = HabitStore(path: folder.file("plain/habits.json"))
        #expect(throws: StoreError.unreadable(path: folder.file("plain/habits.json"), reason: "Not a directory")) {
            try store.load()  // reading says why, with the C library's words
        }
        #expect(throws: Failure.self) {  // writing fails too, without a crash
            try store.updateHabits { habits throws(HabitError) in _ = try habits.add(name: "Neu", icon: "✅", color: .red, created: Fixed.today) }
        }
        #expect(folder.text("plain") == "not a folder")  // and the file in the way is untouched
    }

    @Test("a file without read permission", .enabled(if: getuid() != 0, "root reads every file"))
    func unreadable() throws {
        let folder = try ScratchFolder()
        try folder.write("{}", to: "habits.json")
        chmod(folder.file("habits.json"), 0)
        #expect(throws: StoreError.unreadable(path: folder.file("habits.json"), reason: "Permission denied")) {
            try HabitStore(path: folder.file("habits.json")).load()  // the reason in the C library's words
        }
    }

    @Test("concurrent changes under the lock: none is lost")
    func concurrentUpdates() async throws {
        let folder = try ScratchFolder()
        let path = folder.file("habits.json")
        let names = (1...12).map { "Habit \($0)" }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for name in names {
                group.addTask {
                    try HabitStore(path: path).updateHabits { habits throws(HabitError) in
                        _ = try habits.add(name: name, icon: "✅", color: .red, created: Fixed.today)
                    }
                }
            }
            try await group.waitForAll()
        }
        let stored = try HabitStore(path: path).load().habits.map(\.name)
        #expect(Set(stored) == Set(names))  // each of the twelve read-modify-writes saw the ones before it
    }

    /// The permission bits of `path`.
    private func permissions(_ path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o777
    }
}

extension HabitStore {
    /// ``update(adding:verifying:_:)`` with a change the habits may refuse, as these tests write it.
    func updateHabits(_ change: (inout HabitCollection) throws(HabitError) -> Void) throws(Failure) {
        try update { habits throws(Failure) in try Failure.fromHabit { () throws(HabitError) in try change(&habits) } }
    }
}
