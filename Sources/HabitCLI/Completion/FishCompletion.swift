import HabitText
/// The fish completion script: `complete` lines whose conditions ask two small functions
/// where on the command line the cursor is. Descriptions come from the help texts, which
/// `habit` gives at completion time in the language it speaks then.
enum FishCompletion {
    /// The whole script.
    static func script() -> String {
        let valueOptions = CompletionScript.valueOptionSpellings.map { "'" + $0 + "'" }.joined(separator: " ")
        return #"""
            # fish completion for habit, written by `habit completion fish`.
            # Install: habit completion fish > ~/.config/fish/completions/habit.fish

            # Prints the command (or -) and how many arguments follow it before the cursor.
            function __habit_state
                set -l tokens (commandline -opc)
                set -e tokens[1]
                set -l command -
                set -l position 0
                set -l skip 0
                set -l ended 0
                for token in $tokens
                    if test $skip = 1
                        set skip 0
                        continue
                    end
                    if test $ended = 0
                        switch $token
                            case --
                                set ended 1
                                continue
                            case -
                                # standard input, an argument
                            case \#(valueOptions)
                                set skip 1
                                continue
                            case '-*'
                                continue
                        end
                    end
                    if test $command = -
                        set command $token
                    else
                        set position (math $position + 1)
                    end
                end
                printf '%s\n' $command $position
            end

            # True when the command is one of $argv[1] (separated by spaces) and, if $argv[2] is
            # given, that many arguments precede the cursor.
            function __habit_at
                set -l state (__habit_state)
                contains -- $state[1] (string split ' ' -- $argv[1]); or return 1
                test (count $argv) -lt 2; or test $state[2] = $argv[2]
            end

            # Runs habit with $argv on the data file the command line names.
            function __habit_run
                set -l tokens (commandline -opc)
                set -l file
                for i in (seq (count $tokens))
                    if test $tokens[$i] = --file; and test $i -lt (count $tokens)
                        set file --file $tokens[(math $i + 1)]
                    else if string match -q -- '--file=*' $tokens[$i]
                        set file --file (string replace -- '--file=' '' $tokens[$i])
                    end
                end
                habit $file $argv 2>/dev/null
            end

            # The habit names, from the data file the command line names.
            function __habit_names
                __habit_run names $argv
            end

            # The tags that the part of the current token after its last comma finds (ignoring
            # case and accents), each after the tags before that comma but for those already
            # there (morgens,ge: morgens,gesund), from the data file the command line names.
            function __habit_tags
                set -l token (commandline -ct)
                set token (string replace -r -- '^--[^=]*=' '' "$token")
                set -l head ''
                set -l typed
                if string match -q -- '*,*' "$token"
                    set head (string replace -r -- ',[^,]*$' ',' "$token")
                    set typed (string split , -- "$head")
                end
                set -l part (string replace -r -- '^.*,' '' "$token")
                for tag in (__habit_run tags --matching="$part")
                    contains -- $tag $typed; or printf '%s\n' "$head$tag"
                end
            end

            # What habit offers for $argv (commands, options, days), with descriptions in the
            # language it speaks now.
            function __habit_candidates
                habit completion fish --candidates $argv 2>/dev/null
            end

            # The options of the command on the line (the global ones before a command).
            function __habit_options
                set -l state (__habit_state)
                if test $state[1] = -
                    __habit_candidates options
                else
                    __habit_candidates options:$state[1]
                end
            end

            complete -c habit -f
            complete -c habit -n '__habit_at -' -a '(__habit_candidates commands)'
            \#(optionLines())
            # After the lines above, so that fish, which tries the last first, keeps these
            # descriptions for the options those lines name.
            complete -c habit -n 'string match -q -- "-*" (commandline -ct)' -a '(__habit_options)'
            \#(argumentLines())

            """#
    }

    /// One line per option, for the values it takes (its description comes from
    /// `__habit_options`): own options for their commands, global ones everywhere except where
    /// an own option of the same name shadows them.
    private static func optionLines() -> String {
        var groups: [(commands: [CommandName], option: OptionSpec)] = []
        for spec in CommandTable.commands {
            for option in spec.options {
                if let index = groups.firstIndex(where: { $0.option.name == option.name && $0.option.value == option.value }) {
                    groups[index].commands.append(spec.name)
                } else {
                    groups.append(([spec.name], option))
                }
            }
        }
        var lines = groups.map { group in
            line(for: group.option, condition: "__habit_at " + quoted(group.commands.map(\.rawValue).joined(separator: " ")))
        }
        for option in CommandTable.globalOptions {
            let shadowing = CommandTable.commands.filter { spec in spec.options.contains { $0.name == option.name } }.map(
                \.name.rawValue)
            let condition = shadowing.isEmpty ? nil : "not __habit_at " + quoted(shadowing.joined(separator: " "))
            lines.append(line(for: option, condition: condition))
        }
        return lines.joined(separator: "\n")
    }

    private static func line(for option: OptionSpec, condition: String?) -> String {
        var words = ["complete -c habit"]
        if let condition { words.append("-n " + quoted(condition)) }
        if let short = option.short { words.append("-s \(short)") }
        words.append("-l " + option.name.rawValue)
        switch CompletionScript.values(of: option) {
        case .words(let values): words.append("-x -a " + quoted(values.joined(separator: " ")))
        case .days: words.append("-x -a " + quoted("(__habit_candidates days)"))
        case .habits: words.append("-x -a " + quoted("(__habit_names)"))
        case .tags: words.append("-x -a " + quoted("(__habit_tags)"))
        case .files: words.append("-r -F")
        case .nothing: if option.value != nil { words.append("-x") }
        }
        return words.joined(separator: " ")
    }

    private static func argumentLines() -> String {
        var lines: [String] = []
        for command in CompletionScript.commands {
            let (kinds, lastRepeats) = CompletionScript.arguments(of: command)
            for (position, kind) in kinds.enumerated() {
                let repeats = lastRepeats && position == kinds.count - 1
                let condition = "__habit_at " + command.rawValue + (repeats ? "" : " \(position)")
                let completion: String
                switch kind {
                case .habits: completion = "-a " + quoted("(__habit_names)")
                case .archivedHabits: completion = "-a " + quoted("(__habit_names --archived)")
                case .commands: completion = "-a " + quoted(CompletionScript.commands.map(\.rawValue).joined(separator: " "))
                case .shells: completion = "-a " + quoted(Shell.allCases.map(\.rawValue).joined(separator: " "))
                case .weekStarts: completion = "-a " + quoted(ConfigFile.weekStarts.map(\.key).joined(separator: " "))
                case .files: completion = "-F"
                case .nothing: continue
                }
                lines.append("complete -c habit -n " + quoted(condition) + " " + completion)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `text` in fish's single quotes, where only `\\` and `\'` are escapes.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacing(#"\"#, with: #"\\"#).replacing("'", with: #"\'"#) + "'"
    }
}
