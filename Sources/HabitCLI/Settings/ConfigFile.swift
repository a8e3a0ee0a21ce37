import HabitCore
import HabitStore
import HabitSystem
import HabitText
import HabitFormat

/// The settings file, `$XDG_CONFIG_HOME/habit/config` (else `~/.config/habit/config`): lines of
/// `key = value`, blank lines, and comments from `#` to the end of a line.
///
/// ```
/// # A day ends when I go to bed.
/// day-starts-at = 4
/// language = de
/// color = auto
/// ```
struct ConfigFile: Equatable, Sendable {
    /// Where the file lives.
    let path: String
    /// The hour a day starts at, and the line that set it.
    var dayStart: (value: DayStart, line: Int)?
    /// The language code, and the line that set it.
    var language: (value: String, line: Int)?
    /// When to colour, and the line that set it.
    var color: (value: ColorMode, line: Int)?
    /// The default reminder time of `habit remind`, and the line that set it.
    var remindAt: (value: ClockTime, line: Int)?
    /// How `habit remind` delivers, and the line that set it.
    var remindVia: (value: ReminderVia, line: Int)?
    /// The shell command line of `habit remind --via command`, and the line that set it.
    var remindCommand: (value: String, line: Int)?
    /// How many seconds a delivering program may run, and the line that set it.
    var remindTimeout: (value: Int, line: Int)?
    /// The weekday the weeks of data files made from now on start on, and the line that set it.
    var weekStartsOn: (value: Weekday, line: Int)?
    /// Whether `habit tui` moves (the streak's count-up), and the line that set it.
    var motion: (value: Bool, line: Int)?
    /// The `key.ACTION = KEY` lines for `habit tui`, in order: the action, KEY as written (which
    /// ``TUIKeyMap/make(_:)`` reads, reporting a bad one rather than refusing the file), the line.
    var keys: [(action: TUIKeyMap.Action, text: String, line: Int)] = []

    /// The prefix of the keys that bind `habit tui`'s keys (`key.toggle`).
    static let keyPrefix = "key."

    /// A key the file may hold (``ConfigKey``).
    typealias Key = ConfigKey

    /// The seconds `remind-timeout` may say.
    static let remindTimeoutRange = 1...600

    /// An empty file at `path`: every setting from elsewhere.
    init(path: String) {
        self.path = path
    }

    /// The lines of `text`, one at a time (a file of millions of empty lines costs no more than
    /// its text): ended by LF or CRLF, the last one perhaps by nothing, after a UTF-8
    /// byte-order mark, which is skipped.
    static func lines(of text: String) -> some Sequence<Substring> {
        let bytes = text.utf8
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.index(bytes.startIndex, offsetBy: 3) : bytes.startIndex
        var done = false
        return AnyIterator<Substring> {
            guard !done else { return nil }
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else {
                done = true
                return Substring(bytes[start...])
            }
            var lineEnd = end
            // CRLF: the CR belongs to the line break, not to the value.
            if lineEnd > start, bytes[bytes.index(before: lineEnd)] == UInt8(ascii: "\r") {
                lineEnd = bytes.index(before: lineEnd)
            }
            let line = Substring(bytes[start..<lineEnd])
            start = bytes.index(after: end)
            return line
        }
    }

    /// Reads the file's `text` (LF or CRLF line ends, a byte-order mark skipped); a later line
    /// setting a key again wins.
    ///
    /// - Throws: ``ConfigError`` naming `path` and the line of the first line that is not
    ///   `key = value`, an unknown key, or a value the key does not take.
    init(parsing text: String, path: String) throws(ConfigError) {
        self.init(path: path)
        var number = 0
        for rawLine in ConfigFile.lines(of: text) {
            number += 1
            let line = rawLine.prefix { $0 != "#" }.trimmingWhitespace()
            if line.isEmpty { continue }
            guard let equals = line.firstIndex(of: "=") else {
                throw .notASetting(path: path, line: number, text: line)
            }
            let keyText = line[..<equals].trimmingWhitespace()
            let value = line[line.index(after: equals)...].trimmingWhitespace()
            if keyText.lowercased().hasPrefix(ConfigFile.keyPrefix) {
                let name = String(keyText.lowercased().dropFirst(ConfigFile.keyPrefix.count))
                guard let action = TUIKeyMap.Action(rawValue: name) else {
                    let actions = TUIKeyMap.Action.allCases.map { ConfigFile.keyPrefix + $0.rawValue }
                    let suggestion = nearest(to: keyText.lowercased(), among: actions)
                    throw .unknownKey(path: path, line: number, key: keyText, suggestion: suggestion)
                }
                keys.append((action, value, number))
                continue
            }
            guard let key = Key(rawValue: keyText.lowercased()) else {
                let suggestion = nearest(to: keyText.lowercased(), among: Key.allCases.map(\.rawValue))
                throw .unknownKey(path: path, line: number, key: keyText, suggestion: suggestion)
            }
            switch key {
            case .dayStartsAt:
                guard let start = ConfigFile.dayStart(value) else {
                    throw .badValue(path: path, line: number, key: key, value: value)
                }
                dayStart = (start, number)
            case .language:
                guard let code = ConfigFile.languageCode(value) else {
                    throw .badValue(path: path, line: number, key: key, value: value)
                }
                language = (code, number)
            case .color:
                guard let mode = ColorMode(rawValue: value.lowercased()) else {
                    throw .badValue(path: path, line: number, key: key, value: value)
                }
                color = (mode, number)
            case .remindAt:
                guard let time = ClockTime(value) else { throw .badValue(path: path, line: number, key: key, value: value) }
                remindAt = (time, number)
            case .remindVia:
                guard let via = ReminderVia(rawValue: value.lowercased()) else {
                    throw .badValue(path: path, line: number, key: key, value: value)
                }
                remindVia = (via, number)
            case .remindCommand:
                guard !value.isEmpty else { throw .badValue(path: path, line: number, key: key, value: value) }
                remindCommand = (value, number)
            case .remindTimeout:
                guard value.allSatisfy(\.isASCII), let seconds = Int(value), ConfigFile.remindTimeoutRange.contains(seconds)
                else { throw .badValue(path: path, line: number, key: key, value: value) }
                remindTimeout = (seconds, number)
            case .weekStartsOn:
                guard let day = ConfigFile.weekStart(value) else {
                    throw .badValue(path: path, line: number, key: key, value: value)
                }
                weekStartsOn = (day, number)
            case .motion:
                switch value.lowercased() {
                case "on": motion = (true, number)
                case "off": motion = (false, number)
                default: throw .badValue(path: path, line: number, key: key, value: value)
                }
            }
        }
    }

    /// An hour written as `4`, `04`, `4:00` or `04:00`, 0–23; `nil` for anything else.
    static func dayStart(_ text: String) -> DayStart? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let hourText = parts.first, (1...2).contains(hourText.count),
            hourText.allSatisfy(\.isASCII), let hour = Int(hourText)
        else { return nil }
        if parts.count == 2 { guard parts[1] == "00" else { return nil } }
        return DayStart(hour: hour)
    }

    /// The weekdays a week may start on, by the names `week-starts-on` takes.
    static let weekStarts = WeekStartName.all

    /// A week start as `week-starts-on` writes it (`monday`, `sunday`, `saturday`, `friday`, any
    /// case); `nil` for anything else.
    static func weekStart(_ text: String) -> Weekday? {
        WeekStartName.weekday(text)
    }

    /// A language `habit` speaks, by its code (`de`, any case); `nil` for another.
    static func languageCode(_ text: String) -> String? {
        let code = text.lowercased()
        return Languages.speaks(code) ? code : nil
    }

    static func == (lhs: ConfigFile, rhs: ConfigFile) -> Bool {
        lhs.path == rhs.path && lhs.dayStart?.value == rhs.dayStart?.value && lhs.dayStart?.line == rhs.dayStart?.line
            && lhs.language?.value == rhs.language?.value && lhs.language?.line == rhs.language?.line
            && lhs.color?.value == rhs.color?.value && lhs.color?.line == rhs.color?.line
            && lhs.remindAt?.value == rhs.remindAt?.value && lhs.remindAt?.line == rhs.remindAt?.line
            && lhs.remindVia?.value == rhs.remindVia?.value && lhs.remindVia?.line == rhs.remindVia?.line
            && lhs.remindCommand?.value == rhs.remindCommand?.value && lhs.remindCommand?.line == rhs.remindCommand?.line
            && lhs.remindTimeout?.value == rhs.remindTimeout?.value && lhs.remindTimeout?.line == rhs.remindTimeout?.line
            && lhs.weekStartsOn?.value == rhs.weekStartsOn?.value && lhs.weekStartsOn?.line == rhs.weekStartsOn?.line
            && lhs.motion?.value == rhs.motion?.value && lhs.motion?.line == rhs.motion?.line
            && lhs.keys.map(\.action) == rhs.keys.map(\.action) && lhs.keys.map(\.text) == rhs.keys.map(\.text)
            && lhs.keys.map(\.line) == rhs.keys.map(\.line)
    }
}
