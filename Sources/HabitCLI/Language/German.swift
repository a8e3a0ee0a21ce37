import HabitCore

/// `habit` auf Deutsch, mit den Worten des Tutorials („5 Tage in Folge“, „Heute erledigt“).
struct German: LanguageTable {
    let code = "de"
    let yesAnswers: Set<String> = ["j", "ja", "y", "yes"]
    let yesNoHint = "[j/N]"

    private static let months = ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."]

    func format(_ day: Day) -> String {
        "\(day.day). \(Self.months[day.month - 1]) \(day.year)"
    }

    let firstWeekday = Weekday.monday

    func monthAbbreviation(_ month: Int) -> String {
        Self.months[month - 1]
    }

    func name(of weekday: Weekday) -> String {
        switch weekday {
        case .monday: return "Montag"
        case .tuesday: return "Dienstag"
        case .wednesday: return "Mittwoch"
        case .thursday: return "Donnerstag"
        case .friday: return "Freitag"
        case .saturday: return "Samstag"
        case .sunday: return "Sonntag"
        }
    }

    func percent(_ value: Int) -> String {
        "\(value) %"  // German sets a space before the percent sign
    }

    func letter(for weekday: Weekday) -> String {
        switch weekday {
        case .monday: return "M"
        case .tuesday: return "D"
        case .wednesday: return "M"
        case .thursday: return "D"
        case .friday: return "F"
        case .saturday: return "S"
        case .sunday: return "S"
        }
    }

    func placeholder(_ placeholder: Placeholder) -> String {
        switch placeholder {
        case .name: return "NAME"
        case .newName: return "NEUER_NAME"
        case .names: return "NAME…"
        case .day: return "TAG"
        case .path: return "PFAD"
        case .icon: return "SYMBOL"
        case .color: return "FARBE"
        case .when: return "WANN"
        case .command: return "BEFEHL"
        case .count: return "N"
        case .file: return "DATEI"
        case .format: return "FORMAT"
        case .shell: return "SHELL"
        case .seconds: return "SEKUNDEN"
        case .position: return "N"
        case .other: return "ANDERE"
        case .weekdays: return "TAGE"
        case .times: return "K"
        }
    }

    func summary(of command: CommandName) -> String {
        switch command {
        case .list: return "Alle Gewohnheiten mit dem heutigen Fortschritt zeigen (Standard)."
        case .add: return "Eine Gewohnheit anlegen: täglich oder mit --days, --per-week oder --every."
        case .edit: return "Zeitplan (für die ganze Geschichte), Symbol oder Farbe ändern."
        case .skip: return "Gewohnheiten heute oder am --date auslassen (Ruhetag): die Serie hält."
        case .pause: return "Eine Gewohnheit ab --from (heute) bis --until (offen) pausieren."
        case .resume: return "Die Pause einer Gewohnheit beenden: ab heute ist sie wieder fällig."
        case .check: return "Gewohnheiten für heute oder --date abhaken."
        case .uncheck: return "Das Häkchen für heute oder --date entfernen."
        case .toggle: return "Eine Gewohnheit zwischen erledigt und offen umschalten."
        case .show: return "Serie, Rekord, letzte 7 Tage und letzte Wochen einer Gewohnheit zeigen (ohne NAME: alle)."
        case .stats: return "Statistik zeigen: Quoten, Serie, Rekord, bester Wochentag (ohne NAME: alle)."
        case .rename: return "Eine Gewohnheit umbenennen; die Einträge bleiben."
        case .delete: return "Eine Gewohnheit samt Einträgen nach Rückfrage löschen."
        case .help: return "Hilfe zu allen Befehlen oder zu einem zeigen."
        case .todo: return "Die heute fälligen, noch offenen Gewohnheiten auflisten; Exit-Code 1, wenn es welche gibt."
        case .status: return "Sagen, ob eine Gewohnheit heute oder am --date erledigt ist: Exit-Code 0 wenn ja, 1 wenn nein."
        case .names: return "Die Namen aller Gewohnheiten ausgeben, einen pro Zeile."
        case .import:
            return
                "Gewohnheiten und Tage aus CSV oder einem JSON-Export übernehmen; - liest die Standardeingabe."
        case .export: return "Alle Gewohnheiten und Tage auf die Standardausgabe schreiben."
        case .completion: return "Ein Vervollständigungsskript für bash, zsh oder fish ausgeben."
        case .undo: return "Die letzte Änderung zurücknehmen (noch einmal: wiederherstellen)."
        case .ask: return "Einchecken: nach jeder fälligen, unbeantworteten Gewohnheit fragen, heute zuerst, dann frühere Tage."
        case .archive: return "Eine Gewohnheit archivieren: weg aus list, todo usw., ihr Verlauf bleibt."
        case .unarchive: return "Eine archivierte Gewohnheit zurückholen."
        case .move: return "Eine Gewohnheit umsortieren: --to N, --before ANDERE oder --after ANDERE."
        case .config: return "Die Einstellungen (day-starts-at, language, color) zeigen und woher jede kommt."
        }
    }

    func help(for option: OptionName, in command: CommandName?) -> String {
        switch option {
        case .file: return "Diese Datendatei verwenden."
        case .wait:
            return "Höchstens SEKUNDEN auf ein anderes habit warten (Standard \(Int(FileLock.defaultWait)), oder $HABIT_WAIT)."
        case .color where command == .add || command == .edit:
            return "Die Farbe der Gewohnheit: " + HabitColor.allCases.map(\.rawValue).joined(separator: ", ")
                + " (auto, always und never stellen weiter die Farbe der Ausgabe ein)."
        case .color: return "Farbige Ausgabe: auto (Standard), always oder never."
        case .help: return "Diese Hilfe zeigen."
        case .version: return "Die Version zeigen."
        case .icon: return "Ein Emoji oder kurzes Symbol (Standard \(Defaults.icon))."
        case .date: return "Der Tag: JJJJ-MM-TT, today/heute oder yesterday/gestern (Standard: heute)."
        case .yes: return "Ohne Rückfrage löschen (nötig in Skripten)."
        case .weeks: return "Wochen im Kalender, 1 bis 53 (Standard 12 oder so viele, wie passen)."
        case .json: return "JSON für Skripte statt Text ausgeben."
        case .asOf: return "Alles so zeigen, wie es an diesem Tag stand: JJJJ-MM-TT, today/heute oder yesterday/gestern."
        case .quiet: return "Nichts ausgeben; nur der Exit-Code antwortet."
        case .man: return "Die Handbuchseite (roff) ausgeben, wie sie für man habit installiert wird."
        case .format where command == .import: return "csv oder json (Standard: json, wenn die Eingabe mit { beginnt, sonst csv)."
        case .format: return "csv (Standard) oder json, das Format der Datendatei."
        case .archived: return "Stattdessen die archivierten Gewohnheiten zeigen."
        case .back: return "Höchstens N Tage vor heute nachfragen (Standard 7)."
        case .to: return "Die Gewohnheit an Stelle N setzen (1 ist ganz oben)."
        case .before: return "Die Gewohnheit direkt vor ANDERE setzen."
        case .after: return "Die Gewohnheit direkt hinter ANDERE setzen."
        case .days:
            return "An diesen Wochentagen fällig: mo,mi,fr (deutsch oder englisch, kurz oder ganz), werktags oder wochenende."
        case .perWeek: return "An K Tagen jeder Woche erledigt, Montag bis Sonntag (K von 1 bis 7)."
        case .every: return "Mindestens einmal in je N Tagen erledigt (N von 2 bis 365)."
        case .daily: return "Wieder jeden Tag fällig."
        case .from: return "Der erste Pausentag: JJJJ-MM-TT, today/heute oder yesterday/gestern (Standard: heute)."
        case .until: return "Der letzte Pausentag, bis zu einem Jahr voraus (Standard: bis habit resume)."
        }
    }

    func daysInARow(_ streak: StreakCount) -> String {
        switch (streak.unit, streak.length) {
        case (.day, 1): return "1 Tag in Folge"
        case (.day, let count): return "\(count) Tage in Folge"
        case (.time, let count): return "\(count)-mal in Folge"
        case (.week, 1): return "1 Woche in Folge"
        case (.week, let count): return "\(count) Wochen in Folge"
        }
    }

    /// "1 Tag", "5-mal", "3 Wochen".
    func count(_ streak: StreakCount) -> String {
        switch (streak.unit, streak.length) {
        case (.day, 1): return "1 Tag"
        case (.day, let count): return "\(count) Tage"
        case (.time, let count): return "\(count)-mal"
        case (.week, 1): return "1 Woche"
        case (.week, let count): return "\(count) Wochen"
        }
    }

    func phrase(_ day: DayPhrase) -> String {
        switch day {
        case .today: return "heute"
        case .yesterday: return "gestern"
        case .on(let day): return "am " + format(day)
        }
    }

    private func forPhrase(_ day: DayPhrase) -> String {
        switch day {
        case .today: return "für heute"
        case .yesterday: return "für gestern"
        case .on(let day): return "für den " + format(day)
        }
    }

    func text(_ message: Message) -> String {
        switch message {
        case .doneTodayCount(let done, let total): return "\(done) von \(total) heute erledigt"
        case .noHabitsYet: return "Noch keine Gewohnheiten."
        case .addFirstHabit(let command): return "Lege deine erste Gewohnheit an und hake sie jeden Tag ab: \(command)"
        case .daysInARow(let count): return daysInARow(count)
        case .record(let length, let first, let last):
            let days = count(length)
            let dates = first == last ? format(first) : "\(format(first)) – \(format(last))"
            return "Rekord: \(days) (\(dates))"
        case .noRecordYet: return "Rekord: noch keiner"
        case .lastSevenDays: return "Letzte 7 Tage"
        case .doneToday(let undo): return "✓ Heute erledigt · rückgängig machen: \(undo)"
        case .openToday(let check): return "○ Heute noch offen · abhaken mit: \(check)"
        case .calendarHeading(let weeks): return weeks == 1 ? "Diese Woche" : "Letzte \(weeks) Wochen"
        case .stats(let message): return stats(message)
        case .checked(let name, .today, let streak): return "✓ \(name) — \(daysInARow(streak))"
        case .checked(let name, let day, let streak): return "✓ \(name) \(phrase(day)) erledigt — \(daysInARow(streak))"
        case .alreadyChecked(let name, let day, let streak):
            return "\(name) war \(phrase(day)) schon erledigt — \(daysInARow(streak))"
        case .unchecked(let name, let day, let streak):
            return "○ \(name) \(forPhrase(day)) zurückgenommen — \(daysInARow(streak))"
        case .wasNotChecked(let name, let day): return "\(name) war \(phrase(day)) nicht erledigt; nichts geändert."
        case .added(let icon, let name, let check): return "\(icon) \(name) angelegt. Abhaken mit: \(check)"
        case .renamed(let from, let to): return "„\(from)“ heißt jetzt „\(to)“."
        case .nameUnchanged(let name): return "„\(name)“ heißt schon so; nichts geändert."
        case .deleteQuestion(let name, 0): return "„\(name)“ löschen?"
        case .deleteQuestion(let name, 1): return "„\(name)“ und seinen einen Eintrag löschen?"
        case .deleteQuestion(let name, let count): return "„\(name)“ und alle \(count) Einträge löschen?"
        case .deleted(let name, let count): return "„\(name)“ gelöscht (\(count == 1 ? "1 Eintrag" : "\(count) Einträge"))."
        case .kept(let name): return "„\(name)“ bleibt; nichts wurde gelöscht."
        case .undone(let change, let today, let ago, let redo): return undone(change, today: today, ago: ago, redo: redo)
        case .undoneOrder(let ago, let redo): return undoneOrder(ago: ago, redo: redo)
        case .undoAgain(let redo): return undoAgain(redo: redo)
        case .deleteNeedsConfirmation(let name, let command):
            return "„\(name)“ wird ohne Rückfrage nicht gelöscht; in einem Skript so löschen: \(command)"
        case .usage(let error): return usage(error)
        case .store(let error): return store(error)
        case .clockOutOfRange(let today):
            return "Laut Uhr ist heute der \(today), außerhalb der Jahre 1900 bis 9999, die eine Habit-Datei enthalten kann; "
                + "nichts wurde gelesen oder geschrieben. Stelle die Systemuhr richtig."
        case .timeZoneOutOfRange(let text, let offset):
            return "TZ ist „\(text)“, \(offset) Stunden von UTC entfernt; "
                + "habit nimmt Zeitzonen bis 18 Stunden von UTC (kein Ort liegt mehr als 14 entfernt). "
                + "Setze TZ auf einen Zonennamen wie Pacific/Kiritimati."
        case .outputFailed(let reason, let saved):
            return "Die Standardausgabe ließ sich nicht schreiben: \(reason). "
                + (saved ? "Die Änderung wurde gespeichert; führe den Befehl nicht noch einmal aus." : "Nichts wurde angezeigt.")
        case .waitingForLock(let path, let lock):
            return "Warte, bis ein anderes habit mit \(path) fertig ist (es hält die Sperre \(lock)) …"
        case .habit(let error): return habit(error)
        case .tagline: return "habit: tägliche Gewohnheiten im Terminal abhaken."
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
        case .moreHelp: return "„habit help BEFEHL“ zeigt die Optionen eines Befehls."
        case .scripting(let message): return scripting(message)
        case .daily(let message): return daily(message)
        case .schedule(let message): return schedule(message)
        }
    }

    private func habit(_ error: HabitError) -> String {
        switch error {
        case .futureDay(let day, let today):
            return "Der \(format(day)) liegt in der Zukunft (heute ist der \(format(today))); "
                + "nur heute und vergangene Tage lassen sich ändern."
        case .emptyName: return "Eine Gewohnheit braucht einen Namen; gib mindestens ein Zeichen außer Leerzeichen ein."
        case .controlCharacterInName(let name):
            return
                "Der Name „\(HabitName.escaped(name))“ enthält einen Zeilenumbruch oder ein Steuerzeichen; verwende einfachen Text."
        case .nameTooLong(let length):
            return "Der Name ist \(length) Zeichen lang; erlaubt sind höchstens \(HabitName.maximumLength)."
        case .nameTaken(let name): return "Es gibt schon eine Gewohnheit „\(name)“; wähle einen anderen Namen."
        case .invalidIcon(let icon):
            return
                "Das Symbol „\(HabitName.escaped(icon))“ ist nicht verwendbar; gib ein Emoji oder ein kurzes Zeichen ohne Leerzeichen an."
        case .unknownHabit(let name, let suggestion?): return "Es gibt keine Gewohnheit „\(name)“. Meintest du „\(suggestion)“?"
        case .unknownHabit(let name, nil):
            return "Es gibt keine Gewohnheit „\(name)“; alle Gewohnheiten zeigt „habit list“."
        case .ambiguousHabit(let name, let candidates):
            let list = candidates.map { "„\($0)“" }.joined(separator: ", ")
            return "„\(name)“ passt auf mehrere Gewohnheiten: \(list); gib mehr vom Namen ein."
        case .duplicateID(let id, let name):
            return "Die Gewohnheit „\(name)“ hat die ID \(id.uuidString), die schon eine andere hat; "
                + "gib ihr eine neue ID oder entferne sie."
        case .untrimmedName(let name): return "Der Name „\(HabitName.escaped(name))“ hat Leerzeichen am Rand; entferne sie."
        case .pauseEndsBeforeStart(let first, let last):
            return "Eine Pause kann nicht am \(format(last)) enden, vor ihrem Beginn am \(format(first)); "
                + "gib ein Ende am oder nach dem Beginn an."
        case .pauseTooFarAhead(let day, let latest):
            return "Der \(format(day)) liegt mehr als ein Jahr voraus; eine Pause lässt sich bis zum \(format(latest)) planen."
        }
    }

    private func usage(_ error: UsageError) -> String {
        switch error {
        case .unknownCommand(let word, let suggestion):
            return "Unbekannter Befehl „\(word)“." + didYouMean(suggestion) + " Siehe „habit help“."
        case .unknownOption(let option, let command, let suggestion):
            let forCommand = command.map { " für „habit \($0.rawValue)“" } ?? ""
            let see = command.map { " Siehe „habit help \($0.rawValue)“." } ?? " Siehe „habit help“."
            // Ein Befehl, der Namen nimmt: das Wort kann ein Name sein, der mit einem Strich beginnt.
            let takesNames = command.map { !CommandTable.spec(for: $0).arguments.isEmpty && $0 != .help } ?? false
            let dashHint =
                suggestion == nil && takesNames && !option.hasPrefix("--")
                ? " Ein Name, der mit „-“ beginnt, gehört hinter „--“: habit \(command?.rawValue ?? "") -- \(option)." : ""
            return "Unbekannte Option „\(option)“\(forCommand)." + didYouMean(suggestion) + dashHint + see
        case .missingValue(let option, let placeholder):
            return "Die Option „\(option)“ braucht einen Wert: \(option) \(self.placeholder(placeholder))."
        case .unexpectedValue(let option): return "Die Option „\(option)“ nimmt keinen Wert."
        case .missingArgument(let command, let placeholder):
            return "„habit \(command.rawValue)“ braucht \(self.placeholder(placeholder)). Aufruf: "
                + HelpView.usageLine(for: command, in: self)
        case .extraArgument(let argument, let command) where CommandTable.spec(for: command).arguments.isEmpty:
            return "„habit \(command.rawValue)“ nimmt keine Argumente, bekam aber „\(argument)“."
        case .extraArgument(let argument, let command):
            return
                "Unerwartetes Argument „\(argument)“ für „habit \(command.rawValue)“; setze Namen mit Leerzeichen in Anführungszeichen."
        case .badDate(let text):
            return "„\(text)“ ist kein Tag; verwende JJJJ-MM-TT (ein Datum, das es gibt), today/heute oder yesterday/gestern."
        case .badWeeks(let text): return "„\(text)“ ist keine gültige Anzahl Wochen; verwende eine ganze Zahl von 1 bis 53."
        case .dayTooEarly(let text): return "„\(text)“ liegt vor 1900, dem frühesten Tag, den habit annimmt; prüfe das Jahr."
        case .badColor(let text):
            return "„\(text)“ ist keine Farbe; wähle eine von: " + HabitColor.allCases.map(\.rawValue).joined(separator: ", ")
                + "."
        case .badColorMode(let text): return "„\(text)“ ist kein Farbmodus; verwende --color auto, always oder never."
        case .unknownHelpTopic(let topic, let suggestion):
            return "Es gibt keinen Befehl „\(topic)“." + didYouMean(suggestion) + " Siehe „habit help“."
        case .badFormat(let text): return "„\(text)“ ist kein Format; verwende --format csv oder --format json."
        case .repeatedOption(let option): return "Die Option „\(option)“ wurde zweimal angegeben; gib sie einmal an."
        case .blankName(let command):
            return "Ein Gewohnheitsname kann nicht leer sein; „habit \(command.rawValue)“ braucht den Namen einer Gewohnheit."
        case .badWait(let text, let variable):
            return (variable ? "HABIT_WAIT ist „\(text)“, das ist" : "„\(text)“ ist")
                + " keine Zahl von Sekunden; verwende eine Zahl von 0 bis \(Int(LockWait.range.upperBound)), etwa --wait 60."
        case .badPosition(let text):
            return "„\(text)“ ist keine Stelle; verwende eine ganze Zahl ab 1 (ganz oben), etwa --to 1."
        case .badBack(let text):
            return
                "„\(text)“ ist keine Zahl von Tagen; verwende eine ganze Zahl von 0 bis \(Habit.askDaysBackLimit), etwa --back 14."
        case .moveNeedsOneTarget:
            return "habit move braucht genau eins von --to N, --before ANDERE und --after ANDERE, etwa: habit move Lesen --to 1."
        case .badDays(let text):
            return "„\(text)“ ist kein Wochentag; verwende --days mit Wochentagen durch Kommas getrennt, etwa mo,mi,fr "
                + "(mo,di,mi,do,fr,sa,so oder ganze Namen, englisch mo…su, mon…sun), oder werktags oder wochenende."
        case .badPerWeek(let text):
            return "„\(text)“ ist keine Zahl von Tagen pro Woche; verwende --per-week mit einer ganzen Zahl von 1 bis 7."
        case .badEvery(let text):
            return "„\(text)“ ist kein Abstand; verwende --every mit einer ganzen Zahl von Tagen von 2 bis 365."
        case .conflictingSchedules(let first, let second):
            return "\(first) und \(second) lassen sich nicht kombinieren; gib einen Zeitplan an: --days, --per-week oder --every "
                + "(edit kennt auch --daily)."
        case .nothingToEdit:
            return "Nichts zu ändern; gib --days, --per-week, --every, --daily, --icon oder --color an. Siehe „habit help edit“."
        case .unknownShell(let text, let suggestion):
            return "Für „\(text)“ gibt es keine Vervollständigung." + didYouMean(suggestion) + " Wähle bash, zsh oder fish."
        }
    }

    private func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " Meintest du „\($0)“?" } ?? ""
    }

    private func store(_ error: StoreError) -> String {
        switch error {
        case .noHome:
            return
                "Unklar, wo die Daten liegen: HOME ist nicht gesetzt. Setze HABIT_FILE auf den Pfad der Datendatei oder nutze --file PFAD."
        case .homeNotAbsolute(let home):
            return "Unklar, wo die Daten liegen: HOME ist „\(home)“, kein absoluter Pfad. "
                + "Setze HOME auf einen Pfad, der mit / beginnt, oder HABIT_FILE auf den Pfad der Datendatei, oder nutze --file PFAD."
        case .wouldBeUnreadable(let path, .tooLarge(let size)):
            return "Die Änderung würde \(path) \(size >> 20) MiB groß machen, mehr als die \(AtomicFile.maximumSize >> 20) MiB, "
                + "die habit wieder liest; nichts wurde geändert."
        case .wouldBeUnreadable(let path, .format(let problem)):
            return "Die Änderung würde \(path) so schreiben, dass habit es nicht wieder lesen könnte "
                + "(\(withoutFinalPeriod(format(problem)))); nichts wurde geändert."
        case .missingFile(let path):
            return "\(path) gibt es nicht; prüfe den Pfad bei --file oder HABIT_FILE. "
                + "Ein Befehl, der Gewohnheiten ändert (etwa habit add), legt die Datei an."
        case .danglingLink(let path, let target):
            return "\(path) ist ein symbolischer Link auf \(target), dessen Ordner es nicht gibt; "
                + "lege den Ordner an oder korrigiere den Link. Nichts wurde geschrieben."
        case .symbolicLink(let path):
            return "\(path) ist ein symbolischer Link, dem habit bei Sicherung und Sperre nie folgt; "
                + "entferne ihn und versuche es erneut. Nichts wurde geändert."
        case .hardLinked(let path, let links):
            return "\(path) hat \(links) harte Links (Namen); habit ersetzt die Datei beim Schreiben, was sie trennen würde. "
                + "Nichts wurde geändert. Behalte einen Namen und nutze für die anderen symbolische Links."
        case .lockTimeout(let path, let lock, let seconds):
            return
                "Ein anderes habit hält die Sperre auf \(path) (\(lock)) seit \(self.seconds(seconds)); nichts wurde geändert. "
                + "Versuche es später noch einmal oder warte länger mit --wait SEKUNDEN oder HABIT_WAIT."
        case .isDirectory(let path):
            return "\(path) ist ein Ordner, keine Datendatei; lass HABIT_FILE oder --file auf eine Datei zeigen."
        case .unreadable(let path, let reason):
            return "\(path) lässt sich nicht lesen: \(reason). Prüfe die Datei und ihre Rechte."
        case .corrupt(let path, let problem):
            return "\(path) ist keine gültige Habit-Datei: \(withoutFinalPeriod(format(problem))). "
                + "Sie blieb unverändert; repariere sie oder spiele eine Sicherung ein."
        case .newerVersion(let path, let version):
            return "\(path) hat das Format Version \(version), dieses habit liest nur bis Version \(StoreFormat.version); "
                + "aktualisiere habit. Die Datei blieb unverändert."
        case .writeFailed(let path, let reason):
            return "\(path) konnte nicht gespeichert werden: \(reason). Nichts wurde geändert."
        case .notAFile(let path):
            return "\(path) ist keine gewöhnliche Datei (sondern ein Gerät, eine Pipe oder ein Socket); "
                + "lass HABIT_FILE oder --file auf eine Datei zeigen."
        case .tooLarge(let path, let size):
            return
                "\(path) ist \(size) Bytes groß, größer als eine Habit-Datei sein kann (höchstens \(AtomicFile.maximumSize >> 20) MiB); "
                + "sie blieb unverändert. Lass HABIT_FILE oder --file auf deine Habit-Datei zeigen."
        case .nothingToUndo(let path):
            return "Nichts rückgängig zu machen: habit hat an \(path) nichts geändert, das sich zurücknehmen ließe."
        case .changedSinceBackup(let path, let backup):
            return "\(path) wurde seit dem letzten Speichern durch habit verändert (von Hand oder von einem anderen Programm); "
                + "Rückgängigmachen würde das verlieren, daher wurde nichts wiederhergestellt. "
                + "Die Gewohnheiten vor der letzten Änderung durch habit liegen in \(backup)."
        }
    }

    private func seconds(_ value: Double) -> String {
        let number = value == value.rounded() ? String(Int(value)) : String(String(value).map { $0 == "." ? "," : $0 })
        return number + (value == 1 ? " Sekunde" : " Sekunden")
    }

    func format(_ problem: FormatProblem) -> String {
        switch problem {
        case .syntax(let line, let column, let problem): return "Zeile \(line), Spalte \(column): \(syntax(problem))"
        case .missingKey(let path): return "der Schlüssel „\(path)“ fehlt"
        case .wrongType(let path, let expected): return "„\(path)“ müsste \(kind(expected)) sein"
        case .duplicateKey(let path): return "der Schlüssel „\(path)“ kommt doppelt vor"
        case .badDay(let path, let text): return "„\(path)“ ist „\(text)“, kein Tag (JJJJ-MM-TT oder JJJJ-MM-TT/JJJJ-MM-TT)"
        case .badColor(let path, let text): return "„\(path)“ ist „\(text)“, keine Farbe der Palette"
        case .badID(let path, let text): return "„\(path)“ ist „\(text)“, keine UUID"
        case .duplicateID(let path): return "„\(path)“ wiederholt die ID einer früheren Gewohnheit"
        case .invalidHabit(let path, let error): return "„\(path)“: \(habit(error))"
        case .duplicateName(let path, let name):
            return
                "„\(path)“ ist „\(name)“, der Name einer früheren Gewohnheit (Namen müssen sich auch ohne Groß- und Kleinschreibung unterscheiden)"
        case .futureDay(let path, let text, let today):
            return
                "„\(path)“ ist „\(text)“, mehr als zwei Tage nach heute (\(format(today))); ging beim Schreiben die Uhr falsch?"
        case .dayTooEarly(let path, let text): return "„\(path)“ ist „\(text)“, vor 1900, dem frühesten Tag, den habit annimmt"
        case .unknownValue(let path, let text): return "„\(path)“ ist „\(text)“, was diese Version von habit nicht versteht"
        case .outOfRange(let path, let text, let range):
            return "„\(path)“ ist \(text); erlaubt ist \(range.lowerBound) bis \(range.upperBound)"
        case .badPause(let path, let text):
            return "„\(path)“ ist „\(text)“, keine Pause "
                + "(JJJJ-MM-TT/JJJJ-MM-TT mit dem Ende nicht vor dem Beginn, oder JJJJ-MM-TT/..)"
        }
    }

    private func kind(_ kind: FormatProblem.ValueKind) -> String {
        switch kind {
        case .object: return "ein Objekt"
        case .list: return "eine Liste"
        case .string: return "ein Text"
        case .integer: return "eine ganze Zahl"
        case .boolean: return "true oder false"
        case .other: return "etwas anderes"
        }
    }

    private func syntax(_ problem: JSONSyntaxProblem) -> String {
        switch problem {
        case .empty: return "die Datei ist leer"
        case .trailingText: return "Text nach dem Ende der Daten"
        case .tooDeep: return "die Daten sind zu tief verschachtelt"
        case .endsEarly: return "die Daten enden zu früh"
        case .unexpectedCharacter(let character): return "unerwartetes Zeichen „\(character)“"
        case .expectedKey: return "erwartet einen Schlüssel in doppelten Anführungszeichen"
        case .expectedColon: return "erwartet „:“ nach einem Schlüssel"
        case .expectedCommaOrBrace: return "erwartet „,“ oder „}“"
        case .expectedCommaOrBracket: return "erwartet „,“ oder „]“"
        case .controlCharacter: return "ein Steuerzeichen in einem Text"
        case .unclosedString: return "ein Text ohne schließendes Anführungszeichen"
        case .loneSurrogate: return "eine \\u-Folge mit einzelnem Surrogat"
        case .badUnicodeEscape: return "eine \\u-Folge ohne vier Hex-Ziffern"
        case .unknownEscape(let character): return "eine unbekannte Escape-Folge „\\\(character)“"
        case .badNumber: return "eine fehlerhafte Zahl"
        case .invalidUTF8: return "Text, der kein gültiges UTF-8 ist"
        }
    }
}
