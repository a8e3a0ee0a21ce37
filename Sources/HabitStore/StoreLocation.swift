import HabitSystem
import HabitFormat
/// Where the data file lives.
public enum StoreLocation {
    /// The data file's path: `--file` if given, else `$HABIT_FILE`, else
    /// `$XDG_DATA_HOME/habit/habits.json` when `XDG_DATA_HOME` is absolute (a relative one is
    /// ignored, as the XDG spec says), else `$HOME/.local/share/habit/habits.json`.
    ///
    /// - Throws: ``StoreError/noHome`` without `HOME`; ``StoreError/homeNotAbsolute(home:)``
    ///   when `HOME` is a relative path.
    public static func resolve(fileOption: String?, environment: [String: String]) throws(StoreError) -> String {
        if let file = fileOption, !file.isEmpty { return file }
        if let file = environment["HABIT_FILE"], !file.isEmpty { return file }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return join(data, "habit/habits.json")
        }
        guard let home = environment["HOME"], !home.isEmpty else { throw .noHome }
        guard home.hasPrefix("/") else { throw .homeNotAbsolute(home: home) }
        return join(home, ".local/share/habit/habits.json")
    }

    /// Whether the user named the data file (`--file` or `HABIT_FILE`) rather than leaving it to
    /// the default location: then a missing file is a mistake to report, not an empty store.
    public static func isNamed(fileOption: String?, environment: [String: String]) -> Bool {
        !(fileOption ?? "").isEmpty || !(environment["HABIT_FILE"] ?? "").isEmpty
    }

    private static func join(_ folder: String, _ rest: String) -> String {
        folder.hasSuffix("/") ? folder + rest : folder + "/" + rest
    }
}
