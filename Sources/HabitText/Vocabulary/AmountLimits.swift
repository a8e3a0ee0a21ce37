import HabitCore

/// The limits an amount, a unit and a note must keep, passed with the error that quotes them so
/// that the language tables hold words only.
public struct AmountLimits: Equatable, Sendable {
    /// The most decimals an amount may have.
    public let decimals: Int
    /// The largest amount, and the largest total of a day.
    public let maximum: Amount
    /// The longest unit, in characters.
    public let unitLength: Int
    /// The longest note, in characters.
    public let noteLength: Int

    /// This build's limits.
    public static let current = AmountLimits(
        decimals: Amount.maximumDecimals, maximum: .maximum, unitLength: Goal.maximumUnitLength,
        noteLength: Note.maximumLength)
}
