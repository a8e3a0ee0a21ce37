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
