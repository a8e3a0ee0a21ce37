import HabitCore

/// `habit stats [NAME] [--json]`: the statistics of one habit or of every habit, as aligned
/// text or as JSON.
struct StatsCommand: DeclaredCommand {
    /// The declaration: its name, arguments and options.
    static let spec = CommandSpec(StatsCommand.self, .stats, arguments: [.optionalName], options: [Options.json])

    /// The habit as typed; every habit when `nil`.
    let name: String?
    /// `--json`.
    let json: Bool

    /// The command with these values.
    init(name: String?, json: Bool = false) {
        self.name = name
        self.json = json
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput) throws(UsageError) {
        name = input.arguments.first
        json = input.isSet(Options.json)
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let collection = try context.load()
        let habits = try name.map { name throws(Failure) in [try context.find(name, in: collection)] } ?? collection.active
        var output = Output()
        if json {
            // JSON does not depend on the language: ties go to the earlier day of an ISO week (Monday first).
            output.stdout = StatsJSON.render(
                habits, positions: collection.positions, today: context.today, firstWeekday: .monday)
        } else {
            StatsView.render(habits, today: context.today, presentation: context.presentation).forEach { output.print($0) }
        }
        return output
    }
}
