import HabitCore

extension German {
    /// What the commands that change a habit or its days say: check, add, edit, skip, pause, log, note, ask.
    func text(_ message: ChangeMessage) -> String {
        switch message {
        // Änderungen
        case .checked(let name, .today, let streak): return "✓ \(name) — \(daysInARow(streak))"
        case .checked(let name, let day, let streak): return "✓ \(name) \(phrase(day)) erledigt — \(daysInARow(streak))"
        case .alreadyChecked(let name, let day, let streak):
            return "\(name) war \(phrase(day)) schon erledigt — \(daysInARow(streak))"
        case .unchecked(let name, .today, let streak): return "○ \(name) für heute zurückgenommen — \(daysInARow(streak))"
        case .unchecked(let name, .yesterday, let streak):
            return "○ \(name) für gestern zurückgenommen — \(daysInARow(streak))"
        case .unchecked(let name, .on(let day), let streak):
            return "○ \(name) für den \(date(day)) zurückgenommen — \(daysInARow(streak))"
        case .wasNotChecked(let name, let day): return "\(name) war \(phrase(day)) nicht erledigt; nichts geändert."
        case .added(let icon, let name, let check): return "\(icon) \(name) angelegt; abhaken mit: \(check)"
        case .renamed(let from, let to): return "„\(from)“ heißt jetzt „\(to)“."
        case .nameUnchanged(let name): return "„\(name)“ heißt schon so; nichts geändert."
        case .deleteQuestion(let name, 0): return "„\(name)“ löschen?"
        case .deleteQuestion(let name, let count): return "„\(name)“ mit \(entries(count)) löschen?"
        case .deleted(let name, 0): return "„\(name)“ gelöscht."
        case .deleted(let name, let count): return "„\(name)“ mit \(entries(count)) gelöscht."
        case .kept(let name): return "„\(name)“ bleibt; nichts wurde gelöscht."
        // Einchecken
        case .askQuestion(let name, .on(let day)): return "\(name) — \(weekdayName(day.weekday)), \(date(day))?"
        case .askQuestion(let name, let day): return "\(name) — \(phrase(day))?"
        case .askAmountQuestion(let name, .on(let day), let total, let goal, let thisWeek):
            return "\(name) (\(progress(total, goal, thisWeek))) — \(weekdayName(day.weekday)), \(date(day))?"
        case .askAmountQuestion(let name, let day, let total, let goal, let thisWeek):
            return "\(name) (\(progress(total, goal, thisWeek))) — \(phrase(day))?"
        case .askKeys(true): return "[j/n/s/?]"
        case .askKeys(false): return "[j/n/?]"
        case .askHelp(true):
            return "j: erledigt · n: nicht erledigt (wird nicht mehr gefragt) · s: Tag auslassen (entschuldigt) · "
                + "q oder Strg-D: aufhören, Antworten bleiben · ?: diese Hilfe"
        case .askHelp(false):
            return "j: erledigt · n: nicht erledigt (wird nicht mehr gefragt) · q oder Strg-D: aufhören, Antworten bleiben · "
                + "?: diese Hilfe"
        case .nothingToAsk: return "Nichts zu fragen: Jede fällige Gewohnheit hat eine Antwort."
        case .nothingAnswered: return "Nichts beantwortet; nichts geändert."
        case .askSummary(let done, let notDone, let skipped):
            return "Eingecheckt: \(done) erledigt, \(notDone) nicht erledigt, \(skipped) ausgelassen. "
                + "Alles zurücknehmen mit: habit undo"
        case .askSummaryWithLeft(let done, let notDone, let skipped, let left):
            let questionsLeft = plural(
                left, one: "\(left) Frage bleibt fürs nächste Mal. ", other: "\(left) Fragen bleiben fürs nächste Mal. ")
            return "Eingecheckt: \(done) erledigt, \(notDone) nicht erledigt, \(skipped) ausgelassen. "
                + "\(questionsLeft)Alles zurücknehmen mit: habit undo"
        // Zeitpläne, Auslassen und Pausen
        case .edited(let name, .schedule(let schedule)):
            return "\(name) ist jetzt \(dueWords(schedule)) fällig; das gilt für die ganze Geschichte."
        case .edited(let name, .scheduleAndLook(let schedule, .icon)):
            return "\(name) ist jetzt \(dueWords(schedule)) fällig; das gilt für die ganze Geschichte. Das Symbol ist neu."
        case .edited(let name, .scheduleAndLook(let schedule, .color)):
            return "\(name) ist jetzt \(dueWords(schedule)) fällig; das gilt für die ganze Geschichte. Die Farbe ist neu."
        case .edited(let name, .scheduleAndLook(let schedule, .iconAndColor)):
            return "\(name) ist jetzt \(dueWords(schedule)) fällig; das gilt für die ganze Geschichte. Symbol und Farbe sind neu."
        case .edited(let name, .look(.icon)): return "\(name) hat ein neues Symbol."
        case .edited(let name, .look(.color)): return "\(name) hat eine neue Farbe."
        case .edited(let name, .look(.iconAndColor)): return "\(name) hat ein neues Symbol und eine neue Farbe."
        case .editUnchanged(let name): return "\(name) hat diese Einstellungen schon; nichts geändert."
        case .skipped(let name, let day, let streak): return "– \(name) \(phrase(day)) ausgelassen — \(daysInARow(streak))"
        case .alreadySkipped(let name, let day): return "\(name) war \(phrase(day)) schon ausgelassen; nichts geändert."
        case .paused(let name, let from, let until?, _) where from == until: return "‖ \(name) pausiert am \(date(from))."
        case .paused(let name, let from, let until?, _):
            return "‖ \(name) pausiert vom \(date(from)) bis zum \(date(until))."
        case .paused(let name, let from, nil, let resume):
            return "‖ \(name) pausiert ab dem \(date(from)), bis zum Fortsetzen mit: \(resume)"
        case .alreadyPaused(let name): return "\(name) war an diesen Tagen schon pausiert; nichts geändert."
        case .resumed(let name): return "▶ \(name) fortgesetzt: ab heute wieder fällig."
        case .notPaused(let name): return "\(name) ist weder heute noch später pausiert; nichts geändert."
        // Mengen und Notizen: die Befehle
        case .addedMeasured(let icon, let name, let goal, let daily, let log):
            return "\(icon) \(name) angelegt: \(goalWords(goal, daily: daily)); Mengen eintragen mit: \(log)"
        case .goalSet(let name, let goal, let daily):
            return "\(name) verlangt jetzt \(goalWords(goal, daily: daily)); seine Tage werden danach bewertet."
        case .goalRemoved(let name, true):
            return "\(name) hat kein Ziel und kein Limit mehr; ein Tag mit einer Menge über 0 gilt als erledigt."
        case .goalRemoved(let name, false): return "\(name) hat kein Ziel und kein Limit; nichts geändert."
        case .logged(let name, let day, let total, let goal, let week, let thisWeek):
            return logged(name, phrase(day), total, goal, week, thisWeek ? "diese Woche" : "in jener Woche")
        case .limitKept(let name, let day, let total, let goal, let over):
            let side = over ? "über dem Limit" : "innerhalb des Limits"
            return "\(name) hat \(phrase(day)) schon \(measure(total, goal.unit)), \(side) von \(number(goal.amount)); "
                + "Abhaken lässt die Menge, wie sie ist."
        case .amountCleared(let name, let day, let total, let unit):
            return "○ \(name): die \(phrase(day)) eingetragene Menge (\(measure(total, unit))) ist gelöscht."
        case .nothingRecorded(let name, let day): return "Für \(name) ist \(phrase(day)) nichts eingetragen; nichts geändert."
        case .noteSaved(let name, let day, false): return "✎ Notiz für \(name) \(phrase(day)) gespeichert."
        case .noteSaved(let name, let day, true): return "✎ Notiz für \(name) \(phrase(day)) entfernt."
        case .noteUnchanged(let name, let day, true): return "\(name) hat \(phrase(day)) schon diese Notiz; nichts geändert."
        case .noteUnchanged(let name, let day, false): return "\(name) hat \(phrase(day)) keine Notiz; nichts geändert."
        case .askAmountKeys(true, true): return "[Menge/j/n/s/?]"
        case .askAmountKeys(false, true): return "[Menge/j/n/?]"
        case .askAmountKeys(true, false): return "[Menge/n/s/?]"
        case .askAmountKeys(false, false): return "[Menge/n/?]"
        case .askAmountHelp(let skip, let check):
            return "eine Zahl wie 2,5: zur Menge des Tages addieren" + (check ? " · j: erledigt (das Ziel)" : "")
                + " · n: nicht erledigt (wird nicht mehr gefragt)" + (skip ? " · s: Tag auslassen (entschuldigt)" : "")
                + " · q oder Strg-D: aufhören, Antworten bleiben · ?: diese Hilfe"
        case .archived(let name, let unarchive): return "„\(name)“ archiviert; der Verlauf bleibt. Zurückholen mit: \(unarchive)"
        case .alreadyArchived(let name): return "„\(name)“ ist schon archiviert; nichts geändert."
        case .unarchived(let name): return "„\(name)“ ist wieder in der Liste."
        case .notArchived(let name): return "„\(name)“ ist nicht archiviert; nichts geändert."
        case .allArchived(let count, let command):
            return plural(
                count, one: "Die einzige Gewohnheit ist archiviert; zeigen mit: \(command)",
                other: "Alle \(count) Gewohnheiten sind archiviert; zeigen mit: \(command)")
        case .noArchivedHabits: return "Keine archivierten Gewohnheiten."
        case .moved(let name, let position): return "„\(name)“ steht jetzt an Stelle \(position)."
        case .notMoved(let name, let position): return "„\(name)“ steht schon an Stelle \(position); nichts geändert."
        }
    }

    private func logged(
        _ name: String, _ day: String, _ total: Amount, _ goal: Goal?, _ week: Amount?, _ which: String
    ) -> String {
        guard let goal else { return "\(name) \(day): \(number(total))" }
        let progress = "\(number(total))/\(measure(goal.amount, goal.unit))"
        switch goal.kind {
        case .atLeast where total >= goal.amount: return "✓ \(name) \(day): \(progress), Ziel erreicht"
        case .atLeast: return "\(name) \(day): \(progress)"
        case .atMost where total > goal.amount: return "\(name) \(day): \(progress), über dem Limit"
        case .atMost: return "\(name) \(day): \(progress), innerhalb des Limits"
        case .weeklyAtLeast:
            let week = week ?? total
            let sum = "\(which) \(number(week))/\(measure(goal.amount, goal.unit))"
            if week >= goal.amount {
                return "✓ \(name) \(day): \(measure(total, goal.unit)), \(sum), Wochenziel erreicht"
            }
            return "\(name) \(day): \(measure(total, goal.unit)), \(sum)"
        }
    }
}
