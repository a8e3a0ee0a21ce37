import HabitCore

/// `habit names`: every habit's name but the archived ones, one per line, in the list's order;
/// for completion scripts and shell loops.
struct NamesCommand {
    func run(in context: CommandContext) throws(Failure) -> Output {
        var output = Output()
        try context.load().active.forEach { output.print($0.name) }
        return output
    }
}
