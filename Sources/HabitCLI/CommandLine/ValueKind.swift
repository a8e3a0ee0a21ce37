import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// The kind of value an option takes: the word that stands for it in usage lines, and how a
/// value as typed becomes a `Value` or the ``UsageError`` that says what is wrong with it. A
/// kind without a placeholder is a flag, which takes no value.
struct ValueKind<Value>: Sendable {
    /// The word for the value in usage lines and help; `nil` for a flag.
    let placeholder: Placeholder?
    /// The value as typed, read (a flag gets the empty string).
    let parse: @Sendable (String) throws(UsageError) -> Value
    /// The setting a value sets, for refusing an option given twice; `nil`: the option's name.
    /// (`add --color` sets the habit's colour or the output's: two settings.)
    var setting: (@Sendable (String) -> String)? = nil
    /// For an option that may be given more than once, how its values, each read by `parse`,
    /// become its one value, in the order typed; `nil`: given twice, it is refused.
    var combine: (@Sendable ([Value]) -> Value)? = nil

    /// This kind for an option that may be given more than once (`--tag a --tag b`): every
    /// value is checked as typed, and the command reads `combine` of them all, in order.
    func repeatable(_ combine: @escaping @Sendable ([Value]) -> Value) -> ValueKind {
        var kind = self
        kind.combine = combine
        return kind
    }
}

extension ValueKind where Value == Bool {
    /// An option that takes no value: given or not.
    static var flag: ValueKind { ValueKind(placeholder: nil) { _ in true } }
}

extension ValueKind where Value: Sendable {
    /// An option that takes no value and stands for `value` (`--daily`).
    static func flag(meaning value: Value) -> ValueKind { ValueKind(placeholder: nil) { _ in value } }
}

extension ValueKind where Value == String {
    /// Any text, spaces and all, shown as `placeholder`.
    static func text(_ placeholder: Placeholder) -> ValueKind {
        ValueKind(placeholder: placeholder) { $0 }
    }

    /// A path that must not be empty: `--file "$UNSET"` must not fall back to the real data file.
    static var path: ValueKind {
        ValueKind(placeholder: .path) { text throws(UsageError) in
            guard !text.isEmpty else { throw .missingValue(option: "--file", placeholder: .path) }
            return text
        }
    }
}

extension ValueKind where Value == Int {
    /// A whole number in `range`; anything else is refused with `refusal`.
    static func count(
        _ placeholder: Placeholder, in range: ClosedRange<Int>, refusal: @escaping @Sendable (String) -> UsageError
    ) -> ValueKind {
        ValueKind(placeholder: placeholder) { text throws(UsageError) in
            guard text.allSatisfy(\.isASCII), let number = Int(text), range.contains(number) else { throw refusal(text) }
            return number
        }
    }
}

extension ValueKind where Value == DateArgument {
    /// A day, in any of the forms ``DateArgument`` reads.
    static var day: ValueKind {
        ValueKind(placeholder: .day) { text throws(UsageError) in try DateArgument.parse(text) }
    }
}

extension ValueKind where Value == Amount {
    /// An amount: `8`, `2.5`, `2,5`.
    static var amount: ValueKind {
        ValueKind(placeholder: .amount) { text throws(UsageError) in try GoalArgument.amount(text) }
    }
}

extension ValueKind where Value: CaseIterable & RawRepresentable & Sendable, Value.RawValue == String {
    /// One of `Value`'s cases, by name in any case; anything else is refused with `refusal`.
    static func choice(_ placeholder: Placeholder, refusal: @escaping @Sendable (String) -> UsageError) -> ValueKind {
        ValueKind(placeholder: placeholder) { text throws(UsageError) in
            guard let value = Value(rawValue: text.lowercased()) else { throw refusal(text) }
            return value
        }
    }
}

extension ValueKind where Value == ColorMode {
    /// When to colour the output: auto, always or never.
    static var colorMode: ValueKind {
        var kind = ValueKind.choice(.when) { .badColorMode($0) }
        kind.setting = { _ in "color-mode" }
        return kind
    }
}

extension ValueKind where Value == HabitColor? {
    /// A palette colour for a habit, or (as every command's `--color` does) when to colour the
    /// output: then the value is `nil`.
    static var paletteColor: ValueKind {
        ValueKind(
            placeholder: .color,
            parse: { text throws(UsageError) in
                if ColorMode(rawValue: text.lowercased()) != nil { return nil }
                guard let color = HabitColor(rawValue: text.lowercased()) else {
                    throw .badColor(text, choices: HabitColor.allCases.map(\.rawValue))
                }
                return color
            },
            setting: { ColorMode(rawValue: $0.lowercased()) != nil ? "color-mode" : "color" })
    }
}
