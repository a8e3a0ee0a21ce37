import HabitCore

/// What one change did, as `habit history` lists it: the command, the habits it changed and the
/// one day it changed ("check Lesen on Nov 26").
struct ChangeSummary: Equatable, Sendable {
    /// The command's name as typed, `check`.
    var command: String
    /// The names of the habits it changed (a deleted one by its last name), in the file's order.
    var habits: [String]
    /// The day it changed, when it changed days on exactly one.
    var day: Day?
    /// The name each renamed habit had before, by its name in ``habits``: `["Laufen": "Joggen"]`.
    var formerNames: [String: String] = [:]

    /// A summary with these parts.
    init(command: String, habits: [String], day: Day?, formerNames: [String: String] = [:]) {
        (self.command, self.habits, self.day, self.formerNames) = (command, habits, day, formerNames)
    }

    /// The names of ``habits`` as a sentence shows them: a renamed habit by both names,
    /// "Joggen → Laufen".
    var shownNames: [String] {
        habits.map { name in formerNames[name].map { $0 + " → " + name } ?? name }
    }

    /// What `command` did to `old`, leaving `new`.
    init(command: String, from old: HabitCollection, to new: HabitCollection) {
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
        for habit in new.habits {
            guard let earlier = old[habit.id] else {
                names.append(habit.name)
                continue
            }
            guard earlier != habit else { continue }
            names.append(habit.name)
            if earlier.name != habit.name { formerNames[habit.name] = earlier.name }
            note(habit.completions, earlier.completions)
            note(habit.skips, earlier.skips)
            note(habit.answeredNo, earlier.answeredNo)
            note(habit.amounts, earlier.amounts)
            note(habit.notes, earlier.notes)
        }
        for habit in old.habits where new[habit.id] == nil { names.append(habit.name) }
        let first = days.min()
        self.init(
            command: command, habits: names, day: first.flatMap { first in days.allSatisfy { $0 == first } ? first : nil },
            formerNames: formerNames)
    }
}
