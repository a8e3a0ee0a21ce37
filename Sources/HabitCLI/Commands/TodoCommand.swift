import HabitCore

/// `habit todo [--quiet]`: the names of the habits due today and not done (a weekly goal while its
/// week's sum is below the goal), one per line. The exit code answers too: 0 when all are done,
/// 1 when something is open.
struct TodoCommand {
    /// `--quiet`: nothing printed, only the exit code.
    let quiet: Bool

    func run(in context: CommandContext) throws(Failure) -> Output {
        let open = try context.load().active.filter { $0.isOpen(on: context.today) }
        var output = Output()
        if !quiet { open.forEach { output.print($0.name) } }
        output.exitCode = open.isEmpty ? .success : .no
        return output
    }
}
