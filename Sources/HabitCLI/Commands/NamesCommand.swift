import HabitCore

/// `habit names [--archived]`: every habit's name but the archived ones (with `--archived`: the
/// archived ones), one per line, in the list's order; for completion scripts and shell loops.
struct NamesCommand: DeclaredCommand {
    /// The declaration: its name, arguments and options.
    static let spec = CommandSpec(NamesCommand.self, .names, options: [Options.archived])

    /// `--archived`.
    var archived = false

    /// The command with these values.
    init(archived: Bool = false) {
        self.archived = archived
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput) throws(UsageError) {
        archived = input.isSet(Options.archived)
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        var output = Output()
        try (archived ? context.load().archived : context.load().active).forEach { output.print($0.name) }
        return output
    }
}
