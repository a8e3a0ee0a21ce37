import HabitCore
import HabitText

/// The manual page, `habit(1)`, in man(7) macros: what `habit help --man` prints and
/// `docs/habit.1` holds.
///
/// Commands, options, exit codes and the environment come from the tables that drive the
/// parser, `habit help` and the program (``CommandTable``, ``ExitCode``,
/// ``EnvironmentVariable``), with the English sentences of `habit help`, so the page cannot
/// drift from the program. Every character outside ASCII is written as a groff escape, so the
/// page reads the same whatever encoding `man` assumes.
enum ManPage {
    /// The whole page.
    static func render() -> String {
        let english = LanguageTable.english
        var page = Roff()
        page.request("TH", "HABIT", "1", Version.date, "habit " + Version.current, "User Commands")

        page.section("NAME")
        page.text("habit - check off habits in the terminal, daily or on a schedule")

        page.section("SYNOPSIS")
        page.request("B", "habit")
        page.request("RI", "[", "command", "]")
        page.request("RI", "[", "argument", "...]")
        page.request("RI", "[", "option", "...]")

        page.section("DESCRIPTION")
        page.text(
            """
            habit keeps a list of habits, daily or on a schedule (some weekdays, a number of times \
            a week, every few days): check off what you did today, see each one's streak and \
            record, look at the last weeks as a calendar and at rates over the last 7, 30 and 365 \
            days, and let cron remind you of what is still open. Days are calendar days in your \
            time zone (TZ).
            """)
        page.paragraph()
        page.text(
            """
            Without a command, habit lists every habit with today's progress. Text goes to \
            standard output, errors as one sentence starting with "habit:" to standard error. \
            Colour is used only on a terminal. Sentences are in English, German or French, as \
            the locale or the settings ask; this page is in English.
            """)

        page.section("COMMANDS")
        for spec in CommandTable.commands {
            page.request("TP")
            page.raw(usage(of: spec, language: english))
            page.text(english.text(.commandSummary(spec.name)))
            if !spec.options.isEmpty {
                page.request("RS")
                for option in spec.options {
                    page.request("TP")
                    page.raw(spelling(of: option, language: english))
                    page.text(english.text(.optionHelp(option.name, command: spec.name, facts: .current)))
                }
                page.request("RE")
            }
        }

        page.section("OPTIONS")
        page.text("Every command takes these options, before or after its arguments:")
        for option in CommandTable.globalOptions {
            page.request("TP")
            page.raw(spelling(of: option, language: english))
            page.text(english.text(.optionHelp(option.name, command: nil, facts: .current)))
        }
        page.request("TP")
        page.raw(Roff.bold("--"))
        page.text("Ends the options: every word after it is an argument, so a name may start with a dash.")

        page.section("DAYS AND NAMES")
        page.text(
            """
            A DAY is written the same way for every date option and in every language, and the \
            words of English, German and French are understood whichever language habit speaks \
            (case, accents and a trailing dot do not matter): YYYY-MM-DD; today, yesterday, \
            the day before yesterday, tomorrow (heute, gestern, vorgestern, morgen; aujourd'hui, \
            hier, avant-hier, demain); -N or +N for N days before or after today; a weekday, full \
            or short (Monday, Mon, Montag, Mo, lundi, lun.), meaning the latest such day that is \
            not after today, so today on its own weekday; a day and month in digits, day first: \
            26.11.2026 or 26.11., and 26/11/2026 or 26/11 in German and French (in English, \
            whose 11/26 would be month first, digits with slashes are refused as ambiguous); or a \
            month's name and a day: Nov 26, Nov 26, 2026, 26. Nov., 26 nov. 2026. Without a \
            year, the day is in the current year, even if that is after today (26.12. on \
            December 1 is December 26 of this year). Days after today are refused where a day \
            is changed or asked about (pause takes them), and so are days that do not exist \
            (2026-02-30, 29.02. in 2026) and days before 1900.
            """)
        page.paragraph()
        page.text(
            """
            A NAME may be typed loosely: the exact name first, then ignoring case and accents \
            (ubung finds \u{DC}bung), then a unique beginning (Med for Meditieren). Quote names \
            with spaces. Names are trimmed, at most 100 Unicode scalars (composed), without line \
            breaks or control characters, not only invisible characters, and unique ignoring case \
            and invisible characters.
            """)
        page.paragraph()
        page.text("The colours are " + HabitColor.allCases.map(\.rawValue).joined(separator: ", ") + ".")
        page.paragraph()
        page.text(
            """
            The streak is the number of days in a row a habit was done, counted back from today; \
            an unchecked today does not break it, since the day is still running. The record is \
            the longest streak ever.
            """)

        page.section("EXIT STATUS")
        for code in ExitCode.allCases {
            page.request("TP")
            page.raw(Roff.bold(String(code.rawValue)))
            page.text(Self.sentence(english.text(.exitCode(code))))
        }

        page.section("ENVIRONMENT")
        for variable in EnvironmentVariable.all {
            page.request("TP")
            page.raw(Roff.bold(variable.name))
            page.text(variable.meaning)
        }

        page.section("FILES")
        let files: [(String, String)] = [
            (
                "~/.local/share/habit/habits.json",
                "The habits: versioned JSON, pretty-printed with sorted keys. Its place: "
                    + english.text(.dataFileRule) + "."
            ),
            ("habits.json.bak", "Beside the data file: the habits as they were before the last change, for habit undo."),
            ("habits.json.lock", "Beside the data file: the lock every change takes; it stays, and is harmless."),
            (
                "~/.config/habit/config",
                "Settings, one key = value per line: day-starts-at, language, color "
                    + "($XDG_CONFIG_HOME/habit/config when that is set)."
            ),
        ]
        for (path, meaning) in files {
            page.request("TP")
            page.raw(Roff.italic(path))
            page.text(meaning)
        }

        page.section("EXAMPLES")
        let examples: [(String, String)] = [
            ("habit add Meditieren --icon \u{1F9E0}", "Add a habit with an icon."),
            ("habit check Meditieren", "Mark it done today."),
            ("habit check Lesen --date yesterday", "Mark another one done yesterday."),
            ("habit show Meditieren --weeks 8", "Its streak, record, last seven days and a calendar of eight weeks."),
            ("habit todo || echo \"still open\"", "What is still open today; exit status 1 when anything is."),
            ("habit list --json | jq -r '.[] | select(.streak >= 7) | .name'", "The habits on a run of a week or more."),
            ("habit export > backup.json", "Everything, settings included: the backup, which habit import reads back exactly."),
            ("habit export --format csv > habits.csv", "Names and days as CSV rows, for a spreadsheet; without settings."),
        ]
        for (command, meaning) in examples {
            page.text(meaning)
            page.request("RS")
            page.request("EX")
            page.text(command)
            page.request("EE")
            page.request("RE")
        }
        page.text("A reminder at 20:00 from cron (crontab -e) for whatever is still open:")
        page.request("RS")
        page.request("EX")
        page.text("PATH=/usr/local/bin:/usr/bin:/bin")
        page.text("TZ=Europe/Berlin")
        page.text("0 20 * * *  open=\"$(habit todo)\"; [ $? -eq 1 ] && echo \"$open\" | mail -s \"Habits still open\" anna")
        page.request("EE")
        page.request("RE")

        page.section("AUTHORS")
        page.text("Written by " + Version.copyrightHolders + ".")

        page.section("COPYRIGHT")
        page.text(english.text(.copyrightAndLicence(year: Version.copyrightYear, holders: Version.copyrightHolders)))
        page.text(
            """
            The licence's full text is the file LICENSE in the source and in the release \
            tarball, and /usr/share/doc/habit/copyright in the Debian package.
            """)

        page.section("SEE ALSO")
        page.raw(Roff.bold("crontab") + "(1), " + Roff.bold("crontab") + "(5), " + Roff.bold("date") + "(1)")
        return page.output
    }

    /// `\fBhabit check\fR \fINAME\fR… [\fB\-\-date\fR \fIDAY\fR]`.
    private static func usage(of spec: CommandSpec, language: LanguageTable) -> String {
        var words = [Roff.bold("habit " + spec.name.rawValue)]
        for argument in spec.arguments {
            let name = Roff.italic(language.text(.placeholder(argument.placeholder)))
            words.append(argument.isOptional ? "[" + name + "]" : name)
        }
        for option in spec.options {
            words.append("[" + spelling(of: option, language: language) + "]")
        }
        return words.joined(separator: " ")
    }

    /// `\fB\-d\fR, \fB\-\-date\fR \fIDAY\fR`.
    private static func spelling(of option: OptionSpec, language: LanguageTable) -> String {
        var text = option.short.map { Roff.bold("-\($0)") + ", " } ?? ""
        text += Roff.bold("--" + option.name.rawValue)
        if let value = option.value { text += " " + Roff.italic(language.text(.placeholder(value))) }
        return text
    }

    /// `text` with a full stop at the end, as a sentence of the page.
    private static func sentence(_ text: String) -> String {
        let capitalized = text.prefix(1).uppercased() + text.dropFirst()
        return capitalized.hasSuffix(".") ? capitalized : capitalized + "."
    }
}

/// A roff document being written: requests on lines of their own, text escaped.
private struct Roff {
    private(set) var output = ""

    /// `.NAME ARGUMENT…`, each argument quoted.
    mutating func request(_ name: String, _ arguments: String...) {
        output += "." + name
        for argument in arguments {
            output += " \"" + Self.escape(argument).replacing("\"", with: "\\(dq") + "\""
        }
        output += "\n"
    }

    /// `.SH TITLE`.
    mutating func section(_ title: String) {
        request("SH", title)
    }

    /// `.PP`: a new paragraph.
    mutating func paragraph() {
        output += ".PP\n"
    }

    /// Running text, escaped.
    mutating func text(_ text: String) {
        output += Self.line(Self.escape(text))
    }

    /// A line already written in roff (from ``bold(_:)`` and ``italic(_:)`` and escaped text).
    mutating func raw(_ roff: String) {
        output += Self.line(roff)
    }

    /// `text` in bold, escaped.
    static func bold(_ text: String) -> String { "\\fB" + escape(text) + "\\fR" }

    /// `text` in italics, escaped.
    static func italic(_ text: String) -> String { "\\fI" + escape(text) + "\\fR" }

    /// A text line that roff does not take for a request, even when it starts with `.` or `'`.
    private static func line(_ roff: String) -> String {
        (roff.hasPrefix(".") || roff.hasPrefix("'") ? "\\&" : "") + roff + "\n"
    }

    /// `text` as roff input: backslashes and dashes escaped, and every character outside ASCII
    /// as `\[uXXXX]`.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            case "\n": out += " "
            default:
                if scalar.isASCII {
                    out.unicodeScalars.append(scalar)
                } else {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
                }
            }
        }
        return out
    }
}
