/// What a habit is for: doing something (the default), quitting something, or only keeping
/// track of it.
///
/// A quit habit is a limit of zero (``Goal/Kind/atMost`` 0), so every rule of limits holds for
/// it; the purpose only says how its days are worded ("11 days clean", a slip instead of an
/// amount over the limit). A track-only habit is never due: it keeps days, amounts and notes,
/// and has no streak.
public enum HabitPurpose: String, Hashable, Sendable, CaseIterable {
    /// A habit to do: done days, due days, streaks.
    case build
    /// A habit to quit: a limit of zero whose recorded days are slips.
    case quit
    /// A habit only tracked: never due, no streak.
    case trackOnly
}
