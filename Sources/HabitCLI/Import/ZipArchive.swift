/// Reads the files of a zip archive from its central directory (PKWARE's APPNOTE): stored or
/// deflated files, checked against their CRC-32. Encrypted files, ZIP64 and archives spanning
/// disks are refused.
enum ZipArchive {
    /// Every file in `bytes` (the archive at `path`) by its path inside the archive; folders are
    /// left out. All of them together unpack to at most the size a data file may have.
    ///
    /// - Throws: ``ImportError/badZip(path:)`` for anything it cannot read.
    static func files(_ bytes: [UInt8], path: String) throws(ImportError) -> [String: [UInt8]] {
        do {
            return try read(bytes)
        } catch {
            throw .badZip(path: path)
        }
    }

    /// Why an archive could not be read; the caller reports them all as one.
    private struct Unreadable: Error {}

    private static func read(_ bytes: [UInt8]) throws(Unreadable) -> [String: [UInt8]] {
        // The end record is the last thing, followed only by a comment of up to 65,535 bytes.
        let endSignature: UInt32 = 0x0605_4B50
        var end = bytes.count - 22
        let earliest = max(0, bytes.count - 22 - 65_535)
        while end >= earliest, number(bytes, at: end, size: 4) != endSignature { end -= 1 }
        guard end >= earliest else { throw Unreadable() }
        let count = number(bytes, at: end + 10, size: 2)
        let directorySize = Int(number(bytes, at: end + 12, size: 4))
        var position = Int(number(bytes, at: end + 16, size: 4))
        guard count != 0xFFFF, position + directorySize <= end else { throw Unreadable() }
        var files: [String: [UInt8]] = [:]
        var total = 0
        for _ in 0..<count {
            guard position + 46 <= end, number(bytes, at: position, size: 4) == 0x0201_4B50 else { throw Unreadable() }
            let flags = number(bytes, at: position + 8, size: 2)
            let method = number(bytes, at: position + 10, size: 2)
            let checksum = number(bytes, at: position + 16, size: 4)
            let packedSize = Int(number(bytes, at: position + 20, size: 4))
            let size = Int(number(bytes, at: position + 24, size: 4))
            let nameLength = Int(number(bytes, at: position + 28, size: 2))
            let extraLength = Int(number(bytes, at: position + 30, size: 2))
            let commentLength = Int(number(bytes, at: position + 32, size: 2))
            let local = Int(number(bytes, at: position + 42, size: 4))
            guard position + 46 + nameLength <= end else { throw Unreadable() }
            let name = String(decoding: bytes[position + 46..<position + 46 + nameLength], as: UTF8.self)
            position += 46 + nameLength + extraLength + commentLength
            if name.hasSuffix("/") { continue }
            // Encrypted (bit 0) and sizes too large for this format (ZIP64) are not read.
            guard flags & 1 == 0, packedSize != 0xFFFF_FFFF, size != 0xFFFF_FFFF else { throw Unreadable() }
            total += size
            guard total <= AtomicFile.maximumSize else { throw Unreadable() }
            // The local header repeats the name and has its own extra field; the data follows it.
            guard local + 30 <= bytes.count, number(bytes, at: local, size: 4) == 0x0403_4B50 else { throw Unreadable() }
            let start = local + 30 + Int(number(bytes, at: local + 26, size: 2)) + Int(number(bytes, at: local + 28, size: 2))
            guard start + packedSize <= bytes.count else { throw Unreadable() }
            let packed = bytes[start..<start + packedSize]
            let content: [UInt8]
            switch method {
            case 0: content = Array(packed)
            case 8:
                do {
                    content = try Inflate.unpack(packed, limit: size)
                } catch {
                    throw Unreadable()
                }
            default: throw Unreadable()
            }
            guard content.count == size, CRC32.checksum(content) == checksum else { throw Unreadable() }
            files[name] = content
        }
        return files
    }

    /// The little-endian number of `size` bytes at `offset` (0 past the end).
    private static func number(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt32 {
        guard offset >= 0, offset + size <= bytes.count else { return 0 }
        var value: UInt32 = 0
        for index in (0..<size).reversed() { value = value << 8 | UInt32(bytes[offset + index]) }
        return value
    }
}
