extension French {
    /// Ce que disent `habit history` et `habit redo`, et l'avis pour un historique illisible.
    func text(_ message: HistoryMessage) -> String {
        switch message {
        case .didCommand(let command): return "\(command)"
        case .didToHabits(let command, let names): return "\(command) \(names)"
        case .didOnDay(let command, let names, let day): return "\(command) \(names) \(phrase(day))"
        case .line(let ago, let did, false): return "\(agoText(ago))\u{00A0}: \(did)"
        case .line(let ago, let did, true): return "\(agoText(ago))\u{00A0}: \(did) (annulée)"
        case .lineUndated(let did, false): return "À une heure non enregistrée\u{00A0}: \(did)"
        case .lineUndated(let did, true): return "À une heure non enregistrée\u{00A0}: \(did) (annulée)"
        case .empty:
            return
                "Aucune modification n'est encore enregistrée\u{202F}; désormais chacune l'est, et habit undo les reprend une à une."
        case .afterUndo(true):
            return
                "Lancez «\u{202F}habit redo\u{202F}» pour la rétablir, ou «\u{202F}habit undo\u{202F}» pour remonter d'une modification de plus."
        case .afterUndo(false):
            return
                "Lancez «\u{202F}habit redo\u{202F}» pour la rétablir\u{202F}; c'était la plus ancienne modification de l'historique."
        case .afterRedo(true):
            return
                "Lancez «\u{202F}habit undo\u{202F}» pour l'annuler de nouveau, ou «\u{202F}habit redo\u{202F}» pour rétablir la suivante."
        case .afterRedo(false): return "Lancez «\u{202F}habit undo\u{202F}» pour l'annuler de nouveau."
        case .restarted(let path):
            return "L'historique des modifications \(quoted(path: path)) était illisible et recommence à zéro\u{202F}; "
                + "habit undo ne peut pas remonter avant cette modification."
        }
    }
}
