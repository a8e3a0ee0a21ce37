import HabitStore
import HabitSystem
/// What the command line gave a command, as its declaration read it: the arguments and the
/// options in the order typed, every value already checked by its option's kind. A command's
/// `init` takes what it needs from here.
struct CommandInput: Sendable {
    /// One option as typed.
    struct Given: Sendable {
        /// Which option.
        let name: OptionName
        /// As typed (`--date`, `-d`).
        let spelled: String
        /// Its value; `nil` for a flag.
        let value: String?
    }

    /// The command being read.
    let spec: CommandSpec
    /// The arguments, in order.
    let arguments: [String]
    /// The options, in the order typed.
    let options: [Given]

    /// The value of `option`, `nil` when it was not given; of an option that repeats, its
    /// values combined in the order typed (`--tag a,b --tag c`: a, b and c).
    func value<Value>(_ option: Option<Value>) throws(UsageError) -> Value? {
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

    /// Whether `option` (a flag) was given.
    func isSet(_ option: some DeclaredOption) -> Bool {
        options.contains { $0.name == option.spec.name }
    }

    /// Every value of the `options` given, in the order typed, each with its option as
    /// declared (`--days`).
    func values<Value>(_ options: [Option<Value>]) throws(UsageError) -> [(option: String, value: Value)] {
        var values: [(option: String, value: Value)] = []
        for given in self.options {
            guard let option = options.first(where: { $0.spec.name == given.name }) else { continue }
            values.append(("--" + given.name.rawValue, try option.parse(given.value ?? "")))
        }
        return values
    }

    /// Refuses a number of arguments outside `count`, naming the argument missing or the first
    /// one too many.
    func expectArguments(_ count: ClosedRange<Int>) throws(UsageError) {
        let command = spec.name
        if arguments.count < count.lowerBound {
            let missing = spec.arguments.dropFirst(arguments.count).first?.placeholder ?? .name
            // "needs NAME", not "needs NAME…": one name is what is missing.
            throw .missingArgument(command: command, placeholder: missing == .names ? .name : missing)
        }
        if arguments.count > count.upperBound {
            if count.upperBound == 0 { throw .argumentNotTaken(arguments[0], command: command) }
            let extra = arguments[count.upperBound]
            // Only "--" lets a word like "--goal" be an argument: an option typed after it.
            if extra.hasPrefix("--") { throw .optionAfterEnd(extra, command: command) }
            throw .extraArgument(extra, command: command)
        }
    }
}
