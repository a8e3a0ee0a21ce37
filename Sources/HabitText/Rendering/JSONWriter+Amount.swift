import HabitCore
import HabitFormat
import HabitFormat

extension JSONWriter {
    /// Writes the member `key` with an amount as a JSON number in its shortest form (`2.5`,
    /// `8`), or `null` when there is none.
    public mutating func member(_ key: String, amount: Amount?) {
        self.key(key)
        if let amount { number(digits: amount.description) } else { null() }
    }

    /// Writes the member `key` with a finite fraction such as a strength, in the shortest form
    /// that reads back as the same `Double` (`0.6557466`, `0`, `1`).
    public mutating func member(_ key: String, _ value: Double) {
        self.key(key)
        number(digits: value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)")
    }
}
