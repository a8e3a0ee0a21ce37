import Foundation
import Testing

@testable import HabitCLI

/// The DEFLATE reader and the zip reader, against data that Python's `zlib` and `zipfile` wrote
/// (`Fixtures/deflate/make-deflate-fixtures.py`, `Fixtures/make-loop-fixture.py`): deflated,
/// stored, and streamed as Java's `ZipOutputStream` writes Loop's zip (sizes after the data).
@Suite struct InflateTests {
    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: ImportFixtures.path(name))))
    }

    @Test(arguments: ["deflate/log-level9.deflate", "deflate/log-level0.deflate"])
    func unpacksWhatZlibPacked(name: String) throws {
        // Level 9: dynamic Huffman blocks with references up to 32 kB back; level 0: stored blocks.
        let expected = try Self.bytes("deflate/log.txt")
        #expect(try Inflate.unpack(Self.bytes(name)[...], limit: expected.count) == expected)
    }

    @Test func unpacksAFixedHuffmanBlock() throws {
        #expect(try Inflate.unpack(Self.bytes("deflate/short-fixed.deflate")[...], limit: 100) == Array("habit habit habit".utf8))
    }

    @Test func refusesMoreThanTheLimitAndCutData() throws {
        let packed = try Self.bytes("deflate/log-level9.deflate")
        #expect(throws: InflateError.tooLarge) { try Inflate.unpack(packed[...], limit: 1000) }  // a zip bomb stops early
        #expect(throws: InflateError.corrupt) { try Inflate.unpack(packed[..<(packed.count / 2)], limit: 1 << 20) }
    }

    @Test(arguments: ["loop.zip", "loop-stored.zip", "loop-streamed.zip"])
    func readsEveryFileOfAZipAsTheFolderHasIt(name: String) throws {
        let files = try ZipArchive.files(Self.bytes(name), path: name)
        #expect(files.count == 19)  // Habits.csv, two overall files, and two files in each of 8 folders
        for (member, content) in files {
            #expect(content == (try Self.bytes("loop/" + member)), "\(member)")
        }
    }

    @Test func aDamagedZipIsRefused() throws {
        var bytes = try Self.bytes("loop.zip")
        bytes[100] ^= 0xFF  // inside the first file's data: its CRC-32 no longer matches
        #expect(throws: ImportError.badZip(path: "x.zip")) { try ZipArchive.files(bytes, path: "x.zip") }
        #expect(throws: ImportError.badZip(path: "x.zip")) { try ZipArchive.files(Array("not a zip".utf8), path: "x.zip") }
    }
}
