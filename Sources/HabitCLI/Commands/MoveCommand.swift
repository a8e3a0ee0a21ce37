import HabitCore

/// `habit move NAME --to N|--before OTHER|--after OTHER`: the order `list`, `names`, `show`,
/// `stats` and `--json` follow, which is the order of the habits in the data file.
struct MoveCommand {
    /// The habit as typed.
    let name: String
    /// Where it goes.
    let target: MoveTarget

    func run(in context: CommandContext) throws(Failure) -> Output {
        let (habit, (position, changed)) = try context.update(habitNamed: name) { habit, habits throws(HabitError) in
            let placement: Placement =
                switch target {
                case .position(let position): .position(position)
                case .before(let other): .before(try habits.find(other).id)
                case .after(let other): .after(try habits.find(other).id)
                }
            let changed = habits.move(habit.id, to: placement)
            return (habits.position(of: habit.id) ?? 1, changed)
        }
        let message: ChangeMessage =
            changed ? .moved(name: habit.name, position: position) : .notMoved(name: habit.name, position: position)
        return Output(stdout: context.presentation.paragraph(message))
    }
}
