import HabitCore

/// Text that came from a file, a file name, the environment or a person, as a message carries
/// it to a sentence: interpolated into the sentence (`"Merged \(name)"`), it is written as
/// ``HabitCore/HabitName/escaped(_:limit:)`` writes it, control characters (a terminal's escape
/// sequences, a bell, line breaks, C1 controls) and bidirectional controls spelled out and the
/// text cut to its limit. The escaping lives in the type, so no sentence in any language has to
/// remember it: a message that carries such text declares it `ShownText`, not `String`.
public struct ShownText: Equatable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The text as it came, for comparison and for machine output (`--json` writes it as it is).
    public let raw: String
    /// How many Unicode scalars a sentence shows of it; `nil` for all.
    public let limit: Int?

    /// Text as a sentence quotes it: cut to ``Quoting/textLimit``.
    public init(_ raw: String) {
        self.raw = raw
        limit = Quoting.textLimit
    }

    /// A path or a file name as a sentence names it: cut to ``Quoting/pathLimit``.
    public init(path: String) {
        raw = path
        limit = Quoting.pathLimit
    }

    /// Text shown whole, however long: a list of the habits' names.
    public init(whole raw: String) {
        self.raw = raw
        limit = nil
    }

    /// Text written in the code (samples, tests).
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The text as it is shown: escaped and cut.
    public var description: String { HabitName.escaped(raw, limit: limit) }
}

extension LanguageTable {
    /// Text from a file or a person as a sentence quotes it: already made safe by its type.
    public func quoted(_ text: ShownText) -> String {
        text.description
    }

    /// A path as a sentence names it: already made safe by its type.
    public func quoted(path: ShownText) -> String {
        path.description
    }
}
