extension English {
    /// What `habit history` and `habit redo` say, and the notice for a history that could not
    /// be read.
    func text(_ message: HistoryMessage) -> String {
        switch message {
        case .didCommand(let command): return "\(command)"
        case .didToHabits(let command, let names): return "\(command) \(names)"
        case .didOnDay(let command, let names, let day): return "\(command) \(names) \(phrase(day))"
        case .line(let ago, let did, false): return "\(agoText(ago)): \(did)"
        case .line(let ago, let did, true): return "\(agoText(ago)): \(did) (undone)"
        case .lineUndated(let did, false): return "At a time not recorded: \(did)"
        case .lineUndated(let did, true): return "At a time not recorded: \(did) (undone)"
        case .empty: return "No changes are recorded yet; each change from now on is, and habit undo steps back through them."
        case .afterUndo(true): return "Run “habit redo” to bring it back, or “habit undo” again to go back one more change."
        case .afterUndo(false): return "Run “habit redo” to bring it back; that was the oldest change in the history."
        case .afterRedo(true): return "Run “habit undo” to take it back again, or “habit redo” to bring back the next one."
        case .afterRedo(false): return "Run “habit undo” to take it back again."
        case .restarted(let path):
            return
                "The history of changes \(quoted(path: path)) could not be read, so it starts afresh; habit undo cannot go back past this change."
        }
    }
}
