import HabitText
/// How a bash or zsh completion script writes its `case` arms and what each arm runs: the one
/// difference between the two scripts' arms, so that both are built by the same functions.
struct CaseSyntax: Sendable {
    /// What opens an arm's pattern: "" in bash, "(" in zsh.
    let armStart: String
    /// The command that offers the words written after it.
    let offerWords: String
    /// The command that offers the habits' names.
    let habits: String
    /// The command that offers the archived habits' names.
    let archivedHabits: String
    /// The command that offers file names.
    let files: String
    /// The command that offers the words for a day.
    let days: String
    /// The command that offers the habits' tags.
    let tags: String
    /// The command that offers the commands.
    let commands: String

    /// What completing `values` runs.
    func action(for values: CompletionScript.ValueKind) -> String {
        switch values {
        case .words(let words): return offer(words)
        case .days: return days
        case .habits: return habits
        case .tags: return tags
        case .files: return files
        case .nothing: return ":"
        }
    }

    /// What completing an argument of `kind` runs.
    func action(for kind: CompletionScript.ArgumentKind) -> String {
        switch kind {
        case .habits: return habits
        case .archivedHabits: return archivedHabits
        case .commands: return commands
        case .shells: return offer(Shell.allCases.map(\.rawValue))
        case .weekStarts: return offer(ConfigFile.weekStarts.map(\.key))
        case .files: return files
        case .nothing: return ":"
        }
    }

    /// The command that offers `words`.
    private func offer(_ words: [String]) -> String {
        ([offerWords] + words).joined(separator: " ")
    }

    /// `case` arms that complete an option's value, own options before global ones.
    func valueCases() -> String {
        CompletionScript.valueOptions.map { commands, option in
            let spellings = CompletionScript.spellings(of: option)
            let patterns = (commands?.map(\.rawValue) ?? ["*"]).flatMap { command in
                spellings.map { "\(command):\($0)" }
            }
            return Self.indent(3) + armStart + patterns.joined(separator: "|") + ") "
                + action(for: CompletionScript.values(of: option)) + "; return ;;"
        }.joined(separator: "\n")
    }

    /// `case` arms that complete each command's arguments by position.
    func argumentCases() -> String {
        CompletionScript.commands.compactMap { command -> String? in
            let (kinds, lastRepeats) = CompletionScript.arguments(of: command)
            var tests: [String] = []
            for (position, kind) in kinds.enumerated() where kind != .nothing {
                let repeats = lastRepeats && position == kinds.count - 1
                let condition = repeats ? "(( position >= \(position) ))" : "(( position == \(position) ))"
                tests.append(condition + " && " + action(for: kind))
            }
            guard !tests.isEmpty else { return nil }
            return Self.indent(2) + armStart + command.rawValue + ") " + tests.joined(separator: "; ") + " ;;"
        }.joined(separator: "\n")
    }

    /// `levels` levels of indentation, four spaces each.
    static func indent(_ levels: Int) -> String {
        String(repeating: "    ", count: levels)
    }
}
