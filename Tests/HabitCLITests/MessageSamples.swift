import Foundation
import HabitCore
@testable import HabitText
@testable import HabitFormat

@testable import HabitStore
@testable import HabitSystem
@testable import HabitCLI

/// At least one sample of every ``Message`` case, with arguments that reach each branch the
/// tables have (today, yesterday, another day; zero, one, many; with and without a suggestion).
/// ``caseCount``, counted in the sources of the area enums, and the test that every case has a
/// sample ask for the samples of a new case.
enum MessageSamples {
    /// The areas of ``Message``: the enums whose cases the tables word, one file each.
    static let areas = [
        "WordMessage", "ViewMessage", "ChangeMessage", "FileMessage", "ErrorMessage", "HelpMessage", "ScriptingMessage",
        "TrendMessage", "ReminderMessage", "ReportMessage", "SyncMessage", "HistoryMessage",
        "TimerMessage",
        "TagMessage",
        "PerfectDayMessage",
        "GroupMessage",
    ]

    /// The number of cases in all the areas of ``Message``, counted in their source: the `case`
    /// declarations directly inside each `enum …Message`, each name of a `case a, b` line counted
    /// once. Swift cannot list the cases of an enum with payloads, and a count kept by hand goes
    /// stale.
    static let caseCount: Int = areas.reduce(0) { $0 + caseCount(of: $1) }

    /// The number of cases of the area enum `name`, counted in its file.
    static func caseCount(of name: String) -> Int {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        // The areas live in the text module; the TUI's words beside the TUI.
        let files = ["Sources/HabitText/Language/Messages", "Sources/HabitCLI/TUI"].map {
            root.appendingPathComponent("\($0)/\(name).swift")
        }
        let source = files.lazy.compactMap { try? String(contentsOf: $0, encoding: .utf8) }.first ?? ""
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let body = lines.drop { !$0.hasPrefix("enum \(name)") && !$0.hasPrefix("public enum \(name)") }.dropFirst().prefix { $0 != "}" }
        return body.filter { $0.hasPrefix("    case ") }.reduce(0) { count, line in
            // Names separated by commas outside the parentheses of a payload.
            var depth = 0
            var names = 1
            for character in line {
                switch character {
                case "(": depth += 1
                case ")": depth -= 1
                case "," where depth == 0: names += 1
                default: break
                }
            }
            return count + names
        }
    }

    /// The name of `message`'s case, found by reflection: the label of its payload, or the case
    /// itself when it has none.
    static func caseName(_ message: Message) -> String {
        guard let inner = Mirror(reflecting: message).children.first?.value else { return "\(message)" }
        return Mirror(reflecting: inner).children.first?.label ?? "\(inner)"
    }

    static let today = Day("2026-11-29")!
    static let other = Day("2026-11-20")!
    static let days: [DayPhrase] = [.today, .yesterday, .on(other)]
    static let counts = [0, 1, 2, 21]
    /// Every count in every unit a streak is counted in.
    static let streaks: [StreakCount] = StreakUnit.allCases.flatMap { unit in counts.map { StreakCount($0, unit) } }
    static let schedules: [Schedule] = [
        .daily, .days([.monday, .wednesday, .friday]), .perWeek(1), .perWeek(3), .every(3), .perMonth(1), .perMonth(2),
        .monthlyOn([1]), .monthlyOn([1, 15]), .monthlyOn([-1]), .monthlyOn([2, 3, 21, 22, 23, 31, -1]),
    ]
    static let rates: [HabitStatistics.Rate] = [
        HabitStatistics.Rate(done: 2, days: 3), HabitStatistics.Rate(done: 0, days: 0),
        HabitStatistics.Rate(done: 1, days: 3, measure: .dueDays), HabitStatistics.Rate(done: 1, days: 1, measure: .interval(3)),
        HabitStatistics.Rate(done: 2, days: 21, measure: .interval(3)), HabitStatistics.Rate(done: 1, days: 1, measure: .weeks),
        HabitStatistics.Rate(done: 1, days: 2, measure: .weeks), HabitStatistics.Rate(done: 0, days: 0, measure: .weeks),
        HabitStatistics.Rate(done: 1, days: 1, measure: .months), HabitStatistics.Rate(done: 2, days: 3, measure: .months),
        HabitStatistics.Rate(done: 0, days: 0, measure: .months),
    ]
    static let streak = Streak(first: Day("2026-11-01")!, last: Day("2026-11-12")!)
    static let oneDayStreak = Streak(first: other, last: other)
    static let rate = HabitStatistics.Rate(done: 2, days: 3)
    static let elapsed: [Elapsed?] = [nil, .moments, .minutes(1), .minutes(2), .hours(1), .hours(21), .days(1), .days(2)]

    /// Every sample.
    static let all: [Message] =
        words.map(Message.word) + (list + show + stats + amountViews + scheduleViews + status + configViews + amountViewsOfCommands + quitViews).map(Message.view)
        + (changes + scheduling + asking + amountCommands + quitChanges).map(Message.change) + (undo + imports + merging).map(Message.file)
        + (errors + notices + amountErrorsOfCommands + quitErrors).map(Message.error) + help.map(Message.help)
        + scripting.map(Message.scripting)
        + reminders.map(Message.reminder)
        + timer.map(Message.timer)
        + trends.map(Message.trend) + report.map(Message.report) + sync.map(Message.sync)
        + history.map(Message.history)
        + tags.map(Message.tag)
        + [PerfectDayMessage.heading, .inARow(1), .inARow(5)].map(Message.perfect)
        + groups.map(Message.group)

    static let history: [HistoryMessage] =
        [
            .didCommand(command: "move"), .didToHabits(command: "rename", names: "Lesen"),
            .empty, .restarted(path: "/tmp/h.history"),
        ] + days.map { HistoryMessage.didOnDay(command: "check", names: "Lesen, Laufen", day: $0) }
        + [true, false].flatMap { flag in
            [HistoryMessage.afterUndo(more: flag), .afterRedo(more: flag), .lineUndated(did: "check Lesen today", undone: flag)]
                + elapsed.compactMap { $0 }.map { HistoryMessage.line(ago: $0, did: "check Lesen today", undone: flag) }
        }

    /// Strength going up, down and staying; totals per period and weekday.
    static let trends: [TrendMessage] =
        [TrendMessage.strengthLabel]
        + [StrengthChange.up(8), .down(3), .unchanged].flatMap { change in
            [1, 30].flatMap { days in
                [TrendMessage.strengthValue(percent: 72, change: change, days: days), .strengthLine(percent: 0, change: change, days: days)]
            }
        }
        + [PeriodLabel.week(today), .week(Day("2026-11-01")!), .month(11, year: 2026), .month(5, year: 2026), .year(2026)]
        .map { TrendMessage.periodLabel($0) }
        + [0, 1, 13].map { TrendMessage.periodTimes($0) }
        + [
            .periodAmount(Amount(millionths: 12_500_000), unit: "km"), .periodAmount(Amount(3), unit: nil),
            .periodReadings(nil, unit: "kg"),
            .periodReadings(
                Readings(
                    [Day(year: 2026, month: 11, day: 23)!: Amount(80), Day(year: 2026, month: 11, day: 25)!: Amount(millionths: 78_600_000)],
                    from: Day(year: 2026, month: 11, day: 23)!, through: Day(year: 2026, month: 11, day: 29)!),
                unit: "kg"),
            .chartGoalLegend(mark: "│", goal: try! Goal(.atLeast, Amount(8), unit: "Gläser"), daily: true),
            .chartGoalLegend(mark: "│", goal: try! Goal(.atMost, Amount(2), unit: "Tassen"), daily: false),
            .chartGoalLegend(mark: "│", goal: try! Goal(.weeklyAtLeast, Amount(20), unit: "km"), daily: true),
            .chartLeftOut(.beforeStart(other)), .chartLeftOut(.paused(1)), .chartLeftOut(.paused(5)),
            .chartLeftOut(.beforeStartAndPaused(other, paused: 1)), .chartLeftOut(.beforeStartAndPaused(other, paused: 5)),
            .weekdaysHeading(first: other, last: today), .weekdayDone(done: 3, due: 4, percent: 75),
            .weekdayDone(done: 0, due: 0, percent: nil), .badPeriod("fortnight"),
            .badLast("0", range: StatsCommand.lastRange), .byNeedsName(command: "habit stats NAME --by week"),
            .lastNeedsPeriods(command: "habit stats NAME --by month --last 6"),
            .rangeNeedsWeekdays(command: "habit stats NAME --by weekday --from DAY"),
            .rangeBackwards(first: today, last: other),
        ] + Weekday.allCases.map { TrendMessage.weekdayLabel($0) }

    static let words: [WordMessage] =
        Weekday.allCases.flatMap { [WordMessage.weekdayLetter($0), .weekdayName($0)] }
        + (1...12).map { .monthAbbreviation($0) }
        + [.date(today), .date(Day("2026-03-01")!), .percent(67), .percent(100), .yesNoHint]
        + [Placeholder.name, .newName, .names, .day, .path, .icon, .color, .when, .command, .count, .file, .format, .shell, .seconds, .position, .other, .amount, .unit, .text, .template].map {
            .placeholder($0)
        }

    static let list: [ViewMessage] =
        counts.flatMap { done in days.map { ViewMessage.doneCount(done: done, total: 3, day: $0) } }
        + days.map { ViewMessage.nothingDue(day: $0) }
        + [.noHabitsYet, .addFirstHabit(command: "habit add NAME"), .noHabitsOn(day: other)]

    static let show: [ViewMessage] =
        streaks.flatMap { [ViewMessage.daysInARow($0), .streakAndRecord(streak: $0, record: streak)] }
        + counts.map { ViewMessage.calendarHeading(weeks: $0 + 1) }
        + [.streakAndRecord(streak: 0, record: nil), .record(streak), .record(oneDayStreak), .record(nil), .lastSevenDays]
        + days.flatMap { [ViewMessage.doneOn(day: $0, undo: "habit uncheck Lesen"), .openOn(day: $0, check: "habit check Lesen")] }
        + days.flatMap { [ViewMessage.doneStatus(day: $0), .openStatus(day: $0)] }
        + [.undoWith(command: "habit uncheck Lesen"), .checkWith(command: "habit check Lesen")]

    static let stats: [ViewMessage] =
        counts.flatMap { [ViewMessage.statsLastDays($0), .statsDays($0)] }
        + [
            .statsSince(other), .statsTotalLabel, .statsStreakLabel, .statsRecordLabel, .statsBestWeekdayLabel,
            .statsRecord(streak), .statsRecord(nil), .statsBestWeekday(.wednesday, rate), .statsBestWeekday(nil, nil),
        ]
        + rates.map { ViewMessage.statsRate($0) }

    /// Goals of each kind, with and without a unit, and amounts with and without decimals.
    static let goals: [Goal] = [
        try! Goal(.atLeast, Amount(8), unit: "Gläser"), try! Goal(.atMost, Amount(2), unit: "Tassen"),
        try! Goal(.weeklyAtLeast, Amount(millionths: 20_500_000), unit: "km"), try! Goal(.atLeast, Amount(1)),
    ]
    static let amounts: [Amount] = [.zero, Amount(3), Amount(millionths: 2_500_000), Amount(millionths: 1_166_667)]

    static let amountViews: [ViewMessage] =
        amounts.flatMap { amount in
            [ViewMessage.amount(amount, unit: nil), .amount(amount, unit: "km")]
                + goals.flatMap { [ViewMessage.amountOfGoal(amount, goal: $0), .weekAmountOfGoal(amount, goal: $0)] }
        }
        + goals.flatMap { goal in [ViewMessage.goalWords(goal, daily: true), .goalWords(goal, daily: false)] }
        + Goal.Kind.allCases.map { ViewMessage.goalLabel($0) }
        + goals.flatMap { goal in [ViewMessage.goalLine(goal, daily: true), .goalLine(goal, daily: false)] }
        + [nil, other].flatMap { day in
            [true, false].flatMap { flag in
                [
                    ViewMessage.limitStatus(day: day, over: flag, log: "habit log Kaffee AMOUNT"),
                    .weekGoalStatus(day: day, reached: flag, log: "habit log Laufen AMOUNT"),
                    .limitStatus(day: day, over: flag, log: nil), .weekGoalStatus(day: day, reached: flag, log: nil),
                ]
            }
                + [
                    ViewMessage.partlyDoneStatus(
                        day: day, left: Amount(3), unit: "Gläser", log: "habit log Wasser AMOUNT", check: "habit check Wasser"),
                    .partlyDoneStatus(day: day, left: Amount(millionths: 2_500_000), unit: nil, log: nil, check: nil),
                ]
        }
        + [nil, other].flatMap { day in
            [ViewMessage.amountOn(day: day, amount: DayAmount(total: nil, goal: nil)), .amountOn(day: day, amount: DayAmount(total: Amount(3), goal: nil))]
                + goals.flatMap { goal in
                    [
                        ViewMessage.amountOn(day: day, amount: DayAmount(total: nil, goal: goal)), .amountOn(day: day, amount: DayAmount(total: Amount(3), goal: goal)),
                        .weekAmountThrough(day: day, total: Amount(12), goal: goal),
                    ]
                }
        }
        + [
            .logWith(command: "habit log Kaffee AMOUNT"), .addToItWith(command: "habit log Wasser AMOUNT"),
            .fillUpWith(command: "habit check Wasser"), .notesHeading,
            .lastNotesHeading(shown: 3, total: 12), .lastNotesHeading(shown: 1, total: 4),
            .allNotesWith(count: 12, command: "habit show Wasser --notes"), .noNotes, .statsAmountSince(other),
            .statsAmount(total: Amount(35), perDay: Amount(5), perWeek: Amount(35), unit: "Gläser"),
            .statsAmount(total: Amount(millionths: 2_500_000), perDay: Amount(millionths: 360_000), perWeek: Amount(millionths: 2_500_000), unit: nil),
        ]
        + counts.map { ViewMessage.statsAmountLastDays($0) }

    static let changes: [ChangeMessage] =
        days.flatMap { day in
            streaks.flatMap { streak -> [ChangeMessage] in
                [
                    ChangeMessage.checked(name: "Lesen", day: day, streak: streak),
                    .alreadyChecked(name: "Lesen", day: day, streak: streak),
                    .unchecked(name: "Lesen", day: day, streak: streak),
                ]
            } + [.wasNotChecked(name: "Lesen", day: day)]
                + [true, false].flatMap { thisWeek -> [ChangeMessage] in
                    [
                        .checkedInWeek(name: "Laufen", day: day, progress: .under(done: 1, times: 3, thisWeek: thisWeek)),
                        .checkedInWeek(
                            name: "Laufen", day: day,
                            progress: .made(done: 3, times: 3, thisWeek: thisWeek, streak: StreakCount(4, .week))),
                        .checkedInMonth(name: "Laufen", day: day, progress: .under(done: 1, times: 2, thisMonth: thisWeek)),
                        .checkedInMonth(
                            name: "Laufen", day: day,
                            progress: .made(done: 2, times: 2, thisMonth: thisWeek, streak: StreakCount(4, .month))),
                    ]
                }
        }
        + [
            .added(icon: "📚", name: "Lesen", check: "habit check Lesen"), .renamed(from: "Lesen", to: "Lektüre"),
            .addedOnSchedule(icon: "🏃", name: "Laufen", schedule: .perWeek(3), check: "habit check Laufen"),
            .addedOnSchedule(icon: "🏃", name: "Laufen", schedule: .perWeek(1), check: "habit check Laufen"),
            .addedOnSchedule(icon: "🏃", name: "Laufen", schedule: .every(2), check: "habit check Laufen"),
            .addedOnSchedule(
                icon: "🏃", name: "Laufen", schedule: .days([.monday, .wednesday, .friday]), check: "habit check Laufen"),
            .changedWhileArchived(name: "Lesen", unarchive: "habit unarchive Lesen"),
            .nameUnchanged(name: "Lesen"), .kept(name: "Lesen"), .weekStartChanged(.sunday), .weekStartUnchanged(.saturday),
            .archived(name: "Lesen", unarchive: "habit unarchive Lesen"), .alreadyArchived(name: "Lesen"),
            .unarchived(name: "Lesen"), .notArchived(name: "Lesen"), .noArchivedHabits, .moved(name: "Lesen", position: 1),
            .notMoved(name: "Lesen", position: 2),
        ]
        + counts.dropFirst().map { ChangeMessage.allArchived(count: $0, command: "habit list --archived") }
        + counts.flatMap { [ChangeMessage.deleteQuestion(name: "Lesen", entries: $0), .deleted(name: "Lesen", entries: $0)] }

    static let changeKinds: [HabitChange] =
        counts.map { .restored(name: "Lesen", entries: $0) }
        + [
            .removed(name: "Lesen"), .renamed(from: "Lektüre", to: "Lesen"), .restyled(name: "Lesen"),
            .rescheduled(name: "Lesen", schedule: .days([.monday, .friday])), .rescheduled(name: "Lesen", schedule: .daily),
            .repaused(name: "Lesen"), .archiving(name: "Lesen", isArchived: true), .archiving(name: "Lesen", isArchived: false),
            .marked(name: "Lesen", days: [today], isDone: true), .marked(name: "Lesen", days: [other, today.previous], isDone: false),
            .marked(name: "Lesen", days: [other, today.previous, today], isDone: true),
            .skipped(name: "Lesen", days: [today], isSkipped: true), .skipped(name: "Lesen", days: [other], isSkipped: false),
            .answeredNo(name: "Lesen", days: [today.previous], isAnswered: true),
            .answeredNo(name: "Lesen", days: [today.previous], isAnswered: false),
            .amounts(name: "Wasser", days: [today]), .amounts(name: "Wasser", days: [other, today.previous, today]),
            .notes(name: "Wasser", days: [other]), .regoaled(name: "Wasser", goal: water, daily: true),
            .regoaled(name: "Kaffee", goal: coffee, daily: false), .regoaled(name: "Laufen", goal: running, daily: true),
            .regoaled(name: "Wasser", goal: nil, daily: true),
        ]

    static let scheduling: [ChangeMessage] =
        schedules.flatMap { schedule -> [ChangeMessage] in
            [
                .edited(name: "Lesen", change: .schedule(schedule)),
                .edited(name: "Lesen", change: .scheduleAndLook(schedule, .icon)),
                .edited(name: "Lesen", change: .scheduleAndLook(schedule, .color)),
                .edited(name: "Lesen", change: .scheduleAndLook(schedule, .iconAndColor)),
            ]
        }
        + days.flatMap { day -> [ChangeMessage] in
            [.skipped(name: "Lesen", day: day, streak: 2), .alreadySkipped(name: "Lesen", day: day)]
        }
        + [
            .edited(name: "Lesen", change: .look(.icon)), .edited(name: "Lesen", change: .look(.color)),
            .edited(name: "Lesen", change: .look(.iconAndColor)), .editUnchanged(name: "Lesen"),
            .paused(name: "Lesen", days: PausedDays(from: other, until: other, resume: "habit resume Lesen")),
            .paused(name: "Lesen", days: PausedDays(from: other, until: today, resume: "habit resume Lesen")),
            .paused(name: "Lesen", days: PausedDays(from: other, until: nil, resume: "habit resume Lesen")), .alreadyPaused(name: "Lesen"),
            .resumed(name: "Lesen"), .notPaused(name: "Lesen"),
        ]

    static let scheduleViews: [ViewMessage] =
        schedules.flatMap { schedule in [ViewMessage.scheduleWords(schedule), .scheduleLine(schedule)] }
        + [
            .scheduleLabel, .weekProgress(done: 1, times: 3), .monthProgress(done: 1, times: 2), .pausedMark,
            .pausedToday(resume: "habit resume Lesen"), .notDueToday(check: "habit check Lesen"),
            .skippedToday(check: "habit check Lesen"),
        ]
        + DayMark.allCases.map { ViewMessage.legendEntry(mark: $0.symbol, meaning: $0) }

    static let asking: [ChangeMessage] =
        days.map { ChangeMessage.askQuestion(name: "Lesen", day: $0) }
        + [
            .askKeys(skip: true), .askKeys(skip: false), .askHelp(skip: true), .askHelp(skip: false), .nothingToAsk,
            .nothingAnswered, .askSummary(done: 2, notDone: 1, skipped: 0), .askSummary(done: 0, notDone: 0, skipped: 1),
            .askSummaryWithLeft(done: 1, notDone: 0, skipped: 1, left: 1),
            .askSummaryWithLeft(done: 21, notDone: 2, skipped: 2, left: 21),
        ]

    static let undo: [FileMessage] =
        changeKinds.flatMap { change in
            elapsed.flatMap { ago in [true, false].map { FileMessage.undone(change, today: today, ago: ago, redo: $0) } }
        }
        + elapsed.flatMap { ago in [true, false].map { FileMessage.undoneOrder(ago: ago, redo: $0) } }
        + [true, false].map { FileMessage.undoneWeekStart(.sunday, ago: elapsed.first ?? nil, redo: $0) }
        + [.undoAgain(redo: true), .undoAgain(redo: false)]

    static let status: [ViewMessage] =
        days.flatMap { [ViewMessage.statusDone(name: "Lesen", day: $0), .statusOpen(name: "Lesen", day: $0)] }

    static let imports: [FileMessage] =
        [
            .imported(ImportOutcome(days: 0, habits: 0, newHabits: 0, alreadyDone: 0)), .imported(ImportOutcome(days: 0, habits: 2, newHabits: 0, alreadyDone: 0)),
            .imported(ImportOutcome(days: 1, habits: 1, newHabits: 0, alreadyDone: 1)),
            .imported(ImportOutcome(days: 21, habits: 2, newHabits: 0, alreadyDone: 21)), .imported(ImportOutcome(days: 2, habits: 1, newHabits: 1, alreadyDone: 0)),
            .imported(ImportOutcome(days: 21, habits: 2, newHabits: 2, alreadyDone: 1)), .imported(ImportOutcome(days: 21, habits: 21, newHabits: 0, alreadyDone: 2)),
            .importedAmounts(counts: ImportedCount.nonZero(days: 3, amounts: 2, notes: 1), habits: 3, newHabits: 3, changed: true),
            .importedAmounts(counts: ImportedCount.nonZero(days: 0, amounts: 1, notes: 0), habits: 1, newHabits: 0, changed: true),
            .importedAmounts(counts: ImportedCount.nonZero(days: 0, amounts: 0, notes: 21), habits: 2, newHabits: 0, changed: true),
            .importedAmounts(counts: ImportedCount.nonZero(days: 1, amounts: 21, notes: 2), habits: 1, newHabits: 0, changed: false),
            .importedHistory(from: .loop, habits: 0, newHabits: 0, done: 0, skips: 0, amounts: 0, notes: 0),
            .importedHistory(from: .harsh, habits: 1, newHabits: 1, done: 1, skips: 1, amounts: 1, notes: 1),
            .importedHistory(from: .habitctl, habits: 21, newHabits: 2, done: 2_000_000, skips: 3, amounts: 0, notes: 21),
            .importNotice(.nearestSchedule(name: "Gießen", frequency: "2/5", schedule: .perWeek(3))),
            .importNotice(.nearestSchedule(name: "Pass", frequency: "1/500", schedule: .every(365))),
            .importNotice(.monthlySchedule(name: "Miete", frequency: "1/30", schedule: .perMonth(1))),
            .importNotice(.monthlySchedule(name: "Putzen", frequency: "2/4w", schedule: .perMonth(2))),
            .importNotice(.keptSettings(name: "Lesen")), .importNotice(.renamedTwin(name: "Lesen", renamed: "Lesen 2")),
            .importNotice(.leftOutLine(path: "/tmp/h/log", line: 7, text: "2026-11-02 : Lesen : y : x : -1", problem: .badAmount(text: "-1"))),
            .importNotice(.defaultSettings(newHabits: 1)), .importNotice(.defaultSettings(newHabits: 3)),
            .importNotice(.defaultSettings(newHabits: 2_000_000)),
            .csvLeavesOutSettings(habits: 1), .csvLeavesOutSettings(habits: 2), .csvLeavesOutSettings(habits: 2_000_000),
            .importedNothingNew(from: .harsh, habits: 1), .importedNothingNew(from: .loop, habits: 8),
        ]

    /// One goal of each kind: 8 glasses a day, at most 2 cups a day, 20 km a week; and one
    /// without a unit.
    static let water = try! Goal(.atLeast, Amount(8), unit: "Gläser")
    static let coffee = try! Goal(.atMost, Amount(2), unit: "Tassen")
    static let running = try! Goal(.weeklyAtLeast, Amount(20), unit: "km")
    static let bare = try! Goal(.atLeast, Amount(millionths: 2_500_000))
    static let commandGoals = [water, coffee, running, bare]

    static let amountErrors: [AmountError] = [
        .notANumber("1e5"), .tooManyDecimals("0.1234567"), .tooLarge("2000000000"),
        .totalTooLarge(other, total: Amount(1_000_000_001)), .totalBelowZero(today, total: Amount(millionths: -500_000)),
        .negativeTotal(Amount(millionths: -1_500_000)),
        .futureDay(Day("2026-11-30")!, today: today), .invalidGoal(.atLeast, .zero), .invalidGoal(.atMost, Amount(-1)),
        .invalidGoal(.weeklyAtLeast, Amount(0)), .invalidUnit("a\tb"), .controlCharacterInNote("a\nb"), .noteTooLong(length: 501),
        .unusableCharacterInUnit("km\u{FFFF}", "\u{FFFF}"), .unusableCharacterInNote("a\u{1FFFE}", "\u{1FFFE}"),
    ]

    /// Amounts and notes in the commands: every goal against totals below, at and above it, on each kind of day.
    static let amountCommands: [ChangeMessage] =
        commandGoals.flatMap { goal -> [ChangeMessage] in
            [true, false].flatMap { daily -> [ChangeMessage] in
                [
                    .addedMeasured(icon: "💧", name: "Wasser", goal: goal, daily: daily, log: "habit log Wasser 1"),
                    .goalSet(name: "Wasser", goal: goal, daily: daily),
                ]
            }
                + [Amount.zero, Amount(millionths: 2_500_000), Amount(20), Amount(25)].flatMap { total in
                    days.map { day in
                        ChangeMessage.logged(name: "Wasser", day: day, total: LoggedTotal(total: total, goal: goal, week: total + Amount(5), thisWeek: day != .on(other)))
                    }
                }
                + [Amount.zero, Amount(millionths: 2_500_000)].flatMap { total in
                    days.flatMap { day in
                        [
                            ChangeMessage.askAmountQuestion(name: "Wasser", day: day, progress: AmountProgress(total: total, goal: goal, thisWeek: day != .on(other)))
                        ]
                    }
                }
        }
        + days.flatMap { day -> [ChangeMessage] in
            [
                .logged(name: "Lesen", day: day, total: LoggedTotal(total: Amount(30), goal: nil, week: nil, thisWeek: true)),
                .logged(name: "Gewicht", day: day, total: .reading(Amount(millionths: 78_600_000), unit: "kg")),
                .limitKept(name: "Kaffee", day: day, total: Amount(1), goal: coffee, over: false),
                .limitKept(name: "Kaffee", day: day, total: Amount(3), goal: coffee, over: true),
                .amountCleared(name: "Kaffee", day: day, total: Amount(3), unit: "Tassen"),
                .amountCleared(name: "Lesen", day: day, total: Amount(millionths: 2_500_000), unit: nil),
                .nothingRecorded(name: "Kaffee", day: day),
                .askAmountQuestion(name: "Lesen", day: day, progress: AmountProgress(total: Amount(30), goal: nil, thisWeek: true)),
                .noteSaved(name: "Wasser", day: day, removed: false), .noteSaved(name: "Wasser", day: day, removed: true),
                .noteUnchanged(name: "Wasser", day: day, hasNote: true), .noteUnchanged(name: "Wasser", day: day, hasNote: false),
            ]
        }
        + [
            .goalRemoved(name: "Wasser", had: true), .goalRemoved(name: "Wasser", had: false),
            .remindersSet(name: "Lesen", times: ["20:00"]), .remindersSet(name: "Lesen", times: ["08:00", "12:30", "20:00"]),
            .remindersCleared(name: "Lesen", defaultTime: "20:00"),
        ]
        + [true, false].flatMap { skip in
            [true, false].flatMap { check in [ChangeMessage.askAmountKeys(skip: skip, check: check), .askAmountHelp(skip: skip, check: check)] }
        }

    /// The views' sentences about amounts that the commands' samples above vary too.
    static let amountViewsOfCommands: [ViewMessage] =
        commandGoals.flatMap { goal in
            [Amount.zero, Amount(millionths: 2_500_000)].flatMap { total in
                days.map { day in
                    ViewMessage.statusProgress(name: "Wasser", day: day, progress: AmountProgress(total: total, goal: goal, thisWeek: day != .on(other)))
                }
            }
        }
        + days.flatMap { day -> [ViewMessage] in
            [
                .statusOverLimit(name: "Kaffee", day: day, total: Amount(3), goal: coffee),
                .statusWithinLimit(name: "Kaffee", day: day, total: Amount(1), goal: coffee),
            ]
        }

    /// The errors of the commands about amounts.
    static let amountErrorsOfCommands: [ErrorMessage] = [
        .checkWeeklyGoal(name: "Laufen", log: "habit log Laufen AMOUNT"),
        .goalDoesNotFitSchedule(name: "Gym", kind: .atLeast, schedule: .perWeek(3)),
        .goalDoesNotFitSchedule(name: "Gym", kind: .atMost, schedule: .perWeek(3)),
        .goalDoesNotFitSchedule(name: "Friseur", kind: .atLeast, schedule: .perMonth(2)),
        .goalDoesNotFitSchedule(name: "Gym", kind: .weeklyAtLeast, schedule: .days([.monday, .friday])),
        .noGoalForUnit(name: "Lesen"),
    ]

    static let usageErrors: [UsageError] =
        [
            .unknownCommand("chek", suggestion: "check"), .unknownCommand("xyz", suggestion: nil),
            .unknownOption("--dat", command: .check, suggestion: "--date"), .unknownOption("--zzz", command: .check, suggestion: nil),
            .unknownOption("--vers", command: nil, suggestion: "--version"), .unknownOption("--zzz", command: nil, suggestion: nil),
            .nameLikeOption("-minus", command: .check, retry: "habit check -- -minus"),
            .nameLikeOption("-x", command: .note, retry: "habit note 'Wasser trinken' -- -x"), .missingValue(option: "--date", placeholder: .day),
            .unexpectedValue(option: "--yes"), .missingArgument(command: .rename, placeholder: .newName),
            .argumentNotTaken("extra", command: .todo), .extraArgument("extra", command: .add), .allWithNames("Lesen", command: .pause),
            .optionAfterEnd("--goal", command: .add), .date(.notADay("übermorgen?")), .date(.nonexistentDay("31.04.", month: 4, year: 2026, days: 30)),
            .date(.ambiguous("11/26")), .badWeeks("0", range: ViewOptions.weekRange),
            .report(.badGridDays("0", range: GridCommand.dayRange)), .report(.reportToTerminal), .report(.svgNeedsName),
            .report(.nameNeedsSVG),
            .date(.tooEarly("1899-12-31", earliest: AcceptedDays.earliest)), .badColor("pinkish", choices: ["red", "blue"]), .badColorMode("nie"), .unknownHelpTopic("chek", suggestion: "check"),
            .unknownHelpTopic("xyz", suggestion: nil), .badFormat("xml"), .badTracker("hash", suggestion: "harsh"), .trackerWithFormat, .skipInvalidWithoutLog,
            .unknownShell("bsh", suggestion: "bash"), .unknownShell("cmd", suggestion: nil), .unknownWeekStart("tuesday"), .badCandidates("names"), .badWait("x", variable: true, maximum: 86_400),
            .badWait("-1", variable: false, maximum: 86_400),
            .repeatedOption("--date"), .badDays("mox"), .badPerWeek("9", range: Schedule.timesPerWeek), .badEvery("1", range: Schedule.intervals),
            .badPerMonth("32", range: Schedule.timesPerMonth), .badMonthlyOn("-2", range: Schedule.daysOfMonth),
            .conflictingSchedules("--days", "--every"), .nothingToEdit, .badBack("x", maximum: 366), .blankName(command: .check), .badPosition("0"), .moveNeedsOneTarget,
            .conflictingGoals("--goal", "--at-most"), .conflictingGoals("--no-goal", "--unit"),
            .goalConflictsWithSchedule("--goal", "--per-week"), .goalConflictsWithSchedule("--weekly-goal", "--days"), .unitWithoutGoal,
            .badStatusPlaceholder("{foo}", choices: ["{done}", "{due}"]), .statusFormatWithName("Lesen"),
            .statusTagWithName("Lesen"),
        ] + amountErrors.map { .amount($0) }

    static let habitErrors: [HabitError] = [
        .futureDay(Day("2026-11-30")!, today: today), .emptyName, .controlCharacterInName("Le\nsen"), .nameTooLong(length: 101, maximum: 100),
        .unusableCharacterInName("Le\u{FFFF}sen", "\u{FFFF}"),
        .nameTaken("Lesen"), .invalidIcon("a b"), .unknownHabit("Lesn", suggestion: "Lesen"), .unknownHabit("Xyz", suggestion: nil),
        .ambiguousHabit("Le", candidates: ["Lesen", "Lernen"]), .nameClash("Cafe", existing: "Café"),
        .lookalikeHabits("cafe", candidates: ["Café", "Cafe"]),
        .duplicateID(UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!, name: "Lesen"), .untrimmedName(" Lesen"),
        .weeklyGoalChecked("Laufen"), .pauseEndsBeforeStart(first: today, last: other), .pauseTooFarAhead(Day("2028-01-01")!, latest: Day("2027-11-29")!),
    ]

    /// Every way a name read from a file can fail (each also a ``HabitError`` above).
    static let nameProblems: [NameProblem] = [
        .empty, .controlCharacter("Le\nsen"), .tooLong(length: 101, maximum: 100), .unusableCharacter("Le\u{FFFE}sen", "\u{FFFE}"),
    ]

    static let syntaxProblems: [JSONSyntaxProblem] = [
        .empty, .trailingText, .tooDeep, .endsEarly, .unexpectedCharacter("x"), .expectedKey, .expectedColon,
        .expectedCommaOrBrace, .expectedCommaOrBracket, .controlCharacter, .unclosedString, .loneSurrogate, .badUnicodeEscape,
        .unknownEscape("q"), .badNumber, .invalidUTF8,
    ]

    static let formatProblems: [FormatProblem] =
        syntaxProblems.map { .syntax(line: 3, column: 7, $0) }
        + [
            .missingKey(path: "habits[0].name"), .wrongType(path: "habits", expected: .list),
            .wrongType(path: "version", expected: .integer), .wrongType(path: "habits[0]", expected: .object),
            .wrongType(path: "habits[0].name", expected: .string), .wrongType(path: "x", expected: .other), .wrongType(path: "archived", expected: .boolean),
            .outOfRange(path: "habits[0].schedule.perWeek", text: "9", range: 1...7),
            .badPause(path: "habits[0].pauses[0]", text: "2026-11-20/2026-11-01"),
            .duplicateKey(path: "version"), .badDay(path: "habits[0].created", text: "2026-13-01"),
            .badColor(path: "habits[0].color", text: "pinkish"), .badID(path: "habits[0].id", text: "abc"),
            .duplicateID(path: "habits[1].id"), .duplicateName(path: "habits[1].name", name: "Lesen"),
            .dayTooEarly(path: "habits[0].created", text: "1800-01-01", earliest: AcceptedDays.earliest), .unknownValue(path: "version", text: "0"),
            .contradiction(path: "habits[0].quit", name: "Rauchen", .quitWithoutZeroLimit),
            .contradiction(path: "habits[0].trackOnly", name: "Rauchen", .quitAndTrackOnly),
            .contradiction(path: "habits[0].skipped", name: "Lesen", .skippedAndDone(other)),
            .contradiction(path: "habits[0].tags", name: "Lesen", .sameTag("morgens", "Morgens")),
        ] + habitErrors.map { .invalidHabit(path: "habits[0]", $0) }

    static let storeErrors: [StoreError] =
        [
            .noHome, .isDirectory(path: "/tmp/h"), .unreadable(path: "/tmp/h", reason: "Permission denied"),
            .newerVersion(path: "/tmp/h", version: 9), .writeFailed(path: "/tmp/h", reason: "No space left on device"),
            .notAFile(path: "/dev/full"), .tooLarge(path: "/tmp/h", size: 80_000_000), .nothingToUndo(path: "/tmp/h"), .nothingToRedo(path: "/tmp/h"),
            .nothingMoreToUndo(path: "/tmp/h", changes: 1), .nothingMoreToUndo(path: "/tmp/h", changes: 50),
            .changedSinceBackup(path: "/tmp/h", backup: "/tmp/h.bak"),
            .wouldBeUnreadable(path: "/tmp/h", problem: .tooLarge(size: 80_000_000)),
            .wouldBeUnreadable(path: "/tmp/h", problem: .format(.missingKey(path: "version"))), .homeNotAbsolute(home: "home"),
            .missingFile(path: "/tmp/h"), .danglingLink(path: "/tmp/h", target: "/nowhere/h"), .symbolicLink(path: "/tmp/h"),
            .hardLinked(path: "/tmp/h", links: 2), .lockTimeout(path: "/tmp/h", lock: "/tmp/h.lock", seconds: 10),
            .lockTimeout(path: "/tmp/h", lock: "/tmp/h.lock", seconds: 1), .lockTimeout(path: "/tmp/h", lock: "/tmp/h.lock", seconds: 2.5),
        ] + formatProblems.map { .corrupt(path: "/tmp/h", problem: $0) }

    static let importErrors: [ImportError] =
        [
            .fileNotFound(path: "/tmp/in.csv"), .isDirectory(path: "/tmp"), .unreadable(path: "/tmp/in.csv", reason: "I/O error"),
            .tooLarge(path: "/tmp/in.csv", size: 80_000_000), .tooLarge(path: "/tmp/in.csv", size: nil), .badState(line: 2, text: "half"),
            .tooLarge(path: nil, size: nil), .columnCount(line: 4, found: 1), .columnCount(line: 4, found: 3),
            .badAmount(line: 3, text: "2000000000"), .badNote(line: 4),
            .badDate(line: 2, text: "gestern"), .futureDate(line: 5, Day("2026-12-01")!, today: today), .json(.missingKey(path: "version")),
            .newerVersion(9),
            .futureDay(name: "Lesen", Day("2026-12-01")!, today: today),
            .foreignFileMissing(path: "/tmp/harsh/log", format: .harsh), .foreignFileMissing(path: "/tmp/l", format: .loop),
            .foreignFileMissing(path: "/tmp/h/habits", format: .habitctl), .foreignFileMissing(path: "/tmp/d", format: .dijo),
            .foreignLine(path: "/tmp/h/log", line: 3, .unreadable(text: "2026-11-01 x", expected: "YYYY-MM-DD")),
            .foreignLine(path: "/tmp/h/log", line: 4, .futureDate(Day("2026-12-01")!, today: today)),
            .foreignLine(path: "/tmp/h/log", line: 5, .badAmount(text: "-1")),
            .foreignLine(path: "/tmp/l/001 Lesen/Checkmarks.csv", line: 2, .badLoopValue(text: "MAYBE")),
            .foreignLine(path: "/tmp/h/log", line: 6, .noteTooLong(length: 501)),
            .foreignLine(
                path: "/tmp/Habits.csv", line: 2,
                .frequencyOutOfRange(text: "2/9223372036854775807", range: ForeignFrequency.numbers)),
            .foreignLine(path: "/tmp/h/log", line: 7, .badName(.empty)), .badZip(path: "/tmp/export.zip"),
            .zipMemberTooLarge(path: "/tmp/export.zip", member: "001 Lesen/Checkmarks.csv", limit: ZipArchive.memberLimit),
            .zipTooLarge(path: "/tmp/export.zip", limit: ZipArchive.totalLimit),
            .sqliteMissing(path: "/tmp/Loop.db"), .notLoopDatabase(path: "/tmp/Loop.db", reason: nil),
            .notLoopDatabase(path: "/tmp/Loop.db", reason: "sqlite3 exited with status 1: file is not a database"),
            .foreignJSON(path: "/tmp/habit_record.json", .missingKey(path: "[0].stats")),
            .foreignLine(path: "/tmp/l/Habits.csv", line: 2, .csv(.unterminatedQuote)),
            .unusableCharacter(text: "a\u{FFFF}b", "\u{FFFF}"),
        ]
        + [
            CSVSyntaxProblem.unterminatedQuote, .quoteInUnquotedField, .textAfterClosingQuote, .invalidUTF8,
            .tooManyFields(limit: CSVReader.Records.maximumFields),
            .fieldTooLong(limit: CSVReader.Records.maximumFieldBytes),
        ].map {
            .syntax(line: 2, $0)
        } + nameProblems.map { .badName(line: 3, $0) }
        + nameProblems.map { .foreignLine(path: "/tmp/h/log", line: 8, .badName($0)) }

    static let configErrors: [ConfigError] = [
        .notASetting(path: "/tmp/config", line: 2, text: "hello"),
        .unknownKey(path: "/tmp/config", line: 3, key: "langauge", suggestion: "language"),
        .unknownKey(path: "/tmp/config", line: 3, key: "xyz", suggestion: nil),
        .badValue(path: "/tmp/config", line: 4, key: .dayStartsAt, value: "25"),
        .badValue(path: "/tmp/config", line: 4, key: .language, value: "xx"),
        .badValue(path: "/tmp/config", line: 4, key: .color, value: "nie"),
        .badEnvironment(variable: "HABIT_DAY_STARTS_AT", key: .dayStartsAt, value: "x"),
        .unreadable(path: "/tmp/config", reason: "Permission denied"), .notText(path: "/tmp/config"),
    ]

    static let configViews: [ViewMessage] = [
        .settingSource(.standard), .settingSource(.file(path: "/tmp/config", line: 2)),
        .settingSource(.environment("HABIT_LANGUAGE")), .settingSource(.commandLine("--color")),
        .configFile(path: "/tmp/config", exists: true), .configFile(path: "/tmp/config", exists: false), .noConfigFile, .settingNotSet, .dataFileWeek(.sunday),
    ]

    /// Errors and notices beyond ``errors``: the config file's, the lock's, the clock's.
    static let notices: [ErrorMessage] =
        [
            .mergeFileMissing(path: "nope.json"), .askNeedsTerminal, .waitingForLock(path: "/tmp/h", lock: "/tmp/h.lock"), .outputFailed(reason: "Broken pipe", saved: true),
            .outputFailed(reason: "Broken pipe", saved: false), .clockOutOfRange(today: Day("1899-12-31")!, years: 1900...9999),
            .clockBehind(latest: Day("2026-12-01")!, today: Day("2026-11-20")!),
            .weeksStartOnMonday(regionWeek: .sunday, argument: "sunday"),
            .timeZoneOutOfRange(text: "UTC+19", offset: "19", maximumHours: 18),
        ] + configErrors.map { .configFailed($0) }

    static let merging: [FileMessage] =
        [
            .merged(path: "other.json", counts: MergedCount.nonZero(added: 1, changed: 0)),
            .merged(path: "other.json", counts: MergedCount.nonZero(added: 0, changed: 2)),
            .merged(path: "other.json", counts: MergedCount.nonZero(added: 2, changed: 1)), .nothingToMerge(path: "other.json"),
        ]

    /// What merging and keeping copies in sync say: every kind of conflict with every kind of value.
    static let sync: [SyncMessage] =
        [
            .conflictsWaiting(count: 1), .conflictsWaiting(count: 2), .noConflicts, .clearConflictsHint,
            .conflictsCleared(count: 1), .conflictsCleared(count: 3), .noConflictsToClear,
            .conflictCopiesFound(count: 1, first: "habits.sync-conflict-20261130-101500-ABCDEFG.json"),
            .conflictCopiesFound(count: 2, first: "habits (Laptop's conflicted copy 2026-11-30).json"),
            .conflictCopyMerged(name: "habits (conflicted copy 2026-11-30 101500).json", folder: "/tmp/h/conflict-copies/"),
            .noConflictCopies(folder: "/tmp/h"), .mergedUnknownKeysOnly(path: "other.json"),
        ]
        + [MergeInputRole.other, .base].flatMap { role in
            [MergeInputKind.folder, .special].map { .mergeInputNotAFile(path: "/tmp/x", role: role, kind: $0) }
        }
        + conflictLines.map { .conflict($0) }

    /// A conflict of every subject, and every kind of value.
    static let conflictLines: [ConflictLine] =
        [
            ConflictLine(habit: "Wasser", subject: .day(other), kept: .skipped, other: .amount(Amount(8), unit: "Gläser")),
            ConflictLine(habit: "Wasser", subject: .day(other), kept: .setAmount(Amount(5), unit: nil), other: .amount(Amount(3), unit: nil)),
            ConflictLine(habit: "Lesen", subject: .day(other), kept: .done, other: .nothing),
            ConflictLine(habit: "Lesen", subject: .note(other), kept: .text("Kapitel 3"), other: .text("im Zug")),
            ConflictLine(habit: "Lesen", subject: .deletedOnOneSide, kept: .changed, other: .deleted),
            ConflictLine(habit: "Lesen", subject: .sameName, kept: .text("Lesen"), other: .text("Lesen 2")),
            ConflictLine(habit: "", subject: .weekStart, kept: .weekday(.monday), other: .weekday(.sunday)),
        ] + MergeField.allCases.map { ConflictLine(habit: "Lesen", subject: .field($0), kept: .text("a"), other: .text("b")) }

    static let errors: [ErrorMessage] =
        [
            .deleteNeedsConfirmation(name: "Lesen", command: "habit delete Lesen --yes"),
            .futureQueryDay(day: Day("2026-11-30")!, today: today), .notCreatedYet(name: "Lesen", created: today, day: other),
        ] + usageErrors.map { .usage($0) } + storeErrors.map { .store($0, limits: .current) } + habitErrors.map { .habit($0) }
        + importErrors.map { .importFailed($0, limits: .current, amounts: .current, nothingImported: $0.foundInput) }

    static let scripting: [ScriptingMessage] =
        [0, 1, 2, 21].flatMap { count in
            [
                .todoTimesLeft(name: "Laufen", times: count, daysLeft: count), .tooltipOpen(done: count, due: 21),
                .todoTimesLeftThisMonth(name: "Friseur", times: count, daysLeft: count),
                .todoAmountLeft(name: "Laufen", amount: Amount(millionths: 2_500_000), unit: "km", daysLeft: count),
                .todoAmountLeft(name: "Laufen", amount: Amount(3), unit: nil, daysLeft: count), .tooltipAllDone(due: count),
            ]
        } + [.tooltipNothingDue]

    static let help: [HelpMessage] =
        [
            .versionWithCommit(version: "0.2.0", commit: "3403f10a2b1c"), .versionWithoutCommit(version: "0.2.0"),
            .copyrightAndLicence(year: "2026", holders: "the habit developers"),
            .tagline, .usageHeading, .commandsHeading, .optionsHeading, .globalOptionsHeading, .exitCodesHeading,
            .dataFileHeading, .dataFileRule, .nameAsCommand, .moreHelp,
        ] + ExitCode.allCases.map { .exitCode($0) } + CommandName.allCases.map { .commandSummary($0) }
        + OptionName.allCases.flatMap { option in
            [nil, CommandName.add, .edit, .import, .status, .grid, .notes, .export, .stats, .report].map { HelpMessage.optionHelp(option, command: $0, facts: .current) }
        }

    /// The grid, the notes, the report and the heatmap.
    static let cellStates: [ReportMessage.CellState] = [
        .done(amount: nil), .done(amount: "8 Gläser"), .partlyDone(amount: "3 Gläser"), .overLimit(amount: "3 Tassen"), .open,
        .missed, .notDue, .skipped, .paused, .beforeStart,
    ]
    static let report: [ReportMessage] =
        [
            .noNotesYet(command: "habit note NAME TEXT"), .noNotesInDays(first: other, last: today),
            .habitHasNoNotes(name: "Lesen"), .reportTitle, .reportRange(first: other, last: today),
            .overallCompletion(done: 1, due: 1, percent: 100), .overallCompletion(done: 0, due: 0, percent: nil),
            .overallCompletion(done: 1234, due: 1500, percent: 82), .streakLabel, .recordLabel, .heatmapStrengthLabel,
            .strengthPercent(72), .streakLength(nil), .monthsHeading, .monthDays(month: 11, year: 2026, count: 1),
            .monthDays(month: 3, year: 2026, count: 13), .monthCleanDays(month: 3, year: 2026, count: 1),
            .monthCleanDays(month: 4, year: 2026, count: 29), .monthAmount(month: 5, year: 2026, total: "35 km"), .legendHeading,
            .heatmapLabel(name: "Lesen"), .reportNoHabits, .badGridDays("0", range: GridCommand.dayRange),
            .reportToTerminal(command: "habit report --out report.html"),
            .svgNeedsName(command: "habit export --format svg NAME"), .nameNeedsSVG(command: "habit export --format svg NAME"),
            .notedCellTitle(title: "Sunday, Nov 29, 2026: done", note: "Nur 5 Minuten"),
            .reportNote(day: today, note: "Kapitel 3, dann zu müde"), .moreNotes(count: 1), .moreNotes(count: 12),
        ] + streaks.map { .streakLength($0) } + cellStates.flatMap { [.stateName($0), .cellTitle(day: today, state: $0)] }
}
