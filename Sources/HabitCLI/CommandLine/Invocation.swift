import HabitStore
import HabitSystem
import HabitText
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
struct Invocation: Sendable {
    var command: ParsedCommand
    var options: GlobalOptions
}

/// The command a command line asks for, or why it asks for none: a `Result` in all but name.
/// (A generic `Result` of these two types has its metadata built as the program runs, after a
/// search of all its conformance records for `UsageError`'s to `Error`: every run paid for it.)
enum ParsedCommand: Equatable, Sendable {
    case success(any HabitCommand)
    case failure(UsageError)

    /// The command, or its usage error thrown.
    func get() throws(UsageError) -> any HabitCommand {
        switch self {
        case .success(let command): return command
        case .failure(let error): throw error
        }
    }

    /// Whether both are the same command with the same arguments, or the same error.
    static func == (left: ParsedCommand, right: ParsedCommand) -> Bool {
        switch (left, right) {
        case (.success(let left), .success(let right)): return left.isEqual(to: right)
        case (.failure(let left), .failure(let right)): return left == right
        default: return false
        }
    }
}
