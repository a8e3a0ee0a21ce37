import HabitCore
import HabitStore
import HabitSystem
import HabitText
import HabitFormat

/// `habit ask [--back N]`: the check-in. On a terminal, asks about every habit that is due and
/// not yet answered, today first and then each earlier day (at most `daysBack` days back), habit
/// by habit in the list's order. Each answer is saved as it is given; `habit undo` afterwards
/// takes back the whole check-in.
struct AskCommand: DeclaredCommand {
    /// Its options, in the order help lists them.
    struct Declared: TagOptions {
        /// `--back N`: how many days before today to ask about at most.
        @Declare var back = Option<Int>(
            .back,
            .count(.count, in: 0...Habit.askDaysBackLimit) { .badBack($0, maximum: Habit.askDaysBackLimit) })
        @Declare var tag = Options.tag
    }

    /// The declaration: its name and arguments; its options are ``Declared``'s.
    static let spec = CommandSpec(AskCommand.self, .ask, changesData: true)

    /// How many days before today to ask about at most.
    let daysBack: Int
    /// `--tag`: only the habits with any of these tags.
    var tagFilter = TagFilter()

    /// The command with these values.
    init(daysBack: Int) {
        self.daysBack = daysBack
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<Declared>) throws(UsageError) {
        daysBack = try input.value(\.back) ?? Habit.askDaysBackDefault
        tagFilter = try TagFilter(input)
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        guard let ask = context.ask else { throw .command(.askNeedsTerminal) }
        let language = context.language
        let today = context.today
        let collection = try context.load()
        let questions = Self.questions(
            // A group is never asked about: its members are.
            of: try tagFilter.apply(to: collection.active, of: collection).filter { !$0.isGroup }, today: today,
            daysBack: daysBack)
        guard !questions.isEmpty else { return Output(stdout: context.presentation.paragraph(.nothingToAsk)) }
        let skip = Self.skipsAreStored
        var series = ChangeSeries()
        var tally = (done: 0, notDone: 0, skipped: 0)
        var answered = 0
        // Ctrl-D leaves the cursor after the prompt; the summary then starts on a line of its own.
        var endedAtPrompt = false
        asking: for (habit, day) in questions {
            let measured = habit.isMeasured
            let check = habit.goal?.kind != .weeklyAtLeast
            let keys = language.text(measured ? .askAmountKeys(skip: skip, check: check) : .askKeys(skip: skip))
            let help = language.text(measured ? .askAmountHelp(skip: skip, check: check) : .askHelp(skip: skip))
            let question = language.text(Self.question(about: habit, on: day, today: today))
            let again = Self.fitted(question + " " + keys, to: context.presentation) + " "
            var prompt = again
            while true {
                guard let typed = ask(prompt) else {  // Ctrl-D
                    endedAtPrompt = true
                    break asking
                }
                let answer = AskAnswer(typed, language: language, skip: skip, amounts: measured, check: check)
                switch answer {
                case .quit: break asking
                case .help:
                    prompt = Self.fitted(help, to: context.presentation) + "\n" + again
                    continue
                case .badAmount(let error):
                    let message = ErrorReport.message(for: Failure.usage(.amount(error)), in: language)
                    prompt = Self.fitted(message, to: context.presentation) + "\n" + again
                    continue
                case .yes, .no, .skip, .amount: break
                }
                let isDone: Bool
                do {
                    isDone = try record(answer, for: habit.id, on: day, in: &series, context: context)
                } catch {
                    // An amount that would take the total below 0 or too high: say why and ask again.
                    guard let usage = error.error as? UsageError else { throw error }
                    let message = ErrorReport.message(for: Failure.usage(usage), in: language)
                    prompt = Self.fitted(message, to: context.presentation) + "\n" + again
                    continue
                }
                switch answer {
                case .skip: tally.skipped += 1
                case .yes, .no, .amount: if isDone { tally.done += 1 } else { tally.notDone += 1 }
                case .quit, .help, .badAmount: break
                }
                answered += 1
                break
            }
        }
        let left = questions.count - answered
        let summary: ChangeMessage =
            if tally.done + tally.notDone + tally.skipped == 0 {
                .nothingAnswered
            } else if left == 0 {
                .askSummary(done: tally.done, notDone: tally.notDone, skipped: tally.skipped)
            } else {
                .askSummaryWithLeft(done: tally.done, notDone: tally.notDone, skipped: tally.skipped, left: left)
            }
        return Output(stdout: (endedAtPrompt ? "\n" : "") + context.presentation.paragraph(summary))
    }

    /// `text` broken at spaces into lines that fit the terminal, as every paragraph is, so a
    /// question about a long name does not run past the edge; the cursor waits after its last
    /// line.
    static func fitted(_ text: String, to presentation: Presentation) -> String {
        TextWrap.lines(text, width: presentation.sentenceWidth).joined(separator: "\n")
    }

    /// Saves one answer at once, as part of the check-in's series of changes, and returns
    /// whether the day is done now. An amount that leaves the day undone also counts as "no"
    /// for it, so the day is not asked about again.
    private func record(
        _ answer: AskAnswer, for id: UUID, on day: Day, in series: inout ChangeSeries, context: CommandContext
    ) throws(Failure) -> Bool {
        let today = context.today
        return try context.habitStore().update(in: &series) { habits throws(Failure) in
            guard var habit = habits[id] else { return false }  // deleted meanwhile: nothing to record
            switch answer {
            case .yes: try CheckCommand.mark(&habit, isDone: true, on: day, today: today)
            case .no: habit.recordNo(on: day)
            case .skip:
                do throws(HabitError) {
                    try habit.skip(on: day, today: today)
                } catch {
                    throw .habit(error)
                }
            case .amount(let amount):
                do throws(AmountError) {
                    try habit.log(amount, on: day, today: today)
                } catch {
                    throw .usage(.amount(error))
                }
                if !habit.isDone(on: day) { habit.recordNo(on: day) }
            case .quit, .help, .badAmount: return false
            }
            habits.update(habit)
            return habit.isDone(on: day)
        }
    }

    /// The question about `habit` on `day`: for a measured habit with the day's total against
    /// the goal ("Wasser trinken (5/8 Gläser) — today?"), for a weekly goal the week's sum so far.
    static func question(about habit: Habit, on day: Day, today: Day) -> ChangeMessage {
        let phrase = DayPhrase(day, today: today)
        guard habit.isMeasured else { return .askQuestion(name: habit.name, day: phrase) }
        let thisWeek = day.startOfWeek(startingOn: habit.weekStart) == today.startOfWeek(startingOn: habit.weekStart)
        let progress = AmountProgress(total: habit.measuredTotal(on: day), goal: habit.goal, thisWeek: thisWeek)
        return .askAmountQuestion(name: habit.name, day: phrase, progress: progress)
    }

    /// The questions, today first and then each earlier day, habit by habit in the list's order:
    /// every active habit's days that are due and not yet answered.
    static func questions(in collection: HabitCollection, today: Day, daysBack: Int) -> [(habit: Habit, day: Day)] {
        questions(of: collection.active, today: today, daysBack: daysBack)
    }

    /// The questions about `active`, habits not archived, as ``questions(in:today:daysBack:)`` orders them.
    static func questions(of active: [Habit], today: Day, daysBack: Int) -> [(habit: Habit, day: Day)] {
        let days = active.map { Set($0.daysToAsk(today: today, daysBack: daysBack)) }
        return (0...max(daysBack, 0)).flatMap { offset in
            let day = today.adding(days: -offset)
            return zip(active, days).filter { $0.1.contains(day) }.map { (habit: $0.0, day: day) }
        }
    }

    /// Whether this build's data file keeps skipped days: `s` is offered only then, so that an
    /// answer is never silently lost.
    static let skipsAreStored: Bool = {
        let day = Day(ordinal: 20_000)
        var habit = Habit(id: UUID(), name: "probe", icon: "✅", color: .blue, created: day)
        guard (try? habit.skip(on: day, today: day)) != nil,
            case .habits(let read)? = try? StoreFormat.decode(StoreFormat.encodedBytes(HabitCollection(habits: [habit])))
        else { return false }
        return read.habits.first?.isSkipped(on: day) == true
    }()
}
