import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// The options of a command that filters by tag (``TagFilter``): `--tag`, where help lists it.
protocol TagOptions: CommandOptions {
    /// `--tag TAGS`: ``Options/tag``.
    var tag: Option<[String]> { get }
}

/// `--tag TAGS` on a view (`list`, `grid`, `todo`, `ask`, `stats`, `status`, `remind`, `tags`):
/// only the habits with any of the tags. The one place the views filter by tag, so each command
/// adds one line: `try tagFilter.apply(to: habits, of: collection)`.
struct TagFilter: Equatable, Sendable {
    /// The tags as typed, each checked; empty: no filter.
    let tags: [String]

    /// No filter.
    init(tags: [String] = []) {
        self.tags = tags
    }

    /// The filter the command line asks for (none without `--tag`).
    init(_ input: CommandInput<some TagOptions>) throws(UsageError) {
        tags = try input.value(\.tag) ?? []
    }

    /// Whether there is no filter.
    var isEmpty: Bool { tags.isEmpty }

    /// The keys of the tags asked for.
    var keys: Set<String> { Set(tags.map(HabitTag.key)) }

    /// `habits` (in their order) that have any of the tags, all of them without a filter.
    ///
    /// - Throws: a usage error naming a tag no habit of `collection` has (archived ones
    ///   included), with the tags there are.
    func apply(to habits: [Habit], of collection: HabitCollection) throws(Failure) -> [Habit] {
        guard !tags.isEmpty else { return habits }
        let known = collection.tags
        let knownKeys = Set(known.map(HabitTag.key))
        if let unknown = tags.first(where: { !knownKeys.contains(HabitTag.key($0)) }) {
            guard !known.isEmpty else {
                throw .usage(.tag(.unknownTagNoTags(unknown, tagging: "--tag " + shellQuoted(unknown))))
            }
            throw .usage(.tag(.unknownTag(unknown, known: known)))
        }
        let keys = self.keys
        return habits.filter { $0.hasAnyTag(keyedBy: keys) }
    }

    /// `stats --tag`: the tags' combined completion over `habits` (those the filter left), each
    /// habit's due days (or weeks, for a habit judged by the week) done since it was created,
    /// added up; `nil` without a filter. Its `percent` is `nil` when nothing was due yet. A habit
    /// only tracked has no due days and is not counted, nor is a group, whose days are its
    /// members' counted again.
    func combined(of habits: [Habit], in collection: HabitCollection, today: Day) -> CombinedCompletion? {
        guard !tags.isEmpty else { return nil }
        let habits = habits.filter { !$0.isTrackOnly && !$0.isGroup }
        let rates = habits.map { HabitStatistics($0, today: today).sinceCreated }
        let combined = HabitStatistics.Rate(done: rates.reduce(0) { $0 + $1.done }, days: rates.reduce(0) { $0 + $1.days })
        return CombinedCompletion(
            tags: spelled(in: collection), done: combined.done, due: combined.days, percent: combined.percent,
            habits: habits.count)
    }

    /// The sentence under `stats --tag`: ``combined(of:in:today:)`` in words; `nil` without a
    /// filter or when nothing was due yet.
    func combinedCompletion(of habits: [Habit], in collection: HabitCollection, today: Day) -> TagMessage? {
        guard let combined = combined(of: habits, in: collection, today: today), let percent = combined.percent else {
            return nil
        }
        return .combinedCompletion(
            tags: combined.tags, done: combined.done, due: combined.due, percent: percent, habits: combined.habits)
    }

    /// The tags as the habits spell them, for a sentence.
    func spelled(in collection: HabitCollection) -> [String] {
        tags.map(collection.spelling(of:))
    }
}
