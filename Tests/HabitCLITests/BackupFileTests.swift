import Foundation
import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText
@testable import HabitFormat

@testable import HabitStore
@testable import HabitCLI

/// The backup's bytes: made by wrapping the data file's own bytes when they are canonical (the
/// fast path of every change), else by encoding the habits again; both must say the same.
@Suite struct BackupFileTests {
    private let record = BackupFile.Record(
        change: .edit, changedAt: Date(timeIntervalSince1970: 1_796_036_400),  // 2026-11-29 12:20 UTC
        fileAfterChange: Fingerprint(of: Array("after".utf8)))

    @Test("wrapping a canonical file gives exactly the bytes of encoding its habits")
    func wrappingMatchesEncoding() throws {
        let habits = HabitCollection(habits: Fixture.all)
        let file = StoreFormat.encodedBytes(habits)
        let pieces = try #require(BackupFile.pieces(wrapping: file, record: record))  // the fast path applies
        let wrapped = Array(pieces.joined())
        #expect(wrapped == BackupFile.encodedBytes(habits, record: record))  // and writes the same text
        #expect(try BackupFile.record(in: wrapped) == record)  // whose record reads back
        #expect(try StoreFormat.decode(wrapped) == .habits(habits))  // and whose habits are the ones before
    }

    @Test("an empty store wraps too")
    func emptyStore() throws {
        let file = StoreFormat.encodedBytes(HabitCollection())
        let pieces = BackupFile.pieces(wrapping: file, record: record)
        #expect(pieces.map { Array($0.joined()) } == BackupFile.encodedBytes(HabitCollection(), record: record))
    }

    @Test(
        "files not in the canonical form are encoded afresh",
        arguments: [
            "{\"version\": 1, \"habits\": []}",  // written by another program
            "  {\n  \"habits\" : [],\n  \"version\" : 1\n}\n",  // leading spaces
            "{\n  \"backup\" : {},\n  \"habits\" : [],\n  \"version\" : 1\n}\n",  // a backup copied over the data file
        ])
    func otherFilesAreNotWrapped(text: String) {
        #expect(BackupFile.pieces(wrapping: Array(text.utf8), record: record) == nil)  // no fast path
    }
}
