import HabitSystem
/// A short digest of a data file's content (64-bit FNV-1a), written as `fnv1a64:` and 16 hex
/// digits. It tells whether the data file is still the one a change wrote; it is no defence
/// against someone who wants a collision, and needs to be none.
public struct Fingerprint: Hashable, Sendable, CustomStringConvertible {
    /// The digest.
    public let value: UInt64

    /// The digest of `bytes`.
    public init<Bytes: Sequence>(of bytes: Bytes) where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        value = hash
    }

    /// Reads the written form, `fnv1a64:` and 16 lowercase hex digits; `nil` for anything else.
    public init?(_ text: String) {
        let prefix = "fnv1a64:"
        let digits = text.dropFirst(prefix.count)
        guard text.hasPrefix(prefix), digits.count == 16,
            digits.allSatisfy({ $0.isHexDigit && !$0.isUppercase }),
            let value = UInt64(digits, radix: 16)
        else { return nil }
        self.value = value
    }

    /// The written form, for example `fnv1a64:af63bd4c8601b7df`.
    public var description: String {
        let digits = String(value, radix: 16)
        return "fnv1a64:" + String(repeating: "0", count: 16 - digits.count) + digits
    }
}
