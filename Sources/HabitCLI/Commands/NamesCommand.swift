import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// `habit names [--archived] [--matching TEXT]`: every habit's name but the archived ones (with
/// `--archived`: the archived ones), one per line, in the list's order; with `--matching`, only
/// those that TEXT would find as the start of the name, ignoring case, accents and width as a
/// name typed on the command line is found. For completion scripts and shell loops.
struct NamesCommand: DeclaredCommand {
    /// Its options, in the order help lists them.
    struct Declared: CommandOptions {
        @Declare var archived = Options.archived
        @Declare var matching = Options.matching
    }

    /// The declaration: its name; its options are ``Declared``'s.
    static let spec = CommandSpec(NamesCommand.self, .names)

    /// `--archived`.
    var archived = false
    /// `--matching`: the start of the names wanted, as typed.
    var matching: String? = nil

    /// The command with these values.
    init(archived: Bool = false, matching: String? = nil) {
        self.archived = archived
        self.matching = matching
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<Declared>) throws(UsageError) {
        archived = input.isSet(\.archived)
        matching = try input.value(\.matching)
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        var output = Output()
        let habits = try context.load()
        let wanted = matching.map { habits.habits(startingWith: $0) } ?? habits.habits
        wanted.filter { $0.isArchived == archived }.forEach { output.print($0.name) }
        return output
    }
}
