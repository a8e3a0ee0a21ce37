import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// `habit add NAME [--icon ICON] [--color COLOR] [--days DAYS | --per-week K | --every N]
/// [--goal N | --at-most N | --weekly-goal N | --quit | --track-only | --reading] [--unit UNIT] [--remind TIMES]`:
/// a new habit, created today, daily unless a schedule is given, measured when a goal is given,
/// reminded of at its own times when `--remind` gives them; `--quit` makes it a habit to quit (a
/// limit of 0 whose days with an amount are slips), `--track-only` one that is never due, `--reading` one
/// never due whose amounts are readings in `--unit` (a weight); `--tag TAGS` gives it tags.
struct AddCommand: DeclaredCommand {
    /// Its options, in the order help lists them.
    struct Declared: PurposeOptions {
        @Declare var icon = Options.icon
        @Declare var color = Options.paletteColor
        @Declare var schedules = Options.schedules
        @Declare var goals = Options.goals
        @Declare var quit = Options.quit
        @Declare var trackOnly = Options.trackOnly
        @Declare var reading = Options.reading
        @Declare var unit = Options.unit
        @Declare var remind = Options.remind
        @Declare var tag = Options.tag
        @Declare var of = GroupArgument.of
        @Declare var ofTag = GroupArgument.ofTag
        @Declare var needs = GroupArgument.needs
    }

    /// The declaration: its name and arguments; its options are ``Declared``'s.
    static let spec = CommandSpec(AddCommand.self, .add, arguments: [.newName], changesData: true)

    let name: String
    /// The icon; ``Defaults/icon`` when `nil`.
    let icon: String?
    /// The colour; the palette's next when `nil`.
    let color: HabitColor?
    /// The schedule; daily when `nil`.
    var schedule: Schedule? = nil
    /// The goal or limit; none when `nil`.
    var goal: Goal? = nil
    /// What the habit is for: `--quit`, `--track-only`, or a habit to do.
    var purpose: HabitPurpose = .build
    /// Whether the amounts are readings (`--reading`, track-only).
    var reading = false
    /// A reading's unit (`--unit` beside `--reading`); none when `nil`.
    var readingUnit: String? = nil
    /// The habit's own reminder times; none (the default time) when empty.
    var reminders: [ClockTime] = []
    /// The tags, each once by key; none when empty.
    var tags: [String] = []
    /// `--of`: the members as typed; with ``ofTag`` `nil` and this empty, no group.
    var members: [String] = []
    /// `--of-tag`: the tag whose habits are the members.
    var ofTag: String? = nil
    /// `--needs`: what the group's day needs.
    var needs: HabitGroup.Needs = .all

    /// The command with these values.
    init(
        name: String, icon: String?, color: HabitColor?, schedule: Schedule? = nil, goal: Goal? = nil,
        purpose: HabitPurpose = .build, reminders: [ClockTime] = []
    ) {
        self.name = name
        self.icon = icon
        self.color = color
        self.schedule = schedule
        self.goal = goal
        self.purpose = purpose
        self.reminders = reminders
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<Declared>) throws(UsageError) {
        name = input.arguments[0]
        icon = try input.value(\.icon)
        // The last palette colour: `--color never` beside it sets the output's colour.
        color = try input.values([\.color]).compactMap(\.value).last
        let schedules = try input.values(\.schedules)
        schedule = try ScheduleArgument.one(of: schedules)
        let goals = try input.values(\.goals).map(\.value)
        purpose =
            try PurposeArgument.purpose(input, schedules: schedules.map(\.option), goals: goals.map(\.option)) ?? .build
        // A habit to quit is a limit of 0, which its schedule must carry; `--unit` counts its slips.
        let quitLimit = [GoalArgument.Typed(option: "--quit", kind: .atMost, amount: .zero)]
        reading = input.isSet(\.reading)
        if reading {
            // A reading's unit names what it measures; it has no goal.
            readingUnit = try input.value(\.unit)
            if let readingUnit {
                do throws(AmountError) {
                    try Goal.checkCharacters(ofUnit: readingUnit)
                    _ = try Goal(.atLeast, Amount(1), unit: readingUnit)
                } catch {
                    throw .amount(error)
                }
            }
        } else {
            goal = try GoalArgument.goal(
                purpose == .quit ? quitLimit : goals, unit: try input.value(\.unit), schedule: schedules.last)
        }
        reminders = try input.value(\.remind) ?? []
        tags = try input.value(\.tag) ?? []
        members = try input.value(\.of) ?? []
        ofTag = try input.value(\.ofTag)
        let typedNeeds = try input.value(\.needs)
        needs = typedNeeds ?? .all
        let isGroup = input.isSet(\.of) || ofTag != nil
        if input.isSet(\.of) && ofTag != nil { throw .group(.ofAndOfTag) }
        if typedNeeds != nil && !isGroup { throw .group(.notAGroup(name)) }
        if isGroup {
            // A group's days follow from its members: it takes no schedule, goal or purpose.
            let others =
                schedules.map(\.option) + goals.map(\.option)
                + [
                    (input.isSet(\.quit), "--quit"), (input.isSet(\.trackOnly), "--track-only"),
                    (input.isSet(\.reading), "--reading"),
                ]
                .filter(\.0).map(\.1)
            if let option = others.first { throw .group(.groupWithSchedule(option)) }
        }
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let (habit, group) = try context.change { habits throws(Failure) -> (Habit, GroupMessage?) in
            var habit = try Failure.fromHabit { () throws(HabitError) in
                try habits.add(
                    name: name, icon: icon ?? Defaults.icon,
                    color: color ?? Defaults.color(existingHabits: habits.habits.count), created: context.today,
                    schedule: schedule ?? .daily, id: context.makeID())
            }
            if let goal { habit.setGoal(goal) }
            habit.setStoredPurpose(purpose)
            if reading { try? habit.setReading(true, unit: readingUnit) }
            habit.reminders = reminders
            // A tag another habit has keeps its spelling.
            habit.addTags(tags.map(habits.spelling(of:)))
            if members.isEmpty && ofTag == nil {
                if goal != nil || purpose != .build || !reminders.isEmpty || !tags.isEmpty { habits.update(habit) }
                return (habit, nil)
            }
            if let ofTag {
                try GroupArgument.checkTag(ofTag, of: habit, needs: needs, in: habits)
                habit.setGroup(HabitGroup(membersTag: habits.spelling(of: ofTag), needs: needs))
            } else {
                let found = try GroupArgument.resolve(members, in: habits)
                try GroupArgument.check(found, of: habit, needs: needs)
                habit.setGroup(HabitGroup(members: found.map(\.id), needs: needs))
            }
            habits.update(habit)
            return (habit, GroupArgument.message(for: habit, in: habits))
        }
        if let group {
            let tagged = habit.tags.isEmpty ? "" : context.presentation.paragraph(.tagsNow(name: habit.name, tags: habit.tags))
            return Output(stdout: context.presentation.paragraph(Message.group(group)) + tagged)
        }
        let message: ChangeMessage =
            if habit.isQuit {
                .addedQuit(icon: habit.icon, name: habit.name, slip: commandLine(.slip, habit.name))
            } else if habit.isReading {
                .addedReading(icon: habit.icon, name: habit.name, log: commandLine(.log, habit.name))
            } else if habit.isTrackOnly {
                .addedTrackOnly(icon: habit.icon, name: habit.name, check: commandLine(.check, habit.name))
            } else if let goal {
                .addedMeasured(
                    icon: habit.icon, name: habit.name, goal: goal, daily: habit.schedule == .daily,
                    log: commandLine(.log, habit.name) + " 1")
            } else if habit.schedule != .daily {
                .addedOnSchedule(
                    icon: habit.icon, name: habit.name, schedule: habit.schedule, check: commandLine(.check, habit.name))
            } else {
                .added(icon: habit.icon, name: habit.name, check: commandLine(.check, habit.name))
            }
        let tagged = habit.tags.isEmpty ? "" : context.presentation.paragraph(.tagsNow(name: habit.name, tags: habit.tags))
        return Output(stdout: context.presentation.paragraph(message) + tagged)
    }
}
