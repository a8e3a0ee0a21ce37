import Foundation
@testable import HabitSystem
import HabitTestSupport
import Testing

@testable import HabitStore
@testable import HabitCore

/// `Day(containing:in:)`: which calendar day an instant falls on, around midnight, in time
/// zones whose clocks jump, sometimes at midnight itself.
///
/// Every instant is a fixed Unix timestamp; the comment beside it gives the same instant in UTC
/// and as the local wall clock reads it (from the system's tz database, 2026 rules).
@Suite("Day from a Date in a time zone")
struct DayConversionTests {
    struct Instant: Sendable, CustomTestStringConvertible {
        let name: String
        let zone: String
        let unixTime: TimeInterval
        let day: Day
        var testDescription: String { "\(zone): \(name)" }
    }

    @Test(
        "An instant falls on the calendar day its local wall clock shows",
        arguments: [
            // Europe/Berlin, an ordinary winter night (CET, UTC+1).
            Instant(
                name: "23:59 on an ordinary day", zone: "Europe/Berlin",
                unixTime: 1_795_906_740, day: Day("2026-11-28")!),  // 2026-11-28T22:59Z = Sat 23:59 +01
            Instant(
                name: "00:00 on an ordinary day", zone: "Europe/Berlin",
                unixTime: 1_795_906_800, day: Day("2026-11-29")!),  // 2026-11-28T23:00Z = Sun 00:00 +01
            Instant(
                name: "00:01 on an ordinary day", zone: "Europe/Berlin",
                unixTime: 1_795_906_860, day: Day("2026-11-29")!),  // 2026-11-28T23:01Z = Sun 00:01 +01
            // Europe/Berlin, spring forward on Sun 2026-03-29 at 02:00 → 03:00: a 23-hour day.
            Instant(
                name: "23:59 before the spring-forward day", zone: "Europe/Berlin",
                unixTime: 1_774_738_740, day: Day("2026-03-28")!),  // 2026-03-28T22:59Z = Sat 23:59 +01
            Instant(
                name: "00:00 on the spring-forward day", zone: "Europe/Berlin",
                unixTime: 1_774_738_800, day: Day("2026-03-29")!),  // 2026-03-28T23:00Z = Sun 00:00 +01
            Instant(
                name: "00:01 on the spring-forward day", zone: "Europe/Berlin",
                unixTime: 1_774_738_860, day: Day("2026-03-29")!),  // 2026-03-28T23:01Z = Sun 00:01 +01
            Instant(
                name: "23:59 at the end of the spring-forward day", zone: "Europe/Berlin",
                unixTime: 1_774_821_540, day: Day("2026-03-29")!),  // 2026-03-29T21:59Z = Sun 23:59 +02
            Instant(
                name: "00:00 after the spring-forward day", zone: "Europe/Berlin",
                unixTime: 1_774_821_600, day: Day("2026-03-30")!),  // 2026-03-29T22:00Z = Mon 00:00 +02
            // Europe/Berlin, fall back on Sun 2026-10-25 at 03:00 → 02:00: a 25-hour day.
            Instant(
                name: "00:00 on the fall-back day", zone: "Europe/Berlin",
                unixTime: 1_792_879_200, day: Day("2026-10-25")!),  // 2026-10-24T22:00Z = Sun 00:00 +02
            Instant(
                name: "23:59 at the end of the fall-back day", zone: "Europe/Berlin",
                unixTime: 1_792_969_140, day: Day("2026-10-25")!),  // 2026-10-25T22:59Z = Sun 23:59 +01
            Instant(
                name: "00:00 after the fall-back day", zone: "Europe/Berlin",
                unixTime: 1_792_969_200, day: Day("2026-10-26")!),  // 2026-10-25T23:00Z = Mon 00:00 +01

            // America/New_York, an ordinary night (EST, UTC−5).
            Instant(
                name: "23:59 on an ordinary day", zone: "America/New_York",
                unixTime: 1_795_928_340, day: Day("2026-11-28")!),  // 2026-11-29T04:59Z = Sat 23:59 −05
            Instant(
                name: "00:00 on an ordinary day", zone: "America/New_York",
                unixTime: 1_795_928_400, day: Day("2026-11-29")!),  // 2026-11-29T05:00Z = Sun 00:00 −05
            Instant(
                name: "00:01 on an ordinary day", zone: "America/New_York",
                unixTime: 1_795_928_460, day: Day("2026-11-29")!),  // 2026-11-29T05:01Z = Sun 00:01 −05
            // America/New_York, spring forward on Sun 2026-03-08 at 02:00 → 03:00.
            Instant(
                name: "23:59 before the spring-forward day", zone: "America/New_York",
                unixTime: 1_772_945_940, day: Day("2026-03-07")!),  // 2026-03-08T04:59Z = Sat 23:59 −05
            Instant(
                name: "00:00 on the spring-forward day", zone: "America/New_York",
                unixTime: 1_772_946_000, day: Day("2026-03-08")!),  // 2026-03-08T05:00Z = Sun 00:00 −05
            Instant(
                name: "00:01 on the spring-forward day", zone: "America/New_York",
                unixTime: 1_772_946_060, day: Day("2026-03-08")!),  // 2026-03-08T05:01Z = Sun 00:01 −05
            Instant(
                name: "23:59 at the end of the spring-forward day", zone: "America/New_York",
                unixTime: 1_773_028_740, day: Day("2026-03-08")!),  // 2026-03-09T03:59Z = Sun 23:59 −04
            Instant(
                name: "00:00 after the spring-forward day", zone: "America/New_York",
                unixTime: 1_773_028_800, day: Day("2026-03-09")!),  // 2026-03-09T04:00Z = Mon 00:00 −04
            // America/New_York, fall back on Sun 2026-11-01 at 02:00 → 01:00.
            Instant(
                name: "00:00 on the fall-back day", zone: "America/New_York",
                unixTime: 1_793_505_600, day: Day("2026-11-01")!),  // 2026-11-01T04:00Z = Sun 00:00 −04
            Instant(
                name: "23:59 at the end of the fall-back day", zone: "America/New_York",
                unixTime: 1_793_595_540, day: Day("2026-11-01")!),  // 2026-11-02T04:59Z = Sun 23:59 −05
            Instant(
                name: "00:00 after the fall-back day", zone: "America/New_York",
                unixTime: 1_793_595_600, day: Day("2026-11-02")!),  // 2026-11-02T05:00Z = Mon 00:00 −05

            // Australia/Lord_Howe, an ordinary summer night (UTC+11).
            Instant(
                name: "23:59 on an ordinary day", zone: "Australia/Lord_Howe",
                unixTime: 1_795_870_740, day: Day("2026-11-28")!),  // 2026-11-28T12:59Z = Sat 23:59 +11
            Instant(
                name: "00:00 on an ordinary day", zone: "Australia/Lord_Howe",
                unixTime: 1_795_870_800, day: Day("2026-11-29")!),  // 2026-11-28T13:00Z = Sun 00:00 +11
            Instant(
                name: "00:01 on an ordinary day", zone: "Australia/Lord_Howe",
                unixTime: 1_795_870_860, day: Day("2026-11-29")!),  // 2026-11-28T13:01Z = Sun 00:01 +11
            // Australia/Lord_Howe, half-hour fall back on Sun 2026-04-05 at 02:00 → 01:30 (+11 → +10:30).
            Instant(
                name: "23:59 before the half-hour fall-back day", zone: "Australia/Lord_Howe",
                unixTime: 1_775_307_540, day: Day("2026-04-04")!),  // 2026-04-04T12:59Z = Sat 23:59 +11
            Instant(
                name: "00:00 on the half-hour fall-back day", zone: "Australia/Lord_Howe",
                unixTime: 1_775_307_600, day: Day("2026-04-05")!),  // 2026-04-04T13:00Z = Sun 00:00 +11
            Instant(
                name: "00:01 on the half-hour fall-back day", zone: "Australia/Lord_Howe",
                unixTime: 1_775_307_660, day: Day("2026-04-05")!),  // 2026-04-04T13:01Z = Sun 00:01 +11
            Instant(
                name: "23:59 at the end of the half-hour fall-back day", zone: "Australia/Lord_Howe",
                unixTime: 1_775_395_740, day: Day("2026-04-05")!),  // 2026-04-05T13:29Z = Sun 23:59 +10:30
            Instant(
                name: "00:00 after the half-hour fall-back day", zone: "Australia/Lord_Howe",
                unixTime: 1_775_395_800, day: Day("2026-04-06")!),  // 2026-04-05T13:30Z = Mon 00:00 +10:30
            // Australia/Lord_Howe, half-hour spring forward on Sun 2026-10-04 at 02:00 → 02:30.
            Instant(
                name: "23:59 before the half-hour spring-forward day", zone: "Australia/Lord_Howe",
                unixTime: 1_791_034_140, day: Day("2026-10-03")!),  // 2026-10-03T13:29Z = Sat 23:59 +10:30
            Instant(
                name: "00:00 on the half-hour spring-forward day", zone: "Australia/Lord_Howe",
                unixTime: 1_791_034_200, day: Day("2026-10-04")!),  // 2026-10-03T13:30Z = Sun 00:00 +10:30
            Instant(
                name: "00:01 on the half-hour spring-forward day", zone: "Australia/Lord_Howe",
                unixTime: 1_791_034_260, day: Day("2026-10-04")!),  // 2026-10-03T13:31Z = Sun 00:01 +10:30
            Instant(
                name: "23:59 at the end of the half-hour spring-forward day", zone: "Australia/Lord_Howe",
                unixTime: 1_791_118_740, day: Day("2026-10-04")!),  // 2026-10-04T12:59Z = Sun 23:59 +11
            Instant(
                name: "00:00 after the half-hour spring-forward day", zone: "Australia/Lord_Howe",
                unixTime: 1_791_118_800, day: Day("2026-10-05")!),  // 2026-10-04T13:00Z = Mon 00:00 +11

            // America/Santiago, an ordinary summer night (UTC−3).
            Instant(
                name: "23:59 on an ordinary day", zone: "America/Santiago",
                unixTime: 1_795_921_140, day: Day("2026-11-28")!),  // 2026-11-29T02:59Z = Sat 23:59 −03
            Instant(
                name: "00:00 on an ordinary day", zone: "America/Santiago",
                unixTime: 1_795_921_200, day: Day("2026-11-29")!),  // 2026-11-29T03:00Z = Sun 00:00 −03
            Instant(
                name: "00:01 on an ordinary day", zone: "America/Santiago",
                unixTime: 1_795_921_260, day: Day("2026-11-29")!),  // 2026-11-29T03:01Z = Sun 00:01 −03
            // America/Santiago, spring forward at midnight: Sat 2026-09-05 24:00 −04 becomes
            // Sun 01:00 −03, so Sunday has no 00:00 and no 00:01; it starts at 01:00.
            Instant(
                name: "23:59 before the day that has no midnight", zone: "America/Santiago",
                unixTime: 1_788_667_140, day: Day("2026-09-05")!),  // 2026-09-06T03:59Z = Sat 23:59 −04
            Instant(
                name: "01:00, the first minute of the day that has no midnight", zone: "America/Santiago",
                unixTime: 1_788_667_200, day: Day("2026-09-06")!),  // 2026-09-06T04:00Z = Sun 01:00 −03
            Instant(
                name: "01:01 on the day that has no midnight", zone: "America/Santiago",
                unixTime: 1_788_667_260, day: Day("2026-09-06")!),  // 2026-09-06T04:01Z = Sun 01:01 −03
            Instant(
                name: "23:59 at the end of the day that has no midnight", zone: "America/Santiago",
                unixTime: 1_788_749_940, day: Day("2026-09-06")!),  // 2026-09-07T02:59Z = Sun 23:59 −03
            Instant(
                name: "00:00 after the day that has no midnight", zone: "America/Santiago",
                unixTime: 1_788_750_000, day: Day("2026-09-07")!),  // 2026-09-07T03:00Z = Mon 00:00 −03
            // America/Santiago, fall back at midnight: Sat 2026-04-04 24:00 −03 becomes Sat 23:00
            // −04, so Saturday's last hour happens twice and 23:59 comes twice.
            Instant(
                name: "the first 23:59 of a Saturday that has two", zone: "America/Santiago",
                unixTime: 1_775_357_940, day: Day("2026-04-04")!),  // 2026-04-05T02:59Z = Sat 23:59 −03
            Instant(
                name: "23:00 again, a minute after the first 23:59", zone: "America/Santiago",
                unixTime: 1_775_358_000, day: Day("2026-04-04")!),  // 2026-04-05T03:00Z = Sat 23:00 −04
            Instant(
                name: "the second 23:59 of a Saturday that has two", zone: "America/Santiago",
                unixTime: 1_775_361_540, day: Day("2026-04-04")!),  // 2026-04-05T03:59Z = Sat 23:59 −04
            Instant(
                name: "00:00 after a Saturday that had two 23:59s", zone: "America/Santiago",
                unixTime: 1_775_361_600, day: Day("2026-04-05")!),  // 2026-04-05T04:00Z = Sun 00:00 −04
            Instant(
                name: "00:01 after a Saturday that had two 23:59s", zone: "America/Santiago",
                unixTime: 1_775_361_660, day: Day("2026-04-05")!),  // 2026-04-05T04:01Z = Sun 00:01 −04

            // America/Havana, spring forward at midnight: Sat 2026-03-07 24:00 −05 becomes Sun 01:00 −04.
            Instant(
                name: "23:59 before the day that has no midnight", zone: "America/Havana",
                unixTime: 1_772_945_940, day: Day("2026-03-07")!),  // 2026-03-08T04:59Z = Sat 23:59 −05
            Instant(
                name: "01:00, the first minute of the day that has no midnight", zone: "America/Havana",
                unixTime: 1_772_946_000, day: Day("2026-03-08")!),  // 2026-03-08T05:00Z = Sun 01:00 −04
            // America/Havana, fall back just after midnight: Sun 2026-11-01 01:00 −04 becomes
            // 00:00 −05, so Sunday's midnight and 00:01 come twice; both belong to Sunday.
            Instant(
                name: "23:59 before the day with two midnights", zone: "America/Havana",
                unixTime: 1_793_505_540, day: Day("2026-10-31")!),  // 2026-11-01T03:59Z = Sat 23:59 −04
            Instant(
                name: "the first 00:00 of the day with two midnights", zone: "America/Havana",
                unixTime: 1_793_505_600, day: Day("2026-11-01")!),  // 2026-11-01T04:00Z = Sun 00:00 −04
            Instant(
                name: "the first 00:01 of the day with two midnights", zone: "America/Havana",
                unixTime: 1_793_505_660, day: Day("2026-11-01")!),  // 2026-11-01T04:01Z = Sun 00:01 −04
            Instant(
                name: "the second 00:00 of the day with two midnights", zone: "America/Havana",
                unixTime: 1_793_509_200, day: Day("2026-11-01")!),  // 2026-11-01T05:00Z = Sun 00:00 −05
            Instant(
                name: "the second 00:01 of the day with two midnights", zone: "America/Havana",
                unixTime: 1_793_509_260, day: Day("2026-11-01")!),  // 2026-11-01T05:01Z = Sun 00:01 −05
            Instant(
                name: "23:59 at the end of the day with two midnights", zone: "America/Havana",
                unixTime: 1_793_595_540, day: Day("2026-11-01")!),  // 2026-11-02T04:59Z = Sun 23:59 −05
        ])
    func dayOfInstant(_ instant: Instant) throws {
        let zone = try #require(TimeZone(identifier: instant.zone))
        let date = Date(timeIntervalSince1970: instant.unixTime)
        #expect(Day(containing: date, in: zone) == instant.day)  // the day is the one on the local wall clock
    }

    @Test("The same instant is a different day in different time zones")
    func sameInstantDifferentDays() throws {
        // 2026-11-28T23:30Z: Sun 00:30 in Berlin (+01), still Sat 18:30 in New York (−05),
        // and already Sun 10:30 on Lord Howe Island (+11).
        let date = Date(timeIntervalSince1970: 1_795_908_600)
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let lordHowe = try #require(TimeZone(identifier: "Australia/Lord_Howe"))
        #expect(Day(containing: date, in: berlin) == Day("2026-11-29"))  // past midnight in Berlin
        #expect(Day(containing: date, in: newYork) == Day("2026-11-28"))  // still the evening before in New York
        #expect(Day(containing: date, in: lordHowe) == Day("2026-11-29"))  // mid-morning on Lord Howe
    }

    struct Crossing: Sendable, CustomTestStringConvertible {
        let name: String
        let zone: String
        /// An instant late on the day before a short day, or early on a long day: the place
        /// where adding 86,400 s lands on the wrong day.
        let unixTime: TimeInterval
        let day: Day
        let next: Day
        /// How long the day with the clock change really is.
        let changeDayLength: TimeInterval
        /// The day with the clock change: `next` when a short day follows, `day` for a long one.
        let changeDay: Day
        var testDescription: String { "\(zone): \(name)" }
    }

    @Test(
        "Stepping one Day across a clock change gives the next calendar day, not 86,400 s later",
        arguments: [
            Crossing(
                name: "into the 23-hour day", zone: "Europe/Berlin",
                unixTime: 1_774_737_000,  // 2026-03-28T22:30Z = Sat 23:30 +01
                day: Day("2026-03-28")!, next: Day("2026-03-29")!,
                changeDayLength: 23 * 3600, changeDay: Day("2026-03-29")!),
            Crossing(
                name: "out of the 25-hour day", zone: "Europe/Berlin",
                unixTime: 1_792_881_000,  // 2026-10-24T22:30Z = Sun 00:30 +02
                day: Day("2026-10-25")!, next: Day("2026-10-26")!,
                changeDayLength: 25 * 3600, changeDay: Day("2026-10-25")!),
            Crossing(
                name: "into the 23-hour day", zone: "America/New_York",
                unixTime: 1_772_944_200,  // 2026-03-08T04:30Z = Sat 23:30 −05
                day: Day("2026-03-07")!, next: Day("2026-03-08")!,
                changeDayLength: 23 * 3600, changeDay: Day("2026-03-08")!),
            Crossing(
                name: "out of the 25-hour day", zone: "America/New_York",
                unixTime: 1_793_507_400,  // 2026-11-01T04:30Z = Sun 00:30 −04
                day: Day("2026-11-01")!, next: Day("2026-11-02")!,
                changeDayLength: 25 * 3600, changeDay: Day("2026-11-01")!),
            Crossing(
                name: "into the 23½-hour day", zone: "Australia/Lord_Howe",
                unixTime: 1_791_033_300,  // 2026-10-03T13:15Z = Sat 23:45 +10:30
                day: Day("2026-10-03")!, next: Day("2026-10-04")!,
                changeDayLength: 23.5 * 3600, changeDay: Day("2026-10-04")!),
            Crossing(
                name: "out of the 24½-hour day", zone: "Australia/Lord_Howe",
                unixTime: 1_775_308_500,  // 2026-04-04T13:15Z = Sun 00:15 +11
                day: Day("2026-04-05")!, next: Day("2026-04-06")!,
                changeDayLength: 24.5 * 3600, changeDay: Day("2026-04-05")!),
            Crossing(
                name: "into the day that starts at 01:00", zone: "America/Santiago",
                unixTime: 1_788_665_400,  // 2026-09-06T03:30Z = Sat 23:30 −04
                day: Day("2026-09-05")!, next: Day("2026-09-06")!,
                changeDayLength: 23 * 3600, changeDay: Day("2026-09-06")!),
            Crossing(
                name: "out of the Saturday whose last hour comes twice", zone: "America/Santiago",
                unixTime: 1_775_273_400,  // 2026-04-04T03:30Z = Sat 00:30 −03
                day: Day("2026-04-04")!, next: Day("2026-04-05")!,
                changeDayLength: 25 * 3600, changeDay: Day("2026-04-04")!),
        ])
    func steppingAcrossClockChange(_ crossing: Crossing) throws {
        let zone = try #require(TimeZone(identifier: crossing.zone))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let date = Date(timeIntervalSince1970: crossing.unixTime)
        let day = Day(containing: date, in: zone)
        #expect(day == crossing.day)  // the instant is on the day its wall clock shows
        #expect(day.next == crossing.next)  // one step is the next calendar day
        let calendarNext = try #require(calendar.date(byAdding: .day, value: 1, to: date))
        #expect(Day(containing: calendarNext, in: zone) == day.next)  // and agrees with the calendar's arithmetic
        // Adding 86,400 s instead lands on the wrong day: two days on, or still the same day.
        #expect(Day(containing: date.addingTimeInterval(86_400), in: zone) != day.next)
        let (year, month, dayOfMonth) = crossing.changeDay.components
        let changeDayNoon = try #require(
            calendar.date(from: DateComponents(year: year, month: month, day: dayOfMonth, hour: 12)))
        let changeDayInterval = try #require(calendar.dateInterval(of: .day, for: changeDayNoon))
        #expect(changeDayInterval.duration == crossing.changeDayLength)  // the day with the change is not 86,400 s long
    }

    @Test("Walking day by day through a year in Santiago matches the calendar every day")
    func walkingAYear() throws {
        let zone = try #require(TimeZone(identifier: "America/Santiago"))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        // 2026-01-01T15:00Z = Thu 12:00 −03, noon on New Year's Day.
        let noon = Date(timeIntervalSince1970: 1_767_279_600)
        let first = Day(containing: noon, in: zone)
        #expect(first == Day("2026-01-01"))  // the walk starts on New Year's Day
        for offset in 0..<366 {
            let date = try #require(calendar.date(byAdding: .day, value: offset, to: noon))
            // Through both clock changes, stepping Days and stepping the calendar agree.
            #expect(Day(containing: date, in: zone) == first.adding(days: offset))
        }
    }
}
