import HabitCore
import HabitSystem

/// The CSV form of the habits, as `habit export` writes it and `habit import` reads it: a
/// table of days.
///
/// ```
/// name,date,state,amount,note
/// Meditieren,2026-11-27,done,,
/// Meditieren,2026-11-28,skipped,,
/// "Wasser, viel",2026-11-28,done,,
/// Neu,,,,
/// ```
/// A header line, then a row per habit and day, habits in their order and days oldest first;
/// `state` is `done`, `skipped` or empty (a day with only an amount or a note); `amount` is the
/// day's total as an exact decimal (`2.5`), `note` its note (guarded like a name). A habit without days
/// gets one row with an empty date so it survives the round trip. Import also reads the older
/// two-column form `name,date`, each row a done day. Icons, colours, ids, schedules, goals,
/// limits, pauses and archiving are not part of it: the JSON export keeps those.
public enum HabitCSV {
    /// The header line's fields.
    public static let header = ["name", "date", "state", "amount", "note"]
    /// The header of the older two-column form.
    public static let oldHeader = ["name", "date"]

    /// Whether `fields` are a header line, new or old (ignoring case and surrounding spaces).
    public static func isHeader(_ fields: [String]) -> Bool {
        let normalized = fields.map { $0.trimmingWhitespace().lowercased() }
        return normalized == header || normalized == oldHeader
    }

    /// The first characters that make a spreadsheet read a cell as a formula (or, for tab and
    /// CR, let one through), and the quote that marks a cell as text.
    public static let formulaStarts: Set<Character> = ["=", "+", "-", "@", "\t", "\r", "'"]

    /// A text field (a name) as export writes it: one leading `'` before a field that starts
    /// like a formula, so a spreadsheet shows `=HYPERLINK(…)` as text instead of running it
    /// (OWASP's advice for CSV injection). Numbers and dates are never text fields.
    public static func guarded(_ text: String) -> String {
        guard let first = text.first, formulaStarts.contains(first) else { return text }
        return "'" + text
    }

    /// A text field as import reads it: exactly one leading `'` is removed when what follows
    /// starts like a formula, which undoes ``guarded(_:)``; any other field is kept as it is.
    public static func unguarded(_ field: String) -> String {
        guard field.first == "'", let second = field.dropFirst().first, formulaStarts.contains(second) else { return field }
        return String(field.dropFirst())
    }

    /// How many of the habits have a setting that CSV does not carry, so that importing the CSV
    /// into an empty store would not give it back: a goal or limit, a schedule other than
    /// daily, pauses, archiving, reminder times, "no" answers to `habit ask`, tags, an icon or a colour other than
    /// those a new habit gets in its place. (Their order is kept: rows follow it.)
    public static func habitsWithSettingsLeftOut(_ collection: HabitCollection) -> Int {
        collection.habits.enumerated().count { index, habit in
            habit.goal != nil || habit.schedule != .daily || !habit.pauses.isEmpty || habit.isArchived || habit.isGroup
                || !habit.reminders.isEmpty || !habit.answeredNo.isEmpty || !habit.tags.isEmpty || habit.icon != Defaults.icon
                || habit.color != Defaults.color(existingHabits: index)
        }
    }

    /// The whole CSV text for `collection`.
    public static func encode(_ collection: HabitCollection) -> String {
        var text = ""
        write(collection) { piece in text += piece }
        return text
    }

    /// The size of the pieces ``write(_:to:)`` hands on, in bytes.
    public static let pieceSize = 1 << 16

    /// Writes ``encode(_:)``'s text to `sink` as it goes, in pieces of about ``pieceSize``
    /// bytes: a day a row, the CSV of a small data file can be thousands of times its size (a
    /// run of done days is one line of the file). A sink that throws ends the text there.
    public static func write<Failure: Error>(_ collection: HabitCollection, to sink: (String) throws(Failure) -> Void)
        throws(Failure)
    {
        var out = CSVWriter.row(header)
        func handOnWhenFull() throws(Failure) {
            guard out.utf8.count >= pieceSize else { return }
            try sink(out)
            out = ""
        }
        for habit in collection.habits {
            try handOnWhenFull()
            let name = CSVWriter.field(guarded(habit.name))
            if habit.completions.isEmpty && habit.skips.isEmpty && habit.amounts.isEmpty && habit.notes.isEmpty {
                out += name + ",,,,\n"
                continue
            }
            if !habit.amounts.isEmpty || !habit.notes.isEmpty {
                out += rowsWithAmounts(of: habit, name: name)
                continue
            }
            var done = habit.completions.makeIterator()
            var skipped = habit.skips.makeIterator()
            var nextDone = done.next()
            var nextSkipped = skipped.next()
            // Both sets iterate in calendar order and never share a day: merge them.
            while nextDone != nil || nextSkipped != nil {
                try handOnWhenFull()
                if let day = nextDone, nextSkipped.map({ day < $0 }) ?? true {
                    out += name + "," + day.description + ",done,,\n"
                    nextDone = done.next()
                } else if let day = nextSkipped {
                    out += name + "," + day.description + ",skipped,,\n"
                    nextSkipped = skipped.next()
                }
            }
        }
        try sink(out)
    }

    /// The rows of a habit with amounts or notes: every day that is done, skipped, or has an
    /// amount or a note, oldest first; the state is empty on a day that is neither done nor
    /// skipped.
    private static func rowsWithAmounts(of habit: Habit, name: String) -> String {
        var days = Set(habit.amounts.keys).union(habit.notes.keys)
        days.formUnion(habit.completions)
        days.formUnion(habit.skips)
        var out = ""
        for day in days.sorted() {
            let state = habit.completions.contains(day) ? "done" : habit.skips.contains(day) ? "skipped" : ""
            let amount = habit.amounts[day]?.description ?? ""
            let note = habit.notes[day].map { CSVWriter.field(guarded($0)) } ?? ""
            out += name + "," + day.description + "," + state + "," + amount + "," + note + "\n"
        }
        return out
    }
}
