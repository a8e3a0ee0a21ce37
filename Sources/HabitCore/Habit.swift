import Foundation

/// Something a person wants to do every day, and the days on which they did it.
public struct Habit: Identifiable, Hashable, Sendable {
    /// A stable identity that survives renaming.
    public let id: UUID
    /// The name as shown and typed; see ``HabitName`` for the rules it follows.
    public var name: String
    /// An emoji or short symbol shown before the name.
    public var icon: String
    /// The colour from the palette used for done days.
    public var color: HabitColor
    /// The day the habit was created, or the earliest day it was done if that is earlier.
    public private(set) var created: Day
    /// Every day on which the habit was done, iterated in calendar order.
    public private(set) var completions: DaySet

    /// A habit with the given fields. `created` moves back to the earliest completion, so a
    /// habit never has a done day before it existed.
    public init(
        id: UUID, name: String, icon: String, color: HabitColor, created: Day,
        completions: DaySet = []
    ) {
        self.id = id
        self.name = name
        self.icon = icon
        self.color = color
        self.completions = completions
        self.created = completions.first.map { min($0, created) } ?? created
    }

    /// A habit done on `completions` (any sequence of days, such as a `Set<Day>`).
    public init<Days: Sequence>(
        id: UUID, name: String, icon: String, color: HabitColor, created: Day, completions: Days
    ) where Days.Element == Day {
        self.init(id: id, name: name, icon: icon, color: color, created: created, completions: DaySet(completions))
    }

    /// Whether the habit was done on `day`.
    public func isDone(on day: Day) -> Bool {
        completions.contains(day)
    }

    /// Marks `day` as done. Returns `false` when it already was (checking twice is harmless).
    ///
    /// - Throws: ``HabitError/futureDay(_:today:)`` when `day` is after `today`.
    @discardableResult
    public mutating func check(on day: Day, today: Day) throws(HabitError) -> Bool {
        guard day <= today else { throw .futureDay(day, today: today) }
        if day < created { created = day }
        return completions.insert(day).inserted
    }

    /// Marks `day` as not done. Returns `false` when it was not done anyway.
    ///
    /// - Throws: ``HabitError/futureDay(_:today:)`` when `day` is after `today`.
    @discardableResult
    public mutating func uncheck(on day: Day, today: Day) throws(HabitError) -> Bool {
        guard day <= today else { throw .futureDay(day, today: today) }
        return completions.remove(day) != nil
    }

    /// Flips `day` between done and not done, as the tutorial's button does, and returns the new
    /// state: `true` when `day` is now done.
    ///
    /// - Throws: ``HabitError/futureDay(_:today:)`` when `day` is after `today`.
    @discardableResult
    public mutating func toggle(on day: Day, today: Day) throws(HabitError) -> Bool {
        if isDone(on: day) {
            try uncheck(on: day, today: today)
            return false
        }
        try check(on: day, today: today)
        return true
    }

    /// A copy of this habit with `day` flipped; see ``toggle(on:today:)``.
    public func toggled(on day: Day, today: Day) throws(HabitError) -> Habit {
        var copy = self
        try copy.toggle(on: day, today: today)
        return copy
    }

    /// The last `count` days ending at `day` (inclusive), oldest first, each with its done state:
    /// the data behind the week row.
    public func lastDays(_ count: Int, endingAt day: Day) -> [DayStatus] {
        guard count > 0 else { return [] }
        return (0..<count).reversed().map { offset in
            let date = day.adding(days: -offset)
            return DayStatus(day: date, isDone: isDone(on: date))
        }
    }
}
