import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// The options of `add` and `edit` that ``PurposeArgument`` reads.
protocol PurposeOptions: CommandOptions {
    /// `--quit`: ``Options/quit``.
    var quit: Option<Bool> { get }
    /// `--track-only`: ``Options/trackOnly``.
    var trackOnly: Option<Bool> { get }
    /// `--reading`: ``Options/reading``.
    var reading: Option<Bool> { get }
    /// `--unit`: ``Options/unit``.
    var unit: Option<String> { get }
}

/// The options of `add` and `edit` that say what a habit is for (`--quit`, `--track-only`, and
/// for `edit` `--due`), checked against the goal and schedule options typed with them: a habit to
/// quit has its limit of 0 and no other goal (`--unit` names what its slips count); a habit only
/// tracked has no goal, unit or schedule. Each refusal is ``UsageError/conflictingGoals(_:_:)``
/// naming the two options as typed.
enum PurposeArgument {
    /// `--due`: `edit`'s way back to a habit to do.
    static let due = Option<Bool>(.due, .flag)

    /// The purpose typed, `nil` for none. `schedules` and `goals` are the options typed with it.
    static func purpose<Declared: PurposeOptions>(
        _ input: CommandInput<Declared>, due dueOption: ((Declared) -> Option<Bool>)? = nil, schedules: [String],
        goals: [String]
    ) throws(UsageError) -> HabitPurpose? {
        var typed: [(option: String, purpose: HabitPurpose)] = []
        if input.isSet(\.quit) { typed.append(("--quit", .quit)) }
        let reading = input.isSet(\.reading)
        if input.isSet(\.trackOnly) || reading {
            typed.append((input.isSet(\.trackOnly) ? "--track-only" : "--reading", .trackOnly))
        }
        if let dueOption, input.isSet(dueOption) { typed.append(("--due", .build)) }
        guard let first = typed.first else { return nil }
        if typed.count > 1 { throw .conflictingGoals(first.option, typed[1].option) }
        switch first.purpose {
        case .quit:
            if let goal = goals.first { throw .conflictingGoals(first.option, goal) }
        case .trackOnly:
            // A reading has a unit (kg); amounts only counted do not.
            let unit = input.isSet(\.unit) && !reading ? ["--unit"] : []
            if let other = (goals + unit + schedules).first {
                throw .conflictingGoals(reading ? "--reading" : first.option, other)
            }
        case .build:
            break
        }
        return first.purpose
    }
}
