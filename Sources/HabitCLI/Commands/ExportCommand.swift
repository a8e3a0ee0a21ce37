import HabitCore

extension Runner {
    /// `habit export`: all habits and days to standard output, as CSV (``HabitCSV``) or as the
    /// data file's JSON (``StoreFormat``). Either, imported into an empty store, gives the same
    /// habits and days back.
    func export(_ format: DataFormat) throws -> Output {
        let habits = try store.get().load()
        switch format {
        case .csv: return Output(stdout: HabitCSV.encode(habits))
        case .json: return Output(stdout: StoreFormat.encode(habits))
        }
    }
}
