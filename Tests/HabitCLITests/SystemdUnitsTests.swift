import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// The job the timer runs and the units that run it: the variables written in, the quoting of
/// paths for the shell and for systemd, and units that `systemd-analyze verify` accepts.
@Suite struct SystemdUnitsTests {
    static let environment = [
        "PATH": "/usr/local/bin:/usr/bin:/bin", "TZ": "Europe/Berlin", "LANG": "de_DE.UTF-8", "HOME": "/home/me",
        "DISPLAY": ":0", "XDG_STATE_HOME": "",
    ]

    @Test("the job has PATH, the time zone, the language and the data file; nothing unset or unneeded")
    func jobVariables() {
        let job = TimerJob(
            executable: "/usr/bin/habit", schedule: .standard, dataFile: "/home/me/h.json", environment: Self.environment)
        #expect(job.environment.map(\.name) == ["PATH", "TZ", "LANG", "HABIT_FILE"])
        #expect(job.environment.map(\.value) == ["/usr/local/bin:/usr/bin:/bin", "Europe/Berlin", "de_DE.UTF-8", "/home/me/h.json"])
        // Without PATH, what cron would use.
        let bare = TimerJob(executable: "/usr/bin/habit", schedule: .standard, dataFile: "/h.json", environment: [:])
        #expect(bare.environment.first?.value == TimerJob.fallbackPath)
    }

    struct QuotingCase: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let dataFile: String
        let cron: String
        let systemd: String
    }

    @Test(arguments: [
        QuotingCase(
            testDescription: "a plain path stays as it is", dataFile: "/home/me/habits.json",
            cron: "HABIT_FILE=/home/me/habits.json", systemd: "\"HABIT_FILE=/home/me/habits.json\""),
        QuotingCase(
            testDescription: "spaces: single quotes for the shell", dataFile: "/home/me/My Habits/h.json",
            cron: "HABIT_FILE='/home/me/My Habits/h.json'", systemd: "\"HABIT_FILE=/home/me/My Habits/h.json\""),
        QuotingCase(
            testDescription: "a single quote inside", dataFile: "/home/me/it's.json", cron: "HABIT_FILE='/home/me/it'\\''s.json'",
            systemd: "\"HABIT_FILE=/home/me/it's.json\""),
        QuotingCase(
            testDescription: "% is a line break to cron and a specifier to systemd", dataFile: "/home/me/100%.json",
            cron: "HABIT_FILE='/home/me/100\\%.json'", systemd: "\"HABIT_FILE=/home/me/100%%.json\""),
        QuotingCase(
            testDescription: "$ and a double quote", dataFile: "/home/me/$x\".json", cron: "HABIT_FILE='/home/me/$x\".json'",
            systemd: "\"HABIT_FILE=/home/me/$x\\\".json\""),
    ])
    func quoting(_ example: QuotingCase) {
        let job = TimerJob(executable: "/usr/bin/habit", schedule: .standard, dataFile: example.dataFile, environment: [:])
        #expect(job.cronCommand == "PATH=\(TimerJob.fallbackPath) \(example.cron) /usr/bin/habit remind")
        #expect(job.systemdEnvironment == "\"PATH=\(TimerJob.fallbackPath)\" \(example.systemd)")
    }

    @Test("a binary in a folder with a space or a $ is quoted in ExecStart, $ doubled")
    func execStartQuoting() {
        let job = TimerJob(executable: "/opt/my tools/$habit", schedule: .standard, dataFile: "/h.json", environment: [:])
        #expect(job.systemdExecStart == "\"/opt/my tools/$$habit\" remind")
        #expect(job.cronCommand.hasSuffix(" '/opt/my tools/$habit' remind"))
        let daily = TimerJob(
            executable: "/usr/bin/habit", schedule: .at(ClockTime(hour: 20, minute: 0)!), dataFile: "/h.json", environment: [:])
        #expect(daily.systemdExecStart == "/usr/bin/habit remind --now")
    }

    @Test("the shell reads the crontab command's words back as they were")
    func shellReadsTheWordsBack() throws {
        let scratch = try ScratchFolder()
        let strange = "/tmp/a b/it's $HOME \"q\" `x` \\ ;&|<>*?"
        let job = TimerJob(executable: "/usr/bin/printf", schedule: .standard, dataFile: strange, environment: [:])
        // cron turns \% back into %; there is none here, so the command is what /bin/sh gets.
        let command = job.cronCommand.replacingOccurrences(of: "/usr/bin/printf remind", with: "/usr/bin/printenv HABIT_FILE")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = URL(fileURLWithPath: scratch.path)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(String(decoding: data, as: UTF8.self) == strange + "\n")
    }

    @Test("the units start with the marker, name the schedule and the job, and systemd-analyze verify accepts them")
    func unitsVerify() throws {
        try #require(SystemdTools.analyze != nil, "systemd-analyze is not installed")
        let scratch = try ScratchFolder()
        let job = TimerJob(
            executable: RealBinary.path, schedule: .standard, dataFile: "/home/me/My Habits/100%.json",
            environment: Self.environment)
        let units = SystemdUnits(job: job, schedule: .standard)
        #expect(SystemdUnits.isOurs(units.service) && SystemdUnits.isOurs(units.timer))
        #expect(units.timer.contains("\nOnCalendar=*-*-* *:00/15:00\n"))
        #expect(units.timer.contains("\nWantedBy=timers.target\n"))
        #expect(units.service.contains("\nExecStart=\(RealBinary.path) remind\n"))
        for file in units.files { try scratch.write(file.text, to: file.name) }
        let verified = try SystemdTools.verify(units.files.map { scratch.file($0.name) })
        #expect(verified.status == 0, "\(verified.output)")
        #expect(verified.output.isEmpty, "\(verified.output)")
    }

    @Test("the units' folder is XDG_CONFIG_HOME's when it is absolute, else HOME's .config")
    func folder() {
        #expect(SystemdUnits.folder(environment: ["XDG_CONFIG_HOME": "/x/config", "HOME": "/home/me"]) == "/x/config/systemd/user")
        #expect(SystemdUnits.folder(environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/home/me"]) == "/home/me/.config/systemd/user")
        #expect(SystemdUnits.folder(environment: ["HOME": "rel"]) == nil)
    }
}

/// `habit remind --install` run in-process, where the world names no binary.
@Suite struct RemindInstallInProcessTests {
    @Test("without the binary's own path, there is nothing for a timer to run: one sentence, exit 3")
    func noExecutable() throws {
        let scratch = try ScratchFolder()
        let world = World(
            arguments: ["remind", "--install", "--systemd", "--dry-run"],
            environment: ["HOME": scratch.path, "HABIT_FILE": scratch.file("h.json"), "LANG": "C.UTF-8"], now: Fixed.now,
            timeZone: Fixed.timeZone, stdoutIsTerminal: false, stderrIsTerminal: false, terminalColumns: nil, ask: nil)
        let output = Program.run(world)
        #expect(output.exitCode == .data)
        #expect(
            output.stderr
                == "habit: Cannot tell where the habit binary is, for the timer to run it; run habit by its full path and try again.\n")
        var named = world
        named.executablePath = "/usr/bin/habit"
        let printed = Program.run(named)
        #expect(printed.exitCode == .success)
        #expect(printed.stdout.contains("\nExecStart=/usr/bin/habit remind\n"))
    }
}
