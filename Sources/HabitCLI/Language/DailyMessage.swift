import HabitCore

/// The sentences of the commands for daily life: `config`, `archive`, `move` and `ask`.
enum DailyMessage: Equatable, Sendable {
    // config
    /// A setting that could not be read; nothing else was done.
    case configFailed(ConfigError)
    /// Where a setting came from, as `habit config` shows it.
    case source(SettingSource)
    /// The config file's path; `exists` is false when there is no file there.
    case configFile(path: String, exists: Bool)
    /// No config file can be found: neither `XDG_CONFIG_HOME` nor `HOME` is set.
    case noConfigFile
    // archive
    /// A habit was archived; `unarchive` is the command that brings it back.
    case archived(name: String, unarchive: String)
    case alreadyArchived(name: String)
    case unarchived(name: String)
    case notArchived(name: String)
    /// Every habit is archived: `list` shows none, and says where they are.
    case allArchived(count: Int, command: String)
    /// `list --archived` with nothing archived.
    case noArchivedHabits
    // move
    /// A habit now stands at `position` (1 is the top).
    case moved(name: String, position: Int)
    case notMoved(name: String, position: Int)
    // ask
    /// "Meditieren — today?", without the keys.
    case askQuestion(name: String, day: DayPhrase)
    /// The keys after the question: "[y/n/s/?]", without `s` when skips cannot be stored.
    case askKeys(skip: Bool)
    /// What each key does, shown for `?` or an answer that is none of them.
    case askHelp(skip: Bool)
    /// Every habit that is due has an answer.
    case nothingToAsk
    /// What the check-in recorded, how many questions were left, and how to take it back.
    case askSummary(done: Int, notDone: Int, skipped: Int, left: Int)
    /// `habit ask` with standard input not a terminal.
    case askNeedsTerminal
}
