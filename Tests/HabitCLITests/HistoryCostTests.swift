import Foundation
import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText
@testable import HabitFormat

@testable import HabitStore
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

    /// An import's lines, escaped as the history holds them, are scanned a word of eight bytes
    /// at a time, jumping from escape to escape: at most one step per four bytes (a byte at a
    /// time took one step per byte), and the count of bytes they decode to is still exact.
    @Test func anEntrysLinesAreScannedEightBytesAtATime() throws {
        let lines = Self.importLines(1_000)
        var writer = JSONWriter(capacity: 2 * lines.count)
        writer.object { out in out.member("after", utf8: lines) }
        let json = writer.bytes
        let start = try #require(json.firstIndex(of: UInt8(ascii: ":"))) + 3  // after `: "`
        #expect(json[start - 1] == UInt8(ascii: "\""))
        let run = json.withUnsafeBufferPointer { JSONReader.simpleRun(in: $0, from: start) }
        #expect(json[run.stop] == UInt8(ascii: "\""))
        #expect(run.decodedCount == lines.count)
        #expect(run.steps * 4 <= run.stop - start)
        let document = try JSONReader.read(json)
        #expect(document.decodedString(at: document.root + 2) == lines)
    }

    /// Every kind of byte a string can hold, at every place in and around a word of eight:
    /// read (or refused) as a byte at a time read it.
    @Test(arguments: 0..<18)
    func aSpecialByteIsFoundAtEveryPlaceInAWord(_ place: Int) {
        let valid: [(json: [UInt8], decoded: String)] = [
            (Array(#"\n"#.utf8), "\n"), (Array(#"\""#.utf8), "\""), (Array(#"\\"#.utf8), "\\"),
            (Array(#"\/"#.utf8), "/"), (Array(#"\u0041"#.utf8), "A"), (Array("ä".utf8), "ä"), ([0x7F], "\u{7F}"),
            ([0x20], " "), (Array(#"\t\t"#.utf8), "\t\t"),
        ]
        for (json, decoded) in valid {
            for after in [0, 1, 9] {
                let text =
                    [UInt8(ascii: "\"")] + Array(repeating: UInt8(ascii: "a"), count: place) + json
                    + Array(repeating: UInt8(ascii: "b"), count: after) + [UInt8(ascii: "\"")]
                let expected = String(repeating: "a", count: place) + decoded + String(repeating: "b", count: after)
                let document = try? JSONReader.read(text)
                #expect(document.map { $0.string(at: $0.root) } == expected, "\(text)")
                #expect(document.map { $0.decodedCount(at: $0.root) } == expected.utf8.count)
            }
        }
        let refused: [[UInt8]] = [[0x00], [0x01], [0x1F], [0x0A], [0xC3], [0xFF], Array(#"\x"#.utf8), Array(#"\u00g0"#.utf8), Array(#"\c"#.utf8)]
        for json in refused {
            for after in [0, 1, 9] {
                let text =
                    [UInt8(ascii: "\"")] + Array(repeating: UInt8(ascii: "a"), count: place) + json
                    + Array(repeating: UInt8(ascii: "b"), count: after) + [UInt8(ascii: "\"")]
                #expect(throws: JSONReader.SyntaxError.self, "\(text)") { try JSONReader.read(text) }
            }
        }
    }

    /// A large entry read from the file and written back unchanged is handed to the write as
    /// the slice of the bytes read (a piece of its own), not copied; a small one is copied into
    /// the text around it. The pieces together are the history's bytes.
    @Test func aLargeUnchangedEntryIsWrittenFromTheBytesRead() throws {
        var history = ChangeHistory()
        history.record(Self.entry(command: "import", inserted: Self.importLines(10_000)))
        let file = history.encodedBytes()
        var read = try ChangeHistory.decode(file)
        let source = try #require(read.entries.first?.source)
        #expect(source.count >= ChangeHistory.sharedSize)
        read.record(Self.entry(command: "check", inserted: Array("b\n".utf8), offset: 6))
        let pieces = read.encodedPieces()
        #expect(pieces.contains { $0.startIndex == source.startIndex && $0.count == source.count })
        #expect(pieces.count == 3)  // before it, it, after it
        #expect(Array(pieces.joined()) == read.encodedBytes())
        #expect(try ChangeHistory.decode(read.encodedBytes()) == read)
        var small = ChangeHistory()
        small.record(Self.entry(command: "check", inserted: Array("a\n".utf8)))
        #expect(try ChangeHistory.decode(small.encodedBytes()).encodedPieces().count == 1)
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
