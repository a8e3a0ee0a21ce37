import HabitStore
import HabitSystem
/// The CRC-32 that zip archives store for each file (IEEE 802.3, reflected, polynomial
/// 0xEDB88320), to tell an intact file from a damaged one; computed at once or a piece at a time.
struct CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// The register, inverted as the algorithm keeps it between pieces.
    private var register: UInt32 = 0xFFFF_FFFF

    /// The checksum of what was added so far.
    var checksum: UInt32 { register ^ 0xFFFF_FFFF }

    /// Adds the next piece of the bytes.
    mutating func add(_ bytes: [UInt8]) {
        var crc = register
        for byte in bytes { crc = Self.table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        register = crc
    }

    /// The checksum of `bytes`.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var crc = CRC32()
        crc.add(bytes)
        return crc.checksum
    }
}
