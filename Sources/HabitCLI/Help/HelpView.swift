import HabitText
/// Help text, rendered from ``CommandTable`` in the user's language, in lines that fit the
/// terminal and never more than ``maximumWidth`` columns.
enum HelpView {
    /// The widest help gets, however wide the terminal: lines longer than this are hard to read.
    static let maximumWidth = 80

    /// The words of a command's usage line, each option with its value one unbreakable word:
    /// `habit`, `check`, `NAME…`, `[-d, --date DAY]`.
    static func usageWords(for command: CommandName, in language: LanguageTable, withOptions: Bool = true)
        -> [String]
    {
        let spec = CommandTable.spec(for: command)
        var words = ["habit", command.rawValue]
        for argument in spec.arguments {
            let name = language.text(.placeholder(argument.placeholder))
            words.append(argument.isOptional ? "[\(name)]" : name)
        }
        for option in spec.options where withOptions {
            words.append("[" + spelling(option, language: language) + "]")
        }
        return words
    }

    /// `habit check NAME… [-d, --date DAY]`: a command's usage line.
    static func usageLine(for command: CommandName, in language: LanguageTable, withOptions: Bool = true) -> String {
        usageWords(for: command, in: language, withOptions: withOptions).joined(separator: " ")
    }

    /// The overview: every command, the global options, the exit codes and the data file.
    static func overview(language: LanguageTable, width terminalWidth: Int = maximumWidth) -> [String] {
        let width = min(terminalWidth, maximumWidth)
        func wrapped(_ message: HelpMessage, indent: Int = 0) -> [String] {
            TextWrap.lines(language.text(message), width: width, indent: indent)
        }
        var lines = wrapped(.tagline)
        lines += ["", language.text(.usageHeading), "  habit [" + language.text(.placeholder(.command)) + "] …", ""]
        lines.append(language.text(.commandsHeading))
        lines += TextWrap.table(
            // git calls merge-driver, people do not: it has `habit help merge-driver`, the manual
            // page and docs/sync.md, and stays out of the overview (whose column it would widen).
            CommandTable.commands.filter { $0.name != .mergeDriver }.map {
                (usageLine(for: $0.name, in: language, withOptions: false), language.text(.commandSummary($0.name)))
            }, width: width)
        lines += [""] + wrapped(.nameAsCommand)
        lines += ["", language.text(.globalOptionsHeading)]
        lines += options(CommandTable.globalOptions, command: nil, language: language, width: width)
        lines += ["", language.text(.exitCodesHeading)]
        lines += TextWrap.table(ExitCode.allCases.map { (String($0.rawValue), language.text(.exitCode($0))) }, width: width)
        lines += ["", language.text(.dataFileHeading)]
        lines += TextWrap.lines("  " + language.text(.dataFileRule), width: width, indent: 4)
        lines += [""] + wrapped(.moreHelp)
        return lines
    }

    /// Help for one command: its usage, what it does, its options and the global ones.
    static func command(_ command: CommandName, language: LanguageTable, width terminalWidth: Int = maximumWidth)
        -> [String]
    {
        let width = min(terminalWidth, maximumWidth)
        // Usage lines wrap between options, the next line starting under the first argument.
        let words = usageWords(for: command, in: language)
        let hanging = 2 + DisplayWidth.of("habit \(command.rawValue) ")
        var lines = [language.text(.usageHeading)]
        lines += TextWrap.lines(words: words, width: width, firstIndent: 2, indent: hanging < width / 2 ? hanging : 4)
        lines += [""] + TextWrap.lines(language.text(.commandSummary(command)), width: width)
        let own = CommandTable.spec(for: command).options
        if !own.isEmpty {
            lines += ["", language.text(.optionsHeading)]
            lines += options(own, command: command, language: language, width: width)
        }
        lines += ["", language.text(.globalOptionsHeading)]
        let shadowed = Set(own.map(\.name))
        lines += options(
            CommandTable.globalOptions.filter { !shadowed.contains($0.name) }, command: nil, language: language, width: width)
        return lines
    }

    private static func spelling(_ option: OptionSpec, language: LanguageTable) -> String {
        var text = option.short.map { "-\($0), " } ?? ""
        text += "--" + option.name.rawValue
        if let value = option.value { text += " " + language.text(.placeholder(value)) }
        return text
    }

    private static func options(_ specs: [OptionSpec], command: CommandName?, language: LanguageTable, width: Int)
        -> [String]
    {
        TextWrap.table(
            specs.map {
                (spelling($0, language: language), language.text(.optionHelp($0.name, command: command, facts: .current)))
            },
            width: width)
    }
}
