import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// One answer to a question of `habit ask`, as typed on the terminal.
enum AskAnswer: Equatable, Sendable {
    /// Done: check the day.
    case yes
    /// Not done: remember the answer and move on.
    case no
    /// Excused: skip the day.
    case skip
    /// Stop, keeping what was answered.
    case quit
    /// Show what the keys do, then ask again (also for anything else typed).
    case help
    /// A measured habit's amount: add it to the day's total.
    case amount(Amount)
    /// What looks like an amount but cannot be one: say why, then ask again.
    case badAmount(AmountError)

    /// The answer `typed` means in `language`; `skip` only when skips can be recorded, `amounts`
    /// only for a measured habit, `check` (yes) except for a weekly goal.
    init(_ typed: String, language: LanguageTable, skip: Bool, amounts: Bool = false, check: Bool = true) {
        let word = typed.trimmingWhitespace().lowercased()
        if check, YesAnswer.accepts(word, in: language) {
            self = .yes
        } else if YesAnswer.declines(word) {
            self = .no
        } else if skip, ["s", "skip"].contains(word) {
            self = .skip
        } else if ["q", "quit"].contains(word) {
            self = .quit
        } else if amounts, let first = word.first, first.isNumber || first == "-" || first == "+" {
            do {
                self = .amount(try Amount(parsing: word))
            } catch {
                self = .badAmount(error)
            }
        } else {
            self = .help
        }
    }
}
