import HabitStore
import HabitSystem
/// One word of the command line as the first step of parsing reads it, before any command's
/// declaration is consulted: a value, an option (`--name`, `--name=value`, `-x`) or the `--`
/// that ends the options.
///
/// Whether a value belongs to the option before it, and whether `-1` is an amount, is decided by
/// the second step (``ArgumentParser``), which knows the command's options.
enum Token: Equatable, Sendable {
    /// A word that is no option: a command, a name, a value. `-` alone and a dash followed by a
    /// space (`- item`, a note as typed) are values too.
    case value(String)
    /// An option as typed: its name with its dashes (`--date`, `-d`) and, for `--name=value`, the
    /// value after the first `=`.
    case option(String, inlineValue: String?)
    /// `--`: every word after it is a value.
    case terminator

    /// The word as it was typed.
    var word: String {
        switch self {
        case .value(let word): return word
        case .option(let name, let inlineValue): return inlineValue.map { name + "=" + $0 } ?? name
        case .terminator: return "--"
        }
    }

    /// The tokens of `words`, one each.
    static func split(_ words: [String]) -> [Token] {
        words.map(Token.init)
    }

    /// The token of one word.
    init(_ word: String) {
        if word == "--" {
            self = .terminator
        } else if word == "-" || !word.hasPrefix("-") || word.hasPrefix("- ") {
            self = .value(word)
        } else if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
            self = .option(String(word[..<equals]), inlineValue: String(word[word.index(after: equals)...]))
        } else {
            self = .option(word, inlineValue: nil)
        }
    }
}
