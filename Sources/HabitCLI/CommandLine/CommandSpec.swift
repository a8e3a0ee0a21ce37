import HabitStore
import HabitSystem
import HabitText
/// A command as it is declared, once, in its own file: its name, its arguments, its options with
/// the kind of value each takes (its ``DeclaredCommand/Declared`` options), and how a command
/// line becomes the command to run. Parsing, help, usage lines, the manual page, completion and
/// "did you mean" all read it.
struct CommandSpec: Sendable {
    /// The name typed, and the key of its help in the language tables.
    let name: CommandName
    /// Its positional arguments, in order.
    let arguments: [ArgumentSpec]
    /// Its own options, in the order help lists them (the global ones are every command's).
    var options: [OptionSpec] { ownOptions() }
    /// Its options, read only when asked for: a run needs the options of the one command typed,
    /// and building every command's (each `Option` a generic type the runtime instantiates)
    /// made up a tenth of `habit list`'s time.
    private let ownOptions: @Sendable () -> [OptionSpec]
    /// Whether it may change the data file: when it succeeded, its change is saved even if its
    /// report cannot be printed, and a script must not run it again.
    let changesData: Bool
    /// Whether it needs today (and so a clock and time zone it can use); help and completion do
    /// not.
    let needsToday: Bool
    /// The command, from what the command line gave it (the options read noted where asked).
    private let build: @Sendable (CommandSpec, [String], [GivenOption], OptionReads?) throws(UsageError) -> any HabitCommand

    /// The declaration of `command`, typed as `name`; its options are `Command.Declared`'s.
    init<Command: DeclaredCommand>(
        _ command: Command.Type, _ name: CommandName, arguments: [ArgumentSpec] = [], changesData: Bool = false,
        needsToday: Bool = true
    ) {
        self.name = name
        self.arguments = arguments
        ownOptions = { Command.Declared.declared }
        self.changesData = changesData
        self.needsToday = needsToday
        build = { spec, arguments, options, reads throws(UsageError) in
            try Command(
                CommandInput(spec: spec, declared: Command.Declared(), arguments: arguments, options: options, reads: reads))
        }
    }

    /// The command that `arguments` and `options` (as typed) ask for; the options its `init`
    /// reads are noted in `reads`, when given.
    func make(arguments: [String], options: [GivenOption], reads: OptionReads? = nil) throws(UsageError)
        -> any HabitCommand
    {
        try build(self, arguments, options, reads)
    }

    /// How many arguments it takes: the ones not optional at least, and any number when the
    /// last one repeats.
    var argumentCount: ClosedRange<Int> {
        let least = arguments.filter { !$0.isOptional }.count
        return least...(arguments.last?.repeats == true ? Int.max : arguments.count)
    }

    /// The argument a word at `index` is, the last one for any beyond (extra words count as
    /// the last one's kind).
    func argument(at index: Int) -> ArgumentSpec? {
        index < arguments.count ? arguments[index] : arguments.last
    }

    /// Refuses a number of `arguments` outside `count`, naming the argument missing or the first
    /// one too many.
    func expect(_ arguments: [String], count: ClosedRange<Int>) throws(UsageError) {
        if arguments.count < count.lowerBound {
            let missing = self.arguments.dropFirst(arguments.count).first?.placeholder ?? .name
            // "needs NAME", not "needs NAME…": one name is what is missing.
            throw .missingArgument(command: name, placeholder: missing == .names ? .name : missing)
        }
        if arguments.count > count.upperBound {
            if count.upperBound == 0 { throw .argumentNotTaken(arguments[0], command: name) }
            let extra = arguments[count.upperBound]
            // Only "--" lets a word like "--goal" be an argument: an option typed after it.
            if extra.hasPrefix("--") { throw .optionAfterEnd(extra, command: name) }
            throw .extraArgument(extra, command: name)
        }
    }
}
