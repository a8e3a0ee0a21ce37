import HabitStore
import HabitSystem
import HabitText
/// `habit --version`: the version, the commit the build recorded, the copyright and the licence.
struct VersionCommand: HabitCommand, Equatable {
    /// It changes nothing.
    let changesData = false
    /// It needs no day.
    let needsToday = false
    /// Not in the command table: `--version` is an option.
    let name: CommandName? = nil

    /// Prints the version.

    func run(in context: CommandContext) -> Output {
        Output(stdout: Version.text(commit: context.commit, language: context.language))
    }
}
