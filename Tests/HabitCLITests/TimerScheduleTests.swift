import HabitCore
@testable import HabitSystem
import Testing
@testable import HabitText

@testable import HabitStore
@testable import HabitCLI

/// `--every` and `--at` as the timer's schedule: what they read, and the crontab fields and
/// systemd calendar they become (the same moments in both).
@Suite struct TimerScheduleTests {
    struct IntervalCase: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let typed: String
        let minutes: Int?
    }

    @Test(arguments: [
        IntervalCase(testDescription: "15m is 15 minutes", typed: "15m", minutes: 15),
        IntervalCase(testDescription: "15min is 15 minutes", typed: "15min", minutes: 15),
        IntervalCase(testDescription: "upper case reads too", typed: "5M", minutes: 5),
        IntervalCase(testDescription: "1m, the shortest", typed: "1m", minutes: 1),
        IntervalCase(testDescription: "60m, the longest", typed: "60m", minutes: 60),
        IntervalCase(testDescription: "1h is 60 minutes", typed: "1h", minutes: 60),
        IntervalCase(testDescription: "0m never runs", typed: "0m", minutes: nil),
        IntervalCase(testDescription: "61m would let reminder times pass", typed: "61m", minutes: nil),
        IntervalCase(testDescription: "2h would let reminder times pass", typed: "2h", minutes: nil),
        IntervalCase(testDescription: "seconds are not taken", typed: "90s", minutes: nil),
        IntervalCase(testDescription: "a bare number has no unit", typed: "15", minutes: nil),
        IntervalCase(testDescription: "a negative number", typed: "-5m", minutes: nil),
        IntervalCase(testDescription: "non-ASCII digits", typed: "١٥m", minutes: nil),
        IntervalCase(testDescription: "empty", typed: "", minutes: nil),
    ])
    func intervalsRead(_ example: IntervalCase) {
        #expect(TimerSchedule.interval(example.typed) == example.minutes.map { .every(minutes: $0) })
    }

    struct FieldsCase: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let schedule: TimerSchedule
        let cron: String
        let onCalendar: String
        let arguments: [String]
    }

    @Test(arguments: [
        FieldsCase(
            testDescription: "every 15 minutes, the default", schedule: .standard, cron: "*/15 * * * *",
            onCalendar: "*-*-* *:00/15:00", arguments: ["remind"]),
        FieldsCase(
            testDescription: "every minute", schedule: .every(minutes: 1), cron: "* * * * *", onCalendar: "*-*-* *:00/1:00",
            arguments: ["remind"]),
        FieldsCase(
            testDescription: "every 7 minutes: at :00, :07 … :56 of each hour in both", schedule: .every(minutes: 7),
            cron: "*/7 * * * *", onCalendar: "*-*-* *:00/7:00", arguments: ["remind"]),
        FieldsCase(
            testDescription: "every hour, on the hour", schedule: .every(minutes: 60), cron: "0 * * * *",
            onCalendar: "*-*-* *:00:00", arguments: ["remind"]),
        FieldsCase(
            testDescription: "at 20:00: remind --now once a day", schedule: .at(ClockTime(hour: 20, minute: 0)!),
            cron: "0 20 * * *", onCalendar: "*-*-* 20:00:00", arguments: ["remind", "--now"]),
        FieldsCase(
            testDescription: "at 7:05", schedule: .at(ClockTime(hour: 7, minute: 5)!), cron: "5 7 * * *",
            onCalendar: "*-*-* 07:05:00", arguments: ["remind", "--now"]),
    ])
    func fieldsAndCalendar(_ example: FieldsCase) {
        #expect(example.schedule.cronFields == example.cron)
        #expect(example.schedule.onCalendar == example.onCalendar)
        #expect(example.schedule.remindArguments == example.arguments)
    }

    @Test(
        "every calendar the timer may have is one systemd reads, with the moments cron has",
        arguments: [
            TimerSchedule.every(minutes: 1), .every(minutes: 15), .every(minutes: 7), .every(minutes: 60),
            .at(ClockTime(hour: 20, minute: 0)!),
        ])
    func systemdReadsTheCalendar(_ schedule: TimerSchedule) throws {
        try #require(SystemdTools.analyze != nil, "systemd-analyze is not installed")
        let normalized = try SystemdTools.calendar(schedule.onCalendar)
        #expect(normalized.status == 0, "\(schedule.onCalendar): \(normalized.output)")
    }
}
