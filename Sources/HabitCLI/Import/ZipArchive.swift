import HabitStore
import HabitSystem
import HabitText
/// Reads the files of a zip archive from its central directory (PKWARE's APPNOTE): stored or
/// deflated files, checked against their CRC-32. Encrypted files, ZIP64 and archives spanning
/// disks are refused.
///
/// Opening an archive checks every file, unpacked a piece at a time and let go; a file is
/// unpacked whole only when it is read, one at a time. Each file may unpack to at most
/// ``memberLimit`` bytes and all of them together to ``totalLimit``, refused before any is
/// unpacked: a zip of 65 KB once unpacked to a Checkmarks.csv of 64 MiB in memory.
struct ZipArchive {
    /// The most one file of an archive may unpack to. Loop writes a Checkmarks.csv of about 25
    /// bytes a day for each habit: a century of days is under 1 MiB.
    static let memberLimit = 8 << 20
    /// The most all the files of an archive may unpack to together.
    static let totalLimit = 32 << 20

    /// Where one file's packed bytes are and what they unpack to.
    private struct Member {
        var method: UInt32
        var checksum: UInt32
        var packed: Range<Int>
        var size: Int
    }

    /// The archive's path, as the person typed it.
    let path: String
    private let bytes: [UInt8]
    private let members: [String: Member]

    /// The archive `bytes`, read from `path`, with every file checked.
    ///
    /// - Throws: ``ImportError/zipMemberTooLarge(path:member:limit:)`` and
    ///   ``ImportError/zipTooLarge(path:limit:)`` for files that unpack to more than the limits,
    ///   ``ImportError/badZip(path:)`` for anything else it cannot read.
    init(_ bytes: [UInt8], path: String) throws(ImportError) {
        self.path = path
        self.bytes = bytes
        members = try Self.directory(bytes, path: path)
        for name in members.keys.sorted() {
            guard let member = members[name] else { continue }
            try Self.unpack(member, from: bytes, path: path) { _ in }
        }
    }

    /// The paths of the files inside the archive; folders are left out.
    var names: [String] { Array(members.keys) }

    /// The content of the file `name` inside the archive, `nil` when there is none.
    ///
    /// - Throws: ``ImportError/badZip(path:)`` when it does not unpack to what the archive says.
    func bytes(of name: String) throws(ImportError) -> [UInt8]? {
        guard let member = members[name] else { return nil }
        var content: [UInt8] = []
        content.reserveCapacity(member.size)
        try Self.unpack(member, from: bytes, path: path) { content += $0 }
        return content
    }

    /// Every file in `bytes` (the archive at `path`) by its path inside the archive.
    ///
    /// - Throws: as ``init(_:path:)``.
    static func files(_ bytes: [UInt8], path: String) throws(ImportError) -> [String: [UInt8]] {
        let archive = try ZipArchive(bytes, path: path)
        var files: [String: [UInt8]] = [:]
        for name in archive.names { files[name] = try archive.bytes(of: name) }
        return files
    }

    /// Unpacks `member` a piece at a time, handing each piece to `take`, and checks its size and
    /// CRC-32 at the end.
    private static func unpack(
        _ member: Member, from bytes: [UInt8], path: String, into take: ([UInt8]) -> Void
    ) throws(ImportError) {
        let packed = bytes[member.packed]
        var crc = CRC32()
        var count = 0
        switch member.method {
        case 0:
            let content = Array(packed)
            crc.add(content)
            count = content.count
            take(content)
        case 8:
            var inflate = Inflate(packed, limit: member.size)
            do {
                while let piece = try inflate.next() {
                    crc.add(piece)
                    take(piece)
                }
            } catch {
                throw .badZip(path: path)
            }
            count = inflate.unpacked
        default: throw .badZip(path: path)
        }
        guard count == member.size, crc.checksum == member.checksum else { throw .badZip(path: path) }
    }

    /// The files the central directory lists, by name, each within the limits.
    private static func directory(_ bytes: [UInt8], path: String) throws(ImportError) -> [String: Member] {
        // The end record is the last thing, followed only by a comment of up to 65,535 bytes.
        let endSignature: UInt32 = 0x0605_4B50
        var end = bytes.count - 22
        let earliest = max(0, bytes.count - 22 - 65_535)
        while end >= earliest, number(bytes, at: end, size: 4) != endSignature { end -= 1 }
        guard end >= earliest else { throw .badZip(path: path) }
        let count = number(bytes, at: end + 10, size: 2)
        let directorySize = Int(number(bytes, at: end + 12, size: 4))
        var position = Int(number(bytes, at: end + 16, size: 4))
        guard count != 0xFFFF, position + directorySize <= end else { throw .badZip(path: path) }
        var members: [String: Member] = [:]
        var total = 0
        for _ in 0..<count {
            guard position + 46 <= end, number(bytes, at: position, size: 4) == 0x0201_4B50 else {
                throw .badZip(path: path)
            }
            let flags = number(bytes, at: position + 8, size: 2)
            let method = number(bytes, at: position + 10, size: 2)
            let checksum = number(bytes, at: position + 16, size: 4)
            let packedSize = Int(number(bytes, at: position + 20, size: 4))
            let size = Int(number(bytes, at: position + 24, size: 4))
            let nameLength = Int(number(bytes, at: position + 28, size: 2))
            let extraLength = Int(number(bytes, at: position + 30, size: 2))
            let commentLength = Int(number(bytes, at: position + 32, size: 2))
            let local = Int(number(bytes, at: position + 42, size: 4))
            guard position + 46 + nameLength <= end else { throw .badZip(path: path) }
            let name = String(decoding: bytes[position + 46..<position + 46 + nameLength], as: UTF8.self)
            position += 46 + nameLength + extraLength + commentLength
            if name.hasSuffix("/") { continue }
            // Encrypted (bit 0) and sizes too large for this format (ZIP64) are not read.
            guard flags & 1 == 0, packedSize != 0xFFFF_FFFF, size != 0xFFFF_FFFF, method == 0 || method == 8 else {
                throw .badZip(path: path)
            }
            guard size <= memberLimit else { throw .zipMemberTooLarge(path: path, member: name, limit: memberLimit) }
            total += size
            guard total <= totalLimit else { throw .zipTooLarge(path: path, limit: totalLimit) }
            // The local header repeats the name and has its own extra field; the data follows it.
            guard local + 30 <= bytes.count, number(bytes, at: local, size: 4) == 0x0403_4B50 else {
                throw .badZip(path: path)
            }
            let start = local + 30 + Int(number(bytes, at: local + 26, size: 2)) + Int(number(bytes, at: local + 28, size: 2))
            guard start + packedSize <= bytes.count else { throw .badZip(path: path) }
            members[name] = Member(method: method, checksum: checksum, packed: start..<start + packedSize, size: size)
        }
        return members
    }

    /// The little-endian number of `size` bytes at `offset` (0 past the end).
    private static func number(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt32 {
        guard offset >= 0, offset + size <= bytes.count else { return 0 }
        var value: UInt32 = 0
        for index in (0..<size).reversed() { value = value << 8 | UInt32(bytes[offset + index]) }
        return value
    }
}
