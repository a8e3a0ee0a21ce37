import Foundation
@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

/// `Day` as a value: reading and writing `YYYY-MM-DD`, stepping, weekdays, JSON and order.
@Suite("Day")
struct DayTests {
    // MARK: - Reading and writing ISO 8601

    @Test(
        "A day prints as it was read",
        arguments: [
            "2026-11-29",  // an ordinary Sunday
            "2024-02-29",  // a leap day
            "2000-02-29",  // a leap day in a year divisible by 400
            "1970-01-01",  // ordinal 0
            "1969-12-31",  // the first negative ordinal
            "0001-01-01",  // the first day of the common era, padded to four digits
            "9999-12-31",  // the last day with a four-digit year
        ])
    func roundTrip(text: String) throws {
        let day = try #require(Day(text))
        #expect(day.description == text)  // printing gives back exactly what was read
        #expect(Day(day.description) == day)  // and reading the print gives back the same day
    }

    @Test("Reading a day yields its year, month and day of month")
    func components() throws {
        let day = try #require(Day("2026-11-29"))
        #expect(day.year == 2026)  // the year is the first field
        #expect(day.month == 11)  // the month is the second field
        #expect(day.day == 29)  // the day of month is the third field
        #expect(Day(year: 2026, month: 11, day: 29) == day)  // building it from fields is the same day
    }

    struct Rejected: Sendable, CustomTestStringConvertible {
        let text: String
        let why: String
        var testDescription: String { "\(text.debugDescription) (\(why))" }
    }

    @Test(
        "Text that is not a real day written as YYYY-MM-DD is refused",
        arguments: [
            Rejected(text: "2026-02-30", why: "February never has 30 days"),
            Rejected(text: "2026-02-29", why: "2026 is not a leap year"),
            Rejected(text: "2100-02-29", why: "2100 is divisible by 100 but not by 400"),
            Rejected(text: "2026-13-01", why: "there is no 13th month"),
            Rejected(text: "2026-00-10", why: "there is no month 0"),
            Rejected(text: "2026-01-00", why: "there is no day 0"),
            Rejected(text: "2026-04-31", why: "April has 30 days"),
            Rejected(text: "2026-1-01", why: "the month needs two digits"),
            Rejected(text: " 2026-01-01", why: "a leading space"),
            Rejected(text: "2026-01-01 ", why: "a trailing space"),
            Rejected(text: "abcd-ef-gh", why: "letters instead of digits"),
            Rejected(text: "2026/01/01", why: "slashes instead of hyphens"),
            Rejected(text: "+026-01-01", why: "a sign is not a digit"),
            Rejected(text: "２０２６-01-01", why: "full-width digits"),
            Rejected(text: "", why: "nothing at all"),
        ])
    func rejects(_ example: Rejected) {
        #expect(Day(example.text) == nil)  // the text does not name a day, so there is no Day
    }

    @Test(
        "Leap days exist in leap years",
        arguments: [
            "2024-02-29",  // divisible by 4
            "2000-02-29",  // divisible by 400
        ])
    func acceptsLeapDays(text: String) throws {
        let day = try #require(Day(text))
        #expect(day.month == 2 && day.day == 29)  // the 29th of February is kept as such
    }

    // MARK: - Stepping

    struct Step: Sendable, CustomTestStringConvertible {
        let name: String
        let start: Day
        let count: Int
        let end: Day
        var testDescription: String { name }
    }

    @Test(
        "Adding days crosses month ends, year ends and leap days",
        arguments: [
            Step(name: "January 31 + 1 is February 1", start: Day("2026-01-31")!, count: 1, end: Day("2026-02-01")!),
            Step(
                name: "March 1 − 1 is February 28 in 2026", start: Day("2026-03-01")!, count: -1,
                end: Day("2026-02-28")!),
            Step(
                name: "March 1 − 1 is February 29 in 2024", start: Day("2024-03-01")!, count: -1,
                end: Day("2024-02-29")!),
            Step(
                name: "February 28 + 1 is the leap day in 2024", start: Day("2024-02-28")!, count: 1,
                end: Day("2024-02-29")!),
            Step(name: "the leap day + 1 is March 1", start: Day("2024-02-29")!, count: 1, end: Day("2024-03-01")!),
            Step(
                name: "February 28 + 1 is the leap day in 2000", start: Day("2000-02-28")!, count: 1,
                end: Day("2000-02-29")!),
            Step(
                name: "February 28 + 1 is March 1 in 2100", start: Day("2100-02-28")!, count: 1, end: Day("2100-03-01")!
            ),
            Step(name: "April 30 + 1 is May 1", start: Day("2026-04-30")!, count: 1, end: Day("2026-05-01")!),
            Step(
                name: "New Year's Eve + 1 is New Year's Day", start: Day("2026-12-31")!, count: 1,
                end: Day("2027-01-01")!),
            Step(
                name: "New Year's Day − 1 is New Year's Eve", start: Day("2027-01-01")!, count: -1,
                end: Day("2026-12-31")!),
            Step(
                name: "the leap day + 365 is February 28 next year", start: Day("2024-02-29")!, count: 365,
                end: Day("2025-02-28")!),
            Step(
                name: "the leap day + 366 is March 1 next year", start: Day("2024-02-29")!, count: 366,
                end: Day("2025-03-01")!),
            Step(name: "the epoch − 1 is 1969-12-31", start: Day("1970-01-01")!, count: -1, end: Day("1969-12-31")!),
            Step(
                name: "the epoch − 100,000 is 1696-03-17", start: Day("1970-01-01")!, count: -100_000,
                end: Day("1696-03-17")!),
            Step(
                name: "2000-01-01 + 10,000 is 2027-05-19", start: Day("2000-01-01")!, count: 10_000,
                end: Day("2027-05-19")!),
            Step(name: "adding 0 stays put", start: Day("2026-11-29")!, count: 0, end: Day("2026-11-29")!),
        ])
    func adding(_ step: Step) {
        #expect(step.start.adding(days: step.count) == step.end)  // stepping forward lands on the expected day
        #expect(step.end.adding(days: -step.count) == step.start)  // stepping back undoes it
        #expect(step.end.days(since: step.start) == step.count)  // and the distance between them is the step
    }

    @Test("next and previous are one day apart")
    func nextAndPrevious() throws {
        let day = try #require(Day("2026-03-01"))
        #expect(day.previous == Day("2026-02-28"))  // previous is yesterday, across a month end
        #expect(day.next == Day("2026-03-02"))  // next is tomorrow
        #expect(day.next.previous == day)  // the two undo each other
    }

    struct KnownWeekday: Sendable, CustomTestStringConvertible {
        let day: Day
        let weekday: Weekday
        var testDescription: String { "\(day) is a \(weekday)" }
    }

    @Test(
        "Known dates fall on their weekdays",
        arguments: [
            KnownWeekday(day: Day("2026-11-29")!, weekday: .sunday),
            KnownWeekday(day: Day("2026-11-30")!, weekday: .monday),
            KnownWeekday(day: Day("2024-02-29")!, weekday: .thursday),
            KnownWeekday(day: Day("1970-01-01")!, weekday: .thursday),
            KnownWeekday(day: Day("1969-12-31")!, weekday: .wednesday),
            KnownWeekday(day: Day("2000-01-01")!, weekday: .saturday),
            KnownWeekday(day: Day("1900-01-01")!, weekday: .monday),
            KnownWeekday(day: Day("1600-03-01")!, weekday: .wednesday),
        ])
    func weekday(_ known: KnownWeekday) {
        #expect(known.day.weekday == known.weekday)  // the weekday matches the calendar
    }

    @Test("Seven days later is the same weekday, before and after 1970")
    func weekdayCycles() throws {
        let sunday = try #require(Day("2026-11-29"))
        for weeks in -3000...3000 {
            // Every multiple of seven days away from a Sunday is a Sunday again.
            #expect(sunday.adding(days: 7 * weeks).weekday == .sunday)
        }
    }

    // MARK: - JSON

    @Test("A day is JSON as the string \"2026-11-29\"")
    func encodesAsString() throws {
        let day = try #require(Day("2026-11-29"))
        let data = try JSONEncoder().encode(day)
        #expect(String(decoding: data, as: UTF8.self) == #""2026-11-29""#)  // a bare ISO string, not an object
        #expect(try JSONDecoder().decode(Day.self, from: data) == day)  // decoding gives the same day back
    }

    struct Entry: Codable, Equatable {
        let day: Day
    }

    @Test("A day inside an object round-trips through JSON")
    func roundTripsInsideObject() throws {
        let entry = Entry(day: try #require(Day("2024-02-29")))
        let data = try JSONEncoder().encode(entry)
        #expect(String(decoding: data, as: UTF8.self) == #"{"day":"2024-02-29"}"#)  // the field is the ISO string
        #expect(try JSONDecoder().decode(Entry.self, from: data) == entry)  // and reads back unchanged
    }

    @Test(
        "JSON with a string that is not a day is refused",
        arguments: [#"{"day":"2026-02-30"}"#, #"{"day":"29.11.2026"}"#, #"{"day":20261129}"#])
    func refusesBadJSON(json: String) {
        // Decoding fails with a DecodingError rather than inventing a day.
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Entry.self, from: Data(json.utf8))
        }
    }

    // MARK: - Order

    @Test("Days sort in calendar order")
    func comparable() throws {
        let shuffled = ["2027-01-01", "1969-12-31", "2026-12-31", "2024-02-29", "2026-02-01", "2026-01-31"]
        let sorted = shuffled.compactMap(Day.init).sorted().map(\.description)
        // Sorting follows the calendar, across months, years and the epoch.
        #expect(sorted == ["1969-12-31", "2024-02-29", "2026-01-31", "2026-02-01", "2026-12-31", "2027-01-01"])
        let day = try #require(Day("2026-11-29"))
        #expect(day < day.next)  // tomorrow comes after today
        #expect(!(day < day))  // a day is not before itself
        #expect(day == Day(year: 2026, month: 11, day: 29))  // the same day built two ways is equal
        #expect(Set([day, day.next.previous]).count == 1)  // and hashes alike
    }
}
