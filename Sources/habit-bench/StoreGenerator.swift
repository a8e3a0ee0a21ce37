import Foundation
import HabitCLI
import HabitCore

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

    /// The optional keys of habit number `index` in a mixed store, each line ending in a comma,
    /// in the file's key order after `name`: `paused`, `schedule`, `skipped`.
    private func scheduleKeys(_ index: Int, days: [Day]) -> (beforeName: String, afterName: String) {
        guard mixed else { return ("", "") }
        switch index % 5 {
        case 1:
            return (
                "",
                ",\n      \"schedule\" : {\n        \"days\" : [\n          \"mon\",\n          \"wed\",\n          \"fri\"\n        ],\n        \"kind\" : \"days\"\n      }"
            )
        case 2: return ("", ",\n      \"schedule\" : {\n        \"kind\" : \"perWeek\",\n        \"times\" : 3\n      }")
        case 3: return ("", ",\n      \"schedule\" : {\n        \"interval\" : 3,\n        \"kind\" : \"every\"\n      }")
        case 4:
            // A week's pause each year and the days not done in every fifth week skipped.
            let first = today.adding(days: -365 * years)
            let done = Set(days)
            let pauses = (0..<years).map { year -> String in
                let start = first.adding(days: 365 * year + 180)
                return "        \"\(start)/\(start.adding(days: 6))\""
            }
            var skipped: [String] = []
            var day = first
            while day <= today {
                if (day.days(since: first) / 7) % 5 == 0, !done.contains(day) { skipped.append("        \"\(day)\"") }
                day = day.next
            }
            return (
                "",
                ",\n      \"paused\" : [\n" + pauses.joined(separator: ",\n") + "\n      ],\n      \"skipped\" : [\n"
                    + skipped.joined(separator: ",\n") + "\n      ]"
            )
        default: return ("", "")
        }
    }

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

    /// The data file in `habit`'s format, version 1 (runs of days as intervals).
    func json() -> String {
        var random = SeededRandom(seed: seed ^ 0xA5A5)
        let entries = histories().enumerated().map { index, history -> String in
            var runs: [(Day, Day)] = []
            for day in history.days {
                if let last = runs.last, last.1.next == day { runs[runs.count - 1].1 = day } else { runs.append((day, day)) }
            }
            let done = runs.map { "        \"" + ($0.0 == $0.1 ? "\($0.0)" : "\($0.0)/\($0.1)") + "\"" }.joined(separator: ",\n")
            let id = UUID(uuid: uuidBytes(&random)).uuidString
            return """
                    {
                      "color" : "blue",
                      "created" : "\(history.days.first ?? today)",
                      "done" : [
                \(done)
                      ],
                      "icon" : "✅",
                      "id" : "\(id)",
                      "name" : "\(history.name)"\(scheduleKeys(index, days: history.days).afterName)
                    }
                """
        }
        return "{\n  \"habits\" : [\n" + entries.joined(separator: ",\n") + "\n  ],\n  \"version\" : 1\n}\n"
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
