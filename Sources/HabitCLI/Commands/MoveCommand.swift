import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// `habit move NAME --to N|--before OTHER|--after OTHER`: the order `list`, `names`, `show`,
/// `stats` and `--json` follow, which is the order of the habits in the data file.
struct MoveCommand: DeclaredCommand {
    /// Its options, in the order help lists them.
    struct Declared: CommandOptions {
        /// `--to N`: to position N, counting from 1.
        @Declare var to = Option<MoveTarget>(
            .to,
            ValueKind(placeholder: .position) { text throws(UsageError) in
                guard text.allSatisfy(\.isASCII), let position = Int(text), position >= 1 else { throw .badPosition(text) }
                return .position(position)
            })
        /// `--before OTHER`: just before another habit.
        @Declare var before = Option<MoveTarget>(.before, ValueKind(placeholder: .other) { .before($0) })
        /// `--after OTHER`: just after another habit.
        @Declare var after = Option<MoveTarget>(.after, ValueKind(placeholder: .other) { .after($0) })
    }

    /// The declaration: its name and arguments; its options are ``Declared``'s.
    static let spec = CommandSpec(MoveCommand.self, .move, arguments: [.name], changesData: true)

    /// The habit as typed.
    let name: String
    /// Where it goes.
    let target: MoveTarget

    /// The command with these values.
    init(name: String, target: MoveTarget) {
        self.name = name
        self.target = target
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<Declared>) throws(UsageError) {
        name = input.arguments[0]
        let targets = try input.values([\.to, \.before, \.after])
        guard targets.count == 1 else { throw .moveNeedsOneTarget }
        target = targets[0].value
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let (habit, position, changed) = try context.change { habits throws(Failure) in
            try Failure.fromHabit { () throws(HabitError) in
                let habit = try habits.find(name)
                let placement: Placement =
                    switch target {
                    case .position(let position): .position(position)
                    case .before(let other): .before(try habits.find(other).id)
                    case .after(let other): .after(try habits.find(other).id)
                    }
                let changed = habits.move(habit.id, to: placement)
                return (habit, habits.position(of: habit.id) ?? 1, changed)
            }
        }
        let message: ChangeMessage =
            changed ? .moved(name: habit.name, position: position) : .notMoved(name: habit.name, position: position)
        return Output(stdout: context.presentation.paragraph(message))
    }
}

/// Where `habit move` puts a habit, as typed: `--to N`, `--before OTHER` or `--after OTHER`.
enum MoveTarget: Equatable, Sendable {
    case position(Int)
    case before(String)
    case after(String)
}
