import HabitCore
import HabitStore
import HabitSystem
import HabitText
import HabitFormat

/// `habit export [--format json|csv]`: all habits and days to standard output, as the data
/// file's JSON (``StoreFormat``, the default: the backup, which round-trips exactly) or as CSV
/// (``HabitCSV``, a table of days). Either, imported into an empty store, gives the same habits
/// and days back; only JSON keeps their settings, and a CSV export that leaves some out says so
/// on standard error. `habit export --format svg NAME [--weeks N]`: the heatmap of one habit, a
/// standalone SVG drawing (``HeatmapSVG``, the drawing `habit report` shows).
struct ExportCommand: DeclaredCommand {
    /// Its options, in the order help lists them.
    struct Declared: CommandOptions {
        /// `--format csv|json|svg`.
        @Declare var format = Option<ExportFormat>(.format, .choice(.format) { .badFormat($0) })
        @Declare var weeks = Options.heatmapWeeks
    }

    /// The declaration: its name and arguments; its options are ``Declared``'s.
    static let spec = CommandSpec(ExportCommand.self, .export, arguments: [.optionalName])

    let format: ExportFormat
    /// The habit whose heatmap `--format svg` draws.
    let name: String?
    /// `--weeks` of the heatmap.
    let weeks: Int

    /// The command with these values.
    init(format: ExportFormat, name: String? = nil, weeks: Int = HeatmapSVG.defaultWeeks) {
        self.format = format
        self.name = name
        self.weeks = weeks
    }

    /// The command as the command line asks for it: a name and `--weeks` only with SVG, and SVG
    /// only with a name.
    init(_ input: CommandInput<Declared>) throws(UsageError) {
        format = try input.value(\.format) ?? .json
        name = input.arguments.first
        let typedWeeks = try input.value(\.weeks)
        weeks = typedWeeks ?? HeatmapSVG.defaultWeeks
        if format == .svg, name == nil { throw .report(.svgNeedsName) }
        if format != .svg, name != nil || typedWeeks != nil { throw .report(.nameNeedsSVG) }
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        if format == .svg { return try heatmap(in: context) }
        let stored = try context.withStore { store throws(StoreError) in try store.loadKeepingUnknown() }
        if format == .csv {
            let lost = HabitCSV.habitsWithSettingsLeftOut(stored.habits)
            let notice =
                lost == 0
                ? ""
                : ErrorReport.line(
                    context.language.text(.csvLeavesOutSettings(habits: lost)), style: context.presentation.errorStyle) + "\n"
            // Written as it is made: a day a row, the table can be far larger than the data file.
            var output = context.streamedOutput { write throws(StreamFailure) in
                try HabitCSV.write(stored.habits) { piece throws(StreamFailure) in try write(Array(piece.utf8)) }
            }
            output.stderr = notice
            return output
        }
        // With the members this version does not know: the JSON export is the backup format.
        return Output(stdout: StoreFormat.encode(stored.habits, unknown: stored.unknown))
    }

    /// The SVG heatmap of the habit named (archived ones too).
    private func heatmap(in context: CommandContext) throws(Failure) -> Output {
        guard let name else { throw .usage(.report(.svgNeedsName)) }
        let habit = try context.find(name, in: try context.load())
        return Output(stdout: HeatmapSVG(habit, weeks: weeks, today: context.today, language: context.language).standalone)
    }
}
