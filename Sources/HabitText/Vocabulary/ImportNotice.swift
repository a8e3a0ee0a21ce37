import HabitCore

/// Something an import did that the person should know, printed on standard error after the
/// summary; the import itself went through.
public enum ImportNotice: Equatable, Sendable {
    /// The tracker's frequency (`2/3`) has no exact schedule in habit; the habit got the nearest.
    case nearestSchedule(name: String, frequency: String, schedule: Schedule)
    /// The tracker's month-like frequency (`1/30`) became so many times a calendar month.
    case monthlySchedule(name: String, frequency: String, schedule: Schedule)
    /// The tracker has more than one habit named `name` (Loop allows it); this one came in as
    /// `renamed` ("Read 2"), as `habit merge` numbers twins. Said with the summary, on standard
    /// output.
    case renamedTwin(name: String, renamed: String)
    /// `--skip-invalid` left out line `line` of `path`, whose text is `text`, for `problem`.
    case leftOutLine(path: String, line: Int, text: String, problem: ForeignLineProblem)
    /// The habit existed already with another schedule or goal than the tracker's; it keeps its own.
    case keptSettings(name: String)
    /// A CSV import made this many new habits (more than 0); CSV carries no settings, so they
    /// have the defaults.
    case defaultSettings(newHabits: Int)
}
