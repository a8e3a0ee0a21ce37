import HabitStore
import HabitSystem
import HabitText
/// An option as a command declares it: its long and short name and the kind of value it takes.
/// A command's `init` reads its value from the ``CommandInput`` as a `Value`.
///
/// ```swift
/// static let weeks = Option<Int>(.weeks, short: "w", .count(.count, in: 1...53) { .badWeeks($0, range: 1...53) })
/// ```
struct Option<Value>: DeclaredOption {
    /// What help, completion and the parser's first check of the value read.
    let spec: OptionSpec
    /// The value as typed, read.
    let parse: @Sendable (String) throws(UsageError) -> Value
    /// How the values of an option given more than once become one (see
    /// ``ValueKind/repeatable(_:)``); `nil` for an option given at most once.
    let combine: (@Sendable ([Value]) -> Value)?

    /// The option `--name` (and `-short`), taking a value of `kind`.
    init(_ name: OptionName, short: Character? = nil, _ kind: ValueKind<Value>) {
        let parse = kind.parse
        spec = OptionSpec(
            name: name, short: short, value: kind.placeholder, check: { text throws(UsageError) in _ = try parse(text) },
            setting: kind.setting, repeats: kind.combine != nil)
        self.parse = parse
        combine = kind.combine
    }
}

/// An option of any value type, as a command's list of options holds it.
protocol DeclaredOption: Sendable {
    /// Its names and the kind of value it takes.
    var spec: OptionSpec { get }
}

/// One option with its value type left out: what the parser, help, the man page and the
/// completion scripts read.
struct OptionSpec: Sendable {
    /// `--name`.
    let name: OptionName
    /// `-x`, if it has one.
    let short: Character?
    /// The word for its value; `nil` for a flag.
    let value: Placeholder?
    /// Reads a value as typed and throws what is wrong with it, as the option's kind does: the
    /// parser checks every value in the order typed, so that the first mistake is the one
    /// reported.
    let check: @Sendable (String) throws(UsageError) -> Void
    /// The setting a value sets, for refusing an option given twice; `nil`: the option's name.
    let setting: (@Sendable (String) -> String)?
    /// Whether it may be given more than once, its values collected (`--tag a --tag b`)
    /// instead of the second refused.
    var repeats = false

    /// Whether `spelled` (`--date`, `-d`) names this option.
    func isSpelled(_ spelled: String) -> Bool {
        spelled == "--" + name.rawValue || short.map { "-\($0)" } == spelled
    }
}
