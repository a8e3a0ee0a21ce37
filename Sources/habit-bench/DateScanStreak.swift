import Foundation
import HabitStore
import HabitSystem

/// The naive way of counting a streak, kept as a baseline: completions are `Date`s in an
/// array in the order they were checked, and each candidate day is looked up by scanning that
/// array with `Calendar.isDate(_:inSameDayAs:)`. Recent days sit at the end, so every lookup
/// scans nearly all of it: O(streak × history).
struct DateScanStreak {
    /// The instants at which the habit was checked, oldest first.
    let completions: [Date]
    /// The calendar, with the user's time zone, that decides which day an instant is on.
    let calendar: Calendar

    /// Whether any completion falls on the same day as `date`: a linear scan.
    func isDone(on date: Date) -> Bool {
        completions.contains { calendar.isDate($0, inSameDayAs: date) }
    }

    /// The current streak by the same rule as `Habit.streak(asOf:)`: an open today does not
    /// break it, counting then starts at yesterday.
    func streak(asOf now: Date) -> Int {
        var date = now
        if !isDone(on: date) {
            guard let yesterday = calendar.date(byAdding: .day, value: -1, to: date) else { return 0 }
            date = yesterday
        }
        var count = 0
        while isDone(on: date) {
            count += 1
            guard let previous = calendar.date(byAdding: .day, value: -1, to: date) else { break }
            date = previous
        }
        return count
    }

}
