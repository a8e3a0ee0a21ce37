import HabitCore
import HabitStore
import HabitSystem
import HabitText
import HabitFormat

/// `habit todo [--quiet] [--json] [--tag TAGS]`: the habits due today and not done (a weekly goal while its
/// week's sum is below the goal). In a pipe, one name per line, as scripts read it; on a
/// terminal, a habit judged by the week says what its week still needs ("Laufen — 2 more this
/// week, 6 days left"); `--json` prints an array of objects. The exit code answers too: 0 when
/// all are done, 1 when something is open.
struct TodoCommand: DeclaredCommand {
    /// Its options, in the order help lists them.
    struct Declared: TagOptions {
        @Declare var quiet = Options.quiet
        @Declare var json = Options.json
        @Declare var tag = Options.tag
    }

    /// The declaration: its name; its options are ``Declared``'s.
    static let spec = CommandSpec(TodoCommand.self, .todo)

    /// `--quiet`: nothing printed, only the exit code.
    let quiet: Bool
    /// `--json`: an array of objects instead of lines.
    let json: Bool
    /// `--tag`: only the habits with any of these tags.
    var tagFilter = TagFilter()

    /// The command with these values.
    init(quiet: Bool, json: Bool = false) {
        self.quiet = quiet
        self.json = json
    }

    /// The command as the command line asks for it.
    init(_ input: CommandInput<Declared>) throws(UsageError) {
        quiet = input.isSet(\.quiet)
        json = input.isSet(\.json)
        tagFilter = try TagFilter(input)
    }

    func run(in context: CommandContext) throws(Failure) -> Output {
        let today = context.today
        let collection = try context.load()
        let open = try tagFilter.apply(to: collection.active, of: collection).filter { $0.isOpen(on: today) }
        var output = Output()
        output.exitCode = open.isEmpty ? .success : .no
        guard !quiet else { return output }
        if json {
            output.print(Self.json(open, on: today))
        } else if context.presentation.isTerminal {
            for habit in open {
                // A group says which of its members are missing: "Morgenroutine: Lesen, Dehnen".
                if let members = collection.membersToday(of: habit, on: today) {
                    let message = GroupMessage.missing(group: habit.name, members: members.missingToday.map(\.name))
                    context.presentation.lines(.group(message)).forEach { output.print($0) }
                    continue
                }
                guard let rest = habit.weekRest(on: today) else {
                    output.print(habit.name)
                    continue
                }
                let message: ScriptingMessage
                switch rest.need {
                case .times(let times): message = .todoTimesLeft(name: habit.name, times: times, daysLeft: rest.daysLeft)
                case .timesThisMonth(let times):
                    message = .todoTimesLeftThisMonth(name: habit.name, times: times, daysLeft: rest.daysLeft)
                case .amount(let amount):
                    message = .todoAmountLeft(
                        name: habit.name, amount: amount, unit: habit.goal?.unit, daysLeft: rest.daysLeft)
                }
                context.presentation.lines(.scripting(message)).forEach { output.print($0) }
            }
        } else {
            open.forEach { output.print($0.name) }
        }
        return output
    }

    /// `todo --json`: one object per open habit, `name`, and for a habit judged by the week
    /// `remaining` (days still to be done, or the amount the weekly goal still lacks) and
    /// `daysLeft` (days left in the week, today included); for a habit judged by the month, the
    /// days still to be done and the days left in the month.
    static func json(_ open: [Habit], on today: Day) -> String {
        var out = JSONWriter()
        out.array(open) { out, habit in
            out.object { out in
                let rest = habit.weekRest(on: today)
                if let rest { out.member("daysLeft", rest.daysLeft) }
                out.member("name", habit.name)
                switch rest?.need {
                case .times(let times), .timesThisMonth(let times): out.member("remaining", times)
                case .amount(let amount): out.member("remaining", amount: amount)
                case nil: break
                }
            }
        }
        return out.text
    }
}
