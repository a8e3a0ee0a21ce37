@testable import HabitSystem
import Testing

@testable import HabitStore
@testable import HabitCore

/// Exact decimal amounts: reading, writing and adding them.
@Suite("Amounts")
struct AmountTests {
    struct Reading: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        /// The shortest form read back, or the error expected.
        let result: Result<String, AmountError>
        var testDescription: String { name }
    }

    static let readings: [Reading] = [
        Reading(name: "a whole number", text: "8", result: .success("8")),
        Reading(name: "a decimal point", text: "2.5", result: .success("2.5")),
        Reading(name: "a decimal comma is the same number", text: "2,5", result: .success("2.5")),
        Reading(name: "trailing zeros go", text: "8.000", result: .success("8")),
        Reading(name: "leading zeros go", text: "007.50", result: .success("7.5")),
        Reading(name: "six decimals are kept exactly", text: "0.000001", result: .success("0.000001")),
        Reading(name: "a negative correction", text: "-1", result: .success("-1")),
        Reading(name: "a plus sign", text: "+3", result: .success("3")),
        Reading(name: "the largest amount", text: "1000000000", result: .success("1000000000")),
        Reading(name: "zero", text: "0", result: .success("0")),
        Reading(name: "seven decimals are refused", text: "0.0000001", result: .failure(.tooManyDecimals("0.0000001"))),
        Reading(name: "a seventh decimal that is 0 is no decimal", text: "1.5000000", result: .success("1.5")),
        Reading(name: "over a billion is refused", text: "1000000000.5", result: .failure(.tooLarge("1000000000.5"))),
        Reading(name: "a long number is refused", text: "99999999999999999999", result: .failure(.tooLarge("99999999999999999999"))),
        Reading(name: "NaN is not a number", text: "NaN", result: .failure(.notANumber("NaN"))),
        Reading(name: "infinity is not a number", text: "inf", result: .failure(.notANumber("inf"))),
        Reading(name: "an exponent is not accepted", text: "1e3", result: .failure(.notANumber("1e3"))),
        Reading(name: "a thousands separator is not accepted", text: "1,000.5", result: .failure(.notANumber("1,000.5"))),
        Reading(name: "a separator needs digits after it", text: "2.", result: .failure(.notANumber("2."))),
        Reading(name: "a separator needs digits before it", text: ".5", result: .failure(.notANumber(".5"))),
        Reading(name: "an empty text", text: "", result: .failure(.notANumber(""))),
        Reading(name: "a lone sign", text: "-", result: .failure(.notANumber("-"))),
        Reading(name: "spaces are not part of a number", text: " 2", result: .failure(.notANumber(" 2"))),
        Reading(name: "Arabic-Indic digits are not read as digits", text: "٣", result: .failure(.notANumber("٣"))),
    ]

    @Test("Reading amounts", arguments: readings)
    func reading(_ reading: Reading) {
        let result = Result { () throws(AmountError) in try Amount(parsing: reading.text).description }
        #expect(result == reading.result)
    }

    @Test("0.1 + 0.2 is exactly 0.3")
    func noBinaryDrift() {
        #expect(amount("0.1") + amount("0.2") == amount("0.3"))
        #expect((amount("0.1") + amount("0.2")).description == "0.3")
    }

    @Test("A thousand additions of 0.001 make exactly 1")
    func manySmallAdditions() {
        var sum = Amount.zero
        for _ in 0..<1000 { sum += amount("0.001") }
        #expect(sum == Amount(1))
    }

    @Test("Negative amounts are written with a minus and their shortest decimals")
    func negativeDescription() {
        #expect(amount("-0.125").description == "-0.125")
        #expect(Amount(millionths: -1).description == "-0.000001")
    }

    @Test("Averages round to the nearest millionth, halves away from zero")
    func averages() {
        // 10 over 3 days: 3.333333…
        #expect(Amount(10).scaled(by: 1, dividedBy: 3).description == "3.333333")
        // 20 over 3 days: 6.666666… rounds up.
        #expect(Amount(20).scaled(by: 1, dividedBy: 3).description == "6.666667")
        #expect(Amount(10).scaled(by: 7, dividedBy: 14).description == "5")
    }
}
