import Testing
@testable import HabitCore

@Suite struct DaySmokeTests {
    @Test func parsesAndPrints() throws {
        let day = try #require(Day("2024-02-29"))
        #expect(day.description == "2024-02-29")  // a leap day round-trips
        #expect(day.next.description == "2024-03-01")  // and is followed by March 1st
        #expect(Day("2100-02-29") == nil)  // 2100 is not a leap year
    }
}
