/// A day of the week, in ISO 8601 order: Monday first.
public enum Weekday: Int, CaseIterable, Sendable, Hashable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

    /// Its English name in lower case, the same in every language, as files, `--json`, the
    /// config file and merge conflicts write it: `monday`.
    public var key: String {
        switch self {
        case .monday: return "monday"
        case .tuesday: return "tuesday"
        case .wednesday: return "wednesday"
        case .thursday: return "thursday"
        case .friday: return "friday"
        case .saturday: return "saturday"
        case .sunday: return "sunday"
        }
    }
}
