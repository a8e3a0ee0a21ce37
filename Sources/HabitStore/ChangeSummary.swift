import HabitCore
import HabitSystem

/// What one change did, as `habit history` lists it: the command, the habits it changed and the
/// one day it changed ("check Lesen on Nov 26").
public struct ChangeSummary: Equatable, Sendable {
    /// The command's name as typed, `check`.
    public var command: String
    /// The names of the habits it changed (a deleted one by its last name), in the file's order.
    public var habits: [String]
    /// The day it changed, when it changed days on exactly one.
    public var day: Day?
    /// The name each renamed habit had before, by its name in ``habits``: `["Laufen": "Joggen"]`.
    public var formerNames: [String: String] = [:]

    /// A summary with these parts.
    public init(command: String, habits: [String], day: Day?, formerNames: [String: String] = [:]) {
        (self.command, self.habits, self.day, self.formerNames) = (command, habits, day, formerNames)
    }

    /// The names of ``habits`` as a sentence shows them: a renamed habit by both names,
    /// "Joggen → Laufen".
    public var shownNames: [String] {
        habits.map { name in formerNames[name].map { $0 + " → " + name } ?? name }
    }

    /// What `command` did to `old`, leaving `new`.
    public init(command: String, from old: HabitCollection, to new: HabitCollection) {
        var names: [String] = []
        var days: [Day] = []
        var formerNames: [String: String] = [:]
        func note(_ new: DaySet, _ old: DaySet) {
            guard new != old else { return }
            days += new.subtracting(old)
            days += old.subtracting(new)
        }
        func note<Value: Equatable>(_ new: [Day: Value], _ old: [Day: Value]) {
            guard new != old else { return }
            days += new.keys.filter { old[$0] != new[$0] }
            days += old.keys.filter { new[$0] == nil }
        }
        // Each habit found by its place when the lists agree (a change to one habit), else by
        // its id: a lookup per habit, not a scan (20,000 habits).
        let oldPositions = Self.positions(of: old, unlessMatching: new)
        var kept = [Bool](repeating: false, count: old.habits.count)
        for (index, habit) in new.habits.enumerated() {
            let position: Int?
            if let oldPositions { position = oldPositions[habit.id] } else { position = index }
            guard let position else {
                names.append(habit.name)
                continue
            }
            kept[position] = true
            let earlier = old.habits[position]
            // The file's week is the file's, not a change of each habit.
            var before = earlier
            before.weekStart = habit.weekStart
            guard before != habit else { continue }
            names.append(habit.name)
            if earlier.name != habit.name { formerNames[habit.name] = earlier.name }
            note(habit.completions, earlier.completions)
            note(habit.skips, earlier.skips)
            note(habit.answeredNo, earlier.answeredNo)
            note(habit.amounts, earlier.amounts)
            note(habit.notes, earlier.notes)
        }
        for (index, habit) in old.habits.enumerated() where !kept[index] { names.append(habit.name) }
        let first = days.min()
        self.init(
            command: command, habits: names, day: first.flatMap { first in days.allSatisfy { $0 == first } ? first : nil },
            formerNames: formerNames)
    }

    /// Where each habit of `old` stands, by id; `nil` when `new` holds the same habits in the
    /// same places, so a habit's place in one is its place in the other.
    private static func positions(of old: HabitCollection, unlessMatching new: HabitCollection) -> [UUID: Int]? {
        guard old.habits.count != new.habits.count || zip(old.habits, new.habits).contains(where: { $0.id != $1.id })
        else { return nil }
        var positions: [UUID: Int] = [:]
        positions.reserveCapacity(old.habits.count)
        for (index, habit) in old.habits.enumerated() { positions[habit.id] = index }
        return positions
    }
}
