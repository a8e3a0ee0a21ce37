import HabitCore

extension JSONWriter {
    /// Writes the member `key` with an amount as a JSON number in its shortest form (`2.5`,
    /// `8`), or `null` when there is none.
    mutating func member(_ key: String, amount: Amount?) {
        self.key(key)
        if let amount { number(digits: amount.description) } else { null() }
    }
}
