import HabitCore

/// The days a week may start on, as the data file's `weekStart` and the config file's
/// `week-starts-on` write them (`monday`, `sunday`, `saturday`, `friday`).
public enum WeekStartName {
    /// The days a week may start on, Monday first.
    public static let all: [Weekday] = [.monday, .sunday, .saturday, .friday]

    /// The day `text` names (any case); `nil` for anything else.
    public static func weekday(_ text: String) -> Weekday? {
        let name = text.lowercased()
        return all.first { $0.key == name }
    }
}
