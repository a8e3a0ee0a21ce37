import HabitCore

/// `habit merge OTHER [--base BASE]`: merges another copy of the data file into it, under the
/// store's lock, in one change that `habit undo` takes back. Conflicts it resolved on its own
/// are reported on standard error; the exit code is still 0.
struct MergeCommand: DeclaredCommand {
    /// `--base FILE`: the copy both came from.
    static let base = Option<String>(.base, .text(.file))

    /// The declaration: its name, arguments and options.
    static let spec = CommandSpec(MergeCommand.self, .merge, arguments: [.file], options: [base], changesData: true)

    /// The other copy's path.
    let other: String
    /// The copy both came from, for a three-way merge; `nil` merges two-way.
    let base: String?

    /// The command with these values.
    init(other: String, base: String?) {
        self.other = other
        self.base = base
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput) throws(UsageError) {
        other = input.arguments[0]
        base = try input.value(Self.base)
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let theirs = try MergeInput.read(other, today: context.today)
        let ancestor: HabitCollection?
        if let base { ancestor = try MergeInput.read(base, today: context.today).habits } else { ancestor = nil }
        // Members this version does not know come along with the other copy's habits.
        let (result, before) = try context.change(adding: theirs.unknown) { habits in
            let result = HabitMerge.merge(ours: habits, theirs: theirs.habits, base: ancestor)
            let before = habits
            habits = result.habits
            return (result, before)
        }
        let added = result.habits.habits.filter { before[$0.id] == nil }.count
        let changed = result.habits.habits.filter { habit in before[habit.id].map { $0 != habit } ?? false }.count
        var output = Output()
        let summary: FileMessage =
            added == 0 && changed == 0
            ? .nothingToMerge(path: other) : .merged(path: other, counts: MergedCount.nonZero(added: added, changed: changed))
        output.print(context.language.text(summary))
        output.stderr = MergeInput.report(result.conflicts, in: context.language)
        return output
    }
}
