import HabitCore

/// The data file's format, version 1: UTF-8 JSON, pretty-printed with sorted keys.
///
/// ```json
/// {
///   "habits" : [
///     {
///       "color" : "purple",
///       "created" : "2026-11-01",
///       "done" : [
///         "2026-11-20/2026-11-25",
///         "2026-11-27"
///       ],
///       "icon" : "🧠",
///       "id" : "6F9619FF-8B86-D011-B42D-00CF4FC964FF",
///       "name" : "Meditieren"
///     }
///   ],
///   "version" : 1
/// }
/// ```
/// `done` lists single days and runs of consecutive days as ISO 8601 intervals
/// (`first/last`, both included), oldest first. `"archived" : true` marks an archived habit (the
/// key is left out otherwise); `answeredNo`, in `done`'s form, lists the days the person answered
/// "no" to `habit ask` (left out when there are none). `"quit" : true` marks a habit to quit
/// (its `goal` is a limit of 0, so an older version reads it as that limit) and
/// `"trackOnly" : true` a habit only tracked; both are left out otherwise, so a file without
/// such habits is written as before. The habits' order in the file is the
/// order `habit list` shows.
/// The optional keys `schedule`, `skipped` and `paused` are described in ``ScheduleCoding``;
/// they are written only when a habit is not daily, has skipped days or has pauses. The
/// optional keys `goal`, `amounts` and `notes` are described in ``AmountCoding``; they are
/// written only when a habit has a goal, amounts or notes; `replaced`, in `amounts`' form,
/// lists the days whose total was last replaced (`habit log --set`) with the total put there,
/// so a merge lets a replacement win over additions. `reminders` lists the habit's own reminder
/// times, `["08:00", "20:00"]` (`HH:MM`, earliest first), left out when it has none (it is then
/// reminded at `remind-at`). The optional key `tags` lists the
/// habit's tags as strings, in their order (left out when it has none, so a file without tags is
/// as versions before tags wrote it). The optional top-level `conflicts` is
/// described in ``ConflictCoding``. Keys this
/// version does not know are kept, with their values, and written back in place (see
/// ``UnknownMembers``).
/// Every day lies within ``AcceptedDays``: not before 1900 and in a year of four digits. Days
/// after today are read like any other (a clock that is wrong, or a machine in another time
/// zone, must never lock anyone out of their data); ``HabitStore`` says when a file holds them.
public enum StoreFormat {
    /// The newest version this build reads, and the one it writes for a file whose weeks do not
    /// start on Monday (see ``version(of:)``).
    public static let version = 4

    /// The largest data file read, 64 MiB: decades of daily history for hundreds of habits take
    /// a few megabytes, so anything larger is not a habit file, and reading it would only risk
    /// memory.
    public static let maximumSize = 64 << 20

    /// The version a file of `collection` is written as: 4 when a habit is a group (an older
    /// `habit` would take it for a habit to check by hand), else 3 when a habit's amounts are readings
    /// (an older `habit` would add them up), else 2 when its weeks start on another day than
    /// Monday or a conflict names the week (an older `habit` would count its weeks from Monday,
    /// or not read the conflict), else 1, which every version reads.
    public static func version(of collection: HabitCollection) -> Int {
        if collection.habits.contains(where: { $0.group != nil }) { return 4 }
        if collection.habits.contains(where: \.isReading) { return 3 }
        let weekConflict = collection.conflicts.contains { $0.subject == .weekStart }
        return collection.weekStart != .monday || weekConflict ? 2 : 1
    }

    /// The outcome of reading a file: its habits, or a version newer than ours.
    public enum Decoded: Equatable {
        case habits(HabitCollection)
        case newerVersion(Int)
    }

    /// Reads a whole file. A day before ``AcceptedDays/earliest`` is refused; any later valid
    /// day is read, however far after today.
    public static func decode(_ bytes: [UInt8]) throws(FormatProblem) -> Decoded {
        try decodeKeepingUnknown(bytes).decoded
    }

    /// The keys of the top level this version knows: `backup` is the backup's record (see
    /// ``BackupFile``), never kept as an unknown member.
    public static let topKeys: Set<String> = ["backup", "conflicts", "habits", "version", "weekStartsOn"]

    /// The keys of a habit this version knows.
    public static let habitKeys: Set<String> = [
        "amounts", "answeredNo", "archived", "archivedOn", "color", "created", "done", "goal", "icon", "id", "members",
        "membersTag", "name", "needs", "notes", "paused", "quit", "reading", "readingUnit", "reminders", "replaced",
        "schedule", "skipped", "tags", "trackOnly",
    ]

    /// Reads a whole file as ``decode(_:)`` does, and also the members this version does
    /// not know, and whether the top level has a `backup` member.
    public static func decodeKeepingUnknown(
        _ bytes: [UInt8]
    ) throws(FormatProblem) -> (decoded: Decoded, unknown: UnknownMembers, hasBackupMember: Bool) {
        // A list at the top is no habit file, however long and well-formed: say so before
        // reading millions of elements.
        if let first = bytes.drop(while: { [0xEF, 0xBB, 0xBF, 0x20, 0x09, 0x0A, 0x0D].contains($0) }).first,
            first == UInt8(ascii: "[")
        {
            throw .wrongType(path: "(top level)", expected: .object)
        }
        let document = try JSONReader.document(bytes)
        let top = try ObjectFields(document.root, in: document, at: "")
        let version = try top.integer("version")
        if version > Self.version { return (.newerVersion(version), .none, top["backup"] != nil) }
        guard version >= 1 else { throw .unknownValue(path: "version", text: String(version)) }
        guard let habitsIndex = top["habits"] else { throw .missingKey(path: "habits") }
        guard document.kind(at: habitsIndex) == .array else { throw .wrongType(path: "habits", expected: .list) }
        let elements = document.elements(ofArray: habitsIndex)
        var habits: [Habit] = []
        habits.reserveCapacity(elements.count)
        let limits = DayLimits()
        var unknown = UnknownMembers()
        for (key, value) in top.members.sorted(by: { $0.key < $1.key }) where !topKeys.contains(key) {
            unknown.top.append(UnknownMembers.Member(key: key, valueAt: value, in: document))
        }
        for (index, element) in elements.enumerated() {
            let path = "habits[\(index)]"
            let (habit, members, objectMembers) = try decodeHabit(element, in: document, at: path, limits: limits)
            if !members.isEmpty { unknown[habit: habit.id] = members }
            for (object, kept) in objectMembers { unknown[habit: habit.id, object: object] = kept }
            habits.append(habit)
        }
        var collection = HabitCollection(habits: habits)
        if top["weekStartsOn"] != nil {
            let text = try top.string("weekStartsOn")
            guard let day = WeekStartName.weekday(text), text == day.key else {
                throw .unknownValue(path: "weekStartsOn", text: FormatProblem.excerpt(text))
            }
            collection.weekStart = day
            collection.weekStartStated = true
        }
        if let index = top["conflicts"] {
            collection.conflicts = try ConflictCoding.conflicts(at: index, in: document, path: "conflicts")
        }
        if let (index, problem) = collection.validate() {
            // Two habits with one id or name are the file's fault, named by their key.
            switch problem {
            case .duplicateID: throw .duplicateID(path: "habits[\(index)].id")
            case .nameTaken(let name): throw .duplicateName(path: "habits[\(index)].name", name: FormatProblem.excerpt(name))
            default: throw .invalidHabit(path: "habits[\(index)]", problem)
            }
        }
        return (.habits(collection), unknown, top["backup"] != nil)
    }

    /// The range of days a file may hold, checked for every day read: from
    /// ``AcceptedDays/earliest`` on (the day reader itself takes four-digit years only).
    private struct DayLimits {
        /// Whether `day` lies within the accepted range: the quick test for every day read.
        public func allows(_ day: Day) -> Bool {
            day >= AcceptedDays.earliest
        }

        /// Refuses `day`, written as `text` in the file at `path`, where the file may not hold it.
        public func check(_ day: Day, text: String, at path: String) throws(FormatProblem) {
            guard day >= AcceptedDays.earliest else {
                throw .dayTooEarly(path: path, text: FormatProblem.excerpt(text), earliest: AcceptedDays.earliest)
            }
        }
    }

    private static func decodeHabit(
        _ value: Int, in document: JSONDocument, at path: String, limits: DayLimits
    ) throws(FormatProblem) -> (Habit, [UnknownMembers.Member], [(UnknownMembers.HabitObject, [UnknownMembers.Member])]) {
        let fields = try ObjectFields(value, in: document, at: path)
        var unknown: [UnknownMembers.Member] = []
        if fields.members.count > habitKeys.count || fields.members.keys.contains(where: { !habitKeys.contains($0) }) {
            for (key, member) in fields.members.sorted(by: { $0.key < $1.key }) where !habitKeys.contains(key) {
                unknown.append(UnknownMembers.Member(key: key, valueAt: member, in: document))
            }
        }
        let idText = try fields.string("id")
        guard let id = HabitID.parse(idText) else { throw .badID(path: path + ".id", text: FormatProblem.excerpt(idText)) }
        let name = try fields.string("name")
        let icon = try fields.string("icon")
        let colorText = try fields.string("color")
        guard let color = HabitColor(rawValue: colorText) else {
            throw .badColor(path: path + ".color", text: FormatProblem.excerpt(colorText))
        }
        let createdText = try fields.string("created")
        guard let created = Day(createdText) else {
            throw .badDay(path: path + ".created", text: FormatProblem.excerpt(createdText))
        }
        try limits.check(created, text: createdText, at: path + ".created")
        var completions = DaySet()
        if let done = fields["done"] {
            guard document.kind(at: done) == .array else { throw .wrongType(path: path + ".done", expected: .list) }
            var entry = done + 1
            var index = 0
            let end = document.skip(done)
            while entry < end {
                // The path is built only for an error: it would cost more than the day itself.
                guard document.kind(at: entry) == .string else {
                    throw .wrongType(path: "\(path).done[\(index)]", expected: .string)
                }
                let range = document.withRawString(at: entry, dayRange(bytes:)) ?? dayRange(document.string(at: entry))
                guard let (first, last) = range else {
                    throw .badDay(path: "\(path).done[\(index)]", text: FormatProblem.excerpt(document.string(at: entry)))
                }
                if !limits.allows(first) || !limits.allows(last) {
                    let text = document.string(at: entry)
                    try limits.check(first, text: text, at: "\(path).done[\(index)]")
                    try limits.check(last, text: text, at: "\(path).done[\(index)]")
                }
                completions.insert(from: first, through: last)
                entry = document.skip(entry)
                index += 1
            }
        }
        var schedule = Schedule.daily
        var objectMembers: [(UnknownMembers.HabitObject, [UnknownMembers.Member])] = []
        if let index = fields["schedule"] {
            let read = try ScheduleCoding.schedule(at: index, in: document, path: path + ".schedule")
            schedule = read.schedule
            if !read.unknown.isEmpty { objectMembers.append((.schedule, read.unknown)) }
        }
        var skips = DaySet()
        if let index = fields["skipped"] {
            try readRuns(at: index, in: document, path: path + ".skipped", limits: limits, into: &skips)
        }
        var pauseList: [Pause] = []
        if let index = fields["paused"] {
            guard document.kind(at: index) == .array else { throw .wrongType(path: path + ".paused", expected: .list) }
            for (position, element) in document.elements(ofArray: index).enumerated() {
                let elementPath = "\(path).paused[\(position)]"
                guard document.kind(at: element) == .string else { throw .wrongType(path: elementPath, expected: .string) }
                let text = document.string(at: element)
                guard let pause = ScheduleCoding.pause(text) else {
                    throw .badPause(path: elementPath, text: FormatProblem.excerpt(text))
                }
                try limits.check(pause.first, text: text, at: elementPath)
                if let last = pause.last { try limits.check(last, text: text, at: elementPath) }
                pauseList.append(pause)
            }
        }
        // Built in one pass, not one insertion each: 23,000 pauses once took seconds.
        let pauses = PauseSet(pauseList)
        let checkDay = { (day: Day, text: String, dayPath: String) throws(FormatProblem) in
            try limits.check(day, text: text, at: dayPath)
        }
        let goal = try fields["goal"].map { (index) throws(FormatProblem) in
            let read = try AmountCoding.goal(at: index, in: document, path: path + ".goal")
            if !read.unknown.isEmpty { objectMembers.append((.goal, read.unknown)) }
            return read.goal
        }
        let amounts = try fields["amounts"].map { (index) throws(FormatProblem) in
            try AmountCoding.amounts(at: index, in: document, path: path + ".amounts", checkDay: checkDay)
        }
        let notes = try fields["notes"].map { (index) throws(FormatProblem) in
            try AmountCoding.notes(at: index, in: document, path: path + ".notes", checkDay: checkDay)
        }
        // A day both done and skipped would lose its skip: refused, not read.
        if !skips.isEmpty, let both = skips.first(where: completions.contains) {
            throw .contradiction(path: path + ".skipped", name: FormatProblem.excerpt(name), .skippedAndDone(both))
        }
        var habit = Habit(
            id: id, name: name, icon: icon, color: color, created: created, completions: completions, schedule: schedule,
            skips: skips, pauses: pauses, goal: goal, amounts: amounts ?? [:], notes: notes ?? [:])
        if let archived = fields["archived"] {
            switch document.kind(at: archived) {
            case .true: habit.isArchived = true
            case .false: break
            default: throw .wrongType(path: path + ".archived", expected: .boolean)
            }
        }
        if habit.isArchived, fields["archivedOn"] != nil {
            let text = try fields.string("archivedOn")
            guard let day = Day(text) else { throw .badDay(path: path + ".archivedOn", text: FormatProblem.excerpt(text)) }
            habit.archivedOn = day
        }
        try readGroup(fields, in: document, at: path, into: &habit)
        var purposes: [HabitPurpose] = []
        for (key, purpose) in [("quit", HabitPurpose.quit), ("trackOnly", .trackOnly)] {
            guard let flag = fields[key] else { continue }
            switch document.kind(at: flag) {
            case .true: purposes.append(purpose)
            case .false: break
            default: throw .wrongType(path: path + "." + key, expected: .boolean)
            }
        }
        // Each of these would be read as something else and written back without a key the
        // file holds: refused, naming the key.
        if purposes.count > 1 {
            throw .contradiction(path: path + ".trackOnly", name: FormatProblem.excerpt(name), .quitAndTrackOnly)
        }
        if purposes.first == .quit, !(goal?.kind == .atMost && goal?.amount == .zero) {
            throw .contradiction(path: path + ".quit", name: FormatProblem.excerpt(name), .quitWithoutZeroLimit)
        }
        if let purpose = purposes.first { habit.setStoredPurpose(purpose) }
        try readReading(fields, in: document, at: path, name: name, into: &habit)
        if let index = fields["reminders"] {
            habit.reminders = try reminderTimes(at: index, in: document, path: path + ".reminders")
        }
        if let index = fields["replaced"] {
            habit.setReplacedAmounts(
                try AmountCoding.amounts(at: index, in: document, path: path + ".replaced", checkDay: checkDay))
        }
        if let index = fields["answeredNo"] {
            var answeredNo = DaySet()
            try readRuns(at: index, in: document, path: path + ".answeredNo", limits: limits, into: &answeredNo)
            habit.setAnsweredNo(answeredNo)
        }
        if let index = fields["tags"] {
            let tags = try readTags(at: index, in: document, path: path + ".tags")
            var seen: [String: String] = [:]
            for tag in tags {
                if let first = seen.updateValue(tag, forKey: HabitTag.key(tag)) {
                    throw .contradiction(
                        path: path + ".tags", name: FormatProblem.excerpt(name),
                        .sameTag(FormatProblem.excerpt(first), FormatProblem.excerpt(tag)))
                }
            }
            habit.setTags(tags)
        }
        return (habit, unknown, objectMembers)
    }

    /// Reads a group's `members` (a list of ids), `membersTag` (a tag) and `needs` (`"all"`,
    /// `"any"` or a count of at least 1); a habit with none of them is no group.
    private static func readGroup(
        _ fields: ObjectFields, in document: JSONDocument, at path: String, into habit: inout Habit
    ) throws(FormatProblem) {
        guard fields["members"] != nil || fields["membersTag"] != nil || fields["needs"] != nil else { return }
        var rule = HabitGroup()
        if let index = fields["members"] {
            guard document.kind(at: index) == .array else { throw .wrongType(path: path + ".members", expected: .list) }
            for (position, element) in document.elements(ofArray: index).enumerated() {
                let elementPath = "\(path).members[\(position)]"
                guard document.kind(at: element) == .string else { throw .wrongType(path: elementPath, expected: .string) }
                let text = document.string(at: element)
                guard let id = HabitID.parse(text) else { throw .badID(path: elementPath, text: FormatProblem.excerpt(text)) }
                rule.members.append(id)
            }
        }
        if fields["membersTag"] != nil {
            let text = try fields.string("membersTag")
            guard HabitTag.isStorable(text) else {
                throw .unknownValue(path: path + ".membersTag", text: FormatProblem.excerpt(text))
            }
            rule.membersTag = text
        }
        if let index = fields["needs"] {
            switch document.kind(at: index) {
            case .string:
                let text = document.string(at: index)
                switch text {
                case "all": rule.needs = .all
                case "any": rule.needs = .any
                default: throw .unknownValue(path: path + ".needs", text: FormatProblem.excerpt(text))
                }
            default:
                let count = try fields.integer("needs")
                guard count >= 1 else { throw .unknownValue(path: path + ".needs", text: String(count)) }
                rule.needs = .count(count)
            }
        }
        habit.setGroup(rule)
    }

    /// The reminder times at `index`: a list of `HH:MM` strings.
    private static func reminderTimes(at index: Int, in document: JSONDocument, path: String) throws(FormatProblem)
        -> [ClockTime]
    {
        guard document.kind(at: index) == .array else { throw .wrongType(path: path, expected: .list) }
        var times: [ClockTime] = []
        for (position, element) in document.elements(ofArray: index).enumerated() {
            let elementPath = "\(path)[\(position)]"
            guard document.kind(at: element) == .string else { throw .wrongType(path: elementPath, expected: .string) }
            let text = document.string(at: element)
            guard let time = ClockTime(text) else { throw .unknownValue(path: elementPath, text: FormatProblem.excerpt(text)) }
            times.append(time)
        }
        return times
    }

    /// Reads a habit's `reading` (a boolean, true only beside `trackOnly`) and `readingUnit` (a
    /// unit as a goal's, read only beside `reading`).
    private static func readReading(
        _ fields: ObjectFields, in document: JSONDocument, at path: String, name: String, into habit: inout Habit
    ) throws(FormatProblem) {
        guard let flag = fields["reading"] else { return }
        switch document.kind(at: flag) {
        case .true: break
        case .false: return
        default: throw .wrongType(path: path + ".reading", expected: .boolean)
        }
        guard habit.isTrackOnly else {
            throw .contradiction(path: path + ".reading", name: FormatProblem.excerpt(name), .readingNotTrackOnly)
        }
        var unit: String?
        if fields["readingUnit"] != nil {
            let text = try fields.string("readingUnit")
            unit = text
        }
        do throws(AmountError) {
            try habit.setReading(true, unit: unit)
        } catch {
            throw .unknownValue(path: path + ".readingUnit", text: FormatProblem.excerpt(unit ?? ""))
        }
    }

    /// Reads a habit's `tags`: a list of strings, each one a tag may be
    /// (``HabitCore/HabitTag/isStorable(_:)``).
    private static func readTags(at index: Int, in document: JSONDocument, path: String) throws(FormatProblem) -> [String] {
        guard document.kind(at: index) == .array else { throw .wrongType(path: path, expected: .list) }
        var tags: [String] = []
        for (position, element) in document.elements(ofArray: index).enumerated() {
            let elementPath = "\(path)[\(position)]"
            guard document.kind(at: element) == .string else { throw .wrongType(path: elementPath, expected: .string) }
            let text = document.string(at: element)
            guard HabitTag.isStorable(text) else { throw .unknownValue(path: elementPath, text: FormatProblem.excerpt(text)) }
            tags.append(text)
        }
        return tags
    }

    /// Reads a list of days and runs (`done`'s form) at `index` into `days`.
    private static func readRuns(
        at index: Int, in document: JSONDocument, path: String, limits: DayLimits, into days: inout DaySet
    ) throws(FormatProblem) {
        guard document.kind(at: index) == .array else { throw .wrongType(path: path, expected: .list) }
        for (position, element) in document.elements(ofArray: index).enumerated() {
            let elementPath = "\(path)[\(position)]"
            guard document.kind(at: element) == .string else { throw .wrongType(path: elementPath, expected: .string) }
            let text = document.string(at: element)
            guard let (first, last) = dayRange(text) else { throw .badDay(path: elementPath, text: FormatProblem.excerpt(text)) }
            try limits.check(first, text: text, at: elementPath)
            try limits.check(last, text: text, at: elementPath)
            days.insert(from: first, through: last)
        }
    }

    /// `"2026-11-20"` or `"2026-11-20/2026-11-25"` as its first and last day.
    public static func dayRange(_ text: String) -> (Day, Day)? {
        var text = text
        return text.withUTF8(dayRange(bytes:))
    }

    /// ``dayRange(_:)`` over the text's UTF-8 bytes.
    public static func dayRange(bytes: UnsafeBufferPointer<UInt8>) -> (Day, Day)? {
        if bytes.count == 10 {
            guard let day = Day(isoBytes: bytes) else { return nil }
            return (day, day)
        }
        guard bytes.count == 21, bytes[10] == UInt8(ascii: "/"),
            let first = Day(isoBytes: UnsafeBufferPointer(rebasing: bytes[0..<10])),
            let last = Day(isoBytes: UnsafeBufferPointer(rebasing: bytes[11..<21])), first <= last
        else { return nil }
        return (first, last)
    }

    // MARK: - Writing

    /// The file's text for `collection`, ending in a newline.
    public static func encode(_ collection: HabitCollection) -> String {
        encode(collection, unknown: .none)
    }

    /// The file's text for `collection` with the `unknown` members written back in place.
    public static func encode(_ collection: HabitCollection, unknown: UnknownMembers) -> String {
        String(decoding: encodedBytes(collection, unknown: unknown), as: UTF8.self)
    }

    /// The file's bytes for `collection`. `leadingMember` writes members whose keys sort before
    /// `habits` (the backup's `backup` record); version 1 readers ignore them.
    ///
    /// `unknown` members are written back in their places among the known keys (a member whose
    /// key this version writes itself is left out, so no key is ever written twice).
    public static func encodedBytes(
        _ collection: HabitCollection, unknown: UnknownMembers = .none, leadingMember: ((inout JSONWriter) -> Void)? = nil
    ) -> [UInt8] {
        // Room for every day written alone: runs only make it shorter.
        let capacity = collection.habits.reduce(512) { total, habit in
            total + 256 + 6 * (habit.name.utf8.count + habit.icon.utf8.count) + 24 * habit.completions.count
        }
        var out = JSONWriter(capacity: capacity)
        out.object { out in
            let top = unknown.top.filter { !topKeys.contains($0.key) }
            var nextTop = top.startIndex
            // The unknown members that sort before `key` (all that are left, without one).
            func writeTop(before key: String?, _ out: inout JSONWriter) {
                while nextTop < top.endIndex, key.map({ top[nextTop].key < $0 }) ?? true {
                    top[nextTop].write(to: &out)
                    nextTop += 1
                }
            }
            writeTop(before: "backup", &out)
            leadingMember?(&out)
            writeTop(before: "conflicts", &out)
            if !collection.conflicts.isEmpty {
                out.key("conflicts")
                ConflictCoding.write(collection.conflicts, into: &out)
            }
            writeTop(before: "habits", &out)
            out.key("habits")
            out.array(collection.habits) { out, habit in
                writeHabit(habit, keeping: unknown, to: &out)
            }
            writeTop(before: "version", &out)
            out.member("version", version(of: collection))
            writeTop(before: "weekStartsOn", &out)
            if collection.weekStart != .monday || collection.weekStartStated {
                out.member("weekStartsOn", collection.weekStart.key)
            }
            writeTop(before: nil, &out)
        }
        out.endLine()
        return out.bytes
    }

    /// Writes `habit`, with its unknown `members` in their places among the keys this version
    /// writes. Optional keys are written only when they say something, so a file of daily
    /// habits without answers or archived ones stays as older versions wrote it.
    private static func writeHabit(_ habit: Habit, keeping unknown: UnknownMembers, to out: inout JSONWriter) {
        let members = unknown[habit: habit.id]
        let scheduleMembers = unknown[habit: habit.id, object: .schedule]
        let goalMembers = unknown[habit: habit.id, object: .goal]
        // In sorted order, as every object of the file.
        var known: [UnknownMembers.Known] = []
        if !habit.amounts.isEmpty { known.append(("amounts", { AmountCoding.write(habit.amounts, into: &$0) })) }
        if !habit.answeredNo.isEmpty {
            known.append(
                ("answeredNo", { out in out.array(ofRuns: habit.answeredNo.runs) }))
        }
        if habit.isArchived { known.append(("archived", { $0.bool(true) })) }
        if habit.isArchived, let day = habit.archivedOn { known.append(("archivedOn", { $0.day(day) })) }
        known.append(("color", { $0.string(habit.color.rawValue) }))
        known.append(("created", { $0.day(habit.created) }))
        known.append(("done", { out in out.array(ofRuns: habit.completions.runs) }))
        if let goal = habit.goal {
            known.append(("goal", { AmountCoding.write(goal, keeping: goalMembers, into: &$0) }))
        }
        known.append(("icon", { $0.string(habit.icon) }))
        known.append(("id", { $0.string(habit.id.uuidString) }))
        if let rule = habit.group {
            if rule.membersTag == nil {
                known.append(("members", { out in out.array(rule.members) { $0.string($1.uuidString) } }))
            }
            if let tag = rule.membersTag { known.append(("membersTag", { $0.string(tag) })) }
        }
        known.append(("name", { $0.string(habit.name) }))
        if let needs = habit.group?.needs {
            switch needs {
            case .all: known.append(("needs", { $0.string("all") }))
            case .any: known.append(("needs", { $0.string("any") }))
            case .count(let count): known.append(("needs", { $0.number(count) }))
            }
        }
        if !habit.notes.isEmpty { known.append(("notes", { AmountCoding.write(habit.notes, into: &$0) })) }
        if !habit.pauses.isEmpty { known.append(("paused", { ScheduleCoding.write(habit.pauses, into: &$0) })) }
        if habit.isQuit { known.append(("quit", { $0.bool(true) })) }
        if habit.isReading {
            known.append(("reading", { $0.bool(true) }))
            if let unit = habit.readingUnit { known.append(("readingUnit", { $0.string(unit) })) }
        }
        if !habit.reminders.isEmpty {
            known.append(("reminders", { out in out.array(habit.reminders) { $0.string($1.description) } }))
        }
        if !habit.replacedAmounts.isEmpty {
            known.append(("replaced", { AmountCoding.write(habit.replacedAmounts, into: &$0) }))
        }
        // A daily schedule is left out, unless the file's `schedule` held keys to keep.
        if habit.schedule != .daily || !scheduleMembers.isEmpty {
            known.append(("schedule", { ScheduleCoding.write(habit.schedule, keeping: scheduleMembers, into: &$0) }))
        }
        if !habit.skips.isEmpty {
            known.append(("skipped", { out in out.array(ofRuns: habit.skips.runs) }))
        }
        if !habit.tags.isEmpty {
            known.append(("tags", { out in out.array(habit.tags) { $0.string($1) } }))
        }
        if habit.isTrackOnly { known.append(("trackOnly", { $0.bool(true) })) }
        UnknownMembers.writeObject(known, keeping: members.filter { !habitKeys.contains($0.key) }, into: &out)
    }

    /// `text` as a JSON string literal.
    public static func quoted(_ text: String) -> String {
        var out = JSONWriter(capacity: text.utf8.count + 2)
        out.string(text)
        return out.text
    }
}
