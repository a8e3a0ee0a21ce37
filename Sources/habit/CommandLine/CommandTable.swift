/// The names of `habit`'s commands, as typed.
enum CommandName: String, CaseIterable, Sendable {
    case list, add, check, uncheck, toggle, show, rename, delete, help
    case undo
}

/// The long names of every option, as typed after `--`.
enum OptionName: String, CaseIterable, Sendable {
    case file, color, help, version, icon, date, yes
}

/// The word standing for a value in usage lines ("DAY" in `--date DAY`); each language names it.
enum Placeholder: Sendable {
    case name, newName, names, day, path, icon, color, when, command
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
        OptionSpec(name: .help, short: "h", value: nil),
        OptionSpec(name: .version, short: nil, value: nil),
    ]

    private static let date = OptionSpec(name: .date, short: "d", value: .day)

    /// Every command in the order help lists them.
    static let commands: [CommandSpec] = [
        CommandSpec(name: .list, arguments: [], options: []),
        CommandSpec(
            name: .add, arguments: [ArgumentSpec(placeholder: .name, isOptional: false)],
            options: [
                OptionSpec(name: .icon, short: "i", value: .icon),
                OptionSpec(name: .color, short: "c", value: .color),
            ]),
        CommandSpec(name: .check, arguments: [ArgumentSpec(placeholder: .names, isOptional: false)], options: [date]),
        CommandSpec(name: .uncheck, arguments: [ArgumentSpec(placeholder: .names, isOptional: false)], options: [date]),
        CommandSpec(name: .toggle, arguments: [ArgumentSpec(placeholder: .name, isOptional: false)], options: [date]),
        CommandSpec(name: .show, arguments: [ArgumentSpec(placeholder: .name, isOptional: true)], options: []),
        CommandSpec(
            name: .rename,
            arguments: [
                ArgumentSpec(placeholder: .name, isOptional: false),
                ArgumentSpec(placeholder: .newName, isOptional: false),
            ], options: []),
        CommandSpec(
            name: .delete, arguments: [ArgumentSpec(placeholder: .name, isOptional: false)],
            options: [OptionSpec(name: .yes, short: "y", value: nil)]),
        CommandSpec(name: .help, arguments: [ArgumentSpec(placeholder: .command, isOptional: true)], options: []),
        CommandSpec(name: .undo, arguments: [], options: []),
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
