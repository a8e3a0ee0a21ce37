import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// Reads harsh's folder: the `habits` file (`Name: 1`, `Name: 3/7`, `Name: 1w`, `Name: 0`, an
/// optional end date as third field, `! Heading` lines, `#` comments) and the `log` file
/// (`YYYY-MM-DD : Name : y|n|s : comment : amount`, the last line for a day winning).
enum HarshImport {
    /// The habits line as harsh writes it, for error messages.
    static let habitSyntax = "Name: frequency[: YYYY-MM-DD]"
    /// The log line as harsh writes it.
    static let logSyntax = "YYYY-MM-DD : Name : y|n|s[ : comment[ : amount]]"

    /// The history in the harsh folder `folder`.
    static func read(_ folder: ForeignFolder, today: Day, skippingInvalid: Bool = false) throws(ImportError) -> ImportBatch {
        try HabitsAndLog.read(
            folder, today: today, skippingInvalid: skippingInvalid,
            habit: { line, path, history throws(ImportError) in
                // A heading groups the habits that follow; habit has no headings.
                guard !line.text.hasPrefix("!") else { return }
                try readHabit(line, path: path, today: today, into: &history)
            },
            entry: { line, path, history throws(ImportError) in try readEntry(line, path: path, into: &history) })
    }

    private static func readHabit(
        _ line: ForeignLine, path: String, today: Day, into history: inout ForeignHistory
    ) throws(ImportError) {
        let fields = ForeignLines.fields(line.text, separatedBy: ": ")
        let unreadable = ImportError.foreignLine(
            path: path, line: line.number, .unreadable(text: line.text, expected: habitSyntax))
        guard fields.count >= 2, fields.count <= 3, let frequency = frequency(fields[1].trimmingWhitespace()) else {
            throw unreadable
        }
        let index = try history.habit(named: fields[0], path: path, line: line.number)
        // harsh counts once in n days over any n days in a row: `30`, `1/30` and `4w` are every
        // 30 (28) days, not once a calendar month.
        history.setFrequency(frequency, of: index, onceIsARollingWindow: true)
        // Frequency 0 (`0`, `0/7`): tracked only, never due.
        history[index].settings.isTrackOnly = fields[1].trimmingWhitespace().hasPrefix("0")
        if fields.count == 3, !fields[2].allSatisfy(\.isWhitespace) {
            // A habit that ended before today is retired: it comes in archived.
            let end = try history.day(fields[2], path: path, line: line.number)
            history[index].settings.isArchived = end < today
        }
    }

    /// harsh's frequency: `k/n`, `n` (once in n days) or `0` (tracked only: daily, and the importer marks it track-only), where
    /// each number may carry `w` for weeks.
    static func frequency(_ text: String) -> ForeignFrequency? {
        let parts = ForeignLines.fields(text, separatedBy: "/")
        guard parts.count <= 2, let first = days(parts[0].trimmingWhitespace()) else { return nil }
        guard parts.count == 2 else {
            return first == 0 ? ForeignFrequency(times: 1, days: 1) : ForeignFrequency(times: 1, days: first)
        }
        guard let interval = days(parts[1].trimmingWhitespace()), interval > 0, first <= interval else { return nil }
        return first == 0 ? ForeignFrequency(times: 1, days: 1) : ForeignFrequency(times: first, days: interval)
    }

    /// A count of days: digits, optionally followed by `w` (weeks).
    private static func days(_ text: String) -> Int? {
        let weeks = text.hasSuffix("w")
        let digits = weeks ? text.dropLast() : Substring(text)
        guard !digits.isEmpty, digits.count <= 6, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(digits)
        else { return nil }
        return weeks ? value * 7 : value
    }

    private static func readEntry(_ line: ForeignLine, path: String, into history: inout ForeignHistory) throws(ImportError) {
        let fields = ForeignLines.fields(line.text, separatedBy: " : ")
        let unreadable = ImportError.foreignLine(
            path: path, line: line.number, .unreadable(text: line.text, expected: logSyntax))
        guard (3...5).contains(fields.count) else { throw unreadable }
        let day = try history.day(fields[0], path: path, line: line.number)
        guard let mark = ForeignHistory.Entry.Mark(letter: fields[2]) else { throw unreadable }
        var entry = ForeignHistory.Entry(mark: mark)
        if fields.count >= 4 { entry.note = try ForeignHistory.note(fields[3], path: path, line: line.number) }
        if fields.count == 5 {
            let text = fields[4].trimmingWhitespace()
            if !text.isEmpty {
                guard let amount = amount(text) else {
                    throw .foreignLine(path: path, line: line.number, .badAmount(text: fields[4]))
                }
                // harsh writes 0 when nothing was measured.
                if amount.isPositive { entry.amount = amount }
            }
        }
        try history.record(entry, on: day, for: fields[1], path: path, line: line.number)
    }

    /// An amount as harsh reads it (Go's `strconv.ParseFloat`: `1e3` is 1000, `.5`, `+2`), exactly:
    /// `nil` for one habit cannot keep (negative, `NaN`, `Inf`, beyond the largest amount or its
    /// decimals) or that is no number.
    static func amount(_ text: String) -> Amount? {
        var rest = Substring(text)
        var isNegative = false
        if let sign = rest.first, sign == "+" || sign == "-" {
            isNegative = sign == "-"
            rest = rest.dropFirst()
        }
        var exponent = 0
        if let e = rest.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            var digits = rest[rest.index(after: e)...]
            let negativeExponent = digits.first == "-"
            if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
            // Beyond 4 digits no exponent leaves an amount habit keeps (0e99999 aside).
            guard !digits.isEmpty, digits.count <= 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                let value = Int(digits)
            else { return nil }
            exponent = negativeExponent ? -value : value
            rest = rest[..<e]
        }
        let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0]
        let fraction = parts.count == 2 ? parts[1] : ""
        guard !(whole.isEmpty && fraction.isEmpty),
            (whole + fraction).allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        var digits = String(whole + fraction)
        // The point after `point` digits of `digits`.
        var point = whole.count + exponent
        guard digits.contains(where: { $0 != "0" }) else { return .zero }
        guard !isNegative else { return nil }
        if point <= 0 {
            digits = String(repeating: "0", count: 1 - point) + digits
            point = 1
        } else if point > digits.count {
            guard point <= 20 else { return nil }
            digits += String(repeating: "0", count: point - digits.count)
        }
        let integer = digits.prefix(point)
        var decimals = digits.dropFirst(point)
        while decimals.last == "0" { decimals = decimals.dropLast() }
        let written = decimals.isEmpty ? String(integer) : integer + "." + decimals
        return try? Amount(parsing: written)
    }
}
