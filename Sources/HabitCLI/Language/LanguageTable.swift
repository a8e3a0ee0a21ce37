import HabitCore

/// All the words of one language. Adding a language means adding one type that conforms to
/// this protocol and listing it in ``Languages/all``; the compiler's exhaustive switches make
/// sure no sentence is forgotten.
protocol LanguageTable: Sendable {
    /// The language code that `LANG` and friends start with ("en", "de").
    var code: String { get }
    /// The sentence for `message`.
    func text(_ message: Message) -> String
    /// The one-letter name of a weekday, shown above the week row.
    func letter(for weekday: Weekday) -> String
    /// The full name of a weekday ("Monday", "Montag").
    func name(of weekday: Weekday) -> String
    /// The day a week starts on where this language is spoken: the first row of the calendar
    /// and the winner of a tie for the best weekday.
    var firstWeekday: Weekday { get }
    /// The short name of a month (1–12) shown above the calendar ("Sep", "Sept.").
    func monthAbbreviation(_ month: Int) -> String
    /// A day as people of this language write it ("Nov 29, 2026", "29. Nov. 2026").
    func format(_ day: Day) -> String
    /// The word for a value in usage lines ("DAY", "TAG").
    func placeholder(_ placeholder: Placeholder) -> String
    /// What a command does, in one line of help.
    func summary(of command: CommandName) -> String
    /// What an option does, in one line of help.
    func help(for option: OptionName, in command: CommandName?) -> String
    /// A whole percentage as the language writes it ("67%", "67 %").
    func percent(_ value: Int) -> String
    /// The answers to a yes/no question that mean yes, lowercased.
    var yesAnswers: Set<String> { get }
    /// The hint after a yes/no question, e.g. "[y/N]".
    var yesNoHint: String { get }
}

/// The languages `habit` speaks, and how it picks one.
enum Languages {
    /// Every language, English first (the fallback).
    static let all: [any LanguageTable] = [English(), German()]

    /// The language the environment asks for: the first non-empty of `LC_ALL`, `LC_MESSAGES`
    /// and `LANG` decides ("de_DE.UTF-8", "de_AT", "de" → German); anything else is English.
    /// Foundation's `Locale.current` ignores these variables on Linux, so they are read here.
    static func detect(from environment: [String: String]) -> any LanguageTable {
        let setting = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let code = setting.prefix { $0.isLetter }.lowercased()
        return all.first { $0.code == code } ?? English()
    }
}
