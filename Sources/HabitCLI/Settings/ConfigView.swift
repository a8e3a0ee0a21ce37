import HabitCore
import HabitText

/// `habit config`: each setting's effective value and where it came from, then where the
/// config file is.
enum ConfigView {
    /// The widest a value may be shown before it is cut (a long `remind-command`).
    static let widestValue = 40

    /// The lines of `habit config`: one per key the config file may hold, in the file's order.
    /// `standardVia` is how `habit remind` delivers when nothing says (notify on a desktop, else
    /// print); `dataFileWeek`, when the data file could be read, the day its weeks start on.
    static func render(
        _ settings: Settings, configPath: String?, fileExists: Bool, standardVia: ReminderVia, dataFileWeek: Weekday? = nil,
        language: LanguageTable
    ) -> [String] {
        let rows = ConfigFile.Key.allCases.map { key in
            let (value, source) = setting(key, of: settings, standardVia: standardVia, language: language)
            // A value from the config file or the environment (a remind-command) is shown escaped.
            return (key, DisplayWidth.truncated(ShownText(whole: value).description, to: widestValue), source)
        }
        let keyWidth = rows.map { DisplayWidth.of($0.0.rawValue) }.max() ?? 0
        let valueWidth = rows.map { DisplayWidth.of($0.1) }.max() ?? 0
        var lines = rows.map { key, value, source in
            DisplayWidth.padded(key.rawValue, to: keyWidth) + "  " + DisplayWidth.padded(value, to: valueWidth) + "  "
                + language.text(.settingSource(source))
        }
        lines.append("")
        if let dataFileWeek { lines.append(language.text(.dataFileWeek(dataFileWeek))) }
        lines.append(
            language.text(configPath.map { .configFile(path: ShownText(path: $0), exists: fileExists) } ?? .noConfigFile))
        return lines
    }

    /// The value of `key` as the config file would write it, and where it came from.
    private static func setting(
        _ key: ConfigFile.Key, of settings: Settings, standardVia: ReminderVia, language: LanguageTable
    ) -> (String, SettingSource) {
        switch key {
        case .dayStartsAt: return (hourText(settings.dayStart.hour), settings.dayStartSource)
        case .language: return (settings.language.code, settings.languageSource)
        case .color: return (settings.color.rawValue, settings.colorSource)
        case .remindAt: return (settings.remindAt.description, settings.remindAtSource)
        case .remindVia: return ((settings.remindVia ?? standardVia).rawValue, settings.remindViaSource)
        case .remindCommand:
            return (settings.remindCommand ?? language.text(.settingNotSet), settings.remindCommandSource)
        case .remindTimeout: return ("\(settings.remindTimeout)", settings.remindTimeoutSource)
        case .weekStartsOn: return (settings.weekStart.key, settings.weekStartSource)
        case .motion: return (settings.motion ? "on" : "off", settings.motionSource)
        }
    }

    /// An hour as the config file may write it: `04:00`.
    static func hourText(_ hour: Int) -> String {
        (hour < 10 ? "0" : "") + "\(hour):00"
    }
}
