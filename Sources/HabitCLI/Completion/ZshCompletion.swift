/// The zsh completion script: `_habit`, usable from `fpath` (as the file `_habit`) or sourced
/// after `compinit`. Commands and options come with their help text as descriptions, which
/// `habit` gives at completion time in the language it speaks then.
enum ZshCompletion {
    /// The whole script.
    static func script() -> String {
        let valueOptions = CompletionScript.valueOptionSpellings.joined(separator: "|")
        return #"""
            #compdef habit
            # zsh completion for habit, written by `habit completion zsh`.
            # Install: habit completion zsh > "${fpath[1]}/_habit"   (then start a new zsh)
            # or, after compinit in ~/.zshrc: source <(habit completion zsh)

            # The habit names that the word typed finds as habit finds a name (ignoring case,
            # accents and width), from the data file the command line names; -U: they replace
            # the word even where they do not start with it (ub becomes Übung).
            _habit_names() {
                local -a file names
                local i
                for (( i = 2; i < CURRENT; i++ )); do
                    [[ ${words[i]} == --file ]] && file=(--file "${words[i+1]/#\~/$HOME}")
                    [[ ${words[i]} == --file=* ]] && file=(--file "${${words[i]#--file=}/#\~/$HOME}")
                done
                names=("${(@f)$(_call_program habit-names habit "${(@q)file}" names "$@" --matching="${(q)${(Q)PREFIX}}" 2>/dev/null)}")
                names=(${names:#})
                compadd -U -a names
            }

            # The tags that the part of the word after its last comma finds (ignoring case and
            # accents), each after the tags before that comma but for those already there
            # (morgens,ge: morgens,gesund), from the data file the command line names.
            _habit_tags() {
                local -a file tags offered
                local i tag word=${(Q)PREFIX} head=
                for (( i = 2; i < CURRENT; i++ )); do
                    [[ ${words[i]} == --file ]] && file=(--file "${words[i+1]/#\~/$HOME}")
                    [[ ${words[i]} == --file=* ]] && file=(--file "${${words[i]#--file=}/#\~/$HOME}")
                done
                [[ $word == *,* ]] && head=${word%,*},
                tags=("${(@f)$(_call_program habit-tags habit "${(@q)file}" tags --matching="${(q)${word##*,}}" 2>/dev/null)}")
                for tag in ${tags:#}; do
                    [[ ,$head == *,$tag,* ]] || offered+=("$tag")
                done
                compadd -U -p "$head" -a offered
            }

            # What habit offers for $1 (commands, options, days) in the language it speaks now.
            _habit_candidates() {
                local -a lines
                lines=("${(@f)$(_call_program habit-candidates habit completion zsh --candidates "$@" 2>/dev/null)}")
                reply=(${lines:#})
            }

            _habit_days() {
                local -a reply
                _habit_candidates days
                compadd -a reply
            }

            _habit() {
                local -a commands options reply
                _habit_candidates commands
                commands=("${reply[@]}")

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
                    _habit_candidates options${command:+:$command}
                    options=("${reply[@]}")
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

    /// Zsh's arms: patterns in parentheses, words offered by `compadd`.
    private static let syntax = CaseSyntax(
        armStart: "(", offerWords: "compadd --", habits: "_habit_names",
        archivedHabits: "_habit_names --archived", files: "_files", days: "_habit_days", tags: "_habit_tags",
        commands: "_describe -t commands 'habit command' commands")

    private static func indent(_ levels: Int) -> String {
        CaseSyntax.indent(levels)
    }
}
