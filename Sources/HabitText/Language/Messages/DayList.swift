import HabitCore

/// The days a sentence about an undone change names: each of up to two ("today", "on Nov 27,
/// 2026 and yesterday"), or only how many there are.
public enum DayList: Equatable, Sendable {
    /// Up to two days, each named.
    case named([DayPhrase])
    /// More days than a sentence names: their number.
    case counted(Int)

    /// `days` as seen from `today`.
    public init(_ days: [Day], today: Day) {
        self = days.count <= 2 ? .named(days.map { DayPhrase($0, today: today) }) : .counted(days.count)
    }
}

/// The dates a merge conflict names: all of up to three, or the first two and how many more.
public enum DateSample: Equatable, Sendable {
    /// Every date (three at most).
    case all([Day])
    /// The first dates, and the number of days left out.
    case first([Day], more: Int)

    /// A sample of `days`.
    public init(_ days: [Day]) {
        self = days.count > 3 ? .first(Array(days.prefix(2)), more: days.count - 2) : .all(days)
    }
}
