import Foundation
import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText
@testable import HabitFormat

@testable import HabitStore
@testable import HabitCLI

/// `habit merge` and `habit merge-driver`, run in-process on the golden fixture, "today"
/// Sunday 29 November 2026.
@Suite struct MergeCommandTests {
    /// The fixture with Übung also done on Nov 20 and Café renamed: the other machine's copy.
    static var otherCopy: [Habit] {
        var habits = Fixture.all
        habits[1] = Habit(
            id: fixtureID(2), name: "Übung", icon: "💪", color: .blue, created: day("2026-11-20"),
            completions: [day("2026-11-20"), day("2026-11-27"), day("2026-11-28")])
        habits[3].name = "Kaffee"
        return habits
    }

    func write(_ habits: [Habit], to name: String, in world: TestWorld) throws -> String {
        try world.folder.write(StoreFormat.encode(HabitCollection(habits: habits)), to: name)
        return world.folder.file(name)
    }

    func bytes(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    @Test("merge takes the other copy's days and renames, reports them, and undo takes it back")
    func mergeAndUndo() throws {
        let world = try TestWorld(habits: Fixture.all)
        let before = try bytes(world.file)
        let other = try write(Self.otherCopy, to: "other.json", in: world)
        let base = try write(Fixture.all, to: "base.json", in: world)
        let output = world.run("merge", other, "--base", base)
        #expect(output.stdout == "Merged \(other): 2 habits changed. Run habit undo to take it back.\n")
        #expect(output.stderr.isEmpty)  // no conflict
        #expect(try world.habits() == Self.otherCopy)  // only the other side changed: its copy
        #expect(world.run("undo").exitCode == .success)
        #expect(try bytes(world.file) == before)  // byte for byte as before
    }

    @Test("merging a file with itself or an unchanged copy changes nothing, byte for byte")
    func mergeWithItself() throws {
        let world = try TestWorld(habits: Fixture.all)
        let before = try bytes(world.file)
        let copy = try write(Fixture.all, to: "copy.json", in: world)
        #expect(world.run("merge", world.file).stdout == "Nothing to merge: \(world.file) holds nothing this data file lacks.\n")
        #expect(world.run("merge", copy, "--base", copy).exitCode == .success)
        #expect(try bytes(world.file) == before)
        #expect(!FileManager.default.fileExists(atPath: world.file + ".bak"))  // nothing written, nothing to undo
    }

    @Test("a conflict keeps ours, is reported on standard error, and the merge still succeeds")
    func conflictReported() throws {
        let world = try TestWorld(habits: Fixture.all)
        var ours = Fixture.all
        ours[3].name = "Espresso"
        try world.store(ours)
        let other = try write(Self.otherCopy, to: "other.json", in: world)
        let base = try write(Fixture.all, to: "base.json", in: world)
        let output = world.run("merge", other, "--base", base)
        #expect(output.exitCode == .success)
        #expect(output.stderr == "habit: “Espresso”: both copies changed the name; kept “Espresso”, set aside “Kaffee”.\n")
        #expect(try world.habits()[3].name == "Espresso")
    }

    @Test("merge of a missing or corrupt file fails with a sentence and changes nothing")
    func badOther() throws {
        let world = try TestWorld(habits: Fixture.all)
        let before = try bytes(world.file)
        let missing = world.run("merge", world.folder.file("nope.json"))
        #expect(missing.exitCode == .usage)
        #expect(missing.stderr.contains("There is no file"))
        try world.folder.write("{ not json", to: "bad.json")
        let corrupt = world.run("merge", world.folder.file("bad.json"))
        #expect(corrupt.exitCode == .data)
        #expect(corrupt.stderr.contains("is not a valid habit file"))
        #expect(try bytes(world.file) == before)
    }

    @Test("merge-driver writes the merge over OURS and leaves no lock, backup or temporary file")
    func driverWritesOurs() throws {
        let world = try TestWorld()
        let base = try write(Fixture.all, to: "base", in: world)
        let ours = try write(Fixture.all, to: "ours", in: world)
        let theirs = try write(Self.otherCopy, to: "theirs", in: world)
        let output = world.run("merge-driver", base, ours, theirs)
        #expect(output == Output())  // exit 0, nothing printed
        #expect(try bytes(ours) == Data(StoreFormat.encode(HabitCollection(habits: Self.otherCopy)).utf8))
        let files = try FileManager.default.contentsOfDirectory(atPath: world.folder.path).sorted()
        #expect(files == ["base", "ours", "theirs"])  // no habits.json, .bak, .lock or .tmp
    }

    @Test("merge-driver with an empty ancestor merges two-way; a conflict is reported and still exits 0")
    func driverTwoWay() throws {
        let world = try TestWorld()
        try world.folder.write("", to: "base")
        var mine = Fixture.all
        mine[3].name = "Espresso"
        let ours = try write(mine, to: "ours", in: world)
        let theirs = try write(Self.otherCopy, to: "theirs", in: world)
        let output = world.run("merge-driver", world.folder.file("base"), ours, theirs)
        #expect(output.exitCode == .success)
        #expect(output.stderr == "habit: “Espresso”: both copies changed the name; kept “Espresso”, set aside “Kaffee”.\n")
        let merged = try HabitStore(path: ours).load().habits
        #expect(merged[1].completions.count == 3)  // the union of Übung's days
    }

    @Test("merge-driver: track-only on one copy and a goal on the other keeps ours whole and records the clash")
    func driverTrackOnlyAndGoal() throws {
        let world = try TestWorld()
        let base = try write(Fixture.all, to: "base", in: world)
        var mine = Fixture.all
        mine[0].setTrackOnly(true)
        var other = Fixture.all
        other[0].setGoal(try Goal(.atLeast, Amount(3)))
        let ours = try write(mine, to: "ours", in: world)
        let theirs = try write(other, to: "theirs", in: world)

        let output = world.run("merge-driver", base, ours, theirs)

        #expect(output.exitCode == .success)
        let name = Fixture.all[0].name
        #expect(output.stderr == "habit: “\(name)”: both copies changed the goal; kept “track only”, set aside “>= 3”.\n")
        let merged = try HabitStore(path: ours).load()
        #expect(merged.habits[0].isTrackOnly && merged.habits[0].goal == nil)  // what `add` would take
        #expect(merged.conflicts.map(\.subject) == [.field(.goal)])  // listed for habit conflicts
    }

    @Test("merge-driver fails without touching OURS when a file cannot be read")
    func driverUnreadable() throws {
        let world = try TestWorld()
        let ours = try write(Fixture.all, to: "ours", in: world)
        let before = try bytes(ours)
        try world.folder.write("{ \"version\" : 1, \"habits\" : [ 3 ] }", to: "theirs")
        let output = world.run("merge-driver", ours, ours, world.folder.file("theirs"))
        #expect(output.exitCode == .data)
        #expect(try bytes(ours) == before)
        #expect(world.run("merge-driver", ours, ours, world.folder.file("missing")).exitCode != .success)
        #expect(try bytes(ours) == before)
    }
}

extension MergeCommandTests {
    @Test("merge-driver refuses to write a result larger than habit reads and leaves OURS as it was")
    func driverRefusesAnOversizedResult() throws {
        let world = try TestWorld()
        let base = try write(Fixture.all, to: "base", in: world)
        // Each copy 40 MiB, under the 64 MiB limit, with a key this version does not know; the
        // merge keeps both keys, 80 MiB, which no command would read.
        let text = StoreFormat.encode(HabitCollection(habits: Fixture.all))
        let padding = String(repeating: "x", count: 40 << 20)
        for (name, key) in [("ours", "laptop"), ("theirs", "desktop")] {
            try world.folder.write(
                text.replacingOccurrences(of: "\"version\" : 1", with: "\"\(key)\" : \"\(padding)\",\n  \"version\" : 1"), to: name)
        }
        let ours = world.folder.file("ours")
        let before = try bytes(ours)
        let output = world.run("merge-driver", base, ours, world.folder.file("theirs"))
        #expect(output.exitCode != .success)  // git reports a conflict
        #expect(output.stderr.contains("more than the 64 MiB habit reads back"))
        #expect(try bytes(ours) == before)
    }

    @Test(
        "merge-driver with an empty or blank OURS or THEIRS fails and leaves OURS as it was",
        arguments: [("", "theirs"), (" \n\t\r\n", "theirs"), ("", "ours"), ("\n  \n", "ours")])
    func driverEmptySide(blank: String, side: String) throws {
        let world = try TestWorld()
        let base = try write(Fixture.all, to: "base", in: world)
        try world.folder.write(blank, to: "blank")
        let blankFile = world.folder.file("blank")
        let ours = side == "ours" ? blankFile : try write(Fixture.all, to: "ours", in: world)
        let theirs = side == "theirs" ? blankFile : try write(Self.otherCopy, to: "theirs", in: world)
        let before = try bytes(ours)
        let output = world.run("merge-driver", base, ours, theirs)
        #expect(output.exitCode == .data)  // not "every habit deleted": git reports a conflict
        #expect(output.stderr.contains(blankFile))  // names the copy that is blank
        #expect(try bytes(ours) == before)
    }

    @Test("keys this version does not know survive merge and merge-driver, from either copy")
    func unknownKeysSurvive() throws {
        let world = try TestWorld(habits: Fixture.all)
        let other = world.folder.file("other.json")
        var text = StoreFormat.encode(HabitCollection(habits: Self.otherCopy))
        text = text.replacingOccurrences(of: "\"version\" : 1", with: "\"syncedBy\" : \"laptop\",\n  \"version\" : 1")
        text = text.replacingOccurrences(
            of: "\"name\" : \"Kaffee\"", with: "\"mood\" : [ 1, 2 ],\n      \"name\" : \"Kaffee\"")
        try world.folder.write(text, to: "other.json")
        #expect(world.run("merge", other).exitCode == .success)
        let merged = try String(contentsOfFile: world.file, encoding: .utf8)
        #expect(merged.contains("\"syncedBy\" : \"laptop\""))  // a top-level key
        #expect(merged.contains("\"mood\""))  // a habit's key

        let ours = try write(Fixture.all, to: "ours", in: world)
        #expect(world.run("merge-driver", ours, ours, other).exitCode == .success)
        let driven = try String(contentsOfFile: ours, encoding: .utf8)
        #expect(driven.contains("\"syncedBy\" : \"laptop\"") && driven.contains("\"mood\""))
    }
}
