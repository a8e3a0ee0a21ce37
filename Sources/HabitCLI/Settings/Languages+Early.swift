import HabitCore
import HabitText

extension Languages {
    /// The language before the config file is read, or when it cannot be: `HABIT_LANGUAGE`
    /// when it names one `habit` speaks, else the locale's (``detect(from:)``).
    static func early(from environment: [String: String]) -> LanguageTable {
        let typed = environment[Settings.languageVariable].flatMap { ConfigFile.languageCode($0.trimmingWhitespace()) }
        return typed.flatMap(named) ?? detect(from: environment)
    }
}
