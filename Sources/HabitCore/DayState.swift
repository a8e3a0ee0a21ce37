/// What a day was for a habit, as the week row, the calendar and `--json` show it.
///
/// The first four come from the day's own facts, in this order of precedence: a done day is
/// never excused, a skip wins over a pause, and a pause over the habit not existing yet. The
/// rest depend on the schedule.
public enum DayState: String, Hashable, Sendable, CaseIterable {
    /// Checked.
    case done
    /// Not done, and marked as excused with `habit skip`.
    case skipped
    /// Not done, and inside a pause.
    case paused
    /// Not done, and before the habit's start.
    case beforeCreation
    /// Today, not done (and not excused): still open.
    case open
    /// Today, of a limit (or a quit habit), within the limit so far: not done before the day is
    /// over. Today over the limit is ``missed`` at once.
    case withinLimitSoFar
    /// A passed day that was due and not done: it breaks the streak. For a `perWeek` habit,
    /// a day (not done and not excused) of a week that broke.
    case missed
    /// A passed day that was not due, or did not break anything.
    case notDue
    /// A day after today.
    case future
}
