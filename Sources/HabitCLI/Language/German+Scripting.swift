import HabitCore

/// Die deutschen Sätze der Befehle für Skripte.
extension German {
    /// Der Satz für `message`.
    func scripting(_ message: ScriptingMessage) -> String {
        switch message {
        case .doneOnDayCount(let done, let total, let day): return "\(done) von \(total) \(phrase(day)) erledigt"
        case .doneOn(let day, let undo): return "✓ \(capitalized(phrase(day))) erledigt · rückgängig machen: \(undo)"
        case .openOn(let day, let check): return "○ \(capitalized(phrase(day))) nicht erledigt · abhaken mit: \(check)"
        case .futureQueryDay(let day, let today):
            return
                "Der \(format(day)) liegt in der Zukunft (heute ist der \(format(today))); frag nach heute oder einem vergangenen Tag."
        case .noHabitsOn(let day): return "Am \(format(day)) gab es noch keine Gewohnheit."
        case .notCreatedYet(let name, let created, let day):
            return "„\(name)“ gab es am \(format(day)) noch nicht; angelegt wurde sie am \(format(created))."
        case .statusDone(let name, .today): return "✓ \(name) ist heute erledigt"
        case .statusDone(let name, let day): return "✓ \(name) war \(phrase(day)) erledigt"
        case .statusOpen(let name, .today): return "○ \(name) ist heute noch offen"
        case .statusOpen(let name, let day): return "○ \(name) war \(phrase(day)) nicht erledigt"
        case .imported(0, 0, _, _): return "Nichts zu importieren: Die Eingabe hat keine Zeilen."
        case .imported(0, _, 0, _):
            return
                "Nichts war neu: Die Eingabe enthält keinen Tag und keine Gewohnheit, die nicht schon da sind; die Datendatei bleibt unverändert."
        case .imported(let days, _, 0, let alreadyDone) where days == alreadyDone:
            return days == 1
                ? "Nichts Neues: Der eine Tag war schon erledigt; die Datendatei bleibt unverändert."
                : "Nichts Neues: Alle \(days) Tage waren schon erledigt; die Datendatei bleibt unverändert."
        case .imported(let days, let habits, let newHabits, let alreadyDone):
            let count = { (number: Int, one: String, many: String) in number == 1 ? "1 \(one)" : "\(number) \(many)" }
            let already =
                switch alreadyDone {
                case 0: ""
                case 1: " 1 der Tage war schon erledigt."
                default: " \(alreadyDone) der Tage waren schon erledigt."
                }
            return
                "\(count(days, "Tag", "Tage")) für \(count(habits, "Gewohnheit", "Gewohnheiten")) importiert (\(newHabits) neu)."
                + already
        case .importFailed(let error): return importProblem(error)
        }
    }

    private func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    private func importProblem(_ error: ImportError) -> String {
        let nothing = " Nichts wurde importiert."
        switch error {
        case .fileNotFound(let path):
            return "Es gibt keine Datei \(path) zum Importieren; prüfe den Pfad oder lies mit - von der Standardeingabe."
        case .isDirectory(let path): return "\(path) ist ein Ordner; gib die CSV- oder JSON-Datei zum Importieren an."
        case .unreadable(let path, let reason):
            return "\(path) lässt sich nicht lesen: \(reason). Prüfe die Datei und ihre Rechte." + nothing
        case .tooLarge(let path, let size):
            let limit = "die \(AtomicFile.maximumSize / 1_048_576) MiB einer Habit-Datei; teile sie auf." + nothing
            guard let path else { return "Die Standardeingabe enthält mehr als " + limit }
            guard let size else { return "\(path) enthält mehr als " + limit }
            return "\(path) ist \(size / 1_048_576) MiB groß, mehr als " + limit
        case .syntax(let line, let problem): return "Zeile \(line): \(csv(problem))." + nothing
        case .columnCount(let line, let found):
            let fields = found == 1 ? "1 Feld" : "\(found) Felder"
            return
                "Zeile \(line) hat \(fields); jede Zeile braucht name,date oder name,date,state,amount,note "
                + "(setze einen Namen mit Komma in Anführungszeichen)." + nothing
        case .badState(let line, let text):
            return "Zeile \(line): Der Zustand „\(text)“ ist weder done noch skipped." + nothing
        case .badDate(let line, let text):
            return "Zeile \(line): „\(text)“ ist kein Tag; verwende JJJJ-MM-TT (ein Datum, das es gibt)." + nothing
        case .futureDate(let line, let day, let today):
            return "Zeile \(line): Der \(format(day)) liegt in der Zukunft (heute ist der \(format(today)))." + nothing
        case .badName(let line, let error): return "Zeile \(line): \(text(.habit(error)))" + nothing
        case .json(let problem): return "Das JSON zum Importieren ist kein Habit-Export: \(format(problem))." + nothing
        case .newerVersion(let version):
            return "Das JSON zum Importieren hat das Format Version \(version), dieses habit liest nur bis Version "
                + "\(StoreFormat.version); aktualisiere habit." + nothing
        case .futureDay(let name, let day, let today):
            return "„\(name)“ hat im JSON einen Tag in der Zukunft, den \(format(day)) (heute ist der \(format(today)))."
                + nothing
        }
    }

    private func csv(_ problem: CSVSyntaxProblem) -> String {
        switch problem {
        case .unterminatedQuote: return "ein Feld, das mit einem Anführungszeichen beginnt, wird nie geschlossen"
        case .quoteInUnquotedField:
            return "ein Anführungszeichen in einem Feld, das nicht mit einem beginnt; setze das Feld in Anführungszeichen "
                + "und verdopple das Zeichen (\"\")"
        case .textAfterClosingQuote:
            return
                "Text nach einem schließenden Anführungszeichen; in einem Feld in Anführungszeichen das Zeichen verdoppeln (\"\")"
        case .invalidUTF8: return "Text, der kein gültiges UTF-8 ist; speichere die Datei als UTF-8"
        }
    }
}
