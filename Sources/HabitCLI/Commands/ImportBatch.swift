import HabitCore
import HabitStore
import HabitSystem
import HabitText
import HabitFormat

/// What `habit import` adds, read and checked completely before the store is touched, grouped
/// by habit so that applying it costs one pass over the days.
struct ImportBatch: Equatable, Sendable {
    /// What another tracker says a habit is; a habit that exists already keeps its own.
    struct Settings: Equatable, Sendable {
        var schedule = Schedule.daily
        var goal: Goal? = nil
        var isArchived = false
        /// The tracker's colour, when it has colours; else the next one, as for `add`.
        var color: HabitColor? = nil
        /// Whether the tracker only tracks it (harsh's and habitctl's frequency 0): never due.
        var isTrackOnly = false
    }

    /// One habit's part of the import.
    struct Entry: Equatable, Sendable {
        /// The name as first written in the input, trimmed.
        var name: String
        /// The days to check, in input order; a day may repeat.
        var days: [Day]
        /// The days to mark as skipped, in input order (unless they are done).
        var skips: [Day] = []
        /// CSV: the days' amounts and notes (a later row for a day wins).
        var amounts: [Day: Amount] = [:]
        var notes: [Day: String] = [:]
        /// For a JSON import, the habit as exported: its id, icon, colour and creation day.
        var original: Habit? = nil
        /// For an import from another tracker, what it says the habit is.
        var settings: Settings? = nil
    }

    /// The habits in the order they first appear in the input; names that differ only in case
    /// or normalization are one habit.
    var entries: [Entry]
    /// For a JSON import, the members of the file and its habits that this version does not
    /// know: they come along, as the data file's own would.
    var unknown = UnknownMembers.none
    /// For a JSON export, the day its weeks start on (Monday when it does not say): a file that
    /// has no habits yet takes it, so an export imported elsewhere counts the same weeks.
    var weekStart: Weekday? = nil
    /// What the person should know about how the input was read (a schedule that is only the
    /// nearest), reported with the summary.
    var notices: [ImportNotice] = []

    /// The number of days listed, repeats included.
    var dayCount: Int {
        entries.reduce(0) { $0 + $1.days.count + $1.skips.count }
    }

    /// Reads CSV records `name,date,state,amount,note` or the older `name,date`, the first of
    /// which may be a header (see ``HabitCSV``). `state` is `done` (also when empty, unless the row
    /// has an amount or a note) or `skipped`; `amount` is the day's total (`2.5` or `2,5`), `note`
    /// its note. A row with an empty date names a habit without
    /// marking a day (export writes one for a habit that has no days yet).
    ///
    /// - Throws: ``ImportError`` for the first bad row, with its line.
    static func csv(_ records: [CSVRecord], today: Day) throws(ImportError) -> ImportBatch {
        var rows = records.makeIterator()
        return try csvRows(today: today) { () throws(ImportError) -> CSVRecord? in rows.next() }
    }

    /// Reads the CSV text `bytes` as ``csv(_:today:)`` reads its records, one record at a time,
    /// so that only the bytes and what the rows say take memory.
    ///
    /// - Throws: ``ImportError/syntax(line:_:)`` for text that is no CSV, else as
    ///   ``csv(_:today:)``.
    static func csv(bytes: [UInt8], today: Day) throws(ImportError) -> ImportBatch {
        var records = CSVReader.Records(bytes)
        return try csvRows(today: today) { () throws(ImportError) -> CSVRecord? in
            do throws(CSVSyntaxError) {
                return try records.next()
            } catch {
                throw .syntax(line: error.line, error.problem)
            }
        }
    }

    /// The rows that `next` gives, one at a time, read as ``csv(_:today:)`` says.
    private static func csvRows(today: Day, next: () throws(ImportError) -> CSVRecord?) throws(ImportError) -> ImportBatch {
        var isFirst = true
        var entries: [Entry] = []
        var entryByKey: [String: Int] = [:]
        // Names repeat on many rows: validate and fold each spelling once.
        var entryBySpelling: [String: Int] = [:]
        while let record = try next() {
            defer { isFirst = false }
            if isFirst, HabitCSV.isHeader(record.fields) { continue }
            guard record.fields.count == 2 || record.fields.count == 5 else {
                throw .columnCount(line: record.line, found: record.fields.count)
            }
            var isSkip = false
            var isDone = true
            var amount: Amount?
            var note: String?
            if record.fields.count == 5 {
                let amountText = record.fields[3].trimmingWhitespace()
                if !amountText.isEmpty {
                    guard let parsed = try? Amount(parsing: amountText), !parsed.isNegative else {
                        throw .badAmount(line: record.line, text: record.fields[3])
                    }
                    amount = parsed
                }
                if !record.fields[4].isEmpty {
                    do {
                        note = try Note.validated(HabitCSV.unguarded(record.fields[4]))
                    } catch .unusableCharacterInNote(let text, let scalar) {
                        throw .unusableCharacter(text: text, scalar)
                    } catch {
                        throw .badNote(line: record.line)
                    }
                }
                switch record.fields[2].trimmingWhitespace().lowercased() {
                // An empty state is a done day, unless the row brings an amount or a note.
                case "": isDone = amount == nil && note == nil
                case "done": isDone = true
                case "skipped": isSkip = true
                default: throw .badState(line: record.line, text: record.fields[2])
                }
            }
            let spelling = HabitCSV.unguarded(record.fields[0])
            let index: Int
            if let known = entryBySpelling[spelling] {
                index = known
            } else {
                let name: String
                do {
                    name = try HabitName.checked(spelling)
                } catch {
                    throw .badName(line: record.line, error)
                }
                let key = HabitName.identityKey(name)
                if let known = entryByKey[key] {
                    index = known
                } else {
                    index = entries.count
                    entries.append(Entry(name: name, days: [], original: nil))
                    entryByKey[key] = index
                }
                entryBySpelling[spelling] = index
            }
            guard let day = try day(record.fields[1], line: record.line, today: today) else { continue }
            if isSkip { entries[index].skips.append(day) } else if isDone { entries[index].days.append(day) }
            if let amount { entries[index].amounts[day] = amount }
            if let note { entries[index].notes[day] = note }
        }
        return ImportBatch(entries: entries)
    }

    /// Reads a JSON export, which is the data file's format.
    ///
    /// - Throws: ``ImportError`` when it is not a habit file, is newer than this `habit`, or
    ///   has a day after today.
    static func json(_ bytes: [UInt8], today: Day) throws(ImportError) -> ImportBatch {
        let decoded: StoreFormat.Decoded
        let unknown: UnknownMembers
        do {
            (decoded, unknown, _) = try StoreFormat.decodeKeepingUnknown(bytes)
        } catch {
            throw .json(error)
        }
        switch decoded {
        case .newerVersion(let version):
            throw .newerVersion(version)
        case .habits(let collection):
            for habit in collection.habits {
                // Only days up to today: a later one could not be unchecked, and the file
                // would soon hold what no command could have written.
                let futureDays =
                    habit.completions.filter { $0 > today } + habit.skips.filter { $0 > today }
                    + habit.amounts.keys.filter { $0 > today } + habit.notes.keys.filter { $0 > today }
                if let future = futureDays.min() {
                    throw .futureDay(name: habit.name, future, today: today)
                }
                if habit.created > today { throw .futureDay(name: habit.name, habit.created, today: today) }
                try refuseUnusableCharacters(in: habit)
            }
            return ImportBatch(
                entries: collection.habits.map {
                    Entry(name: $0.name, days: $0.completions.sorted(), skips: $0.skips.sorted(), original: $0)
                },
                unknown: unknown, weekStart: collection.weekStart)
        }
    }

    /// Refuses a habit of an imported JSON file whose name, notes, unit, tags or icon hold a
    /// character that is not text (``HabitCore/Swift/Unicode/Scalar/isMarkupSafe``): the data
    /// file's reader keeps such text where a hand-edited file holds it, but an import is input
    /// and is checked as typed text is.
    private static func refuseUnusableCharacters(in habit: Habit) throws(ImportError) {
        let texts =
            [habit.name, habit.icon, habit.goal?.unit ?? ""] + habit.tags
            + habit.notes.keys.sorted().compactMap { habit.notes[$0] }
        for text in texts {
            if let scalar = text.firstMarkupUnsafeScalar { throw .unusableCharacter(text: text, scalar) }
        }
    }

    /// The day in a CSV date field, `nil` when the field is empty.
    private static func day(_ field: String, line: Int, today: Day) throws(ImportError) -> Day? {
        // The common case, exactly `YYYY-MM-DD`, needs no trimming.
        let parsed = Day(field) ?? Day(field.trimmingWhitespace())
        guard let day = parsed else {
            if field.allSatisfy(\.isWhitespace) { return nil }
            throw .badDate(line: line, text: field)
        }
        guard day >= AcceptedDays.earliest else { throw .badDate(line: line, text: field) }
        // Only days up to today: a later one could not be unchecked.
        guard day <= today else { throw .futureDate(line: line, day, today: today) }
        return day
    }

    /// `collection` with every day of the batch checked and the habits it did not know added
    /// at the end, and what changed.
    ///
    /// A known habit is found by its id (JSON) or its name ignoring case and normalization, and
    /// keeps its name, icon, colour, schedule and goal; skipped days and pauses are added (a done
    /// day stays done), and amounts and notes on days that have none. A new habit gets the
    /// exported id, icon, colour, creation day, schedule, skips, pauses, goal, amounts and notes
    /// when there are any, else the defaults and its earliest day (today when
    /// it has none); `makeID` makes the id of a new habit that brings none.
    ///
    /// - Throws: ``HabitError/nameClash(_:existing:)`` when a new habit's name differs from
    ///   another's only in case, accents or width; nothing is changed then.
    func applied(
        to collection: HabitCollection, today: Day, makeID: () -> UUID = { UUID() }
    ) throws(HabitError) -> (HabitCollection, ImportSummary) {
        var habits = collection.habits
        var indexByKey: [String: Int] = [:]
        var indexByID: [UUID: Int] = [:]
        // The names a new habit may not come close to: those of the file and of the new habits.
        var nameByLookupKey: [String: String] = [:]
        for (index, habit) in habits.enumerated() {
            indexByKey[HabitName.identityKey(habit.name)] = index
            indexByID[habit.id] = index
            nameByLookupKey[HabitName.lookupKey(habit.name)] = habit.name
        }
        var summary = ImportSummary(days: dayCount, habits: entries.count, newHabits: 0, alreadyDone: 0)
        // New habits from CSV, which carries neither an exported habit nor a tracker's settings.
        var newWithDefaults = 0
        summary.skips = entries.reduce(0) { $0 + $1.skips.count }
        summary.amounts = entries.reduce(0) { $0 + ($1.original?.amounts ?? $1.amounts).count }
        summary.notes = entries.reduce(0) { $0 + ($1.original?.notes ?? $1.notes).count }
        summary.notices = notices
        for entry in entries {
            let key = HabitName.identityKey(entry.name)
            if let index = entry.original.flatMap({ indexByID[$0.id] }) ?? indexByKey[key] {
                let old = habits[index]
                let completions = old.completions.union(entry.days)
                let skips = old.skips.union(entry.skips)
                let pauses = PauseSet(Array(old.pauses) + Array(entry.original?.pauses ?? []))
                // Amounts and notes the habit already has on a day are kept.
                let amounts = old.amounts.merging(entry.original?.amounts ?? entry.amounts) { kept, _ in kept }
                let notes = old.notes.merging(entry.original?.notes ?? entry.notes) { kept, _ in kept }
                var merged = Habit(
                    id: old.id, name: old.name, icon: old.icon, color: old.color,
                    created: min(old.created, entry.original?.created ?? old.created), completions: completions,
                    schedule: old.schedule, skips: skips, pauses: pauses, goal: old.goal, amounts: amounts, notes: notes)
                merged.isArchived = old.isArchived
                merged.archivedOn = old.archivedOn
                merged.setGroup(old.group)
                merged.setStoredPurpose(old.purpose)
                merged.reminders = old.reminders
                merged.setAnsweredNo(old.answeredNo.union(entry.original?.answeredNo ?? []))
                // Its own tags first, then the imported ones it lacks.
                merged.setTags(old.tags + (entry.original?.tags ?? []))
                merged.setReplacedAmounts(
                    old.replacedAmounts.merging(entry.original?.replacedAmounts ?? [:]) { kept, _ in kept }
                        .filter { old.amounts[$0.key] == nil || old.replacedAmounts[$0.key] != nil })
                habits[index] = merged
                if let settings = entry.settings {
                    // The habit keeps its own schedule: the tracker's nearest one does not matter.
                    summary.notices.removeAll { notice in
                        switch notice {
                        case .nearestSchedule(let name, _, _), .monthlySchedule(let name, _, _): return name == entry.name
                        default: return false
                        }
                    }
                    if settings.schedule != old.schedule || settings.goal != old.goal {
                        summary.notices.append(.keptSettings(name: old.name))
                    }
                }
                let newSkips = skips.subtracting(completions).count - old.skips.count
                summary.alreadyDone +=
                    entry.days.count + entry.skips.count - (completions.count - old.completions.count) - newSkips
                continue
            }
            let lookupKey = HabitName.lookupKey(entry.name)
            if let existing = nameByLookupKey[lookupKey] { throw .nameClash(entry.name, existing: existing) }
            nameByLookupKey[lookupKey] = entry.name
            let days = DaySet(entry.days)
            let original = entry.original
            let earliest = [days.first, entry.skips.min(), entry.amounts.keys.min(), entry.notes.keys.min()].compactMap { $0 }
                .min()
            var habit = Habit(
                id: original?.id ?? makeID(), name: entry.name, icon: original?.icon ?? Defaults.icon,
                color: original?.color ?? entry.settings?.color ?? Defaults.color(existingHabits: habits.count),
                created: original?.created ?? earliest ?? today, completions: days,
                schedule: original?.schedule ?? entry.settings?.schedule ?? .daily, skips: DaySet(entry.skips),
                pauses: original?.pauses ?? [], goal: original?.goal ?? entry.settings?.goal,
                amounts: original?.amounts ?? entry.amounts, notes: original?.notes ?? entry.notes)
            habit.isArchived = original?.isArchived ?? entry.settings?.isArchived ?? false
            habit.archivedOn = original?.archivedOn
            habit.setGroup(original?.group)
            habit.setStoredPurpose(original?.purpose ?? (entry.settings?.isTrackOnly == true ? .trackOnly : .build))
            habit.reminders = original?.reminders ?? []
            habit.setAnsweredNo(original?.answeredNo ?? [])
            habit.setTags(original?.tags ?? [])
            habit.setReplacedAmounts(original?.replacedAmounts ?? [:])
            indexByKey[key] = habits.count
            indexByID[habit.id] = habits.count
            habits.append(habit)
            summary.newHabits += 1
            if original == nil, entry.settings == nil { newWithDefaults += 1 }
            summary.alreadyDone += entry.days.count + entry.skips.count - days.count - habit.skips.count
        }
        if newWithDefaults > 0 { summary.notices.append(.defaultSettings(newHabits: newWithDefaults)) }
        // Names are valid (checked on reading) and unique (matched by key above, close ones refused).
        // A file without habits yet takes the week of the export it is made from, unless its own
        // week was chosen (`habit week-start`).
        let adopted = collection.habits.isEmpty && !collection.weekStartStated ? weekStart : nil
        var result = HabitCollection(habits: habits, weekStart: adopted ?? collection.weekStart)
        result.weekStartStated = collection.weekStartStated
        return (result, summary)
    }
}

/// What an import changed, for the line it prints.
struct ImportSummary: Equatable, Sendable {
    /// Days listed in the input, repeats included.
    var days: Int
    /// Habits named in the input.
    var habits: Int
    /// Of those, the ones that did not exist before.
    var newHabits: Int
    /// Days that were already checked (or listed twice), so changed nothing.
    var alreadyDone: Int
    /// Of the days, the skipped ones.
    var skips = 0
    /// Amounts and notes in the input.
    var amounts = 0
    var notes = 0
    /// What the person should know besides (see ``ImportNotice``).
    var notices: [ImportNotice] = []
    /// Whether the import changed anything at all.
    var changed = true
}
