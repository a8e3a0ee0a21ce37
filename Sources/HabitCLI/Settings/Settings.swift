import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// The settings a run works with, each with where it came from: the command line, then the
/// environment, then the config file, then the default.
struct Settings: Sendable {
    /// The hour a new day starts.
    var dayStart = DayStart.midnight
    /// Where ``dayStart`` came from.
    var dayStartSource = SettingSource.standard
    /// The language of every sentence.
    var language: LanguageTable = LanguageTable.english
    /// Where ``language`` came from.
    var languageSource = SettingSource.standard
    /// When to colour.
    var color = ColorMode.auto
    /// Where ``color`` came from.
    var colorSource = SettingSource.standard
    /// The reminder time of a habit without its own: 20:00 unless the file says `remind-at`.
    var remindAt = ClockTime(hour: 20, minute: 0) ?? .midnight
    /// Where ``remindAt`` came from.
    var remindAtSource = SettingSource.standard
    /// How `habit remind` delivers when `--via` does not say: the file's `remind-via`, else
    /// `nil` (notify on a desktop, else print; see ``DesktopSession``).
    var remindVia: ReminderVia? = nil
    /// Where ``remindVia`` came from.
    var remindViaSource = SettingSource.standard
    /// The shell command line of `--via command`, from the file's `remind-command`.
    var remindCommand: String? = nil
    /// Where ``remindCommand`` came from.
    var remindCommandSource = SettingSource.standard
    /// How many seconds a delivering program may run before it is stopped: 30 unless the file
    /// says `remind-timeout`.
    var remindTimeout = 30
    /// Where ``remindTimeout`` came from.
    var remindTimeoutSource = SettingSource.standard

    /// The weekday the weeks of a data file made in this run start on: the file's
    /// `week-starts-on`, else the locale's region (``RegionWeek``), else Monday. A file that
    /// exists keeps its own week (``HabitCollection/weekStart``).
    var weekStart = Weekday.monday
    /// Where ``weekStart`` came from.
    var weekStartSource = SettingSource.standard
    /// Whether `habit tui` moves (the streak counting up): on unless `NO_MOTION` is set (not
    /// empty) or the file says `motion = off`.
    var motion = true
    /// Where ``motion`` came from.
    var motionSource = SettingSource.standard

    /// The environment variable that turns motion off, whatever its value (not empty).
    static let noMotionVariable = "NO_MOTION"

    /// The environment variable for the hour a day starts.
    static let dayStartVariable = "HABIT_DAY_STARTS_AT"
    /// The environment variable for the language, which beats the config file and the locale.
    static let languageVariable = "HABIT_LANGUAGE"

    /// The settings from `file` (when there is one), `environment` and `colorOption` (the
    /// `--color` typed, if any).
    ///
    /// - `day-starts-at`: `HABIT_DAY_STARTS_AT`, else the file, else midnight.
    /// - `language`: `HABIT_LANGUAGE`, else the file, else `LC_ALL`/`LC_MESSAGES`/`LANG`, else English.
    /// - `color`: `--color`, else `NO_COLOR` (never, whatever the file says), else the file, else auto.
    /// - `week-starts-on` (for data files made from now on): the file, else the region of
    ///   `LC_ALL`/`LC_TIME`/`LANG`, else Monday.
    ///
    /// - Throws: ``ConfigError/badEnvironment(variable:key:value:)`` for a variable whose value
    ///   the setting does not take.
    static func resolve(
        file: ConfigFile?, environment: [String: String], colorOption: ColorMode?
    ) throws(ConfigError) -> Settings {
        var settings = Settings()
        func set(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }

        if let text = set(dayStartVariable) {
            guard let start = ConfigFile.dayStart(text.trimmingWhitespace()) else {
                throw .badEnvironment(variable: dayStartVariable, key: .dayStartsAt, value: text)
            }
            (settings.dayStart, settings.dayStartSource) = (start, .environment(dayStartVariable))
        } else if let file, let (start, line) = file.dayStart {
            (settings.dayStart, settings.dayStartSource) = (start, .file(path: ShownText(path: file.path), line: line))
        }

        if let text = set(languageVariable) {
            guard let code = ConfigFile.languageCode(text.trimmingWhitespace()) else {
                throw .badEnvironment(variable: languageVariable, key: .language, value: text)
            }
            (settings.language, settings.languageSource) = (table(code), .environment(languageVariable))
        } else if let file, let (code, line) = file.language {
            (settings.language, settings.languageSource) = (table(code), .file(path: ShownText(path: file.path), line: line))
        } else if let variable = ["LC_ALL", "LC_MESSAGES", "LANG"].first(where: { set($0) != nil }) {
            (settings.language, settings.languageSource) = (Languages.detect(from: environment), .environment(variable))
        }

        if let colorOption {
            (settings.color, settings.colorSource) = (colorOption, .commandLine("--color"))
        } else if set("NO_COLOR") != nil {
            (settings.color, settings.colorSource) = (.never, .environment("NO_COLOR"))
        } else if let file, let (mode, line) = file.color {
            (settings.color, settings.colorSource) = (mode, .file(path: ShownText(path: file.path), line: line))
        }
        if let file, let (time, line) = file.remindAt {
            (settings.remindAt, settings.remindAtSource) = (time, .file(path: ShownText(path: file.path), line: line))
        }
        if let file, let (via, line) = file.remindVia {
            (settings.remindVia, settings.remindViaSource) = (via, .file(path: ShownText(path: file.path), line: line))
        }
        if let file, let (command, line) = file.remindCommand {
            (settings.remindCommand, settings.remindCommandSource) = (
                command, .file(path: ShownText(path: file.path), line: line)
            )
        }
        if let file, let (seconds, line) = file.remindTimeout {
            (settings.remindTimeout, settings.remindTimeoutSource) = (
                seconds, .file(path: ShownText(path: file.path), line: line)
            )
        }
        if set(noMotionVariable) != nil {
            (settings.motion, settings.motionSource) = (false, .environment(noMotionVariable))
        } else if let file, let (motion, line) = file.motion {
            (settings.motion, settings.motionSource) = (motion, .file(path: ShownText(path: file.path), line: line))
        }
        if let file, let (day, line) = file.weekStartsOn {
            (settings.weekStart, settings.weekStartSource) = (day, .file(path: ShownText(path: file.path), line: line))
        } else if let (variable, value) = RegionWeek.locale(in: environment) {
            (settings.weekStart, settings.weekStartSource) = (
                RegionWeek.weekStart(region: RegionWeek.region(of: value)), .environment(variable)
            )
        }
        return settings
    }

    private static func table(_ code: String) -> LanguageTable {
        Languages.named(code) ?? LanguageTable.english
    }
}
