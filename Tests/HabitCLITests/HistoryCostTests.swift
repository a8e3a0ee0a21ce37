import Foundation
import HabitCore
import Testing

@testable import HabitCLI

/// The history costs what it holds, linearly (issue 34): one entry as large as an import's (a
/// whole file's lines, an escape every few bytes) is read, written back and stepped through at
/// the cost of its bytes, and a check among 50,000 habits finds each habit once.
///
/// Two kinds of test. The structural ones check a property that only a linear design has (an
/// entry read from the file is written back as its bytes, never decoded and encoded again).
/// The large-input ones are hang guards, not timed tests: each takes about a second
/// here (a few seconds in a debug build) and would take many minutes with the quadratic code of before (each escape copied the
/// whole string decoded so far; each habit was looked for by a scan of all of them), so the
/// one-minute limit only stops a hang, it measures nothing.
@Suite struct HistoryCostTests {
    /// `count` lines of an import's data file, `        "2016-01-01/2016-01-05",` and a line
    /// break: three escapes each once written as JSON.
    static func importLines(_ count: Int) -> [UInt8] {
        Array(String(repeating: "        \"2016-01-01/2016-01-05\",\n", count: count).utf8)
    }

    static func entry(command: String, inserted: [UInt8], removed: [UInt8] = [], offset: Int = 0) -> ChangeHistory.Entry {
        ChangeHistory.Entry(
            summary: ChangeSummary(command: command, habits: ["Lesen"], day: nil), changedAt: nil,
            patch: LinePatch(offset: offset, removed: removed, inserted: inserted, tail: 0),
            fileAfter: Fingerprint(of: inserted))
    }

    /// 200,000 lines, 6.4 MB decoded and 600,000 escapes: before, reading it copied about
    /// 2 TB.
    @Test(.timeLimit(.minutes(1)))
    func anEntryOfMillionsOfEscapesIsReadWrittenAndDecodedAtTheCostOfItsBytes() throws {
        let lines = Self.importLines(200_000)
        var history = ChangeHistory()
        history.record(Self.entry(command: "import", inserted: lines))
        let bytes = history.encodedBytes()
        let read = try ChangeHistory.decode(bytes)
        #expect(read.entries.count == 1)
        #expect(read.entries.first?.size == lines.count)  // counted while reading, not decoded
        #expect(read.entries.first?.patch.inserted == lines)
        #expect(read == history)
    }

    /// An entry read from the file is written back as the file holds it, byte for byte, when a
    /// later change is recorded: never decoded and encoded again (here its lines are written with
    /// `\/` and `\u0041`, which this program's writer would write as `/` and `A`, so an entry
    /// encoded afresh would differ).
    @Test func anEntryReadFromTheFileIsWrittenBackAsItsBytes() throws {
        let entry = #"""
            {
                  "after" : "x\/y \u0041\n",
                  "at" : 0,
                  "before" : "",
                  "command" : "import",
                  "fileAfter" : "fnv1a64:af63bd4c8601b7df",
                  "habits" : [ "Lesen" ],
                  "tail" : 0
                }
            """#
        let file = "{\n  \"changes\" : [\n    " + entry + "\n  ],\n  \"undone\" : 0,\n  \"version\" : 1\n}\n"
        var history = try ChangeHistory.decode(Array(file.utf8))
        #expect(history.entries.first?.patch.inserted == Array("x/y A\n".utf8))
        history.record(Self.entry(command: "check", inserted: Array("b\n".utf8), offset: 6))
        let written = String(decoding: history.encodedBytes(), as: UTF8.self)
        #expect(written.contains(entry))
        // Once it changes (an undo writes its other side), it is encoded afresh.
        history.entries[0].fileBefore = Fingerprint(of: [UInt8]())
        #expect(!String(decoding: history.encodedBytes(), as: UTF8.self).contains(entry))
        #expect(try ChangeHistory.decode(history.encodedBytes()) == history)
    }

    /// Strings with every kind of escape decode as they did when they were decoded on reading.
    @Test(arguments: [
        (#""plain""#, "plain"),
        (#""a\"b\\c\/d""#, "a\"b\\c/d"),
        (#""\b\f\n\r\t""#, "\u{08}\u{0C}\n\r\t"),
        (#""\u00e4\u20AC\ud83d\ude00 ä€😀""#, "ä€😀 ä€😀"),
        (#""ä\nö""#, "ä\nö"),
    ])
    func aStringWithEscapesDecodesWhenAskedFor(_ json: String, _ expected: String) throws {
        let document = try JSONReader.read(Array(json.utf8))
        #expect(document.string(at: document.root) == expected)
        #expect(document.decodedCount(at: document.root) == expected.utf8.count)
    }

    /// One habit checked among 50,000, one added and one removed: the summary names each once,
    /// having found every habit by its place or its id, not by a scan of all of them.
    @Test(.timeLimit(.minutes(1)))
    func theSummaryOfAChangeAmongFiftyThousandHabitsFindsEachOnce() throws {
        let created = try #require(Day("2026-01-01"))
        let habits = (0..<50_000).map { index in
            Habit(id: UUID(), name: "Habit \(index)", icon: "✅", color: .blue, created: created)
        }
        let old = HabitCollection(habits: habits)
        var checked = habits
        _ = try checked[25_000].check(on: created, today: created)
        let same = ChangeSummary(command: "check", from: old, to: HabitCollection(habits: checked))
        #expect(same.habits == ["Habit 25000"])
        #expect(same.day == created)
        var changed = Array(checked.dropFirst())
        changed.append(Habit(id: UUID(), name: "New", icon: "✅", color: .blue, created: created))
        let moved = ChangeSummary(command: "import", from: old, to: HabitCollection(habits: changed))
        #expect(moved.habits == ["Habit 25000", "New", "Habit 0"])
    }
}
