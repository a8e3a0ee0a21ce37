import Foundation
import HabitCLI
import HabitSystem
import HabitTestSupport
import HabitCore
import HabitStore
import HabitFormat

/// Builds the benchmark's stores deterministically: `habits` habits over `years` years ending
/// on `today`, each day done with probability `rate`, from a fixed seed. A `mixed` store gives
/// the habits every kind of schedule in turn (daily; Mon, Wed, Fri; 3 a week; every 3 days;
/// daily with skipped days and pauses), so the schedule rules are measured on a long history.
struct StoreGenerator {
    let habits: Int
    let years: Int
    let rate: Double
    let today: Day
    let seed: UInt64
    var mixed = false

    /// Every habit's name and done days.
    func histories() -> [(name: String, days: [Day])] {
        var random = SeededRandom(seed: seed)
        let first = today.adding(days: -365 * years)
        return (0..<habits).map { index in
            var days: [Day] = []
            var day = first
            while day <= today {
                if Double(random.next() % 1_000_000) / 1_000_000 < rate { days.append(day) }
                day = day.next
            }
            return (String(format: "Habit %02d", index), days)
        }
    }

    /// The data file, written by `habit`'s own encoder.
    func json() -> String {
        StoreFormat.encode(collection())
    }

    /// The habits of the store.
    func collection() -> HabitCollection {
        var random = SeededRandom(seed: seed ^ 0xA5A5)
        let habits = histories().enumerated().map { index, history in
            var habit = Habit(
                id: UUID(uuid: uuidBytes(&random)), name: history.name, icon: "✅", color: .blue,
                created: history.days.first ?? today, completions: DaySet(history.days))
            if mixed { schedule(&habit, index: index) }
            return habit
        }
        return HabitCollection(habits: habits)
    }

    /// Gives habit number `index` of a mixed store its schedule; every fifth keeps a daily
    /// schedule with a week's pause each year and the open days of every fifth week skipped.
    private func schedule(_ habit: inout Habit, index: Int) {
        switch index % 5 {
        case 1: habit.schedule = .days([.monday, .wednesday, .friday])
        case 2: habit.schedule = .perWeek(3)
        case 3: habit.schedule = .every(3)
        case 4:
            let first = today.adding(days: -365 * years)
            for year in 0..<years {
                let start = first.adding(days: 365 * year + 180)
                _ = try? habit.pause(from: start, through: start.adding(days: 6), today: today)
            }
            var day = first
            while day <= today {
                if (day.days(since: first) / 7) % 5 == 0, !habit.isDone(on: day) { _ = try? habit.skip(on: day, today: today) }
                day = day.next
            }
        default: break
        }
    }

    /// The same history as CSV rows `name,date`, with a header, for `habit import`.
    func csv() -> String {
        var out = "name,date\n"
        for history in histories() {
            for day in history.days { out += "\(history.name),\(day)\n" }
        }
        return out
    }

    /// How many done days the store has in all.
    func doneDays() -> Int {
        histories().reduce(0) { $0 + $1.days.count }
    }

    private func uuidBytes(_ random: inout SeededRandom) -> uuid_t {
        let a = random.next(), b = random.next()
        func byte(_ value: UInt64, _ index: Int) -> UInt8 { UInt8(truncatingIfNeeded: value >> (8 * UInt64(index))) }
        return (
            byte(a, 0), byte(a, 1), byte(a, 2), byte(a, 3), byte(a, 4), byte(a, 5), 0x40 | (byte(a, 6) & 0x0F), byte(a, 7),
            0x80 | (byte(b, 0) & 0x3F), byte(b, 1), byte(b, 2), byte(b, 3), byte(b, 4), byte(b, 5), byte(b, 6), byte(b, 7)
        )
    }
}
