import HabitCore
import HabitStore
import HabitSystem
import HabitText
import HabitFormat

/// Reads Loop Habit Tracker's CSV export (`HabitsCSVExporter`), unzipped or not: `Habits.csv`
/// lists the habits, and each habit's folder `NNN Name/` (joined by the number) holds its
/// `Checkmarks.csv` of `Date,Value,Notes`. `Scores.csv` and the overall `Checkmarks.csv` are
/// derived and left alone.
///
/// Every layout Loop released reads: v1.x (`Position,Name,Description,NumRepetitions,Interval,
/// Color`), v2.0 to v2.3.0 (the same with `Question`), each with a `Checkmarks.csv` of
/// `date,value` rows without a header (2 checked, 1 automatic, 0 not, -1 unknown, 3 skipped,
/// or a numerical habit's amount in thousandths), and v2.3.1's (`Type`, `FrequencyNumerator`,
/// …, `Archived?`, a headed `Checkmarks.csv` of named values), and the unreleased mix of the
/// new `Habits.csv` with the old `Checkmarks.csv`.
enum LoopImport {
    /// The columns of `Habits.csv` habit reads, as Loop names them in its header.
    private enum Column: String, CaseIterable {
        case position = "Position", name = "Name", type = "Type", numerator = "FrequencyNumerator"
        case denominator = "FrequencyDenominator", color = "Color", unit = "Unit", targetType = "Target Type"
        case targetValue = "Target Value", archived = "Archived?"

        /// The name Loop gave the column before v2.3.1, if another.
        var olderName: String? {
            switch self {
            case .numerator: return "NumRepetitions"
            case .denominator: return "Interval"
            default: return nil
            }
        }
    }

    /// One habit's row of `Habits.csv`, read.
    private struct Listed {
        var index: Int
        var position: Int
        /// Whether it is a numerical habit; `nil` when `Habits.csv` does not say (no `Type`
        /// column, before v2.3.1): its `Checkmarks.csv` tells.
        var isNumerical: Bool?
    }

    /// The history in Loop's export `folder`.
    static func read(_ folder: ForeignFolder, today: Day) throws(ImportError) -> ImportBatch {
        var history = ForeignHistory(today: today)
        let habitsPath = folder.path(of: "Habits.csv")
        let records = try csv(folder.bytes(of: "Habits.csv"), path: habitsPath)
        guard let header = records.first else { return history.batch() }
        var columns: [Column: Int] = [:]
        for column in Column.allCases {
            if let index = header.fields.firstIndex(where: { $0 == column.rawValue || $0 == column.olderName }) {
                columns[column] = index
            }
        }
        let required: [Column] = [.position, .name, .numerator, .denominator]
        guard required.allSatisfy({ columns[$0] != nil }) else {
            throw .foreignLine(
                path: habitsPath, line: header.line,
                .unreadable(
                    text: header.fields.joined(separator: ","), expected: Column.allCases.map(\.rawValue).joined(separator: ",")))
        }
        // Loop allows several habits with one name: each stays a habit of its own, the next
        // numbered, skipping the names Loop lists.
        var reserved = Set<String>()
        if let nameColumn = columns[.name] {
            for record in records.dropFirst() where nameColumn < record.fields.count {
                if let name = try? HabitName.checked(record.fields[nameColumn]) { reserved.insert(HabitName.lookupKey(name)) }
            }
        }
        var listed: [Listed] = []
        for record in records.dropFirst() {
            listed.append(try readHabit(record, columns: columns, reserved: reserved, path: habitsPath, into: &history))
        }
        // Each habit's folder starts with its position: `001 Meditate`.
        var folderByPosition: [Int: String] = [:]
        for name in folder.names() {
            let digits = name.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count == name.count || name.dropFirst(digits.count).first == " ",
                let position = Int(digits)
            else { continue }
            folderByPosition[position] = name
        }
        for habit in listed {
            guard let habitFolder = folderByPosition[habit.position] else { continue }
            let name = habitFolder + "/Checkmarks.csv"
            try readCheckmarks(folder.bytes(of: name), path: folder.path(of: name), habit: habit, into: &history)
        }
        return history.batch()
    }

    /// The next record of a CSV file Loop wrote, read one at a time.
    private static func next(_ records: inout CSVReader.Records, path: String) throws(ImportError) -> CSVRecord? {
        do throws(CSVSyntaxError) {
            return try records.next()
        } catch {
            throw .foreignLine(path: path, line: error.line, .csv(error.problem))
        }
    }

    /// The records of a CSV file Loop wrote.
    private static func csv(_ bytes: [UInt8], path: String) throws(ImportError) -> [CSVRecord] {
        do {
            return try CSVReader.records(bytes)
        } catch {
            throw .foreignLine(path: path, line: error.line, .csv(error.problem))
        }
    }

    private static func readHabit(
        _ record: CSVRecord, columns: [Column: Int], reserved: Set<String>, path: String,
        into history: inout ForeignHistory
    ) throws(ImportError) -> Listed {
        func field(_ column: Column) -> String {
            guard let index = columns[column], index < record.fields.count else { return "" }
            return record.fields[index]
        }
        let unreadable = { (column: Column) -> ImportError in
            .foreignLine(path: path, line: record.line, .unreadable(text: field(column), expected: column.rawValue))
        }
        guard let position = Int(field(.position)) else { throw unreadable(.position) }
        guard let numerator = Int(field(.numerator)), numerator >= 1 else { throw unreadable(.numerator) }
        guard let denominator = Int(field(.denominator)), denominator >= 1 else { throw unreadable(.denominator) }
        guard ForeignFrequency.numbers.contains(numerator), ForeignFrequency.numbers.contains(denominator) else {
            throw .foreignLine(
                path: path, line: record.line,
                .frequencyOutOfRange(text: field(.numerator) + "/" + field(.denominator), range: ForeignFrequency.numbers))
        }
        let index = try history.twinHabit(named: field(.name), reserved: reserved, path: path, line: record.line)
        history[index].settings.color = color(field(.color))
        history[index].settings.isArchived = field(.archived) == "true"
        let frequency = ForeignFrequency(times: numerator, days: denominator)
        guard field(.type) == "NUMERICAL" else {
            history.setFrequency(frequency, of: index)
            // Before v2.3.1 Habits.csv has no type; the habit's values tell.
            return Listed(index: index, position: position, isNumerical: columns[.type] == nil ? nil : false)
        }
        // A numerical habit asks for its target in each period: a day, a week, or other days.
        guard let target = amount(field(.targetValue)) else { throw unreadable(.targetValue) }
        let unit = field(.unit).trimmingWhitespace()
        let kind: Goal.Kind
        var perDay = target
        switch (field(.targetType), denominator) {
        case ("AT_LEAST", 7) where numerator == 1: kind = .weeklyAtLeast
        case ("AT_LEAST", _): kind = .atLeast
        case ("AT_MOST", _): kind = .atMost
        default: throw unreadable(.targetType)
        }
        if kind != .weeklyAtLeast, frequency != ForeignFrequency(times: 1, days: 1) {
            // habit measures days and weeks: a target over other periods is spread over its days.
            perDay = target.scaled(by: numerator, dividedBy: denominator)
            history[index].approximated = frequency
        }
        do {
            history[index].settings.goal = try Goal(kind, perDay, unit: unit.isEmpty ? nil : unit)
            try Goal.checkCharacters(ofUnit: unit)
        } catch .invalidUnit {
            throw unreadable(.unit)
        } catch .unusableCharacterInUnit(let unit, let scalar) {
            throw .unusableCharacter(text: unit, scalar)
        } catch {
            // A target of 0 to reach asks for nothing: the habit is measured without a goal.
            guard perDay == .zero, kind != .atMost else { throw unreadable(.targetValue) }
        }
        return Listed(index: index, position: position, isNumerical: true)
    }

    /// What a value of Loop's means for a yes/no habit, in any layout: `nil` for one it never
    /// writes there.
    private static func yesNoMark(_ value: String) -> ForeignHistory.Entry.Mark? {
        switch value {
        case "YES_MANUAL", "2": return .done
        case "SKIP", "3": return .skipped
        // Loop derives YES_AUTO (1) from the frequency: not a check.
        case "YES_AUTO", "1", "NO", "0", "UNKNOWN", "-1": return .neither
        default: return nil
        }
    }

    private static func readCheckmarks(
        _ bytes: [UInt8], path: String, habit: Listed, into history: inout ForeignHistory
    ) throws(ImportError) {
        // An older layout does not say whether a habit is numerical: its values do, as amounts
        // in thousandths beyond the yes/no values 2, 1, 0, -1 and 3. (Read twice rather than kept:
        // a Checkmarks.csv may be large.)
        var isNumerical = habit.isNumerical ?? false
        if habit.isNumerical == nil {
            var scan = CSVReader.Records(bytes)
            while let record = try next(&scan, path: path) {
                if record.fields.count >= 2, Int(record.fields[1]) != nil, yesNoMark(record.fields[1]) == nil {
                    isNumerical = true
                    break
                }
            }
        }
        var records = CSVReader.Records(bytes)
        // Rows of nothing but commas are passed over, but a file of only such rows is no history.
        var firstEmptyRow: CSVRecord? = nil
        var usableRows = 0
        while let record = try next(&records, path: path) {
            // Before v2.3.1 the file has no header: its first row is data.
            if record.line == 1, record.fields.first == "Date" { continue }
            guard !record.fields.allSatisfy(\.isEmpty) else {
                if firstEmptyRow == nil { firstEmptyRow = record }
                continue
            }
            usableRows += 1
            guard record.fields.count >= 2 else {
                throw .foreignLine(
                    path: path, line: record.line,
                    .unreadable(text: record.fields.joined(separator: ","), expected: "Date,Value,Notes"))
            }
            let value = record.fields[1]
            let note = record.fields.count > 2 ? try ForeignHistory.note(record.fields[2], path: path, line: record.line) : nil
            var entry = ForeignHistory.Entry(mark: .neither, note: note)
            if !isNumerical {
                guard let mark = yesNoMark(value) else {
                    throw .foreignLine(path: path, line: record.line, .badLoopValue(text: value))
                }
                entry.mark = mark
            } else {
                switch value {
                case "UNKNOWN", "-1": break
                case "SKIP": entry.mark = .skipped
                default:
                    // A measured value, in thousandths; Loop writes 0, 1 and 2 as NO, YES_AUTO and
                    // YES_MANUAL.
                    guard let thousandths = ["NO": 0, "YES_AUTO": 1, "YES_MANUAL": 2][value] ?? Int(value) else {
                        throw .foreignLine(path: path, line: record.line, .badAmount(text: value))
                    }
                    guard thousandths >= 0, thousandths <= 1_000_000_000_000 else {
                        // Named as the amount it stands for, which is out of range.
                        throw .foreignLine(path: path, line: record.line, .badAmount(text: amountText(thousandths)))
                    }
                    entry.amount = Amount(millionths: Int64(thousandths) * 1000)
                    if history[habit.index].settings.goal == nil, thousandths > 0 { entry.mark = .done }
                }
            }
            // Loop fills YES_AUTO and UNKNOWN past today; only what was recorded must be in the past.
            let recorded = entry.mark != .neither || entry.amount != nil || entry.note != nil
            if !recorded, let day = Day(record.fields[0]), day > history.today { continue }
            let day = try history.day(record.fields[0], path: path, line: record.line)
            history.record(entry, on: day, of: habit.index)
        }
        if usableRows == 0, let empty = firstEmptyRow {
            throw .foreignLine(
                path: path, line: empty.line,
                .unreadable(text: empty.fields.joined(separator: ","), expected: "Date,Value,Notes"))
        }
    }

    /// The amount `thousandths` stands for, written with a point: `-0.005`, `2000000000.5`.
    private static func amountText(_ thousandths: Int) -> String {
        let sign = thousandths < 0 ? "-" : ""
        let magnitude = thousandths.magnitude
        let fraction = magnitude % 1000
        guard fraction != 0 else { return sign + String(magnitude / 1000) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return sign + String(magnitude / 1000) + "." + digits
    }

    /// A target as Kotlin writes a `Double`: `8.0`, `0.5`, `1.0E7`.
    private static func amount(_ text: String) -> Amount? {
        guard let value = Double(text), value.isFinite, value >= 0 else { return nil }
        let millionths = (value * Double(Amount.scale)).rounded()
        guard millionths <= Double(Amount.maximum.millionths) else { return nil }
        return Amount(millionths: Int64(millionths))
    }

    /// The palette colour nearest to Loop's (`PaletteColor.toCsvColor`); its greys have none.
    static func color(_ text: String) -> HabitColor? {
        let palette: [String: HabitColor] = [
            "#D32F2F": .red, "#E64A19": .orange, "#F57C00": .orange, "#FF8F00": .yellow, "#F9A825": .yellow,
            "#AFB42B": .mint, "#7CB342": .green, "#388E3C": .green, "#00897B": .teal, "#00ACC1": .cyan,
            "#039BE5": .blue, "#1976D2": .blue, "#303F9F": .indigo, "#5E35B1": .purple, "#8E24AA": .purple,
            "#D81B60": .pink, "#5D4037": .brown,
        ]
        return palette[text.uppercased()]
    }
}
