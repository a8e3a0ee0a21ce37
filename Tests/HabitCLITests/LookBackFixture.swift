import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
@testable import HabitText
@testable import HabitFormat

@testable import HabitStore
@testable import HabitCLI

/// Habits, days and worlds shared by the calendar and statistics golden tests. Europe/Berlin is
/// pinned so "today" never depends on the machine; every instant is noon there.
enum LookBackFixture {
    /// The time zone of every test.
    static let berlin = TimeZone(identifier: "Europe/Berlin")!

    /// The day written as `YYYY-MM-DD`.
    static func day(_ text: String) -> Day {
        Day(text)!
    }

    /// Every day from `first` through `last`.
    static func days(_ first: String, _ last: String) -> [Day] {
        let start = day(first)
        return (0...day(last).days(since: start)).map { start.adding(days: $0) }
    }

    /// Noon in Berlin on `text`.
    static func noon(_ text: String) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = berlin
        let (year, month, dayOfMonth) = day(text).components
        return calendar.date(from: DateComponents(year: year, month: month, day: dayOfMonth, hour: 12))!
    }

    /// "📚 Lesen", blue, created on Wednesday Nov 18, 2026 and done, as far as `today`, on
    /// Nov 18–22, Nov 25, Dec 1–3, Dec 10–24 and Dec 28 – Jan 1. Not done on Jan 2, 2027.
    static func lesen(asOf today: String) -> Habit {
        var habit = Habit(
            id: UUID(uuidString: "6F9619FF-8B86-D011-B42D-00CF4FC964FF")!, name: "Lesen", icon: "📚", color: .blue,
            created: day("2026-11-18"))
        let done =
            days("2026-11-18", "2026-11-22") + [day("2026-11-25")] + days("2026-12-01", "2026-12-03")
            + days("2026-12-10", "2026-12-24") + days("2026-12-28", "2027-01-01")
        for date in done where date <= day(today) {
            try! habit.check(on: date, today: day(today))
        }
        return habit
    }

    /// "🧘 Yoga", green, created on Thursday Dec 31, 2026 and never done.
    static let yoga = Habit(
        id: UUID(uuidString: "0D3C1F2E-5A4B-4C6D-8E7F-9A0B1C2D3E4F")!, name: "Yoga", icon: "🧘", color: .green,
        created: day("2026-12-31"))

    /// How text looks in `language`, `width` columns wide, with `style` (plain by default).
    static func presentation(_ language: LanguageTable, width: Int = 80, style: Style = .plain) -> Presentation {
        Presentation(language: language, style: style, errorStyle: .plain, width: width)
    }

    /// Calls `body` with the path of a fresh data file holding `habits`, in a temporary folder
    /// of its own that is removed afterwards.
    static func withDataFile<Result>(
        _ habits: [Habit], weekStart: Weekday = .monday, _ body: (String) throws -> Result
    ) throws -> Result {
        let scratch = try ScratchFolder()
        try scratch.write(StoreFormat.encode(HabitCollection(habits: habits, weekStart: weekStart)), to: "habits.json")
        return try body(scratch.file("habits.json"))
    }

    /// `habit` run in-process at noon on `today` in Berlin, output not a terminal (so no colour
    /// unless asked), with `environment` (for example `LANG` and `COLUMNS`).
    static func run(_ arguments: [String], today: String, environment: [String: String]) -> Output {
        Program.run(
            World(
                arguments: arguments, environment: environment, now: noon(today), timeZone: berlin,
                stdoutIsTerminal: false, stderrIsTerminal: false, terminalColumns: nil, ask: nil))
    }
}
