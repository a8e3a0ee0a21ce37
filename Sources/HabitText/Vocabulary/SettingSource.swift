/// Where a setting's value came from, in the order that decides: the command line beats the
/// environment, which beats the config file, which beats the default.
public enum SettingSource: Equatable, Sendable {
    /// The built-in default.
    case standard
    /// A line of the config file.
    case file(path: ShownText, line: Int)
    /// An environment variable, by name.
    case environment(String)
    /// An option on the command line, as typed (`--color`).
    case commandLine(String)
}
