import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// The config file, the order that decides each setting (command line, environment, file,
/// default), `habit config`, and the hour a day starts applied to "today".
@Suite struct ConfigTests {
    /// A world whose config folder is inside its temporary folder, holding `config` when given.
    private func world(config: String? = nil, environment: [String: String] = [:]) throws -> TestWorld {
        var world = try TestWorld(environment: environment)
        world.environment["XDG_CONFIG_HOME"] = world.folder.file("config")
        if let config { try world.folder.write(config, to: "config/habit/config") }
        return world
    }

    @Test("The file reads key = value lines with comments, 4 or 04:00, any case of key and value")
    func parsing() throws {
        let text = """
            # A day ends when I go to bed.
              Day-Starts-At = 04:00   # not midnight

            language=DE
            color = never
            """
        let file = try ConfigFile(parsing: text, path: "/c")
        #expect(file.dayStart?.value.hour == 4)  // 04:00 is hour 4
        #expect(file.dayStart?.line == 2)  // the line that set it
        #expect(file.language?.value == "de")
        #expect(file.color?.value == .never)
        #expect(ConfigFile.dayStart("4")?.hour == 4)
        #expect(ConfigFile.dayStart("23")?.hour == 23)
        #expect(ConfigFile.dayStart("24") == nil)  // no 24th hour
        #expect(ConfigFile.dayStart("4:30") == nil)  // whole hours only
        #expect(ConfigFile.dayStart("-1") == nil)
        #expect(ConfigFile.dayStart("") == nil)
    }

    struct BadFile: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let message: String
        var testDescription: String { name }
    }

    @Test(
        "A bad line stops everything with one sentence naming the file and the line, exit 2",
        arguments: [
            BadFile(
                name: "unknown key", text: "# mine\ncolour = never\n",
                message: "line 2: there is no setting “colour”. Did you mean “color”?"),
            BadFile(name: "hour out of range", text: "day-starts-at = 25", message: "line 1: day-starts-at cannot be “25”"),
            BadFile(name: "unknown language", text: "\n\nlanguage = xx", message: "line 3: language cannot be “xx”; use de, en"),
            BadFile(name: "bad colour mode", text: "color = sometimes", message: "line 1: color cannot be “sometimes”"),
            BadFile(name: "no equals sign", text: "day-starts-at 4", message: "line 1: “day-starts-at 4” is not a setting"),
        ])
    func badFile(_ example: BadFile) throws {
        let world = try world(config: example.text)
        let output = world.run("check", "Lesen")
        let path = world.folder.file("config/habit/config")
        #expect(output.stderr.hasPrefix("habit: \(path), \(example.message)"))  // file, line and what is wrong
        #expect(output.stderr.hasSuffix(" Nothing was done.\n"))
        #expect(output.stderr.filter { $0 == "\n" }.count == 1)  // one line
        #expect(output.exitCode == .usage)  // exit 2
        #expect(output.stdout.isEmpty)
        #expect(world.folder.bytes("habits.json") == nil)  // nothing else done: no habit file written
    }

    @Test("A config file that cannot be read is refused in the language HABIT_LANGUAGE asks for, else the locale's")
    func unreadableFileInTheLanguageAsked() throws {
        let bad = "color = sometimes"
        let byVariable = try world(config: bad, environment: ["HABIT_LANGUAGE": "de", "LANG": "en_GB.UTF-8"])
        let byLocale = try world(config: bad, environment: ["LANG": "de_DE.UTF-8"])
        let english = try world(config: bad, environment: ["LANG": "en_GB.UTF-8"])
        for world in [byVariable, byLocale] {
            let path = world.folder.file("config/habit/config")
            let output = world.run("list")
            #expect(
                output.stderr
                    == "habit: \(path), Zeile 1: color kann nicht „sometimes“ sein; erlaubt ist auto, always oder never. Es wurde nichts getan.\n")
            #expect(output.exitCode == .usage)
        }
        #expect(english.run("list").stderr.hasSuffix("; use auto, always or never. Nothing was done.\n"))
    }

    @Test("A bad HABIT_DAY_STARTS_AT or HABIT_LANGUAGE is a usage error naming the variable")
    func badEnvironment() throws {
        let hour = try world(environment: ["HABIT_DAY_STARTS_AT": "late"]).run("list")
        #expect(hour.stderr == "habit: HABIT_DAY_STARTS_AT is “late”, which day-starts-at cannot be; use an hour from 0 to 23, such as 4 or 04:00. Nothing was done.\n")
        #expect(hour.exitCode == .usage)
        let language = try world(environment: ["HABIT_LANGUAGE": "klingon"]).run("list")
        #expect(language.stderr.hasPrefix("habit: HABIT_LANGUAGE is “klingon”"))
        #expect(language.exitCode == .usage)
    }

    @Test("habit config shows each setting's value and where it came from, in English")
    func configEnglish() throws {
        let world = try world(
            config: "# settings\nday-starts-at = 4\ncolor = always\nremind-via = mail\nremind-command = notify-me --loud\nremind-timeout = 90\n")
        let output = world.run("config")
        let path = world.folder.file("config/habit/config")
        #expect(
            output.stdout == """
                day-starts-at   04:00             \(path), line 2
                language        en                environment variable LANG
                color           always            \(path), line 3
                remind-at       20:00             default
                remind-via      mail              \(path), line 4
                remind-command  notify-me --loud  \(path), line 5
                remind-timeout  90                \(path), line 6
                week-starts-on  monday            environment variable LANG
                motion          on                default

                Config file: \(path)

                """)
        #expect(output.exitCode == .success)
    }

    @Test("habit config in German, with the environment beating the file and the default showing")
    func configGerman() throws {
        let world = try world(
            config: "day-starts-at = 4\nlanguage = en\n", environment: ["HABIT_DAY_STARTS_AT": "5", "HABIT_LANGUAGE": "de"])
        let path = world.folder.file("config/habit/config")
        #expect(
            world.run("config").stdout == """
                day-starts-at   05:00          Umgebungsvariable HABIT_DAY_STARTS_AT
                language        de             Umgebungsvariable HABIT_LANGUAGE
                color           auto           Standard
                remind-at       20:00          Standard
                remind-via      print          Standard
                remind-command  nicht gesetzt  Standard
                remind-timeout  30             Standard
                week-starts-on  monday         Umgebungsvariable LANG
                motion          on             Standard

                Einstellungsdatei: \(path)

                """)
    }

    @Test("Without a file, habit config says where one would go")
    func configWithoutFile() throws {
        let world = try world()
        let path = world.folder.file("config/habit/config")
        #expect(world.run("config").stdout.hasSuffix("Config file: \(path) (there is none; create it to change the defaults)\n"))
        var homeless = try TestWorld()
        homeless.environment["HOME"] = nil
        #expect(homeless.run("config").stdout.hasSuffix("Config file: none (set HOME or XDG_CONFIG_HOME to use one)\n"))
    }

    @Test("~/.config/habit/config is read when XDG_CONFIG_HOME is not set")
    func homeConfig() throws {
        var world = try TestWorld()
        world.environment["HOME"] = world.folder.path
        try world.folder.write("language = de\n", to: ".config/habit/config")
        let config = world.run("config").stdout
        #expect(config.contains("language        de             \(world.folder.path)/.config/habit/config, Zeile 1"))  // from the file
        #expect(config.hasSuffix("Einstellungsdatei: \(world.folder.path)/.config/habit/config\n"))  // in German
    }

    struct Precedence: Sendable, CustomTestStringConvertible {
        let name: String
        let file: String
        let environment: [String: String]
        let arguments: [String]
        let color: ColorMode
        var testDescription: String { name }
    }

    @Test(
        "Colour: --color beats NO_COLOR, which beats the file, which beats the default",
        arguments: [
            Precedence(name: "default", file: "", environment: [:], arguments: [], color: .auto),
            Precedence(name: "file", file: "color = never", environment: [:], arguments: [], color: .never),
            Precedence(
                name: "NO_COLOR beats always in the file", file: "color = always", environment: ["NO_COLOR": "1"],
                arguments: [], color: .never),
            Precedence(
                name: "--color beats NO_COLOR", file: "color = never", environment: ["NO_COLOR": "1"],
                arguments: ["--color", "always"], color: .always),
        ])
    func colorPrecedence(_ example: Precedence) throws {
        let file = try ConfigFile(parsing: example.file, path: "/c")
        let typed = example.arguments.count == 2 ? ColorMode(rawValue: example.arguments[1]) : nil
        let settings = try Settings.resolve(file: file, environment: example.environment, colorOption: typed)
        #expect(settings.color == example.color)
    }

    @Test("color = always in the file colours the list, but not with NO_COLOR set")
    func colorFromFile() throws {
        let habits = [Fixture.meditieren]
        var world = try world(config: "color = always\n")
        try world.store(habits)
        #expect(world.run("list").stdout.contains("\u{1B}["))  // coloured though not a terminal
        world.environment["NO_COLOR"] = "1"
        #expect(!world.run("list").stdout.contains("\u{1B}["))  // NO_COLOR wins over the file
    }

    @Test("Language: HABIT_LANGUAGE beats the file, which beats LANG")
    func languagePrecedence() throws {
        let file = try ConfigFile(parsing: "language = de", path: "/c")
        let fromFile = try Settings.resolve(file: file, environment: ["LANG": "en_US.UTF-8"], colorOption: nil)
        #expect(fromFile.language.code == "de")
        let fromVariable = try Settings.resolve(
            file: file, environment: ["LANG": "de_DE.UTF-8", "HABIT_LANGUAGE": "en"], colorOption: nil)
        #expect(fromVariable.language.code == "en")
        let fromLocale = try Settings.resolve(file: nil, environment: ["LANG": "de_DE.UTF-8"], colorOption: nil)
        #expect(fromLocale.language.code == "de")
        #expect(fromLocale.languageSource == .environment("LANG"))
    }

    /// 01:30 in Berlin on Sunday 29 November 2026 (00:30 UTC).
    private static let halfPastOne = Fixed.moment("2026-11-29T00:30:00Z")

    @Test("At 01:30 with the day starting at 4, check marks Saturday and list counts Saturday as today")
    func checkBeforeDayStart() throws {
        var world = try world(config: "day-starts-at = 4\n")
        world.now = Self.halfPastOne
        try world.store([Fixture.uebung])  // done Nov 27–28
        let check = world.run("check", "Übung")
        #expect(check.stdout == "Übung was already done today — 2 days in a row\n")  // "today" is Saturday the 28th
        #expect(try world.habits()[0].isDone(on: day("2026-11-29")) == false)  // Sunday untouched
        #expect(world.run("todo").exitCode == .success)  // nothing open on Saturday
        // A typed date is never moved: Sunday the 29th is a future day before 04:00.
        let future = world.run("check", "Übung", "--date", "2026-11-29")
        #expect(future.exitCode == .usage)
        #expect(future.stderr.contains("is in the future (today is Nov 28, 2026)"))
    }

    @Test("At 04:00 the new day has begun")
    func checkAtDayStart() throws {
        var world = try world(environment: ["HABIT_DAY_STARTS_AT": "04:00"])
        world.now = Fixed.moment("2026-11-29T03:00:00Z")  // 04:00 in Berlin
        try world.store([Fixture.uebung])
        #expect(world.run("check", "Übung").stdout == "✓ Übung — 3 days in a row\n")  // Sunday, after Fri and Sat
        #expect(try world.habits()[0].isDone(on: day("2026-11-29")))
    }

    @Test("At 03:59 the streak still counts the day before as today")
    func streakBeforeDayStart() throws {
        var world = try world(config: "day-starts-at = 4\n")
        world.now = Fixed.moment("2026-11-29T02:59:00Z")  // 03:59 in Berlin
        try world.store([Fixture.uebung])
        #expect(world.run("show", "Übung").stdout.contains("2 days in a row"))
        #expect(world.run("status", "Übung").exitCode == .success)  // done "today", Saturday
    }
}
