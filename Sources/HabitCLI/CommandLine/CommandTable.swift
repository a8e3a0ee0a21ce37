/// The names of `habit`'s commands, as typed.
enum CommandName: String, CaseIterable, Sendable {
    case list, add, edit, check, uncheck, skip, pause, resume, toggle, show, stats, rename, delete, undo, help
    case todo, status, names, `import`, export, completion
    case config, archive, unarchive, move, ask
    case merge, mergeDriver = "merge-driver"
    case log, note
}

/// The long names of every option, as typed after `--`.
enum OptionName: String, CaseIterable, Sendable {
    case file, color, help, version, icon, date, yes, weeks
    case json, asOf = "as-of", quiet, format, wait
    case archived, to, before, after, back
    case man
    case notes
    case days, perWeek = "per-week", every, daily, from, until
    case base
    case goal, atMost = "at-most", weeklyGoal = "weekly-goal", unit, noGoal = "no-goal", set, note
}

/// The word standing for a value in usage lines ("DAY" in `--date DAY`); each language names it.
enum Placeholder: CaseIterable, Sendable {
    case name, newName, names, day, path, icon, color, when, command, count
    case file, format, shell, seconds, weekdays, times
    case position, other
    case base, ours, theirs
    case amount, unit, text
    case tracker
}

/// One option: its long and short name and the value it takes, if any.
struct OptionSpec: Sendable {
    let name: OptionName
    let short: Character?
    let value: Placeholder?
}

/// One command: its name, the arguments it takes and its own options.
struct CommandSpec: Sendable {
    let name: CommandName
    let arguments: [ArgumentSpec]
    let options: [OptionSpec]
}

/// A positional argument in a usage line.
struct ArgumentSpec: Sendable {
    let placeholder: Placeholder
    let isOptional: Bool
}

/// The one table of commands and options that parsing, help and completion all read.
enum CommandTable {
    /// Options every command accepts.
    static let globalOptions: [OptionSpec] = [
        OptionSpec(name: .file, short: nil, value: .path),
        OptionSpec(name: .color, short: nil, value: .when),
        OptionSpec(name: .wait, short: nil, value: .seconds),
        OptionSpec(name: .help, short: "h", value: nil),
        OptionSpec(name: .version, short: nil, value: nil),
    ]

    private static let date = OptionSpec(name: .date, short: "d", value: .day)
    private static let json = OptionSpec(name: .json, short: nil, value: nil)
    private static let asOf = OptionSpec(name: .asOf, short: nil, value: .day)
    private static let quiet = OptionSpec(name: .quiet, short: "q", value: nil)
    private static let format = OptionSpec(name: .format, short: nil, value: .format)
    private static let icon = OptionSpec(name: .icon, short: "i", value: .icon)
    private static let paletteColor = OptionSpec(name: .color, short: "c", value: .color)
    private static let schedules = [
        OptionSpec(name: .days, short: nil, value: .weekdays),
        OptionSpec(name: .perWeek, short: nil, value: .times),
        OptionSpec(name: .every, short: nil, value: .count),
    ]
    private static let goals = [
        OptionSpec(name: .goal, short: nil, value: .amount),
        OptionSpec(name: .atMost, short: nil, value: .amount),
        OptionSpec(name: .weeklyGoal, short: nil, value: .amount),
        OptionSpec(name: .unit, short: nil, value: .unit),
    ]
    private static let note = OptionSpec(name: .note, short: nil, value: .text)

    /// Every command in the order help lists them.
    static let commands: [CommandSpec] = [
        CommandSpec(name: .list, arguments: [], options: [json, asOf, OptionSpec(name: .archived, short: nil, value: nil)]),
        CommandSpec(
            name: .add, arguments: [ArgumentSpec(placeholder: .name, isOptional: false)],
            options: [icon, paletteColor] + schedules + goals),
        CommandSpec(
            name: .edit, arguments: [ArgumentSpec(placeholder: .name, isOptional: false)],
            options: schedules + [OptionSpec(name: .daily, short: nil, value: nil), icon, paletteColor] + goals + [
                OptionSpec(name: .noGoal, short: nil, value: nil)
            ]),
        CommandSpec(
            name: .log,
            arguments: [
                ArgumentSpec(placeholder: .name, isOptional: false),
                ArgumentSpec(placeholder: .amount, isOptional: true),
            ],
            options: [OptionSpec(name: .set, short: nil, value: .amount), date, note]),
        CommandSpec(
            name: .note,
            arguments: [
                ArgumentSpec(placeholder: .name, isOptional: false),
                ArgumentSpec(placeholder: .text, isOptional: false),
            ], options: [date]),
        CommandSpec(name: .check, arguments: [ArgumentSpec(placeholder: .names, isOptional: false)], options: [date, note]),
        CommandSpec(name: .uncheck, arguments: [ArgumentSpec(placeholder: .names, isOptional: false)], options: [date]),
        CommandSpec(name: .skip, arguments: [ArgumentSpec(placeholder: .names, isOptional: false)], options: [date, note]),
        CommandSpec(
            name: .pause, arguments: [ArgumentSpec(placeholder: .name, isOptional: false)],
            options: [
                OptionSpec(name: .from, short: nil, value: .day),
                OptionSpec(name: .until, short: nil, value: .day),
            ]),
        CommandSpec(name: .resume, arguments: [ArgumentSpec(placeholder: .name, isOptional: false)], options: []),
        CommandSpec(name: .toggle, arguments: [ArgumentSpec(placeholder: .name, isOptional: false)], options: [date]),
        CommandSpec(
            name: .show, arguments: [ArgumentSpec(placeholder: .name, isOptional: true)],
            options: [
                OptionSpec(name: .weeks, short: "w", value: .count), OptionSpec(name: .notes, short: nil, value: nil), json,
                asOf,
            ]),
        CommandSpec(name: .stats, arguments: [ArgumentSpec(placeholder: .name, isOptional: true)], options: [json]),
        CommandSpec(
            name: .rename,
            arguments: [
                ArgumentSpec(placeholder: .name, isOptional: false),
                ArgumentSpec(placeholder: .newName, isOptional: false),
            ], options: []),
        CommandSpec(
            name: .delete, arguments: [ArgumentSpec(placeholder: .name, isOptional: false)],
            options: [OptionSpec(name: .yes, short: "y", value: nil)]),
        CommandSpec(name: .todo, arguments: [], options: [quiet]),
        CommandSpec(name: .status, arguments: [ArgumentSpec(placeholder: .name, isOptional: false)], options: [date, quiet]),
        CommandSpec(name: .names, arguments: [], options: [OptionSpec(name: .archived, short: nil, value: nil)]),
        CommandSpec(
            name: .import, arguments: [ArgumentSpec(placeholder: .file, isOptional: false)],
            options: [format, OptionSpec(name: .from, short: nil, value: .tracker)]),
        CommandSpec(name: .export, arguments: [], options: [format]),
        CommandSpec(
            name: .merge, arguments: [ArgumentSpec(placeholder: .file, isOptional: false)],
            options: [OptionSpec(name: .base, short: nil, value: .file)]),
        CommandSpec(
            name: .mergeDriver,
            arguments: [
                ArgumentSpec(placeholder: .base, isOptional: false),
                ArgumentSpec(placeholder: .ours, isOptional: false),
                ArgumentSpec(placeholder: .theirs, isOptional: false),
            ], options: []),
        CommandSpec(name: .completion, arguments: [ArgumentSpec(placeholder: .shell, isOptional: false)], options: []),
        CommandSpec(
            name: .help, arguments: [ArgumentSpec(placeholder: .command, isOptional: true)],
            options: [OptionSpec(name: .man, short: nil, value: nil)]),
        CommandSpec(name: .undo, arguments: [], options: []),
        CommandSpec(name: .ask, arguments: [], options: [OptionSpec(name: .back, short: nil, value: .count)]),
        CommandSpec(name: .config, arguments: [], options: []),
        CommandSpec(name: .archive, arguments: [ArgumentSpec(placeholder: .name, isOptional: false)], options: []),
        CommandSpec(name: .unarchive, arguments: [ArgumentSpec(placeholder: .name, isOptional: false)], options: []),
        CommandSpec(
            name: .move, arguments: [ArgumentSpec(placeholder: .name, isOptional: false)],
            options: [
                OptionSpec(name: .to, short: nil, value: .position),
                OptionSpec(name: .before, short: nil, value: .other),
                OptionSpec(name: .after, short: nil, value: .other),
            ]),
    ]

    /// The specification of `name`.
    static func spec(for name: CommandName) -> CommandSpec {
        // Every CommandName has a row; the fallback is never reached.
        commands.first { $0.name == name } ?? CommandSpec(name: name, arguments: [], options: [])
    }

    /// The options `command` accepts: its own first, then the global ones. An own option
    /// shadows a global one of the same name (`add --color` takes a palette colour, and also
    /// accepts auto/always/never for the output).
    static func options(for command: CommandName?) -> [OptionSpec] {
        let own = command.map { spec(for: $0).options } ?? []
        return own + globalOptions.filter { global in !own.contains { $0.name == global.name } }
    }
}
