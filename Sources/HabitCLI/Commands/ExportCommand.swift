import HabitCore

/// `habit export [--format csv|json]`: all habits and days to standard output, as CSV
/// (``HabitCSV``) or as the data file's JSON (``StoreFormat``). Either, imported into an empty
/// store, gives the same habits and days back.
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
        format = try input.value(Options.format) ?? .csv
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let stored = try context.withStore { store throws(StoreError) in try store.loadKeepingUnknown() }
        switch format {
        case .csv: return Output(stdout: HabitCSV.encode(stored.habits))
        // With the members this version does not know: the JSON export is the backup format.
        case .json: return Output(stdout: StoreFormat.encode(stored.habits, unknown: stored.unknown))
        }
    }
}
