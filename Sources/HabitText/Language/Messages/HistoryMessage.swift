import HabitCore

/// What `habit history` and `habit redo` say, and the notice for a history that could not be
/// read.
public enum HistoryMessage: Equatable, Sendable {
    /// A change that changed no habit (the order of the list, say): the command alone, `move`.
    case didCommand(command: ShownText)
    /// A change to these habits (`names`, joined with commas) on no single day: `rename Lesen`.
    case didToHabits(command: ShownText, names: ShownText)
    /// A change to these habits on one day: `check Lesen on Nov 26`.
    case didOnDay(command: ShownText, names: ShownText, day: DayPhrase)
    /// A line of `habit history`: how long ago, and what the change did (`did`, worded already);
    /// `undone` when `habit undo` took it back.
    case line(ago: Elapsed, did: String, undone: Bool)
    /// The same for a change whose time was not recorded.
    case lineUndated(did: String, undone: Bool)
    /// `habit history` with no change recorded.
    case empty
    /// After an undo through the history: `habit redo` brings it back; `more` when `habit undo`
    /// can go back further.
    case afterUndo(more: Bool)
    /// After a redo: `habit undo` takes it back again; `more` when more undone changes can be
    /// redone.
    case afterRedo(more: Bool)
    /// The history beside the data file (`path`) could not be read, and starts afresh.
    case restarted(path: String)
}

extension LanguageTable {
    /// What `habit history` and `habit redo` say, and the notice for a history that could not
    /// be read: the entry of the catalog (`history.…`) each message picks, with its arguments.
    public func text(_ message: HistoryMessage) -> String {
        switch message {
        case .didCommand(let command): return "\(command)"
        case .didToHabits(let command, let names):
            return catalog.text(.historyDidToHabits, ["command": "\(command)", "names": "\(names)"])
        case .didOnDay(let command, let names, let day):
            return catalog.text(.historyDidOnDay, ["command": "\(command)", "names": "\(names)", "day": phrase(day)])
        case .line(let ago, let did, false): return catalog.text(.historyLine, ["ago": agoText(ago), "did": did])
        case .line(let ago, let did, true): return catalog.text(.historyLineUndone, ["ago": agoText(ago), "did": did])
        case .lineUndated(let did, false): return catalog.text(.historyLineUndated, ["did": did])
        case .lineUndated(let did, true): return catalog.text(.historyLineUndatedUndone, ["did": did])
        case .empty: return catalog.text(.historyEmpty)
        case .afterUndo(true): return catalog.text(.historyAfterUndoMore)
        case .afterUndo(false): return catalog.text(.historyAfterUndo)
        case .afterRedo(true): return catalog.text(.historyAfterRedoMore)
        case .afterRedo(false): return catalog.text(.historyAfterRedo)
        case .restarted(let path): return catalog.text(.historyRestarted, ["path": quoted(path: path)])
        }
    }
}
