import HabitCore

extension German {
    /// What the commands that change a habit or its days say: check, add, edit, skip, pause, log, note, ask.
    func text(_ message: ChangeMessage) -> String {
        switch message {
        // Änderungen
        case .checkedInMonth(let name, .today, let progress): return "✓ \(name) — \(monthProgress(progress))"
        case .checkedInMonth(let name, let day, let progress):
            return "✓ \(name) \(phrase(day)) erledigt — \(monthProgress(progress))"
        case .checkedInWeek(let name, .today, let progress): return "✓ \(name) — \(weekProgress(progress))"
        case .checkedInWeek(let name, let day, let progress):
            return "✓ \(name) \(phrase(day)) erledigt — \(weekProgress(progress))"
        case .checked(let name, .today, let streak): return "✓ \(name) — \(daysInARow(streak))"
        case .checked(let name, let day, let streak): return "✓ \(name) \(phrase(day)) erledigt — \(daysInARow(streak))"
        case .alreadyChecked(let name, let day, let streak):
            return "\(name) war \(phrase(day)) schon erledigt — \(daysInARow(streak))"
        case .unchecked(let name, .today, let streak): return "\(name) für heute zurückgenommen — \(daysInARow(streak))"
        case .unchecked(let name, .yesterday, let streak):
            return "\(name) für gestern zurückgenommen — \(daysInARow(streak))"
        case .unchecked(let name, .on(let day), let streak):
            return "\(name) für den \(date(day)) zurückgenommen — \(daysInARow(streak))"
        case .wasNotChecked(let name, let day): return "\(name) war \(phrase(day)) nicht erledigt; nichts geändert."
        case .addedOnSchedule(let icon, let name, let schedule, let check):
            return "\(icon) \(name) angelegt, \(dueWords(schedule)) fällig; abhaken mit: \(check)"
        case .changedWhileArchived(let name, let unarchive):
            return "„\(name)“ ist archiviert und bleibt es; zurückholen mit: \(unarchive)"
        case .added(let icon, let name, let check): return "\(icon) \(name) angelegt; abhaken mit: \(check)"
        case .renamed(let from, let to): return "„\(from)“ heißt jetzt „\(to)“."
        case .nameUnchanged(let name): return "„\(name)“ heißt schon so; nichts geändert."
        case .weekStartChanged(let day):
            return "Die Wochen dieser Datendatei beginnen jetzt am \(weekdayName(day)); habit undo nimmt das zurück."
        case .weekStartUnchanged(let day):
            return "Die Wochen dieser Datendatei beginnen schon am \(weekdayName(day)); nichts geändert."
        case .deleteQuestion(let name, 0): return "„\(name)“ löschen?"
        case .deleteQuestion(let name, let count): return "„\(name)“ mit \(entries(count)) löschen?"
        case .deleted(let name, 0): return "„\(name)“ gelöscht."
        case .deleted(let name, let count): return "„\(name)“ mit \(entries(count)) gelöscht."
        case .kept(let name): return "„\(name)“ bleibt; nichts wurde gelöscht."
        // Einchecken
        case .askQuestion(let name, .on(let day)): return "\(name) — \(weekdayName(day.weekday)), \(date(day))?"
        case .askQuestion(let name, let day): return "\(name) — \(phrase(day))?"
        case .askAmountQuestion(let name, .on(let day), let progress):
            return "\(name) (\(self.progress(progress))) — \(weekdayName(day.weekday)), \(date(day))?"
        case .askAmountQuestion(let name, let day, let progress): return "\(name) (\(self.progress(progress))) — \(phrase(day))?"
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
        case .paused(let name, .one(let day)): return "‖ \(name) pausiert am \(date(day))."
        case .paused(let name, .range(let from, let until)):
            return "‖ \(name) pausiert vom \(date(from)) bis zum \(date(until))."
        case .paused(let name, .open(let from, let resume)):
            return "‖ \(name) pausiert ab dem \(date(from)), bis zum Fortsetzen mit: \(resume)"
        case .alreadyPaused(let name): return "\(name) war an diesen Tagen schon pausiert; nichts geändert."
        case .resumed(let name): return "▶ \(name) fortgesetzt: ab heute wieder fällig."
        case .notPaused(let name): return "\(name) ist weder heute noch später pausiert; nichts geändert."
        // Mengen und Notizen: die Befehle
        case .addedMeasured(let icon, let name, let goal, let daily, let log):
            return "\(icon) \(name) angelegt: \(goalWords(goal, daily: daily)); Mengen eintragen mit: \(log)"
        case .goalSet(let name, let goal, let daily):
            return "\(name) verlangt jetzt \(goalWords(goal, daily: daily)); seine Tage werden danach bewertet."
        case .addedQuit(let icon, let name, let slip):
            return "\(icon) \(name) angelegt, eine Gewohnheit zum Aufhören: jeder Tag ohne Ausrutscher zählt; "
                + "Ausrutscher eintragen mit: \(slip)"
        case .addedReading(let icon, let name, let log):
            return "\(icon) \(name) angelegt, nur erfasst, die Mengen sind Messwerte: den Tageswert setzen mit: \(log) MENGE"
        case .addedTrackOnly(let icon, let name, let check):
            return "\(icon) \(name) angelegt, nur erfasst: nie fällig, ohne Serie; einen Tag abhaken mit: \(check)"
        case .slipped(let name, let day, let total, let unit, let clean):
            return "◆ Ausrutscher bei \(name) \(phrase(day)) eingetragen (\(measure(total, unit)) an dem Tag) — "
                + plural(clean, one: "\(clean) Tag ohne Ausrutscher", other: "\(clean) Tage ohne Ausrutscher")
        case .checkedTracked(let name, .today, let count):
            return "✓ \(name) — " + plural(count, one: "1 Tag erledigt", other: "\(count) Tage erledigt")
        case .checkedTracked(let name, let day, let count):
            return "✓ \(name) \(phrase(day)) erledigt — " + plural(count, one: "1 Tag erledigt", other: "\(count) Tage erledigt")
        case .purposeSet(let name, .quit):
            return "\(name) ist jetzt eine Gewohnheit zum Aufhören: jeder Tag ohne Ausrutscher zählt."
        case .readingSet(let name, let unit?):
            return "Die Mengen von \(name) sind jetzt Messwerte in \(unit): log setzt den Tageswert."
        case .readingSet(let name, nil): return "Die Mengen von \(name) sind jetzt Messwerte: log setzt den Tageswert."
        case .purposeSet(let name, .trackOnly): return "\(name) wird jetzt nur erfasst: nie fällig, ohne Serie."
        case .purposeSet(let name, .build): return "\(name) ist wieder nach dem Zeitplan fällig."
        case .goalRemoved(let name, true):
            return "\(name) hat kein Ziel und kein Limit mehr; ein Tag mit einer Menge über 0 gilt als erledigt."
        case .goalRemoved(let name, false): return "\(name) hat kein Ziel und kein Limit; nichts geändert."
        case .remindersSet(let name, let times):
            return plural(
                times.count, one: "\(name) hat jetzt eine Erinnerung um \(listed(times)).",
                other: "\(name) hat jetzt Erinnerungen um \(listed(times)).")
        case .remindersCleared(let name, let time):
            return "\(name) hat keine eigenen Erinnerungszeiten mehr; die Erinnerung kommt zur Standardzeit, \(time)."
        case .logged(let name, let day, let total): return logged(name, phrase(day), total)
        case .limitKept(let name, let day, let total, let goal, true):
            return "\(name) hat \(phrase(day)) schon \(measure(total, goal.unit)), über dem Limit von \(number(goal.amount)); "
                + "Abhaken lässt die Menge, wie sie ist."
        case .limitKept(let name, let day, let total, let goal, false):
            return "\(name) hat \(phrase(day)) schon \(measure(total, goal.unit)), innerhalb des Limits von "
                + "\(number(goal.amount)); Abhaken lässt die Menge, wie sie ist."
        case .amountCleared(let name, let day, let total, let unit):
            return "\(name): die \(phrase(day)) eingetragene Menge (\(measure(total, unit))) ist gelöscht."
        case .nothingRecorded(let name, let day): return "Für \(name) ist \(phrase(day)) nichts eingetragen; nichts geändert."
        case .noteSaved(let name, let day, false): return "✎ Notiz für \(name) \(phrase(day)) gespeichert."
        case .noteSaved(let name, let day, true): return "✎ Notiz für \(name) \(phrase(day)) entfernt."
        case .noteUnchanged(let name, let day, true): return "\(name) hat \(phrase(day)) schon diese Notiz; nichts geändert."
        case .noteUnchanged(let name, let day, false): return "\(name) hat \(phrase(day)) keine Notiz; nichts geändert."
        case .askAmountKeys(true, true): return "[Menge/j/n/s/?]"
        case .askAmountKeys(false, true): return "[Menge/j/n/?]"
        case .askAmountKeys(true, false): return "[Menge/n/s/?]"
        case .askAmountKeys(false, false): return "[Menge/n/?]"
        case .askAmountHelp(true, true):
            return "eine Zahl wie 2,5: zur Menge des Tages addieren · j: erledigt (das Ziel) "
                + "· n: nicht erledigt (wird nicht mehr gefragt) · s: Tag auslassen (entschuldigt) "
                + "· q oder Strg-D: aufhören, Antworten bleiben · ?: diese Hilfe"
        case .askAmountHelp(false, true):
            return "eine Zahl wie 2,5: zur Menge des Tages addieren · j: erledigt (das Ziel) "
                + "· n: nicht erledigt (wird nicht mehr gefragt) · q oder Strg-D: aufhören, Antworten bleiben · ?: diese Hilfe"
        case .askAmountHelp(true, false):
            return "eine Zahl wie 2,5: zur Menge des Tages addieren · n: nicht erledigt (wird nicht mehr gefragt) "
                + "· s: Tag auslassen (entschuldigt) · q oder Strg-D: aufhören, Antworten bleiben · ?: diese Hilfe"
        case .askAmountHelp(false, false):
            return "eine Zahl wie 2,5: zur Menge des Tages addieren · n: nicht erledigt (wird nicht mehr gefragt) "
                + "· q oder Strg-D: aufhören, Antworten bleiben · ?: diese Hilfe"
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

    /// Die Bestätigung von `log`: "Wasser trinken heute: 5/8 Gläser".
    private func logged(_ name: String, _ day: String, _ total: LoggedTotal) -> String {
        switch total {
        case .alone(let total): return "\(name) \(day): \(number(total))"
        case .reading(let value, let unit): return "\(name) \(day): \(measure(value, unit))"
        case .goalReached(let total, let goal): return "✓ \(name) \(day): \(ofGoal(total, goal)), Ziel erreicht"
        case .belowGoal(let total, let goal): return "\(name) \(day): \(ofGoal(total, goal))"
        case .overLimit(let total, let goal): return "\(name) \(day): \(ofGoal(total, goal)), über dem Limit"
        case .withinLimit(let total, let goal): return "\(name) \(day): \(ofGoal(total, goal)), innerhalb des Limits"
        case .weeklyGoalReached(let total, let week, let goal, let thisWeek):
            return "✓ \(name) \(day): \(measure(total, goal.unit)), \(progress(.ofWeeklyGoal(week, goal, thisWeek: thisWeek))), "
                + "Wochenziel erreicht"
        case .weeklyGoalOpen(let total, let week, let goal, let thisWeek):
            return "\(name) \(day): \(measure(total, goal.unit)), \(progress(.ofWeeklyGoal(week, goal, thisWeek: thisWeek)))"
        }
    }

    /// „diese Woche 1 von 3“, „in jener Woche 3 von 3 — 4 Wochen in Folge“.
    private func weekProgress(_ progress: WeekProgress) -> String {
        switch progress {
        case .under(let done, let times, true): return "diese Woche \(done) von \(times)"
        case .under(let done, let times, false): return "in jener Woche \(done) von \(times)"
        case .made(let done, let times, true, let streak): return "diese Woche \(done) von \(times) — \(daysInARow(streak))"
        case .made(let done, let times, false, let streak):
            return "in jener Woche \(done) von \(times) — \(daysInARow(streak))"
        }
    }

    /// „diesen Monat 1 von 2“, „in jenem Monat 2 von 2 — 4 Monate in Folge“.
    private func monthProgress(_ progress: MonthProgress) -> String {
        switch progress {
        case .under(let done, let times, true): return "diesen Monat \(done) von \(times)"
        case .under(let done, let times, false): return "in jenem Monat \(done) von \(times)"
        case .made(let done, let times, true, let streak): return "diesen Monat \(done) von \(times) — \(daysInARow(streak))"
        case .made(let done, let times, false, let streak):
            return "in jenem Monat \(done) von \(times) — \(daysInARow(streak))"
        }
    }
}
