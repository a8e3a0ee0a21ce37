import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// Turns the words after `habit` into an ``Invocation``: a pure function, tested without a
/// process, in two steps: ``Token/split(_:)`` reads each word as a value, an option or `--`,
/// then the command's declaration (``CommandSpec``) interprets the tokens.
///
/// Options may appear anywhere after the command (and global ones before it too);
/// `--name=value` and `--name value` are the same; `--` ends options, so a name may start with
/// a dash; `-` alone is an ordinary argument.
/// A command line that does not parse still yields the global options it holds (`habit chek
/// --color=never` prints its error without colour): reading goes on after the first error,
/// which is the one reported.
enum ArgumentParser {
    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) -> Invocation {
        var reader = Reader()
        reader.read(Token.split(arguments))
        return Invocation(command: reader.command(), options: reader.globalOptions())
    }
}

/// The second step: the tokens read against the command's declaration.
private struct Reader {
    /// The command, once its name has been read.
    var spec: CommandSpec?
    var arguments: [String] = []
    /// The options read, in the order typed, each value checked by its kind.
    var options: [GivenOption] = []
    /// The settings given so far that take a value: one given twice is refused rather than
    /// silently taking the last, unless its option repeats (``OptionSpec/repeats``).
    var settings: [String] = []
    /// The options typed before any command, which the command must accept.
    var beforeCommand: [(spelled: String, name: OptionName)] = []
    var firstError: UsageError?
    /// The first word, when it named no command: the rest is read as `show WORD …`, and this is
    /// the error to report when WORD is not a habit either (``ShowCommand/unlessAHabit``).
    var unknownCommand: (word: String, error: UsageError)?

    mutating func read(_ tokens: [Token]) {
        var index = 0
        var optionsEnded = false
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            do throws(UsageError) {
                switch token {
                case _ where optionsEnded: try take(argument: token.word)
                case .value(let word): try take(argument: word)
                case .terminator: optionsEnded = true
                case .option(let spelled, let inlineValue):
                    if isAmount(spelled) {
                        try take(argument: spelled)
                    } else {
                        try read(option: spelled, inlineValue, word: token.word, from: tokens, at: &index)
                    }
                }
            } catch {
                if firstError == nil { firstError = error }
            }
        }
    }

    /// Whether `spelled` is an argument that looks like an option: the amount of `habit log NAME
    /// -1` (a correction), where the next argument is an amount and the word is none of the
    /// command's short options (so that `-inf` is refused as an amount, not as an option).
    private func isAmount(_ spelled: String) -> Bool {
        guard let spec, spec.argument(at: arguments.count)?.kind == .amount, arguments.count < spec.arguments.count,
            !spelled.hasPrefix("--")
        else { return false }
        return !CommandTable.options(of: spec).contains { $0.isSpelled(spelled) }
    }

    private mutating func take(argument: String) throws(UsageError) {
        guard spec != nil else {
            guard let typed = CommandTable.spec(named: argument) else {
                let suggestion = nearest(to: argument.lowercased(), among: CommandTable.commands.map(\.name.rawValue))
                let error = UsageError.unknownCommand(argument, suggestion: suggestion)
                // `habit NAME`: read on as `habit show NAME`, in this one pass; which it was is
                // decided where the data is.
                guard firstError == nil else { throw error }
                unknownCommand = (argument, error)
                spec = ShowCommand.spec
                try acceptOptionsBefore(ShowCommand.spec)
                arguments.append(argument)
                return
            }
            spec = typed
            try acceptOptionsBefore(typed)
            return
        }
        arguments.append(argument)
    }

    /// Refuses an option typed before the command that `command` does not take.
    private func acceptOptionsBefore(_ command: CommandSpec) throws(UsageError) {
        // Most command lines have none: the command's options are then not built.
        guard !beforeCommand.isEmpty else { return }
        let accepted = CommandTable.options(of: command)
        if let stray = beforeCommand.first(where: { stray in !accepted.contains { $0.name == stray.name } }) {
            throw .unknownOption(stray.spelled, command: command.name, suggestion: nil)
        }
    }

    /// Reads the option `spelled` and, when it takes one, its value (inline after `=`, or the
    /// next word, which `index` then passes).
    private mutating func read(
        option spelled: String, _ inlineValue: String?, word: String, from tokens: [Token], at index: inout Int
    ) throws(UsageError) {
        // `habit` alone means `habit list`, so before a command the options of list count too;
        // a command that follows must accept them.
        let available = CommandTable.options(of: spec ?? ListCommand.spec)
        guard let option = available.first(where: { $0.isSpelled(spelled) }) else {
            let suggestion = nearest(to: spelled, among: available.map { "--" + $0.name.rawValue })
            // A command that takes names: the word may be a name that starts with a dash.
            if suggestion == nil, !spelled.hasPrefix("--"), let spec, spec.name != .help, !spec.arguments.isEmpty {
                // The words typed so far stay, so that the command to copy does what was meant.
                let words = ["habit", spec.name.rawValue] + arguments.map(shellQuoted) + ["--", shellQuoted(word)]
                throw .nameLikeOption(spelled, command: spec.name, retry: words.joined(separator: " "))
            }
            throw .unknownOption(spelled, command: spec?.name, suggestion: suggestion)
        }
        var value: String?
        if let placeholder = option.value {
            if let inlineValue {
                value = inlineValue
            } else if index < tokens.count {
                value = tokens[index].word
                index += 1
            } else {
                throw .missingValue(option: spelled, placeholder: placeholder)
            }
        } else if inlineValue != nil {
            throw .unexpectedValue(option: spelled)
        }
        if spec == nil { beforeCommand.append((spelled, option.name)) }
        if let value, !option.repeats {
            let setting = option.setting?(value) ?? option.name.rawValue
            guard !settings.contains(setting) else { throw .repeatedOption(spelled) }
            settings.append(setting)
        }
        try option.check(value ?? "")
        options.append(GivenOption(name: option.name, spelled: spelled, value: value))
    }

    /// The options every command takes, as far as they were read.
    func globalOptions() -> GlobalOptions {
        var global = GlobalOptions()
        global.file = options.last { $0.name == .file }?.value
        global.colorMode = options.last { $0.name == .color && $0.value.flatMap(mode) != nil }?.value.flatMap(mode)
        global.lockWait = options.last { $0.name == .wait }?.value.flatMap(LockWait.seconds)
        return global
    }

    private func mode(_ value: String) -> ColorMode? {
        ColorMode(rawValue: value.lowercased())
    }

    /// The command asked for, or the first thing wrong with the command line.
    func command() -> ParsedCommand {
        guard let (_, unknown) = unknownCommand else { return typedCommand() }
        // `habit WORD …` that `habit show WORD …` cannot read either is the unknown command.
        guard case .success(let parsed) = typedCommand(), var show = parsed as? ShowCommand else { return .failure(unknown) }
        show.unlessAHabit = unknown
        return .success(show)
    }

    /// The command the words name, or the first thing wrong with them.
    private func typedCommand() -> ParsedCommand {
        if let firstError { return .failure(firstError) }
        if options.contains(where: { $0.name == .help }) {
            return .success(HelpCommand(topic: spec?.name == .help ? nil : spec?.name))
        }
        if options.contains(where: { $0.name == .version }) { return .success(VersionCommand()) }
        let spec = spec ?? ListCommand.spec
        do throws(UsageError) {
            // A habit's name is never blank: `habit check ""` is as wrong as `habit add ""`.
            for (index, argument) in arguments.enumerated()
            where spec.argument(at: index)?.isHabitName == true && argument.allSatisfy(\.isWhitespace) {
                throw .blankName(command: spec.name)
            }
            try spec.expect(arguments, count: spec.argumentCount)
            return .success(try spec.make(arguments: arguments, options: options))
        } catch {
            return .failure(error)
        }
    }
}
