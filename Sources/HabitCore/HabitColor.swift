/// The fixed palette a habit's colour comes from.
///
/// The raw value is the name used on the command line and in the data file.
public enum HabitColor: String, CaseIterable, Codable, Sendable, Hashable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown
}
