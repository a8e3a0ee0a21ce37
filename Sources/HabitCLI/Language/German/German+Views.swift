import HabitCore

extension German {
    /// What the views show: the list, a habit's detail, the calendar, statistics, status and the settings.
    func text(_ message: ViewMessage) -> String {
        switch message {
        // Liste
        case .doneCount(let done, let total, let day): return "\(done) von \(total) \(phrase(day)) erledigt"
        case .noHabitsYet: return "Noch keine Gewohnheiten."
        case .addFirstHabit(let command): return "Lege deine erste Gewohnheit an und hake sie jeden Tag ab: \(command)"
        case .noHabitsOn(let day): return "Am \(date(day)) gab es noch keine Gewohnheit."
        // Detailansicht
        case .daysInARow(let count): return daysInARow(count)
        case .streakAndRecord(let streak, let record?): return "\(daysInARow(streak)) · Rekord: \(recordText(record))"
        case .streakAndRecord(let streak, nil): return "\(daysInARow(streak)) · Rekord: noch keiner"
        case .daysClean(let count): return daysClean(count)
        case .cleanAndRecord(let clean, let slip?, let record?):
            return "\(daysClean(clean)) · letzter Ausrutscher am \(date(slip)) · Rekord: \(recordText(record))"
        case .cleanAndRecord(let clean, nil, let record?):
            return "\(daysClean(clean)) · noch kein Ausrutscher · Rekord: \(recordText(record))"
        case .cleanAndRecord(let clean, let slip?, nil):
            return "\(daysClean(clean)) · letzter Ausrutscher am \(date(slip)) · Rekord: noch keiner"
        case .cleanAndRecord(let clean, nil, nil): return "\(daysClean(clean)) · noch kein Ausrutscher · Rekord: noch keiner"
        case .quitStatus(nil, false, let slip): return "◈ Heute bisher ohne Ausrutscher" + slipTail(slip)
        case .quitStatus(nil, true, let slip): return "◆ Heute ein Ausrutscher" + slipTail(slip)
        case .quitStatus(let day?, false, let slip): return "◇ Am \(date(day)) ohne Ausrutscher" + slipTail(slip)
        case .quitStatus(let day?, true, let slip): return "◆ Am \(date(day)) ein Ausrutscher" + slipTail(slip)
        case .slipWith(let command): return "Ausrutscher eintragen mit: \(command)"
        case .readingLine(let count, let last, let unit):
            return "Nur erfasst, nie fällig: " + plural(count, one: "1 Tag erledigt", other: "\(count) Tage erledigt")
                + ", letzter Wert \(measure(last, unit))"
        case .trackOnlyLine(let count, nil, _):
            return "Nur erfasst, nie fällig: " + plural(count, one: "1 Tag erledigt", other: "\(count) Tage erledigt")
        case .trackOnlyLine(let count, let total?, let unit):
            return "Nur erfasst, nie fällig: " + plural(count, one: "1 Tag erledigt", other: "\(count) Tage erledigt")
                + ", insgesamt \(measure(total, unit))"
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
        // Statistik einer Gewohnheit zum Aufhören
        case .statsQuitLabel(.cleanDays): return "Tage ohne Ausrutscher:"
        case .statsQuitLabel(.lastSlip): return "Letzter Ausrutscher:"
        case .statsQuitLabel(.slips): return "Ausrutscher:"
        case .statsQuitLabel(.slipsPerWeek): return "Ausrutscher pro Woche:"
        case .statsQuitLabel(.slipsPerMonth): return "Ausrutscher pro Monat:"
        case .statsQuitLabel(.currentCleanRun): return "Jetzt ohne Ausrutscher:"
        case .statsQuitLabel(.longestCleanRun): return "Am längsten ohne:"
        case .statsLastSlip(let day?): return date(day)
        case .statsLastSlip(nil): return "noch keiner"
        case .statsSlips(let count, let total, let unit):
            return plural(count, one: "an 1 Tag", other: "an \(count) Tagen") + ", \(measure(total, unit)) insgesamt"
        case .statsNoSlips: return "noch keine"
        case .statsAverageSince(let average, let unit, let day): return "\(measure(average, unit)) im Schnitt seit \(date(day))"
        case .statsCurrentRun(let run?): return recordText(run)
        case .statsCurrentRun(nil): return days(0)
        // Statistik einer nur erfassten Gewohnheit
        case .statsTrackedLabel(.daysRecorded): return "Erfasste Tage:"
        case .statsTrackedLabel(.daysPerWeek): return "Tage pro Woche:"
        case .statsTrackedLabel(.daysPerMonth): return "Tage pro Monat:"
        case .statsTrackedLabel(.total): return "Summe:"
        case .statsTrackedLabel(.totalPerWeek): return "Summe pro Woche:"
        case .statsTrackedLabel(.totalPerMonth): return "Summe pro Monat:"
        case .statsTrackedLabel(.firstDay): return "Erster Tag:"
        case .statsTrackedLabel(.lastDay): return "Letzter Tag:"
        case .statsTrackedLabel(.notes): return "Notizen:"
        case .statsTrackedLabel(.lastReading): return "Letzter Wert:"
        case .statsTrackedLabel(.averageReading): return "Durchschnitt:"
        case .statsTrackedLabel(.lowestReading): return "Tiefster Wert:"
        case .statsTrackedLabel(.highestReading): return "Höchster Wert:"
        case .statsRecordedDay(let day?): return date(day)
        case .statsRecordedDay(nil): return "noch keiner"
        case .statsNoteCount(let count): return plural(count, one: "\(count) Notiz", other: "\(count) Notizen")
        // Mengen und Notizen
        case .amount(let amount, let unit): return measure(amount, unit)
        case .amountOfGoal(let total, let goal): return "\(number(total))/\(measure(goal.amount, goal.unit))"
        case .weekAmountOfGoal(let total, let goal):
            return "\(number(total))/\(measure(goal.amount, goal.unit)) diese Woche"
        case .goalWords(let goal, let daily): return goalWords(goal, daily: daily)
        case .goalLabel(.atMost): return "Limit:"
        case .goalLabel: return "Ziel:"
        case .goalLine(let goal, let daily): return "\(text(.goalLabel(goal.kind))) \(goalWords(goal, daily: daily))"
        case .limitStatus(nil, false, let log): return "◎ Heute bisher innerhalb des Limits" + logTail(log)
        case .limitStatus(nil, true, let log): return "✕ Heute über dem Limit" + logTail(log)
        case .limitStatus(let day?, false, let log): return "✓ Am \(date(day)) innerhalb des Limits" + logTail(log)
        case .limitStatus(let day?, true, let log): return "✕ Am \(date(day)) über dem Limit" + logTail(log)
        case .weekGoalStatus(nil, true, let log): return "✓ Wochenziel diese Woche erreicht" + logTail(log)
        case .weekGoalStatus(nil, false, let log): return "◌ Wochenziel diese Woche noch nicht erreicht" + logTail(log)
        case .weekGoalStatus(let day?, true, let log):
            return "✓ Wochenziel in der Woche bis zum \(date(day)) erreicht" + logTail(log)
        case .weekGoalStatus(let day?, false, let log):
            return "◌ Wochenziel in der Woche bis zum \(date(day)) nicht erreicht" + logTail(log)
        case .logWith(let command): return "eintragen mit: \(command)"
        case .partlyDoneStatus(let day?, let left, let unit, let log, let check):
            return partlyDoneLine(
                "◐ Am \(date(day)) teilweise erledigt, \(measure(left, unit)) unter dem Ziel", log: log, check: check)
        case .partlyDoneStatus(nil, let left, let unit, let log, let check):
            return partlyDoneLine("◐ Heute teilweise erledigt, noch \(measure(left, unit))", log: log, check: check)
        case .amountOn(let day, .ofGoal(let total, let goal)): return "\(dayLabel(day)) \(ofGoal(total, goal))"
        case .amountOn(let day, .overLimit(let total, let goal)):
            return "\(dayLabel(day)) \(ofGoal(total, goal)), über dem Limit"
        case .amountOn(let day, .alone(let total, let unit)): return "\(dayLabel(day)) \(measure(total, unit))"
        case .amountOn(let day, .nothing): return "\(dayLabel(day)) nichts eingetragen"
        case .weekAmountThrough(let day?, let total, let goal):
            return "Die Woche bis zum \(date(day)): \(ofGoal(total, goal))"
        case .weekAmountThrough(nil, let total, let goal): return "Diese Woche bisher: \(ofGoal(total, goal))"
        case .notesHeading: return "Notizen"
        case .lastNotesHeading(let shown, let total):
            return plural(shown, one: "Letzte Notiz von \(total)", other: "Letzte \(shown) von \(total) Notizen")
        case .allNotesWith(let count, let command): return "Alle \(count) Notizen: \(command)"
        case .noNotes: return "Noch keine Notizen."
        case .statsAmountLastDays(let count): return "Summe, \(days(count)):"
        case .statsAmountSince(let day): return "Summe seit \(date(day)):"
        case .statsAmount(let total, let perDay, let perWeek, let unit):
            return "\(measure(total, unit)) · \(measure(perDay, unit)) am Tag · \(measure(perWeek, unit)) pro Woche"
        case .scheduleWords(let schedule): return scheduleWords(schedule)
        case .scheduleLine(let schedule): return "Zeitplan: \(scheduleWords(schedule))"
        case .scheduleLabel: return "Zeitplan:"
        case .weekProgress(let done, let times): return "\(done) von \(times) diese Woche"
        case .monthProgress(let done, let times): return "\(done) von \(times) diesen Monat"
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
        case .legendEntry(let mark, .withinLimitSoFar): return "\(mark) bisher innerhalb des Limits"
        case .legendEntry(let mark, .slip): return "\(mark) Ausrutscher"
        case .legendEntry(let mark, .clean): return "\(mark) ohne Ausrutscher"
        case .legendEntry(let mark, .cleanSoFar): return "\(mark) bisher ohne Ausrutscher"
        case .legendEntry(let mark, .stillOpen): return "\(mark) offen"
        case .legendEntry(let mark, .missed): return "\(mark) verpasst"
        case .legendEntry(let mark, .notDoneInWeek): return "\(mark) nicht erledigt"
        case .legendEntry(let mark, .weekMet): return "\(mark) für diese Woche erledigt"
        case .legendEntry(let mark, .monthMet): return "\(mark) für diesen Monat erledigt"
        case .legendEntry(let mark, .notDue): return "\(mark) nicht fällig"
        case .legendEntry(let mark, .skipped): return "\(mark) ausgelassen"
        case .legendEntry(let mark, .paused): return "\(mark) pausiert"
        // Skripte
        case .statusDone(let name, .today): return "✓ \(name) ist heute erledigt"
        case .statusDone(let name, let day): return "✓ \(name) war \(phrase(day)) erledigt"
        case .statusOpen(let name, .today): return "◌ \(name) ist heute noch offen"
        case .statusOpen(let name, let day): return "○ \(name) war \(phrase(day)) nicht erledigt"
        case .statusProgress(let name, .today, let progress):
            return "◌ \(name) ist heute noch offen: \(self.progress(progress))"
        case .statusProgress(let name, let day, let progress):
            return "○ \(name) war \(phrase(day)) nicht erledigt: \(self.progress(progress))"
        case .statusOverLimit(let name, .today, let total, let goal):
            return "✕ \(name) ist heute über dem Limit: \(number(total))/\(measure(goal.amount, goal.unit))"
        case .statusOverLimit(let name, let day, let total, let goal):
            return "✕ \(name) war \(phrase(day)) über dem Limit: \(number(total))/\(measure(goal.amount, goal.unit))"
        case .statusWithinLimit(let name, .today, let total, let goal):
            return "✓ \(name) ist heute innerhalb des Limits: \(number(total))/\(measure(goal.amount, goal.unit))"
        case .statusWithinLimit(let name, let day, let total, let goal):
            return "✓ \(name) war \(phrase(day)) innerhalb des Limits: \(number(total))/\(measure(goal.amount, goal.unit))"
        // Einstellungen
        case .settingSource(.standard): return "Standard"
        case .settingSource(.file(let path, let line)): return "\(path), Zeile \(line)"
        case .settingSource(.environment(let variable)): return "Umgebungsvariable \(variable)"
        case .settingSource(.commandLine(let option)): return "Kommandozeile (\(option))"
        case .configFile(let path, true): return "Einstellungsdatei: \(path)"
        case .configFile(let path, false):
            return "Einstellungsdatei: \(path) (gibt es nicht; leg sie an, um etwas einzustellen)"
        case .noConfigFile: return "Einstellungsdatei: keine (setze HOME oder XDG_CONFIG_HOME, um eine zu nutzen)"
        case .settingNotSet: return "nicht gesetzt"
        case .dataFileWeek(let day):
            return
                "Die Wochen der Datendatei beginnen am \(weekdayName(day)) (für alle, die sie nutzen; habit week-start TAG ändert das)."
        }
    }

    /// Die Bezeichnung vor der Menge eines Tages: „Heute:“, „Am 27. Nov. 2026:“.
    private func dayLabel(_ day: Day?) -> String {
        day.map { day in "Am \(date(day)):" } ?? "Heute:"
    }

    /// „ · eintragen mit: habit log Kaffee MENGE“, oder nichts ohne Befehl.
    /// „11 Tage ohne Ausrutscher“.
    private func daysClean(_ count: Int) -> String {
        plural(count, one: "\(count) Tag ohne Ausrutscher", other: "\(count) Tage ohne Ausrutscher")
    }

    private func slipTail(_ slip: String?) -> String {
        slip.map { " · Ausrutscher eintragen mit: \($0)" } ?? ""
    }

    private func logTail(_ log: String?) -> String {
        log.map { " · eintragen mit: \($0)" } ?? ""
    }

    /// „1 Tag“, „5-mal“, „3 Wochen“.
    private func count(_ streak: StreakCount) -> String {
        let count = streak.length
        switch streak.unit {
        case .day: return days(count)
        case .time: return "\(count)-mal"
        case .week: return plural(count, one: "\(count) Woche", other: "\(count) Wochen")
        case .month: return plural(count, one: "\(count) Monat", other: "\(count) Monate")
        }
    }

    private func recordText(_ record: Streak) -> String {
        switch DaySpan(record) {
        case .one(let day): return "\(count(StreakCount(record.length, record.unit))) (\(date(day)))"
        case .range(let first, let last):
            return "\(count(StreakCount(record.length, record.unit))) (\(date(first)) – \(date(last)))"
        }
    }

    /// „24 von 30 (80 %)“, oder „noch keine Tage“.
    private func rateText(_ rate: HabitStatistics.Rate) -> String {
        switch (rate.measure, rate.percent) {
        case (.weeks, nil): return "noch keine Woche geschafft oder verpasst"
        case (.months, nil): return "noch kein Monat geschafft oder verpasst"
        case (_, nil): return "noch keine Tage"
        case (.days, let percent?): return "\(rate.done) von \(rate.days) (\(percent) %)"
        case (.dueDays, let percent?):
            return plural(
                rate.days, one: "\(rate.done) von \(rate.days) fälligen Tag (\(percent) %)",
                other: "\(rate.done) von \(rate.days) fälligen Tagen (\(percent) %)")
        case (.interval(let interval), let percent?):
            let done = plural(rate.done, one: "\(rate.done) erledigter Tag", other: "\(rate.done) erledigte Tage")
            let days = plural(rate.days, one: "\(rate.days) Tag", other: "\(rate.days) Tagen")
            return "\(done) in \(days), nötig ist einer alle \(interval) Tage (\(percent) %)"
        case (.weeks, let percent?):
            return plural(
                rate.days, one: "\(rate.done) von \(rate.days) Woche geschafft (\(percent) %)",
                other: "\(rate.done) von \(rate.days) Wochen geschafft (\(percent) %)")
        case (.months, let percent?):
            return plural(
                rate.days, one: "\(rate.done) von \(rate.days) Monat geschafft (\(percent) %)",
                other: "\(rate.done) von \(rate.days) Monaten geschafft (\(percent) %)")
        }
    }
}
