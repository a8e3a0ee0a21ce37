/// `habit --version`: the program's version.
struct VersionCommand: HabitCommand, Equatable {
    /// It changes nothing.
    let changesData = false
    /// It needs no day.
    let needsToday = false

    /// Prints the version.

    func run(in context: CommandContext) -> Output {
        Output(stdout: "habit \(Version.current)\n")
    }
}
