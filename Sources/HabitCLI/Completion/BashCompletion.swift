/// The bash completion script: one function, `_habit`, that reads `COMP_WORDS` and
/// `COMP_CWORD` and fills `COMPREPLY`. It needs nothing from the bash-completion package.
enum BashCompletion {
    /// The whole script.
    static func script() -> String {
        let valueOptions = CompletionScript.valueOptionSpellings.joined(separator: "|")
        return #"""
            # bash completion for habit, written by `habit completion bash`.
            # Install: habit completion bash > ~/.local/share/bash-completion/completions/habit
            # or add to ~/.bashrc: source <(habit completion bash)

            # Runs habit with its arguments on the data file the command line names.
            _habit_ask() {
                local i path
                local -a file=()
                for (( i = 1; i < COMP_CWORD; i++ )); do
                    if [[ ${COMP_WORDS[i]} == --file ]]; then
                        path=${COMP_WORDS[i+1]}
                        [[ $path == = ]] && path=${COMP_WORDS[i+2]}
                        file=(--file "${path/#\~/$HOME}")
                    fi
                done
                habit "${file[@]}" "$@" 2>/dev/null
            }

            # The habit names, one per line, from the data file the command line names; with
            # --matching=TEXT, those TEXT finds as lookup does (case, accents, width ignored).
            _habit_names() {
                _habit_ask names "$@"
            }

            # Adds those arguments that start with the current word to COMPREPLY, quoted as the
            # shell needs them (names may contain spaces). After an opening quote the word is
            # left as it is: readline closes the quote.
            _habit_reply() {
                local candidate typed=$cur quoted=
                case $typed in
                    \'*) quoted=1; typed=${typed#\'} ;;
                    \"*) quoted=1; typed=${typed#\"} ;;
                    *) typed=${typed//\\/} ;;
                esac
                for candidate in "$@"; do
                    [[ -n $candidate && $candidate == "$typed"* ]] || continue
                    if [[ -n $quoted ]]; then
                        COMPREPLY+=("$candidate")
                    else
                        COMPREPLY+=("$(printf '%q' "$candidate")")
                    fi
                done
            }

            # The current word as the shell will read it: without an opening quote and with
            # backslash escapes undone, so that "Wasser t and Wasser\ t both mean Wasser t.
            # Nothing in it is expanded or evaluated.
            _habit_dequote() {
                local word=$1 quote= c i
                REPLY=
                case $word in
                    \'*) quote=\'; word=${word:1} ;;
                    \"*) quote=\"; word=${word:1} ;;
                esac
                for (( i = 0; i < ${#word}; i++ )); do
                    c=${word:i:1}
                    if [[ $c == \\ && $quote != \' ]]; then
                        if [[ -z $quote || ${word:i+1:1} == [\$\`\"\\] ]]; then
                            (( i++ ))
                            c=${word:i:1}
                        fi
                    fi
                    REPLY+=$c
                done
            }

            # Habit names that the current word finds as habit finds a name (ignoring case,
            # accents and width: wa finds Wasser trinken), as they are: readline quotes what it
            # inserts (`compopt -o filenames`), with backslashes or inside the quote the word
            # opened, and lists them unquoted; a name is never expanded or evaluated.
            _habit_reply_names() {
                local name REPLY
                _habit_dequote "$cur"
                compopt -o filenames 2>/dev/null
                while IFS= read -r name; do
                    [[ -n $name ]] && COMPREPLY+=("$name")
                done < <(_habit_names "$@" --matching="$REPLY")
            }

            # The tags that the part of the current word after its last comma finds (ignoring
            # case and accents), each after the tags before that comma but for those already
            # there: morgens,ge offers morgens,gesund. Quoted by readline as names are.
            _habit_reply_tags() {
                local tag head= REPLY
                _habit_dequote "$cur"
                [[ $REPLY == *,* ]] && head=${REPLY%,*},
                compopt -o filenames 2>/dev/null
                while IFS= read -r tag; do
                    [[ -n $tag && ,$head != *,"$tag",* ]] && COMPREPLY+=("$head$tag")
                done < <(_habit_ask tags --matching="${REPLY##*,}")
            }

            # The words for a day in the language habit speaks now, that start with the
            # current word.
            _habit_reply_days() {
                local word
                local -a words=()
                while IFS= read -r word; do
                    words+=("$word")
                done < <(habit completion bash --candidates days 2>/dev/null)
                _habit_reply "${words[@]}"
            }

            _habit_files() {
                compopt -o filenames 2>/dev/null
                local file
                while IFS= read -r file; do
                    COMPREPLY+=("$file")
                done < <(compgen -f -- "$cur")
            }

            _habit() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev= option
                (( COMP_CWORD > 0 )) && prev=${COMP_WORDS[COMP_CWORD-1]}
                COMPREPLY=()

                # The command, and how many arguments follow it before the cursor.
                local command= word ended= i position=0
                for (( i = 1; i < COMP_CWORD; i++ )); do
                    word=${COMP_WORDS[i]}
                    if [[ -z $ended ]]; then
                        case $word in
                            --) ended=1; continue ;;
                            -) ;;  # standard input, an argument
                            \#(valueOptions))
                                (( i++ ))
                                [[ ${COMP_WORDS[i]} == = ]] && (( i++ ))
                                continue ;;
                            -*) continue ;;
                        esac
                    fi
                    if [[ -z $command ]]; then command=$word; else (( position++ )); fi
                done

                # The value of an option.
                option=$prev
                [[ $prev == = && COMP_CWORD -gt 1 ]] && option=${COMP_WORDS[COMP_CWORD-2]}
                if [[ -z $ended ]]; then
                    case "$command:$option" in
            \#(syntax.valueCases())
                    esac
                fi

                if [[ -z $ended && $cur == -* ]]; then
                    case $command in
            \#(optionCases())
                    esac
                    return
                fi

                if [[ -z $command ]]; then
                    _habit_reply \#(CompletionScript.commands.map(\.rawValue).joined(separator: " "))
                    return
                fi

                case $command in
            \#(syntax.argumentCases())
                esac
            }

            complete -F _habit habit

            """#
    }

    /// `case` arms that offer each command's options (long spellings only).
    private static func optionCases() -> String {
        let rows =
            [(pattern: "''", options: CompletionScript.options(for: nil))]
            + CompletionScript.commands.map { (pattern: $0.rawValue, options: CompletionScript.options(for: $0)) }
        return rows.map { row in
            let words = row.options.map { "--" + $0.name.rawValue }.joined(separator: " ")
            return indent(3) + row.pattern + ") _habit_reply " + words + " ;;"
        }.joined(separator: "\n")
    }

    /// Bash's arms: patterns as they are, words offered by `_habit_reply`.
    private static let syntax = CaseSyntax(
        armStart: "", offerWords: "_habit_reply", habits: "_habit_reply_names",
        archivedHabits: "_habit_reply_names --archived", files: "_habit_files", days: "_habit_reply_days",
        tags: "_habit_reply_tags",
        commands: "_habit_reply " + CompletionScript.commands.map(\.rawValue).joined(separator: " "))

    private static func indent(_ levels: Int) -> String {
        CaseSyntax.indent(levels)
    }
}
