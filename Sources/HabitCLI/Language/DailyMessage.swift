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
}
