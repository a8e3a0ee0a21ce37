import HabitCore

/// The English sentences about schedules, skipped days and pauses.
extension English {
    /// The sentence for `message`.
    func schedule(_ message: ScheduleMessage) -> String {
        switch message {
        case .edited(let name, let schedule?, let restyled):
            let style = restyled ? " It has its new icon and colour." : ""
            return "\(name) is now due \(dueWords(schedule)); this applies to its whole history." + style
        case .edited(let name, nil, _): return "\(name) has its new icon and colour."
        case .skipped(let name, .today, let streak): return "– \(name) skipped today — \(daysInARow(streak))"
        case .skipped(let name, let day, let streak): return "– \(name) skipped \(phrase(day)) — \(daysInARow(streak))"
        case .alreadySkipped(let name, let day): return "\(name) was already skipped \(phrase(day)); nothing changed."
        case .paused(let name, let from, let until?, _):
            return from == until
                ? "‖ \(name) paused on \(format(from))." : "‖ \(name) paused from \(format(from)) through \(format(until))."
        case .paused(let name, let from, nil, let resume):
            return "‖ \(name) paused from \(format(from)) until you resume it with: \(resume)"
        case .alreadyPaused(let name): return "\(name) was already paused on those days; nothing changed."
        case .resumed(let name): return "▶ \(name) resumed: it is due again from today."
        case .notPaused(let name): return "\(name) is not paused today or later; nothing changed."
        case .scheduleWords(let schedule): return words(schedule)
        case .scheduleLabel: return "Schedule:"
        case .nothingDue(.today): return "Nothing is due today."
        case .nothingDue(let day): return "Nothing was due \(phrase(day))."
        case .weekProgress(let done, let times): return "\(done) of \(times) this week"
        case .pausedMark: return "paused"
        case .pausedToday(let resume): return "‖ Paused today · resume with: \(resume)"
        case .notDueToday(let check): return "· Not due today · check it off anyway with: \(check)"
        case .skippedToday(let check): return "– Skipped today · check it off instead with: \(check)"
        case .legend(let done, let skipped, let paused, let notDue, let missed):
            return "\(done) done  \(skipped) skipped  \(paused) paused  \(notDue) not due  \(missed) missed"
        case .rate(let rate): return rateWords(rate)
        }
    }

    /// "every day", "Mon, Wed, Fri", "3 times a week", "every 3 days".
    private func words(_ schedule: Schedule) -> String {
        switch schedule {
        case .daily: return "every day"
        case .days(let weekdays): return dayList(weekdays)
        case .perWeek(1): return "once a week"
        case .perWeek(let times): return "\(times) times a week"
        case .every(let interval): return "every \(interval) days"
        }
    }

    /// The schedule after "due": "every day", "on Mon, Wed, Fri", "3 times a week".
    private func dueWords(_ schedule: Schedule) -> String {
        if case .days(let weekdays) = schedule { return "on " + dayList(weekdays) }
        return words(schedule)
    }

    private func dayList(_ weekdays: Set<Weekday>) -> String {
        Weekday.allCases.filter(weekdays.contains).map { String(name(of: $0).prefix(3)) }.joined(separator: ", ")
    }

    /// What a rate counted, in words.
    private func rateWords(_ rate: HabitStatistics.Rate) -> String {
        guard let percent = rate.percent else {
            return rate.measure == .weeks ? "no week met or missed yet" : "no days yet"
        }
        switch rate.measure {
        case .days: return "\(rate.done) of \(rate.days) (\(percent)%)"
        case .dueDays: return "\(rate.done) of \(rate.days) due days (\(percent)%)"
        case .interval(let interval):
            let done = rate.done == 1 ? "1 done day" : "\(rate.done) done days"
            let days = rate.days == 1 ? "1 day" : "\(rate.days) days"
            return "\(done) in \(days), once every \(interval) days needed (\(percent)%)"
        case .weeks: return "\(rate.done) of \(rate.days) \(rate.days == 1 ? "week" : "weeks") met (\(percent)%)"
        }
    }
}
