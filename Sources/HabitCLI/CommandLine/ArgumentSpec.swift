import HabitStore
import HabitSystem
import HabitText
/// A positional argument as a command declares it: the word for it in usage lines, what it
/// names, whether it may be left out and whether it repeats (`NAME…`).
struct ArgumentSpec: Sendable {
    /// What an argument names; completion offers what fits, and a blank habit name is refused.
    enum Kind: Equatable, Sendable {
        /// An existing habit, active or archived.
        case habit
        /// An archived habit (`unarchive`).
        case archivedHabit
        /// A name for a new habit.
        case newName
        /// A command (`help COMMAND`).
        case command
        /// A shell (`completion SHELL`).
        case shell
        /// The day a week starts on (`week-start DAY`): `monday`, `sunday`, `saturday`, `friday`.
        case weekStart
        /// A file.
        case file
        /// An amount, which may be negative (`log NAME -1`).
        case amount
        /// Any text.
        case text
    }

    /// The word for it in usage lines.
    let placeholder: Placeholder
    /// What it names.
    let kind: Kind
    /// Whether it may be left out.
    var isOptional = false
    /// Whether it may be given several times (the last argument only).
    var repeats = false

    /// `NAME`: one habit.
    static let name = ArgumentSpec(placeholder: .name, kind: .habit)
    /// `[NAME]`: one habit, or every one when left out.
    static let optionalName = ArgumentSpec(placeholder: .name, kind: .habit, isOptional: true)
    /// `NAME…`: one habit or several.
    static let names = ArgumentSpec(placeholder: .names, kind: .habit, repeats: true)
    /// `[NAME…]`: one habit or several, or none where `--all` stands for every one.
    static let namesOrAll = ArgumentSpec(placeholder: .names, kind: .habit, isOptional: true, repeats: true)
    /// `NAME`: the name of a new habit.
    static let newName = ArgumentSpec(placeholder: .name, kind: .newName)
    /// `TEXT`.
    static let text = ArgumentSpec(placeholder: .text, kind: .text)
    /// `FILE`.
    static let file = ArgumentSpec(placeholder: .file, kind: .file)

    /// Whether a blank word is refused here: a habit's name is never blank.
    var isHabitName: Bool { kind == .habit || kind == .archivedHabit }
}
