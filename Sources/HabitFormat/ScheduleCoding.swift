import HabitCore

/// How a habit's schedule, skipped days and pauses are written in the data file, the JSON
/// export and `--json`. All three keys are optional, so a file of daily habits without skips
/// or pauses reads and writes exactly as before they existed.
///
/// ```json
/// "paused" : [ "2026-07-01/2026-07-14", "2026-12-20/.." ],
/// "schedule" : { "days" : [ "mon", "wed", "fri" ], "kind" : "days" },
/// "skipped" : [ "2026-11-20", "2026-11-24/2026-11-25" ]
/// ```
/// A schedule is `{"kind": "daily"}`, `{"kind": "days", "days": [...]}` (weekdays as `mon` …
/// `sun`), `{"kind": "perWeek", "times": K}` (1–7), `{"kind": "every", "interval": N}`
/// (2–365), `{"kind": "perMonth", "times": K}` (1–31) or `{"kind": "monthlyOn", "days": [1, 15,
/// -1]}` (days of the month, -1 for its last day). A file without the two monthly kinds reads and
/// writes as before they existed. Skipped days are stored like done days; a pause is `first/last`, a single day, or
/// `first/..` for a pause without end (ISO 8601-2's open interval).
public enum ScheduleCoding {
    /// The key of each weekday: `mon` … `sun`, the same in every language.
    public static func key(for weekday: Weekday) -> String {
        switch weekday {
        case .monday: return "mon"
        case .tuesday: return "tue"
        case .wednesday: return "wed"
        case .thursday: return "thu"
        case .friday: return "fri"
        case .saturday: return "sat"
        case .sunday: return "sun"
        }
    }

    /// The weekday whose key is `text`, if any.
    public static func weekday(forKey text: String) -> Weekday? {
        Weekday.allCases.first { key(for: $0) == text }
    }

    /// The schedule's `kind`.
    public static func kind(of schedule: Schedule) -> String {
        switch schedule {
        case .daily: return "daily"
        case .days: return "days"
        case .perWeek: return "perWeek"
        case .every: return "every"
        case .perMonth: return "perMonth"
        case .monthlyOn: return "monthlyOn"
        }
    }

    /// The keys a schedule of each kind has: the file's other keys in it are kept.
    public static func keys(of schedule: Schedule) -> Set<String> {
        switch schedule {
        case .daily: return ["kind"]
        case .days, .monthlyOn: return ["days", "kind"]
        case .perWeek, .perMonth: return ["kind", "times"]
        case .every: return ["interval", "kind"]
        }
    }

    /// Writes `schedule` as an object with sorted keys, with the `kept` members a file's
    /// schedule held beside its kind's own (see ``UnknownMembers``) in their places; a kept
    /// member whose key this kind writes is left out.
    public static func write(_ schedule: Schedule, keeping kept: [UnknownMembers.Member] = [], into out: inout JSONWriter) {
        let kind: UnknownMembers.Known = ("kind", { $0.string(Self.kind(of: schedule)) })
        let known: [UnknownMembers.Known]
        switch schedule {
        case .daily:
            known = [kind]
        case .days(let weekdays):
            known = [("days", { $0.array(Weekday.allCases.filter(weekdays.contains)) { $0.string(key(for: $1)) } }), kind]
        case .perWeek(let times), .perMonth(let times):
            known = [kind, ("times", { $0.number(times) })]
        case .every(let interval):
            known = [("interval", { $0.number(interval) }), kind]
        case .monthlyOn(let days):
            known = [("days", { $0.array(days.sorted(by: MonthDayOrder.precedes)) { $0.number($1) } }), kind]
        }
        UnknownMembers.writeObject(known, keeping: kept, into: &out)
    }

    /// Writes the pauses as `first/last`, `first` or `first/..`, oldest first.
    public static func write(_ pauses: PauseSet, into out: inout JSONWriter) {
        out.array(pauses) { out, pause in
            if let last = pause.last {
                out.days(from: pause.first, through: last)
            } else {
                out.string(pause.first.description + "/..")
            }
        }
    }

    /// `"2026-11-20/.."` as an open-ended pause, or `"2026-11-20"` and `"2026-11-20/2026-11-25"`
    /// as a pause of those days; `nil` for anything else.
    public static func pause(_ text: String) -> Pause? {
        if text.hasSuffix("/..") {
            return Day(String(text.dropLast(3))).flatMap { Pause(first: $0, last: nil) }
        }
        return StoreFormat.dayRange(text).flatMap { Pause(first: $0.0, last: $0.1) }
    }

    /// Reads the schedule object at `index`, and the members it holds beside its kind's keys
    /// (kept, see ``UnknownMembers``): `days` in a `perWeek` schedule.
    public static func schedule(
        at index: Int, in document: JSONDocument, path: String
    ) throws(FormatProblem) -> (schedule: Schedule, unknown: [UnknownMembers.Member]) {
        let fields = try ObjectFields(index, in: document, at: path)
        let schedule = try self.schedule(fields, in: document, path: path)
        return (schedule, UnknownMembers.members(of: fields, besides: keys(of: schedule)))
    }

    private static func schedule(_ fields: ObjectFields, in document: JSONDocument, path: String) throws(FormatProblem)
        -> Schedule
    {
        let kind = try fields.string("kind")
        func number(_ key: String, in range: ClosedRange<Int>) throws(FormatProblem) -> Int {
            let value = try fields.integer(key)
            guard range.contains(value) else { throw .outOfRange(path: fields.path(of: key), text: String(value), range: range) }
            return value
        }
        switch kind {
        case "daily":
            return .daily
        case "perWeek":
            return .perWeek(try number("times", in: Schedule.timesPerWeek))
        case "every":
            return .every(try number("interval", in: Schedule.intervals))
        case "perMonth":
            return .perMonth(try number("times", in: Schedule.timesPerMonth))
        case "monthlyOn":
            return .monthlyOn(try monthDays(fields, in: document, path: path))
        case "days":
            let daysIndex = try fields.required("days")
            guard document.kind(at: daysIndex) == .array else { throw .wrongType(path: path + ".days", expected: .list) }
            var weekdays = Set<Weekday>()
            for (position, element) in document.elements(ofArray: daysIndex).enumerated() {
                let elementPath = "\(path).days[\(position)]"
                guard document.kind(at: element) == .string else { throw .wrongType(path: elementPath, expected: .string) }
                let text = document.string(at: element)
                guard let weekday = weekday(forKey: text) else {
                    throw .unknownValue(path: elementPath, text: FormatProblem.excerpt(text))
                }
                weekdays.insert(weekday)
            }
            guard !weekdays.isEmpty else { throw .unknownValue(path: path + ".days", text: "[]") }
            return .days(weekdays)
        default:
            throw .unknownValue(path: path + ".kind", text: FormatProblem.excerpt(kind))
        }
    }

    /// The `days` of a `monthlyOn` schedule: a non-empty list of whole numbers from 1 to 31 or -1.
    private static func monthDays(
        _ fields: ObjectFields, in document: JSONDocument, path: String
    ) throws(FormatProblem) -> Set<Int> {
        let daysIndex = try fields.required("days")
        guard document.kind(at: daysIndex) == .array else { throw .wrongType(path: path + ".days", expected: .list) }
        var days = Set<Int>()
        for (position, element) in document.elements(ofArray: daysIndex).enumerated() {
            let elementPath = "\(path).days[\(position)]"
            guard document.kind(at: element) == .number else { throw .wrongType(path: elementPath, expected: .integer) }
            let number = document.number(at: element)
            guard number == number.rounded(), abs(number) < 1e9 else {
                throw .wrongType(path: elementPath, expected: .integer)
            }
            let day = Int(number)
            guard Schedule.daysOfMonth.contains(day) || day == Schedule.lastDayOfMonth else {
                throw .unknownValue(path: elementPath, text: document.numberText(at: element))
            }
            days.insert(day)
        }
        guard !days.isEmpty else { throw .unknownValue(path: path + ".days", text: "[]") }
        return days
    }
}
