import HabitCore
import HabitText

/// What a completion script asks `habit` for each time someone presses Tab, so that what it
/// offers is in the language of the shell that completes (its `LANG` then), not of whoever
/// wrote the script to a file: `habit completion SHELL --candidates
/// commands|options|options:COMMAND|days`, one candidate a line as `SHELL` reads them. Habit
/// names come from `habit names --matching`.
enum CompletionCandidates: String, CaseIterable, Sendable {
    /// The commands, each with its summary.
    case commands
    /// The options of a command (the global ones without one), each with its help.
    case options
    /// The current language's words for today and the days before it (heute, gestern,
    /// vorgestern), from its ``DateWords``.
    case days

    /// A value of `--candidates`: what is asked for, and for `options:COMMAND` whose options.
    struct Query: Equatable, Sendable {
        /// What is asked for.
        let kind: CompletionCandidates
        /// The command whose options are asked for; the global options when `nil`.
        var command: CommandName? = nil

        /// `commands`, `days`, `options` or `options:COMMAND`, as typed.
        static func parse(_ text: String) throws(UsageError) -> Query {
            let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard let kind = CompletionCandidates(rawValue: parts[0]) else { throw .badCandidates(text) }
            guard parts.count == 2 else { return Query(kind: kind) }
            guard kind == .options, let command = CommandName(rawValue: parts[1]) else { throw .badCandidates(text) }
            return Query(kind: kind, command: command)
        }
    }

    /// The lines `shell` reads: a word alone for bash, `word:description` for zsh's
    /// `_describe`, `word` and a tab and the description for fish.
    func lines(for shell: Shell, command: CommandName?, language: LanguageTable) -> [String] {
        let described: [(word: String, description: String)]
        switch self {
        case .commands:
            described = CompletionScript.commands.map { ($0.rawValue, language.text(.commandSummary($0))) }
        case .options:
            described = CompletionScript.options(for: command).map { option in
                ("--" + option.name.rawValue, language.text(.optionHelp(option.name, command: command, facts: .current)))
            }
        case .days:
            return language.dateWords.relativeDays.filter { $0.days <= 0 }.map(\.word)
        }
        switch shell {
        case .bash: return described.map(\.word)
        case .zsh: return described.map { $0.word.replacing(":", with: "\\:") + ":" + $0.description }
        case .fish: return described.map { $0.word + "\t" + $0.description }
        }
    }
}
