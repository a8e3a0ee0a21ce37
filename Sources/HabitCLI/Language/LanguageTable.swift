import HabitCore
import HabitText

/// All the words of one language. A language is its code, its plural rule and one exhaustive switch per area of ``Message`` (words, views, changes, undo and
/// import, errors, help), each in a file of its own in the language's folder; adding a language
/// means adding a folder with a type conforming to this protocol and one line in
/// ``Languages/all``. The compiler then lists every sentence the new table still lacks.
protocol LanguageTable: Sendable {
    /// The language code that `LANG` and friends start with ("en", "de", "fr").
    var code: String { get }
    /// Which plural form a count takes.
    var pluralRule: PluralRule { get }
    /// The words the language names days with (``DateArgument`` reads those of every language),
    /// and the weekday and month names its sentences, dates and calendars write.
    var dateWords: DateWords { get }
    /// The language's catalog (`Sources/HabitText/Catalogs/CODE.po`).
    var catalog: Catalog { get }
    // Words one area's sentences borrow from another's (while the areas move into the catalogs,
    // each is declared here so that a moved area can use one not yet moved).
    /// The sentence for a day that cannot be read.
    func dateError(_ error: DateError) -> String
    /// The sentence for what a habit's data refuses.
    func habit(_ error: HabitError) -> String
    /// How long ago something happened: "2 minutes ago".
    func agoText(_ elapsed: Elapsed?) -> String
    /// The sentence for what the data file refuses.
    func store(_ error: StoreError, limits: FileLimits) -> String
    /// The sentence for an import that failed.
    func importFailed(_ error: ImportError, limits: FileLimits, amounts: AmountLimits, nothingImported: Bool) -> String
    /// The sentence for a line of another tracker's file that cannot be read.
    func foreignLine(_ problem: ForeignLineProblem, amounts: AmountLimits) -> String
    /// The text for a word or date.
    func text(_ message: WordMessage) -> String
    /// The text for what a view shows: a whole sentence or label, on one line.
    func text(_ message: ViewMessage) -> String
    /// The text for what a command that changes a habit says: a whole sentence, on one line.
    func text(_ message: ChangeMessage) -> String
    /// The text for what undo, import and merge say: a whole sentence, on one line.
    func text(_ message: FileMessage) -> String
    /// The text for an error or notice: a whole sentence, on one line.
    func text(_ message: ErrorMessage) -> String
    /// The text for a line of help.
    func text(_ message: HelpMessage) -> String
    /// The text for what merging and keeping copies in sync say: a whole sentence, on one line.
    func text(_ message: SyncMessage) -> String
    /// The text for what `habit history` and `habit redo` say: a whole sentence, on one line.
    func text(_ message: HistoryMessage) -> String
    /// The text for what the grid, the notes, the report and the heatmap say.
    func text(_ message: ReportMessage) -> String
    /// The text for what the helpers for prompts, status bars and scripts say.
    func text(_ message: ScriptingMessage) -> String
    /// The text for what `habit remind` sends and says: a whole sentence or line.
    func text(_ message: ReminderMessage) -> String
    /// The text for what `habit remind --install` and `--uninstall` say: a whole sentence or line.
    func text(_ message: TimerMessage) -> String
    /// The text for how a habit goes over time (strength, totals): a whole sentence or label.
    func text(_ message: TrendMessage) -> String
    /// The text for what tags make `habit` say: a whole sentence or label.
    func text(_ message: TagMessage) -> String
}

extension LanguageTable {
    /// The text for `message`, from whichever area it belongs to.
    func text(_ message: Message) -> String {
        switch message {
        case .word(let message): return text(message)
        case .view(let message): return text(message)
        case .change(let message): return text(message)
        case .file(let message): return text(message)
        case .error(let message): return text(message)
        case .help(let message): return text(message)
        case .sync(let message): return text(message)
        case .history(let message): return text(message)
        case .report(let message): return text(message)
        case .scripting(let message): return text(message)
        case .reminder(let message): return text(message)
        case .timer(let message): return text(message)
        case .trend(let message): return text(message)
        case .tag(let message): return text(message)
        case .perfect(let message): return text(message)
        case .group(let message): return text(message)
        }
    }
}

extension LanguageTable {
    /// How the language separates the thousands of a large figure (`word.digitGroupSeparator`).
    var digitGroups: DigitGroups { DigitGroups(separator: catalog.text(.wordDigitGroupSeparator)) }

    /// The decimal separator of an amount (`word.decimalSeparator`): "." in English, "," in
    /// German and French.
    var decimalSeparator: Character { catalog.text(.wordDecimalSeparator).first ?? "." }

    /// The answers that mean yes and no to a question (``YesAnswer``), from `word.answerYes`
    /// and `word.answerNo`.
    var answerWords: AnswerWords {
        func words(_ key: CatalogKey) -> [String] {
            catalog.text(key).split(separator: ",").map { String($0.filter { $0 != " " }) }.filter { !$0.isEmpty }
        }
        return AnswerWords(yes: words(.wordAnswerYes), no: words(.wordAnswerNo))
    }

    /// The form of `count` its plural rule picks: `one` or `other`, and `few` or `many` where
    /// the language has them (falling back to `other`); `zero`, when given, for a count of 0,
    /// where the language words nothing otherwise than a number ("keine Serie", not "0-mal").
    func plural(
        _ count: Int, zero: String? = nil, one: String, other: String, few: String? = nil, many: String? = nil
    ) -> String {
        if count == 0, let zero { return zero }
        switch pluralRule.category(count) {
        case .one: return one
        case .few: return few ?? other
        case .many: return many ?? other
        case .other: return other
        }
    }

    /// An amount as the language writes it: "2.5", "2,5", "8".
    func number(_ amount: Amount) -> String {
        withDecimalSeparator(amount.description)
    }

    /// A figure as the language writes it: "10", "2.5", "2,5".
    func figure(_ value: Double) -> String {
        let text = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        return withDecimalSeparator(text)
    }

    /// `text`, a figure written with a ".", with the language's decimal separator instead.
    private func withDecimalSeparator(_ text: String) -> String {
        text.split(separator: ".", omittingEmptySubsequences: false).joined(separator: String(decimalSeparator))
    }

    /// A character as a sentence names it: `U+` and its code point in at least four
    /// hexadecimal digits (U+FFFF, U+1FFFE), the same in every language.
    func codePoint(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Typed text or text from a file as a sentence quotes it: control characters (a terminal's
    /// escape sequences, a bell, line breaks) written out, and cut to ``Quoting/textLimit``
    /// characters, so no input can flood or take over the terminal. The tables quote every such
    /// piece with it, where the sentence is made.
    func quoted(_ text: String) -> String {
        HabitName.escaped(text, limit: Quoting.textLimit)
    }

    /// A path as a sentence names it, made safe as ``quoted(_:)`` makes text, cut to
    /// ``Quoting/pathLimit`` characters.
    func quoted(path: String) -> String {
        HabitName.escaped(path, limit: Quoting.pathLimit)
    }

    /// A sentence of the table quoted inside another, without its full stop.
    func withoutFinalStop(_ sentence: String) -> String {
        sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
    }

    /// The full name of `weekday`: "Monday", "Montag", "lundi".
    func weekdayName(_ weekday: Weekday) -> String {
        dateWords.weekdayNames[weekday].full
    }

    /// A number of seconds, its figure and plural form decided here once, worded by the table:
    /// "1 second", "2,5 Sekunden", "1,5 seconde".
    func seconds(_ value: Double) -> String {
        catalog.text(.wordSeconds, value: value, ["seconds": figure(value)])
    }

    /// An amount and its unit: "8 Gläser", or "8" without a unit.
    func measure(_ amount: Amount, _ unit: String?) -> String {
        guard let unit else { return number(amount) }
        let forms = UnitForms(unit)
        // The form the language's plural rule picks for the number shown (French: 0 and 1, and
        // a fraction by its whole part, take the singular; English and German: 1 alone).
        let value = Double(amount.millionths) / Double(Amount.scale)
        let form = catalog.pluralForm(value) == catalog.pluralForm(1) ? forms.one : forms.other
        // A number and its unit never part at the end of a line: TextWrap keeps them together.
        return number(amount) + " " + form
    }

    /// The largest amount a day may hold, its digits grouped: "1,000,000,000".
    func largest(_ limits: AmountLimits) -> String {
        digitGroups.grouped(number(limits.maximum))
    }

    /// A partly done day's state line: `state`, then the sentences that name the command adding
    /// to it (`log`) and the one filling it up (`check`), " · " between them, as the other state
    /// lines of `show` join theirs.
    func partlyDoneLine(_ state: String, log: String?, check: String?) -> String {
        let commands = [log.map { text(.addToItWith(command: $0)) }, check.map { text(.fillUpWith(command: $0)) }]
        return ([state] + commands.compactMap { $0 }).joined(separator: " · ")
    }
}

/// How long a piece of a person's input or of a file a sentence quotes may be.
enum Quoting {
    /// The longest piece of typed text or of a file a sentence quotes, in characters: longer
    /// than the longest name (``HabitCore/HabitName/maximumLength``).
    static let textLimit = 120

    /// The longest path a sentence quotes.
    static let pathLimit = 300
}

/// The languages `habit` speaks, and how it picks one.
enum Languages {
    /// Every language, English first (the fallback).
    static let all: [any LanguageTable] = [English(), German(), French()]

    /// The language the environment asks for: the first non-empty of `LC_ALL`, `LC_MESSAGES`
    /// and `LANG` decides ("de_DE.UTF-8", "fr_CH", "de" → German, French); anything else is
    /// English. Foundation's `Locale.current` ignores these variables on Linux, so they are read
    /// here.
    static func detect(from environment: [String: String]) -> any LanguageTable {
        locale(environment)
    }

    /// The language with the code `code`, if `habit` speaks it.
    static func named(_ code: String) -> (any LanguageTable)? {
        // Only the language asked for is made: each brings its catalog and its date words.
        switch code {
        case "en": return English()
        case "de": return German()
        case "fr": return French()
        default: return nil
        }
    }

    /// The language before the config file is read, or when it cannot be: `HABIT_LANGUAGE`
    /// when it names one `habit` speaks, else the locale's (``detect(from:)``).
    static func early(from environment: [String: String]) -> any LanguageTable {
        let typed = environment[Settings.languageVariable].flatMap { ConfigFile.languageCode($0.trimmingWhitespace()) }
        return typed.flatMap(named) ?? locale(environment)
    }

    private static func locale(_ environment: [String: String]) -> any LanguageTable {
        let setting = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let code = setting.prefix { $0.isLetter }.lowercased()
        return named(code) ?? English()
    }
}
