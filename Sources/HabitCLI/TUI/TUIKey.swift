import HabitStore
import HabitSystem
/// A key as `habit tui` reads it from the terminal in raw mode.
enum TUIKey: Equatable, Sendable {
    case up, down, left, right, pageUp, pageDown, home, end
    case enter, escape, backspace, space, tab
    /// A letter, digit or other printable character (UTF-8 decoded).
    case character(Character)
    /// Ctrl with a letter: `control("c")` is Ctrl-C (0x03).
    case control(Character)
    /// A mouse report (SGR, mode 1006): a button pressed or the wheel turned, at a cell.
    case mouse(TUIMouse)
    /// A sequence the view has no use for (a function key, a mouse release or motion).
    case unknown

    /// The keys in `bytes`, and the bytes at the end that may begin a key not complete yet (an
    /// escape sequence or a UTF-8 character split across reads). With `final`, nothing waits:
    /// a lone `Esc` is the Escape key, a cut-off sequence is ``unknown``.
    ///
    /// Reads `ESC [ A`–`D` and `ESC O A`–`D` (arrows), `ESC [ H`/`F`, `1~`/`4~`/`7~`/`8~`
    /// (Home, End), `5~`/`6~` (Page Up, Down), modifiers (`ESC [ 1 ; 5 A`) ignored; `ESC x`
    /// (Alt-x) as `x`; CR or LF as Enter, 0x7F and 0x08 as Backspace.
    static func decode(_ bytes: [UInt8], final: Bool) -> (keys: [TUIKey], rest: [UInt8]) {
        var keys: [TUIKey] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                guard index + 1 < bytes.count else {
                    if final {
                        keys.append(.escape)
                        index += 1
                        continue
                    }
                    return (keys, Array(bytes[index...]))
                }
                let next = bytes[index + 1]
                if next == UInt8(ascii: "[") || next == UInt8(ascii: "O") {
                    // CSI: parameters 0x30–0x3F, intermediates 0x20–0x2F, a final 0x40–0x7E.
                    var end = index + 2
                    while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) {
                        end += 1
                    }
                    guard end < bytes.count else {
                        if final {
                            keys.append(.unknown)
                            index = bytes.count
                            continue
                        }
                        return (keys, Array(bytes[index...]))
                    }
                    let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
                    keys.append(sequence(final: bytes[end], parameters: parameters))
                    index = end + 1
                } else if next == 0x1B {
                    keys.append(.escape)
                    index += 1
                } else {
                    // Alt with a key: the key.
                    index += 1
                }
            case 0x0D, 0x0A: keys.append(.enter); index += 1
            case 0x7F, 0x08: keys.append(.backspace); index += 1
            case 0x09: keys.append(.tab); index += 1
            case 0x20: keys.append(.space); index += 1
            case 0x01...0x1A:
                keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
                index += 1
            case 0x00..<0x20: keys.append(.unknown); index += 1
            case 0x20..<0x80:
                keys.append(.character(Character(Unicode.Scalar(byte))))
                index += 1
            default:
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                guard index + length <= bytes.count else {
                    if final {
                        keys.append(.unknown)
                        index = bytes.count
                        continue
                    }
                    return (keys, Array(bytes[index...]))
                }
                let text = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
                if let character = text.first, text.count == 1, length > 1, !text.unicodeScalars.contains("\u{FFFD}") {
                    keys.append(.character(character))
                } else {
                    keys.append(.unknown)
                }
                index += length
            }
        }
        return (keys, [])
    }

    /// The key of a complete CSI or SS3 sequence with `final` as its last byte.
    private static func sequence(final: UInt8, parameters: String) -> TUIKey {
        if parameters.hasPrefix("<") {
            return TUIMouse(parameters: parameters.dropFirst(), pressed: final == UInt8(ascii: "M")).map { .mouse($0) }
                ?? .unknown
        }
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "~"):
            switch parameters.split(separator: ";").first ?? "" {
            case "1", "7": return .home
            case "4", "8": return .end
            case "5": return .pageUp
            case "6": return .pageDown
            default: return .unknown
            }
        default: return .unknown
        }
    }
}

/// A mouse report as `habit tui` uses it: a left click or a turn of the wheel, at a cell
/// counted from 0 (the top left).
struct TUIMouse: Equatable, Sendable {
    enum Action: Equatable, Sendable {
        case click, wheelUp, wheelDown
    }

    var action: Action
    var column: Int
    var row: Int

    init(_ action: Action, column: Int, row: Int) {
        self.action = action
        self.column = column
        self.row = row
    }

    /// The report `ESC [ < b ; x ; y M` (`m`: a release) from its parameters after the `<`:
    /// the left button pressed (0, with any of Shift 4, Alt 8, Ctrl 16) or the wheel (64 up, 65
    /// down); `nil` for a release, motion (32), another button or a malformed report.
    init?(parameters: Substring, pressed: Bool) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        guard pressed, numbers.count == 3, let button = numbers[0], let column = numbers[1], let row = numbers[2],
            column >= 1, row >= 1
        else { return nil }
        switch button & ~(4 | 8 | 16) {
        case 0: action = .click
        case 64: action = .wheelUp
        case 65: action = .wheelDown
        default: return nil
        }
        self.column = column - 1
        self.row = row - 1
    }
}
