import HabitCore

/// `habit todo [--quiet]`: the names of the habits due today and not done (a weekly goal while its
/// week's sum is below the goal), one per line. The exit code answers too: 0 when all are done,
/// 1 when something is open.
struct TodoCommand: DeclaredCommand {
    /// The declaration: its name, arguments and options.
    static let spec = CommandSpec(TodoCommand.self, .todo, options: [Options.quiet])

    /// `--quiet`: nothing printed, only the exit code.
    let quiet: Bool

    /// The command with these values.
    init(quiet: Bool) {
        self.quiet = quiet
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput) throws(UsageError) {
        quiet = input.isSet(Options.quiet)
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let open = try context.load().active.filter { $0.isOpen(on: context.today) }
        var output = Output()
        if !quiet { open.forEach { output.print($0.name) } }
        output.exitCode = open.isEmpty ? .success : .no
        return output
    }
}
