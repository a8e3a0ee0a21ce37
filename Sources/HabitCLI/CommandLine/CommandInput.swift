import HabitStore
import HabitSystem

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
/// `init` takes what it needs from here, reading each option through a key path into its
/// declared options (``CommandOptions``): an option it did not declare it cannot read.
struct CommandInput<Declared: CommandOptions>: Sendable {
    /// The command being read.
    let spec: CommandSpec
    /// The arguments, in order.
    let arguments: [String]
    /// The options, in the order typed.
    private let options: [GivenOption]
    /// The command's options, as declared.
    let declared: Declared
    /// Where the options read are noted, for the test that each declared option is read; `nil`
    /// in a run.
    private let reads: OptionReads?

    /// The input of `spec`'s command: `arguments` and `options` as typed.
    init(spec: CommandSpec, arguments: [String], options: [GivenOption], reads: OptionReads? = nil) {
        self.spec = spec
        self.arguments = arguments
        self.options = options
        declared = Declared()
        self.reads = reads
    }

    /// The value of the option at `path`, `nil` when it was not given; of an option that repeats,
    /// its values combined in the order typed (`--tag a,b --tag c`: a, b and c).
    func value<Value>(_ path: KeyPath<Declared, Option<Value>>) throws(UsageError) -> Value? {
        let option = declared[keyPath: path]
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

    /// Whether the option at `path` (a flag) was given.
    func isSet(_ path: PartialKeyPath<Declared>) -> Bool {
        guard let option = declared[keyPath: path] as? any DeclaredOption else { return false }
        reads?.record(option.spec.name)
        return options.contains { $0.name == option.spec.name }
    }

    /// Every value of the options at `paths` given, in the order typed, each with its option as
    /// declared (`--days`).
    func values<Value>(_ paths: [KeyPath<Declared, Option<Value>>]) throws(UsageError) -> [(option: String, value: Value)] {
        try values(of: paths.map { declared[keyPath: $0] })
    }

    /// Every value of the options listed at `path` given, in the order typed, each with its
    /// option as declared (`--days`).
    func values<Value>(_ path: KeyPath<Declared, [Option<Value>]>) throws(UsageError) -> [(option: String, value: Value)] {
        try values(of: declared[keyPath: path])
    }

    private func values<Value>(of declared: [Option<Value>]) throws(UsageError) -> [(option: String, value: Value)] {
        for option in declared { reads?.record(option.spec.name) }
        var values: [(option: String, value: Value)] = []
        for given in options {
            guard let option = declared.first(where: { $0.spec.name == given.name }) else { continue }
            values.append(("--" + given.name.rawValue, try option.parse(given.value ?? "")))
        }
        return values
    }

    /// The option at `path` as help spells it (`--every`).
    func spelling(of path: PartialKeyPath<Declared>) -> String {
        (declared[keyPath: path] as? any DeclaredOption).map { "--" + $0.spec.name.rawValue } ?? ""
    }

    /// Refuses a number of arguments outside `count`, naming the argument missing or the first
    /// one too many.
    func expectArguments(_ count: ClosedRange<Int>) throws(UsageError) {
        try spec.expect(arguments, count: count)
    }
}
