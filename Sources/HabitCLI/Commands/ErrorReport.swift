import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// Where a failure becomes one line of standard error and an exit code: each error says its own
/// (``ReportedError``); this writes the line.
enum ErrorReport {
    /// The exit code for `failure`: the one its error declares (``ReportedError/exitCode``).
    static func exitCode(for failure: Failure) -> ExitCode {
        failure.error.exitCode
    }

    /// The sentence for `failure` in `language`, on one line: a line break or other control
    /// character that the table's ``LanguageTable/quoted(_:)`` did not reach is
    /// written out as ``HabitCore/HabitName/escaped(_:limit:)`` writes it. The sentence's own
    /// spaces stay, no-break ones included (French sets them before ":" and inside « »).
    static func message(for failure: Failure, in language: LanguageTable) -> String {
        oneLine(sentence(for: failure, in: language))
    }

    /// `sentence` with every scalar that would break the line or take over the terminal
    /// written out, as ``HabitCore/HabitName/escaped(_:limit:)`` writes it: what the sentence's
    /// ``ShownText`` and ``LanguageTable/quoted(_:)`` did not reach. Escaped text is unchanged.
    static func oneLine(_ sentence: String) -> String {
        guard sentence.unicodeScalars.contains(where: breaksTheLine) else { return sentence }
        var shown = ""
        for scalar in sentence.unicodeScalars {
            if breaksTheLine(scalar) {
                shown += HabitName.escaped(String(scalar))
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// Whether `scalar` would break the line or change how the rest of it reads.
    private static func breaksTheLine(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return scalar.properties.isBidiControl
        }
    }

    private static func sentence(for failure: Failure, in language: LanguageTable) -> String {
        failure.error.sentence(in: language)
    }

    /// The output for `failure`: one line on standard error, `habit:` in red where colour is on.
    static func output(for failure: Failure, language: LanguageTable, style: Style) -> Output {
        .failure(line(message(for: failure, in: language), style: style), exitCode(for: failure))
    }

    /// `sentence` as a line of standard error says it, after `habit:` (in red where `style`
    /// colours): the one place the prefix is written, for errors, notices and conflicts alike,
    /// and so the one place a line of standard error is made one line (``oneLine(_:)``).
    static func line(_ sentence: String, style: Style = .plain) -> String {
        style.red("habit:") + " " + oneLine(sentence)
    }
}
