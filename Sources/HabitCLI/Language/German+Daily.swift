import HabitCore

/// Die deutschen Sätze der Befehle für den Alltag.
extension German {
    /// Der Satz für `message`.
    func daily(_ message: DailyMessage) -> String {
        switch message {
        case .configFailed(let error): return configProblem(error)
        case .source(.standard): return "Standard"
        case .source(.file(let path, let line)): return "\(path), Zeile \(line)"
        case .source(.environment(let variable)): return "Umgebungsvariable \(variable)"
        case .source(.commandLine(let option)): return "Kommandozeile (\(option))"
        case .configFile(let path, true): return "Einstellungsdatei: \(path)"
        case .configFile(let path, false):
            return "Einstellungsdatei: \(path) (gibt es nicht; leg sie an, um etwas einzustellen)"
        case .noConfigFile: return "Einstellungsdatei: keine (setze HOME oder XDG_CONFIG_HOME, um eine zu nutzen)"
        case .archived(let name, let unarchive):
            return "„\(name)“ archiviert; der Verlauf bleibt. Zurückholen mit: \(unarchive)"
        case .alreadyArchived(let name): return "„\(name)“ ist schon archiviert; nichts geändert."
        case .unarchived(let name): return "„\(name)“ ist wieder in der Liste."
        case .notArchived(let name): return "„\(name)“ ist nicht archiviert; nichts geändert."
        case .allArchived(1, let command): return "Die einzige Gewohnheit ist archiviert; zeigen mit: \(command)"
        case .allArchived(let count, let command): return "Alle \(count) Gewohnheiten sind archiviert; zeigen mit: \(command)"
        case .noArchivedHabits: return "Keine archivierten Gewohnheiten."
        case .moved(let name, let position): return "„\(name)“ steht jetzt an Stelle \(position)."
        case .notMoved(let name, let position): return "„\(name)“ steht schon an Stelle \(position); nichts geändert."
        case .askQuestion(let name, .today): return "\(name) — heute?"
        case .askQuestion(let name, .yesterday): return "\(name) — gestern?"
        case .askQuestion(let name, .on(let day)): return "\(name) — \(self.name(of: day.weekday)), \(format(day))?"
        case .askKeys(true): return "[j/n/s/?]"
        case .askKeys(false): return "[j/n/?]"
        case .askHelp(let skip):
            return "j: erledigt · n: nicht erledigt (wird nicht mehr gefragt) · "
                + (skip ? "s: Tag aussetzen (entschuldigt) · " : "")
                + "q oder Strg-D: aufhören, Antworten bleiben · ?: diese Hilfe"
        case .nothingToAsk: return "Nichts zu fragen: Jede fällige Gewohnheit hat eine Antwort."
        case .askSummary(0, 0, 0, _): return "Nichts beantwortet; nichts geändert."
        case .askSummary(let done, let notDone, let skipped, let left):
            let leftPart =
                switch left {
                case 0: ""
                case 1: " 1 Frage bleibt fürs nächste Mal."
                default: " \(left) Fragen bleiben fürs nächste Mal."
                }
            return
                "Eingecheckt: \(done) erledigt, \(notDone) nicht erledigt, \(skipped) ausgesetzt.\(leftPart) Alles zurücknehmen mit: habit undo"
        case .askNeedsTerminal:
            return "habit ask fragt im Terminal, und die Standardeingabe ist keins; in Skripten nimm habit check NAME "
                + "(oder habit skip NAME) für jede Gewohnheit."
        }
    }

    private func configProblem(_ error: ConfigError) -> String {
        let nothing = " Es wurde nichts getan."
        switch error {
        case .notASetting(let path, let line, let text):
            return "\(path), Zeile \(line): „\(text)“ ist keine Einstellung; schreib Schlüssel = Wert, etwa day-starts-at = 4."
                + nothing
        case .unknownKey(let path, let line, let key, let suggestion):
            let hint = suggestion.map { " Meintest du „\($0)“?" } ?? ""
            return
                "\(path), Zeile \(line): Es gibt keine Einstellung „\(key)“.\(hint) Die Einstellungen sind day-starts-at, language und color."
                + nothing
        case .badValue(let path, let line, let key, let value):
            return "\(path), Zeile \(line): \(key.rawValue) kann nicht „\(value)“ sein; \(allowed(key))." + nothing
        case .badEnvironment(let variable, let key, let value):
            return "\(variable) ist „\(value)“, das kann \(key.rawValue) nicht sein; \(allowed(key))." + nothing
        case .unreadable(let path, let reason):
            return "Die Einstellungsdatei \(path) lässt sich nicht lesen: \(reason). Prüfe ihre Rechte." + nothing
        case .notText(let path):
            return "Die Einstellungsdatei \(path) ist keine Textdatei mit Zeilen Schlüssel = Wert; korrigiere oder entferne sie."
                + nothing
        }
    }

    private func allowed(_ key: ConfigFile.Key) -> String {
        switch key {
        case .dayStartsAt: return "erlaubt ist eine Stunde von 0 bis 23, etwa 4 oder 04:00"
        case .language: return "erlaubt ist " + Languages.all.map(\.code).sorted().joined(separator: ", ")
        case .color: return "erlaubt ist auto, always oder never"
        }
    }
}
