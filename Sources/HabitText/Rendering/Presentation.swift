/// Everything that decides how text looks: the language, the colours and the width.
public struct Presentation: Sendable {
    /// The words.
    public let language: LanguageTable
    /// The colours for standard output.
    public let style: Style
    /// The colours for standard error.
    public let errorStyle: Style
    /// The terminal's width in columns.
    public let width: Int
    /// Whether standard output is a terminal: views meant for the eye (the calendar grid of
    /// `show`) appear by default only there.
    public var isTerminal = false
    /// Whether sentences wrap at `width`: when the width is the terminal's or `COLUMNS`', not
    /// when output goes to a pipe or a file at the fallback width, where a script reads it.
    public var wrapsSentences = true

    /// One with each property as given.
    public init(
        language: LanguageTable, style: Style, errorStyle: Style, width: Int, isTerminal: Bool = false,
        wrapsSentences: Bool = true
    ) {
        self.language = language
        self.style = style
        self.errorStyle = errorStyle
        self.width = width
        self.isTerminal = isTerminal
        self.wrapsSentences = wrapsSentences
    }

    /// The width sentences wrap at: ``width``, or unlimited when they do not wrap.
    public var sentenceWidth: Int { wrapsSentences ? width : Int.max }
}

extension Presentation {
    /// The text of `message` for standard output, in lines that fit the width: broken at
    /// spaces, the lines after the first indented by `indent` columns.
    public func lines(_ message: Message, indent: Int = 2) -> [String] {
        TextWrap.lines(language.text(message), width: sentenceWidth, indent: indent)
    }

    /// The columns left for a habit's name on a line after `columns` of other text, keeping one
    /// column spare (terminals disagree on the width of some emoji); at least 1.
    public func nameRoom(after columns: Int) -> Int {
        max(1, width - columns - 1)
    }

    /// ``lines(_:indent:)`` as text for standard output, each line ending in a newline.
    public func paragraph(_ message: Message) -> String {
        lines(message).map { $0 + "\n" }.joined()
    }

    /// ``lines(_:indent:)`` for what a view shows.
    public func lines(_ message: ViewMessage, indent: Int = 2) -> [String] { lines(.view(message), indent: indent) }
    /// ``lines(_:indent:)`` for what a command that changes a habit says.
    public func lines(_ message: ChangeMessage, indent: Int = 2) -> [String] { lines(.change(message), indent: indent) }
    /// ``lines(_:indent:)`` for what undo, import and merge say.
    public func lines(_ message: FileMessage, indent: Int = 2) -> [String] { lines(.file(message), indent: indent) }
    /// ``lines(_:indent:)`` for how a habit goes over time.
    public func lines(_ message: TrendMessage, indent: Int = 2) -> [String] { lines(.trend(message), indent: indent) }
    /// ``paragraph(_:)`` for what a view shows.
    public func paragraph(_ message: ViewMessage) -> String { paragraph(.view(message)) }
    /// ``paragraph(_:)`` for what a command that changes a habit says.
    public func paragraph(_ message: ChangeMessage) -> String { paragraph(.change(message)) }
    /// ``paragraph(_:)`` for what undo, import and merge say.
    public func paragraph(_ message: FileMessage) -> String { paragraph(.file(message)) }
    /// ``paragraph(_:)`` for what tags make `habit` say.
    public func paragraph(_ message: TagMessage) -> String { paragraph(.tag(message)) }
}
