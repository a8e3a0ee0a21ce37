import HabitCore
import Synchronization

/// All the words of one language: its catalog (`Sources/HabitText/Catalogs/CODE.po`) and what
/// is read from it once, the words it names and reads days with. Every sentence is one of the
/// areas of ``Message``, worded by the area's `text(_:)` in its file in `Messages/`, which
/// picks the catalog's entry and formats its arguments alike for every language. A language is
/// nothing but its catalog: ``Languages/all`` follows from the catalogs compiled in.
public struct LanguageTable: Sendable {
    /// What the language holds, behind one reference: a language is handed to every view and
    /// sentence, and a copy of it is one retain, not one per array of its date words.
    private final class Storage: Sendable {
        let catalog: Catalog
        /// Read from the catalog when first asked for: `habit --version` and most errors never
        /// name a day.
        private let words = Mutex<DateWords?>(nil)

        init(catalog: Catalog) {
            self.catalog = catalog
        }

        var dateWords: DateWords {
            words.withLock { words in
                if let words { return words }
                let read = DateWords(catalog)
                words = read
                return read
            }
        }
    }

    private let storage: Storage

    /// The language's catalog.
    public var catalog: Catalog { storage.catalog }
    /// The words the language names days with (``DateArgument`` reads those of every language),
    /// and the weekday and month names its sentences, dates and calendars write.
    public var dateWords: DateWords { storage.dateWords }

    /// The language of `catalog`.
    public init(catalog: Catalog) {
        storage = Storage(catalog: catalog)
    }

    /// The language code that `LANG` and friends start with ("en", "de", "fr").
    public var code: String { catalog.code }

    /// English: the language of the program's own texts and the fallback of every other.
    public static let english = LanguageTable(catalog: .english)
}

extension LanguageTable {
    /// The text for `message`, from whichever area it belongs to.
    public func text(_ message: Message) -> String {
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
    public var digitGroups: DigitGroups { DigitGroups(separator: catalog.text(.wordDigitGroupSeparator)) }

    /// The decimal separator of an amount (`word.decimalSeparator`): "." in English, "," in
    /// German and French.
    public var decimalSeparator: Character { catalog.text(.wordDecimalSeparator).first ?? "." }

    /// The answers that mean yes and no to a question (``YesAnswer``), from `word.answerYes`
    /// and `word.answerNo`.
    public var answerWords: AnswerWords {
        func words(_ key: CatalogKey) -> [String] {
            catalog.text(key).split(separator: ",").map { String($0.filter { $0 != " " }) }.filter { !$0.isEmpty }
        }
        return AnswerWords(yes: words(.wordAnswerYes), no: words(.wordAnswerNo))
    }

    /// An amount as the language writes it: "2.5", "2,5", "8".
    public func number(_ amount: Amount) -> String {
        withDecimalSeparator(amount.description)
    }

    /// A figure as the language writes it: "10", "2.5", "2,5".
    public func figure(_ value: Double) -> String {
        let text = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        return withDecimalSeparator(text)
    }

    /// `text`, a figure written with a ".", with the language's decimal separator instead.
    private func withDecimalSeparator(_ text: String) -> String {
        text.split(separator: ".", omittingEmptySubsequences: false).joined(separator: String(decimalSeparator))
    }

    /// A character as a sentence names it: `U+` and its code point in at least four
    /// hexadecimal digits (U+FFFF, U+1FFFE), the same in every language.
    public func codePoint(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Typed text or text from a file as a sentence quotes it: control characters (a terminal's
    /// escape sequences, a bell, line breaks) written out, and cut to ``Quoting/textLimit``
    /// characters, so no input can flood or take over the terminal. The sentences quote every such
    /// piece with it, where the sentence is made.
    public func quoted(_ text: String) -> String {
        HabitName.escaped(text, limit: Quoting.textLimit)
    }

    /// A path as a sentence names it, made safe as ``quoted(_:)`` makes text, cut to
    /// ``Quoting/pathLimit`` characters.
    public func quoted(path: String) -> String {
        HabitName.escaped(path, limit: Quoting.pathLimit)
    }

    /// A sentence of the table quoted inside another, without its full stop.
    public func withoutFinalStop(_ sentence: String) -> String {
        sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
    }

    /// The full name of `weekday`: "Monday", "Montag", "lundi".
    public func weekdayName(_ weekday: Weekday) -> String {
        dateWords.weekdayNames[weekday].full
    }

    /// A number of seconds, its figure and plural form decided here once, worded by the table:
    /// "1 second", "2,5 Sekunden", "1,5 seconde".
    public func seconds(_ value: Double) -> String {
        catalog.text(.wordSeconds, value: value, ["seconds": figure(value)])
    }

    /// An amount and its unit: "8 Gläser", or "8" without a unit.
    public func measure(_ amount: Amount, _ unit: String?) -> String {
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
    public func largest(_ limits: AmountLimits) -> String {
        digitGroups.grouped(number(limits.maximum))
    }

    /// A partly done day's state line: `state`, then the sentences that name the command adding
    /// to it (`log`) and the one filling it up (`check`), " · " between them, as the other state
    /// lines of `show` join theirs.
    public func partlyDoneLine(_ state: String, log: String?, check: String?) -> String {
        let commands = [log.map { text(.addToItWith(command: $0)) }, check.map { text(.fillUpWith(command: $0)) }]
        return ([state] + commands.compactMap { $0 }).joined(separator: " · ")
    }
}

/// How long a piece of a person's input or of a file a sentence quotes may be.
public enum Quoting {
    /// The longest piece of typed text or of a file a sentence quotes, in characters: longer
    /// than the longest name (``HabitCore/HabitName/maximumLength``).
    public static let textLimit = 120

    /// The longest path a sentence quotes.
    public static let pathLimit = 300
}

/// The languages `habit` speaks, and how it picks one.
public enum Languages {
    /// Every language, English first (the fallback): one for each catalog compiled in.
    public static let all: [LanguageTable] =
        [LanguageTable.english]
        + Catalog.codes.filter { $0 != Catalog.english.code }.compactMap(Catalog.named).map(LanguageTable.init(catalog:))

    /// The language the environment asks for: the first non-empty of `LC_ALL`, `LC_MESSAGES`
    /// and `LANG` decides ("de_DE.UTF-8", "fr_CH", "de" → German, French); anything else is
    /// English. Foundation's `Locale.current` ignores these variables on Linux, so they are read
    /// here.
    public static func detect(from environment: [String: String]) -> LanguageTable {
        locale(environment)
    }

    /// Languages beyond the catalogs compiled in, for the code running inside
    /// `Languages.$added.withValue(…)` alone: how a test speaks a language that has no catalog
    /// file (the pseudo-language). Empty in the program.
    @TaskLocal public static var added: [LanguageTable] = []

    /// Whether `habit` speaks the language `code`, without making it.
    public static func speaks(_ code: String) -> Bool {
        Catalog.codes.contains(code) || added.contains { $0.code == code }
    }

    /// The language with the code `code`, if `habit` has its catalog.
    public static func named(_ code: String) -> LanguageTable? {
        // Only the language asked for is made: each reads its date words from its catalog.
        if code == Catalog.english.code { return .english }
        if let language = added.first(where: { $0.code == code }) { return language }
        return Catalog.named(code).map(LanguageTable.init(catalog:))
    }

    private static func locale(_ environment: [String: String]) -> LanguageTable {
        let setting = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let code = setting.prefix { $0.isLetter }.lowercased()
        return named(code) ?? .english
    }
}
