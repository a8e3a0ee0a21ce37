/// Where `habit move` puts a habit.
public enum Placement: Hashable, Sendable {
    /// At this position, 1 being the top, among the habits shown with it (the active ones, or
    /// the archived ones for an archived habit); past the last, at the end.
    case position(Int)
    /// Right before the habit with this id.
    case before(UUID)
    /// Right after the habit with this id.
    case after(UUID)
}

/// The order of the habits, which is the order they are stored in, and archiving.
extension HabitCollection {
    /// The habits that are not archived, in order: what `list`, `todo` and `names` show.
    public var active: [Habit] { habits.filter { !$0.isArchived } }

    /// The archived habits, in order.
    public var archived: [Habit] { habits.filter(\.isArchived) }

    /// The position of the habit with `id`, 1 being the top, among the habits shown with it
    /// (active or archived); `nil` when there is no such habit.
    public func position(of id: UUID) -> Int? {
        guard let habit = self[id] else { return nil }
        let peers = habits.filter { $0.isArchived == habit.isArchived }
        return peers.firstIndex { $0.id == id }.map { $0 + 1 }
    }

    /// Every habit's position (see ``position(of:)``) by id, counted in one pass.
    public var positions: [UUID: Int] {
        var positions: [UUID: Int] = [:]
        var active = 0
        var archived = 0
        for habit in habits {
            if habit.isArchived {
                archived += 1
                positions[habit.id] = archived
            } else {
                active += 1
                positions[habit.id] = active
            }
        }
        return positions
    }

    /// Moves the habit with `id` to `placement`. Returns whether the order changed; moving a
    /// habit before or after itself, or where it already is, changes nothing.
    @discardableResult
    public mutating func move(_ id: UUID, to placement: Placement) -> Bool {
        guard let from = habits.firstIndex(where: { $0.id == id }) else { return false }
        var reordered = habits
        let habit = reordered.remove(at: from)
        let target: Int
        switch placement {
        case .position(let position):
            let peers = reordered.indices.filter { reordered[$0].isArchived == habit.isArchived }
            if peers.isEmpty {
                target = reordered.count
            } else if position - 1 < peers.count {
                target = peers[max(position - 1, 0)]
            } else {
                target = peers[peers.count - 1] + 1
            }
        case .before(let other):
            guard other != id, let index = reordered.firstIndex(where: { $0.id == other }) else { return false }
            target = index
        case .after(let other):
            guard other != id, let index = reordered.firstIndex(where: { $0.id == other }) else { return false }
            target = index + 1
        }
        reordered.insert(habit, at: target)
        guard reordered != habits else { return false }
        replaceAll(with: reordered)
        return true
    }

    /// Archives the habit with `id` (or brings it back when `archived` is `false`) on `day`, which
    /// a group's judgement leaves it out from (see ``Habit/archivedOn``). Returns whether that
    /// changed anything.
    @discardableResult
    public mutating func setArchived(_ id: UUID, _ archived: Bool, on day: Day? = nil) -> Bool {
        guard var habit = self[id], habit.isArchived != archived else { return false }
        habit.isArchived = archived
        habit.archivedOn = archived ? day : nil
        update(habit)
        return true
    }
}
