import HabitStore
import HabitSystem
/// The shells `habit completion` writes a script for.
enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
}
