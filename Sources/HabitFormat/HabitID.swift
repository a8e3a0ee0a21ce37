import HabitCore

/// A habit's id as the data file writes it: a UUID in its canonical text,
/// `"6F9619FF-8B86-D011-B42D-00CF4FC964FF"` (upper or lower case).
///
/// Read by hand: Foundation's `UUID(uuidString:)` goes through `sscanf` on Linux, and cost more
/// than reading the rest of a typical habit. Anything but the canonical form is left to it, so
/// exactly the same ids are accepted.
public enum HabitID {
    /// The id written as `text`, or `nil` when `text` is no UUID.
    public static func parse(_ text: String) -> UUID? {
        var text = text
        return text.withUTF8(canonical) ?? UUID(uuidString: text)
    }

    /// The UUID in the 36 bytes of the canonical form: 32 hexadecimal digits in groups of 8, 4,
    /// 4, 4 and 12, joined by `-`; `nil` for anything else.
    private static func canonical(_ bytes: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard bytes.count == 36 else { return nil }
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let isCanonical = withUnsafeMutableBytes(of: &value) { out in
            var position = 0
            for index in 0..<16 {
                if position == 8 || position == 13 || position == 18 || position == 23 {
                    guard bytes[position] == UInt8(ascii: "-") else { return false }
                    position += 1
                }
                guard let high = digit(bytes[position]), let low = digit(bytes[position + 1]) else { return false }
                out[index] = high << 4 | low
                position += 2
            }
            return true
        }
        return isCanonical ? UUID(uuid: value) : nil
    }

    /// The value of a hexadecimal digit, `nil` for any other byte.
    private static func digit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
