import HabitCore
import HabitStore
import HabitSystem

/// The limits an amount, a unit and a note must keep, passed with the error that quotes them so
/// that the language tables hold words only.
struct AmountLimits: Equatable, Sendable {
    /// The most decimals an amount may have.
    let decimals: Int
    /// The largest amount, and the largest total of a day.
    let maximum: Amount
    /// The longest unit, in characters.
    let unitLength: Int
    /// The longest note, in characters.
    let noteLength: Int

    /// This build's limits.
    static let current = AmountLimits(
        decimals: Amount.maximumDecimals, maximum: .maximum, unitLength: Goal.maximumUnitLength,
        noteLength: Note.maximumLength)
}
