/// The days a data file may hold, and a command may name: the one rule for the store, the
/// parser and import.
///
/// - Not before 1900-01-01: no one tracks a habit from before then, so such a day is a typo
///   (`0226` for `2026`); the bound also keeps a short range such as `0001-01-01/9999-12-31`
///   from expanding into millions of days.
/// - Any later day a file may hold, however far after today: a computer whose clock is wrong
///   (behind, or ahead when the day was written) must still read its own data. A command never
///   enters a day after today; a file holding days more than ``daysAheadAllowed`` after today
///   is read with a notice that the clock may be wrong. Two days, since a day is checked in
///   the time zone of the moment and time zones span 26 hours (UTC+14 to UTC−12): a day
///   written just after midnight in Kiribati is still two days ahead on Baker Island.
public enum AcceptedDays {
    /// The earliest day accepted, 1900-01-01.
    public static let earliest = Day(ordinal: -25_567)

    /// The last year a day may have: four digits, as `YYYY-MM-DD` writes it.
    public static let latestYear = 9999

    /// How many days after today a day in the file may lie before `habit` says the clock may
    /// be wrong: what time zones alone can explain.
    public static let daysAheadAllowed = 2

    /// The latest day a file read on `today` holds without a notice about the clock.
    public static func latest(today: Day) -> Day {
        today.adding(days: daysAheadAllowed)
    }
}
