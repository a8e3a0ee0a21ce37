import HabitCore

/// `habit` auf Deutsch („5 Tage in Folge“, „Heute erledigt“).
struct German: LanguageTable {
    let code = "de"
    let pluralRule = PluralRule.oneForOne
    let digitGroups = DigitGroups(separator: ".")
    let decimalSeparator: Character = ","
    let answerWords = AnswerWords(yes: ["ja", "j"], no: ["nein", "n"])

    /// „mindestens 8 Gläser am Tag“, „höchstens 2 Tassen an jedem fälligen Tag“, „mindestens 20 km pro Woche“.
    func goalWords(_ goal: Goal, daily: Bool) -> String {
        let amount = measure(goal.amount, goal.unit)
        switch (goal.kind, daily) {
        case (.atLeast, true): return "mindestens \(amount) am Tag"
        case (.atLeast, false): return "mindestens \(amount) an jedem fälligen Tag"
        case (.atMost, true): return "höchstens \(amount) am Tag"
        case (.atMost, false): return "höchstens \(amount) an jedem fälligen Tag"
        case (.weeklyAtLeast, _): return "mindestens \(amount) pro Woche"
        }
    }

    func date(_ day: Day) -> String {
        "\(day.day). \(dateWords.monthNames[day.month].short) \(day.year)"
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
        case .template: return "VORLAGE"
        case .shell: return "SHELL"
        case .seconds: return "SEKUNDEN"
        case .weekdays: return "TAGE"
        case .times, .monthTimes: return "K"
        case .monthDays: return "TAGE"
        case .period: return "ZEITRAUM"
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
        case .via: return "WEG"
        case .clockTimes: return "ZEITEN"
        case .interval: return "ABSTAND"
        case .clockTime: return "UHRZEIT"
        case .tags: return "TAGS"
        }
    }

    func phrase(_ day: DayPhrase) -> String {
        switch day {
        case .today: return "heute"
        case .yesterday: return "gestern"
        case .on(let day): return "am " + date(day)
        }
    }

    func daysInARow(_ streak: StreakCount) -> String {
        let count = streak.length
        switch streak.unit {
        case .day: return plural(count, one: "\(count) Tag in Folge", other: "\(count) Tage in Folge")
        case .time: return plural(count, zero: "noch keine Serie", one: "1-mal in Folge", other: "\(count)-mal in Folge")
        case .week: return plural(count, one: "\(count) Woche in Folge", other: "\(count) Wochen in Folge")
        case .month: return plural(count, one: "\(count) Monat in Folge", other: "\(count) Monate in Folge")
        }
    }

    /// „jeden Tag“, „Mo, Mi, Fr“, „3-mal pro Woche“, „alle 3 Tage“, „2-mal im Monat“, „jeden Monat
    /// am 1. und 15.“.
    func scheduleWords(_ schedule: Schedule) -> String {
        switch schedule {
        case .daily: return "jeden Tag"
        case .days(let weekdays): return weekdayList(weekdays)
        case .perWeek(let times): return plural(times, one: "einmal pro Woche", other: "\(times)-mal pro Woche")
        case .every(let interval): return "alle \(interval) Tage"
        case .perMonth(let times): return plural(times, one: "einmal im Monat", other: "\(times)-mal im Monat")
        case .monthlyOn(let days): return "jeden Monat am " + listed(MonthDayList(days).map(monthDayWord))
        }
    }

    /// „1.“, „15.“, „letzten Tag“: ein Tag eines Zeitplans nach Tagen des Monats.
    private func monthDayWord(_ day: MonthDayList.Item) -> String {
        switch day {
        case .numbered(let number): return dateWords.ordinalRule.ordinal(number)
        case .last: return "letzten Tag"
        }
    }

    /// Der Zeitplan in „ist jetzt … fällig“ und „ist wieder … fällig“: „montags und mittwochs“,
    /// „jede Woche einmal“ (denn „wieder einmal pro Woche“ klänge nach „erneut“).
    func dueWords(_ schedule: Schedule) -> String {
        switch schedule {
        case .days(let weekdays):
            return listed(Weekday.allCases.filter(weekdays.contains).map { weekdayName($0).lowercased() + "s" })
        case .perWeek(let times): return plural(times, one: "jede Woche einmal", other: "\(times)-mal pro Woche")
        case .perMonth(let times): return plural(times, one: "jeden Monat einmal", other: "\(times)-mal im Monat")
        case .daily, .every, .monthlyOn: return scheduleWords(schedule)
        }
    }

    /// „A“, „A und B“, „A, B und C“.
    func listed(_ items: [String]) -> String {
        listed(items, conjunction: " und ")
    }

    private func weekdayList(_ weekdays: Set<Weekday>) -> String {
        Weekday.allCases.filter(weekdays.contains).map { dateWords.weekdayNames[$0].short }.joined(separator: ", ")
    }

    func days(_ count: Int) -> String {
        plural(count, one: "\(count) Tag", other: "\(count) Tage")
    }

    /// Nach „mit“: „mit 1 Eintrag“, „mit 12 Einträgen“.
    func entries(_ count: Int) -> String {
        plural(count, one: "\(count) Eintrag", other: "\(count) Einträgen")
    }

    /// "5/8 Gläser", "diese Woche 12/20 km", "3" ohne Ziel: der Stand in einer Frage von `ask`, in `status`
    /// und nach `log`.
    func progress(_ progress: AmountProgress) -> String {
        switch progress {
        case .alone(let total): return number(total)
        case .ofGoal(let total, let goal): return ofGoal(total, goal)
        case .ofWeeklyGoal(let total, let goal, true): return "diese Woche \(ofGoal(total, goal))"
        case .ofWeeklyGoal(let total, let goal, false): return "in jener Woche \(ofGoal(total, goal))"
        }
    }

    /// "5/8 Gläser": eine Menge gegen Menge und Einheit des Ziels.
    func ofGoal(_ total: Amount, _ goal: Goal) -> String {
        "\(number(total))/\(measure(goal.amount, goal.unit))"
    }
}
