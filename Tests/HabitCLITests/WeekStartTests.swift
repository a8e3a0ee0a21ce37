import Foundation
import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText
@testable import HabitFormat

@testable import HabitStore
@testable import HabitCLI

/// One week everywhere: the day the data file's weeks start on decides per-week schedules,
/// weekly goals, `stats --by week`, the calendar, the grid and the report alike, whoever reads
/// the file; a new file takes `week-starts-on` or the locale's region (CLDR's week data).
/// Run in-process, "today" Sunday 29 November 2026 in Berlin.
@Suite struct WeekStartTests {
    // MARK: - The region's week

    struct RegionCase: CustomTestStringConvertible, Sendable {
        let locale: String
        let week: Weekday
        var testDescription: String { "\(locale) starts its weeks on \(week)" }
    }

    @Test(
        "the region of a locale decides its week, as CLDR's week data says",
        arguments: [
            RegionCase(locale: "en_US.UTF-8", week: .sunday),  // the US: Sunday
            RegionCase(locale: "en_GB.UTF-8", week: .monday),  // English words, a Monday region
            RegionCase(locale: "de_DE.UTF-8", week: .monday),
            RegionCase(locale: "fr_CA.UTF-8", week: .sunday),  // Canada: Sunday, in French too
            RegionCase(locale: "ar_EG.UTF-8", week: .saturday),  // Egypt: Saturday
            RegionCase(locale: "dv_MV", week: .friday),  // the Maldives: Friday
            RegionCase(locale: "pt_BR.UTF-8@euro", week: .sunday),  // encoding and modifier ignored
            RegionCase(locale: "C", week: .monday),  // no region: Monday
            RegionCase(locale: "C.UTF-8", week: .monday),
            RegionCase(locale: "POSIX", week: .monday),
            RegionCase(locale: "de", week: .monday),
            RegionCase(locale: "xx_ZZ", week: .monday),  // a region the table does not list
        ])
    func regionWeek(_ example: RegionCase) {
        #expect(RegionWeek.weekStart(in: ["LANG": example.locale]) == example.week)
    }

    @Test("LC_ALL beats LC_TIME, which beats LANG; LC_MESSAGES and HABIT_LANGUAGE choose words, not the week")
    func whichVariableDecides() {
        #expect(RegionWeek.weekStart(in: ["LC_ALL": "en_US.UTF-8", "LC_TIME": "ar_EG.UTF-8", "LANG": "de_DE.UTF-8"]) == .sunday)
        #expect(RegionWeek.weekStart(in: ["LC_TIME": "ar_EG.UTF-8", "LANG": "en_US.UTF-8"]) == .saturday)
        #expect(RegionWeek.weekStart(in: ["LC_ALL": "", "LC_TIME": "", "LANG": "en_US.UTF-8"]) == .sunday)  // empty is unset
        #expect(RegionWeek.weekStart(in: ["LC_MESSAGES": "en_US.UTF-8", "LANG": "de_DE.UTF-8"]) == .monday)
        #expect(RegionWeek.weekStart(in: ["HABIT_LANGUAGE": "de", "LANG": "en_US.UTF-8"]) == .sunday)
        #expect(RegionWeek.weekStart(in: [:]) == .monday)
        let settings = try? Settings.resolve(
            file: nil, environment: ["LC_TIME": "en_US.UTF-8", "LANG": "de_DE.UTF-8"], colorOption: nil)
        #expect(settings?.weekStart == .sunday)
        #expect(settings?.weekStartSource == .environment("LC_TIME"))
        #expect(settings?.language.code == "de")  // the words still German
    }

    /// CLDR's `common` folder as Debian's `unicode-cldr-core` installs it.
    static let cldr = "/usr/share/unicode/cldr/common"

    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: cldr + "/supplemental/supplementalData.xml")
                && FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"),
            "needs CLDR's data in /usr/share/unicode/cldr (apt-get install unicode-cldr-core) and python3"))
    func theCheckedInRegionTableIsWhatTheScriptGenerates() throws {
        let root = DocumentationTests.root
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [root + "/scripts/generate-week-table.py", Self.cldr, "-"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let generated = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let checkedIn = try Data(contentsOf: URL(fileURLWithPath: root + "/Sources/HabitCLI/Settings/RegionWeekTable.swift"))
        #expect(generated == checkedIn)  // run scripts/generate-week-table.py after changing it or CLDR
    }

    // MARK: - One week in every view

    /// "Gym", 2 days a week, created Monday November 9, done on Saturday and Sunday twice: the
    /// 21st, 22nd, 28th and 29th (today). Monday weeks: two weeks of 2; Sunday weeks: 1, 2 and 1.
    static let gym: Habit = {
        let id = UUID(uuidString: "00000000-0000-4000-8000-000000000077") ?? UUID()
        return Habit(
            id: id, name: "Gym", icon: "🏋", color: .blue, created: day("2026-11-09"),
            completions: [day("2026-11-21"), day("2026-11-22"), day("2026-11-28"), day("2026-11-29")],
            schedule: .perWeek(2))
    }()

    /// A world whose data file holds ``gym`` with weeks starting on `weekStart` (Monday: a file
    /// made before weeks were stored), read under `locale`.
    func world(weekStart: Weekday, locale: String) throws -> TestWorld {
        let world = try TestWorld(environment: ["LANG": locale])
        try world.folder.write(StoreFormat.encode(HabitCollection(habits: [Self.gym], weekStart: weekStart)), to: "habits.json")
        return world
    }

    struct ViewCase: CustomTestStringConvertible, Sendable {
        let locale: String
        let weekStart: Weekday
        /// The streak line of `show`.
        let streak: String
        /// The lines of `stats --by week`, without the habit's title.
        let byWeek: [String]
        /// The calendar's first and last rows, by their weekday letters.
        let calendarRows: (first: String, last: String)
        /// The report's streak.
        let reportStreak: String
        var testDescription: String { "a \(weekStart) file read under \(locale)" }
    }

    @Test(
        "Saturday and Sunday twice: show, stats --by week, the calendar, the grid and the report count the same weeks",
        arguments: [
            // A file made before weeks were stored counts Monday to Sunday, also for a reader in the US.
            ViewCase(
                locale: "en_US.UTF-8", weekStart: .monday, streak: "2 weeks in a row",
                byWeek: ["Nov 16, 2026", "2 times", "Nov 23, 2026", "2 times"], calendarRows: ("M", "S"),
                reportStreak: "2 weeks"),
            ViewCase(
                locale: "de_DE.UTF-8", weekStart: .monday, streak: "2 Wochen in Folge",
                byWeek: ["16. Nov. 2026", "2-mal", "23. Nov. 2026", "2-mal"], calendarRows: ("M", "S"),
                reportStreak: "2 Wochen"),
            // A file made in the US counts Sunday to Saturday, also for a reader in Germany.
            ViewCase(
                locale: "en_US.UTF-8", weekStart: .sunday, streak: "1 week in a row",
                byWeek: ["Nov 15, 2026", "1 time", "Nov 22, 2026", "2 times", "Nov 29, 2026", "1 time"],
                calendarRows: ("S", "S"), reportStreak: "1 week"),
            ViewCase(
                locale: "de_DE.UTF-8", weekStart: .sunday, streak: "1 Woche in Folge",
                byWeek: ["15. Nov. 2026", "1-mal", "22. Nov. 2026", "2-mal", "29. Nov. 2026", "1-mal"],
                calendarRows: ("S", "S"), reportStreak: "1 Woche"),
        ])
    func oneWeekEverywhere(_ example: ViewCase) throws {
        let world = try world(weekStart: example.weekStart, locale: example.locale)
        let show = world.run("show", "Gym", "--weeks", "3").stdout
        #expect(show.contains(example.streak))  // the streak counts the file's weeks
        let calendar = show.components(separatedBy: "\n").drop { !$0.hasPrefix("Last 3") && !$0.hasPrefix("Letzte 3") }
        let rows = Array(calendar.dropFirst().filter { $0.count > 1 && $0.dropFirst().first == " " }.prefix(7))
        #expect(rows.first?.prefix(1) == Substring(example.calendarRows.first))  // the calendar's first row: the file's first day
        #expect(rows.last?.prefix(1) == Substring(example.calendarRows.last))
        let byWeek = world.run("stats", "Gym", "--by", "week").stdout
        var rest = Substring(byWeek)
        for piece in example.byWeek {  // the weeks in order, each with its count
            guard let found = rest.range(of: piece) else {
                Issue.record("stats --by week lacks “\(piece)” in order:\n\(byWeek)")
                break
            }
            rest = rest[found.upperBound...]
        }
        let json = world.run("stats", "Gym", "--by", "week", "--json").stdout
        let firstWeek = example.weekStart == .monday ? "2026-11-16" : "2026-11-15"
        #expect(json.contains("\"\(firstWeek)\""))  // --json: the same weeks, by their first day
        let report = world.run("report", "--weeks", "3").stdout
        #expect(report.contains("<dt>\(example.locale.hasPrefix("de") ? "Serie" : "Streak")</dt><dd>\(example.reportStreak)</dd>"))
        // The grid: the missed week's open days are marked missed only in a Sunday file (Nov 15–21 falls short).
        let grid = world.run("grid", "--days", "14").stdout
        let gymRow = grid.components(separatedBy: "\n").first { $0.contains("Gym") } ?? ""
        #expect(gymRow.contains("○") == (example.weekStart == .sunday))
    }

    // MARK: - The file's week

    @Test("a file made in the US states Sunday (format version 2); one made in Germany or under C is written as before")
    func newFilesTakeTheRegionsWeek() throws {
        let us = try TestWorld(environment: ["LANG": "en_US.UTF-8"])
        #expect(us.run("add", "Gym", "--per-week", "2").exitCode == .success)
        let usText = try String(contentsOfFile: us.file, encoding: .utf8)
        #expect(usText.contains("\"version\" : 2,\n  \"weekStartsOn\" : \"sunday\"\n}"))
        #expect(us.run("add", "Lesen").stderr.isEmpty)  // no notice: the file states its week
        for locale in ["de_DE.UTF-8", "C"] {
            let here = try TestWorld(environment: ["LANG": locale])
            #expect(here.run("add", "Gym", "--per-week", "2").exitCode == .success)
            let text = try String(contentsOfFile: here.file, encoding: .utf8)
            #expect(text.hasSuffix("\"version\" : 1\n}\n"))  // as older versions write it: Monday
        }
    }

    @Test("week-starts-on in the config file chooses a new file's week instead of the region")
    func configChoosesTheWeekOfNewFiles() throws {
        var world = try TestWorld(environment: ["LANG": "en_US.UTF-8"])
        world.environment["XDG_CONFIG_HOME"] = world.folder.file("config")
        try world.folder.write("week-starts-on = saturday\n", to: "config/habit/config")
        #expect(world.run("add", "Gym", "--per-week", "2").exitCode == .success)
        #expect(try String(contentsOfFile: world.file, encoding: .utf8).contains("\"weekStartsOn\" : \"saturday\""))
        let config = world.run("config").stdout
        #expect(config.contains("week-starts-on  saturday"))
        #expect(config.contains("Weeks in the data file start on Saturday"))
        try world.folder.write("week-starts-on = tuesday\n", to: "config/habit/config")
        let bad = world.run("list")
        #expect(bad.exitCode == .usage)
        #expect(bad.stderr.contains("use monday, sunday, saturday or friday"))
    }

    @Test("habit config shows the data file's week, not the reader's region")
    func configShowsTheFilesWeek() throws {
        let world = try world(weekStart: .sunday, locale: "de_DE.UTF-8")
        let config = world.run("config").stdout
        #expect(config.contains("week-starts-on  monday"))  // a new file here would count Monday weeks
        #expect(config.contains("Die Wochen der Datendatei beginnen am Sonntag"))  // this one counts Sunday weeks
        #expect(world.run("week-start").stdout.contains("Die Wochen der Datendatei beginnen am Sonntag"))
    }

    /// The notices a run writes to standard error while it runs (the real binary writes them at once).
    final class Notices: @unchecked Sendable {
        private let lock = NSLock()
        private var written = ""
        func add(_ text: String) { lock.withLock { written += text } }
        var text: String { lock.withLock { written } }
    }

    /// Runs `arguments` in `world`, returning what it printed and the notices it wrote as it ran.
    func runNoting(_ world: TestWorld, _ arguments: String...) -> (output: Output, notices: String) {
        let notices = Notices()
        var run = world.world(arguments)
        run.notice = { notices.add($0) }
        return (Program.run(run), notices.text)
    }

    @Test("a file made before weeks were stored: the first change tells a US reader once, with the command that changes it")
    func olderFilesAreToldOnce() throws {
        let world = try world(weekStart: .monday, locale: "en_US.UTF-8")
        #expect(runNoting(world, "list").notices.isEmpty)  // reading changes nothing
        let first = runNoting(world, "check", "Gym", "--date", "2026-11-27")
        #expect(
            first.notices
                == "habit: Weeks in this data file start on Monday, as habit has always counted them, so the calendar, grid, report "
                + "and stats --by week now show Monday weeks too; habit week-start sunday makes them start on Sunday.\n")
        let text = try String(contentsOfFile: world.file, encoding: .utf8)
        #expect(text.hasSuffix("\"version\" : 1,\n  \"weekStartsOn\" : \"monday\"\n}\n"))  // said: older versions still read it
        #expect(runNoting(world, "uncheck", "Gym", "--date", "2026-11-27").notices.isEmpty)  // once
        let german = try self.world(weekStart: .monday, locale: "de_DE.UTF-8")
        #expect(runNoting(german, "check", "Gym", "--date", "2026-11-27").notices.isEmpty)  // a Monday region: nothing to say
        let french = try self.world(weekStart: .monday, locale: "fr_CA.UTF-8")
        #expect(runNoting(french, "check", "Gym", "--date", "2026-11-27").notices.contains("habit week-start sunday"))
    }

    @Test("habit week-start DAY changes the file's week, every view follows, and undo takes it back")
    func changeWithUndo() throws {
        let world = try world(weekStart: .monday, locale: "de_DE.UTF-8")
        #expect(world.run("show", "Gym").stdout.contains("2 Wochen in Folge"))
        let changed = world.run("week-start", "sunday")
        #expect(changed.stdout == "Die Wochen dieser Datendatei beginnen jetzt am Sonntag; habit undo nimmt das zurück.\n")
        #expect(changed.exitCode == .success)
        let text = try String(contentsOfFile: world.file, encoding: .utf8)
        #expect(text.hasSuffix("\"version\" : 2,\n  \"weekStartsOn\" : \"sunday\"\n}\n"))  // older versions refuse it
        #expect(world.run("show", "Gym").stdout.contains("1 Woche in Folge"))
        #expect(world.run("week-start", "Sunday").stdout.contains("beginnen schon am Sonntag; nichts geändert."))
        let history = world.run("history").stdout
        #expect(history.contains("week-start"))
        let undo = world.run("undo")
        #expect(undo.stdout.hasPrefix("Die Wochen der Datendatei beginnen wieder am Montag"))
        #expect(world.run("show", "Gym").stdout.contains("2 Wochen in Folge"))
        #expect(try String(contentsOfFile: world.file, encoding: .utf8).hasSuffix("\"version\" : 1\n}\n"))
        let bad = world.run("week-start", "dienstag")
        #expect(bad.exitCode == .usage)  // exit 2
        #expect(bad.stderr == "habit: Eine Woche kann nicht mit „dienstag“ beginnen; wähle monday, sunday, saturday oder friday.\n")
    }

    @Test("a merge of two files with different weeks keeps this file's and records the conflict")
    func mergeKeepsThisFilesWeek() throws {
        let world = try world(weekStart: .monday, locale: "en_GB.UTF-8")
        let other = world.folder.file("other.json")
        try world.folder.write(StoreFormat.encode(HabitCollection(habits: [Self.gym], weekStart: .sunday)), to: "other.json")
        let merged = world.run("merge", other)
        #expect(merged.exitCode == .success)
        #expect(
            merged.stderr.contains(
                "habit: The two copies start their weeks on different days; kept Monday, set aside Sunday (habit week-start changes it).\n"))
        #expect(try HabitStore(path: world.file).load().weekStart == .monday)
        let conflicts = world.run("conflicts").stdout
        #expect(conflicts.contains("kept Monday, set aside Sunday"))
        // The conflict names the week: version 2, which an older habit refuses instead of misreading.
        let text = try String(contentsOfFile: world.file, encoding: .utf8)
        #expect(text.contains("\"what\" : \"weekStart\"") && text.contains("\"version\" : 2"))
        guard case .habits(let read) = try StoreFormat.decode(Array(text.utf8)) else {
            Issue.record("not read back")
            return
        }
        #expect(read.conflicts.map(\.subject) == [.weekStart])
        // The other way round: a Sunday file keeps Sunday.
        let sunday = try self.world(weekStart: .sunday, locale: "en_GB.UTF-8")
        try sunday.folder.write(StoreFormat.encode(HabitCollection(habits: [Self.gym])), to: "other.json")
        #expect(sunday.run("merge", sunday.folder.file("other.json")).stderr.contains("kept Sunday, set aside Monday"))
        #expect(try HabitStore(path: sunday.file).load().weekStart == .sunday)
    }

    @Test("a JSON export brings its week into a file without habits, never into one with habits")
    func importTakesTheExportsWeekIntoANewFile() throws {
        let sunday = try world(weekStart: .sunday, locale: "de_DE.UTF-8")
        let export = sunday.run("export").stdout
        try sunday.folder.write(export, to: "export.json")
        let exported = sunday.folder.file("export.json")
        let german = try TestWorld(environment: ["LANG": "de_DE.UTF-8"])
        #expect(german.run("import", exported).exitCode == .success)
        #expect(try HabitStore(path: german.file).load().weekStart == .sunday)  // the export's weeks, in Germany
        #expect(german.run("show", "Gym").stdout.contains("1 Woche in Folge"))
        let monday = try world(weekStart: .monday, locale: "en_US.UTF-8")
        let us = try TestWorld(environment: ["LANG": "en_US.UTF-8"])
        try monday.folder.write(monday.run("export").stdout, to: "export.json")
        #expect(us.run("import", monday.folder.file("export.json")).exitCode == .success)
        #expect(try HabitStore(path: us.file).load().weekStart == .monday)  // an older export: Monday weeks
        let busy = try TestWorld(environment: ["LANG": "de_DE.UTF-8"])
        #expect(busy.run("add", "Lesen").exitCode == .success)
        #expect(busy.run("import", exported).exitCode == .success)
        #expect(try HabitStore(path: busy.file).load().weekStart == .monday)  // a file with habits keeps its own
    }

    @Test("the format version: 1 for Monday weeks, 2 when the week is another day or a conflict names it")
    func formatVersion() {
        #expect(StoreFormat.version(of: HabitCollection()) == 1)
        #expect(StoreFormat.version(of: HabitCollection(weekStart: .sunday)) == 2)
        var conflicted = HabitCollection()
        conflicted.conflicts = [
            MergeConflict(habitID: MergeConflict.wholeFile, habit: "", subject: .weekStart, kept: .text("monday"), other: .text("friday"))
        ]
        #expect(StoreFormat.version(of: conflicted) == 2)
        let bad = Array("{\"habits\": [], \"version\": 2, \"weekStartsOn\": \"tuesday\"}".utf8)
        #expect(throws: FormatProblem.unknownValue(path: "weekStartsOn", text: "tuesday")) { try StoreFormat.decode(bad) }
    }
}
