import HabitStore
import HabitSystem
/// Where `habit import` reads from: a file, or standard input when `-` was given.
enum ImportSource: Equatable, Sendable {
    case file(String)
    case standardInput

    /// `-` means standard input; anything else is a path.
    init(_ argument: String) {
        self = argument == "-" ? .standardInput : .file(argument)
    }
}
