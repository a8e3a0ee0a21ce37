import HabitCore

/// Die deutschen Sätze zu Zeitplänen, übersprungenen Tagen und Pausen.
extension German {
    /// Der Satz für `message`.
    func schedule(_ message: ScheduleMessage) -> String {
        switch message {
        case .edited(let name, let schedule?, let restyled):
            let style = restyled ? " Symbol und Farbe sind neu." : ""
            return "\(name) ist jetzt \(dueWords(schedule)) fällig; das gilt für die ganze Geschichte." + style
        case .edited(let name, nil, _): return "\(name) hat ein neues Symbol und eine neue Farbe."
        case .skipped(let name, .today, let streak): return "– \(name) heute ausgelassen — \(daysInARow(streak))"
        case .skipped(let name, let day, let streak): return "– \(name) \(phrase(day)) ausgelassen — \(daysInARow(streak))"
        case .alreadySkipped(let name, let day): return "\(name) war \(phrase(day)) schon ausgelassen; nichts geändert."
        case .paused(let name, let from, let until?, _):
            return from == until
                ? "‖ \(name) pausiert am \(format(from))." : "‖ \(name) pausiert vom \(format(from)) bis zum \(format(until))."
        case .paused(let name, let from, nil, let resume):
            return "‖ \(name) pausiert ab dem \(format(from)), bis zum Fortsetzen mit: \(resume)"
        case .alreadyPaused(let name): return "\(name) war an diesen Tagen schon pausiert; nichts geändert."
        case .resumed(let name): return "▶ \(name) fortgesetzt: ab heute wieder fällig."
        case .notPaused(let name): return "\(name) ist weder heute noch später pausiert; nichts geändert."
        case .scheduleWords(let schedule): return words(schedule)
        case .scheduleLabel: return "Zeitplan:"
        case .nothingDue(.today): return "Heute ist nichts fällig."
        case .nothingDue(let day): return "\(capitalizedFirst(phrase(day))) war nichts fällig."
        case .weekProgress(let done, let times): return "\(done) von \(times) diese Woche"
        case .pausedMark: return "pausiert"
        case .pausedToday(let resume): return "‖ Heute pausiert · fortsetzen mit: \(resume)"
        case .notDueToday(let check): return "· Heute nicht fällig · trotzdem abhaken mit: \(check)"
        case .skippedToday(let check): return "– Heute ausgelassen · stattdessen abhaken mit: \(check)"
        case .legend(let done, let skipped, let paused, let notDue, let missed):
            return "\(done) erledigt  \(skipped) ausgelassen  \(paused) pausiert  \(notDue) nicht fällig  \(missed) verpasst"
        case .rate(let rate): return rateWords(rate)
        }
    }

    private func capitalizedFirst(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    /// "jeden Tag", "Mo, Mi, Fr", "3-mal pro Woche", "alle 3 Tage".
    private func words(_ schedule: Schedule) -> String {
        switch schedule {
        case .daily: return "jeden Tag"
        case .days(let weekdays): return dayList(weekdays)
        case .perWeek(1): return "einmal pro Woche"
        case .perWeek(let times): return "\(times)-mal pro Woche"
        case .every(let interval): return "alle \(interval) Tage"
        }
    }

    /// The schedule after "ist jetzt … fällig": "jeden Tag", "Mo, Mi, Fr", "3-mal pro Woche".
    private func dueWords(_ schedule: Schedule) -> String {
        if case .days(let weekdays) = schedule { return "am " + dayList(weekdays) }
        return words(schedule)
    }

    private func dayList(_ weekdays: Set<Weekday>) -> String {
        Weekday.allCases.filter(weekdays.contains).map { String(name(of: $0).prefix(2)) }.joined(separator: ", ")
    }

    /// Was eine Quote gezählt hat, in Worten; ein Leerzeichen vor „%“.
    private func rateWords(_ rate: HabitStatistics.Rate) -> String {
        guard let percent = rate.percent else {
            return rate.measure == .weeks ? "noch keine Woche geschafft oder verpasst" : "noch keine Tage"
        }
        switch rate.measure {
        case .days: return "\(rate.done) von \(rate.days) (\(percent) %)"
        case .dueDays: return "\(rate.done) von \(rate.days) fälligen Tagen (\(percent) %)"
        case .interval(let interval):
            let done = rate.done == 1 ? "1 erledigter Tag" : "\(rate.done) erledigte Tage"
            let days = rate.days == 1 ? "1 Tag" : "\(rate.days) Tagen"
            return "\(done) in \(days), nötig ist einer alle \(interval) Tage (\(percent) %)"
        case .weeks: return "\(rate.done) von \(rate.days) \(rate.days == 1 ? "Woche" : "Wochen") geschafft (\(percent) %)"
        }
    }
}
