import HabitCore

/// The titles of heatmap cells ("Wednesday, Nov 25, 2026: done"), escaped, worded by the
/// language's table once per day and once per state instead of once per cell: a report of 50
/// habits has some 18,000 cells but a few hundred days, all of its heatmaps the same days.
///
/// A title is its day's part ("Wednesday, Nov 25, 2026: "), which is the language's title of
/// the day as still open less the name of that state, followed by the state's name. Where a
/// language's title is not made like that (the open state's name is not at its end), the day's
/// title is worded whole for each cell, as the table says; a day with a note is too.
public struct CellTitles {
    /// The words.
    public let language: LanguageTable
    /// The first day worded.
    private let first: Day
    /// Per day from `first` on, the escaped part of its title before the state's name; `nil`
    /// for a day whose title is worded whole.
    private let dayParts: [[UInt8]?]
    /// The escaped names of the states without an amount, by ``fixedIndex(_:)``.
    private let stateNames: [[UInt8]]

    /// The titles of the cells from `first` through `last`, in `language`.
    public init(from first: Day, through last: Day, language: LanguageTable) {
        self.language = language
        self.first = first
        let open = Self.escaped(language.text(.stateName(.open)))
        dayParts = stride(from: 0, through: last.days(since: first), by: 1).map { offset in
            let title = Self.escaped(language.text(.cellTitle(day: first.adding(days: offset), state: .open)))
            guard title.count >= open.count, title.suffix(open.count).elementsEqual(open) else { return nil }
            return Array(title.dropLast(open.count))
        }
        stateNames = Self.fixedStates.map { Self.escaped(language.text(.stateName($0))) }
    }

    /// The states whose name has no amount in it, in the order of ``fixedIndex(_:)``.
    private static let fixedStates: [ReportMessage.CellState] = [
        .done(amount: nil), .open, .missed, .notDue, .skipped, .paused, .beforeStart,
    ]

    /// Where `state` is in ``fixedStates``; `nil` for a state with an amount.
    private static func fixedIndex(_ state: ReportMessage.CellState) -> Int? {
        switch state {
        case .done(nil): return 0
        case .open: return 1
        case .missed: return 2
        case .notDue: return 3
        case .skipped: return 4
        case .paused: return 5
        case .beforeStart: return 6
        case .done(_?), .partlyDone, .overLimit: return nil
        }
    }

    private static func escaped(_ text: String) -> [UInt8] {
        var out = MarkupWriter(capacity: text.utf8.count + 16)
        out.text(text)
        return out.bytes
    }

    /// Writes the escaped title of a cell of `state` on `day`, and after it `note`, as the
    /// language's table words them.
    public func write(day: Day, state: ReportMessage.CellState, note: String?, into out: inout MarkupWriter) {
        let offset = day.days(since: first)
        guard note == nil, offset >= 0, offset < dayParts.count, let dayPart = dayParts[offset] else {
            let title = language.text(.cellTitle(day: day, state: state))
            out.text(note.map { language.text(.notedCellTitle(title: title, note: $0)) } ?? title)
            return
        }
        out.raw(dayPart)
        if let index = Self.fixedIndex(state) {
            out.raw(stateNames[index])
        } else {
            out.text(language.text(.stateName(state)))
        }
    }
}
