import Foundation
import HabitCore
@testable import HabitSystem
import HabitTestSupport
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// How a run of the built binary is told the time: by Debian's `faketime` (the binary reads the
/// real clock, which libfaketime moves), or by the `HABIT_NOW` test hook.
enum BinaryClock: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case faketime, habitNow

    /// The `faketime` wrapper (Debian's `faketime` package; `.ci/run` installs it).
    static let faketimePath = "/usr/bin/faketime"

    /// The clocks this machine can fake: `HABIT_NOW` always, `faketime` where it is installed.
    static var available: [BinaryClock] {
        FileManager.default.isExecutableFile(atPath: faketimePath) ? allCases : [.habitNow]
    }

    var testDescription: String { rawValue }
}

/// One scratch folder in which the built `habit` runs at chosen moments in Berlin, with its own
/// data file, state folder and config folder, each run's clock set by a ``BinaryClock``.
struct ClockedBinary {
    let scratch: ScratchFolder
    let clock: BinaryClock
    /// `HABIT_DAY_STARTS_AT` for every run, when set.
    var dayStartsAt: Int? = nil

    init(_ clock: BinaryClock, dayStartsAt: Int? = nil) throws {
        scratch = try ScratchFolder()
        self.clock = clock
        self.dayStartsAt = dayStartsAt
    }

    /// The state file `habit remind` keeps.
    var stateFile: String { scratch.file("state/habit/remind-state") }

    /// The state file's text, empty when there is none.
    var state: String { (try? String(contentsOfFile: stateFile, encoding: .utf8)) ?? "" }

    /// Runs `habit arguments` at `moment` (ISO 8601 with a zone).
    func run(_ arguments: [String], at moment: String) throws -> RealBinary.Outcome {
        var environment = RealBinary.environment(for: scratch)
        environment["TZ"] = "Europe/Berlin"
        environment["XDG_STATE_HOME"] = scratch.file("state")
        environment["XDG_CONFIG_HOME"] = scratch.file("config")
        if let dayStartsAt { environment["HABIT_DAY_STARTS_AT"] = String(dayStartsAt) }
        let instant = Fixed.moment(moment)
        switch clock {
        case .habitNow:
            environment[World.fixedNowVariable] = moment
            return try RealBinary.run(arguments, in: scratch, environment: environment)
        case .faketime:
            // An empty HABIT_NOW is ignored: the binary reads the clock, which faketime has moved.
            environment[World.fixedNowVariable] = ""
            let epoch = "@" + String(Int(instant.timeIntervalSince1970))
            return try RealBinary.run(
                arguments, in: scratch, environment: environment, launcher: [BinaryClock.faketimePath, epoch])
        }
    }

    /// Runs each command line at `moment`, expecting success.
    func setUp(_ commands: [[String]], at moment: String) throws {
        for command in commands {
            let outcome = try run(command, at: moment)
            #expect(outcome.status == 0, "\(command): \(outcome.stderr)")
        }
    }

    /// What `habit remind` printed at `moment`; a failed run is a failed expectation.
    func remind(at moment: String) throws -> String {
        let outcome = try run(["remind"], at: moment)
        #expect(outcome.status == 0, "remind at \(moment): \(outcome.stderr)")
        #expect(outcome.stderr.isEmpty)
        return outcome.stdout
    }
}

/// `habit remind` as cron runs it, the built binary under a faked clock (`faketime`, and the
/// `HABIT_NOW` hook), across a day boundary, a week boundary and the nights the clocks change
/// in Berlin, with the state file carried from run to run.
@Suite(.enabled(if: RealBinary.isBuilt, "needs the built habit binary: run swift build"))
struct ReminderClockTests {
    static let lesen = "1 habit still open\nLesen\n"

    @Test(arguments: BinaryClock.available)
    func theClockOfEachRunIsTheFakedOne(_ clock: BinaryClock) throws {
        let binary = try ClockedBinary(clock)
        // Saturday, March 28, 2026, 13:00 in Berlin: the habit is created that day.
        try binary.setUp([["add", "Lesen"]], at: "2026-03-28T12:00:00Z")
        let data = try String(contentsOfFile: binary.scratch.dataFile, encoding: .utf8)
        #expect(data.contains("\"created\" : \"2026-03-28\""))
    }

    // Sunday, November 29, 2026 (Berlin, UTC+1): 23:55 is 22:55 UTC; Monday's 00:05 is 23:05 UTC.

    @Test(arguments: BinaryClock.available)
    func acrossMidnightEachDayHasItsOwnSlots(_ clock: BinaryClock) throws {
        let binary = try ClockedBinary(clock)
        try binary.setUp([["add", "Lesen", "--remind", "23:50,00:02"]], at: "2026-11-29T21:00:00Z")
        #expect(try binary.remind(at: "2026-11-29T22:55:00Z") == Self.lesen)  // Sunday 23:55: the 23:50
        #expect(binary.state.contains("day 2026-11-29\n"))
        #expect(try binary.remind(at: "2026-11-29T23:05:00Z") == Self.lesen)  // Monday 00:05: Monday's 00:02
        #expect(binary.state.contains("day 2026-11-30\n"))
        #expect(binary.state.contains(" 00:02\n") && !binary.state.contains(" 23:50\n"))  // Sunday's slot is forgotten
        #expect(try binary.remind(at: "2026-11-29T23:10:00Z").isEmpty)  // 00:10: nothing new
    }

    struct DayStartCase: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let dayStartsAt: Int?
        let doneOnSunday: Bool
        /// What the run at Monday 00:35 prints.
        let printed: String
        /// The habit day the state then names.
        let day: String
    }

    @Test(
        arguments: BinaryClock.available,
        [
            DayStartCase(
                testDescription: "day from 4, open Sunday: about Sunday", dayStartsAt: 4, doneOnSunday: false,
                printed: lesen, day: "2026-11-29"),
            DayStartCase(
                testDescription: "day from 4, done Sunday: nothing", dayStartsAt: 4, doneOnSunday: true, printed: "",
                day: "2026-11-29"),
            DayStartCase(
                testDescription: "day from midnight, done Sunday: about Monday", dayStartsAt: nil, doneOnSunday: true,
                printed: lesen, day: "2026-11-30"),
        ])
    func halfPastMidnightWithTheDayStartingAtFourIsAboutTheDayBefore(_ clock: BinaryClock, _ check: DayStartCase) throws {
        let binary = try ClockedBinary(clock, dayStartsAt: check.dayStartsAt)
        try binary.setUp([["add", "Lesen", "--remind", "00:30"]], at: "2026-11-29T10:00:00Z")
        if check.doneOnSunday { try binary.setUp([["check", "Lesen"]], at: "2026-11-29T20:00:00Z") }
        #expect(try binary.remind(at: "2026-11-29T23:25:00Z").isEmpty)  // Monday 00:25: not yet
        #expect(try binary.remind(at: "2026-11-29T23:35:00Z") == check.printed)  // Monday 00:35
        // What was sent is kept for its habit day; a run that sent nothing writes nothing.
        #expect(check.printed.isEmpty ? binary.state.isEmpty : binary.state.contains("day \(check.day)\n"))
        #expect(try binary.remind(at: "2026-11-29T23:45:00Z").isEmpty)  // once only
    }

    @Test(arguments: BinaryClock.available)
    func aWeekGoalStartsAgainOnMonday(_ clock: BinaryClock) throws {
        let binary = try ClockedBinary(clock)
        // Laufen, three times a week from Friday, November 20; done Monday and Tuesday, Nov 23–24.
        try binary.setUp([["add", "Laufen", "--per-week", "3", "--remind", "23:50,00:02"]], at: "2026-11-20T10:00:00Z")
        try binary.setUp(
            [["check", "Laufen", "--date", "2026-11-23"], ["check", "Laufen", "--date", "2026-11-24"]],
            at: "2026-11-29T10:00:00Z")
        // Sunday 23:55: one more this week, and the week has one day left.
        #expect(try binary.remind(at: "2026-11-29T22:55:00Z") == "1 habit still open\nLaufen: 1 more this week, 1 day left\n")
        // Monday 00:05: a new week, three more, seven days.
        #expect(try binary.remind(at: "2026-11-29T23:05:00Z") == "1 habit still open\nLaufen: 3 more this week, 7 days left\n")
    }

    @Test(arguments: BinaryClock.available)
    func aWeekAlreadyDoneIsNotRemindedOfOnSundayButAgainOnMonday(_ clock: BinaryClock) throws {
        let binary = try ClockedBinary(clock)
        try binary.setUp([["add", "Laufen", "--per-week", "2", "--remind", "23:50,00:02"]], at: "2026-11-20T10:00:00Z")
        try binary.setUp(
            [["check", "Laufen", "--date", "2026-11-23"], ["check", "Laufen", "--date", "2026-11-24"]],
            at: "2026-11-29T10:00:00Z")
        #expect(try binary.remind(at: "2026-11-29T22:55:00Z").isEmpty)  // the week's two are done
        #expect(try binary.remind(at: "2026-11-29T23:05:00Z") == "1 habit still open\nLaufen: 2 more this week, 7 days left\n")
    }

    // Sunday, March 29, 2026: at 02:00 CET (01:00 UTC) Berlin's clocks jump to 03:00 CEST; 02:30
    // never shows on the clock.

    @Test(arguments: BinaryClock.available)
    func onTheSpringForwardNightAHalfPastTwoReminderComesWithTheJump(_ clock: BinaryClock) throws {
        let binary = try ClockedBinary(clock)
        try binary.setUp([["add", "Lesen", "--remind", "02:30"]], at: "2026-03-28T12:00:00Z")
        #expect(try binary.remind(at: "2026-03-29T00:55:00Z").isEmpty)  // 01:55 CET: not yet
        #expect(try binary.remind(at: "2026-03-29T01:05:00Z") == Self.lesen)  // 03:05 CEST: right after the jump
        #expect(binary.state.contains("day 2026-03-29\n") && binary.state.contains(" 02:30\n"))
        #expect(try binary.remind(at: "2026-03-29T01:20:00Z").isEmpty)  // 03:20: once only
    }

    // Sunday, October 25, 2026: at 03:00 CEST (01:00 UTC) the clocks go back to 02:00 CET, so
    // 02:30 happens twice, at 00:30 and at 01:30 UTC.

    @Test(arguments: BinaryClock.available)
    func onTheFallBackNightATimeThatHappensTwiceIsRemindedOfOnce(_ clock: BinaryClock) throws {
        let binary = try ClockedBinary(clock)
        try binary.setUp([["add", "Lesen", "--remind", "02:30"]], at: "2026-10-24T12:00:00Z")
        #expect(try binary.remind(at: "2026-10-25T00:25:00Z").isEmpty)  // 02:25 CEST: not yet
        #expect(try binary.remind(at: "2026-10-25T00:35:00Z") == Self.lesen)  // 02:35 CEST: the first 02:30
        #expect(try binary.remind(at: "2026-10-25T01:00:00Z").isEmpty)  // 02:00 CET: the clock went back
        #expect(try binary.remind(at: "2026-10-25T01:35:00Z").isEmpty)  // 02:35 CET: the second 02:30, not again
        #expect(try binary.remind(at: "2026-10-25T02:05:00Z").isEmpty)  // 03:05 CET
    }

    @Test(arguments: BinaryClock.available)
    func onTheFallBackNightAFirstRunAtTheSecondHalfPastTwoRemindsOnce(_ clock: BinaryClock) throws {
        let binary = try ClockedBinary(clock)
        try binary.setUp([["add", "Lesen", "--remind", "02:30"]], at: "2026-10-24T12:00:00Z")
        #expect(try binary.remind(at: "2026-10-25T01:35:00Z") == Self.lesen)  // 02:35 CET: the machine was off before
        #expect(try binary.remind(at: "2026-10-25T01:50:00Z").isEmpty)
    }

    @Test(arguments: BinaryClock.available)
    func anEditedTimeIsHonouredFromTheNextRun(_ clock: BinaryClock) throws {
        let binary = try ClockedBinary(clock)
        // Berlin, Sunday, November 29: 08:00 local is 07:00 UTC.
        try binary.setUp([["add", "Lesen", "--remind", "08:00"]], at: "2026-11-29T06:00:00Z")
        #expect(try binary.remind(at: "2026-11-29T07:05:00Z") == Self.lesen)  // 08:05
        try binary.setUp([["edit", "Lesen", "--remind", "08:20,21:00"]], at: "2026-11-29T07:10:00Z")
        #expect(try binary.remind(at: "2026-11-29T07:15:00Z").isEmpty)  // 08:15: the new time has not come
        #expect(try binary.remind(at: "2026-11-29T07:25:00Z") == Self.lesen)  // 08:25: the edited time
        try binary.setUp([["edit", "Lesen", "--remind", "none"]], at: "2026-11-29T07:30:00Z")
        #expect(try binary.remind(at: "2026-11-29T19:59:00Z") == Self.lesen)  // 20:59: the default 20:00, not 21:00 …
        #expect(try binary.remind(at: "2026-11-29T20:05:00Z").isEmpty)  // … nor anything at 21:05
        try binary.setUp([["check", "Lesen"]], at: "2026-11-29T20:10:00Z")
        try binary.setUp([["edit", "Lesen", "--remind", "22:00"]], at: "2026-11-29T20:11:00Z")
        #expect(try binary.remind(at: "2026-11-29T21:05:00Z").isEmpty)  // 22:05: done, nothing to say
    }
}
