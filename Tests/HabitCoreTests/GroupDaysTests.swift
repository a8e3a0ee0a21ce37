import Foundation
import HabitTestSupport
import Testing

@testable import HabitCore

/// Groups (issue 38): a group's day judged from its members' days, and its streak, record and
/// rates by the same code as any habit's.
@Suite struct GroupDaysTests {
    static let today = Day("2026-11-29")!  // a Sunday

    static func member(
        _ number: Int, created: String = "2026-11-01", done: [String] = [], schedule: Schedule = .daily,
        skipped: [String] = []
    ) -> Habit {
        Habit(
            id: UUID(uuidString: "00000000-0000-0000-0000-0000000000\(10 + number)")!, name: "M\(number)", icon: "✅",
            color: .blue, created: Day(created)!, completions: DaySet(done.map { Day($0)! }), schedule: schedule,
            skips: DaySet(skipped.map { Day($0)! }))
    }

    static func group(_ members: [Habit], needs: HabitGroup.Needs = .all) -> Habit {
        var group = Habit(
            id: UUID(uuidString: "00000000-0000-0000-0000-000000000099")!, name: "G", icon: "✅", color: .blue,
            created: today)
        group.group = HabitGroup(members: members.map(\.id), needs: needs)
        return group
    }

    static func verdict(_ members: [Habit], _ needs: HabitGroup.Needs, on day: String) -> GroupDays.Verdict {
        GroupDays(HabitGroup(members: members.map(\.id), needs: needs), members: members, today: today)
            .verdict(on: Day(day)!)
    }

    @Test("all: done when every member due is done; a member not due, skipped or paused does not hold it back")
    func allNeedsEveryDueMember() {
        let reading = Self.member(1, done: ["2026-11-27", "2026-11-28"])
        // Mondays and Fridays only: Saturday the 28th it is not due.
        let stretching = Self.member(2, done: ["2026-11-27"], schedule: .days([.monday, .friday]), skipped: ["2026-11-23"])
        #expect(Self.verdict([reading, stretching], .all, on: "2026-11-27") == .done)  // both done
        #expect(Self.verdict([reading, stretching], .all, on: "2026-11-28") == .done)  // stretching not due
        #expect(Self.verdict([reading, stretching], .all, on: "2026-11-26") == .missed)  // reading missed
        #expect(Self.verdict([reading, stretching], .all, on: "2026-11-23") == .missed)  // reading missed, skip excused
        #expect(Self.verdict([reading, stretching], .all, on: "2026-11-29") == .open)  // today, reading open
    }

    @Test("any and N: a day asks for N of the members due, all of them when fewer are due")
    func anyAndCount() {
        let a = Self.member(1, done: ["2026-11-27", "2026-11-28"])
        let b = Self.member(2, done: ["2026-11-27"])
        let c = Self.member(3, done: [], schedule: .days([.friday]), skipped: ["2026-11-27"])
        #expect(Self.verdict([a, b, c], .any, on: "2026-11-26") == .missed)
        #expect(Self.verdict([a, b, c], .any, on: "2026-11-28") == .done)
        #expect(Self.verdict([a, b, c], .count(2), on: "2026-11-28") == .missed)  // only a of a, b
        #expect(Self.verdict([a, b, c], .count(2), on: "2026-11-27") == .done)  // c skipped: a and b make it
        #expect(Self.verdict([a, b, c], .count(3), on: "2026-11-27") == .done)  // two due: both asked for
    }

    @Test("a day on which no member is due is not due; the group's streak neither grows nor breaks")
    func notDueDays() {
        let weekly = Self.member(1, created: "2026-11-16", done: ["2026-11-18", "2026-11-25"], schedule: .days([.wednesday]))
        let group = Self.group([weekly])
        let judged = GroupDays(group.group!, members: [weekly], today: Self.today).judged(group)
        #expect(judged.state(on: Day("2026-11-24")!, asOf: Self.today) == .notDue)
        #expect(judged.state(on: Day("2026-11-25")!, asOf: Self.today) == .done)
        #expect(judged.streak(asOf: Self.today) == 2)
    }

    @Test("today: a limit within its limit neither holds back nor completes; over it, the day is missed at once")
    func limitsToday() throws {
        let reading = Self.member(1, created: "2026-11-27", done: ["2026-11-27", "2026-11-28", "2026-11-29"])
        var coffee = Self.member(2, created: "2026-11-27")
        coffee.setGoal(try Goal(.atMost, Amount(2)))
        try coffee.log(Amount(1), on: Self.today, today: Self.today)
        #expect(Self.verdict([reading, coffee], .all, on: "2026-11-29") == .done)  // coffee within: not holding back
        #expect(Self.verdict([coffee], .all, on: "2026-11-29") == .notDue)  // nor making it done
        #expect(Self.verdict([reading, coffee], .all, on: "2026-11-28") == .done)  // kept yesterday
        try coffee.log(Amount(2), on: Self.today, today: Self.today)  // 3 of at most 2
        #expect(Self.verdict([reading, coffee], .all, on: "2026-11-29") == .missed)
        #expect(Self.verdict([reading, coffee], .any, on: "2026-11-29") == .done)  // reading makes any done
        let group = Self.group([reading, coffee])
        let judged = GroupDays(group.group!, members: [reading, coffee], today: Self.today).judged(group)
        #expect(judged.state(on: Self.today, asOf: Self.today) == .missed)
        #expect(judged.streak(asOf: Self.today) == 0)  // missed at once breaks the streak today
    }

    @Test("per-week members count on a day they were done and hold an all group back on no day")
    func periodicMembers() {
        let daily = Self.member(1, done: ["2026-11-26", "2026-11-27"])
        let twiceAWeek = Self.member(2, done: ["2026-11-27"], schedule: .perWeek(2))
        #expect(Self.verdict([daily, twiceAWeek], .all, on: "2026-11-26") == .done)
        #expect(Self.verdict([twiceAWeek], .all, on: "2026-11-26") == .notDue)
        #expect(Self.verdict([twiceAWeek], .all, on: "2026-11-27") == .done)
        #expect(Self.verdict([daily, twiceAWeek], .count(2), on: "2026-11-26") == .done)  // one due: it is asked for
    }

    @Test("an archived member leaves the judgement from the day it was archived")
    func archivedMember() {
        let a = Self.member(1, done: days("2026-11-20", "2026-11-29"))
        var b = Self.member(2, done: ["2026-11-20"])
        b.isArchived = true
        b.archivedOn = Day("2026-11-21")!
        #expect(Self.verdict([a, b], .all, on: "2026-11-20") == .done)
        #expect(Self.verdict([a, b], .all, on: "2026-11-22") == .done)  // b gone
        #expect(Self.verdict([a, b], .all, on: "2026-11-19") == .missed)  // b still there, and missed
    }

    @Test("a tag group takes every habit with the tag, never a group, and follows the tag")
    func tagGroup() throws {
        var collection = HabitCollection()
        let run = try collection.add(name: "Laufen", icon: "🏃", color: .blue, created: Day("2026-11-01")!)
        let swim = try collection.add(name: "Schwimmen", icon: "🏊", color: .blue, created: Day("2026-11-01")!)
        var group = try collection.add(name: "Sport", icon: "✅", color: .blue, created: Day("2026-11-01")!)
        for var habit in [run, swim] {
            habit.tags = ["sport"]
            collection.update(habit)
        }
        group.group = HabitGroup(membersTag: "sport", needs: .any)
        group.tags = ["sport"]
        collection.update(group)
        #expect(collection.members(of: group).map(\.name) == ["Laufen", "Schwimmen"])
    }

    // MARK: - Against a reference that judges each day by brute force

    /// A member's part in a day, worked out from its raw facts and schedule.
    enum Part { case done, due, lost, absent }

    static func referencePart(_ m: Habit, on d: Day, today: Day) -> Part {
        if d < m.start || d > today { return .absent }
        if m.isArchived, d >= (m.archivedOn ?? m.start) { return .absent }
        let excused = m.skips.contains(d) || m.pauses.contains(d)
        if m.goal?.kind == .atMost {
            if let total = m.amounts[d], let goal = m.goal, total > goal.amount {
                if d == today { return .lost }
                return excused ? .absent : .due
            }
            if d == today { return .absent }
            if m.amounts[d] != nil { return .done }
            return excused ? .absent : .done
        }
        let done = m.completions.contains(d)
        if m.goal?.kind == .weeklyAtLeast || m.schedule.isWeekly || m.schedule.isMonthly {
            return done ? .done : .absent
        }
        if done { return .done }
        if excused { return .absent }
        switch m.schedule {
        case .daily: return .due
        case .days(let weekdays): return weekdays.contains(d.weekday) ? .due : .absent
        case .monthlyOn: return m.schedule.includes(d) ? .due : .absent
        case .every(let n):
            for k in 1..<n {
                let before = d.adding(days: -k)
                if before < m.start || m.completions.contains(before) || m.skips.contains(before)
                    || m.pauses.contains(before)
                {
                    return .absent
                }
            }
            return .due
        case .perWeek, .perMonth: return .absent
        }
    }

    static func referenceVerdict(_ members: [Habit], _ needs: HabitGroup.Needs, on d: Day, today: Day)
        -> GroupDays.Verdict
    {
        let parts = members.map { referencePart($0, on: d, today: today) }
        let done = parts.filter { $0 == .done }.count
        let due = parts.filter { $0 == .due }.count
        let lost = parts.filter { $0 == .lost }.count
        let total = done + due + lost
        if total == 0 { return .notDue }
        let needed: Int
        switch needs {
        case .all: needed = total
        case .any: needed = 1
        case .count(let n): needed = min(n, total)
        }
        if done >= needed { return .done }
        if d < today { return .missed }
        return done + due >= needed ? .open : .missed
    }

    static func randomMember(_ number: Int, first: Day, today: Day, using random: inout SeededRandom) throws -> Habit {
        let created = first.adding(days: Int.random(in: 0..<120, using: &random))
        let kind = Int.random(in: 0..<10, using: &random)
        let schedule: Schedule
        switch kind {
        case 1: schedule = .days(Set(Weekday.allCases.filter { _ in Bool.random(using: &random) }).union([.monday]))
        case 2: schedule = .perWeek(Int.random(in: 1...4, using: &random))
        case 3: schedule = .every(Int.random(in: 2...5, using: &random))
        case 4: schedule = .perMonth(Int.random(in: 1...6, using: &random))
        case 5: schedule = .monthlyOn([1, 15, -1])
        default: schedule = .daily
        }
        var habit = Habit(
            id: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number))!, name: "M\(number)",
            icon: "✅", color: .blue, created: created, schedule: schedule)
        let rate = Double.random(in: 0.2...0.95, using: &random)
        switch kind {
        case 6: habit.setGoal(try Goal(.atLeast, Amount(3)))
        case 7: habit.setGoal(try Goal(.atMost, Amount(2)))
        case 8: habit.makeQuit()
        case 9: habit.setGoal(try Goal(.weeklyAtLeast, Amount(5)))
        default: break
        }
        var day = created
        while day <= today {
            let roll = Double.random(in: 0..<1, using: &random)
            if roll < 0.05 {
                try habit.skip(on: day, today: today)
            } else if roll < 0.05 + rate {
                switch kind {
                case 6, 9: try habit.log(Amount(Int.random(in: 1...4, using: &random)), on: day, today: today)
                case 7: try habit.log(Amount(Int.random(in: 0...3, using: &random)), on: day, today: today)
                case 8: if Int.random(in: 0..<8, using: &random) == 0 { try habit.log(Amount(1), on: day, today: today) }
                default: try habit.check(on: day, today: today)
                }
            }
            day = day.next
        }
        if Int.random(in: 0..<3, using: &random) == 0 {
            let pauseFirst = created.adding(days: Int.random(in: 0..<200, using: &random))
            if pauseFirst <= today {
                try habit.pause(
                    from: pauseFirst, through: pauseFirst.adding(days: Int.random(in: 0..<20, using: &random)), today: today)
            }
        }
        if Int.random(in: 0..<6, using: &random) == 0 {
            habit.isArchived = true
            habit.archivedOn = created.adding(days: Int.random(in: 0..<300, using: &random))
        }
        return habit
    }

    /// The streak back from today and the record, by brute force from the verdicts: a missed day
    /// (today too) ends a run, not-due days and an open today pass by.
    static func referenceStreaks(_ verdicts: [GroupDays.Verdict]) -> (current: Int, record: Int) {
        var current = 0
        for verdict in verdicts.reversed() {
            if verdict == .missed { break }
            if verdict == .done { current += 1 }
        }
        var record = 0
        var run = 0
        for verdict in verdicts {
            if verdict == .done {
                run += 1
                record = max(record, run)
            } else if verdict == .missed {
                run = 0
            }
        }
        return (current, record)
    }

    @Test("every day of a year agrees with a brute-force judge, for all, any and N, and so do the streaks", arguments: 0..<40)
    func againstReference(seed: UInt64) throws {
        var random = SeededRandom(seed: 38_000 + seed)
        let first = Day("2026-01-01")!
        let today = first.adding(days: 300 + Int.random(in: 0..<65, using: &random))
        let count = Int.random(in: 1...5, using: &random)
        let members = try (0..<count).map { try Self.randomMember($0, first: first, today: today, using: &random) }
        for needs in [HabitGroup.Needs.all, .any, .count(2), .count(3)] {
            let rule = HabitGroup(members: members.map(\.id), needs: needs)
            let days = GroupDays(rule, members: members, today: today)
            var day = first
            var reference: [GroupDays.Verdict] = []
            while day <= today {
                let expected = Self.referenceVerdict(members, needs, on: day, today: today)
                if day >= days.first { reference.append(expected) }
                #expect(days.verdict(on: day) == expected, "\(needs) on \(day), seed \(seed)")
                day = day.next
            }
            var group = Self.group(members, needs: needs)
            group.group = rule
            let judged = days.judged(group)
            let (current, record) = Self.referenceStreaks(reference)
            #expect(judged.streak(asOf: today) == current, "\(needs) streak, seed \(seed)")
            #expect((judged.longestStreak?.length ?? 0) == record, "\(needs) record, seed \(seed)")
            // The rates, by the statistics every habit has: done days of the days due (today open too).
            let rate = HabitStatistics(judged, today: today).sinceCreated
            #expect(rate.done == reference.count { $0 == .done }, "\(needs) rate, seed \(seed)")
            #expect(rate.days == reference.count { $0 != .notDue }, "\(needs) rate days, seed \(seed)")
            for (offset, state) in judged.states(from: days.first, through: today, asOf: today).enumerated() {
                let verdict = reference[offset]
                let expected: DayState =
                    switch verdict {
                    case .done: .done
                    case .missed: .missed
                    case .open: .open
                    case .notDue: .notDue
                    }
                #expect(state == expected, "\(needs) state on \(days.first.adding(days: offset)), seed \(seed)")
            }
        }
    }
}

/// The perfect day leaves groups out: their members are judged already.
@Suite struct GroupPerfectDayTests {
    @Test("a group (never checked by hand) does not make every day missed")
    func groupsLeftOut() {
        let member = GroupDaysTests.member(1, created: "2026-11-27", done: days("2026-11-27", "2026-11-29"))
        var group = GroupDaysTests.group([member])
        group = group.created(on: Day("2026-11-27")!)
        let withGroup = PerfectDays([member, group], today: GroupDaysTests.today)
        #expect(withGroup.currentStreak?.length == 3)
    }
}
