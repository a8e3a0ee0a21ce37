import HabitSystem
import HabitText
import HabitStore

/// What `habit tui` says: its refusal off a terminal, the too-small screen, the key lines at the
/// foot of each view, the detail view's action and the help screen (`?`).
enum TUIMessage: Equatable, Sendable, CaseIterable {
    static let allCases: [TUIMessage] =
        [
            .needsTerminal, .tooSmall(columns: 30, rows: 10), .listFooter, .detailFooter, .actionDone, .actionUndo,
        ] + helpScreen

    /// The lines of the help screen, in order.
    static let helpScreen: [TUIMessage] = [
        .keysHeading, .keysMove, .keysOpen, .keysBack, .keysToggle, .keysUndo, .keysQuit, .keysHelp, .keysClose,
    ]

    /// Standard input or output is not a terminal.
    case needsTerminal
    /// The terminal is smaller than 40 × 12.
    case tooSmall(columns: Int, rows: Int)
    /// The list's line of keys.
    case listFooter
    /// The detail view's line of keys.
    case detailFooter
    /// The detail view's action while today is not done.
    case actionDone
    /// The detail view's action while today is done.
    case actionUndo
    /// The help screen's heading and lines.
    case keysHeading, keysMove, keysOpen, keysBack, keysToggle, keysUndo, keysQuit, keysHelp, keysClose
}

extension LanguageTable {
    /// What `habit tui` says: the entry of the catalog (`tui.…`) each message picks.
    func text(_ message: TUIMessage) -> String {
        switch message {
        case .needsTerminal: return catalog.text(.tuiNeedsTerminal)
        case .tooSmall(let columns, let rows):
            return catalog.text(.tuiTooSmall, ["columns": String(columns), "rows": String(rows)])
        case .listFooter: return catalog.text(.tuiFooterList)
        case .detailFooter: return catalog.text(.tuiFooterDetail)
        case .actionDone: return catalog.text(.tuiActionDone)
        case .actionUndo: return catalog.text(.tuiActionUndo)
        case .keysHeading: return catalog.text(.tuiKeysHeading)
        case .keysMove: return catalog.text(.tuiKeysMove)
        case .keysOpen: return catalog.text(.tuiKeysOpen)
        case .keysBack: return catalog.text(.tuiKeysBack)
        case .keysToggle: return catalog.text(.tuiKeysToggle)
        case .keysUndo: return catalog.text(.tuiKeysUndo)
        case .keysQuit: return catalog.text(.tuiKeysQuit)
        case .keysHelp: return catalog.text(.tuiKeysHelp)
        case .keysClose: return catalog.text(.tuiKeysClose)
        }
    }
}
