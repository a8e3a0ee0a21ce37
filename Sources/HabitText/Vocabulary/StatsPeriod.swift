/// What `habit stats NAME --by` groups the days by: weeks, months or years as a bar chart, or
/// weekdays as a table.
public enum StatsPeriod: String, CaseIterable, Sendable {
    case week, month, year, weekday
}
