import HabitCore

extension German {
    /// Errors and notices for standard error: each says what went wrong and what to do.
    func text(_ message: ErrorMessage) -> String {
        switch message {
        case .askNeedsTerminal:
            return "habit ask fragt im Terminal, und die Standardeingabe ist keins; in Skripten nimm habit check NAME "
                + "(oder habit skip NAME) für jede Gewohnheit."
        case .checkWeeklyGoal(let name, let log):
            return
                "\(quoted(name)) hat ein Wochenziel, das durch Mengen erreicht wird, nicht durch abgehakte Tage; trag eine Menge ein mit: \(log)"
        case .goalDoesNotFitSchedule(let name, .weeklyAtLeast, let schedule):
            return "\(quoted(name)) ist \(dueWords(schedule)) fällig, aber ein Wochenziel ersetzt den Zeitplan; gib --daily dazu."
        case .goalDoesNotFitSchedule(let name, .atMost, let schedule):
            return "\(quoted(name)) ist \(dueWords(schedule)) fällig, aber ein Limit gilt für jeden fälligen Tag; "
                + "gib --daily, --days oder --every dazu."
        case .goalDoesNotFitSchedule(let name, .atLeast, let schedule):
            return "\(quoted(name)) ist \(dueWords(schedule)) fällig, aber ein Ziel gilt für jeden fälligen Tag; "
                + "gib --daily, --days oder --every dazu."
        case .notAQuitHabit(let name, let log):
            return "\(quoted(name)) ist keine Gewohnheit zum Aufhören und hat keine Ausrutscher; eine Menge eintragen mit: \(log)"
        case .quitWithGoal(let name, let noGoal):
            return "\(quoted(name)) hat ein Ziel, und eine Gewohnheit zum Aufhören hat nur ihr Limit von 0; "
                + "das Ziel dabei entfernen mit: \(noGoal)"
        case .noGoalForUnit(let name):
            return
                "\(quoted(name)) hat kein Ziel und kein Limit, das eine Einheit zählen könnte; gib --unit mit --goal, --at-most "
                + "oder --weekly-goal an."
        // Fehler
        case .deleteNeedsConfirmation(let name, let command):
            return "„\(quoted(name))“ wird ohne Rückfrage nicht gelöscht; in einem Skript so löschen: \(command)"
        case .futureQueryDay(let day, let today):
            return
                "Der \(date(day)) liegt in der Zukunft (heute ist der \(date(today))); frag nach heute oder einem vergangenen Tag."
        case .notCreatedYet(let name, let created, let day):
            return "„\(quoted(name))“ gab es am \(date(day)) noch nicht; angelegt wurde sie am \(date(created))."
        case .usage(let error): return usage(error)
        case .store(let error, let limits): return store(error, limits: limits)
        case .habit(let error): return habit(error)
        case .importFailed(let error, let limits, let amounts, let nothingImported):
            return importFailed(error, limits: limits, amounts: amounts, nothingImported: nothingImported)
        case .configFailed(let error): return configFailed(error)
        case .weeksStartOnMonday(let regionWeek, let argument):
            return "Die Wochen dieser Datendatei beginnen am Montag, wie habit sie schon immer gezählt hat, also zeigen "
                + "Kalender, Raster, Bericht und stats --by week jetzt auch Wochen ab Montag; habit week-start \(argument) "
                + "lässt sie am \(weekdayName(regionWeek)) beginnen."
        case .clockBehind(let latest, let today):
            return "Die Daten enthalten Tage bis zum \(date(latest)), also nach heute (dem \(date(today))); "
                + "vielleicht geht die Uhr dieses Computers falsch, prüfe Datum und Uhrzeit."
        case .clockOutOfRange(let today, let years):
            return
                "Laut Uhr ist heute der \(today), außerhalb der Jahre \(years.lowerBound) bis \(years.upperBound), die eine Habit-Datei enthalten kann; "
                + "nichts wurde gelesen oder geschrieben. Stelle die Systemuhr richtig."
        case .timeZoneOutOfRange(let text, let offset, let maximum):
            return "TZ ist „\(quoted(text))“, \(offset) Stunden von UTC entfernt; "
                + "habit nimmt Zeitzonen bis \(maximum) Stunden von UTC (kein Ort liegt mehr als 14 entfernt). "
                + "Setze TZ auf einen Zonennamen wie Pacific/Kiritimati."
        case .waitingForLock(let path, let lock):
            return
                "Warte, bis ein anderes habit mit \(quoted(path: path)) fertig ist (es hält die Sperre \(quoted(path: lock))) …"
        case .outputFailed(let reason, true):
            return "Die Standardausgabe ließ sich nicht schreiben: \(reason). "
                + "Die Änderung wurde gespeichert; führe den Befehl nicht noch einmal aus."
        case .outputFailed(let reason, false):
            return "Die Standardausgabe ließ sich nicht schreiben: \(reason). Nichts wurde angezeigt."
        case .mergeFileMissing(let path):
            return "Es gibt keine Datei \(quoted(path: path)) zum Mischen; prüfe den Pfad. Nichts wurde geändert."
        }
    }

    /// Der Hinweis nach einem unbekannten Namen: „meintest du „Lesen“?“.
    private func didYouMean(_ suggestion: String) -> String {
        "meintest du „\(quoted(suggestion))“?"
    }

    private func amountProblem(_ error: AmountError, limits: AmountLimits) -> String {
        switch error {
        case .notANumber(let text):
            return "„\(quoted(text))“ ist keine Zahl; gib Ziffern an, mit Ziffern auf beiden Seiten eines „,“ oder „.“, etwa 0,5."
        case .tooManyDecimals(let text):
            return "„\(quoted(text))“ hat mehr als \(limits.decimals) Nachkommastellen; runde die Zahl."
        case .tooLarge(let text): return "„\(quoted(text))“ ist größer als \(largest(limits)); gib eine kleinere Menge an."
        case .totalTooLarge(let day, let total):
            return
                "Die Summe am \(date(day)) wäre \(digitGroups.grouped(number(total))), mehr als \(largest(limits)); gib eine kleinere Menge an."
        case .totalBelowZero(let day, let total):
            return "Die Summe am \(date(day)) wäre \(number(total)), unter 0; ziehe höchstens die schon eingetragene Menge ab."
        case .negativeTotal(let total):
            return "--set \(number(total)) würde die Summe des Tages unter 0 setzen; gib 0 oder mehr an (--set 0 trägt null ein)."
        case .futureDay(let day, let today): return habit(.futureDay(day, today: today))
        case .invalidGoal(.atMost, let amount):
            return "\(number(amount)) kann kein Limit sein; gib eine Menge von 0 bis \(largest(limits)) an."
        case .invalidGoal(_, let amount):
            return "\(number(amount)) kann kein Ziel sein; gib eine Menge über 0 und höchstens \(largest(limits)) an."
        case .invalidUnit(let unit):
            return "Die Einheit „\(quoted(unit))“ ist nicht verwendbar; gib ein Wort mit höchstens \(limits.unitLength) Zeichen "
                + "ohne Steuerzeichen an."
        case .controlCharacterInNote(let text):
            return "Die Notiz „\(quoted(text))“ enthält einen Zeilenumbruch oder ein Steuerzeichen; schreib eine Zeile Text."
        case .unusableCharacterInUnit(let unit, let scalar):
            return
                "Die Einheit „\(quoted(unit))“ enthält \(codePoint(scalar)), das kein Textzeichen ist; gib ein Wort ohne dieses Zeichen an."
        case .unusableCharacterInNote(let text, let scalar):
            return
                "Die Notiz „\(quoted(text))“ enthält \(codePoint(scalar)), das kein Textzeichen ist; schreib die Notiz ohne dieses Zeichen."
        case .noteTooLong(let length):
            return "Die Notiz ist \(length) Zeichen lang; kürze sie auf höchstens \(limits.noteLength)."
        }
    }

    func habit(_ error: HabitError) -> String {
        switch error {
        case .futureDay(let day, let today):
            return "Der \(date(day)) liegt in der Zukunft (heute ist der \(date(today))); "
                + "nur heute und vergangene Tage lassen sich ändern."
        case .weeklyGoalChecked(let name):
            return "„\(quoted(name))“ hat ein Wochenziel, das durch Mengen erreicht wird, nicht durch abgehakte Tage; "
                + "trag eine Menge ein mit „habit log“."
        case .emptyName:
            return "Eine Gewohnheit braucht einen Namen; gib mindestens ein sichtbares Zeichen außer Leerzeichen ein."
        case .controlCharacterInName(let name):
            return "Der Name „\(quoted(name))“ enthält einen Zeilenumbruch oder ein Steuerzeichen; verwende einfachen Text."
        case .unusableCharacterInName(let name, let scalar):
            return "Der Name „\(quoted(name))“ enthält \(codePoint(scalar)), das kein Textzeichen ist; verwende einfachen Text."
        case .nameTooLong(let length, let maximum):
            return "Der Name ist \(length) Zeichen lang; erlaubt sind höchstens \(maximum)."
        case .nameTaken(let name): return "Es gibt schon eine Gewohnheit „\(quoted(name))“; wähle einen anderen Namen."
        case .nameClash(let name, let existing):
            return
                "„\(quoted(name))“ unterscheidet sich von „\(quoted(existing))“ nur durch Groß- und Kleinschreibung, Akzente oder Zeichenbreite, "
                + "und habit hält beide für denselben Namen; wähle einen anderen Namen."
        case .invalidIcon(let icon):
            return "Das Symbol „\(quoted(icon))“ ist nicht verwendbar; gib ein Emoji oder ein kurzes Zeichen ohne Leerzeichen an."
        case .unknownHabit(let name, let suggestion?):
            return "Es gibt keine Gewohnheit „\(quoted(name))“; \(didYouMean(suggestion))"
        case .unknownHabit(let name, nil):
            return "Es gibt keine Gewohnheit „\(quoted(name))“; alle Gewohnheiten zeigt „habit list“."
        case .ambiguousHabit(let name, let candidates):
            let list = candidates.map { "„\(quoted($0))“" }.joined(separator: ", ")
            return "„\(quoted(name))“ passt auf mehrere Gewohnheiten: \(list); gib mehr vom Namen ein."
        case .lookalikeHabits(let name, let candidates):
            let list = candidates.map { "„\(quoted($0))“" }.joined(separator: ", ")
            return
                "„\(quoted(name))“ kann mehrere Gewohnheiten meinen, deren Namen sich nur durch Groß- und Kleinschreibung, Akzente "
                + "oder Zeichenbreite unterscheiden: \(list); gib den Namen genau so ein, wie er geschrieben ist, oder benenne "
                + "eine mit „habit rename“ um."
        case .duplicateID(let id, let name):
            return "Die Gewohnheit „\(quoted(name))“ hat die ID \(id.uuidString), die schon eine andere hat; "
                + "gib ihr eine neue ID oder entferne sie."
        case .untrimmedName(let name): return "Der Name „\(quoted(name))“ hat Leerzeichen am Rand; entferne sie."
        case .pauseEndsBeforeStart(let first, let last):
            return "Eine Pause kann nicht am \(date(last)) enden, vor ihrem Beginn am \(date(first)); "
                + "gib ein Ende am oder nach dem Beginn an."
        case .pauseTooFarAhead(let day, let latest):
            return "Der \(date(day)) liegt mehr als ein Jahr voraus; eine Pause lässt sich bis zum \(date(latest)) planen."
        }
    }

    private func usage(_ error: UsageError) -> String {
        switch error {
        case .unknownCommand(let word, let suggestion?): return "Unbekannter Befehl „\(quoted(word))“; \(didYouMean(suggestion))"
        case .unknownCommand(let word, nil): return "Unbekannter Befehl „\(quoted(word))“; siehe „habit help“."
        case .unknownOption(let option, let command?, let suggestion?):
            return "Unbekannte Option „\(quoted(option))“ für „habit \(command.rawValue)“; \(didYouMean(suggestion))"
        case .unknownOption(let option, let command?, nil):
            return
                "Unbekannte Option „\(quoted(option))“ für „habit \(command.rawValue)“; siehe „habit help \(command.rawValue)“."
        case .unknownOption(let option, nil, let suggestion?):
            return "Unbekannte Option „\(quoted(option))“; \(didYouMean(suggestion))"
        case .unknownOption(let option, nil, nil): return "Unbekannte Option „\(quoted(option))“; siehe „habit help“."
        case .nameLikeOption(let option, let command, let retry):
            return "Unbekannte Option „\(quoted(option))“ für „habit \(command.rawValue)“; "
                + "ein Name oder Text, der mit „-“ beginnt, gehört hinter „--“: \(quoted(retry))"
        case .missingValue(let option, let placeholder):
            return "Die Option „\(quoted(option))“ braucht einen Wert: \(quoted(option)) \(self.placeholder(placeholder))"
        case .unexpectedValue(let option):
            return "Die Option „\(quoted(option))“ nimmt keinen Wert; schreibe nur \(quoted(option))."
        case .missingArgument(let command, let placeholder):
            return "„habit \(command.rawValue)“ braucht \(self.placeholder(placeholder)); siehe „habit help \(command.rawValue)“."
        case .argumentNotTaken(let argument, let command):
            return
                "„habit \(command.rawValue)“ nimmt keine Argumente, bekam aber „\(quoted(argument))“; rufe es allein auf: habit \(command.rawValue)"
        case .extraArgument(let argument, let command, let several):
            return "Unerwartetes Argument „\(quoted(argument))“ für „habit \(command.rawValue)“; "
                + "setze Namen mit Leerzeichen in Anführungszeichen (\(listed(several.map(\.rawValue))) nehmen mehrere Namen)."
        case .allWithNames(let name, let command):
            return "„habit \(command.rawValue) --all“ meint alle Gewohnheiten, bekam aber auch den Namen „\(quoted(name))“; "
                + "gib die Namen an oder --all."
        case .optionAfterEnd(let option, let command):
            return
                "„\(quoted(option))“ steht hinter „--“, das die Optionen beendet, und gilt für „habit \(command.rawValue)“ als Argument; "
                + "setze die Optionen vor „--“."
        case .report(let error): return text(error.message)
        case .date(let error): return dateError(error)
        case .badWeeks(let text, let range):
            return
                "„\(quoted(text))“ ist keine gültige Anzahl Wochen; verwende eine ganze Zahl von \(range.lowerBound) bis \(range.upperBound)."
        case .badColor(let text, let choices):
            return "„\(quoted(text))“ ist keine Farbe; wähle eine von: \(choices.joined(separator: ", "))."
        case .badColorMode(let text): return "„\(quoted(text))“ ist kein Farbmodus; verwende --color auto, always oder never."
        case .unknownHelpTopic(let topic, let suggestion?):
            return "Es gibt keinen Befehl „\(quoted(topic))“; \(didYouMean(suggestion))"
        case .unknownHelpTopic(let topic, nil): return "Es gibt keinen Befehl „\(quoted(topic))“; siehe „habit help“."
        case .badFormat(let text): return "„\(quoted(text))“ ist kein Format; verwende --format csv oder --format json."
        case .badTracker(let text, _):
            return
                "„\(quoted(text))“ ist kein Tracker, aus dem habit importiert; verwende --from loop, harsh, habitctl oder dijo."
        case .trackerWithFormat:
            return "--from und --format lassen sich nicht verbinden: --from liest die eigenen Dateien des Trackers."
        case .skipInvalidWithoutLog:
            return "--skip-invalid geht nur mit --from harsh oder --from habitctl: es lässt Zeilen ihres Logs aus."
        case .badDays(let text):
            return "„\(quoted(text))“ ist kein Wochentag; verwende --days mit Wochentagen durch Kommas getrennt, etwa mo,mi,fr "
                + "(mo,di,mi,do,fr,sa,so oder ganze Namen, englisch mo…su, mon…sun, französisch lun…dim), "
                + "oder werktags oder wochenende."
        case .badPerWeek(let text, let range):
            return
                "„\(quoted(text))“ ist keine Zahl von Tagen pro Woche; verwende --per-week mit einer ganzen Zahl von \(range.lowerBound) bis \(range.upperBound)."
        case .badEvery(let text, let range):
            return
                "„\(quoted(text))“ ist kein Abstand; verwende --every mit einer ganzen Zahl von Tagen von \(range.lowerBound) bis \(range.upperBound)."
        case .badPerMonth(let text, let range):
            return
                "„\(quoted(text))“ ist keine Zahl von Tagen im Monat; verwende --per-month mit einer ganzen Zahl von \(range.lowerBound) bis \(range.upperBound)."
        case .badMonthlyOn(let text, let range):
            return "„\(quoted(text))“ ist kein Tag des Monats; verwende --monthly-on mit Tagen von \(range.lowerBound) bis "
                + "\(range.upperBound) durch Kommas getrennt, etwa 1,15, und -1 für den letzten Tag."
        case .conflictingSchedules(let first, let second):
            return "\(first) und \(second) lassen sich nicht kombinieren; gib einen Zeitplan an: --days, --per-week, --every, "
                + "--per-month oder --monthly-on (edit kennt auch --daily)."
        case .nothingToEdit:
            return "Nichts zu ändern; gib --days, --per-week, --every, --per-month, --monthly-on, --daily, --icon, --color, "
                + "--goal, --at-most, --weekly-goal, --unit, --no-goal, --remind, --quit, --track-only, --due, --tag oder "
                + "--untag an. Siehe „habit help edit“."
        case .amount(let error, let limits): return amountProblem(error, limits: limits)
        case .conflictingGoals(let first, let second):
            return "\(first) und \(second) lassen sich nicht kombinieren; gib nur eine der beiden Optionen an."
        case .goalConflictsWithSchedule("--weekly-goal", let schedule):
            return "--weekly-goal lässt sich nicht mit \(schedule) kombinieren: ein Wochenziel ersetzt den Zeitplan; "
                + "lass \(schedule) weg."
        case .goalConflictsWithSchedule(let goal, let schedule):
            return "\(goal) lässt sich nicht mit \(schedule) kombinieren: es gilt für jeden fälligen Tag; "
                + "nimm stattdessen --days oder --every."
        case .reminder(let message): return text(message)
        case .trend(let message): return text(message)
        case .timer(let message): return text(message)
        case .tag(let message): return text(message)
        case .unitWithoutGoal:
            return "--unit nennt, was ein Ziel zählt; gib es mit --goal, --at-most oder --weekly-goal an."
        case .badStatusPlaceholder(let text, let choices):
            return "„\(quoted(text))“ ist kein Platzhalter für status --format; verwende \(choices.joined(separator: ", ")) "
                + "oder --format waybar."
        case .statusFormatWithName(let name):
            return "--format gestaltet die Zeile über alle Gewohnheiten; lass „\(quoted(name))“ oder --format weg."
        case .statusTagWithName(let name):
            return "--tag wählt die Gewohnheiten der Zeile über alle Gewohnheiten; lass „\(quoted(name))“ oder --tag weg."
        case .badBack(let text, let maximum):
            return
                "„\(quoted(text))“ ist keine Zahl von Tagen; verwende eine ganze Zahl von 0 bis \(maximum), etwa --back 14."
        case .repeatedOption(let option): return "Die Option „\(quoted(option))“ wurde zweimal angegeben; gib sie einmal an."
        case .blankName(let command):
            return "Ein Gewohnheitsname kann nicht leer sein; „habit \(command.rawValue)“ braucht den Namen einer Gewohnheit."
        case .badPosition(let text):
            return "„\(quoted(text))“ ist keine Stelle; verwende eine ganze Zahl ab 1 (ganz oben), etwa --to 1."
        case .moveNeedsOneTarget:
            return "habit move braucht genau eins von --to N, --before ANDERE und --after ANDERE, etwa: habit move Lesen --to 1"
        case .badWait(let text, true, let maximum):
            return "HABIT_WAIT ist „\(quoted(text))“, das ist keine Zahl von Sekunden; "
                + "verwende eine Zahl von 0 bis \(maximum), etwa --wait 60."
        case .badWait(let text, false, let maximum):
            return "„\(quoted(text))“ ist keine Zahl von Sekunden; verwende eine Zahl von 0 bis \(maximum), "
                + "etwa --wait 60."
        case .unknownShell(let text, let suggestion?):
            return "Für „\(quoted(text))“ gibt es keine Vervollständigung; \(didYouMean(suggestion))"
        case .unknownShell(let text, nil):
            return "Für „\(quoted(text))“ gibt es keine Vervollständigung; wähle bash, zsh oder fish."
        case .unknownWeekStart(let text):
            return "Eine Woche kann nicht mit „\(quoted(text))“ beginnen; wähle monday, sunday, saturday oder friday."
        case .badCandidates(let text):
            return
                "Die Vervollständigung kennt keine Vorschläge namens „\(quoted(text))“; frage nach commands, options oder days."
        }
    }

    private func configFailed(_ error: ConfigError) -> String {
        switch error {
        case .notASetting(let path, let line, let text):
            return
                "\(quoted(path: path)), Zeile \(line): „\(quoted(text))“ ist keine Einstellung; schreib Schlüssel = Wert, etwa day-starts-at = 4. "
                + "Es wurde nichts getan."
        case .unknownKey(let path, let line, let key, let suggestion?):
            return "\(quoted(path: path)), Zeile \(line): Es gibt keine Einstellung „\(quoted(key))“; \(didYouMean(suggestion)) "
                + "Es wurde nichts getan."
        case .unknownKey(let path, let line, let key, nil):
            return
                "\(quoted(path: path)), Zeile \(line): Es gibt keine Einstellung „\(quoted(key))“; die Einstellungen sind day-starts-at, "
                + "language und color. Es wurde nichts getan."
        case .badValue(let path, let line, let key, let value):
            return
                "\(quoted(path: path)), Zeile \(line): \(key.rawValue) kann nicht „\(quoted(value))“ sein; \(allowed(key)). Es wurde nichts getan."
        case .badEnvironment(let variable, let key, let value):
            return
                "\(variable) ist „\(quoted(value))“, das kann \(key.rawValue) nicht sein; \(allowed(key)). Es wurde nichts getan."
        case .unreadable(let path, let reason):
            return
                "Die Einstellungsdatei \(quoted(path: path)) lässt sich nicht lesen: \(reason); prüfe ihre Rechte. Es wurde nichts getan."
        case .notText(let path):
            return
                "Die Einstellungsdatei \(quoted(path: path)) ist keine Textdatei mit Zeilen Schlüssel = Wert; korrigiere oder entferne sie. "
                + "Es wurde nichts getan."
        }
    }

    private func allowed(_ key: ConfigFile.Key) -> String {
        switch key {
        case .dayStartsAt: return "erlaubt ist eine Stunde von 0 bis 23, etwa 4 oder 04:00"
        case .language: return "erlaubt ist " + Languages.all.map(\.code).sorted().joined(separator: ", ")
        case .color: return "erlaubt ist auto, always oder never"
        case .remindAt: return "erlaubt ist eine Uhrzeit HH:MM, etwa 20:00"
        case .remindVia: return "erlaubt ist notify, mail, print oder command"
        case .remindCommand: return "schreib den Shell-Befehl, der die Erinnerung sendet, etwa ntfy-send \"$1\""
        case .remindTimeout: return "erlaubt ist eine Zahl von Sekunden von 1 bis 600, etwa 30"
        case .weekStartsOn: return "erlaubt sind monday, sunday, saturday oder friday"
        }
    }
}
