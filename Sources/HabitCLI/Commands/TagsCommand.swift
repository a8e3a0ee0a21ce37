import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// `habit tags [--json] [--matching TEXT]`: every tag of the habits that are not archived, in
/// the order the tags first occur going down the habits, each with how many habits have it and
/// how many of those due today are done; with `--matching`, only the tags that TEXT would find
/// as their start, one per line (for completion).
struct TagsCommand: DeclaredCommand {
    /// Its options, in the order help lists them.
    struct Declared: CommandOptions {
        @Declare var json = Options.json
        @Declare var matching = Options.matching
    }

    /// The declaration: its name; its options are ``Declared``'s.
    static let spec = CommandSpec(TagsCommand.self, .tags)

    /// `--json`.
    var json = false
    /// `--matching`: the start of the tags wanted, as typed.
    var matching: String? = nil

    /// The command as the command line asks for it.
    init(_ input: CommandInput<Declared>) throws(UsageError) {
        json = input.isSet(\.json)
        matching = try input.value(\.matching)
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let collection = try context.load()
        var output = Output()
        if let matching {
            // Archived habits' tags too: `--tag` finds them.
            let start = HabitTag.key(matching)
            collection.tags.filter { HabitTag.key($0).hasPrefix(start) }.forEach { output.print($0) }
            return output
        }
        let summaries = TagSummary.all(of: collection.active, on: context.today)
        if json {
            output.print(TagSummary.json(summaries))
        } else if summaries.isEmpty {
            output.stdout += context.presentation.paragraph(.noTags)
        } else {
            TagSummary.render(summaries, presentation: context.presentation).forEach { output.print($0) }
        }
        return output
    }
}
