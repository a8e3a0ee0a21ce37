extension German {
    /// Was `habit history` und `habit redo` sagen, und der Hinweis auf einen Verlauf, der sich
    /// nicht lesen ließ.
    func text(_ message: HistoryMessage) -> String {
        switch message {
        case .didCommand(let command): return "\(command)"
        case .didToHabits(let command, let names): return "\(command) \(names)"
        case .didOnDay(let command, let names, let day): return "\(command) \(names) \(phrase(day))"
        case .line(let ago, let did, false): return "\(agoText(ago)): \(did)"
        case .line(let ago, let did, true): return "\(agoText(ago)): \(did) (rückgängig gemacht)"
        case .lineUndated(let did, false): return "Zu unbekannter Zeit: \(did)"
        case .lineUndated(let did, true): return "Zu unbekannter Zeit: \(did) (rückgängig gemacht)"
        case .empty:
            return
                "Noch sind keine Änderungen aufgezeichnet; ab jetzt wird jede aufgezeichnet, und habit undo geht sie Schritt für Schritt zurück."
        case .afterUndo(true):
            return "Mit „habit redo“ kommt sie zurück, mit „habit undo“ geht es eine weitere Änderung zurück."
        case .afterUndo(false): return "Mit „habit redo“ kommt sie zurück; das war die älteste Änderung im Verlauf."
        case .afterRedo(true):
            return "Mit „habit undo“ wird sie wieder zurückgenommen, mit „habit redo“ kommt die nächste zurück."
        case .afterRedo(false): return "Mit „habit undo“ wird sie wieder zurückgenommen."
        case .restarted(let path):
            return
                "Der Änderungsverlauf \(quoted(path: path)) ließ sich nicht lesen und beginnt neu; habit undo kann nicht hinter diese Änderung zurück."
        }
    }
}
