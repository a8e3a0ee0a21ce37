import HabitCore

/// `habit stats [NAME] [--json] [--tag TAGS]`: the statistics of one habit or of every habit (with
/// `--tag`, of those with any of the tags, and below them the tags' combined completion), as
/// aligned text or as JSON.
struct StatsCommand: DeclaredCommand {
    /// The declaration: its name, arguments and options.
    static let spec = CommandSpec(StatsCommand.self, .stats, arguments: [.optionalName], options: [Options.json, Options.tag])

    /// The habit as typed; every habit when `nil`.
    let name: String?
    /// `--json`.
    let json: Bool
    /// `--tag`: only the habits with any of these tags.
    var tagFilter = TagFilter()

    /// The command with these values.
    init(name: String?, json: Bool = false) {
        self.name = name
        self.json = json
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput) throws(UsageError) {
        name = input.arguments.first
        json = input.isSet(Options.json)
        tagFilter = try TagFilter(input)
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let collection = try context.load()
        let habits = try tagFilter.apply(
            to: try name.map { name throws(Failure) in [try context.find(name, in: collection)] } ?? collection.active,
            of: collection)
        var output = Output()
        if json {
            // JSON does not depend on the language: ties go to the earlier day of an ISO week (Monday first).
            output.stdout = StatsJSON.render(
                habits, positions: collection.positions, today: context.today, firstWeekday: .monday)
        } else {
            StatsView.render(habits, today: context.today, presentation: context.presentation).forEach { output.print($0) }
            output.stdout +=
                tagFilter.combinedCompletion(of: habits, in: collection, today: context.today)
                .map { "\n" + context.presentation.paragraph($0) } ?? ""
        }
        return output
    }
}
