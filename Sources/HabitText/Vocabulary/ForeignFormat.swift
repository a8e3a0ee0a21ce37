/// The trackers `habit import --from` reads a history from, as typed after `--from`.
public enum ForeignFormat: String, CaseIterable, Sendable {
    /// Loop Habit Tracker's CSV export: the zip, or the folder it holds.
    case loop
    /// harsh's folder with its `habits` and `log` files.
    case harsh
    /// habitctl's folder (`~/.habitctl`) with its `habits` and `log` files.
    case habitctl
    /// dijo's `habit_record.json`, or the folder that holds it.
    case dijo
}
