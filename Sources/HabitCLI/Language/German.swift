import HabitCore

/// `habit` auf Deutsch („5 Tage in Folge“, „Heute erledigt“).
struct German: LanguageTable {
    let code = "de"
    let pluralRule = PluralRule.oneForOne
    let firstWeekday = Weekday.monday
    let digitGroups = DigitGroups(separator: ".")
    let decimalSeparator: Character = ","

    // swift-format-ignore
    func text(_ message: Message) -> String {
        switch message {
        // Wörter
        case .weekdayLetter(let weekday): return ["M", "D", "M", "D", "F", "S", "S"][weekday.rawValue - 1]
        case .weekdayName(let weekday): return weekdayName(weekday)
        case .monthAbbreviation(let month): return Self.months[month - 1]
        case .date(let day): return date(day)
        case .percent(let value): return "\(value) %"
        case .placeholder(let placeholder): return self.placeholder(placeholder)
        case .todayWord: return "heute"
        case .yesterdayWord: return "gestern"
        case .yesWord: return "ja"
        case .yesNoHint: return "[j/N]"

        // Liste
        case .doneCount(let done, let total, let day): return "\(done) von \(total) \(phrase(day)) erledigt"
        case .noHabitsYet: return "Noch keine Gewohnheiten."
        case .addFirstHabit(let command): return "Lege deine erste Gewohnheit an und hake sie jeden Tag ab: \(command)"
        case .noHabitsOn(let day): return "Am \(date(day)) gab es noch keine Gewohnheit."

        // Detailansicht
        case .daysInARow(let count): return daysInARow(count)
        case .streakAndRecord(let streak, let record?): return "\(daysInARow(streak)) · Rekord: \(recordText(record))"
        case .streakAndRecord(let streak, nil): return "\(daysInARow(streak)) · Rekord: noch keiner"
        case .record(let record?): return "Rekord: \(recordText(record))"
        case .record(nil): return "Rekord: noch keiner"
        case .lastSevenDays: return "Letzte 7 Tage"
        case .doneOn(.today, let undo): return "✓ Heute erledigt · rückgängig machen: \(undo)"
        case .doneOn(.yesterday, let undo): return "✓ Gestern erledigt · rückgängig machen: \(undo)"
        case .doneOn(.on(let day), let undo): return "✓ Am \(date(day)) erledigt · rückgängig machen: \(undo)"
        case .openOn(.today, let check): return "◌ Heute noch offen · abhaken mit: \(check)"
        case .openOn(.yesterday, let check): return "◌ Gestern nicht erledigt · abhaken mit: \(check)"
        case .openOn(.on(let day), let check): return "◌ Am \(date(day)) nicht erledigt · abhaken mit: \(check)"
        case .doneStatus(.today): return "✓ Heute erledigt"
        case .doneStatus(.yesterday): return "✓ Gestern erledigt"
        case .doneStatus(.on(let day)): return "✓ Am \(date(day)) erledigt"
        case .openStatus(.today): return "◌ Heute noch offen"
        case .openStatus(.yesterday): return "◌ Gestern nicht erledigt"
        case .openStatus(.on(let day)): return "◌ Am \(date(day)) nicht erledigt"
        case .undoWith(let command): return "rückgängig machen: \(command)"
        case .checkWith(let command): return "abhaken mit: \(command)"
        case .addToItWith(let command): return "mehr eintragen mit: \(command)"
        case .fillUpWith(let command): return "bis zum Ziel auffüllen mit: \(command)"
        case .calendarHeading(let weeks): return plural(weeks, one: "Diese Woche", other: "Letzte \(weeks) Wochen")

        // Statistik
        case .statsLastDays(let count): return plural(count, one: "\(count) Tag:", other: "\(count) Tage:")
        case .statsSince(let day): return "Seit \(date(day)):"
        case .statsTotalLabel: return "Insgesamt erledigt:"
        case .statsStreakLabel: return "Aktuelle Serie:"
        case .statsRecordLabel: return "Rekord:"
        case .statsBestWeekdayLabel: return "Bester Wochentag:"
        case .statsRate(let rate): return rateText(rate)
        case .statsDays(let count): return days(count)
        case .statsRecord(let record?): return recordText(record)
        case .statsRecord(nil): return "noch keiner"
        case .statsBestWeekday(let weekday?, let rate?): return "\(weekdayName(weekday)), \(rateText(rate))"
        case .statsBestWeekday: return "noch keiner"

        // Mengen und Notizen
        case .amount(let amount, let unit): return measure(amount, unit)
        case .amountOfGoal(let total, let goal): return "\(number(total))/\(measure(goal.amount, goal.unit))"
        case .weekAmountOfGoal(let total, let goal):
            return "\(number(total))/\(measure(goal.amount, goal.unit)) diese Woche"
        case .goalWords(let goal, let daily): return goalWords(goal, daily: daily)
        case .goalLabel(.atMost): return "Limit:"
        case .goalLabel: return "Ziel:"
        case .goalLine(let goal, let daily): return "\(text(.goalLabel(goal.kind))) \(goalWords(goal, daily: daily))"
        case .limitStatus(nil, false, let log): return "✓ Heute bisher innerhalb des Limits" + logTail(log)
        case .limitStatus(nil, true, let log): return "✕ Heute über dem Limit" + logTail(log)
        case .limitStatus(let day?, false, let log): return "✓ Am \(date(day)) innerhalb des Limits" + logTail(log)
        case .limitStatus(let day?, true, let log): return "✕ Am \(date(day)) über dem Limit" + logTail(log)
        case .weekGoalStatus(nil, true, let log): return "✓ Wochenziel diese Woche erreicht" + logTail(log)
        case .weekGoalStatus(nil, false, let log): return "◌ Wochenziel diese Woche noch nicht erreicht" + logTail(log)
        case .weekGoalStatus(let day?, true, let log): return "✓ Wochenziel in der Woche bis zum \(date(day)) erreicht" + logTail(log)
        case .weekGoalStatus(let day?, false, let log): return "◌ Wochenziel in der Woche bis zum \(date(day)) nicht erreicht" + logTail(log)
        case .logWith(let command): return "eintragen mit: \(command)"
        case .partlyDoneStatus(let day, let left, let unit, let log, let check):
            let state = day.map { "◐ Am \(date($0)) teilweise erledigt, \(measure(left, unit)) unter dem Ziel" }
            return partlyDoneLine(state ?? "◐ Heute teilweise erledigt, noch \(measure(left, unit))", log: log, check: check)
        case .amountOn(let day, let total, let goal?) where goal.kind != .weeklyAtLeast:
            let total = total ?? .zero
            let text = "\(dayLabel(day)) \(number(total))/\(measure(goal.amount, goal.unit))"
            return goal.kind == .atMost && total > goal.amount ? text + ", über dem Limit" : text
        case .amountOn(let day, let total?, let goal): return "\(dayLabel(day)) \(measure(total, goal?.unit))"
        case .amountOn(let day, nil, _): return "\(dayLabel(day)) nichts eingetragen"
        case .weekAmountThrough(let day, let total, let goal):
            let progress = "\(number(total))/\(measure(goal.amount, goal.unit))"
            return day.map { day in "Die Woche bis zum \(date(day)): \(progress)" } ?? "Diese Woche bisher: \(progress)"
        case .notesHeading(let shown, let total) where shown >= total: return "Notizen"
        case .notesHeading(let shown, let total):
            return plural(shown, one: "Letzte Notiz von \(total)", other: "Letzte \(shown) von \(total) Notizen")
        case .allNotesWith(let count, let command): return "Alle \(count) Notizen: \(command)"
        case .noNotes: return "Noch keine Notizen."
        case .statsAmountLastDays(let count): return "Summe, \(days(count)):"
        case .statsAmountSince(let day): return "Summe seit \(date(day)):"
        case .statsAmount(let total, let perDay, let perWeek, let unit):
            return "\(measure(total, unit)) · \(measure(perDay, unit)) am Tag · \(measure(perWeek, unit)) pro Woche"

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
        case .askSummary(0, 0, 0, _): return "Nichts beantwortet; nichts geändert."
        case .askSummary(let done, let notDone, let skipped, let left):
            let rest =
                left == 0
                ? "" : plural(left, one: "\(left) Frage bleibt fürs nächste Mal. ", other: "\(left) Fragen bleiben fürs nächste Mal. ")
            return "Eingecheckt: \(done) erledigt, \(notDone) nicht erledigt, \(skipped) ausgelassen. "
                + "\(rest)Alles zurücknehmen mit: habit undo"
        case .askNeedsTerminal:
            return "habit ask fragt im Terminal, und die Standardeingabe ist keins; in Skripten nimm habit check NAME "
                + "(oder habit skip NAME) für jede Gewohnheit."

        // Zeitpläne, Auslassen und Pausen
        case .edited(let name, let schedule?, let restyled):
            return "\(name) ist jetzt \(dueWords(schedule)) fällig; das gilt für die ganze Geschichte."
                + (restyled ? " Symbol und Farbe sind neu." : "")
        case .edited(let name, nil, _): return "\(name) hat ein neues Symbol und eine neue Farbe."
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
        case .scheduleWords(let schedule): return scheduleWords(schedule)
        case .scheduleLine(let schedule): return "Zeitplan: \(scheduleWords(schedule))"
        case .scheduleLabel: return "Zeitplan:"
        case .weekProgress(let done, let times): return "\(done) von \(times) diese Woche"
        case .pausedMark: return "pausiert"
        case .nothingDue(.today): return "Heute ist nichts fällig."
        case .nothingDue(.yesterday): return "Gestern war nichts fällig."
        case .nothingDue(.on(let day)): return "Am \(date(day)) war nichts fällig."
        case .pausedToday(let resume): return "‖ Heute pausiert · fortsetzen mit: \(resume)"
        case .notDueToday(let check): return "· Heute nicht fällig · trotzdem abhaken mit: \(check)"
        case .skippedToday(let check): return "– Heute ausgelassen · stattdessen abhaken mit: \(check)"
        case .legendEntry(let mark, .done): return "\(mark) erledigt"
        case .legendEntry(let mark, .todayDone): return "\(mark) heute erledigt"
        case .legendEntry(let mark, .partlyDone): return "\(mark) teilweise erledigt"
        case .legendEntry(let mark, .overLimit): return "\(mark) über dem Limit"
        case .legendEntry(let mark, .stillOpen): return "\(mark) offen"
        case .legendEntry(let mark, .missed): return "\(mark) verpasst"
        case .legendEntry(let mark, .notDoneInWeek): return "\(mark) nicht erledigt"
        case .legendEntry(let mark, .notDue): return "\(mark) nicht fällig"
        case .legendEntry(let mark, .skipped): return "\(mark) ausgelassen"
        case .legendEntry(let mark, .paused): return "\(mark) pausiert"

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
        case .limitKept(let name, let day, let total, let goal):
            let side = total > goal.amount ? "über dem Limit" : "innerhalb des Limits"
            return "\(name) hat \(phrase(day)) schon \(measure(total, goal.unit)), \(side) von \(number(goal.amount)); "
                + "Abhaken lässt die Menge, wie sie ist."
        case .amountCleared(let name, let day, let total, let unit):
            return "○ \(name): die \(phrase(day)) eingetragene Menge (\(measure(total, unit))) ist gelöscht."
        case .nothingRecorded(let name, let day): return "Für \(name) ist \(phrase(day)) nichts eingetragen; nichts geändert."
        case .noteSaved(let name, let day, false): return "✎ Notiz für \(name) \(phrase(day)) gespeichert."
        case .noteSaved(let name, let day, true): return "✎ Notiz für \(name) \(phrase(day)) entfernt."
        case .noteUnchanged(let name, let day, true): return "\(name) hat \(phrase(day)) schon diese Notiz; nichts geändert."
        case .noteUnchanged(let name, let day, false): return "\(name) hat \(phrase(day)) keine Notiz; nichts geändert."
        case .checkWeeklyGoal(let name, let log):
            return "\(name) hat ein Wochenziel, das durch Mengen erreicht wird, nicht durch abgehakte Tage; trag eine Menge ein mit: \(log)"
        case .goalDoesNotFitSchedule(let name, .weeklyAtLeast, let schedule):
            return "\(name) ist \(dueWords(schedule)) fällig, aber ein Wochenziel ersetzt den Zeitplan; gib --daily dazu."
        case .goalDoesNotFitSchedule(let name, let kind, let schedule):
            return "\(name) ist \(dueWords(schedule)) fällig, aber \(kind == .atMost ? "ein Limit" : "ein Ziel") gilt für jeden fälligen Tag; "
                + "gib --daily, --days oder --every dazu."
        case .noGoalForUnit(let name):
            return "\(name) hat kein Ziel und kein Limit, das eine Einheit zählen könnte; gib --unit mit --goal, --at-most "
                + "oder --weekly-goal an."
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
            return "„\(name)“ ist \(dayList(days, today: today)) wieder unbeantwortet, wie vor dem Rückgängigmachen\(redoAgo(ago))."
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
            return "„\(name)“ hat wieder das frühere Symbol und die frühere Farbe, wie vor dem Rückgängigmachen\(redoAgo(ago))."
        case .undone(.amounts(let name, let days), let today, let ago, false):
            return "„\(name)“ hat \(dayList(days, today: today)) wieder die früheren Mengen, \(agoText(ago)) geändert."
        case .undone(.amounts(let name, let days), let today, let ago, true):
            return "„\(name)“ hat \(dayList(days, today: today)) wieder die früheren Mengen, "
                + "wie vor dem Rückgängigmachen\(redoAgo(ago))."
        case .undone(.notes(let name, let days), let today, let ago, false):
            return "„\(name)“ hat \(dayList(days, today: today)) wieder die früheren Notizen, \(agoText(ago)) geändert."
        case .undone(.notes(let name, let days), let today, let ago, true):
            return "„\(name)“ hat \(dayList(days, today: today)) wieder die früheren Notizen, "
                + "wie vor dem Rückgängigmachen\(redoAgo(ago))."
        case .undone(.regoaled(let name, let goal, let daily), _, let ago, let redo):
            let state = goal.map { "verlangt wieder \(goalWords($0, daily: daily))" } ?? "hat wieder kein Ziel und kein Limit"
            return "„\(name)“ \(state), "
                + (redo ? "wie vor dem Rückgängigmachen\(redoAgo(ago))." : "\(agoText(ago)) geändert.")
        case .undoneOrder(let ago, false): return "Reihenfolge der Gewohnheiten wiederhergestellt, \(agoText(ago)) geändert."
        case .undoneOrder(let ago, true):
            return "Reihenfolge der Gewohnheiten wiederhergestellt, wie vor dem Rückgängigmachen\(redoAgo(ago))."
        case .undoAgain(true): return "Noch einmal „habit undo“ nimmt die Änderung wieder zurück."
        case .undoAgain(false): return "Noch einmal „habit undo“ stellt die Änderung wieder her."

        // Skripte
        case .statusDone(let name, .today): return "✓ \(name) ist heute erledigt"
        case .statusDone(let name, let day): return "✓ \(name) war \(phrase(day)) erledigt"
        case .statusOpen(let name, .today): return "◌ \(name) ist heute noch offen"
        case .statusOpen(let name, let day): return "○ \(name) war \(phrase(day)) nicht erledigt"
        case .statusProgress(let name, .today, let total, let goal, let thisWeek):
            return "○ \(name) ist heute noch offen: \(progress(total, goal, thisWeek))"
        case .statusProgress(let name, let day, let total, let goal, let thisWeek):
            return "○ \(name) war \(phrase(day)) nicht erledigt: \(progress(total, goal, thisWeek))"
        case .statusOverLimit(let name, .today, let total, let goal):
            return "✕ \(name) ist heute über dem Limit: \(number(total))/\(measure(goal.amount, goal.unit))"
        case .statusOverLimit(let name, let day, let total, let goal):
            return "✕ \(name) war \(phrase(day)) über dem Limit: \(number(total))/\(measure(goal.amount, goal.unit))"
        case .statusWithinLimit(let name, .today, let total, let goal):
            return "✓ \(name) ist heute innerhalb des Limits: \(number(total))/\(measure(goal.amount, goal.unit))"
        case .statusWithinLimit(let name, let day, let total, let goal):
            return "✓ \(name) war \(phrase(day)) innerhalb des Limits: \(number(total))/\(measure(goal.amount, goal.unit))"
        case .imported(0, 0, _, _): return "Nichts zu importieren: Die Eingabe hat keine Zeilen."
        case .imported(0, _, 0, _):
            return "Nichts war neu: Die Eingabe enthält keinen Tag und keine Gewohnheit, die nicht schon da sind; "
                + "die Datendatei bleibt unverändert."
        case .imported(let days, _, 0, let alreadyDone) where days == alreadyDone:
            return plural(
                days, one: "Nichts Neues: Der eine Tag war schon erledigt; die Datendatei bleibt unverändert.",
                other: "Nichts Neues: Alle \(days) Tage waren schon erledigt; die Datendatei bleibt unverändert.")
        case .imported(let days, let habits, let newHabits, 0):
            return "\(self.days(days)) für \(self.habits(habits)) importiert (\(newHabits) neu)."
        case .imported(let days, let habits, let newHabits, let alreadyDone):
            return "\(self.days(days)) für \(self.habits(habits)) importiert (\(newHabits) neu); "
                + plural(alreadyDone, one: "\(alreadyDone) der Tage war schon erledigt.",
                    other: "\(alreadyDone) der Tage waren schon erledigt.")
        case .importedAmounts(_, _, _, _, _, false):
            return "Nichts Neues: Die Tage, Mengen und Notizen der Eingabe sind schon da; die Datendatei bleibt unverändert."
        case .importedAmounts(let days, let habits, let newHabits, let amounts, let notes, true):
            let what = [(days, self.days(days)), (amounts, self.amounts(amounts)), (notes, self.notes(notes))]
            return "\(listed(what.filter { $0.0 > 0 }.map(\.1))) für \(self.habits(habits)) importiert (\(newHabits) neu)."
        case .importedHistory(let tracker, 0, _, _, _, _, _):
            return "Nichts zu importieren: Die Dateien von \(tracker.rawValue) nennen keine Gewohnheit; die Datendatei ist unverändert."
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
        case .importNotice(.keptSettings(let name)):
            return "„\(name)“ gab es schon, mit anderem Zeitplan oder Ziel; sie behält ihre eigenen (ändern mit habit edit)."

        // Fehler
        case .deleteNeedsConfirmation(let name, let command):
            return "„\(name)“ wird ohne Rückfrage nicht gelöscht; in einem Skript so löschen: \(command)"
        case .futureQueryDay(let day, let today):
            return "Der \(date(day)) liegt in der Zukunft (heute ist der \(date(today))); frag nach heute oder einem vergangenen Tag."
        case .notCreatedYet(let name, let created, let day):
            return "„\(name)“ gab es am \(date(day)) noch nicht; angelegt wurde sie am \(date(created))."
        case .usage(let error): return usage(error)
        case .store(let error, let limits): return store(error, limits: limits)
        case .habit(let error): return habit(error)
        case .importFailed(let error, let limits, let amounts): return importFailed(error, limits: limits, amounts: amounts)
        case .configFailed(let error): return configFailed(error)
        case .clockOutOfRange(let today, let years):
            return "Laut Uhr ist heute der \(today), außerhalb der Jahre \(years.lowerBound) bis \(years.upperBound), die eine Habit-Datei enthalten kann; "
                + "nichts wurde gelesen oder geschrieben. Stelle die Systemuhr richtig."
        case .timeZoneOutOfRange(let text, let offset, let maximum):
            return "TZ ist „\(text)“, \(offset) Stunden von UTC entfernt; "
                + "habit nimmt Zeitzonen bis \(maximum) Stunden von UTC (kein Ort liegt mehr als 14 entfernt). "
                + "Setze TZ auf einen Zonennamen wie Pacific/Kiritimati."
        case .waitingForLock(let path, let lock):
            return "Warte, bis ein anderes habit mit \(path) fertig ist (es hält die Sperre \(lock)) …"
        case .outputFailed(let reason, let saved):
            return "Die Standardausgabe ließ sich nicht schreiben: \(reason). "
                + (saved ? "Die Änderung wurde gespeichert; führe den Befehl nicht noch einmal aus." : "Nichts wurde angezeigt.")

        // merge
        case .merged(let path, let added, let changed):
            let parts = [
                added == 0 ? nil : plural(added, one: "1 Gewohnheit hinzugefügt", other: "\(added) Gewohnheiten hinzugefügt"),
                changed == 0 ? nil : plural(changed, one: "1 Gewohnheit geändert", other: "\(changed) Gewohnheiten geändert"),
            ].compactMap { $0 }
            return "\(path) hineingemischt: " + parts.joined(separator: ", ") + ". Mit habit undo rückgängig machen."
        case .nothingToMerge(let path): return "Nichts zu mischen: \(path) enthält nichts, was dieser Datendatei fehlt."
        case .mergeFileMissing(let path): return "Es gibt keine Datei \(path) zum Mischen; prüfe den Pfad. Nichts wurde geändert."
        case .mergeConflict(.field(let habit, let field)):
            return "Beide Kopien haben \(mergeField(field)) von \(habit) verschieden geändert; diese Kopie gilt."
        case .mergeConflict(.days(let habit, let kind, let days)):
            return "Beide Kopien haben \(mergeDays(kind)) von \(habit) am \(mergeDayList(days)) verschieden geändert; diese Kopie gilt."
        case .mergeConflict(.keptChangedHabit(let name, .theirs)):
            return "Die andere Kopie hat \(name) gelöscht, diese hat es geändert; es bleibt erhalten."
        case .mergeConflict(.keptChangedHabit(let name, .ours)):
            return "Diese Kopie hat \(name) gelöscht, die andere hat es geändert; es bleibt mit diesen Änderungen erhalten."
        case .mergeConflict(.renamedForCollision(let name, let newName)):
            return "Zwei verschiedene Gewohnheiten heißen \(name); die aus der anderen Kopie heißt jetzt \(newName)."

        // Einstellungen
        case .settingSource(.standard): return "Standard"
        case .settingSource(.file(let path, let line)): return "\(path), Zeile \(line)"
        case .settingSource(.environment(let variable)): return "Umgebungsvariable \(variable)"
        case .settingSource(.commandLine(let option)): return "Kommandozeile (\(option))"
        case .configFile(let path, true): return "Einstellungsdatei: \(path)"
        case .configFile(let path, false):
            return "Einstellungsdatei: \(path) (gibt es nicht; leg sie an, um etwas einzustellen)"
        case .noConfigFile: return "Einstellungsdatei: keine (setze HOME oder XDG_CONFIG_HOME, um eine zu nutzen)"

        // Hilfe
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
            return "--file PFAD, sonst $HABIT_FILE, sonst $XDG_DATA_HOME/habit/habits.json, sonst ~/.local/share/habit/habits.json"
        case .nameAsCommand:
            return "habit NAME, wenn NAME kein Befehl ist, zeigt diese Gewohnheit wie habit show NAME; der Name eines Befehls geht immer vor."
        case .moreHelp: return "„habit help BEFEHL“ zeigt die Optionen eines Befehls."
        case .commandSummary(let command): return summary(command)
        case .optionHelp(let option, let command, let facts): return optionHelp(option, command, facts: facts)
        }
    }

    private static let months = ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."]

    private func mergeField(_ field: MergeField) -> String {
        switch field {
        case .name: return "den Namen"
        case .icon: return "das Symbol"
        case .color: return "die Farbe"
        case .schedule: return "den Plan"
        case .archived: return "die Archivierung"
        case .goal: return "das Ziel"
        }
    }

    private func mergeDays(_ kind: HabitDays.Kind) -> String {
        switch kind {
        case .doneOrSkipped: return "Erledigtes oder Ausgesetztes"
        case .pauses: return "die Pausen"
        case .answeredNo: return "die Antworten auf habit ask"
        case .amounts: return "die Mengen"
        case .notes: return "die Notizen"
        }
    }

    /// "3. Nov. 2026", "3. Nov. 2026 und 5. Nov. 2026", "…, 5. Nov. 2026 und 4 weiteren Tagen".
    private func mergeDayList(_ days: [Day]) -> String {
        let shown = days.prefix(days.count > 3 ? 2 : 3).map(date)
        let rest = days.count - shown.count
        if rest > 0 {
            return shown.joined(separator: ", ") + plural(rest, one: " und 1 weiteren Tag", other: " und \(rest) weiteren Tagen")
        }
        return listed(shown)
    }

    /// „mindestens 8 Gläser am Tag“, „höchstens 2 Tassen an jedem fälligen Tag“, „mindestens 20 km pro Woche“.
    private func goalWords(_ goal: Goal, daily: Bool) -> String {
        let amount = measure(goal.amount, goal.unit)
        let perDay = daily ? "am Tag" : "an jedem fälligen Tag"
        switch goal.kind {
        case .atLeast: return "mindestens \(amount) \(perDay)"
        case .atMost: return "höchstens \(amount) \(perDay)"
        case .weeklyAtLeast: return "mindestens \(amount) pro Woche"
        }
    }

    /// Die Bezeichnung vor der Menge eines Tages: „Heute:“, „Am 27. Nov. 2026:“.
    private func dayLabel(_ day: Day?) -> String {
        day.map { day in "Am \(date(day)):" } ?? "Heute:"
    }

    /// Der Hinweis nach einem unbekannten Namen: „meintest du „Lesen“?“.
    private func didYouMean(_ suggestion: String) -> String {
        "meintest du „\(suggestion)“?"
    }

    /// „ · eintragen mit: habit log Kaffee MENGE“, oder nichts ohne Befehl.
    private func logTail(_ log: String?) -> String {
        log.map { " · eintragen mit: \($0)" } ?? ""
    }

    private func date(_ day: Day) -> String {
        "\(day.day). \(Self.months[day.month - 1]) \(day.year)"
    }

    private func weekdayName(_ weekday: Weekday) -> String {
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

    private func placeholder(_ placeholder: Placeholder) -> String {
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
        case .weekdays: return "TAGE"
        case .times: return "K"
        case .base: return "BASIS"
        case .ours: return "UNSERE"
        case .theirs: return "IHRE"
        case .amount: return "MENGE"
        case .unit: return "EINHEIT"
        case .text: return "TEXT"
        case .tracker: return "TRACKER"
        case .candidates: return "WAS"
        case .position: return "N"
        case .other: return "ANDERE"
        }
    }

    private func phrase(_ day: DayPhrase) -> String {
        switch day {
        case .today: return "heute"
        case .yesterday: return "gestern"
        case .on(let day): return "am " + date(day)
        }
    }

    private func daysInARow(_ streak: StreakCount) -> String {
        let count = streak.length
        switch streak.unit {
        case .day: return plural(count, one: "\(count) Tag in Folge", other: "\(count) Tage in Folge")
        case .time: return "\(count)-mal in Folge"
        case .week: return plural(count, one: "\(count) Woche in Folge", other: "\(count) Wochen in Folge")
        }
    }

    /// „1 Tag“, „5-mal“, „3 Wochen“.
    private func count(_ streak: StreakCount) -> String {
        let count = streak.length
        switch streak.unit {
        case .day: return days(count)
        case .time: return "\(count)-mal"
        case .week: return plural(count, one: "\(count) Woche", other: "\(count) Wochen")
        }
    }

    /// „jeden Tag“, „Mo, Mi, Fr“, „3-mal pro Woche“, „alle 3 Tage“.
    private func scheduleWords(_ schedule: Schedule) -> String {
        switch schedule {
        case .daily: return "jeden Tag"
        case .days(let weekdays): return weekdayList(weekdays)
        case .perWeek(let times): return plural(times, one: "einmal pro Woche", other: "\(times)-mal pro Woche")
        case .every(let interval): return "alle \(interval) Tage"
        }
    }

    /// Der Zeitplan in „ist jetzt … fällig“ und „ist wieder … fällig“: „montags und mittwochs“,
    /// „jede Woche einmal“ (denn „wieder einmal pro Woche“ klänge nach „erneut“).
    private func dueWords(_ schedule: Schedule) -> String {
        switch schedule {
        case .days(let weekdays):
            return listed(Weekday.allCases.filter(weekdays.contains).map { weekdayName($0).lowercased() + "s" })
        case .perWeek(let times): return plural(times, one: "jede Woche einmal", other: "\(times)-mal pro Woche")
        case .daily, .every: return scheduleWords(schedule)
        }
    }

    /// „A“, „A und B“, „A, B und C“.
    private func listed(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.joined() }
        return items.dropLast().joined(separator: ", ") + " und " + last
    }

    private func weekdayList(_ weekdays: Set<Weekday>) -> String {
        Weekday.allCases.filter(weekdays.contains).map { String(weekdayName($0).prefix(2)) }.joined(separator: ", ")
    }

    private func days(_ count: Int) -> String {
        plural(count, one: "\(count) Tag", other: "\(count) Tage")
    }

    private func habits(_ count: Int) -> String {
        plural(count, one: "\(count) Gewohnheit", other: "\(count) Gewohnheiten")
    }

    /// Nach „mit“: „mit 1 Eintrag“, „mit 12 Einträgen“.
    private func entries(_ count: Int) -> String {
        plural(count, one: "\(count) Eintrag", other: "\(count) Einträgen")
    }

    private func recordText(_ record: Streak) -> String {
        let dates = record.first == record.last ? date(record.first) : "\(date(record.first)) – \(date(record.last))"
        return "\(count(StreakCount(record.length, record.unit))) (\(dates))"
    }

    /// „24 von 30 (80 %)“, oder „noch keine Tage“.
    private func rateText(_ rate: HabitStatistics.Rate) -> String {
        guard let percent = rate.percent else {
            return rate.measure == .weeks ? "noch keine Woche geschafft oder verpasst" : "noch keine Tage"
        }
        switch rate.measure {
        case .days: return "\(rate.done) von \(rate.days) (\(percent) %)"
        case .dueDays: return "\(rate.done) von \(rate.days) fälligen Tagen (\(percent) %)"
        case .interval(let interval):
            let done = plural(rate.done, one: "\(rate.done) erledigter Tag", other: "\(rate.done) erledigte Tage")
            let days = plural(rate.days, one: "\(rate.days) Tag", other: "\(rate.days) Tagen")
            return "\(done) in \(days), nötig ist einer alle \(interval) Tage (\(percent) %)"
        case .weeks:
            return plural(
                rate.days, one: "\(rate.done) von \(rate.days) Woche geschafft (\(percent) %)",
                other: "\(rate.done) von \(rate.days) Wochen geschafft (\(percent) %)")
        }
    }

    /// „vor 2 Minuten“, oder „durch die letzte Änderung“, wenn die Zeit unbekannt ist.
    private func agoText(_ elapsed: Elapsed?) -> String {
        switch elapsed {
        case nil: return "durch die letzte Änderung"
        case .moments: return "vor wenigen Sekunden"
        case .minutes(let count): return plural(count, one: "vor \(count) Minute", other: "vor \(count) Minuten")
        case .hours(let count): return plural(count, one: "vor \(count) Stunde", other: "vor \(count) Stunden")
        case .days(let count): return plural(count, one: "vor \(count) Tag", other: "vor \(count) Tagen")
        }
    }

    private func redoAgo(_ elapsed: Elapsed?) -> String {
        elapsed == nil ? "" : " (\(agoText(elapsed)))"
    }

    /// „heute“, „am 27. Nov. 2026 und gestern“, „an 5 Tagen“.
    private func dayList(_ days: [Day], today: Day) -> String {
        guard days.count <= 2 else { return "an \(days.count) Tagen" }
        return days.map { phrase(DayPhrase($0, today: today)) }.joined(separator: " und ")
    }

    private func summary(_ command: CommandName) -> String {
        switch command {
        case .list: return "Alle Gewohnheiten mit dem heutigen Fortschritt zeigen (Standard)."
        case .add: return "Eine Gewohnheit anlegen: täglich oder mit --days, --per-week oder --every; messbar mit Ziel."
        case .edit: return "Zeitplan (für die ganze Geschichte), Symbol, Farbe, Ziel oder Einheit ändern."
        case .log: return "Eine Menge zum Tag addieren (negativ korrigiert; --set ersetzt die Summe)."
        case .note: return "Eine Zeile zu einem Tag notieren (ein leerer TEXT entfernt sie)."
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
        case .status: return "Sagen, ob eine Gewohnheit heute oder am --date erledigt ist: Exit-Code 0, wenn ja, 1, wenn nein."
        case .names: return "Die Namen aller Gewohnheiten ausgeben, einen pro Zeile."
        case .import:
            return
                "Gewohnheiten und Tage aus CSV, einem JSON-Export oder einem anderen Tracker übernehmen; - liest die Standardeingabe."
        case .export: return "Alle Gewohnheiten und Tage auf die Standardausgabe schreiben."
        case .completion: return "Ein Vervollständigungsskript für bash, zsh oder fish ausgeben."
        case .undo: return "Die letzte Änderung zurücknehmen (noch einmal: wiederherstellen)."
        case .archive: return "Gewohnheiten archivieren: weg aus list, todo usw., ihr Verlauf bleibt."
        case .unarchive: return "Archivierte Gewohnheiten zurückholen."
        case .move: return "Eine Gewohnheit umsortieren: --to N, --before ANDERE oder --after ANDERE."
        case .ask: return "Einchecken: nach jeder fälligen, unbeantworteten Gewohnheit fragen, heute zuerst, dann frühere Tage."
        case .config: return "Die Einstellungen (day-starts-at, language, color) zeigen und woher jede kommt."
        case .merge: return "Eine andere Kopie der Datendatei hineinmischen (mit --base dreiseitig, sonst zweiseitig)."
        case .mergeDriver: return "Merge-Treiber für git: IHRE in UNSERE mischen (%O %A %B)."
        }
    }

    private func optionHelp(_ option: OptionName, _ command: CommandName?, facts: OptionFacts) -> String {
        switch option {
        case .file: return "Diese Datendatei verwenden."
        case .back: return "Höchstens N Tage vor heute nachfragen (Standard \(facts.defaultBack))."
        case .man: return "Die Handbuchseite (roff) ausgeben, wie sie für man habit installiert wird."
        case .days:
            return "An diesen Wochentagen fällig: mo,mi,fr (deutsch, englisch oder französisch, kurz oder ganz), "
                + "werktags oder wochenende."
        case .perWeek:
            return
                "An K Tagen jeder Woche erledigt, Montag bis Sonntag (K von \(facts.timesPerWeek.lowerBound) bis \(facts.timesPerWeek.upperBound))."
        case .every:
            return
                "Mindestens einmal in je N Tagen erledigt (N von \(facts.intervals.lowerBound) bis \(facts.intervals.upperBound))."
        case .daily: return "Wieder jeden Tag fällig."
        case .from where command == .import:
            return
                "Dateien eines anderen Trackers lesen: loop (sein CSV-Export, Zip oder Ordner), harsh, habitctl (ihr Ordner), dijo."
        case .from: return "Der erste Pausentag: JJJJ-MM-TT, heute oder gestern (Standard: heute)."
        case .until: return "Der letzte Pausentag, bis zu einem Jahr voraus (Standard: bis habit resume)."
        case .base: return "Die Kopie, aus der beide hervorgingen (der gemeinsame Vorfahr): dreiseitig mischen."
        case .archived: return "Stattdessen die archivierten Gewohnheiten zeigen."
        case .matching:
            return
                "Nur die Namen, deren Anfang TEXT trifft, ohne auf Groß- und Kleinschreibung und Akzente zu achten (für die Vervollständigung)."
        case .candidates:
            return
                "Für die Vervollständigungsskripte: die Befehle, die Optionen (eines Befehls) oder die Wörter für einen Tag, in der aktuellen Sprache."
        case .to: return "Die Gewohnheit an Stelle N setzen (1 ist ganz oben)."
        case .before: return "Die Gewohnheit direkt vor ANDERE setzen."
        case .after: return "Die Gewohnheit direkt hinter ANDERE setzen."
        case .wait:
            return "Höchstens SEKUNDEN auf ein anderes habit warten (Standard \(facts.defaultWait), oder $HABIT_WAIT)."
        case .color where command == .add || command == .edit:
            return "Die Farbe der Gewohnheit: \(facts.colors.joined(separator: ", ")) "
                + "(auto, always und never stellen weiter die Farbe der Ausgabe ein)."
        case .color: return "Farbige Ausgabe: auto (Standard), always oder never."
        case .help: return "Diese Hilfe zeigen."
        case .version: return "Die Version zeigen."
        case .icon: return "Ein Emoji oder kurzes Symbol (Standard \(facts.defaultIcon))."
        case .date: return "Der Tag: JJJJ-MM-TT, heute oder gestern (Standard: heute)."
        case .yes: return "Ohne Rückfrage löschen (nötig in Skripten)."
        case .weeks:
            return
                "Wochen im Kalender, \(facts.weeks.lowerBound) bis \(facts.weeks.upperBound) (Standard \(facts.defaultWeeks) oder so viele, wie passen)."
        case .notes: return "Alle Notizen statt der letzten drei."
        case .json: return "JSON für Skripte statt Text ausgeben."
        case .asOf: return "Alles so zeigen, wie es an diesem Tag stand: JJJJ-MM-TT, heute oder gestern."
        case .quiet: return "Nichts ausgeben; nur der Exit-Code antwortet."
        case .format where command == .import: return "csv oder json (Standard: json, wenn die Eingabe mit { beginnt, sonst csv)."
        case .format: return "csv (Standard) oder json, das Format der Datendatei."
        case .goal: return "Messbar: ein fälliger Tag ist erledigt, wenn seine Menge MENGE erreicht."
        case .atMost: return "Ein Limit: ein Tag ist eingehalten, solange seine Menge höchstens MENGE ist."
        case .weeklyGoal: return "Messbar pro Woche: erledigt, wenn Montag bis Sonntag zusammen MENGE ergeben."
        case .unit where command == .edit: return "Was die Mengen zählen; allein eine neue Einheit fürs Ziel (leer: keine)."
        case .unit: return "Was die Mengen zählen: Gläser, km."
        case .noGoal: return "Ziel oder Limit entfernen; die Mengen bleiben."
        case .set: return "MENGE zur Summe des Tages machen, statt sie zu addieren (0 trägt null ein)."
        case .all: return "Alle nicht archivierten Gewohnheiten statt Namen (Urlaub)."
        case .note: return "Die Notiz des Tages: eine Zeile Text (leer entfernt sie)."
        }
    }

    private func amountProblem(_ error: AmountError, limits: AmountLimits) -> String {
        switch error {
        case .notANumber(let text):
            return "„\(text)“ ist keine Zahl; gib Ziffern an, mit Ziffern auf beiden Seiten eines „,“ oder „.“, etwa 0,5."
        case .tooManyDecimals(let text): return "„\(text)“ hat mehr als \(limits.decimals) Nachkommastellen; runde die Zahl."
        case .tooLarge(let text): return "„\(text)“ ist größer als \(largest(limits)); gib eine kleinere Menge an."
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
            return "Die Einheit „\(unit)“ ist nicht verwendbar; gib ein Wort mit höchstens \(limits.unitLength) Zeichen "
                + "ohne Steuerzeichen an."
        case .controlCharacterInNote(let text):
            return "Die Notiz „\(text)“ enthält einen Zeilenumbruch oder ein Steuerzeichen; schreib eine Zeile Text."
        case .noteTooLong(let length):
            return "Die Notiz ist \(length) Zeichen lang; kürze sie auf höchstens \(limits.noteLength)."
        }
    }

    /// Die Bestätigung von `log`: "Wasser trinken heute: 5/8 Gläser".
    /// "5/8 Gläser", "diese Woche 12/20 km", "3" ohne Ziel: der Stand in einer Frage von `ask` und in `status`.
    private func progress(_ total: Amount, _ goal: Goal?, _ thisWeek: Bool) -> String {
        guard let goal else { return number(total) }
        let progress = "\(number(total))/\(measure(goal.amount, goal.unit))"
        guard goal.kind == .weeklyAtLeast else { return progress }
        return (thisWeek ? "diese Woche " : "in jener Woche ") + progress
    }

    /// "2 amounts and 1 note" in an import's summary: the counts of amounts and of notes.
    private func amounts(_ count: Int) -> String { plural(count, one: "\(count) Menge", other: "\(count) Mengen") }
    private func notes(_ count: Int) -> String { plural(count, one: "\(count) Notiz", other: "\(count) Notizen") }

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

    private func habit(_ error: HabitError) -> String {
        switch error {
        case .futureDay(let day, let today):
            return "Der \(date(day)) liegt in der Zukunft (heute ist der \(date(today))); "
                + "nur heute und vergangene Tage lassen sich ändern."
        case .weeklyGoalChecked(let name):
            return "„\(name)“ hat ein Wochenziel, das durch Mengen erreicht wird, nicht durch abgehakte Tage; "
                + "trag eine Menge ein mit „habit log“."
        case .emptyName: return "Eine Gewohnheit braucht einen Namen; gib mindestens ein Zeichen außer Leerzeichen ein."
        case .controlCharacterInName(let name):
            return "Der Name „\(name)“ enthält einen Zeilenumbruch oder ein Steuerzeichen; verwende einfachen Text."
        case .nameTooLong(let length, let maximum):
            return "Der Name ist \(length) Zeichen lang; erlaubt sind höchstens \(maximum)."
        case .nameTaken(let name): return "Es gibt schon eine Gewohnheit „\(name)“; wähle einen anderen Namen."
        case .nameClash(let name, let existing):
            return
                "„\(name)“ unterscheidet sich von „\(existing)“ nur durch Groß- und Kleinschreibung, Akzente oder Zeichenbreite, "
                + "und habit hält beide für denselben Namen; wähle einen anderen Namen."
        case .invalidIcon(let icon):
            return "Das Symbol „\(icon)“ ist nicht verwendbar; gib ein Emoji oder ein kurzes Zeichen ohne Leerzeichen an."
        case .unknownHabit(let name, let suggestion?): return "Es gibt keine Gewohnheit „\(name)“; \(didYouMean(suggestion))"
        case .unknownHabit(let name, nil): return "Es gibt keine Gewohnheit „\(name)“; alle Gewohnheiten zeigt „habit list“."
        case .ambiguousHabit(let name, let candidates):
            let list = candidates.map { "„\($0)“" }.joined(separator: ", ")
            return "„\(name)“ passt auf mehrere Gewohnheiten: \(list); gib mehr vom Namen ein."
        case .lookalikeHabits(let name, let candidates):
            let list = candidates.map { "„\($0)“" }.joined(separator: ", ")
            return "„\(name)“ kann mehrere Gewohnheiten meinen, deren Namen sich nur durch Groß- und Kleinschreibung, Akzente "
                + "oder Zeichenbreite unterscheiden: \(list); gib den Namen genau so ein, wie er geschrieben ist, oder benenne "
                + "eine mit „habit rename“ um."
        case .duplicateID(let id, let name):
            return "Die Gewohnheit „\(name)“ hat die ID \(id.uuidString), die schon eine andere hat; "
                + "gib ihr eine neue ID oder entferne sie."
        case .untrimmedName(let name): return "Der Name „\(name)“ hat Leerzeichen am Rand; entferne sie."
        case .pauseEndsBeforeStart(let first, let last):
            return "Eine Pause kann nicht am \(date(last)) enden, vor ihrem Beginn am \(date(first)); "
                + "gib ein Ende am oder nach dem Beginn an."
        case .pauseTooFarAhead(let day, let latest):
            return "Der \(date(day)) liegt mehr als ein Jahr voraus; eine Pause lässt sich bis zum \(date(latest)) planen."
        }
    }

    private func usage(_ error: UsageError) -> String {
        switch error {
        case .unknownCommand(let word, let suggestion?): return "Unbekannter Befehl „\(word)“; \(didYouMean(suggestion))"
        case .unknownCommand(let word, nil): return "Unbekannter Befehl „\(word)“; siehe „habit help“."
        case .unknownOption(let option, let command?, let suggestion?):
            return "Unbekannte Option „\(option)“ für „habit \(command.rawValue)“; \(didYouMean(suggestion))"
        case .unknownOption(let option, let command?, nil):
            return "Unbekannte Option „\(option)“ für „habit \(command.rawValue)“; siehe „habit help \(command.rawValue)“."
        case .unknownOption(let option, nil, let suggestion?):
            return "Unbekannte Option „\(option)“; \(didYouMean(suggestion))"
        case .unknownOption(let option, nil, nil): return "Unbekannte Option „\(option)“; siehe „habit help“."
        case .nameLikeOption(let option, let command, let retry):
            return "Unbekannte Option „\(option)“ für „habit \(command.rawValue)“; "
                + "ein Name oder Text, der mit „-“ beginnt, gehört hinter „--“: \(retry)"
        case .missingValue(let option, let placeholder):
            return "Die Option „\(option)“ braucht einen Wert: \(option) \(self.placeholder(placeholder))"
        case .unexpectedValue(let option): return "Die Option „\(option)“ nimmt keinen Wert; schreibe nur \(option)."
        case .missingArgument(let command, let placeholder):
            return "„habit \(command.rawValue)“ braucht \(self.placeholder(placeholder)); siehe „habit help \(command.rawValue)“."
        case .argumentNotTaken(let argument, let command):
            return
                "„habit \(command.rawValue)“ nimmt keine Argumente, bekam aber „\(argument)“; rufe es allein auf: habit \(command.rawValue)"
        case .extraArgument(let argument, let command, let several):
            return "Unerwartetes Argument „\(argument)“ für „habit \(command.rawValue)“; "
                + "setze Namen mit Leerzeichen in Anführungszeichen (\(listed(several.map(\.rawValue))) nehmen mehrere Namen)."
        case .allWithNames(let name, let command):
            return "„habit \(command.rawValue) --all“ meint alle Gewohnheiten, bekam aber auch den Namen „\(name)“; "
                + "gib die Namen an oder --all."
        case .optionAfterEnd(let option, let command):
            return
                "„\(option)“ steht hinter „--“, das die Optionen beendet, und gilt für „habit \(command.rawValue)“ als Argument; "
                + "setze die Optionen vor „--“."
        case .badDate(let text):
            return "„\(text)“ ist kein Tag; verwende JJJJ-MM-TT (ein Datum, das es gibt), heute oder gestern."
        case .badWeeks(let text, let range):
            return
                "„\(text)“ ist keine gültige Anzahl Wochen; verwende eine ganze Zahl von \(range.lowerBound) bis \(range.upperBound)."
        case .dayTooEarly(let text, let earliest):
            return "„\(text)“ liegt vor \(earliest.year), dem frühesten Tag, den habit annimmt; prüfe das Jahr."
        case .badColor(let text, let choices):
            return "„\(text)“ ist keine Farbe; wähle eine von: \(choices.joined(separator: ", "))."
        case .badColorMode(let text): return "„\(text)“ ist kein Farbmodus; verwende --color auto, always oder never."
        case .unknownHelpTopic(let topic, let suggestion?):
            return "Es gibt keinen Befehl „\(topic)“; \(didYouMean(suggestion))"
        case .unknownHelpTopic(let topic, nil): return "Es gibt keinen Befehl „\(topic)“; siehe „habit help“."
        case .badFormat(let text): return "„\(text)“ ist kein Format; verwende --format csv oder --format json."
        case .badTracker(let text, _):
            return "„\(text)“ ist kein Tracker, aus dem habit importiert; verwende --from loop, harsh, habitctl oder dijo."
        case .trackerWithFormat:
            return "--from und --format lassen sich nicht verbinden: --from liest die eigenen Dateien des Trackers."
        case .badDays(let text):
            return "„\(text)“ ist kein Wochentag; verwende --days mit Wochentagen durch Kommas getrennt, etwa mo,mi,fr "
                + "(mo,di,mi,do,fr,sa,so oder ganze Namen, englisch mo…su, mon…sun, französisch lun…dim), "
                + "oder werktags oder wochenende."
        case .badPerWeek(let text, let range):
            return
                "„\(text)“ ist keine Zahl von Tagen pro Woche; verwende --per-week mit einer ganzen Zahl von \(range.lowerBound) bis \(range.upperBound)."
        case .badEvery(let text, let range):
            return
                "„\(text)“ ist kein Abstand; verwende --every mit einer ganzen Zahl von Tagen von \(range.lowerBound) bis \(range.upperBound)."
        case .conflictingSchedules(let first, let second):
            return "\(first) und \(second) lassen sich nicht kombinieren; gib einen Zeitplan an: --days, --per-week oder --every "
                + "(edit kennt auch --daily)."
        case .nothingToEdit:
            return "Nichts zu ändern; gib --days, --per-week, --every, --daily, --icon, --color, --goal, --at-most, "
                + "--weekly-goal, --unit oder --no-goal an. Siehe „habit help edit“."
        case .amount(let error, let limits): return amountProblem(error, limits: limits)
        case .conflictingGoals(let first, let second):
            return "\(first) und \(second) lassen sich nicht kombinieren; gib nur eine der beiden Optionen an."
        case .goalConflictsWithSchedule("--weekly-goal", let schedule):
            return "--weekly-goal lässt sich nicht mit \(schedule) kombinieren: ein Wochenziel ersetzt den Zeitplan; "
                + "lass \(schedule) weg."
        case .goalConflictsWithSchedule(let goal, let schedule):
            return "\(goal) lässt sich nicht mit \(schedule) kombinieren: es gilt für jeden fälligen Tag; "
                + "nimm stattdessen --days oder --every."
        case .unitWithoutGoal:
            return "--unit nennt, was ein Ziel zählt; gib es mit --goal, --at-most oder --weekly-goal an."
        case .badBack(let text, let maximum):
            return
                "„\(text)“ ist keine Zahl von Tagen; verwende eine ganze Zahl von 0 bis \(maximum), etwa --back 14."
        case .repeatedOption(let option): return "Die Option „\(option)“ wurde zweimal angegeben; gib sie einmal an."
        case .blankName(let command):
            return "Ein Gewohnheitsname kann nicht leer sein; „habit \(command.rawValue)“ braucht den Namen einer Gewohnheit."
        case .badPosition(let text): return "„\(text)“ ist keine Stelle; verwende eine ganze Zahl ab 1 (ganz oben), etwa --to 1."
        case .moveNeedsOneTarget:
            return "habit move braucht genau eins von --to N, --before ANDERE und --after ANDERE, etwa: habit move Lesen --to 1"
        case .badWait(let text, true, let maximum):
            return "HABIT_WAIT ist „\(text)“, das ist keine Zahl von Sekunden; "
                + "verwende eine Zahl von 0 bis \(maximum), etwa --wait 60."
        case .badWait(let text, false, let maximum):
            return "„\(text)“ ist keine Zahl von Sekunden; verwende eine Zahl von 0 bis \(maximum), "
                + "etwa --wait 60."
        case .unknownShell(let text, let suggestion?):
            return "Für „\(text)“ gibt es keine Vervollständigung; \(didYouMean(suggestion))"
        case .unknownShell(let text, nil): return "Für „\(text)“ gibt es keine Vervollständigung; wähle bash, zsh oder fish."
        case .badCandidates(let text):
            return "Die Vervollständigung kennt keine Vorschläge namens „\(text)“; frage nach commands, options oder days."
        }
    }

    private func store(_ error: StoreError, limits: FileLimits) -> String {
        switch error {
        case .noHome:
            return "Unklar, wo die Daten liegen: HOME ist nicht gesetzt. "
                + "Setze HABIT_FILE auf den Pfad der Datendatei oder nutze --file PFAD."
        case .homeNotAbsolute(let home):
            return "Unklar, wo die Daten liegen: HOME ist „\(home)“, kein absoluter Pfad. "
                + "Setze HOME auf einen Pfad, der mit / beginnt, oder HABIT_FILE auf den Pfad der Datendatei, oder nutze --file PFAD."
        case .wouldBeUnreadable(let path, .tooLarge(let size)):
            return "Die Änderung würde \(path) \(size >> 20) MiB groß machen, mehr als die \(limits.maximumSize >> 20) MiB, "
                + "die habit wieder liest; nichts wurde geändert."
        case .wouldBeUnreadable(let path, .format(let problem)):
            return "Die Änderung würde \(path) so schreiben, dass habit es nicht wieder lesen könnte "
                + "(\(format(problem))); nichts wurde geändert."
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
            return "\(path) ist keine gültige Habit-Datei: \(format(problem)) — "
                + "sie blieb unverändert; repariere sie oder spiele eine Sicherung ein."
        case .newerVersion(let path, let version):
            return "\(path) hat das Format Version \(version), dieses habit liest nur bis Version \(limits.newestVersion); "
                + "aktualisiere habit. Die Datei blieb unverändert."
        case .writeFailed(let path, let reason):
            return "\(path) konnte nicht gespeichert werden: \(reason). Nichts wurde geändert."
        case .notAFile(let path):
            return "\(path) ist keine gewöhnliche Datei (sondern ein Gerät, eine Pipe oder ein Socket); "
                + "lass HABIT_FILE oder --file auf eine Datei zeigen."
        case .tooLarge(let path, let size):
            return "\(path) ist \(size) Bytes groß, größer als eine Habit-Datei sein kann "
                + "(höchstens \(limits.maximumSize >> 20) MiB); sie blieb unverändert. "
                + "Lass HABIT_FILE oder --file auf deine Habit-Datei zeigen."
        case .nothingToUndo(let path):
            return "Nichts rückgängig zu machen: habit hat an \(path) nichts geändert, das sich zurücknehmen ließe."
        case .changedSinceBackup(let path, let backup):
            return "\(path) wurde seit dem letzten Speichern durch habit verändert (von Hand oder von einem anderen Programm); "
                + "Rückgängigmachen würde das verlieren, daher wurde nichts wiederhergestellt. "
                + "Die Gewohnheiten vor der letzten Änderung durch habit liegen in \(backup)."
        }
    }

    private func format(_ problem: FormatProblem) -> String {
        switch problem {
        case .syntax(let line, let column, let problem): return "Zeile \(line), Spalte \(column): \(syntax(problem))"
        case .missingKey(let path): return "der Schlüssel „\(path)“ fehlt"
        case .wrongType(let path, let expected): return "„\(path)“ müsste \(kind(expected)) sein"
        case .duplicateKey(let path): return "der Schlüssel „\(path)“ kommt doppelt vor"
        case .badDay(let path, let text): return "„\(path)“ ist „\(text)“, kein Tag (JJJJ-MM-TT oder JJJJ-MM-TT/JJJJ-MM-TT)"
        case .badColor(let path, let text): return "„\(path)“ ist „\(text)“, keine Farbe der Palette"
        case .badID(let path, let text): return "„\(path)“ ist „\(text)“, keine UUID"
        case .duplicateID(let path): return "„\(path)“ wiederholt die ID einer früheren Gewohnheit"
        case .invalidHabit(let path, let error): return "„\(path)“: \(withoutFinalStop(habit(error)))"
        case .duplicateName(let path, let name):
            return "„\(path)“ ist „\(name)“, der Name einer früheren Gewohnheit "
                + "(Namen müssen sich auch ohne Groß- und Kleinschreibung unterscheiden)"
        case .futureDay(let path, let text, let today, let ahead):
            return
                "„\(path)“ ist „\(text)“, mehr als \(plural(ahead, one: "einen Tag", other: "\(ahead) Tage")) nach heute (\(date(today))), "
                + "also ging beim Schreiben wohl die Uhr falsch"
        case .dayTooEarly(let path, let text, let earliest):
            return "„\(path)“ ist „\(text)“, vor \(earliest.year), dem frühesten Tag, den habit annimmt"
        case .outOfRange(let path, let text, let range):
            return
                "„\(path)“ ist \(text); erlaubt ist \(digitGroups.grouped(String(range.lowerBound))) bis \(digitGroups.grouped(String(range.upperBound)))"
        case .badPause(let path, let text):
            return "„\(path)“ ist „\(text)“, keine Pause "
                + "(JJJJ-MM-TT/JJJJ-MM-TT mit dem Ende nicht vor dem Beginn, oder JJJJ-MM-TT/..)"
        case .unknownValue(let path, let text): return "„\(path)“ ist „\(text)“, was diese Version von habit nicht versteht"
        }
    }

    /// Ein Satz dieser Tabelle in einem anderen, ohne seinen Punkt.
    private func withoutFinalStop(_ text: String) -> String {
        text.hasSuffix(".") ? String(text.dropLast()) : text
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

    private func importFailed(_ error: ImportError, limits: FileLimits, amounts: AmountLimits) -> String {
        let problem = importProblem(error, limits: limits, amounts: amounts)
        return error.foundInput ? problem + " Nichts wurde importiert." : problem
    }

    private func importProblem(_ error: ImportError, limits: FileLimits, amounts: AmountLimits) -> String {
        switch error {
        case .fileNotFound(let path):
            return "Es gibt keine Datei \(path) zum Importieren; prüfe den Pfad oder lies mit - von der Standardeingabe."
        case .isDirectory(let path): return "\(path) ist ein Ordner; gib die CSV- oder JSON-Datei zum Importieren an."
        case .unreadable(let path, let reason):
            return store(.unreadable(path: path, reason: reason), limits: limits)
        case .tooLarge(nil, _):
            return "Die Standardeingabe enthält mehr als die \(limits.maximumSize >> 20) MiB einer Habit-Datei; "
                + "teile sie auf."
        case .tooLarge(let path?, nil):
            return "\(path) enthält mehr als die \(limits.maximumSize >> 20) MiB einer Habit-Datei; "
                + "teile sie auf."
        case .tooLarge(let path?, let size?):
            return "\(path) ist \(size >> 20) MiB groß, mehr als die \(limits.maximumSize >> 20) MiB einer Habit-Datei; "
                + "teile sie auf."
        case .syntax(let line, let problem): return "Zeile \(line): \(csv(problem))."
        case .columnCount(let line, let found):
            return "Zeile \(line) hat \(plural(found, one: "\(found) Feld", other: "\(found) Felder")); "
                + "jede Zeile braucht name,date oder name,date,state,amount,note "
                + "(setze einen Namen mit Komma in Anführungszeichen)."
        case .badState(let line, let text):
            return
                "Zeile \(line): Der Zustand „\(text)“ ist weder done noch skipped; schreib done oder skipped oder lass das Feld leer."
        case .badAmount(let line, let text):
            return
                "Zeile \(line): Die Menge „\(text)“ ist keine Zahl von 0 bis \(largest(amounts)) mit höchstens \(amounts.decimals) Nachkommastellen."
        case .badNote(let line):
            return
                "Zeile \(line): Die Notiz hat einen Zeilenumbruch oder ein Steuerzeichen oder mehr als \(amounts.noteLength) Zeichen; erlaubt ist eine Zeile mit höchstens \(amounts.noteLength) Zeichen."
        case .badDate(let line, let text):
            return "Zeile \(line): „\(text)“ ist kein Tag; verwende JJJJ-MM-TT (ein Datum, das es gibt)."
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
                "„\(name)“ hat im JSON einen Tag in der Zukunft: den \(date(day)) (heute ist der \(date(today))); korrigiere oder entferne ihn."
        case .foreignFileMissing(let path, let tracker):
            return "Es gibt keine Datei \(path); \(trackerFiles(tracker))"
        case .foreignLine(let path, let line, let problem):
            return "\(path), Zeile \(line): \(foreignLine(problem, amounts: amounts))"
        case .foreignJSON(let path, let problem):
            return "\(path) ist keine Gewohnheitsdatei von dijo: \(format(problem))."
        case .badZip(let path):
            return "\(path) ist keine Zip-Datei, die habit lesen kann (beschädigt, verschlüsselt oder anders gepackt); "
                + "entpacke sie und importiere den Ordner."
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
        case .empty: return "Der Name der Gewohnheit ist leer; trag dort einen Namen ein oder entferne die Zeile."
        case .controlCharacter(let name):
            return "Der Name „\(name)“ enthält einen Zeilenumbruch oder ein Steuerzeichen; "
                + "schreib ihn in der Datei als einfachen Text."
        case .tooLong(let length, let maximum):
            return "Der Name ist \(length) Zeichen lang, mehr als die \(maximum), die ein Name haben darf; "
                + "kürze ihn in der Datei."
        }
    }

    private func foreignLine(_ problem: ForeignLineProblem, amounts: AmountLimits) -> String {
        switch problem {
        case .csv(let problem): return csv(problem) + "."
        case .unreadable(let text, let expected): return "„\(text)“ ist nicht lesbar; erwartet wird \(expected)."
        case .futureDate(let day, let today):
            return "Der \(date(day)) liegt in der Zukunft (heute ist der \(date(today))); korrigiere das Datum dort."
        case .badName(let problem): return rowName(problem)
        case .badAmount(let text):
            return
                "Die Menge „\(text)“ ist keine Zahl von 0 bis \(largest(amounts)) mit höchstens \(amounts.decimals) Nachkommastellen."
        case .noteTooLong(let length):
            return "Die Notiz hat \(length) Zeichen, mehr als die \(amounts.noteLength), die habit behält; kürze sie dort."
        }
    }

    /// „10 Sekunden“, „1 Sekunde“, „2,5 Sekunden“.
    private func seconds(_ value: Double) -> String {
        let number = value == value.rounded() ? String(Int(value)) : String(String(value).map { $0 == "." ? "," : $0 })
        return value == 1 ? "\(number) Sekunde" : "\(number) Sekunden"
    }

    private func configFailed(_ error: ConfigError) -> String {
        switch error {
        case .notASetting(let path, let line, let text):
            return "\(path), Zeile \(line): „\(text)“ ist keine Einstellung; schreib Schlüssel = Wert, etwa day-starts-at = 4. "
                + "Es wurde nichts getan."
        case .unknownKey(let path, let line, let key, let suggestion?):
            return "\(path), Zeile \(line): Es gibt keine Einstellung „\(key)“; \(didYouMean(suggestion)) "
                + "Es wurde nichts getan."
        case .unknownKey(let path, let line, let key, nil):
            return "\(path), Zeile \(line): Es gibt keine Einstellung „\(key)“; die Einstellungen sind day-starts-at, "
                + "language und color. Es wurde nichts getan."
        case .badValue(let path, let line, let key, let value):
            return "\(path), Zeile \(line): \(key.rawValue) kann nicht „\(value)“ sein; \(allowed(key)). Es wurde nichts getan."
        case .badEnvironment(let variable, let key, let value):
            return "\(variable) ist „\(value)“, das kann \(key.rawValue) nicht sein; \(allowed(key)). Es wurde nichts getan."
        case .unreadable(let path, let reason):
            return "Die Einstellungsdatei \(path) lässt sich nicht lesen: \(reason); prüfe ihre Rechte. Es wurde nichts getan."
        case .notText(let path):
            return "Die Einstellungsdatei \(path) ist keine Textdatei mit Zeilen Schlüssel = Wert; korrigiere oder entferne sie. "
                + "Es wurde nichts getan."
        }
    }

    private func allowed(_ key: ConfigFile.Key) -> String {
        switch key {
        case .dayStartsAt: return "erlaubt ist eine Stunde von 0 bis 23, etwa 4 oder 04:00"
        case .language: return "erlaubt ist " + Languages.all.map(\.code).sorted().joined(separator: ", ")
        case .color: return "erlaubt ist auto, always oder never"
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
        }
    }
}
