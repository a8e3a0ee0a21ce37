import HabitCore

/// The data file's optional top-level `conflicts`: the conflicts merges resolved on their own
/// that the person has not acknowledged yet (`habit conflicts --clear`), oldest first. Older
/// versions keep the list as a key they do not know.
///
/// ```json
/// "conflicts" : [
///   {
///     "day" : "2026-11-30",
///     "habit" : "6F9619FF-8B86-D011-B42D-00CF4FC964FF",
///     "kept" : "skipped",
///     "name" : "Wasser",
///     "other" : "amount:8",
///     "what" : "day"
///   }
/// ]
/// ```
/// `what` is `day` (a day's mark and amount; with `day`), `note` (two notes too long to join;
/// with `day`), `field` (with `field`: `name`, `icon`, `color`, `schedule`, `archived`, `goal`, `reminders`),
/// `deleted` (deleted on one copy, changed on the other: kept) or `sameName` (the other copy's
/// habit of the same name was renamed) or `weekStart` (the two files' weeks started on different
/// days; this file's was kept; `habit` is all zeros and `name` empty, `kept` and `other` are
/// `text:sunday` and the like; written only in a version 2 file). `kept` and `other` are `nothing`, `done`, `skipped`,
/// `changed`, `deleted`, `amount:N` (a total reached by additions), `set:N` (a total after a
/// replacement) or `text:…` (a name, icon, colour, schedule, goal or note).
public enum ConflictCoding {
    /// Writes `conflicts` as the list above.
    public static func write(_ conflicts: [MergeConflict], into out: inout JSONWriter) {
        out.array(conflicts) { out, conflict in
            out.object { out in
                switch conflict.subject {
                case .day(let day), .note(let day): out.member("day", day: day)
                default: break
                }
                if case .field(let field) = conflict.subject { out.member("field", field.rawValue) }
                out.member("habit", conflict.habitID.uuidString)
                out.member("kept", text(conflict.kept))
                out.member("name", conflict.habit)
                out.member("other", text(conflict.other))
                out.member("what", what(conflict.subject))
            }
        }
    }

    /// The list at `index`.
    public static func conflicts(at index: Int, in document: JSONDocument, path: String) throws(FormatProblem) -> [MergeConflict]
    {
        guard document.kind(at: index) == .array else { throw .wrongType(path: path, expected: .list) }
        var conflicts: [MergeConflict] = []
        for (position, element) in document.elements(ofArray: index).enumerated() {
            let fields = try ObjectFields(element, in: document, at: "\(path)[\(position)]")
            let idText = try fields.string("habit")
            guard let id = HabitID.parse(idText) else {
                throw .badID(path: fields.path(of: "habit"), text: FormatProblem.excerpt(idText))
            }
            let whatText = try fields.string("what")
            let subject: MergeConflict.Subject
            switch whatText {
            case "day", "note":
                let dayText = try fields.string("day")
                guard let day = Day(dayText) else {
                    throw .badDay(path: fields.path(of: "day"), text: FormatProblem.excerpt(dayText))
                }
                subject = whatText == "day" ? .day(day) : .note(day)
            case "field":
                let fieldText = try fields.string("field")
                guard let field = MergeField(rawValue: fieldText) else {
                    throw .unknownValue(path: fields.path(of: "field"), text: FormatProblem.excerpt(fieldText))
                }
                subject = .field(field)
            case "deleted": subject = .deletedOnOneSide
            case "sameName": subject = .sameName
            case "weekStart": subject = .weekStart
            default: throw .unknownValue(path: fields.path(of: "what"), text: FormatProblem.excerpt(whatText))
            }
            conflicts.append(
                MergeConflict(
                    habitID: id, habit: try fields.string("name"), subject: subject,
                    kept: try value(fields.string("kept"), at: fields.path(of: "kept")),
                    other: try value(fields.string("other"), at: fields.path(of: "other"))))
        }
        return conflicts
    }

    private static func what(_ subject: MergeConflict.Subject) -> String {
        switch subject {
        case .day: return "day"
        case .note: return "note"
        case .field: return "field"
        case .deletedOnOneSide: return "deleted"
        case .sameName: return "sameName"
        case .weekStart: return "weekStart"
        }
    }

    private static func text(_ value: ConflictValue) -> String {
        switch value {
        case .nothing: return "nothing"
        case .done: return "done"
        case .skipped: return "skipped"
        case .changed: return "changed"
        case .deleted: return "deleted"
        case .amount(let amount): return "amount:\(amount)"
        case .setAmount(let amount): return "set:\(amount)"
        case .text(let text): return "text:" + text
        }
    }

    private static func value(_ text: String, at path: String) throws(FormatProblem) -> ConflictValue {
        switch text {
        case "nothing": return .nothing
        case "done": return .done
        case "skipped": return .skipped
        case "changed": return .changed
        case "deleted": return .deleted
        default: break
        }
        if text.hasPrefix("text:") { return .text(String(text.dropFirst(5))) }
        for (prefix, make) in [("amount:", ConflictValue.amount), ("set:", ConflictValue.setAmount)] where text.hasPrefix(prefix)
        {
            if let amount = try? Amount(parsing: String(text.dropFirst(prefix.count))) { return make(amount) }
        }
        throw .unknownValue(path: path, text: FormatProblem.excerpt(text))
    }
}
