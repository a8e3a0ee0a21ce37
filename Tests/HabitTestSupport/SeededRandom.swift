import HabitStore
import HabitSystem
/// A small random number generator with a fixed seed (Steele, Lea and Flood's SeededRandom), so a
/// test or a benchmark that draws random inputs draws the same ones on every run, and a failure
/// can be replayed. Shared by the tests and `habit-bench`; `habit` itself draws nothing.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator that always yields the same sequence for `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next number of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `count` random bytes, eight from each number drawn.
    public mutating func bytes(_ count: Int) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: count)
        result.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset + 8 <= count {
                buffer.storeBytes(of: next(), toByteOffset: offset, as: UInt64.self)
                offset += 8
            }
            let last = next()
            for index in offset..<count {
                buffer[index] = UInt8(truncatingIfNeeded: last >> (8 * (index - offset)))
            }
        }
        return result
    }
}
