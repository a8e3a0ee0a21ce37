import HabitCore

/// `habit names [--archived]`: every habit's name but the archived ones (with `--archived`: the
/// archived ones), one per line, in the list's order; for completion scripts and shell loops.
struct NamesCommand {
    /// `--archived`.
    var archived = false

    func run(in context: CommandContext) throws(Failure) -> Output {
        var output = Output()
        try (archived ? context.load().archived : context.load().active).forEach { output.print($0.name) }
        return output
    }
}
