import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// The goal options of `add` and `edit` as typed (`--goal N`, `--at-most N`, `--weekly-goal N`,
/// `--unit UNIT`, `--no-goal`), and the amounts of `log`, turned into values with the rules of
/// how they combine.
enum GoalArgument {
    /// One goal option as typed.
    struct Typed: Sendable {
        /// The option as typed (`--goal`).
        let option: String
        let kind: Goal.Kind
        let amount: Amount
    }

    /// An amount as typed: `8`, `2.5`, `2,5`, `-1`; spaces around it are ignored.
    ///
    /// - Throws: ``UsageError/amount(_:)`` with what is wrong with it.
    static func amount(_ text: String) throws(UsageError) -> Amount {
        do {
            return try Amount(parsing: text.trimmingWhitespace())
        } catch {
            throw .amount(error)
        }
    }

    /// The goal `add` gives a new habit, `nil` for none. Spaces around the unit are dropped.
    ///
    /// - Parameter schedule: the schedule option typed with it (`--days`) and its schedule, if any.
    /// - Throws: ``UsageError/conflictingGoals(_:_:)`` for two kinds of goal,
    ///   ``UsageError/goalConflictsWithSchedule(_:_:)`` for a goal the schedule cannot carry,
    ///   ``UsageError/unitWithoutGoal`` for `--unit` alone, ``UsageError/amount(_:)`` for a goal
    ///   or unit out of range.
    static func goal(
        _ typed: [Typed], unit: String?, schedule: (option: String, value: Schedule)?
    ) throws(UsageError) -> Goal? {
        let unit = unit?.trimmingWhitespace()  // "Gläser " as typed in quotes is "Gläser"
        guard let last = typed.last else {
            if unit != nil { throw .unitWithoutGoal }
            return nil
        }
        if let other = typed.first(where: { $0.option != last.option }) {
            throw .conflictingGoals(other.option, last.option)
        }
        if let schedule, !fits(last.kind, schedule.value) {
            throw .goalConflictsWithSchedule(last.option, schedule.option)
        }
        do {
            let goal = try Goal(last.kind, last.amount, unit: unit.flatMap { $0.isEmpty ? nil : $0 })
            try Goal.checkCharacters(ofUnit: goal.unit)
            return goal
        } catch {
            throw .amount(error)
        }
    }

    /// What `edit` does to the goal, `nil` for nothing: as ``goal(_:unit:schedule:)`` (without
    /// `--unit`, the new goal keeps the unit the habit has), and `--unit` alone changes the unit
    /// of the goal the habit has (empty: no unit), `--no-goal` removes it.
    static func change(
        _ typed: [Typed], unit: String?, removing: Bool, schedule: (option: String, value: Schedule)?
    ) throws(UsageError) -> GoalChange? {
        let unit = unit?.trimmingWhitespace()
        if removing {
            if let other = typed.first?.option ?? unit.map({ _ in "--unit" }) { throw .conflictingGoals("--no-goal", other) }
            return .remove
        }
        guard typed.isEmpty else {
            guard let goal = try goal(typed, unit: unit, schedule: schedule) else { return nil }
            return unit == nil ? .keepingUnit(goal) : .set(goal)
        }
        guard let unit else { return nil }
        guard !unit.isEmpty else { return .unit(nil) }
        do {
            // The unit follows the rules of any goal's unit.
            let goal = try Goal(.atLeast, Amount(1), unit: unit)
            try Goal.checkCharacters(ofUnit: goal.unit)
            return .unit(goal.unit)
        } catch {
            throw .amount(error)
        }
    }

    /// Whether a goal of `kind` combines with `schedule`: a goal or limit applies to each due
    /// day, so not to a number of times a week; a weekly goal is its own schedule, so the habit
    /// is daily.
    static func fits(_ kind: Goal.Kind, _ schedule: Schedule) -> Bool {
        switch (kind, schedule) {
        case (.atLeast, .perWeek), (.atMost, .perWeek), (.atLeast, .perMonth), (.atMost, .perMonth): return false
        case (.atLeast, _), (.atMost, _): return true
        case (.weeklyAtLeast, let schedule): return schedule == .daily
        }
    }
}
