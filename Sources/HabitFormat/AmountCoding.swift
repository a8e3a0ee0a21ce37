import HabitCore

/// How a habit's goal, amounts and notes are written in the data file and the JSON export. All
/// three keys are optional, so a file without them reads and writes exactly as before they
/// existed.
///
/// ```json
/// "amounts" : { "2026-11-25" : 5, "2026-11-26" : 2.5 },
/// "goal" : { "amount" : 8, "type" : "atLeast", "unit" : "Gläser" },
/// "notes" : { "2026-11-26" : "Müde, aber „gelaufen“" }
/// ```
/// A goal's `type` is `atLeast`, `atMost` or `weeklyAtLeast`; `unit` is optional, and `unitOne`,
/// also optional, is its singular when it has one of its own (`"unit" : "Gläser", "unitOne" :
/// "Glas"`, from `--unit Glas/Gläser`). Amounts are
/// exact decimals with at most six decimals, written as JSON numbers in their shortest form
/// (`2.5`, `8`), from 0 to 1,000,000,000; a day with `0` has a recorded zero, which differs from
/// a day that is not listed. Notes are one line of at most 500 characters.
public enum AmountCoding {
    /// The range a stored amount must lie in, for the message that refuses one outside it.
    public static let range = 0...1_000_000_000

    /// The keys of a goal.
    public static let goalKeys: Set<String> = ["amount", "type", "unit", "unitOne"]

    /// Writes `goal` as an object with sorted keys, with the `kept` members a file's goal held
    /// beside its own (see ``UnknownMembers``) in their places.
    public static func write(_ goal: Goal, keeping kept: [UnknownMembers.Member] = [], into out: inout JSONWriter) {
        guard kept.isEmpty else {
            var known: [UnknownMembers.Known] = [
                ("amount", { $0.number(digits: goal.amount.description) }), ("type", { $0.string(goal.kind.rawValue) }),
            ]
            if let forms = goal.unitForms {
                known.append(("unit", { $0.string(forms.other) }))
                if forms.hasSingular { known.append(("unitOne", { $0.string(forms.one) })) }
            }
            // `unit` and `unitOne` are the goal's own keys even when it has none: a kept one is
            // never written.
            UnknownMembers.writeObject(known, keeping: kept.filter { !goalKeys.contains($0.key) }, into: &out)
            return
        }
        out.object { out in
            out.key("amount")
            out.number(digits: goal.amount.description)
            out.key("type")
            out.string(goal.kind.rawValue)
            if let forms = goal.unitForms {
                out.key("unit")
                out.string(forms.other)
                if forms.hasSingular {
                    out.key("unitOne")
                    out.string(forms.one)
                }
            }
        }
    }

    /// Writes the amounts as an object from day to number, oldest first.
    public static func write(_ amounts: [Day: Amount], into out: inout JSONWriter) {
        out.object { out in
            for (day, amount) in amounts.sorted(by: { $0.key < $1.key }) {
                out.key(day.description)
                out.number(digits: amount.description)
            }
        }
    }

    /// Writes the notes as an object from day to text, oldest first.
    public static func write(_ notes: [Day: String], into out: inout JSONWriter) {
        out.object { out in
            for (day, text) in notes.sorted(by: { $0.key < $1.key }) {
                out.key(day.description)
                out.string(text)
            }
        }
    }

    /// The goal at `index`, and the members it holds beside its own keys (kept, see
    /// ``UnknownMembers``).
    public static func goal(
        at index: Int, in document: JSONDocument, path: String
    ) throws(FormatProblem) -> (goal: Goal, unknown: [UnknownMembers.Member]) {
        let fields = try ObjectFields(index, in: document, at: path)
        return (try goal(fields, path: path), UnknownMembers.members(of: fields, besides: goalKeys))
    }

    private static func goal(_ fields: ObjectFields, path: String) throws(FormatProblem) -> Goal {
        let document = fields.document
        let typeText = try fields.string("type")
        guard let kind = Goal.Kind(rawValue: typeText) else {
            throw .unknownValue(path: path + ".type", text: FormatProblem.excerpt(typeText))
        }
        let amount = try self.amount(at: try fields.required("amount"), in: document, path: path + ".amount")
        let plural = fields["unit"] == nil ? nil : try fields.string("unit")
        let singular = fields["unitOne"] == nil ? nil : try fields.string("unitOne")
        // A singular that would not read back as one (not a word, or no plural to go with) is
        // refused, as is a unit whose one form the slash would split.
        if let plural, UnitForms(plural).hasSingular {
            throw .unknownValue(path: path + ".unit", text: FormatProblem.excerpt(plural))
        }
        let unit = plural.map { UnitForms.typed(one: singular, other: $0) }
        if let singular, unit.map(UnitForms.init)?.one != singular {
            throw .unknownValue(path: path + ".unitOne", text: FormatProblem.excerpt(singular))
        }
        do {
            return try Goal(kind, amount, unit: unit)
        } catch .invalidUnit(let unit) {
            throw .unknownValue(path: path + ".unit", text: FormatProblem.excerpt(unit))
        } catch {
            throw .outOfRange(
                path: path + ".amount", text: amount.description, range: kind == .atMost ? range : 1...range.upperBound)
        }
    }

    /// The amount at `index`: a JSON number from 0 to 1,000,000,000 with at most six decimals.
    public static func amount(at index: Int, in document: JSONDocument, path: String) throws(FormatProblem) -> Amount {
        guard document.kind(at: index) == .number else { throw .wrongType(path: path, expected: .number) }
        let text = document.numberText(at: index)
        let amount: Amount
        do {
            amount = try Amount(parsing: text)
        } catch .tooLarge {
            throw .outOfRange(path: path, text: FormatProblem.excerpt(text), range: range)
        } catch {
            throw .unknownValue(path: path, text: FormatProblem.excerpt(text))
        }
        guard !amount.isNegative else { throw .outOfRange(path: path, text: FormatProblem.excerpt(text), range: range) }
        return amount
    }

    /// The amounts at `index`, an object from day to amount.
    public static func amounts(
        at index: Int, in document: JSONDocument, path: String, checkDay: (Day, String, String) throws(FormatProblem) -> Void
    ) throws(FormatProblem) -> [Day: Amount] {
        try byDay(at: index, in: document, path: path, checkDay: checkDay) { (value, memberPath) throws(FormatProblem) in
            try amount(at: value, in: document, path: memberPath)
        }
    }

    /// The notes at `index`, an object from day to text.
    public static func notes(
        at index: Int, in document: JSONDocument, path: String, checkDay: (Day, String, String) throws(FormatProblem) -> Void
    ) throws(FormatProblem) -> [Day: String] {
        try byDay(at: index, in: document, path: path, checkDay: checkDay) { (value, memberPath) throws(FormatProblem) in
            guard document.kind(at: value) == .string else { throw .wrongType(path: memberPath, expected: .string) }
            let text = document.string(at: value)
            // The looser rule for notes a file holds: every note an older version wrote reads.
            guard Note.isStorable(text) else {
                throw .unknownValue(path: memberPath, text: FormatProblem.excerpt(text))
            }
            return text
        }
    }

    /// The object at `index` as a dictionary from day to what `value` reads from each member's
    /// value (given its index and path); each key must be a day, given once, that `checkDay`
    /// accepts.
    private static func byDay<Value>(
        at index: Int, in document: JSONDocument, path: String,
        checkDay: (Day, String, String) throws(FormatProblem) -> Void,
        _ value: (Int, String) throws(FormatProblem) -> Value
    ) throws(FormatProblem) -> [Day: Value] {
        guard document.kind(at: index) == .object else { throw .wrongType(path: path, expected: .object) }
        var result: [Day: Value] = [:]
        for (key, member) in document.members(ofObject: index) {
            let memberPath = path + "." + FormatProblem.excerpt(key)
            guard let day = Day(key) else { throw .badDay(path: memberPath, text: FormatProblem.excerpt(key)) }
            guard result[day] == nil else { throw .duplicateKey(path: memberPath) }
            try checkDay(day, key, memberPath)
            result[day] = try value(member, memberPath)
        }
        return result
    }
}
