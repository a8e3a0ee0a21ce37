/// `habit config`: each setting's effective value and where it came from, then where the
/// config file is.
enum ConfigView {
    /// The lines of `habit config`.
    static func render(_ settings: Settings, configPath: String?, fileExists: Bool, language: any LanguageTable) -> [String] {
        let rows: [(ConfigFile.Key, String, SettingSource)] = [
            (.dayStartsAt, hourText(settings.dayStart.hour), settings.dayStartSource),
            (.language, settings.language.code, settings.languageSource),
            (.color, settings.color.rawValue, settings.colorSource),
            (.remindAt, settings.remindAt.description, settings.remindAtSource),
        ]
        let keyWidth = rows.map { DisplayWidth.of($0.0.rawValue) }.max() ?? 0
        let valueWidth = rows.map { DisplayWidth.of($0.1) }.max() ?? 0
        var lines = rows.map { key, value, source in
            DisplayWidth.padded(key.rawValue, to: keyWidth) + "  " + DisplayWidth.padded(value, to: valueWidth) + "  "
                + language.text(.settingSource(source))
        }
        lines.append("")
        lines.append(
            language.text(configPath.map { .configFile(path: $0, exists: fileExists) } ?? .noConfigFile))
        return lines
    }

    /// An hour as the config file may write it: `04:00`.
    static func hourText(_ hour: Int) -> String {
        (hour < 10 ? "0" : "") + "\(hour):00"
    }
}
