import HabitCore

/// What a person asked `habit` to do, fully parsed; nothing is resolved against the store yet.
enum Command: Equatable, Sendable {
    /// Every habit on one line, with its progress as of today or `--as-of`.
    case list(ViewOptions)
    /// A new habit; `icon` and `color` fall back to defaults when `nil`, the schedule to daily;
    /// `goal` makes it measured.
    case add(name: String, icon: String?, color: HabitColor?, schedule: Schedule? = nil, goal: Goal? = nil)
    /// Change a habit's schedule (for its whole history), icon, colour, goal or unit; `nil`
    /// keeps each.
    case edit(name: String, schedule: Schedule?, icon: String?, color: HabitColor?, goal: GoalChange? = nil)
    /// Mark each habit as excused on `date` (today when `nil`), with `note` as the day's note.
    case skip(names: [String], date: DateArgument?, note: String? = nil)
    /// Add `amount` to the day's total of a habit, or (`replace`) make it the total.
    case log(name: String, amount: Amount, replace: Bool, date: DateArgument?, note: String?)
    /// Set the day's note of a habit; an empty text removes it.
    case note(name: String, text: String, date: DateArgument?)
    /// Pause a habit from `from` (today when `nil`) through `until` (without end when `nil`).
    case pause(name: String, from: DateArgument?, until: DateArgument?)
    /// End a habit's current pause at yesterday and drop planned ones.
    case resume(name: String)
    /// Mark each habit done on `date` (today when `nil`), with `note` as the day's note.
    case check(names: [String], date: DateArgument?, note: String? = nil)
    /// Mark each habit not done on `date` (today when `nil`).
    case uncheck(names: [String], date: DateArgument?)
    /// Flip one habit on `date` (today when `nil`).
    case toggle(name: String, date: DateArgument?)
    /// The detail view of one habit, or of all when `name` is `nil`.
    case show(name: String?, ViewOptions)
    /// The statistics of one habit, or of all when `name` is `nil`; as JSON when `json`.
    case stats(name: String?, json: Bool = false)
    /// Give a habit a new name.
    case rename(name: String, newName: String)
    /// Delete a habit and its history; `confirmed` when `--yes` was given.
    case delete(name: String, confirmed: Bool)
    /// Help for one command, or the overview when `nil`.
    case help(CommandName?)
    /// The manual page, as roff (`habit help --man`).
    case manual
    /// The program's version.
    case version
    /// The names of the habits not done today; `quiet` prints nothing, the exit code answers.
    case todo(quiet: Bool)
    /// Whether one habit was done on `date` (today when `nil`), as the exit code.
    case status(name: String, date: DateArgument?, quiet: Bool)
    /// Every habit's name, one per line: for completion scripts and shell loops.
    case names(archived: Bool = false)
    /// Import days from CSV or a JSON export; `format` `nil` means "tell by the content";
    /// `tracker` reads another tracker's files instead.
    case importData(from: ImportSource, format: DataFormat?, tracker: ForeignFormat?)
    /// All data to standard output.
    case export(format: DataFormat)
    /// A completion script for `shell`.
    case completion(Shell)
    /// Restore the habits as they were before the last change (a second undo redoes it).
    case undo
    /// The effective settings and where each came from.
    case config
    /// Archive a habit (`archived` true) or bring it back.
    case archive(name: String, archived: Bool)
    /// Put a habit somewhere else in the order.
    case move(name: String, to: MoveTarget)
    /// The check-in: ask about every habit due and not yet answered, `back` days back at most.
    case ask(back: Int)
    /// Merge another copy of the data file into it; three-way when `base` names the copy both
    /// came from.
    case merge(other: String, base: String?)
    /// git's merge driver: merge `theirs` into the file `ours` with `base` as the ancestor,
    /// touching those three files only.
    case mergeDriver(base: String, ours: String, theirs: String)
}

/// Where `habit move` puts a habit, as typed: `--to N`, `--before OTHER` or `--after OTHER`.
enum MoveTarget: Equatable, Sendable {
    case position(Int)
    case before(String)
    case after(String)
}

extension Command {
    /// Whether the command may change the data file: when it succeeded, its change is saved
    /// even if its report cannot be printed, and a script must not run it again.
    var changesData: Bool {
        switch self {
        case .add, .edit, .check, .uncheck, .skip, .pause, .resume, .toggle, .rename, .delete, .importData, .undo, .archive,
            .move, .ask, .merge, .mergeDriver, .log, .note:
            return true
        case .list, .show, .stats, .help, .manual, .version, .todo, .status, .names, .export, .completion, .config:
            return false
        }
    }
}

/// Options that apply to every command.
struct GlobalOptions: Equatable, Sendable {
    /// `--file PATH`: the data file, overriding the environment.
    var file: String?
    /// `--color WHEN`; `nil` when not typed, so the environment and the config file decide.
    var colorMode: ColorMode?
    /// `--wait SECONDS`: how long a change waits for another process's lock.
    var lockWait: Double?
}

/// A parsed command line: the global options, and the command or why there is none. The
/// options are there even when the command line is wrong, so its error is coloured as asked.
struct Invocation: Equatable, Sendable {
    var command: ParsedCommand
    var options: GlobalOptions
}

/// The command a command line asks for, or why it asks for none: a `Result` in all but name.
/// (A generic `Result` of these two types has its metadata built as the program runs, after a
/// search of all its conformance records for `UsageError`'s to `Error`: every run paid for it.)
enum ParsedCommand: Equatable, Sendable {
    case success(Command)
    case failure(UsageError)

    /// The command, or its usage error thrown.
    func get() throws(UsageError) -> Command {
        switch self {
        case .success(let command): return command
        case .failure(let error): throw error
        }
    }
}
