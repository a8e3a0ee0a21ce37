import HabitStore
import HabitSystem
import HabitText

/// One option as typed.
struct GivenOption: Sendable {
    /// Which option.
    let name: OptionName
    /// As typed (`--date`, `-d`).
    let spelled: String
    /// Its value; `nil` for a flag.
    let value: String?
}

/// What the command line gave a command, as its declaration read it: the arguments and the
/// options in the order typed, every value already checked by its option's kind. A command's
/// `init` takes what it needs from here, picking each option from its declared options
/// (``CommandOptions``) by a key path (`\.date`): an option it did not declare it cannot read.
struct CommandInput<Declared: Sendable>: Sendable {
    /// The command being read.
    let spec: CommandSpec
    /// The arguments, in order.
    let arguments: [String]
    /// The command's options, as declared.
    let declared: Declared
    /// The options given, which the reads below look up.
    private let given: GivenOptions

    /// The input of `spec`'s command, whose options are `declared`: `arguments` and `options` as
    /// typed; the options read are noted in `reads`, when given.
    init(spec: CommandSpec, declared: Declared, arguments: [String], options: [GivenOption], reads: OptionReads? = nil) {
        self.spec = spec
        self.arguments = arguments
        self.declared = declared
        given = GivenOptions(options: options, reads: reads)
    }

    /// The value of the option `option` picks from the declared ones (`\.date`), `nil` when it
    /// was not given; of an option that repeats, its values combined in the order typed (`--tag
    /// a,b --tag c`: a, b and c).
    func value<Value>(_ option: (Declared) -> Option<Value>) throws(UsageError) -> Value? {
        try given.value(of: option(declared))
    }

    /// Whether the option `option` picks (a flag) was given.
    func isSet(_ option: (Declared) -> some DeclaredOption) -> Bool {
        given.isSet(option(declared).spec.name)
    }

    /// Every value of the options `options` pick given, in the order typed, each with its option as
    /// declared (`--days`).
    func values<Value>(_ options: [(Declared) -> Option<Value>]) throws(UsageError) -> [(option: String, value: Value)] {
        try given.values(of: options.map { $0(declared) })
    }

    /// Every value of the list of options `options` picks given, in the order typed, each with its
    /// option as declared (`--days`).
    func values<Value>(_ options: (Declared) -> [Option<Value>]) throws(UsageError) -> [(option: String, value: Value)] {
        try given.values(of: options(declared))
    }

    /// The option `option` picks as help spells it (`--every`), and whether it was given.
    func typed(_ option: (Declared) -> some DeclaredOption) -> (spelling: String, isSet: Bool) {
        ("--" + option(declared).spec.name.rawValue, isSet(option))
    }

    /// Refuses a number of arguments outside `count`, naming the argument missing or the first
    /// one too many.
    func expectArguments(_ count: ClosedRange<Int>) throws(UsageError) {
        try spec.expect(arguments, count: count)
    }
}

/// The options given, read by option: the part of ``CommandInput`` that does not depend on the
/// command, so that it is compiled once rather than for each command's options.
private struct GivenOptions: Sendable {
    /// The options, in the order typed.
    let options: [GivenOption]
    /// Where the options read are noted; `nil` in a run.
    let reads: OptionReads?

    func value<Value>(of option: Option<Value>) throws(UsageError) -> Value? {
        reads?.record(option.spec.name)
        guard let combine = option.combine else {
            guard let given = options.last(where: { $0.name == option.spec.name }) else { return nil }
            return try option.parse(given.value ?? "")
        }
        var values: [Value] = []
        for given in options where given.name == option.spec.name {
            values.append(try option.parse(given.value ?? ""))
        }
        return values.isEmpty ? nil : combine(values)
    }

    func isSet(_ name: OptionName) -> Bool {
        reads?.record(name)
        return options.contains { $0.name == name }
    }

    func values<Value>(of declared: [Option<Value>]) throws(UsageError) -> [(option: String, value: Value)] {
        for option in declared { reads?.record(option.spec.name) }
        var values: [(option: String, value: Value)] = []
        for given in options {
            guard let option = declared.first(where: { $0.spec.name == given.name }) else { continue }
            values.append(("--" + given.name.rawValue, try option.parse(given.value ?? "")))
        }
        return values
    }
}
