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

    /// The answer `typed` means in `language`; `skip` only when skips can be recorded.
    init(_ typed: String, language: any LanguageTable, skip: Bool) {
        let word = typed.trimmingWhitespace().lowercased()
        if YesAnswer.accepts(word, in: language) {
            self = .yes
        } else if ["n", "no", "nein", "non"].contains(word) {
            self = .no
        } else if skip, ["s", "skip"].contains(word) {
            self = .skip
        } else if ["q", "quit"].contains(word) {
            self = .quit
        } else {
            self = .help
        }
    }
}
