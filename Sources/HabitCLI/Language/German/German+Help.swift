import HabitCore

extension German {
    /// The help screens: headings, exit codes, and what each command and option does.
    func text(_ message: HelpMessage) -> String {
        switch message {
        // Hilfe
        case .versionWithCommit(let version, let commit): return "habit \(version) (Commit \(commit))"
        case .versionWithoutCommit(let version): return "habit \(version) (Commit nicht erfasst)"
        case .copyrightAndLicence(let year, let holders):
            return "Copyright (c) \(year) \(holders); veröffentlicht unter der MIT-Lizenz."
        case .tagline: return "habit: Gewohnheiten im Terminal abhaken, täglich oder nach Zeitplan."
        case .usageHeading: return "Aufruf:"
        case .commandsHeading: return "Befehle:"
        case .optionsHeading: return "Optionen:"
        case .globalOptionsHeading: return "Globale Optionen:"
        case .exitCodesHeading: return "Exit-Codes:"
        case .exitCode(.success): return "Erfolg"
        case .exitCode(.no): return "die Antwort auf eine Abfrage ist nein"
        case .exitCode(.usage):
            return "Aufruffehler: unbekannter Befehl oder unbekannte Option, fehlendes oder falsches Argument, falsches Datum"
        case .exitCode(.data):
            return "die Daten sagen nein oder sind defekt: unbekannte oder mehrdeutige Gewohnheit, Name vergeben, "
                + "Datei unlesbar oder beschädigt, Schreiben fehlgeschlagen"
        case .dataFileHeading: return "Datendatei:"
        case .dataFileRule:
            return
                "--file PFAD, sonst $HABIT_FILE, sonst $XDG_DATA_HOME/habit/habits.json, sonst ~/.local/share/habit/habits.json"
        case .nameAsCommand:
            return
                "habit NAME, wenn NAME kein Befehl ist, zeigt diese Gewohnheit wie habit show NAME; der Name eines Befehls geht immer vor."
        case .moreHelp: return "„habit help BEFEHL“ zeigt die Optionen eines Befehls."
        case .commandSummary(let command): return summary(command)
        case .optionHelp(let option, let command, let facts): return optionHelp(option, command, facts: facts)
        }
    }

    private func summary(_ command: CommandName) -> String {
        switch command {
        case .list: return "Alle Gewohnheiten mit dem heutigen Fortschritt zeigen (Standard)."
        case .add:
            return
                "Eine Gewohnheit anlegen: täglich oder mit --days, --per-week, --every, --per-month oder --monthly-on; messbar mit Ziel."
        case .edit: return "Zeitplan (für die ganze Geschichte), Symbol, Farbe, Ziel oder Einheit ändern."
        case .log: return "Eine Menge zum Tag addieren (negativ korrigiert; --set ersetzt die Summe)."
        case .note: return "Eine Zeile zu einem Tag notieren (ein leerer TEXT entfernt sie)."
        case .grid: return "Jede Gewohnheit als eine Zeile ihrer letzten Tage zeigen, heute zuletzt, mit ihrer Serie."
        case .notes: return "Die Notizen aller Gewohnheiten oder einer auflisten, die neueste zuerst."
        case .skip: return "Gewohnheiten, oder mit --all alle, heute oder am --date auslassen (Ruhetag): die Serie hält."
        case .pause: return "Gewohnheiten, oder mit --all alle, ab --from (heute) bis --until (offen) pausieren."
        case .resume: return "Die Pause von Gewohnheiten, oder mit --all von allen, beenden: ab heute sind sie wieder fällig."
        case .check: return "Gewohnheiten für heute oder --date abhaken."
        case .uncheck: return "Das Häkchen und die Menge für heute oder --date entfernen."
        case .toggle:
            return "Gewohnheiten zwischen erledigt und offen umschalten (ein Limit: 0 eintragen oder die Menge löschen)."
        case .show: return "Serie, Rekord, letzte 7 Tage und letzte Wochen einer Gewohnheit zeigen (ohne NAME: alle)."
        case .stats: return "Statistik zeigen: Quoten, Serie, Rekord, bester Wochentag (ohne NAME: alle)."
        case .rename: return "Eine Gewohnheit umbenennen; die Einträge bleiben."
        case .delete: return "Eine Gewohnheit samt Einträgen nach Rückfrage löschen."
        case .help: return "Hilfe zu allen Befehlen oder zu einem zeigen."
        case .todo: return "Die heute fälligen, noch offenen Gewohnheiten auflisten; Exit-Code 1, wenn es welche gibt."
        case .status:
            return "Sagen, ob eine Gewohnheit heute oder am --date erledigt ist (Exit-Code 0, wenn ja, 1, wenn nein); "
                + "ohne Namen eine Zeile wie 2/5."
        case .names: return "Die Namen aller Gewohnheiten ausgeben, einen pro Zeile."
        case .import:
            return
                "Gewohnheiten und Tage aus CSV, einem JSON-Export oder einem anderen Tracker übernehmen; - liest die Standardeingabe."
        case .export:
            return
                "Alle Gewohnheiten mit Einstellungen und Tagen auf die Standardausgabe schreiben, oder die Heatmap einer Gewohnheit als SVG."
        case .report:
            return "Einen HTML-Bericht aller Gewohnheiten schreiben: Heatmaps, Serien, Stärke und Monatssummen."
        case .completion: return "Ein Vervollständigungsskript für bash, zsh oder fish ausgeben."
        case .undo: return "Die letzte Änderung zurücknehmen; noch einmal: weiter zurück, bis zu den letzten 50."
        case .redo: return "Die Änderung wiederherstellen, die das letzte undo zurückgenommen hat."
        case .history: return "Die Änderungen auflisten, die undo zurücknehmen kann, die neueste zuerst, mit dem, was jede tat."
        case .archive: return "Gewohnheiten archivieren: weg aus list, todo usw., ihr Verlauf bleibt."
        case .slip:
            return "Einen Ausrutscher bei einer Gewohnheit zum Aufhören eintragen, heute oder am --date (wie viele, sonst 1)."
        case .unarchive: return "Archivierte Gewohnheiten zurückholen."
        case .move: return "Eine Gewohnheit umsortieren: --to N, --before ANDERE oder --after ANDERE."
        case .ask: return "Einchecken: nach jeder fälligen, unbeantworteten Gewohnheit fragen, heute zuerst, dann frühere Tage."
        case .config: return "Die Einstellungen (day-starts-at, language, color, remind-at) zeigen und woher jede kommt."
        case .tags: return "Die Tags auflisten, mit der Zahl ihrer Gewohnheiten und dem heutigen Fortschritt."
        case .remind:
            return "An die heute noch offenen Gewohnheiten erinnern, wenn ihre Zeit gekommen ist (alle paar Minuten aufrufen)."
        case .merge: return "Eine andere Kopie der Datendatei hineinmischen (mit --base dreiseitig, sonst zweiseitig)."
        case .mergeDriver: return "Merge-Treiber für git: IHRE in UNSERE mischen (%O %A %B)."
        case .conflicts: return "Die Konflikte zeigen, die das Mischen selbst aufgelöst hat: Gewohnheit, Tag, beide Werte."
        case .weekStart:
            return
                "Zeigen, an welchem Tag die Wochen der Datendatei beginnen, oder ihn ändern (monday, sunday, saturday, friday)."
        }
    }

    private func optionHelp(_ option: OptionName, _ command: CommandName?, facts: OptionFacts) -> String {
        switch (option, command) {
        case (.file, _): return "Diese Datendatei verwenden."
        case (.back, _): return "Höchstens N Tage vor heute nachfragen (Standard \(facts.defaultBack))."
        case (.man, _): return "Die Handbuchseite (roff) ausgeben, wie sie für man habit installiert wird."
        case (.days, .grid?):
            return
                "Tage in jeder Zeile, heute zuletzt, \(facts.gridDays.lowerBound) bis \(facts.gridDays.upperBound) (Standard: \(facts.defaultGridDays))."
        case (.days, _):
            return "An diesen Wochentagen fällig: mo,mi,fr (deutsch, englisch oder französisch, kurz oder ganz), "
                + "werktags oder wochenende."
        case (.perWeek, _):
            return
                "An K Tagen jeder Woche erledigt, Montag bis Sonntag (K von \(facts.timesPerWeek.lowerBound) bis \(facts.timesPerWeek.upperBound))."
        case (.every, .remind?):
            return "Mit --install: alle ABSTAND habit remind starten, 1m bis 60m oder 1h (Vorgabe 15m)."
        case (.every, _):
            return
                "Mindestens einmal in je N Tagen erledigt (N von \(facts.intervals.lowerBound) bis \(facts.intervals.upperBound))."
        case (.perMonth, _):
            return "An K Tagen jedes Kalendermonats erledigt (K von \(facts.timesPerMonth.lowerBound) bis "
                + "\(facts.timesPerMonth.upperBound); ein kürzerer Monat verlangt alle seine Tage)."
        case (.monthlyOn, _):
            return
                "An diesen Tagen jedes Monats fällig: 1,15 (\(facts.daysOfMonth.lowerBound) bis \(facts.daysOfMonth.upperBound), "
                + "-1 für den letzten Tag; ein Tag nach dem Monatsende fällt auf dessen letzten Tag)."
        case (.daily, _): return "Wieder jeden Tag fällig."
        case (.from, .import?):
            return
                "Dateien eines anderen Trackers lesen: loop (sein CSV-Export, Zip oder Ordner), harsh, habitctl (ihr Ordner), dijo."
        case (.from, .notes?):
            return "Der erste Tag, dessen Notizen gezeigt werden: JJJJ-MM-TT, 26.11., gestern, ein Wochentag oder -N."
        case (.from, .stats?):
            return "Mit --by weekday: der erste gezählte Tag: JJJJ-MM-TT, 26.11., gestern, ein Wochentag oder -N."
        case (.from, _):
            return "Der erste Pausentag (Standard: heute): JJJJ-MM-TT, 26.11., morgen, ein Wochentag, -N oder +N Tage."
        case (.until, .stats?): return "Mit --by weekday: der letzte gezählte Tag, in denselben Formen (Standard: heute)."
        case (.until, .notes?):
            return "Der letzte Tag, dessen Notizen gezeigt werden, in denselben Formen (Standard: heute)."
        case (.until, _):
            return "Der letzte Pausentag, bis zu einem Jahr voraus, in denselben Formen (Standard: bis habit resume)."
        case (.base, _): return "Die Kopie, aus der beide hervorgingen (der gemeinsame Vorfahr): dreiseitig mischen."
        case (.conflictCopies, _):
            return
                "Jede Konfliktkopie von Syncthing, Dropbox oder Nextcloud neben der Datendatei hineinmischen und nach conflict-copies/ verschieben."
        case (.clear, _): return "Die gezeigten Konflikte zur Kenntnis nehmen: habit erwähnt sie nicht mehr."
        case (.archived, _): return "Stattdessen die archivierten Gewohnheiten zeigen."
        case (.matching, _):
            return
                "Nur die Namen, deren Anfang TEXT trifft, ohne auf Groß- und Kleinschreibung und Akzente zu achten (für die Vervollständigung)."
        case (.candidates, _):
            return
                "Für die Vervollständigungsskripte: die Befehle, die Optionen (eines Befehls) oder die Wörter für einen Tag, in der aktuellen Sprache."
        case (.to, _): return "Die Gewohnheit an Stelle N setzen (1 ist ganz oben)."
        case (.before, _): return "Die Gewohnheit direkt vor ANDERE setzen."
        case (.after, _): return "Die Gewohnheit direkt hinter ANDERE setzen."
        case (.wait, _):
            return "Höchstens SEKUNDEN auf ein anderes habit warten (Standard \(facts.defaultWait), oder $HABIT_WAIT)."
        case (.color, .add?), (.color, .edit?):
            return "Die Farbe der Gewohnheit: \(facts.colors.joined(separator: ", ")) "
                + "(auto, always und never stellen weiter die Farbe der Ausgabe ein)."
        case (.color, _): return "Farbige Ausgabe: auto (Standard), always oder never."
        case (.help, _): return "Diese Hilfe zeigen."
        case (.version, _): return "Die Version zeigen."
        case (.icon, _): return "Ein Emoji oder kurzes Symbol (Standard \(facts.defaultIcon))."
        case (.date, _):
            return "Der Tag (Standard: heute): JJJJ-MM-TT, 26.11., gestern, ein Wochentag (Mo) oder -N für vor N Tagen."
        case (.yes, _): return "Ohne Rückfrage löschen (nötig in Skripten)."
        case (.weeks, .export?), (.weeks, .report?):
            return
                "Wochen in der Heatmap, \(facts.heatmapWeeks.lowerBound) bis \(facts.heatmapWeeks.upperBound) (Standard: \(facts.defaultHeatmapWeeks))."
        case (.weeks, _):
            return
                "Wochen im Kalender, \(facts.weeks.lowerBound) bis \(facts.weeks.upperBound) (Standard \(facts.defaultWeeks) oder so viele, wie passen)."
        case (.notes, _): return "Alle Notizen statt der letzten drei."
        case (.json, _): return "JSON für Skripte statt Text ausgeben."
        case (.asOf, _): return "Alles so zeigen, wie es an diesem Tag stand: JJJJ-MM-TT, 26.11., gestern, ein Wochentag oder -N."
        case (.quiet, _): return "Nichts ausgeben; nur der Exit-Code antwortet."
        case (.format, .status?):
            return "Die Vorlage der Zeile: {done}, {due}, {open}, {names}, {streak}, {percent}; oder waybar für JSON."
        case (.format, .import?): return "csv oder json (Standard: json, wenn die Eingabe mit { beginnt, sonst csv)."
        case (.format, .export?):
            return
                "json (Standard), die Sicherung, die alles behält; csv, nur eine Tabelle der Namen und Tage; oder svg, die Heatmap von NAME."
        case (.out, _):
            return "Den Bericht in DATEI schreiben, die als Ganzes ersetzt wird (Standard: die Standardausgabe, kein Terminal)."
        case (.format, _):
            return "json (Standard), die Sicherung, die alles behält, oder csv, nur eine Tabelle der Namen und Tage."
        case (.goal, _): return "Messbar: ein fälliger Tag ist erledigt, wenn seine Menge MENGE erreicht."
        case (.atMost, _): return "Ein Limit: ein Tag ist eingehalten, solange seine Menge höchstens MENGE ist."
        case (.weeklyGoal, _): return "Messbar pro Woche: erledigt, wenn Montag bis Sonntag zusammen MENGE ergeben."
        case (.unit, .edit?): return "Was die Mengen zählen; allein eine neue Einheit fürs Ziel (leer: keine)."
        case (.unit, _): return "Was die Mengen zählen: km, oder Einzahl und Mehrzahl wie Glas/Gläser."
        case (.quit, _):
            return "Eine Gewohnheit zum Aufhören: ein Tag zählt, solange kein Ausrutscher eingetragen ist (habit slip)."
        case (.trackOnly, _): return "Nur erfassen: nie fällig, ohne Serie; Tage, Mengen und Notizen bleiben."
        case (.reading, _):
            return "Nur erfasst, die Mengen sind Messwerte (ein Gewicht):"
                + " log setzt den Tageswert, stats zeigt letzten, Schnitt, tiefsten, höchsten."
        case (.due, _): return "Wieder nach dem Zeitplan fällig: nicht mehr nur erfasst und keine Gewohnheit zum Aufhören."
        case (.noGoal, _): return "Ziel oder Limit entfernen; die Mengen bleiben."
        case (.set, _): return "MENGE zur Summe des Tages machen, statt sie zu addieren (0 trägt null ein)."
        case (.all, _): return "Alle nicht archivierten Gewohnheiten statt Namen (Urlaub)."
        case (.note, _): return "Die Notiz des Tages: eine Zeile Text (leer entfernt sie)."
        case (.now, _):
            return "Sofort an jede offene Gewohnheit erinnern, gleich zu welcher Zeit; der Zustand bleibt, wie er ist."
        case (.by, _):
            return "Summen je Woche, Monat oder Jahr als Balken, oder Erledigt von Fällig je Wochentag (braucht NAME)."
        case (.last, _):
            return
                "Wie viele Wochen, Monate oder Jahre, \(facts.lastPeriods.lowerBound) bis \(facts.lastPeriods.upperBound) (Standard \(facts.defaultLastPeriods) Wochen oder Monate, alle Jahre)."
        case (.skipInvalid, _):
            return "Mit --from harsh oder habitctl: Zeilen des Logs, die habit nicht übernehmen kann, auslassen, jede auf "
                + "der Standardfehlerausgabe nennen, den Rest importieren."
        case (.dryRun, _):
            return "Ausgeben, was gesendet würde, mit --install oder --uninstall, was geschrieben würde, und nichts ändern."
        case (.install, _):
            return
                "Einen Timer einrichten, der habit remind startet: einen systemd-Timer des Benutzers, sonst einen Crontab-Eintrag."
        case (.uninstall, _): return "Den Timer entfernen, den --install eingerichtet hat, und sonst nichts."
        case (.at, _): return "Mit --install: stattdessen habit remind --now einmal am Tag um UHRZEIT (HH:MM) starten."
        case (.cron, _): return "Mit --install oder --uninstall: die Crontab nehmen (crontab -l, crontab -)."
        case (.systemd, _): return "Mit --install oder --uninstall: einen systemd-Timer des Benutzers nehmen (systemctl --user)."
        case (.via, _): return "Wie senden: notify, mail, print oder command (sonst remind-via, sonst notify am Desktop)."
        case (.remind, _):
            return "Zu diesen Zeiten erinnern (HH:MM, mehrere mit Kommas: 08:00,20:00); none: zur Standardzeit (remind-at)."
        case (.tag, .add?), (.tag, .edit?):
            return
                "Die Gewohnheit taggen: --tag morgens, oder mehrere als --tag morgens,gesund oder --tag morgens --tag gesund (ohne Rücksicht auf Groß- und Kleinschreibung und Akzente)."
        case (.tag, _):
            return
                "Nur die Gewohnheiten mit einem dieser Tags: --tag morgens, --tag morgens,gesund oder --tag morgens --tag gesund."
        case (.untag, _):
            return
                "Diese Tags von der Gewohnheit entfernen: --untag morgens, --untag morgens,gesund oder --untag morgens --untag gesund."
        case (.flat, _): return "Die Gewohnheiten in ihrer Reihenfolge auflisten, ohne Überschriften für ihre Tags."
        }
    }
}
