/// Where the data file lives.
enum StoreLocation {
    /// The data file's path: `--file` if given, else `$HABIT_FILE`, else
    /// `$XDG_DATA_HOME/habit/habits.json` when `XDG_DATA_HOME` is absolute (a relative one is
    /// ignored, as the XDG spec says), else `$HOME/.local/share/habit/habits.json`.
    static func resolve(fileOption: String?, environment: [String: String]) throws(StoreError) -> String {
        if let file = fileOption, !file.isEmpty { return file }
        if let file = environment["HABIT_FILE"], !file.isEmpty { return file }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return join(data, "habit/habits.json")
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return join(home, ".local/share/habit/habits.json")
        }
        throw .noHome
    }

    private static func join(_ folder: String, _ rest: String) -> String {
        folder.hasSuffix("/") ? folder + rest : folder + "/" + rest
    }
}
