import Foundation
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
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

    @Test(arguments: [1, 3, 255, 4096, 32_767, 32_768, 65_536, 1 << 20])
    func unpacksPieceByPieceWhateverThePieceSize(maximum: Int) throws {
        // Level 9 refers up to 32 kB back, across the pieces already handed out.
        let expected = try Self.bytes("deflate/log.txt")
        for name in ["deflate/log-level9.deflate", "deflate/log-level0.deflate"] {
            var inflate = Inflate(try Self.bytes(name)[...], limit: expected.count)
            var unpacked: [UInt8] = []
            var pieces = 0
            while let piece = try inflate.next(maximum: maximum) {
                #expect(!piece.isEmpty && piece.count <= maximum)
                unpacked += piece
                pieces += 1
            }
            #expect(unpacked == expected, "\(name)")
            #expect(pieces >= expected.count / maximum)
            #expect(inflate.unpacked == expected.count)
            #expect(try inflate.next(maximum: maximum) == nil)  // and stays at the end
        }
    }

    @Test func aPieceOfPackedDataUnpacksAsTheWholeDidUpToWhereItEnds() throws {
        // Cut anywhere, the data unpacks as far as it goes, then is refused as corrupt.
        let packed = try Self.bytes("deflate/log-level9.deflate")
        let expected = try Self.bytes("deflate/log.txt")
        for cut in [1, 2, 100, packed.count / 3, packed.count - 1] {
            var inflate = Inflate(packed[..<cut], limit: expected.count)
            var unpacked: [UInt8] = []
            #expect(throws: InflateError.corrupt) {
                while let piece = try inflate.next(maximum: 1000) { unpacked += piece }
            }
            #expect(expected.starts(with: unpacked), "cut at \(cut)")
        }
    }

    @Test func aSliceNotAtTheStartOfItsArrayUnpacks() throws {
        // A zip member's data is a slice of the archive, its indices not starting at 0.
        let expected = try Self.bytes("deflate/log.txt")
        let packed = [UInt8](repeating: 0xAA, count: 7) + (try Self.bytes("deflate/log-level9.deflate"))
        #expect(try Inflate.unpack(packed[7...], limit: expected.count) == expected)
    }

    @Test func aPieceByPieceChecksumIsTheWholeOnes() throws {
        let bytes = try Self.bytes("deflate/log.txt")
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)  // the standard check value
        for size in [1, 1000, 32_768] {
            var crc = CRC32()
            for start in stride(from: 0, to: bytes.count, by: size) {
                crc.add(Array(bytes[start..<min(start + size, bytes.count)]))
            }
            #expect(crc.checksum == CRC32.checksum(bytes))
        }
    }

    @Test func aStoredFileWithAWrongChecksumIsRefusedWhenTheArchiveIsOpened() throws {
        // Stored: the damaged byte still unpacks, only the CRC-32 tells. Whichever file it is in,
        // the archive is refused at once, not when that file is read.
        let intact = try Self.bytes("loop-stored.zip")
        let archive = try ZipArchive(intact, path: "x.zip")
        #expect(try archive.bytes(of: "Habits.csv") == (try Self.bytes("loop/Habits.csv")))
        let scores = try #require(intact.firstRange(of: Array("Date,Score".utf8)))
        var bytes = intact
        bytes[scores.lowerBound] = UInt8(ascii: "d")
        #expect(throws: ImportError.badZip(path: "x.zip")) { try ZipArchive(bytes, path: "x.zip") }
    }

    @Test(.enabled(if: ZipFixtures.hasPython, "needs python3 to write the archives"))
    func aFileThatUnpacksToMoreThanTheLimitIsRefusedByName() throws {
        let scratch = try ScratchFolder()
        let member = "001 Run/Checkmarks.csv"
        let bytes = try ZipFixtures.make(
            scratch.file("big.zip"), [ZipFixtures.habits, .init(name: member, size: ZipArchive.memberLimit + 1)])
        #expect(throws: ImportError.zipMemberTooLarge(path: "big.zip", member: member, limit: ZipArchive.memberLimit)) {
            try ZipArchive(bytes, path: "big.zip")
        }
        // At the limit it is read.
        let atLimit = try ZipFixtures.make(
            scratch.file("limit.zip"), [ZipFixtures.habits, .init(name: member, size: ZipArchive.memberLimit)])
        #expect(try ZipArchive(atLimit, path: "limit.zip").bytes(of: member)?.count == ZipArchive.memberLimit)
    }

    @Test(.enabled(if: ZipFixtures.hasPython, "needs python3 to write the archives"))
    func filesThatUnpackToMoreThanTheLimitTogetherAreRefused() throws {
        let scratch = try ScratchFolder()
        let count = ZipArchive.totalLimit / ZipArchive.memberLimit + 1
        let members = (1...count).map { ZipFixtures.Member(name: "00\($0) Run/Checkmarks.csv", size: ZipArchive.memberLimit) }
        let bytes = try ZipFixtures.make(scratch.file("many.zip"), members)
        #expect(throws: ImportError.zipTooLarge(path: "many.zip", limit: ZipArchive.totalLimit)) {
            try ZipArchive(bytes, path: "many.zip")
        }
    }

    @Test(.enabled(if: ZipFixtures.hasPython, "needs python3 to write the archives"))
    func aFileThatUnpacksToMoreThanItsDirectorySaysIsRefusedThere() throws {
        // The central directory claims 1,000 bytes; the data would unpack to 64 MiB.
        let scratch = try ScratchFolder()
        let bytes = try ZipFixtures.make(
            scratch.file("lie.zip"), [ZipFixtures.habits, .init(name: "001 Run/Checkmarks.csv", size: 64 << 20, declared: 1000)])
        #expect(throws: ImportError.badZip(path: "lie.zip")) { try ZipArchive(bytes, path: "lie.zip") }
    }
}
