/// Help text, rendered from ``CommandTable`` in the user's language.
enum HelpView {
    /// `habit check NAME… [--date DAY]`: a command's usage line.
    static func usageLine(for command: CommandName, in language: any LanguageTable, withOptions: Bool = true) -> String {
        let spec = CommandTable.spec(for: command)
        var words = ["habit", command.rawValue]
        for argument in spec.arguments {
            let name = language.placeholder(argument.placeholder)
            words.append(argument.isOptional ? "[\(name)]" : name)
        }
        for option in spec.options where withOptions {
            words.append("[" + spelling(option, language: language) + "]")
        }
        return words.joined(separator: " ")
    }

    /// The overview: every command, the global options, the exit codes and the data file.
    static func overview(language: any LanguageTable) -> [String] {
        var lines = [
            language.text(.tagline), "", language.text(.usageHeading), "  habit [" + language.placeholder(.command) + "] …", "",
        ]
        lines.append(language.text(.commandsHeading))
        // git calls merge-driver, people do not: it has `habit help merge-driver`, the manual
        // page and docs/sync.md, and stays out of the overview (whose column it would widen).
        lines += table(
            CommandTable.commands.filter { $0.name != .mergeDriver }.map {
                (usageLine(for: $0.name, in: language, withOptions: false), language.summary(of: $0.name))
            })
        lines += ["", language.text(.globalOptionsHeading)]
        lines += options(CommandTable.globalOptions, command: nil, language: language)
        lines += ["", language.text(.exitCodesHeading)]
        lines += table(ExitCode.allCases.map { (String($0.rawValue), language.text(.exitCode($0))) })
        lines += ["", language.text(.dataFileHeading), "  " + language.text(.dataFileRule), "", language.text(.moreHelp)]
        return lines
    }

    /// Help for one command: its usage, what it does, its options and the global ones.
    static func command(_ command: CommandName, language: any LanguageTable) -> [String] {
        var lines = [
            language.text(.usageHeading), "  " + usageLine(for: command, in: language), "", language.summary(of: command),
        ]
        let own = CommandTable.spec(for: command).options
        if !own.isEmpty {
            lines += ["", language.text(.optionsHeading)]
            lines += options(own, command: command, language: language)
        }
        lines += ["", language.text(.globalOptionsHeading)]
        let shadowed = Set(own.map(\.name))
        lines += options(CommandTable.globalOptions.filter { !shadowed.contains($0.name) }, command: nil, language: language)
        return lines
    }

    private static func spelling(_ option: OptionSpec, language: any LanguageTable) -> String {
        var text = option.short.map { "-\($0), " } ?? ""
        text += "--" + option.name.rawValue
        if let value = option.value { text += " " + language.placeholder(value) }
        return text
    }

    private static func options(_ specs: [OptionSpec], command: CommandName?, language: any LanguageTable) -> [String] {
        table(specs.map { (spelling($0, language: language), language.help(for: $0.name, in: command)) })
    }

    /// Two columns, the first padded to its widest entry.
    private static func table(_ rows: [(String, String)]) -> [String] {
        let width = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        return rows.map { "  " + DisplayWidth.padded($0.0, to: width) + "  " + $0.1 }
    }
}
