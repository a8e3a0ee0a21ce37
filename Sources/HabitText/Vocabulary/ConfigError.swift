/// What is wrong with the settings: a line of the config file or an environment variable.
/// Each is a usage error (exit 2), reported before anything else is done.
public enum ConfigError: Error, Equatable, Sendable {
    /// A line that is not `key = value` (nor blank, nor a comment).
    case notASetting(path: String, line: Int, text: String)
    /// A key the file may not hold, with the nearest known key.
    case unknownKey(path: String, line: Int, key: String, suggestion: String?)
    /// A value `key` does not take.
    case badValue(path: String, line: Int, key: ConfigKey, value: String)
    /// An environment variable with a value its setting does not take.
    case badEnvironment(variable: String, key: ConfigKey, value: String)
    /// The file exists but cannot be read; `reason` is the system's.
    case unreadable(path: String, reason: String)
    /// The path is a folder, a device, too large, or not UTF-8 text.
    case notText(path: String)
}

extension ConfigError: ReportedError {
    /// A setting that cannot be read is a usage error: exit 2.
    public var exitCode: ExitCode { .usage }

    /// The sentence for the error (`ErrorMessage.configFailed`).
    public func sentence(in language: LanguageTable) -> String {
        language.text(.configFailed(self))
    }
}
