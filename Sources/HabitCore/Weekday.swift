/// A day of the week, in ISO 8601 order: Monday first.
public enum Weekday: Int, CaseIterable, Sendable, Hashable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday
}
