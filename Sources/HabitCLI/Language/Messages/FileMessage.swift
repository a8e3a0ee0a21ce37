import HabitCore
import HabitText

/// What undo, import and merge say about the data file as a whole.
enum FileMessage: Equatable, Sendable {
    /// One change that `habit undo` took back, and how long ago it was made; `redo` when the
    /// change taken back was itself an undo.
    case undone(HabitChange, today: Day, ago: Elapsed?, redo: Bool)
    /// `habit undo` restored the habits' order and nothing else.
    case undoneOrder(ago: Elapsed?, redo: Bool)
    /// `habit undo` brought back the data file's week, starting on `day` again.
    case undoneWeekStart(Weekday, ago: Elapsed?, redo: Bool)
    /// What running `habit undo` once more does.
    case undoAgain(redo: Bool)
    /// A plain import of a CSV or JSON file: what it came to.
    case imported(ImportOutcome)
    /// `import` of a CSV or JSON file whose input carries amounts or notes: the counts of days,
    /// amounts and notes that are not zero; `changed` is whether the data file changed (the
    /// habit's own amounts and notes win over the input's).
    case importedAmounts(counts: [ImportedCount], habits: Int, newHabits: Int, changed: Bool)
    /// `habit import --from`: the habits read from another tracker, how many were new, and how
    /// many done days, skipped days, amounts and notes came with them.
    case importedHistory(from: ForeignFormat, habits: Int, newHabits: Int, done: Int, skips: Int, amounts: Int, notes: Int)
    /// `habit import --from` found nothing that the data file does not hold already.
    case importedNothingNew(from: ForeignFormat, habits: Int)
    /// Something the person should know about an import that went through, for standard error.
    case importNotice(ImportNotice)
    /// `habit export --format csv` left out the settings of this many habits (more than 0),
    /// for standard error.
    case csvLeavesOutSettings(habits: Int)
    /// `habit merge` took what `path` had that the data file lacked: the counts of habits added
    /// and changed that are not zero (one at least).
    case merged(path: ShownText, counts: [MergedCount])
    /// `habit merge` found nothing in `path` that the data file lacks.
    case nothingToMerge(path: ShownText)
}

extension LanguageTable {
    /// "2 minutes ago", or "by the last change" when the time is unknown: the catalog's
    /// `file.ago.…` entries.
    func agoText(_ elapsed: Elapsed?) -> String {
        switch elapsed {
        case nil: return catalog.text(.fileAgoUnknown)
        case .moments: return catalog.text(.fileAgoMoments)
        case .minutes(let count): return catalog.text(.fileAgoMinutes, count: count, ["count": String(count)])
        case .hours(let count): return catalog.text(.fileAgoHours, count: count, ["count": String(count)])
        case .days(let count): return catalog.text(.fileAgoDays, count: count, ["count": String(count)])
        }
    }
}
