import HabitCore

/// How text is coloured: not at all, with the 16 basic ANSI colours, or with the 256-colour
/// palette. The codes are mid-tones that read on dark and light backgrounds.
public struct Style: Equatable, Sendable {
    /// How many colours the terminal shows.
    public enum Depth: Equatable, Sendable {
        case none, basic, extended
    }

    /// How many colours this style may use.
    public let depth: Depth

    /// No colour at all.
    public static let plain = Style(depth: .none)

    /// The style the environment asks for: `--color`, `NO_COLOR`, whether the stream is a
    /// terminal and what `TERM`/`COLORTERM` say.
    public static func decide(mode: ColorMode, isTerminal: Bool, environment: [String: String]) -> Style {
        let term = environment["TERM"] ?? ""
        switch mode {
        case .never: return .plain
        case .auto:
            if !(environment["NO_COLOR"] ?? "").isEmpty || !isTerminal || term == "dumb" { return .plain }
        case .always: break
        }
        let rich = term.contains("256") || !(environment["COLORTERM"] ?? "").isEmpty
        return Style(depth: rich ? .extended : .basic)
    }

    /// `text` in a habit's colour.
    public func paint(_ text: String, _ color: HabitColor) -> String {
        switch depth {
        case .none: return text
        case .basic: return "\u{1B}[\(Self.basic(color))m\(text)\u{1B}[0m"
        case .extended: return "\u{1B}[38;5;\(Self.extended(color))m\(text)\u{1B}[0m"
        }
    }

    /// `text` in the palette's orange, for a warning such as a day over its limit.
    public func warning(_ text: String) -> String {
        paint(text, .orange)
    }

    /// `text` in grey, for what is not done.
    public func grey(_ text: String) -> String {
        wrap(text, basic: "90", extended: "38;5;245")
    }

    /// `text` in green, for progress.
    public func green(_ text: String) -> String {
        wrap(text, basic: "32", extended: "38;5;34")
    }

    /// `text` in red, for errors.
    public func red(_ text: String) -> String {
        wrap(text, basic: "31", extended: "38;5;160")
    }

    /// `text` in bold, for headings.
    public func bold(_ text: String) -> String {
        wrap(text, basic: "1", extended: "1")
    }

    private func wrap(_ text: String, basic: String, extended: String) -> String {
        switch depth {
        case .none: return text
        case .basic: return "\u{1B}[\(basic)m\(text)\u{1B}[0m"
        case .extended: return "\u{1B}[\(extended)m\(text)\u{1B}[0m"
        }
    }

    private static func basic(_ color: HabitColor) -> Int {
        switch color {
        case .red: return 31
        case .orange, .yellow, .brown: return 33
        case .green: return 32
        case .mint, .teal, .cyan: return 36
        case .blue, .indigo: return 34
        case .purple, .pink: return 35
        }
    }

    private static func extended(_ color: HabitColor) -> Int {
        switch color {
        case .red: return 160
        case .orange: return 208
        case .yellow: return 178
        case .green: return 34
        case .mint: return 43
        case .teal: return 30
        case .cyan: return 37
        case .blue: return 33
        case .indigo: return 61
        case .purple: return 135
        case .pink: return 205
        case .brown: return 130
        }
    }
}
