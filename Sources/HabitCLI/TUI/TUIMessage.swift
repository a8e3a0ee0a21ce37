import HabitCore
import HabitText

/// What `habit tui` says: its refusal off a terminal, the too-small screen, the key lines at the
/// foot of each view, the detail view's action and the help screen (`?`).
enum TUIMessage: Equatable, Sendable, CaseIterable {
    static let allCases: [TUIMessage] =
        [
            .needsTerminal, .tooSmall(columns: 30, rows: 10), .listFooter, .detailFooter, .actionDone, .actionUndo,
            .actionDoneOn(date: "Nov 27, 2026"), .actionUndoOn(date: "Nov 27, 2026"),
            .selectedDay(day: "Friday", date: "Nov 27, 2026"), .readingAmount(name: "Gewicht"),
            .renameTitle(name: "Lesen"), .noteTitle(name: "Lesen", date: "Nov 27, 2026"),
            .amountTitle(name: "Lesen", date: "Nov 27, 2026"), .deleteTitle(name: "Lesen"), .deleteWarning, .deleteKeys,
            .fieldKeys, .filterTag(tag: "sport"), .filterArchived, .findNone(text: "“xy”"), .empty, .formAddTitle,
            .formEditTitle(name: "Lesen"), .formKeys, .formBadWords(field: "Schedule"), .helpPage(page: 1, pages: 3),
            .keysBound(keys: "c = key.toggle"),
            .keyProblem(.badKey(text: "ctrl-ö", action: .toggle, line: 3), path: "~/.config/habit/config"),
            .keyProblem(.boundTwice(text: "c", action: .check, other: .toggle, line: 4), path: "~/.config/habit/config"),
        ] + [TUIForm.Field.name, .icon, .color, .schedule, .goal, .tags].map(formLabel)
        + [TUIForm.Field.name, .icon, .color, .schedule, .goal, .tags].map { formHint($0, .add) }
        + [formHint(.schedule, .edit(name: "Lesen"))] + helpScreen

    /// The lines of the help screen, in order.
    static let helpScreen: [TUIMessage] = [
        .keysHeading, .keysMove, .keysPages, .keysOpen, .keysBack, .keysDay, .keysToggle, .keysCheck, .keysSkip,
        .keysPause, .keysAmount, .keysSlipArchive, .keysDialogs, .keysAddEdit, .keysFind, .keysUndo, .keysRedo, .keysSuspend,
        .keysQuit,
        .keysHelp,
        .keysClose,
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
    /// The detail view's action for a day before today (`date` written out) not done.
    case actionDoneOn(date: String)
    /// The detail view's action for a day before today that is done.
    case actionUndoOn(date: String)
    /// The detail view's line under the day chosen with ← and →: its weekday and date.
    case selectedDay(day: String, date: String)
    /// `+` or `-` on a habit whose amounts are readings (`name` quoted and escaped).
    case readingAmount(name: String)
    /// The rename dialog's title (`name` escaped).
    case renameTitle(name: String)
    /// The note dialog's title: the habit and the day.
    case noteTitle(name: String, date: String)
    /// The amount dialog's title: the habit and the day.
    case amountTitle(name: String, date: String)
    /// The delete dialog's question, its warning and its answer keys.
    case deleteTitle(name: String)
    case deleteWarning, deleteKeys
    /// A text field's keys.
    case fieldKeys
    /// The list's first line while `t` narrows it to `tag` (escaped).
    case filterTag(tag: String)
    /// The list's first line while `a` shows the archived habits.
    case filterArchived
    /// The `/` field when no name starts with `text` (quoted and escaped).
    case findNone(text: String)
    /// The list with no habits: what to press to add the first.
    case empty
    /// The add form's title, and the edit form's (`name` quoted and escaped).
    case formAddTitle
    case formEditTitle(name: String)
    /// A field's label in the add and edit forms.
    case formLabel(TUIForm.Field)
    /// What a field takes, under it (the schedule's as the add or the edit form takes it).
    case formHint(TUIForm.Field, TUIForm.Kind)
    /// The forms' keys.
    case formKeys
    /// A `key.ACTION` line of the config file at `path` (quoted) that could not be taken.
    case keyProblem(TUIKeyMap.Problem, path: String)
    /// The help screen's line of the keys the config file binds (`c = key.toggle, …`).
    case keysBound(keys: String)
    /// The last line of a page of the help screen, where it takes `pages`.
    case helpPage(page: Int, pages: Int)
    /// A field (its label) whose options have a quote not closed.
    case formBadWords(field: String)
    /// The help screen's heading and lines.
    case keysFind, keysAddEdit
    case keysDialogs, keysSlipArchive
    case keysHeading, keysMove, keysPages, keysOpen, keysBack, keysDay, keysToggle, keysCheck, keysSkip, keysPause
    case keysAmount, keysUndo, keysRedo, keysSuspend, keysQuit, keysHelp, keysClose
}

extension LanguageTable {
    /// What `habit tui` says: the entry of the catalog (`tui.…`) each message picks.
    func text(_ message: TUIMessage) -> String {
        switch message {
        case .needsTerminal: return catalog.text(.tuiNeedsTerminal)
        case .tooSmall(let columns, let rows):
            return catalog.text(.tuiTooSmall, ["columns": String(columns), "rows": String(rows)])
        case .listFooter: return catalog.text(.tuiFooterList)
        case .detailFooter: return catalog.text(.tuiFooterDetailDays)
        case .actionDone: return catalog.text(.tuiActionDone)
        case .actionUndo: return catalog.text(.tuiActionUndo)
        case .actionDoneOn(let date): return catalog.text(.tuiActionDoneOn, ["date": date])
        case .actionUndoOn(let date): return catalog.text(.tuiActionUndoOn, ["date": date])
        case .selectedDay(let day, let date): return catalog.text(.tuiSelectedDay, ["day": day, "date": date])
        case .readingAmount(let name): return catalog.text(.tuiReadingAmount, ["name": name])
        case .keysHeading: return catalog.text(.tuiKeysHeading)
        case .keysMove: return catalog.text(.tuiKeysMove)
        case .keysOpen: return catalog.text(.tuiKeysOpen)
        case .keysBack: return catalog.text(.tuiKeysBack)
        case .keysToggle: return catalog.text(.tuiKeysToggle)
        case .keysUndo: return catalog.text(.tuiKeysUndo)
        case .keysDialogs: return catalog.text(.tuiKeysDialogs)
        case .keysSlipArchive: return catalog.text(.tuiKeysSlipArchive)
        case .renameTitle(let name): return catalog.text(.tuiRenameTitle, ["name": name])
        case .noteTitle(let name, let date): return catalog.text(.tuiNoteTitle, ["name": name, "date": date])
        case .amountTitle(let name, let date): return catalog.text(.tuiAmountTitle, ["name": name, "date": date])
        case .deleteTitle(let name): return catalog.text(.tuiDeleteTitle, ["name": name])
        case .deleteWarning: return catalog.text(.tuiDeleteWarning)
        case .deleteKeys: return catalog.text(.tuiDeleteKeys)
        case .fieldKeys: return catalog.text(.tuiFieldKeys)
        case .filterTag(let tag): return catalog.text(.tuiFilterTag, ["tag": tag])
        case .filterArchived: return catalog.text(.tuiFilterArchived)
        case .findNone(let text): return catalog.text(.tuiFindNone, ["text": text])
        case .keysFind: return catalog.text(.tuiKeysFind)
        case .keysPages: return catalog.text(.tuiKeysPages)
        case .keysDay: return catalog.text(.tuiKeysDay)
        case .keysCheck: return catalog.text(.tuiKeysCheck)
        case .keysSkip: return catalog.text(.tuiKeysSkip)
        case .keysPause: return catalog.text(.tuiKeysPause)
        case .keysAmount: return catalog.text(.tuiKeysAmount)
        case .keysRedo: return catalog.text(.tuiKeysRedo)
        case .keysSuspend: return catalog.text(.tuiKeysSuspend)
        case .keysQuit: return catalog.text(.tuiKeysQuit)
        case .keysHelp: return catalog.text(.tuiKeysHelp)
        case .keysClose: return catalog.text(.tuiKeysClose)
        case .keysAddEdit: return catalog.text(.tuiKeysAddEdit)
        case .empty: return catalog.text(.tuiEmpty)
        case .formAddTitle: return catalog.text(.tuiFormAddTitle)
        case .formEditTitle(let name): return catalog.text(.tuiFormEditTitle, ["name": name])
        case .formKeys: return catalog.text(.tuiFormKeys)
        case .keyProblem(.badKey(let text, let action, let line), let path):
            return catalog.text(
                .tuiKeymapBadKey,
                ["path": path, "line": String(line), "key": quoted(text), "action": ConfigFile.keyPrefix + action.rawValue])
        case .keyProblem(.boundTwice(let text, let action, let other, let line), let path):
            return catalog.text(
                .tuiKeymapBoundTwice,
                [
                    "path": path, "line": String(line), "key": quoted(text), "action": ConfigFile.keyPrefix + action.rawValue,
                    "other": ConfigFile.keyPrefix + other.rawValue,
                ])
        case .keysBound(let keys): return catalog.text(.tuiKeysBound, ["keys": keys])
        case .helpPage(let page, let pages):
            return catalog.text(.tuiHelpPage, ["page": String(page), "pages": String(pages)])
        case .formBadWords(let field): return catalog.text(.tuiFormBadWords, ["field": field])
        case .formLabel(let field):
            switch field {
            case .name: return catalog.text(.tuiFormName)
            case .icon: return catalog.text(.tuiFormIcon)
            case .color: return catalog.text(.tuiFormColor)
            case .schedule: return catalog.text(.tuiFormSchedule)
            case .goal: return catalog.text(.tuiFormGoal)
            case .tags: return catalog.text(.tuiFormTags)
            }
        case .formHint(let field, let kind):
            switch field {
            case .name: return catalog.text(.tuiFormHintName)
            case .icon: return catalog.text(.tuiFormHintIcon)
            case .color:
                return catalog.text(.tuiFormHintColor, ["colors": HabitColor.allCases.map(\.rawValue).joined(separator: ", ")])
            case .schedule: return catalog.text(kind == .add ? .tuiFormHintSchedule : .tuiFormHintEditSchedule)
            case .goal: return catalog.text(.tuiFormHintGoal)
            case .tags: return catalog.text(.tuiFormHintTags)
            }
        }
    }
}
