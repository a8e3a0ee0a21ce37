import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// `habit edit NAME [--days DAYS | --per-week K | --every N | --daily] [--icon ICON] [--color
/// COLOR] [--goal N | --at-most N | --weekly-goal N | --no-goal] [--unit UNIT] [--remind TIMES]
/// [--quit | --track-only | --reading | --due]`: a new schedule, which applies to the habit's whole history, a
/// new icon or colour, a new goal or unit (by which every day with an amount is judged again), or
/// no goal; new reminder times of its own, or none (`--remind none`: the default time again);
/// `--quit` makes it a habit to quit (a limit of 0; refused for a habit with another goal unless
/// `--no-goal` comes with it), `--track-only` one never due, `--reading` one never due whose amounts
/// are readings (in `--unit`, if given), `--due` a habit to do again;
/// tags added (`--tag TAGS`) or taken away (`--untag TAGS`).
struct EditCommand: DeclaredCommand {
    /// Its options, in the order help lists them.
    struct Declared: PurposeOptions {
        /// The schedule options and `--daily`: due every day again.
        @Declare var schedules = Options.schedules + [Option<Schedule>(.daily, .flag(meaning: .daily))]
        @Declare var icon = Options.icon
        @Declare var color = Options.paletteColor
        @Declare var goals = Options.goals
        @Declare var unit = Options.unit
        /// `--no-goal`: no goal or limit any more.
        @Declare var noGoal = Option<Bool>(.noGoal, .flag)
        @Declare var remind = Options.remind
        @Declare var quit = Options.quit
        @Declare var trackOnly = Options.trackOnly
        @Declare var reading = Options.reading
        @Declare var due = PurposeArgument.due
        @Declare var tag = Options.tag
        /// `--untag TAGS`: tags to take away.
        @Declare var untag = Option<[String]>(.untag, TagArgument.kind(.untag))
        @Declare var of = GroupArgument.of
        @Declare var ofTag = GroupArgument.ofTag
        @Declare var needs = GroupArgument.needs
        @Declare var addMember = GroupArgument.addMember
        @Declare var removeMember = GroupArgument.removeMember
    }

    /// The declaration: its name and arguments; its options are ``Declared``'s.
    static let spec = CommandSpec(EditCommand.self, .edit, arguments: [.name], changesData: true)

    let name: String
    /// The new schedule; kept when `nil`.
    let schedule: Schedule?
    /// The new icon; kept when `nil`.
    let icon: String?
    /// The new colour; kept when `nil`.
    let color: HabitColor?
    /// What happens to the goal; kept when `nil`.
    var goal: GoalChange? = nil
    /// What the habit is for from now on; kept when `nil`.
    var purpose: HabitPurpose? = nil
    /// Whether the habit's amounts become readings (`--reading`).
    var reading = false
    /// A reading's new unit (`--unit` beside `--reading`); kept when `nil`.
    var readingUnit: String? = nil
    /// The habit's new reminder times (empty: none of its own); kept when `nil`.
    var reminders: [ClockTime]? = nil
    /// The tags to add; none when empty.
    var tags: [String] = []
    /// The tags to take away, each one the habit must have; none when empty.
    var untags: [String] = []
    /// The group options given (`--of`, `--needs`, …); none when `nil`.
    var group: GroupEdit? = nil
    /// The schedule, goal or purpose option given, which a group refuses, as typed.
    var shapeOption: String? {
        switch schedule {
        case .daily?: return "--daily"
        case .days?: return "--days"
        case .perWeek?: return "--per-week"
        case .every?: return "--every"
        case .perMonth?: return "--per-month"
        case .monthlyOn?: return "--monthly-on"
        case nil: break
        }
        switch goal {
        case .set(let newGoal)?, .keepingUnit(let newGoal)?:
            switch newGoal.kind {
            case .atLeast: return "--goal"
            case .atMost: return "--at-most"
            case .weeklyAtLeast: return "--weekly-goal"
            }
        case .unit?: return "--unit"
        case .remove?: return "--no-goal"
        case nil: break
        }
        if reading { return "--reading" }
        switch purpose {
        case .quit?: return "--quit"
        case .trackOnly?: return "--track-only"
        case .build?: return "--due"
        case nil: return nil
        }
    }

    /// The command with these values.
    init(
        name: String, schedule: Schedule?, icon: String?, color: HabitColor?, goal: GoalChange? = nil,
        purpose: HabitPurpose? = nil, reminders: [ClockTime]? = nil
    ) {
        self.name = name
        self.schedule = schedule
        self.icon = icon
        self.color = color
        self.goal = goal
        self.purpose = purpose
        self.reminders = reminders
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<Declared>) throws(UsageError) {
        name = input.arguments[0]
        let schedules = try input.values(\.schedules)
        schedule = try ScheduleArgument.one(of: schedules)
        icon = try input.value(\.icon)
        color = try input.values([\.color]).compactMap(\.value).last
        let goals = try input.values(\.goals).map(\.value)
        purpose = try PurposeArgument.purpose(
            input, due: \.due, schedules: schedules.map(\.option), goals: goals.map(\.option))
        if purpose == .quit, let quitSchedule = schedules.last, !GoalArgument.fits(.atMost, quitSchedule.value) {
            throw .goalConflictsWithSchedule("--quit", quitSchedule.option)
        }
        reading = input.isSet(\.reading)
        var unit = try input.value(\.unit)
        if reading, let readingUnit = unit {
            // A reading's unit names what it measures, not a goal's.
            do throws(AmountError) {
                try Goal.checkCharacters(ofUnit: readingUnit)
                _ = try Goal(.atLeast, Amount(1), unit: readingUnit)
            } catch {
                throw .amount(error)
            }
            self.readingUnit = readingUnit
            unit = nil
        }
        goal = try GoalArgument.change(
            goals, unit: unit, removing: input.isSet(\.noGoal), schedule: schedules.last)
        reminders = try input.value(\.remind)
        tags = try input.value(\.tag) ?? []
        untags = try input.value(\.untag) ?? []
        let untagKeys = Set(untags.map(HabitTag.key))
        if let both = tags.first(where: { untagKeys.contains(HabitTag.key($0)) }) { throw .tag(.tagAndUntag(both)) }
        group = try GroupEdit(input)
        // A group's days follow from its members: it takes no schedule, goal or purpose.
        if group != nil, let option = shapeOption { throw .group(.groupWithSchedule(option)) }
        guard group == nil else { return }
        guard
            schedule != nil || icon != nil || color != nil || goal != nil || purpose != nil || reminders != nil
                || !tags.isEmpty || !untags.isEmpty
        else {
            throw .nothingToEdit
        }
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let (before, habit, groupMessage) = try context.change {
            habits throws(Failure) -> (Habit, Habit, GroupMessage?) in
            var habit = try context.find(name, in: habits)
            let before = habit
            if habit.isGroup, let option = shapeOption { throw .usage(.group(.groupWithSchedule(option))) }
            if let schedule { habit.schedule = schedule }
            if let icon {
                do throws(HabitError) {
                    habit.icon = try HabitName.validatedIcon(icon)
                } catch {
                    throw .habit(error)
                }
            }
            if let color { habit.color = color }
            if let reminders { habit.reminders = reminders }
            // `--no-goal` first, so that `--no-goal --quit` turns a goal into a habit to quit.
            if case .remove = goal { habit.setGoal(nil) }
            if let purpose { try apply(purpose, to: &habit) }
            if reading { try? habit.setReading(true, unit: readingUnit ?? habit.readingUnit) }
            if goal != .remove { try change(&habit) }
            try retag(&habit, spelling: habits.spelling(of:))
            if let kind = habit.goal?.kind, !GoalArgument.fits(kind, habit.schedule) {
                throw .command(.goalDoesNotFitSchedule(name: habit.name, kind: kind, schedule: habit.schedule))
            }
            var groupMessage: GroupMessage?
            if let group {
                try group.apply(to: &habit, in: habits)
                habits.update(habit)
                groupMessage = GroupArgument.message(for: habit, in: habits)
            }
            habits.update(habit)
            return (before, habit, groupMessage)
        }
        if let groupMessage, before.group != habit.group || group != nil {
            let rest = messages(before: before, after: habit, defaultTime: context.settings.remindAt).filter {
                $0 != .editUnchanged(name: habit.name)
            }
            return Output(
                stdout: rest.map { context.presentation.paragraph($0) }.joined()
                    + context.presentation.paragraph(Message.group(groupMessage))
                    + tagMessages(before: before, after: habit).map { context.presentation.paragraph($0) }.joined())
        }
        return Output(
            stdout: messages(before: before, after: habit, defaultTime: context.settings.remindAt).map {
                context.presentation.paragraph($0)
            }.joined() + tagMessages(before: before, after: habit).map { context.presentation.paragraph($0) }.joined())
    }

    /// The sentences for an edit that turned `before` into `after`: one for the schedule and the
    /// look, naming exactly the parts that changed, one for the goal if it changed, one for the
    /// reminder times if they changed, one for what the habit is for; a single "nothing changed"
    /// when nothing did (and the store then wrote nothing).
    /// `defaultTime` is the reminder time of a habit without its own (`remind-at`).
    func messages(before: Habit, after: Habit, defaultTime: ClockTime) -> [ChangeMessage] {
        let purposeChanged = before.purpose != after.purpose
        // A habit made one to quit says so, not that its limit is 0 now.
        let goalChanged = before.goal != after.goal && !(purposeChanged && after.isQuit)
        let remindersChanged = before.reminders != after.reminders
        let tagsChanged = before.tags != after.tags
        let readingChanged = after.isReading && (!before.isReading || before.readingUnit != after.readingUnit)
        let look = LookChange(icon: before.icon != after.icon, color: before.color != after.color)
        let change = EditChange(schedule: before.schedule != after.schedule ? after.schedule : nil, look: look)
        guard change != nil || goalChanged || remindersChanged || purposeChanged || tagsChanged || readingChanged else {
            // `--no-goal` alone, on a habit without one, has a sentence of its own.
            if case .remove = goal, schedule == nil, icon == nil, color == nil, reminders == nil, purpose == nil,
                tags.isEmpty, untags.isEmpty
            {
                return [.goalRemoved(name: after.name, had: false)]
            }
            return [.editUnchanged(name: after.name)]
        }
        var messages = change.map { [ChangeMessage.edited(name: after.name, change: $0)] } ?? []
        if purposeChanged { messages.append(.purposeSet(name: after.name, purpose: after.purpose)) }
        if readingChanged { messages.append(.readingSet(name: after.name, unit: after.readingUnit)) }
        if goalChanged {
            if let newGoal = after.goal {
                messages.append(.goalSet(name: after.name, goal: newGoal, daily: after.schedule == .daily))
            } else {
                messages.append(.goalRemoved(name: after.name, had: true))
            }
        }
        if remindersChanged {
            if after.reminders.isEmpty {
                messages.append(.remindersCleared(name: after.name, defaultTime: defaultTime.description))
            } else {
                messages.append(.remindersSet(name: after.name, times: after.reminders.map(\.description)))
            }
        }
        return messages
    }

    /// Makes `habit` one for `purpose`: a habit to quit only from no goal or a limit of 0.
    private func apply(_ purpose: HabitPurpose, to habit: inout Habit) throws(Failure) {
        switch purpose {
        case .quit:
            if let current = habit.goal, !(current.kind == .atMost && current.amount == .zero) {
                throw .command(.quitWithGoal(name: habit.name))
            }
            habit.makeQuit()
        case .trackOnly: habit.setTrackOnly(true)
        case .build: habit.setStoredPurpose(.build)
        }
    }

    /// Applies ``goal`` to `habit`.
    private func change(_ habit: inout Habit) throws(Failure) {
        switch goal {
        case nil: return
        case .set, .keepingUnit:
            // A reading's amounts are values (a weight), never counted against a goal.
            if habit.isReading { throw .command(.readingTakesNoGoal(name: habit.name)) }
        case .remove, .unit: break
        }
        switch goal {
        case nil: return
        case .set(let newGoal): habit.setGoal(newGoal)
        case .keepingUnit(let newGoal):
            do {
                habit.setGoal(try Goal(newGoal.kind, newGoal.amount, unit: habit.goal?.unit))
            } catch {
                throw .usage(.amount(error))
            }
        case .remove: habit.setGoal(nil)
        case .unit(let unit) where habit.isReading && habit.goal == nil:
            // `--unit` alone on a reading: the unit its values are read in.
            do throws(AmountError) {
                try habit.setReading(true, unit: unit)
            } catch {
                throw .usage(.amount(error))
            }
        case .unit(let unit):
            guard let current = habit.goal else { throw .command(.noGoalForUnit(name: habit.name)) }
            do {
                habit.setGoal(try Goal(current.kind, current.amount, unit: unit))
            } catch {
                throw .usage(.amount(error))
            }
        }
    }
}
