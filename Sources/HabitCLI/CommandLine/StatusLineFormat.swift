import HabitStore
import HabitSystem
import HabitText
/// What `habit status --format` asks for: a line made of text and placeholders, or `waybar`,
/// the JSON that waybar and i3blocks read.
enum StatusLineFormat: Equatable, Sendable {
    /// A figure or list a placeholder stands for.
    enum Field: String, CaseIterable, Sendable {
        /// `{done}`: the habits done of those that count today.
        case done
        /// `{due}`: the habits that count today.
        case due
        /// `{open}`: how many are still open.
        case open
        /// `{names}`: the open habits, each its icon and its name.
        case names
        /// `{streak}`: the sum of the current streaks.
        case streak
        /// `{percent}`: done of due in whole percent.
        case percent
    }

    /// A piece of a template.
    enum Piece: Equatable, Sendable {
        /// Text written as it is.
        case text(String)
        /// A placeholder.
        case field(Field)
    }

    /// A line of text and placeholders.
    case template([Piece])
    /// `waybar`: one line of JSON with `text`, `tooltip` and `class`.
    case waybar

    /// The word for ``waybar``, as typed (in any case).
    static let waybarName = "waybar"

    /// The line without `--format`: `2/5`.
    static let standard = StatusLineFormat.template([.field(.done), .text("/"), .field(.due)])

    /// The format `text` asks for: `waybar`, or a template whose every `{…}` is a known
    /// placeholder; anything else in braces, or a brace left open, is refused with the piece
    /// that is wrong.
    static func parse(_ text: String) throws(UsageError) -> StatusLineFormat {
        if text.lowercased() == waybarName { return .waybar }
        var pieces: [Piece] = []
        var rest = Substring(text)
        let choices = Field.allCases.map { "{\($0.rawValue)}" }
        while let open = rest.firstIndex(of: "{") {
            if open > rest.startIndex { pieces.append(.text(String(rest[..<open]))) }
            let afterOpen = rest.index(after: open)
            let end = rest[afterOpen...].firstIndex { $0 == "}" || $0 == "{" }
            guard let close = end, rest[close] == "}" else {
                throw .badStatusPlaceholder(String(rest[open..<(end ?? rest.endIndex)]), choices: choices)
            }
            guard let field = Field(rawValue: String(rest[afterOpen..<close])) else {
                throw .badStatusPlaceholder(String(rest[open...close]), choices: choices)
            }
            pieces.append(.field(field))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { pieces.append(.text(String(rest))) }
        return .template(pieces)
    }
}
