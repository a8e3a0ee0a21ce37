import HabitCore
import HabitStore
import HabitSystem
import HabitText
import HabitFormat

/// Reads dijo's `habit_record.json`: a JSON array of habits, each an object tagged by `type`
/// (`Bit`, `Count` or `Float`) with its `name`, its `goal` and its `stats` by day (`true`, a
/// count, or `{"value": 25, "precision": 1}` for 2.5).
enum DijoImport {
    /// The history in `bytes`, read from `path`.
    static func read(_ bytes: [UInt8], path: String, today: Day) throws(ImportError) -> ImportBatch {
        let document: JSONDocument
        do {
            document = try JSONReader.read(bytes)
        } catch {
            throw .foreignJSON(path: path, .syntax(line: error.line, column: error.column, error.problem))
        }
        let batch: ImportBatch
        do {
            batch = try read(document, today: today)
        } catch {
            throw .foreignJSON(path: path, error)
        }
        for entry in batch.entries {
            // Only days up to today: a later one could not be unchecked.
            if let future = (entry.days + entry.amounts.keys).max(), future > today {
                throw .futureDay(name: entry.name, future, today: today)
            }
        }
        return batch
    }

    private static func read(_ document: JSONDocument, today: Day) throws(FormatProblem) -> ImportBatch {
        guard document.kind(at: document.root) == .array else { throw .wrongType(path: "", expected: .list) }
        // Future days are looked for afterwards, to name the habit that has one.
        var history = ForeignHistory(today: today)
        for (position, element) in document.elements(ofArray: document.root).enumerated() {
            let at = "[\(position)]"
            guard document.kind(at: element) == .object else { throw .wrongType(path: at, expected: .object) }
            let fields = Dictionary(document.members(ofObject: element), uniquingKeysWith: { first, _ in first })
            func field(_ key: String, _ kind: JSONDocument.Kind, _ expected: FormatProblem.ValueKind) throws(FormatProblem) -> Int
            {
                guard let value = fields[key] else { throw .missingKey(path: at + "." + key) }
                guard document.kind(at: value) == kind else { throw .wrongType(path: at + "." + key, expected: expected) }
                return value
            }
            let type = document.string(at: try field("type", .string, .string))
            guard ["Bit", "Count", "Float"].contains(type) else { throw .unknownValue(path: at + ".type", text: type) }
            let typed = document.string(at: try field("name", .string, .string))
            let name: String
            do {
                name = try HabitName.validated(typed)
            } catch {
                throw .invalidHabit(path: at + ".name", error)
            }
            // The name is valid: finding it cannot fail.
            guard let index = try? history.habit(named: name, path: "", line: 0) else { continue }
            if type != "Bit" {
                let goalIndex = fields["goal"] ?? -1
                let goal = goalIndex < 0 ? Amount.zero : try amount(document, at: goalIndex, path: at + ".goal")
                // A goal of 0 asks for nothing: measured without a goal.
                if goal.isPositive { history[index].settings.goal = try? Goal(.atLeast, goal) }
            }
            let stats = try field("stats", .object, .object)
            for (key, value) in document.members(ofObject: stats) {
                let path = at + ".stats." + key
                guard let day = Day(key), day >= AcceptedDays.earliest else { throw .badDay(path: path, text: key) }
                var entry = ForeignHistory.Entry(mark: .neither)
                if type == "Bit" {
                    switch document.kind(at: value) {
                    case .true: entry.mark = .done
                    case .false: break
                    default: throw .wrongType(path: path, expected: .boolean)
                    }
                } else {
                    let total = try amount(document, at: value, path: path)
                    entry.amount = total
                    if history[index].settings.goal == nil, total.isPositive { entry.mark = .done }
                }
                history.record(entry, on: day, of: index)
            }
        }
        return history.batch()
    }

    /// A count (`3`) or a `Float`'s `{"value": 25, "precision": 1}` (2.5).
    private static func amount(_ document: JSONDocument, at index: Int, path: String) throws(FormatProblem) -> Amount {
        let limit = 0...4_000_000_000
        func whole(_ index: Int, _ path: String) throws(FormatProblem) -> Int {
            guard document.kind(at: index) == .number else { throw .wrongType(path: path, expected: .integer) }
            let text = document.numberText(at: index)
            guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text), limit.contains(value) else {
                throw .outOfRange(path: path, text: text, range: limit)
            }
            return value
        }
        guard document.kind(at: index) == .object else {
            // A count is whole: above habit's largest amount it is refused here, as the value of
            // a `Float` is below, not only when the import reads its result back.
            let count = try whole(index, path)
            let countLimit = 0...Int(Amount.maximum.millionths / Amount.scale)
            guard countLimit.contains(count) else { throw .outOfRange(path: path, text: String(count), range: countLimit) }
            return Amount(count)
        }
        let fields = Dictionary(document.members(ofObject: index), uniquingKeysWith: { first, _ in first })
        guard let valueIndex = fields["value"] else { throw .missingKey(path: path + ".value") }
        guard let precisionIndex = fields["precision"] else { throw .missingKey(path: path + ".precision") }
        let value = try whole(valueIndex, path + ".value")
        let precision = try whole(precisionIndex, path + ".precision")
        guard precision <= Amount.maximumDecimals else {
            throw .outOfRange(path: path + ".precision", text: String(precision), range: 0...Amount.maximumDecimals)
        }
        var divisor: Int64 = 1
        for _ in 0..<precision { divisor *= 10 }
        let amount = Amount(millionths: Int64(value) * (Amount.scale / divisor))
        guard amount <= Amount.maximum else { throw .outOfRange(path: path + ".value", text: String(value), range: limit) }
        return amount
    }
}
