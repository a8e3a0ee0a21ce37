/// Calendar months of days: where a month starts and ends, as the monthly schedules judge them.
extension Day {
    /// The first day of the month that holds this day.
    public var startOfMonth: Day {
        adding(days: 1 - day)
    }

    /// The last day of the month that holds this day: the 28th, 29th, 30th or 31st.
    public var endOfMonth: Day {
        let (year, month, day) = components
        return adding(days: Day.daysIn(month: month, year: year) - day)
    }

    /// How many days the month that holds this day has.
    public var daysInMonth: Int {
        Day.daysIn(month: month, year: year)
    }

    /// The first day of the month before the one that holds this day.
    public var startOfPreviousMonth: Day {
        startOfMonth.previous.startOfMonth
    }

    /// The first day of the month after the one that holds this day.
    public var startOfNextMonth: Day {
        endOfMonth.next
    }
}
