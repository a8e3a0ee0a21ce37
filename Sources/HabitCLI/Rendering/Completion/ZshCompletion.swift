/// The zsh completion script: `_habit`, usable from `fpath` (as the file `_habit`) or sourced
/// after `compinit`. Commands and options come with their help text as descriptions.
enum ZshCompletion {
    /// The whole script, with descriptions in `language`.
    static func script(language: any LanguageTable) -> String {
        let valueOptions = CompletionScript.valueOptionSpellings.joined(separator: "|")
        let commands = CompletionScript.commands.map { command in
            indent(2) + CompletionScript.posixQuoted(command.rawValue + ":" + language.text(.commandSummary(command)))
        }.joined(separator: "\n")
        return #"""
            #compdef habit
            # zsh completion for habit, written by `habit completion zsh`.
            # Install: habit completion zsh > "${fpath[1]}/_habit"   (then start a new zsh)
            # or, after compinit in ~/.zshrc: source <(habit completion zsh)

            # The habit names, from the data file the command line names.
            _habit_names() {
                local -a file names
                local i
                for (( i = 2; i < CURRENT; i++ )); do
                    [[ ${words[i]} == --file ]] && file=(--file "${words[i+1]/#\~/$HOME}")
                    [[ ${words[i]} == --file=* ]] && file=(--file "${${words[i]#--file=}/#\~/$HOME}")
                done
                names=("${(@f)$(_call_program habit-names habit "${(@q)file}" names "$@" 2>/dev/null)}")
                names=(${names:#})
                compadd -a names
            }

            _habit() {
                local -a commands options
                commands=(
            \#(commands)
                )

                # The command, and how many arguments follow it before the cursor.
                local command= word ended=
                integer i position=0
                for (( i = 2; i < CURRENT; i++ )); do
                    word=${words[i]}
                    if [[ -z $ended ]]; then
                        case $word in
                            (--) ended=1; continue ;;
                            (-) ;;  # standard input, an argument
                            (\#(valueOptions)) (( i++ )); continue ;;
                            (-*) continue ;;
                        esac
                    fi
                    if [[ -z $command ]]; then command=$word; else (( position++ )); fi
                done

                # The value of an option.
                if [[ -z $ended ]]; then
                    case "$command:${words[CURRENT-1]}" in
            \#(syntax.valueCases())
                    esac
                fi

                if [[ -z $ended && $PREFIX == -* ]]; then
                    case $command in
            \#(optionCases(language: language))
                    esac
                    _describe -t options 'habit option' options
                    return
                fi

                if [[ -z $command ]]; then
                    _describe -t commands 'habit command' commands
                    return
                fi

                case $command in
            \#(syntax.argumentCases())
                esac
            }

            if [[ $funcstack[1] == _habit ]]; then
                _habit "$@"
            else
                compdef _habit habit
            fi

            """#
    }

    private static func optionCases(language: any LanguageTable) -> String {
        let rows =
            [(pattern: "''", command: CommandName?.none)] + CompletionScript.commands.map { (pattern: $0.rawValue, command: $0) }
        return rows.map { row in
            let entries = CompletionScript.options(for: row.command).map { option in
                CompletionScript.posixQuoted(
                    "--" + option.name.rawValue + ":"
                        + language.text(.optionHelp(option.name, command: row.command, facts: .current)))
            }
            return indent(3) + "(" + row.pattern + ") options=(" + entries.joined(separator: " ") + ") ;;"
        }.joined(separator: "\n")
    }

    /// Zsh's arms: patterns in parentheses, words offered by `compadd`.
    private static let syntax = CaseSyntax(
        armStart: "(", offerWords: "compadd --", habits: "_habit_names",
        archivedHabits: "_habit_names --archived", files: "_files",
        commands: "_describe -t commands 'habit command' commands")

    private static func indent(_ levels: Int) -> String {
        CaseSyntax.indent(levels)
    }
}
