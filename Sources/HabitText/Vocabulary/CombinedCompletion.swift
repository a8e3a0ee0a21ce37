/// The tags' combined completion that `stats --tag` shows below the habits and `stats --tag
/// --json` writes as `tagCompletion`: the same numbers in both.
public struct CombinedCompletion: Equatable, Sendable {
    /// The tags asked for, as the habits spell them.
    public let tags: [String]
    /// The due days (or weeks) done, added up over the habits.
    public let done: Int
    /// The due days (or weeks), added up.
    public let due: Int
    /// `done` of `due` in whole percent, rounded as every rate is; `nil` when nothing was due.
    public let percent: Int?
    /// How many habits it counts.
    public let habits: Int

    /// One with each property as given.
    public init(tags: [String], done: Int, due: Int, percent: Int?, habits: Int) {
        self.tags = tags
        self.done = done
        self.due = due
        self.percent = percent
        self.habits = habits
    }
}
