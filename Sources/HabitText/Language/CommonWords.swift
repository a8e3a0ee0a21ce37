import HabitCore

/// The words every area of messages shares, from the catalog: goals, dates, days, streaks,
/// schedules, lists, counts and the placeholders of usage lines. The code picks the entry and
/// formats its arguments once for every language; the catalog words them.
extension LanguageTable {
    /// "at least 8 Gläser a day", "at most 2 Tassen on each due day", "at least 20 km a week".
    public func goalWords(_ goal: Goal, daily: Bool) -> String {
        let amount = measure(goal.amount, goal.unit)
        let key: CatalogKey
        switch (goal.kind, daily) {
        case (.atLeast, true): key = .goalAtLeastDaily
        case (.atLeast, false): key = .goalAtLeastOnDueDays
        case (.atMost, true): key = .goalAtMostDaily
        case (.atMost, false): key = .goalAtMostOnDueDays
        case (.weeklyAtLeast, _): key = .goalWeeklyAtLeast
        }
        return catalog.text(key, ["amount": amount])
    }

    /// A date as sentences write it: "Dec 4, 2026", "4. Dez. 2026", "1er déc. 2026".
    public func date(_ day: Day) -> String {
        let month = dateWords.monthNames[day.month].short
        if day.day == 1 { return catalog.text(.dateFirstOfMonth, ["month": month, "year": String(day.year)]) }
        return catalog.text(.dateDay, ["day": String(day.day), "month": month, "year": String(day.year)])
    }

    /// A placeholder of a usage line or a hint: "NAME", "TAG", "NOM".
    public func placeholder(_ placeholder: Placeholder) -> String {
        switch placeholder {
        case .name: return catalog.text(.placeholderName)
        case .newName: return catalog.text(.placeholderNewName)
        case .names: return catalog.text(.placeholderNames)
        case .day: return catalog.text(.placeholderDay)
        case .path: return catalog.text(.placeholderPath)
        case .icon: return catalog.text(.placeholderIcon)
        case .color: return catalog.text(.placeholderColor)
        case .when: return catalog.text(.placeholderWhen)
        case .command: return catalog.text(.placeholderCommand)
        case .count: return catalog.text(.placeholderCount)
        case .file: return catalog.text(.placeholderFile)
        case .format: return catalog.text(.placeholderFormat)
        case .template: return catalog.text(.placeholderTemplate)
        case .shell: return catalog.text(.placeholderShell)
        case .seconds: return catalog.text(.placeholderSeconds)
        case .weekdays: return catalog.text(.placeholderWeekdays)
        case .times, .monthTimes: return catalog.text(.placeholderTimes)
        case .monthDays: return catalog.text(.placeholderMonthDays)
        case .period: return catalog.text(.placeholderPeriod)
        case .base: return catalog.text(.placeholderBase)
        case .ours: return catalog.text(.placeholderOurs)
        case .theirs: return catalog.text(.placeholderTheirs)
        case .amount: return catalog.text(.placeholderAmount)
        case .unit: return catalog.text(.placeholderUnit)
        case .text: return catalog.text(.placeholderText)
        case .tracker: return catalog.text(.placeholderTracker)
        case .candidates: return catalog.text(.placeholderCandidates)
        case .position: return catalog.text(.placeholderPosition)
        case .other: return catalog.text(.placeholderOther)
        case .via: return catalog.text(.placeholderVia)
        case .clockTimes: return catalog.text(.placeholderClockTimes)
        case .interval: return catalog.text(.placeholderInterval)
        case .clockTime: return catalog.text(.placeholderClockTime)
        case .tags: return catalog.text(.placeholderTags)
        case .members: return catalog.text(.placeholderMembers)
        case .needs: return catalog.text(.placeholderNeeds)
        }
    }

    /// A day in a sentence: "today", "yesterday", "on Dec 4, 2026".
    public func phrase(_ day: DayPhrase) -> String {
        switch day {
        case .today: return catalog.text(.dayToday)
        case .yesterday: return catalog.text(.dayYesterday)
        case .on(let day): return catalog.text(.dayOn, ["date": date(day)])
        }
    }

    /// A streak in words: "5 days in a row", "1 week in a row".
    public func daysInARow(_ streak: StreakCount) -> String {
        let count = streak.length
        let arguments: KeyValuePairs<String, String> = ["count": String(count)]
        switch streak.unit {
        case .day: return catalog.text(.streakDaysInARow, count: count, arguments)
        case .time where count == 0: return catalog.text(.streakNoTimesInARow)
        case .time: return catalog.text(.streakTimesInARow, count: count, arguments)
        case .week: return catalog.text(.streakWeeksInARow, count: count, arguments)
        case .month: return catalog.text(.streakMonthsInARow, count: count, arguments)
        }
    }

    /// "every day", "Mon, Wed, Fri", "3 times a week", "every 3 days", "2 times a month", "on the
    /// 1st and 15th of each month".
    public func scheduleWords(_ schedule: Schedule) -> String {
        switch schedule {
        case .daily: return catalog.text(.scheduleDaily)
        case .days(let weekdays):
            return Weekday.allCases.filter(weekdays.contains).map { dateWords.weekdayNames[$0].short }.joined(separator: ", ")
        case .perWeek(1): return catalog.text(.scheduleOncePerWeek)
        case .perWeek(let times): return catalog.text(.schedulePerWeek, count: times, ["count": String(times)])
        case .every(let interval): return catalog.text(.scheduleEvery, ["count": String(interval)])
        case .perMonth(1): return catalog.text(.scheduleOncePerMonth)
        case .perMonth(let times): return catalog.text(.schedulePerMonth, count: times, ["count": String(times)])
        case .monthlyOn(let days):
            return catalog.text(.scheduleMonthlyOn, ["days": listed(MonthDayList(days).map(monthDayWord))])
        }
    }

    /// "1st", "le 15", "last day": one day of a `monthlyOn` schedule.
    private func monthDayWord(_ day: MonthDayList.Item) -> String {
        switch day {
        case .numbered(let number): return catalog.text(.scheduleMonthDay, ["ordinal": dateWords.ordinalRule.ordinal(number)])
        case .last: return catalog.text(.scheduleLastMonthDay)
        }
    }

    /// The schedule after "due": "every day", "on Mondays and Wednesdays", "3 times a week".
    public func dueWords(_ schedule: Schedule) -> String {
        switch schedule {
        case .days(let weekdays):
            return catalog.text(.dueOnWeekdays, ["days": listed(Weekday.allCases.filter(weekdays.contains).map(onWeekdays))])
        case .perWeek(1): return catalog.text(.dueOncePerWeek)
        case .perMonth(1): return catalog.text(.dueOncePerMonth)
        case .daily, .perWeek, .every, .perMonth, .monthlyOn: return scheduleWords(schedule)
        }
    }

    /// "Mondays", "montags", "le lundi": a weekday in a weekly schedule.
    private func onWeekdays(_ weekday: Weekday) -> String {
        switch weekday {
        case .monday: return catalog.text(.dueMondays)
        case .tuesday: return catalog.text(.dueTuesdays)
        case .wednesday: return catalog.text(.dueWednesdays)
        case .thursday: return catalog.text(.dueThursdays)
        case .friday: return catalog.text(.dueFridays)
        case .saturday: return catalog.text(.dueSaturdays)
        case .sunday: return catalog.text(.dueSundays)
        }
    }

    /// "A", "A and B", "A, B and C".
    public func listed(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.joined() }
        let first = items.dropLast().dropFirst().reduce(items[0]) { catalog.text(.listMore, ["first": $0, "next": $1]) }
        return catalog.text(.listPair, ["first": first, "last": last])
    }

    /// "1 day", "2 Tage".
    public func days(_ count: Int) -> String {
        catalog.text(.countDays, count: count, ["count": String(count)])
    }

    /// "1 entry", "12 Einträgen" (German: after "mit").
    public func entries(_ count: Int) -> String {
        catalog.text(.countEntries, count: count, ["count": String(count)])
    }

    /// "5/8 Gläser", "12/20 km this week", "3" without a goal: the progress in a question of
    /// `ask`, in `status` and after `log`.
    public func progress(_ progress: AmountProgress) -> String {
        switch progress {
        case .alone(let total): return number(total)
        case .ofGoal(let total, let goal): return ofGoal(total, goal)
        case .ofWeeklyGoal(let total, let goal, true): return catalog.text(.progressThisWeek, ["progress": ofGoal(total, goal)])
        case .ofWeeklyGoal(let total, let goal, false): return catalog.text(.progressThatWeek, ["progress": ofGoal(total, goal)])
        }
    }

    /// "5/8 Gläser": a total against its goal's amount and unit.
    public func ofGoal(_ total: Amount, _ goal: Goal) -> String {
        "\(number(total))/\(measure(goal.amount, goal.unit))"
    }
}
