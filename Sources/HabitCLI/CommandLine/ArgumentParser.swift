import HabitCore

/// Turns the words after `habit` into an ``Invocation``: a pure function, tested without a
/// process.
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
        var state = ParseState()
        var firstError: UsageError?
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            do throws(UsageError) {
                // "- item" (a dash and a space) is never an option: a note or name as typed.
                if optionsEnded || argument == "-" || !argument.hasPrefix("-") || argument.hasPrefix("- ")
                    || state.isNegativeAmount(argument)
                {
                    try state.takePositional(argument)
                } else if argument == "--" {
                    optionsEnded = true
                } else {
                    try readOption(argument, from: arguments, at: &index, into: &state)
                }
            } catch {
                if firstError == nil { firstError = error }
            }
        }
        if let firstError { return Invocation(command: .failure(firstError), options: state.options) }
        do {
            return Invocation(command: .success(try state.command()), options: state.options)
        } catch {
            return Invocation(command: .failure(error), options: state.options)
        }
    }

    /// Reads the option `argument` and, when it takes one, its value (inline after `=`, or the
    /// next word, which `index` then passes).
    private static func readOption(
        _ argument: String, from arguments: [String], at index: inout Int, into state: inout ParseState
    ) throws(UsageError) {
        let (spelled, inlineValue) = split(option: argument)
        // `habit` alone means `habit list`, so before a command the options of list count too;
        // a command that follows must accept them.
        let available = CommandTable.options(for: state.name ?? .list)
        guard
            let spec = available.first(where: { spelled == "--" + $0.name.rawValue || spelled == $0.short.map { "-\($0)" } })
        else {
            let names = available.map { "--" + $0.name.rawValue }
            let suggestion = nearest(to: spelled, among: names)
            // A command that takes names: the word may be a name that starts with a dash.
            if suggestion == nil, !spelled.hasPrefix("--"), let command = state.name, command != .help,
                !CommandTable.spec(for: command).arguments.isEmpty
            {
                // The words typed so far stay, so that the command to copy does what was meant.
                let words = ["habit", command.rawValue] + state.positionals.map(shellQuoted) + ["--", shellQuoted(argument)]
                throw .nameLikeOption(spelled, command: command, retry: words.joined(separator: " "))
            }
            throw .unknownOption(spelled, command: state.name, suggestion: suggestion)
        }
        var value: String?
        if let placeholder = spec.value {
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw .missingValue(option: spelled, placeholder: placeholder)
            }
        } else if inlineValue != nil {
            throw .unexpectedValue(option: spelled)
        }
        try state.take(spec, value: value, spelled: spelled)
    }

    /// `--date=2026-11-29` becomes ("--date", "2026-11-29"); other options have no inline value.
    private static func split(option: String) -> (String, String?) {
        guard option.hasPrefix("--"), let equals = option.firstIndex(of: "=") else { return (option, nil) }
        return (String(option[..<equals]), String(option[option.index(after: equals)...]))
    }
}

/// What has been read so far; turned into a ``Command`` at the end.
private struct ParseState {
    var name: CommandName?
    var positionals: [String] = []
    var options = GlobalOptions()
    var wantsHelp = false
    var wantsVersion = false
    var wantsManual = false
    var date: DateArgument?
    var icon: String?
    var color: HabitColor?
    var confirmed = false
    var view = ViewOptions()
    var quiet = false
    var format: DataFormat?
    /// `import --from TRACKER`.
    var tracker: ForeignFormat?
    /// The options given so far that take a value, by what they set: one given twice is
    /// refused rather than silently taking the last.
    var given: Set<String> = []
    /// The options typed before any command, which the command must accept.
    var beforeCommand: [(spelled: String, name: OptionName)] = []
    var moveTargets: [MoveTarget] = []
    /// Schedule options in the order typed, with the option as typed.
    var schedules: [(option: String, schedule: Schedule)] = []
    var from: DateArgument?
    var until: DateArgument?
    var back = Habit.askDaysBackDefault
    /// `merge --base FILE`.
    var base: String?
    /// `--goal`, `--at-most` and `--weekly-goal` in the order typed, with the option as typed.
    var goals: [GoalArgument.Typed] = []
    /// `--unit UNIT`.
    var unit: String?
    /// `edit --no-goal`.
    var noGoal = false
    /// `log --set AMOUNT`.
    var replacement: Amount?
    /// `--note TEXT`.
    var note: String?

    /// Whether `argument` is the amount of `habit log NAME -1` (a correction) rather than an
    /// option: after the name, a word with one dash that is none of log's short options (so
    /// that `-inf` is refused as an amount, not as an unknown option).
    func isNegativeAmount(_ argument: String) -> Bool {
        guard name == .log, positionals.count == 1, argument.hasPrefix("-"), !argument.hasPrefix("--") else { return false }
        return !CommandTable.options(for: .log).contains { $0.short.map { "-\($0)" } == argument }
    }

    mutating func takePositional(_ argument: String) throws(UsageError) {
        guard name != nil else {
            guard let typed = CommandName(rawValue: argument) else {
                let suggestion = nearest(to: argument.lowercased(), among: CommandName.allCases.map(\.rawValue))
                throw .unknownCommand(argument, suggestion: suggestion)
            }
            name = typed
            let accepted = CommandTable.options(for: typed).map(\.name)
            if let stray = beforeCommand.first(where: { !accepted.contains($0.name) }) {
                throw .unknownOption(stray.spelled, command: typed, suggestion: nil)
            }
            return
        }
        positionals.append(argument)
    }

    mutating func take(_ spec: OptionSpec, value: String?, spelled: String) throws(UsageError) {
        if name == nil { beforeCommand.append((spelled, spec.name)) }
        if let value, spec.value != nil {
            // add's --color sets the habit's colour or the output's: two settings.
            let isMode = spec.name == .color && ColorMode(rawValue: value.lowercased()) != nil
            let setting = spec.name.rawValue + (isMode ? "-mode" : "")
            guard given.insert(setting).inserted else { throw .repeatedOption(spelled) }
        }
        let value = value ?? ""
        switch spec.name {
        case .file:
            // `--file "$UNSET"` must not fall back to the real data file.
            guard !value.isEmpty else { throw .missingValue(option: "--file", placeholder: .path) }
            options.file = value
        case .wait:
            guard let seconds = LockWait.seconds(value) else {
                throw .badWait(value, variable: false, maximum: Int(LockWait.range.upperBound))
            }
            options.lockWait = seconds
        case .help: wantsHelp = true
        case .version: wantsVersion = true
        case .man: wantsManual = true
        case .icon: icon = value
        case .yes: confirmed = true
        case .json: view.json = true
        case .weeks:
            guard let weeks = Int(value), ViewOptions.weekRange.contains(weeks) else {
                throw .badWeeks(value, range: ViewOptions.weekRange)
            }
            view.weeks = weeks
        case .date: date = try DateArgument.parse(value)
        case .color:
            if let mode = ColorMode(rawValue: value.lowercased()) {
                options.colorMode = mode
            } else if name == .add || name == .edit {
                guard let color = HabitColor(rawValue: value.lowercased()) else {
                    throw .badColor(value, choices: HabitColor.allCases.map(\.rawValue))
                }
                self.color = color
            } else {
                throw .badColorMode(value)
            }
        case .quiet: quiet = true
        case .asOf: view.asOf = try DateArgument.parse(value)
        case .format:
            guard let format = DataFormat(rawValue: value.lowercased()) else { throw .badFormat(value) }
            self.format = format
        case .archived: view.archived = true
        case .notes: view.notes = true
        case .to:
            guard value.allSatisfy(\.isASCII), let position = Int(value), position >= 1 else { throw .badPosition(value) }
            moveTargets.append(.position(position))
        case .before: moveTargets.append(.before(value))
        case .after: moveTargets.append(.after(value))
        case .days: schedules.append(("--days", try ScheduleArgument.days(value)))
        case .perWeek: schedules.append(("--per-week", try ScheduleArgument.perWeek(value)))
        case .every: schedules.append(("--every", try ScheduleArgument.every(value)))
        case .daily: schedules.append(("--daily", .daily))
        case .base: base = value
        case .goal: goals.append(GoalArgument.Typed(option: "--goal", kind: .atLeast, amount: try GoalArgument.amount(value)))
        case .atMost:
            goals.append(GoalArgument.Typed(option: "--at-most", kind: .atMost, amount: try GoalArgument.amount(value)))
        case .weeklyGoal:
            goals.append(
                GoalArgument.Typed(option: "--weekly-goal", kind: .weeklyAtLeast, amount: try GoalArgument.amount(value)))
        case .unit: unit = value
        case .noGoal: noGoal = true
        case .set: replacement = try GoalArgument.amount(value)
        case .note: note = value
        case .from where name == .import:
            guard let tracker = ForeignFormat(rawValue: value.lowercased()) else {
                let suggestion = nearest(to: value.lowercased(), among: ForeignFormat.allCases.map(\.rawValue))
                throw .badTracker(value, suggestion: suggestion)
            }
            self.tracker = tracker
        case .from: from = try DateArgument.parse(value)
        case .until: until = try DateArgument.parse(value)
        case .back:
            guard value.allSatisfy(\.isASCII), let days = Int(value), (0...Habit.askDaysBackLimit).contains(days) else {
                throw .badBack(value, maximum: Habit.askDaysBackLimit)
            }
            back = days
        }
    }

    func command() throws(UsageError) -> Command {
        if wantsHelp { return .help(name == .help ? nil : name) }
        if wantsVersion { return .version }
        guard let name else { return .list(view) }
        return try interpret(name)
    }

    private func interpret(_ command: CommandName) throws(UsageError) -> Command {
        // A habit's name is never blank: `habit check ""` is as wrong as `habit add ""`.
        let takesHabitNames: [CommandName] = [
            .check, .uncheck, .toggle, .show, .stats, .rename, .delete, .status, .archive, .unarchive, .move, .edit,
            .skip, .pause, .resume, .log, .note,
        ]
        // (rename's new name is checked as add's is; log's amount and note's text are no names.)
        let found = [.rename, .log, .note].contains(command) ? Array(positionals.prefix(1)) : positionals
        if takesHabitNames.contains(command), found.contains(where: { $0.allSatisfy(\.isWhitespace) }) {
            throw .blankName(command: command)
        }
        switch command {
        case .list:
            try expect(command, count: 0...0)
            return .list(view)
        case .add:
            try expect(command, count: 1...1)
            let schedule = try schedule()
            let goal = try GoalArgument.goal(goals, unit: unit, schedule: schedules.last)
            return .add(name: positionals[0], icon: icon, color: color, schedule: schedule, goal: goal)
        case .edit:
            try expect(command, count: 1...1)
            let schedule = try schedule()
            let goal = try GoalArgument.change(goals, unit: unit, removing: noGoal, schedule: schedules.last)
            guard schedule != nil || icon != nil || color != nil || goal != nil else { throw .nothingToEdit }
            return .edit(name: positionals[0], schedule: schedule, icon: icon, color: color, goal: goal)
        case .skip:
            try expect(command, count: 1...Int.max)
            return .skip(names: positionals, date: date, note: note)
        case .log:
            if let replacement {
                try expect(command, count: 1...1)
                guard !replacement.isNegative else { throw .amount(.negativeTotal(replacement)) }
                return .log(name: positionals[0], amount: replacement, replace: true, date: date, note: note)
            }
            try expect(command, count: 2...2)
            let amount = try GoalArgument.amount(positionals[1])
            return .log(name: positionals[0], amount: amount, replace: false, date: date, note: note)
        case .note:
            try expect(command, count: 2...2)
            return .note(name: positionals[0], text: positionals[1], date: date)
        case .pause:
            try expect(command, count: 1...1)
            return .pause(name: positionals[0], from: from, until: until)
        case .resume:
            try expect(command, count: 1...1)
            return .resume(name: positionals[0])
        case .check:
            try expect(command, count: 1...Int.max)
            return .check(names: positionals, date: date, note: note)
        case .uncheck:
            try expect(command, count: 1...Int.max)
            return .uncheck(names: positionals, date: date)
        case .toggle:
            try expect(command, count: 1...1)
            return .toggle(name: positionals[0], date: date)
        case .show:
            try expect(command, count: 0...1)
            return .show(name: positionals.first, view)
        case .stats:
            try expect(command, count: 0...1)
            return .stats(name: positionals.first, json: view.json)
        case .rename:
            try expect(command, count: 2...2)
            return .rename(name: positionals[0], newName: positionals[1])
        case .delete:
            try expect(command, count: 1...1)
            return .delete(name: positionals[0], confirmed: confirmed)
        case .help:
            try expect(command, count: wantsManual ? 0...0 : 0...1)
            if wantsManual { return .manual }
            guard let topic = positionals.first else { return .help(nil) }
            guard let name = CommandName(rawValue: topic.lowercased()) else {
                let suggestion = nearest(to: topic.lowercased(), among: CommandName.allCases.map(\.rawValue))
                throw .unknownHelpTopic(topic, suggestion: suggestion)
            }
            return .help(name)
        case .todo:
            try expect(command, count: 0...0)
            return .todo(quiet: quiet)
        case .status:
            try expect(command, count: 1...1)
            return .status(name: positionals[0], date: date, quiet: quiet)
        case .names:
            try expect(command, count: 0...0)
            return .names(archived: view.archived)
        case .import:
            try expect(command, count: 1...1)
            if tracker != nil, format != nil { throw .trackerWithFormat }
            return .importData(from: ImportSource(positionals[0]), format: format, tracker: tracker)
        case .export:
            try expect(command, count: 0...0)
            return .export(format: format ?? .csv)
        case .completion:
            try expect(command, count: 1...1)
            guard let shell = Shell(rawValue: positionals[0].lowercased()) else {
                let suggestion = nearest(to: positionals[0].lowercased(), among: Shell.allCases.map(\.rawValue))
                throw .unknownShell(positionals[0], suggestion: suggestion)
            }
            return .completion(shell)
        case .undo:
            try expect(command, count: 0...0)
            return .undo
        case .config:
            try expect(command, count: 0...0)
            return .config
        case .archive, .unarchive:
            try expect(command, count: 1...1)
            return .archive(name: positionals[0], archived: command == .archive)
        case .move:
            try expect(command, count: 1...1)
            guard moveTargets.count == 1 else { throw .moveNeedsOneTarget }
            return .move(name: positionals[0], to: moveTargets[0])
        case .ask:
            try expect(command, count: 0...0)
            return .ask(back: back)
        case .merge:
            try expect(command, count: 1...1)
            return .merge(other: positionals[0], base: base)
        case .mergeDriver:
            try expect(command, count: 3...3)
            return .mergeDriver(base: positionals[0], ours: positionals[1], theirs: positionals[2])
        }
    }

    /// The one schedule option given, `nil` for none; two different ones are refused (the same
    /// one twice: the last wins, like any option).
    private func schedule() throws(UsageError) -> Schedule? {
        guard let last = schedules.last else { return nil }
        if let other = schedules.first(where: { $0.option != last.option }) {
            throw .conflictingSchedules(other.option, last.option)
        }
        return last.schedule
    }

    private func expect(_ command: CommandName, count: ClosedRange<Int>) throws(UsageError) {
        if positionals.count < count.lowerBound {
            let arguments = CommandTable.spec(for: command).arguments
            let missing = arguments.dropFirst(positionals.count).first?.placeholder ?? .name
            // "needs NAME", not "needs NAME…": one name is what is missing.
            throw .missingArgument(command: command, placeholder: missing == .names ? .name : missing)
        }
        if positionals.count > count.upperBound {
            if count.upperBound == 0 { throw .argumentNotTaken(positionals[0], command: command) }
            let extra = positionals[count.upperBound]
            // Only "--" lets a word like "--goal" be an argument: an option typed after it.
            if extra.hasPrefix("--") { throw .optionAfterEnd(extra, command: command) }
            throw .extraArgument(extra, command: command)
        }
    }
}
