import HabitCore
import HabitStore
import HabitSystem

/// The one route from a parsed command to its output: each command is one type, and any
/// failure becomes one line on standard error and an exit code.
enum Runner {
    /// Runs `command` in `context`.
    static func run(_ command: any HabitCommand, in context: CommandContext) -> Output {
        do {
            var output = try command.run(in: context)
            output.savedChange = command.changesData && output.exitCode == .success
            return output
        } catch {
            return ErrorReport.output(for: error, language: context.language, style: context.presentation.errorStyle)
        }
    }
}
