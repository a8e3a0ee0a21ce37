import HabitCore
import HabitStore
import HabitSystem

/// The weekday a region's weeks start on, from the user's locale: the region of `LC_ALL`, else
/// `LC_TIME`, else `LANG` (`en_US.UTF-8` is the US), looked up in CLDR's week data
/// (``RegionWeekTable``). A locale without a region (`C`, `POSIX`, `de`) and every region the
/// table does not list start on Monday. The language of the words (`HABIT_LANGUAGE`, the
/// `language` setting) plays no part: the week is a region's, not a language's.
enum RegionWeek {
    /// The variables that name the locale, the first one set deciding.
    static let variables = ["LC_ALL", "LC_TIME", "LANG"]

    /// The variable that decides the region in `environment`, and its value; `nil` when none is set.
    static func locale(in environment: [String: String]) -> (variable: String, value: String)? {
        for variable in variables {
            if let value = environment[variable], !value.isEmpty { return (variable, value) }
        }
        return nil
    }

    /// The region of a locale name, `language[_REGION][.encoding][@modifier]`: `US` for
    /// `en_US.UTF-8`, `nil` for `C`, `POSIX` and `de`.
    static func region(of locale: String) -> String? {
        let name = locale.prefix { $0 != "." && $0 != "@" }
        guard let separator = name.firstIndex(where: { $0 == "_" || $0 == "-" }) else { return nil }
        let region = name[name.index(after: separator)...].uppercased()
        guard region.count == 2, region.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        return region
    }

    /// The weekday weeks start on in `region`: Monday when the table does not list it.
    static func weekStart(region: String?) -> Weekday {
        guard let region else { return .monday }
        if RegionWeekTable.sunday.contains(region) { return .sunday }
        if RegionWeekTable.saturday.contains(region) { return .saturday }
        if RegionWeekTable.friday.contains(region) { return .friday }
        return .monday
    }

    /// The weekday weeks start on for the locale `environment` names.
    static func weekStart(in environment: [String: String]) -> Weekday {
        weekStart(region: locale(in: environment).flatMap { region(of: $0.value) })
    }
}
