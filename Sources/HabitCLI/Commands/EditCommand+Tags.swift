import HabitCore
import HabitStore
import HabitSystem
import HabitText

extension EditCommand {
    /// Takes ``untags`` away from `habit` and adds ``tags`` (spelled as other habits spell
    /// them, by `spelling`).
    ///
    /// - Throws: a usage error, before anything changed, for a tag to take away that the habit
    ///   does not have.
    func retag(_ habit: inout Habit, spelling: (String) -> String) throws(Failure) {
        if let missing = untags.first(where: { !habit.hasTag($0) }) {
            guard !habit.tags.isEmpty else { throw .usage(.tag(.untagWithoutTags(name: habit.name, tag: missing))) }
            throw .usage(.tag(.untagNotFound(name: habit.name, tag: missing, tags: habit.tags)))
        }
        habit.removeTags(untags)
        habit.addTags(tags.map(spelling))
    }

    /// The sentence for the tags, when the edit changed them: the tags now, or that none is left.
    func tagMessages(before: Habit, after: Habit) -> [TagMessage] {
        guard before.tags != after.tags else { return [] }
        return after.tags.isEmpty ? [.noTagsNow(name: after.name)] : [.tagsNow(name: after.name, tags: after.tags)]
    }
}
