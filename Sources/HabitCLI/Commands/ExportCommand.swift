import HabitCore

/// `habit export [--format csv|json]`: all habits and days to standard output, as CSV
/// (``HabitCSV``) or as the data file's JSON (``StoreFormat``). Either, imported into an empty
/// store, gives the same habits and days back.
struct ExportCommand {
    let format: DataFormat

    func run(in context: CommandContext) throws(Failure) -> Output {
        let habits = try context.load()
        switch format {
        case .csv: return Output(stdout: HabitCSV.encode(habits))
        case .json: return Output(stdout: StoreFormat.encode(habits))
        }
    }
}
