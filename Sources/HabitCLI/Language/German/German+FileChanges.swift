import HabitCore

extension German {
    /// What undo, import and merge say about the data file as a whole.
    func text(_ message: FileMessage) -> String {
        switch message {
        // Rückgängig
        case .undone(.restored(let name, 0), _, let ago, false): return "„\(name)“ wiederhergestellt, \(agoText(ago)) gelöscht."
        case .undone(.restored(let name, 0), _, let ago, true):
            return "„\(name)“ wiederhergestellt, wie vor dem Rückgängigmachen\(redoAgo(ago))."
        case .undone(.restored(let name, let count), _, let ago, false):
            return "„\(name)“ mit \(entries(count)) wiederhergestellt, \(agoText(ago)) gelöscht."
        case .undone(.restored(let name, let count), _, let ago, true):
            return "„\(name)“ mit \(entries(count)) wiederhergestellt, wie vor dem Rückgängigmachen\(redoAgo(ago))."
        case .undone(.removed(let name), _, let ago, false): return "„\(name)“ entfernt, \(agoText(ago)) angelegt."
        case .undone(.removed(let name), _, let ago, true):
            return "„\(name)“ entfernt, wie vor dem Rückgängigmachen\(redoAgo(ago))."
        case .undone(.renamed(let from, let to), _, let ago, false):
            return "„\(from)“ heißt wieder „\(to)“, \(agoText(ago)) umbenannt."
        case .undone(.renamed(let from, let to), _, let ago, true):
            return "„\(from)“ heißt wieder „\(to)“, wie vor dem Rückgängigmachen\(redoAgo(ago))."
        case .undone(.marked(let name, let days, true), let today, let ago, false):
            return "„\(name)“ ist \(dayList(days, today: today)) wieder erledigt, \(agoText(ago)) zurückgenommen."
        case .undone(.marked(let name, let days, true), let today, let ago, true):
            return "„\(name)“ ist \(dayList(days, today: today)) wieder erledigt, wie vor dem Rückgängigmachen\(redoAgo(ago))."
        case .undone(.marked(let name, let days, false), let today, let ago, false):
            return "„\(name)“ ist \(dayList(days, today: today)) nicht mehr erledigt, \(agoText(ago)) abgehakt."
        case .undone(.marked(let name, let days, false), let today, let ago, true):
            return "„\(name)“ ist \(dayList(days, today: today)) nicht mehr erledigt, "
                + "wie vor dem Rückgängigmachen\(redoAgo(ago))."
        case .undone(.archiving(let name, true), _, let ago, false):
            return "„\(name)“ ist wieder archiviert, \(agoText(ago)) zurückgeholt."
        case .undone(.archiving(let name, true), _, let ago, true):
            return "„\(name)“ ist wieder archiviert, wie vor dem Rückgängigmachen\(redoAgo(ago))."
        case .undone(.archiving(let name, false), _, let ago, false):
            return "„\(name)“ ist wieder in der Liste, \(agoText(ago)) archiviert."
        case .undone(.archiving(let name, false), _, let ago, true):
            return "„\(name)“ ist wieder in der Liste, wie vor dem Rückgängigmachen\(redoAgo(ago))."
        case .undone(.skipped(let name, let days, true), let today, let ago, false):
            return "„\(name)“ ist \(dayList(days, today: today)) wieder ausgelassen, \(agoText(ago)) geändert."
        case .undone(.skipped(let name, let days, true), let today, let ago, true):
            return "„\(name)“ ist \(dayList(days, today: today)) wieder ausgelassen, wie vor dem Rückgängigmachen\(redoAgo(ago))."
        case .undone(.skipped(let name, let days, false), let today, let ago, false):
            return "„\(name)“ ist \(dayList(days, today: today)) nicht mehr ausgelassen, \(agoText(ago)) ausgelassen."
        case .undone(.skipped(let name, let days, false), let today, let ago, true):
            return "„\(name)“ ist \(dayList(days, today: today)) nicht mehr ausgelassen, "
                + "wie vor dem Rückgängigmachen\(redoAgo(ago))."
        case .undone(.answeredNo(let name, let days, true), let today, let ago, false):
            return "„\(name)“ ist \(dayList(days, today: today)) wieder mit „nein“ beantwortet, \(agoText(ago)) vergessen."
        case .undone(.answeredNo(let name, let days, true), let today, let ago, true):
            return "„\(name)“ ist \(dayList(days, today: today)) wieder mit „nein“ beantwortet, "
                + "wie vor dem Rückgängigmachen\(redoAgo(ago))."
        case .undone(.answeredNo(let name, let days, false), let today, let ago, false):
            return "„\(name)“ ist \(dayList(days, today: today)) wieder unbeantwortet, \(agoText(ago)) mit „nein“ beantwortet."
        case .undone(.answeredNo(let name, let days, false), let today, let ago, true):
            return
                "„\(name)“ ist \(dayList(days, today: today)) wieder unbeantwortet, wie vor dem Rückgängigmachen\(redoAgo(ago))."
        case .undone(.rescheduled(let name, let schedule), _, let ago, false):
            return "„\(name)“ ist wieder \(dueWords(schedule)) fällig, \(agoText(ago)) geändert."
        case .undone(.rescheduled(let name, let schedule), _, let ago, true):
            return "„\(name)“ ist wieder \(dueWords(schedule)) fällig, wie vor dem Rückgängigmachen\(redoAgo(ago))."
        case .undone(.repaused(let name), _, let ago, false):
            return "„\(name)“ hat wieder die früheren Pausen, \(agoText(ago)) geändert."
        case .undone(.repaused(let name), _, let ago, true):
            return "„\(name)“ hat wieder die früheren Pausen, wie vor dem Rückgängigmachen\(redoAgo(ago))."
        case .undone(.restyled(let name), _, let ago, false):
            return "„\(name)“ hat wieder das frühere Symbol und die frühere Farbe, \(agoText(ago)) geändert."
        case .undone(.restyled(let name), _, let ago, true):
            return "„\(name)“ hat wieder das neue Symbol und die neue Farbe, wie vor dem Rückgängigmachen\(redoAgo(ago))."
        case .undone(.amounts(let name, let days), let today, let ago, false):
            return "„\(name)“ hat \(dayList(days, today: today)) wieder die früheren Mengen, \(agoText(ago)) geändert."
        case .undone(.amounts(let name, let days), let today, let ago, true):
            return "„\(name)“ hat \(dayList(days, today: today)) wieder die geänderten Mengen, "
                + "wie vor dem Rückgängigmachen\(redoAgo(ago))."
        case .undone(.notes(let name, let days), let today, let ago, false):
            return "„\(name)“ hat \(dayList(days, today: today)) wieder die früheren Notizen, \(agoText(ago)) geändert."
        case .undone(.notes(let name, let days), let today, let ago, true):
            return "„\(name)“ hat \(dayList(days, today: today)) wieder die geänderten Notizen, "
                + "wie vor dem Rückgängigmachen\(redoAgo(ago))."
        case .undone(.regoaled(let name, let goal?, let daily), _, let ago, false):
            return "„\(name)“ verlangt wieder \(goalWords(goal, daily: daily)), \(agoText(ago)) geändert."
        case .undone(.regoaled(let name, let goal?, let daily), _, let ago, true):
            return "„\(name)“ verlangt wieder \(goalWords(goal, daily: daily)), wie vor dem Rückgängigmachen\(redoAgo(ago))."
        case .undone(.regoaled(let name, nil, _), _, let ago, false):
            return "„\(name)“ hat wieder kein Ziel und kein Limit, \(agoText(ago)) geändert."
        case .undone(.regoaled(let name, nil, _), _, let ago, true):
            return "„\(name)“ hat wieder kein Ziel und kein Limit, wie vor dem Rückgängigmachen\(redoAgo(ago))."
        case .undoneWeekStart(let day, let ago, false):
            return "Die Wochen der Datendatei beginnen wieder am \(weekdayName(day)), \(agoText(ago)) geändert."
        case .undoneWeekStart(let day, let ago, true):
            return
                "Die Wochen der Datendatei beginnen wieder am \(weekdayName(day)), wie vor dem Rückgängigmachen\(redoAgo(ago))."
        case .undoneOrder(let ago, false): return "Reihenfolge der Gewohnheiten wiederhergestellt, \(agoText(ago)) geändert."
        case .undoneOrder(let ago, true):
            return "Reihenfolge der Gewohnheiten wiederhergestellt, wie vor dem Rückgängigmachen\(redoAgo(ago))."
        case .undoAgain(true): return "Noch einmal „habit undo“ nimmt die Änderung wieder zurück."
        case .undoAgain(false): return "Noch einmal „habit undo“ stellt die Änderung wieder her."
        case .imported(.noRows): return "Nichts zu importieren: Die Eingabe hat keine Zeilen."
        case .imported(.nothingNew):
            return "Nichts war neu: Die Eingabe enthält keinen Tag und keine Gewohnheit, die nicht schon da sind; "
                + "die Datendatei bleibt unverändert."
        case .imported(.allAlreadyDone(let days)):
            return plural(
                days, one: "Nichts Neues: Der eine Tag war schon erledigt; die Datendatei bleibt unverändert.",
                other: "Nichts Neues: Alle \(days) Tage waren schon erledigt; die Datendatei bleibt unverändert.")
        case .imported(.imported(let days, let habits, let newHabits)):
            return "\(self.days(days)) für \(self.habits(habits)) importiert (\(newHabits) neu)."
        case .imported(.importedSomeDone(let days, let habits, let newHabits, let alreadyDone)):
            return "\(self.days(days)) für \(self.habits(habits)) importiert (\(newHabits) neu); "
                + plural(
                    alreadyDone, one: "\(alreadyDone) der Tage war schon erledigt.",
                    other: "\(alreadyDone) der Tage waren schon erledigt.")
        case .importedAmounts(_, _, _, false):
            return "Nichts Neues: Die Tage, Mengen und Notizen der Eingabe sind schon da; die Datendatei bleibt unverändert."
        case .importedAmounts(let counts, let habits, let newHabits, true):
            return "\(listed(counts.map(imported))) für \(self.habits(habits)) importiert (\(newHabits) neu)."
        case .importedHistory(let tracker, 0, _, _, _, _, _):
            return
                "Nichts zu importieren: Die Dateien von \(tracker.rawValue) nennen keine Gewohnheit; die Datendatei ist unverändert."
        case .importedNothingNew(let tracker, let habits):
            return "Nichts Neues aus \(tracker.rawValue): "
                + plural(habits, one: "Die Gewohnheit und ihre Tage sind", other: "Die \(habits) Gewohnheiten und ihre Tage sind")
                + " schon da; die Datendatei ist unverändert."
        case .importedHistory(let tracker, let habits, let newHabits, let done, let skips, let amounts, let notes):
            return "\(self.habits(habits)) aus \(tracker.rawValue) importiert (\(newHabits) neu): "
                + plural(done, one: "\(done) erledigter Tag, ", other: "\(done) erledigte Tage, ")
                + plural(skips, one: "\(skips) ausgelassener Tag, ", other: "\(skips) ausgelassene Tage, ")
                + plural(amounts, one: "\(amounts) Menge und ", other: "\(amounts) Mengen und ")
                + plural(notes, one: "\(notes) Notiz.", other: "\(notes) Notizen.")
        case .importNotice(.nearestSchedule(let name, let frequency, let schedule)):
            return "„\(name)“ hat dort die Häufigkeit \(frequency), für die habit keinen Zeitplan hat; sie ist jetzt "
                + "\(dueWords(schedule)) fällig (ändern mit habit edit)."
        case .importNotice(.monthlySchedule(let name, let frequency, let schedule)):
            return "„\(name)“ hat dort die Häufigkeit \(frequency), etwa ein Monat; sie ist jetzt "
                + "\(dueWords(schedule)) fällig, nach Kalendermonaten (ändern mit habit edit)."
        case .importNotice(.renamedTwin(let name, let renamed)):
            return "Dort heißt mehr als eine Gewohnheit „\(name)“; diese kam als „\(renamed)“ herein."
        case .importNotice(.leftOutLine(let path, let line, let text, let problem)):
            return "Ausgelassen: \(quoted(path: path)), Zeile \(line), „\(quoted(text))“: "
                + foreignLine(problem, amounts: .current)
        case .importNotice(.keptSettings(let name)):
            return "„\(name)“ gab es schon, mit anderem Zeitplan oder Ziel; sie behält ihre eigenen (ändern mit habit edit)."
        case .importNotice(.defaultSettings(let count)):
            return plural(
                count,
                one: "Die neue Gewohnheit hat die Standardeinstellungen (täglich fällig, kein Ziel und kein Limit, "
                    + "übliches Symbol und übliche Farbe): CSV enthält nur Tage; der JSON-Export (habit export) behält "
                    + "die Einstellungen.",
                other: "Die \(count) neuen Gewohnheiten haben die Standardeinstellungen (täglich fällig, kein Ziel und "
                    + "kein Limit, übliches Symbol und übliche Farbe): CSV enthält nur Tage; der JSON-Export "
                    + "(habit export) behält die Einstellungen.")
        case .csvLeavesOutSettings(let count):
            return plural(
                count,
                one: "CSV enthält nur Namen und Tage, daher fehlen in diesem Export die Einstellungen einer Gewohnheit "
                    + "(Ziel oder Limit, Zeitplan, Pausen, Erinnerungszeiten, Archivierung, Tags, Symbol oder Farbe); habit export ohne --format "
                    + "schreibt die JSON-Sicherung, die alles behält.",
                other: "CSV enthält nur Namen und Tage, daher fehlen in diesem Export die Einstellungen von \(count) "
                    + "Gewohnheiten (Ziele oder Limits, Zeitpläne, Pausen, Erinnerungszeiten, Archivierung, Tags, Symbole oder Farben); habit "
                    + "export ohne --format schreibt die JSON-Sicherung, die alles behält.")
        // merge
        case .merged(let path, let counts):
            return "\(path) hineingemischt: " + counts.map(merged).joined(separator: ", ") + ". Mit habit undo rückgängig machen."
        case .nothingToMerge(let path): return "Nichts zu mischen: \(path) enthält nichts, was dieser Datendatei fehlt."
        }
    }

    /// „1 Gewohnheit hinzugefügt“, „2 Gewohnheiten geändert“.
    private func merged(_ count: MergedCount) -> String {
        switch count {
        case .added(let added): return plural(added, one: "1 Gewohnheit hinzugefügt", other: "\(added) Gewohnheiten hinzugefügt")
        case .changed(let changed):
            return plural(changed, one: "1 Gewohnheit geändert", other: "\(changed) Gewohnheiten geändert")
        }
    }

    /// „3 Tage“, „2 Mengen“, „1 Notiz“: was ein Import brachte.
    private func imported(_ count: ImportedCount) -> String {
        switch count {
        case .days(let count): return days(count)
        case .amounts(let count): return amounts(count)
        case .notes(let count): return notes(count)
        }
    }

    private func habits(_ count: Int) -> String {
        plural(count, one: "\(count) Gewohnheit", other: "\(count) Gewohnheiten")
    }

    private func redoAgo(_ elapsed: Elapsed?) -> String {
        switch elapsed {
        case nil: return ""
        case let elapsed?: return " (\(agoText(elapsed)))"
        }
    }

    /// „heute“, „am 27. Nov. 2026 und gestern“, „an 5 Tagen“.
    private func dayList(_ days: [Day], today: Day) -> String {
        switch DayList(days, today: today) {
        case .named(let days): return days.map(phrase).joined(separator: " und ")
        case .counted(let count): return "an \(count) Tagen"
        }
    }

    /// "2 amounts and 1 note" in an import's summary: the counts of amounts and of notes.
    private func amounts(_ count: Int) -> String { plural(count, one: "\(count) Menge", other: "\(count) Mengen") }

    private func notes(_ count: Int) -> String { plural(count, one: "\(count) Notiz", other: "\(count) Notizen") }
}
