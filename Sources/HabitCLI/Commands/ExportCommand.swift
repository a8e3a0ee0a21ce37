import HabitCore

/// `habit export [--format json|csv]`: all habits and days to standard output, as the data
/// file's JSON (``StoreFormat``, the default: the backup, which round-trips exactly) or as CSV
/// (``HabitCSV``, a table of days). Either, imported into an empty store, gives the same habits
/// and days back; only JSON keeps their settings, and a CSV export that leaves some out says so
/// on standard error.
struct ExportCommand: DeclaredCommand {
    /// The declaration: its name, arguments and options.
    static let spec = CommandSpec(ExportCommand.self, .export, options: [Options.format])

    let format: DataFormat

    /// The command with these values.
    init(format: DataFormat) {
        self.format = format
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput) throws(UsageError) {
        format = try input.value(Options.format) ?? .json
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let stored = try context.withStore { store throws(StoreError) in try store.loadKeepingUnknown() }
        switch format {
        case .csv:
            let lost = HabitCSV.habitsWithSettingsLeftOut(stored.habits)
            let notice =
                lost == 0
                ? ""
                : ErrorReport.line(
                    context.language.text(.csvLeavesOutSettings(habits: lost)), style: context.presentation.errorStyle) + "\n"
            return Output(stdout: HabitCSV.encode(stored.habits), stderr: notice)
        // With the members this version does not know: the JSON export is the backup format.
        case .json: return Output(stdout: StoreFormat.encode(stored.habits, unknown: stored.unknown))
        }
    }
}
