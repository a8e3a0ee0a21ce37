/// Weeks that start on a given weekday: Monday in most of Europe, Sunday in the US.
extension Weekday {
    /// The seven weekdays in the order of a week that starts on `first`.
    public static func week(startingOn first: Weekday) -> [Weekday] {
        (0..<7).map { first.advanced(by: $0) }
    }

    /// How many days after `first` this weekday comes in a week that starts on `first`: 0 for
    /// `first` itself, 6 for the last day of that week.
    public func position(inWeekStartingOn first: Weekday) -> Int {
        (rawValue - first.rawValue + 7) % 7
    }

    /// The weekday `count` days after this one (before it when `count` is negative).
    public func advanced(by count: Int) -> Weekday {
        let index = ((rawValue - 1 + count) % 7 + 7) % 7
        return Weekday.allCases[index]
    }
}

extension Day {
    /// The first day of the week that contains this day, for weeks that start on `first`.
    public func startOfWeek(startingOn first: Weekday) -> Day {
        adding(days: -weekday.position(inWeekStartingOn: first))
    }
}
