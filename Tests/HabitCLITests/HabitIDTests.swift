import Foundation
@testable import HabitSystem
import Testing
@testable import HabitText
@testable import HabitFormat

@testable import HabitStore
@testable import HabitCLI

/// Habit ids read by hand from the data file: exactly what Foundation's `UUID(uuidString:)`
/// accepts, and the same UUID.
@Suite struct HabitIDTests {
    @Test(
        "an id reads as Foundation reads it",
        arguments: [
            "6F9619FF-8B86-D011-B42D-00CF4FC964FF",  // canonical, upper case
            "6f9619ff-8b86-d011-b42d-00cf4fc964ff",  // lower case
            "6f9619FF-8B86-d011-B42D-00cf4FC964ff",  // mixed
            "00000000-0000-0000-0000-000000000000",
            "6F9619FF8B86-D011-B42D-00CF4FC964FF-",  // a dash out of place
            "6F9619FF-8B86-D011-B42D-00CF4FC964F",  // one digit short
            "6F9619FF-8B86-D011-B42D-00CF4FC964FFF",  // one digit more
            "6F9619FG-8B86-D011-B42D-00CF4FC964FF",  // not a hex digit
            "{6F9619FF-8B86-D011-B42D-00CF4FC964FF}",  // braces
            " 6F9619FF-8B86-D011-B42D-00CF4FC964F",  // a space
            "6F9619FF-8B86-D011-B42D-00CF4FC964F\u{00C4}",  // a letter beyond ASCII
            "",
        ])
    func readsAsFoundation(text: String) {
        #expect(HabitID.parse(text) == UUID(uuidString: text))  // the same UUID, or nil for both
    }

    @Test("every byte of a canonical id counts")
    func everyByteCounts() throws {
        let id = try #require(HabitID.parse("01234567-89AB-CDEF-0123-456789abcdef"))
        #expect(id.uuidString == "01234567-89AB-CDEF-0123-456789ABCDEF")  // written back in upper case
    }
}
