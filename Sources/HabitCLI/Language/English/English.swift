import HabitCore

/// `habit` in English: the fallback language.
struct English: LanguageTable {
    let code = "en"
    let pluralRule = PluralRule.oneForOne
    let digitGroups = DigitGroups(separator: ",")
    let decimalSeparator: Character = "."
    let answerWords = AnswerWords(yes: ["yes", "y"], no: ["no", "n"])

    /// "at least 8 Gläser a day", "at most 2 Tassen on each due day", "at least 20 km a week".
    func goalWords(_ goal: Goal, daily: Bool) -> String {
        let amount = measure(goal.amount, goal.unit)
        switch (goal.kind, daily) {
        case (.atLeast, true): return "at least \(amount) a day"
        case (.atLeast, false): return "at least \(amount) on each due day"
        case (.atMost, true): return "at most \(amount) a day"
        case (.atMost, false): return "at most \(amount) on each due day"
        case (.weeklyAtLeast, _): return "at least \(amount) a week"
        }
    }

    func date(_ day: Day) -> String {
        "\(dateWords.monthNames[day.month].short) \(day.day), \(day.year)"
    }

    func placeholder(_ placeholder: Placeholder) -> String {
        switch placeholder {
        case .name: return "NAME"
        case .newName: return "NEW_NAME"
        case .names: return "NAME…"
        case .day: return "DAY"
        case .path: return "PATH"
        case .icon: return "ICON"
        case .color: return "COLOR"
        case .when: return "WHEN"
        case .command: return "COMMAND"
        case .count: return "N"
        case .file: return "FILE"
        case .format: return "FORMAT"
        case .template: return "TEMPLATE"
        case .shell: return "SHELL"
        case .seconds: return "SECONDS"
        case .weekdays: return "DAYS"
        case .times, .monthTimes: return "K"
        case .monthDays: return "DAYS"
        case .period: return "PERIOD"
        case .base: return "BASE"
        case .ours: return "OURS"
        case .theirs: return "THEIRS"
        case .amount: return "AMOUNT"
        case .unit: return "UNIT"
        case .text: return "TEXT"
        case .tracker: return "TRACKER"
        case .candidates: return "WHAT"
        case .position: return "N"
        case .other: return "OTHER"
        case .via: return "HOW"
        case .clockTimes: return "TIMES"
        case .interval: return "INTERVAL"
        case .clockTime: return "TIME"
        case .tags: return "TAGS"
        }
    }

    func phrase(_ day: DayPhrase) -> String {
        switch day {
        case .today: return "today"
        case .yesterday: return "yesterday"
        case .on(let day): return "on " + date(day)
        }
    }

    func daysInARow(_ streak: StreakCount) -> String {
        let count = streak.length
        switch streak.unit {
        case .day: return plural(count, one: "\(count) day in a row", other: "\(count) days in a row")
        case .time: return plural(count, one: "\(count) time in a row", other: "\(count) times in a row")
        case .week: return plural(count, one: "\(count) week in a row", other: "\(count) weeks in a row")
        case .month: return plural(count, one: "\(count) month in a row", other: "\(count) months in a row")
        }
    }

    /// "every day", "Mon, Wed, Fri", "3 times a week", "every 3 days", "2 times a month", "on the
    /// 1st and 15th of each month".
    func scheduleWords(_ schedule: Schedule) -> String {
        switch schedule {
        case .daily: return "every day"
        case .days(let weekdays): return weekdayList(weekdays)
        case .perWeek(let times): return plural(times, one: "once a week", other: "\(times) times a week")
        case .every(let interval): return "every \(interval) days"
        case .perMonth(let times): return plural(times, one: "once a month", other: "\(times) times a month")
        case .monthlyOn(let days): return "on the " + listed(MonthDayList(days).map(monthDayWord)) + " of each month"
        }
    }

    /// "1st", "15th", "last day": one day of a `monthlyOn` schedule.
    private func monthDayWord(_ day: MonthDayList.Item) -> String {
        switch day {
        case .numbered(let number): return dateWords.ordinalRule.ordinal(number)
        case .last: return "last day"
        }
    }

    /// The schedule after "due": "every day", "on Mondays and Wednesdays", "3 times a week".
    func dueWords(_ schedule: Schedule) -> String {
        switch schedule {
        case .days(let weekdays): return "on " + listed(Weekday.allCases.filter(weekdays.contains).map { weekdayName($0) + "s" })
        case .daily, .perWeek, .every, .perMonth, .monthlyOn: return scheduleWords(schedule)
        }
    }

    /// "A", "A and B", "A, B and C".
    func listed(_ items: [String]) -> String {
        listed(items, conjunction: " and ")
    }

    private func weekdayList(_ weekdays: Set<Weekday>) -> String {
        Weekday.allCases.filter(weekdays.contains).map { dateWords.weekdayNames[$0].short }.joined(separator: ", ")
    }

    func days(_ count: Int) -> String {
        plural(count, one: "\(count) day", other: "\(count) days")
    }

    func entries(_ count: Int) -> String {
        plural(count, one: "\(count) entry", other: "\(count) entries")
    }

    /// "5/8 Gläser", "12/20 km this week", "3" without a goal: the progress in a question of `ask`, in `status`
    /// and after `log`.
    func progress(_ progress: AmountProgress) -> String {
        switch progress {
        case .alone(let total): return number(total)
        case .ofGoal(let total, let goal): return ofGoal(total, goal)
        case .ofWeeklyGoal(let total, let goal, true): return "\(ofGoal(total, goal)) this week"
        case .ofWeeklyGoal(let total, let goal, false): return "\(ofGoal(total, goal)) that week"
        }
    }

    /// "5/8 Gläser": a total against its goal's amount and unit.
    func ofGoal(_ total: Amount, _ goal: Goal) -> String {
        "\(number(total))/\(measure(goal.amount, goal.unit))"
    }
}
