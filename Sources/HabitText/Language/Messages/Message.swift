/// Everything `habit` says, each with the data it needs, by area: one case per sentence, label
/// or word in the area's enum. Each area's `text(_:)`, in the area's file, picks a catalog entry
/// for each case in one exhaustive switch, so a new case does not compile until it has its entry;
/// `CatalogTests` names an entry a language's catalog lacks. Call sites name the sentence alone (`language.text(.noNotes)`); a value
/// that may come from any area is a `Message`.
public enum Message: Equatable, Sendable {
    /// Weekday and month names, dates, placeholders, the yes word.
    case word(WordMessage)
    /// What a view shows.
    case view(ViewMessage)
    /// What a command that changes a habit or its days says.
    case change(ChangeMessage)
    /// What undo, import and merge say.
    case file(FileMessage)
    /// An error or notice for standard error.
    case error(ErrorMessage)
    /// A line of help.
    case help(HelpMessage)
    /// What `habit history` and `habit redo` say.
    case history(HistoryMessage)
    /// What merging and keeping copies in sync say.
    case sync(SyncMessage)
    /// What the grid, the notes, the report and the heatmap say.
    case report(ReportMessage)
    /// What the helpers for prompts, status bars and scripts say.
    case scripting(ScriptingMessage)
    /// What `habit remind` sends and says.
    case reminder(ReminderMessage)
    /// What `habit remind --install` and `--uninstall` say.
    case timer(TimerMessage)
    /// How a habit goes over time: strength and totals.
    case trend(TrendMessage)
    /// What tags make `habit` say: `add`/`edit --tag`, the `--tag` filter, `habit tags`.
    case tag(TagMessage)
    /// What the perfect day makes `habit` say.
    case perfect(PerfectDayMessage)
    /// What groups make `habit` say.
    case group(GroupMessage)
}
