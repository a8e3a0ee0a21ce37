import HabitCore

extension German {
    func store(_ error: StoreError, limits: FileLimits) -> String {
        switch error {
        case .noHome:
            return "Unklar, wo die Daten liegen, weil HOME nicht gesetzt ist; "
                + "setze HABIT_FILE auf den Pfad der Datendatei oder nutze --file PFAD."
        case .homeNotAbsolute(let home):
            return "Unklar, wo die Daten liegen, weil HOME „\(quoted(home))“ ist und das kein absoluter Pfad ist; "
                + "setze HOME auf einen Pfad, der mit / beginnt, oder HABIT_FILE auf den Pfad der Datendatei, oder nutze --file PFAD."
        case .wouldBeUnreadable(let path, .tooLarge(let size)):
            return
                "Die Änderung würde \(quoted(path: path)) \(size >> 20) MiB groß machen, mehr als die \(limits.maximumSize >> 20) MiB, "
                + "die habit wieder liest; nichts wurde geändert."
        case .wouldBeUnreadable(let path, .format(let problem)):
            return "Die Änderung würde \(quoted(path: path)) so schreiben, dass habit es nicht wieder lesen könnte "
                + "(\(format(problem))); nichts wurde geändert."
        case .missingFile(let path):
            return "\(quoted(path: path)) gibt es nicht; prüfe den Pfad bei --file oder HABIT_FILE. "
                + "Ein Befehl, der Gewohnheiten ändert (etwa habit add), legt die Datei an."
        case .danglingLink(let path, let target):
            return "\(quoted(path: path)) ist ein symbolischer Link auf \(quoted(path: target)), dessen Ordner es nicht gibt; "
                + "lege den Ordner an oder korrigiere den Link. Nichts wurde geschrieben."
        case .symbolicLink(let path):
            return "\(quoted(path: path)) ist ein symbolischer Link, dem habit bei Sicherung und Sperre nie folgt; "
                + "entferne ihn und versuche es erneut. Nichts wurde geändert."
        case .hardLinked(let path, let links):
            return
                "\(quoted(path: path)) hat \(links) harte Links (Namen); habit ersetzt die Datei beim Schreiben, was sie trennen würde. "
                + "Nichts wurde geändert. Behalte einen Namen und nutze für die anderen symbolische Links."
        case .lockTimeout(let path, let lock, let seconds):
            return
                "Ein anderes habit hält die Sperre auf \(quoted(path: path)) (\(quoted(path: lock))) seit \(self.seconds(seconds)); nichts wurde geändert. "
                + "Versuche es später noch einmal oder warte länger mit --wait SEKUNDEN oder HABIT_WAIT."
        case .isDirectory(let path):
            return "\(quoted(path: path)) ist ein Ordner, keine Datendatei; lass HABIT_FILE oder --file auf eine Datei zeigen."
        case .unreadable(let path, let reason):
            return "\(quoted(path: path)) lässt sich nicht lesen: \(reason). Prüfe die Datei und ihre Rechte."
        case .corrupt(let path, let problem):
            return "\(quoted(path: path)) ist keine gültige Habit-Datei: \(format(problem)) — "
                + "sie blieb unverändert; repariere sie oder spiele eine Sicherung ein."
        case .newerVersion(let path, let version):
            return
                "\(quoted(path: path)) hat das Format Version \(version), dieses habit liest nur bis Version \(limits.newestVersion); "
                + "aktualisiere habit. Die Datei blieb unverändert."
        case .writeFailed(let path, let reason):
            return "\(quoted(path: path)) konnte nicht gespeichert werden: \(reason). Nichts wurde geändert."
        case .notAFile(let path):
            return "\(quoted(path: path)) ist keine gewöhnliche Datei (sondern ein Gerät, eine Pipe oder ein Socket); "
                + "lass HABIT_FILE oder --file auf eine Datei zeigen."
        case .tooLarge(let path, let size):
            return "\(quoted(path: path)) ist \(size) Bytes groß, größer als eine Habit-Datei sein kann "
                + "(höchstens \(limits.maximumSize >> 20) MiB); sie blieb unverändert. "
                + "Lass HABIT_FILE oder --file auf deine Habit-Datei zeigen."
        case .nothingMoreToUndo(let path, let changes):
            return "Nichts mehr rückgängig zu machen: "
                + plural(
                    changes, one: "die eine Änderung im Verlauf von \(quoted(path: path)) ist",
                    other: "alle \(changes) Änderungen im Verlauf von \(quoted(path: path)) sind")
                + " rückgängig gemacht; habit redo stellt sie wieder her."
        case .nothingToRedo(let path):
            return
                "Nichts wiederherzustellen: Seit der letzten Änderung an \(quoted(path: path)) wurde nichts rückgängig gemacht."
        case .nothingToUndo(let path):
            return "Nichts rückgängig zu machen: habit hat an \(quoted(path: path)) nichts geändert, das sich zurücknehmen ließe."
        case .changedSinceBackup(let path, let backup):
            return
                "\(quoted(path: path)) wurde seit dem letzten Speichern durch habit verändert (von Hand oder von einem anderen Programm); "
                + "Rückgängigmachen würde das verlieren, daher wurde nichts wiederhergestellt. "
                + "Die Gewohnheiten vor der letzten Änderung durch habit liegen in \(quoted(path: backup))."
        }
    }

    private func format(_ problem: FormatProblem) -> String {
        switch problem {
        case .syntax(let line, let column, let problem): return "Zeile \(line), Spalte \(column): \(syntax(problem))"
        case .missingKey(let path): return "der Schlüssel „\(quoted(path: path))“ fehlt"
        case .wrongType(let path, let expected): return "„\(quoted(path: path))“ müsste \(kind(expected)) sein"
        case .duplicateKey(let path): return "der Schlüssel „\(quoted(path: path))“ kommt doppelt vor"
        case .badDay(let path, let text):
            return "„\(quoted(path: path))“ ist „\(quoted(text))“, kein Tag (JJJJ-MM-TT oder JJJJ-MM-TT/JJJJ-MM-TT)"
        case .badColor(let path, let text): return "„\(quoted(path: path))“ ist „\(quoted(text))“, keine Farbe der Palette"
        case .badID(let path, let text): return "„\(quoted(path: path))“ ist „\(quoted(text))“, keine UUID"
        case .duplicateID(let path): return "„\(quoted(path: path))“ wiederholt die ID einer früheren Gewohnheit"
        case .invalidHabit(let path, let error): return "„\(quoted(path: path))“: \(withoutFinalStop(habit(error)))"
        case .duplicateName(let path, let name):
            return "„\(quoted(path: path))“ ist „\(quoted(name))“, der Name einer früheren Gewohnheit "
                + "(Namen müssen sich auch ohne Groß- und Kleinschreibung unterscheiden)"
        case .dayTooEarly(let path, let text, let earliest):
            return "„\(quoted(path: path))“ ist „\(quoted(text))“, vor \(earliest.year), dem frühesten Tag, den habit annimmt"
        case .outOfRange(let path, let text, let range):
            return
                "„\(quoted(path: path))“ ist \(quoted(text)); erlaubt ist \(digitGroups.grouped(String(range.lowerBound))) bis \(digitGroups.grouped(String(range.upperBound)))"
        case .badPause(let path, let text):
            return "„\(quoted(path: path))“ ist „\(quoted(text))“, keine Pause "
                + "(JJJJ-MM-TT/JJJJ-MM-TT mit dem Ende nicht vor dem Beginn, oder JJJJ-MM-TT/..)"
        case .unknownValue(let path, let text):
            return "„\(quoted(path: path))“ ist „\(quoted(text))“, was diese Version von habit nicht versteht"
        case .contradiction(let path, let name, let contradiction):
            return "„\(quoted(path: path))“ der Gewohnheit „\(quoted(name))“ \(self.contradiction(contradiction))"
        }
    }

    private func contradiction(_ contradiction: FormatProblem.Contradiction) -> String {
        switch contradiction {
        case .quitWithoutZeroLimit:
            return "ist true, aber ihr Ziel ist nicht das Limit 0, das eine Gewohnheit zum Aufhören hat"
        case .readingNotTrackOnly:
            return "ist true, ihr „trackOnly“ aber nicht, und Messwerte hat nur eine Gewohnheit, die nur erfasst wird"
        case .quitAndTrackOnly:
            return "ist true, ihr „quit“ ebenso, aber eine Gewohnheit ist entweder eine zum Aufhören oder wird nur erfasst"
        case .skippedAndDone(let day):
            return "enthält \(day), den auch „done“ enthält, aber ein Tag ist entweder erledigt oder ausgelassen"
        case .sameTag(let first, let second):
            return "enthält „\(quoted(first))“ und „\(quoted(second))“, die derselbe Tag sind "
                + "(Tags unterscheiden weder Groß- und Kleinschreibung noch Akzente)"
        }
    }

    private func kind(_ kind: FormatProblem.ValueKind) -> String {
        switch kind {
        case .object: return "ein Objekt"
        case .list: return "eine Liste"
        case .string: return "ein Text"
        case .integer: return "eine ganze Zahl"
        case .number: return "eine Zahl"
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
        case .expectedKey: return "hier gehört ein Schlüssel in doppelten Anführungszeichen hin"
        case .expectedColon: return "nach einem Schlüssel gehört „:“ hin"
        case .expectedCommaOrBrace: return "hier gehört „,“ oder „}“ hin"
        case .expectedCommaOrBracket: return "hier gehört „,“ oder „]“ hin"
        case .controlCharacter: return "ein Steuerzeichen in einem Text"
        case .unclosedString: return "ein Text ohne schließendes Anführungszeichen"
        case .loneSurrogate: return "eine \\u-Folge mit einzelnem Surrogat"
        case .badUnicodeEscape: return "eine \\u-Folge ohne vier Hex-Ziffern"
        case .unknownEscape(let character): return "eine unbekannte Escape-Folge „\\\(character)“"
        case .badNumber: return "eine fehlerhafte Zahl"
        case .invalidUTF8: return "Text, der kein gültiges UTF-8 ist"
        }
    }

    func importFailed(_ error: ImportError, limits: FileLimits, amounts: AmountLimits, nothingImported: Bool) -> String {
        switch nothingImported {
        case true: return importProblem(error, limits: limits, amounts: amounts) + " Nichts wurde importiert."
        case false: return importProblem(error, limits: limits, amounts: amounts)
        }
    }

    private func importProblem(_ error: ImportError, limits: FileLimits, amounts: AmountLimits) -> String {
        switch error {
        case .fileNotFound(let path):
            return
                "Es gibt keine Datei \(quoted(path: path)) zum Importieren; prüfe den Pfad oder lies mit - von der Standardeingabe."
        case .isDirectory(let path):
            return "\(quoted(path: path)) ist ein Ordner; gib die CSV- oder JSON-Datei zum Importieren an."
        case .unreadable(let path, let reason):
            return store(.unreadable(path: path, reason: reason), limits: limits)
        case .tooLarge(nil, _):
            return "Die Standardeingabe enthält mehr als die \(limits.maximumSize >> 20) MiB einer Habit-Datei; "
                + "teile sie auf."
        case .tooLarge(let path?, nil):
            return "\(quoted(path: path)) enthält mehr als die \(limits.maximumSize >> 20) MiB einer Habit-Datei; "
                + "teile sie auf."
        case .tooLarge(let path?, let size?):
            return
                "\(quoted(path: path)) ist \(size >> 20) MiB groß, mehr als die \(limits.maximumSize >> 20) MiB einer Habit-Datei; "
                + "teile sie auf."
        case .syntax(let line, let problem): return "Zeile \(line): \(csv(problem))."
        case .columnCount(let line, let found):
            return "Zeile \(line) hat \(plural(found, one: "\(found) Feld", other: "\(found) Felder")); "
                + "jede Zeile braucht name,date oder name,date,state,amount,note "
                + "(setze einen Namen mit Komma in Anführungszeichen)."
        case .badState(let line, let text):
            return
                "Zeile \(line): Der Zustand „\(quoted(text))“ ist weder done noch skipped; schreib done oder skipped oder lass das Feld leer."
        case .badAmount(let line, let text):
            return
                "Zeile \(line): Die Menge „\(quoted(text))“ ist keine Zahl von 0 bis \(largest(amounts)) mit höchstens \(amounts.decimals) Nachkommastellen."
        case .badNote(let line):
            return
                "Zeile \(line): Die Notiz hat einen Zeilenumbruch oder ein Steuerzeichen oder mehr als \(amounts.noteLength) Zeichen; erlaubt ist eine Zeile mit höchstens \(amounts.noteLength) Zeichen."
        case .badDate(let line, let text):
            return "Zeile \(line): „\(quoted(text))“ ist kein Tag; verwende JJJJ-MM-TT (ein Datum, das es gibt)."
        case .futureDate(let line, let day, let today):
            return
                "Zeile \(line): Der \(date(day)) liegt in der Zukunft (heute ist der \(date(today))); korrigiere oder entferne die Zeile."
        case .badName(let line, let problem): return "Zeile \(line): \(rowName(problem))"
        case .json(let problem):
            return "Das JSON zum Importieren ist kein Habit-Export: \(format(problem))."
        case .newerVersion(let version):
            return "Das JSON zum Importieren hat die Formatversion \(version), aber dieses habit liest nur bis Version "
                + "\(limits.newestVersion); aktualisiere habit."
        case .futureDay(let name, let day, let today):
            return
                "„\(quoted(name))“ hat im JSON einen Tag in der Zukunft: den \(date(day)) (heute ist der \(date(today))); korrigiere oder entferne ihn."
        case .foreignFileMissing(let path, let tracker):
            return "Es gibt keine Datei \(quoted(path: path)); \(trackerFiles(tracker))"
        case .foreignLine(let path, let line, let problem):
            return "\(quoted(path: path)), Zeile \(line): \(foreignLine(problem, amounts: amounts))"
        case .unusableCharacter(let text, let scalar):
            return "„\(quoted(text))“ enthält \(codePoint(scalar)), das kein Textzeichen ist; entferne es aus der Datei."
        case .sqliteMissing(let path):
            return "Loops Sicherung \(quoted(path: path)) zu lesen braucht das Programm sqlite3, das nicht im PATH ist; "
                + "installiere es (Debian und Ubuntu: apt install sqlite3) oder exportiere aus Loop stattdessen CSV."
        case .notLoopDatabase(let path, nil):
            return "\(quoted(path: path)) ist keine Loop-Sicherung, die habit lesen kann; exportiere aus Loop stattdessen CSV."
        case .notLoopDatabase(let path, let reason?):
            return "\(quoted(path: path)) ist keine Loop-Sicherung, die habit lesen kann (\(quoted(reason))); exportiere aus "
                + "Loop stattdessen CSV."
        case .foreignJSON(let path, let problem):
            return "\(quoted(path: path)) ist keine Gewohnheitsdatei von dijo: \(format(problem))."
        case .badZip(let path):
            return
                "\(quoted(path: path)) ist keine Zip-Datei, die habit lesen kann (beschädigt, verschlüsselt oder anders gepackt); "
                + "entpacke sie und importiere den Ordner."
        case .zipMemberTooLarge(let path, let member, let limit):
            return
                "\(quoted(path: path + "/" + member)) ist entpackt größer als die \(limit >> 20) MiB, die habit aus einer Datei "
                + "einer Zip-Datei liest; entpacke sie und importiere den Ordner."
        case .zipTooLarge(let path, let limit):
            return
                "\(quoted(path: path)) ist entpackt größer als die \(limit >> 20) MiB, die habit aus einer Zip-Datei insgesamt "
                + "liest; entpacke sie und importiere den Ordner."
        }
    }

    private func trackerFiles(_ tracker: ForeignFormat) -> String {
        switch tracker {
        case .loop: return "gib den CSV-Export von Loop an: die Zip-Datei oder ihren entpackten Ordner mit Habits.csv."
        case .harsh: return "gib den Ordner von harsh (~/.config/harsh) mit seinen Dateien habits und log an."
        case .habitctl: return "gib den Ordner von habitctl (~/.habitctl) mit seinen Dateien habits und log an."
        case .dijo: return "gib die habit_record.json von dijo an oder den Ordner, der sie enthält."
        }
    }

    /// Ein Name aus einer Zeile einer Datei, für diese Zeile formuliert (korrigiert wird in der
    /// Datei), nicht für einen auf der Kommandozeile getippten Namen.
    private func rowName(_ problem: NameProblem) -> String {
        switch problem {
        case .empty: return "Der Name der Gewohnheit ist leer oder unsichtbar; trag dort einen Namen ein oder entferne die Zeile."
        case .controlCharacter(let name):
            return "Der Name „\(quoted(name))“ enthält einen Zeilenumbruch oder ein Steuerzeichen; "
                + "schreib ihn in der Datei als einfachen Text."
        case .unusableCharacter(let name, let scalar):
            return "Der Name „\(quoted(name))“ enthält \(codePoint(scalar)), das kein Textzeichen ist; entferne es aus der Datei."
        case .tooLong(let length, let maximum):
            return "Der Name ist \(length) Zeichen lang, mehr als die \(maximum), die ein Name haben darf; "
                + "kürze ihn in der Datei."
        }
    }

    func foreignLine(_ problem: ForeignLineProblem, amounts: AmountLimits) -> String {
        switch problem {
        case .csv(let problem): return csv(problem) + "."
        case .unreadable(let text, let expected): return "„\(quoted(text))“ ist nicht lesbar; erwartet wird \(expected)."
        case .futureDate(let day, let today):
            return "Der \(date(day)) liegt in der Zukunft (heute ist der \(date(today))); korrigiere das Datum dort."
        case .badName(let problem): return rowName(problem)
        case .badAmount(let text):
            return
                "Die Menge „\(quoted(text))“ ist keine Zahl von 0 bis \(largest(amounts)) mit höchstens \(amounts.decimals) Nachkommastellen."
        case .badLoopValue(let text):
            return "„\(quoted(text))“ ist kein Wert, den Loop für eine Ja/Nein-Gewohnheit schreibt; erwartet wird YES_MANUAL, "
                + "YES_AUTO, NO, SKIP oder UNKNOWN (oder 2, 1, 0, 3, -1)."
        case .noteTooLong(let length):
            return "Die Notiz hat \(length) Zeichen, mehr als die \(amounts.noteLength), die habit behält; kürze sie dort."
        case .frequencyOutOfRange(let text, let range):
            return
                "Die Häufigkeit „\(quoted(text))“ liegt außerhalb des erlaubten Bereichs; beide Zahlen müssen zwischen \(digitGroups.grouped(String(range.lowerBound))) und \(digitGroups.grouped(String(range.upperBound))) liegen."
        }
    }

    private func csv(_ problem: CSVSyntaxProblem) -> String {
        switch problem {
        case .unterminatedQuote: return "Ein Feld, das mit einem Anführungszeichen beginnt, wird nie geschlossen"
        case .quoteInUnquotedField:
            return "Ein Anführungszeichen steht in einem Feld, das nicht mit einem beginnt; setze das Feld in Anführungszeichen "
                + "und verdopple das Zeichen (\"\")"
        case .textAfterClosingQuote:
            return
                "Text nach einem schließenden Anführungszeichen; verdopple in einem Feld in Anführungszeichen das Zeichen (\"\")"
        case .invalidUTF8: return "Text, der kein gültiges UTF-8 ist; speichere die Datei als UTF-8"
        case .tooManyFields(let limit):
            return "Eine Zeile mit mehr als \(digitGroups.grouped(String(limit))) Feldern; "
                + "diese Datei kann habit nicht importieren"
        case .fieldTooLong(let limit):
            return "Ein Feld mit mehr als \(limit >> 20) MiB; diese Datei kann habit nicht importieren"
        }
    }
}
