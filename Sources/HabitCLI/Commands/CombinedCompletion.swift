import HabitStore
import HabitSystem
/// The tags' combined completion that `stats --tag` shows below the habits and `stats --tag
/// --json` writes as `tagCompletion`: the same numbers in both.
struct CombinedCompletion: Equatable, Sendable {
    /// The tags asked for, as the habits spell them.
    let tags: [String]
    /// The due days (or weeks) done, added up over the habits.
    let done: Int
    /// The due days (or weeks), added up.
    let due: Int
    /// `done` of `due` in whole percent, rounded as every rate is; `nil` when nothing was due.
    let percent: Int?
    /// How many habits it counts.
    let habits: Int
}
