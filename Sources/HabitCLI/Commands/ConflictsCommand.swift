import HabitCore
import HabitStore
import HabitSystem
import HabitText
import HabitFormat

/// `habit conflicts [--json] [--clear]`: the conflicts merges resolved on their own and recorded
/// in the data file, one sentence each (the habit, the day or field, the value kept and the one
/// set aside), oldest first; `--json` prints the list as the data file holds it (see
/// ``ConflictCoding``); `--clear` acknowledges them all, so `habit list` stops mentioning them
/// (one change, which `habit undo` takes back).
struct ConflictsCommand: DeclaredCommand {
    /// Its options, in the order help lists them.
    struct Declared: CommandOptions {
        @Declare var json = Options.json
        /// `--clear`: acknowledge the listed conflicts.
        @Declare var clear = Option<Bool>(.clear, .flag)
    }

    /// The declaration: its name and arguments; its options are ``Declared``'s.
    static let spec = CommandSpec(ConflictsCommand.self, .conflicts, changesData: true)

    /// `--json`.
    let json: Bool
    /// `--clear`.
    let clear: Bool

    /// The command with these values.
    init(json: Bool = false, clear: Bool = false) {
        self.json = json
        self.clear = clear
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<Declared>) throws(UsageError) {
        json = input.isSet(\.json)
        clear = input.isSet(\.clear)
        if json && clear { throw .conflictingGoals("--json", "--clear") }
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        var output = Output()
        if clear {
            let count = try context.change { habits in
                let count = habits.conflicts.count
                habits.conflicts = []
                return count
            }
            let message: SyncMessage = count == 0 ? .noConflictsToClear : .conflictsCleared(count: count)
            output.stdout += context.presentation.paragraph(.sync(message))
            return output
        }
        let habits = try context.load()
        if json {
            var out = JSONWriter()
            ConflictCoding.write(habits.conflicts, into: &out)
            output.print(out.text)
            return output
        }
        guard !habits.conflicts.isEmpty else {
            output.stdout += context.presentation.paragraph(.sync(.noConflicts))
            return output
        }
        for conflict in habits.conflicts {
            output.stdout += context.presentation.paragraph(.sync(.conflict(MergeInput.line(conflict, in: habits))))
        }
        output.print()
        output.stdout += context.presentation.paragraph(.sync(.clearConflictsHint))
        return output
    }
}
