import HabitText
/// The keys of `habit tui` as the config file changes them: `key.ACTION = KEY` binds KEY to an
/// action (`key.toggle = c`). A bound key does what the action's own key does; the action's
/// letter (`x` for check, `j` and `k` for down and up) then does nothing, so that it can be bound
/// to something else; named keys (the arrows, Space, Enter, Esc, PgUp, PgDn) keep working.
struct TUIKeyMap: Equatable, Sendable {
    /// What a key can be bound to, by the name `key.ACTION` gives it.
    enum Action: String, CaseIterable, Sendable {
        case up, down
        case pageUp = "page-up", pageDown = "page-down"
        case first, last, open, back
        case toggle, check, uncheck, skip, pause, more, less, amount, slip, archive
        case note, rename, delete, add, edit
        case find, tag, archived
        case undo, redo, help, quit

        /// The key the views answer for it: what a key bound to it stands for.
        var key: TUIKey {
            switch self {
            case .up: .up
            case .down: .down
            case .pageUp: .pageUp
            case .pageDown: .pageDown
            case .first: .character("g")
            case .last: .character("G")
            case .open: .enter
            case .back: .escape
            case .toggle: .space
            case .check: .character("x")
            case .uncheck: .character("X")
            case .skip: .character("s")
            case .pause: .character("p")
            case .more: .character("+")
            case .less: .character("-")
            case .amount: .character("=")
            case .slip: .character("S")
            case .archive: .character("A")
            case .note: .character("n")
            case .rename: .character("r")
            case .delete: .character("d")
            case .add: .character("a")
            case .edit: .character("e")
            case .find: .character("/")
            case .tag: .character("t")
            case .archived: .character(".")
            case .undo: .character("u")
            case .redo: .control("r")
            case .help: .character("?")
            case .quit: .character("q")
            }
        }

        /// Its keys that are letters or signs, which a key bound to it takes over.
        var letters: [TUIKey] {
            switch self {
            case .up: [.character("k")]
            case .down: [.character("j")]
            case .open: [.character("l")]
            default: if case .character = key { [key] } else { [] }
            }
        }
    }

    /// A key bound to an action.
    struct Binding: Equatable, Sendable {
        let key: TUIKey
        let action: Action
    }

    /// A `key.ACTION` line of the config file that could not be taken: its action keeps its
    /// default.
    enum Problem: Equatable, Sendable {
        /// KEY names no key.
        case badKey(text: String, action: Action, line: Int)
        /// KEY is bound to another action by a line before.
        case boundTwice(text: String, action: Action, other: Action, line: Int)
    }

    /// The keys bound, in the file's order.
    private(set) var bindings: [Binding] = []

    /// No key bound: every key as the help screen lists it.
    static let standard = TUIKeyMap()

    /// The map that `lines` (each a `key.ACTION = KEY` line of the config file: the action, KEY
    /// as written, the line's number) make, and the lines it could not take. A later line for the
    /// same action wins over an earlier one.
    static func make(_ lines: [(action: Action, text: String, line: Int)]) -> (map: TUIKeyMap, problems: [Problem]) {
        var map = TUIKeyMap()
        var problems: [Problem] = []
        for (action, text, line) in lines {
            guard let key = key(named: text) else {
                problems.append(.badKey(text: text, action: action, line: line))
                continue
            }
            map.bindings.removeAll { $0.action == action }
            if let other = map.bindings.first(where: { $0.key == key }) {
                problems.append(.boundTwice(text: text, action: action, other: other.action, line: line))
                continue
            }
            map.bindings.append(Binding(key: key, action: action))
        }
        return (map, problems)
    }

    /// The key a config file's KEY names: one character (case kept), or `space`, `enter`, `esc`,
    /// `tab`, `backspace`, `up`, `down`, `left`, `right`, `pgup`, `pgdn`, `home`, `end`, or
    /// `ctrl-` and a letter (any case); `nil` for anything else.
    static func key(named text: String) -> TUIKey? {
        if text.count == 1, let character = text.first, !character.isWhitespace,
            character.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control })
        {
            return .character(character)
        }
        let lowered = text.lowercased()
        if lowered.hasPrefix("ctrl-"), lowered.count == 6, let letter = lowered.last, letter.isASCII, letter.isLetter {
            return .control(letter)
        }
        return namedKeys.first { $0.name == lowered }?.key
    }

    /// The keys a config file names by a word.
    static let namedKeys: [(name: String, key: TUIKey)] = [
        ("space", .space), ("enter", .enter), ("esc", .escape), ("tab", .tab), ("backspace", .backspace), ("up", .up),
        ("down", .down), ("left", .left), ("right", .right), ("pgup", .pageUp), ("pgdn", .pageDown), ("home", .home),
        ("end", .end),
    ]

    /// What `key` does with this map: the key of the action it is bound to; nothing (``TUIKey/unknown``)
    /// for the letter of an action bound to another key; itself otherwise.
    func translate(_ key: TUIKey) -> TUIKey {
        if let binding = bindings.first(where: { $0.key == key }) { return binding.action.key }
        if bindings.contains(where: { $0.action.letters.contains(key) }) { return .unknown }
        return key
    }

    /// `text` (a line of the help screen or a footer, whose keys stand before the words they do)
    /// with each letter of an action bound elsewhere replaced by the key bound to it: in the
    /// column of keys before the first run of three blanks, or at the start of each part between
    /// " · ".
    func shown(_ text: String) -> String {
        guard !bindings.isEmpty else { return text }
        if let gap = text.firstRange(of: "   ") {
            // The words keep their column: the blanks before them take up the difference.
            let column = String(text[..<gap.lowerBound])
            let words = text[gap.lowerBound...].drop { $0 == " " }
            let start = DisplayWidth.of(column) + text[gap.lowerBound...].prefix { $0 == " " }.count
            let keys = replaced(column, separator: " ")
            return keys + String(repeating: " ", count: max(2, start - DisplayWidth.of(keys))) + words
        }
        guard text.contains(" · ") else { return text }
        return text.split(separator: " · ", omittingEmptySubsequences: false).map { part -> String in
            guard let space = part.firstIndex(of: " ") else { return String(part) }
            return replaced(String(part[..<space]), separator: " ") + String(part[space...])
        }.joined(separator: " · ")
    }

    /// The words of `column` (split at `separator`) that are an action's own letter, each
    /// replaced by the key bound to the action.
    private func replaced(_ column: String, separator: Character) -> String {
        column.split(separator: separator, omittingEmptySubsequences: false).map { word -> String in
            guard word.count == 1, let character = word.first,
                let binding = bindings.first(where: { $0.action.letters.contains(.character(character)) })
            else { return String(word) }
            return Self.name(of: binding.key)
        }.joined(separator: String(separator))
    }

    /// `key` as the config file names it.
    static func name(of key: TUIKey) -> String {
        switch key {
        case .character(let character): return String(character)
        case .control(let letter): return "ctrl-" + String(letter)
        default: return namedKeys.first { $0.key == key }?.name ?? "?"
        }
    }
}
