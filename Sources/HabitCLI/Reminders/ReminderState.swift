import HabitCore
import HabitStore
import HabitSystem

/// What `habit remind` has sent: the instant of its last run and, for the habit day it ran on,
/// each habit's reminder times already sent, and those a run is sending now (claimed). Kept in a
/// small file of its own (see ``ReminderStateFile``); a state that cannot be read is no state:
/// nothing sent yet.
///
/// A run claims its slots under the file's lock before it delivers, and delivers without the
/// lock: a run that overlaps it finds them claimed and leaves them alone. Delivered, the claims
/// become ``sent``; not delivered, they are released, so a later run tries again. A claim holds
/// until its instant, so a run killed while delivering does not keep its slots from the next.
struct ReminderState: Equatable, Sendable {
    /// The instant of the last run that changed the state; `nil` before the first.
    var lastRun: Date?
    /// The habit day ``sent`` is about.
    var day: Day?
    /// The times sent on ``day``, as ``slot(_:_:)`` names them.
    var sent: Set<String> = []
    /// The times on ``day`` that a run is delivering now, each with the instant its claim ends.
    var claimed: [String: Date] = [:]

    /// The first line of the file, with its version.
    static let header = "habit-remind-state 1"

    /// The name of `habit`'s reminder at `time` in ``sent``: its id and the time.
    static func slot(_ habit: Habit, _ time: ClockTime) -> String {
        habit.id.uuidString + " " + time.description
    }

    /// Whether `habit`'s reminder at `time` was sent on `today`.
    func wasSent(_ habit: Habit, _ time: ClockTime, today: Day) -> Bool {
        day == today && sent.contains(Self.slot(habit, time))
    }

    /// Whether `habit`'s reminder at `time` was sent on `today`, or another run claimed it and
    /// its claim still holds at `now`.
    func isTaken(_ habit: Habit, _ time: ClockTime, today: Day, now: Date) -> Bool {
        guard day == today else { return false }
        let slot = Self.slot(habit, time)
        return sent.contains(slot) || claimed[slot].map { $0 > now } ?? false
    }

    /// The state with `slots` claimed on `today` until `until`; the last run stays as it was (a
    /// claim that is released must leave the slots open to the next run).
    func claiming(_ slots: [String], today: Day, until: Date) -> ReminderState {
        var state = day == today ? self : ReminderState(lastRun: lastRun, day: today)
        for slot in slots { state.claimed[slot] = until }
        return state
    }

    /// The state with the claims on `slots` given up: they were not delivered.
    func releasing(_ slots: [String]) -> ReminderState {
        var state = self
        for slot in slots { state.claimed[slot] = nil }
        return state
    }

    /// The state after a run at `now` on `today` that sent `slots`: what was sent on an earlier
    /// day is forgotten.
    func after(run now: Date, today: Day, sending slots: [String]) -> ReminderState {
        var state = ReminderState(
            lastRun: now, day: today, sent: day == today ? sent : [], claimed: day == today ? claimed : [:])
        state.sent.formUnion(slots)
        for slot in slots { state.claimed[slot] = nil }
        return state
    }

    /// The state as the file holds it: a header line, `last-run INSTANT`, `day DAY`, then a
    /// `sent ID HH:MM` line for each time sent, sorted, and a `claimed INSTANT ID HH:MM` line for
    /// each time a run is sending, with the instant its claim ends.
    var text: String {
        var lines = [Self.header]
        if let lastRun { lines.append("last-run " + ISO8601Instant.format(lastRun)) }
        if let day { lines.append("day \(day)") }
        lines += sent.sorted().map { "sent " + $0 }
        lines += claimed.keys.sorted().compactMap { slot in
            claimed[slot].map { "claimed " + ISO8601Instant.format($0) + " " + slot }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The state `text` holds; an empty state for anything that is not such a file (another
    /// version, a damaged line), since a state that cannot be read must not stop reminders.
    init(parsing text: String) {
        let lines = text.split(separator: "\n")
        guard lines.first == Substring(Self.header) else { return }
        for line in lines.dropFirst() {
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            guard parts.count == 2 else {
                self = ReminderState()
                return
            }
            switch parts[0] {
            case "last-run": lastRun = ISO8601Instant.parse(parts[1])
            case "day": day = Day(parts[1])
            case "sent": sent.insert(parts[1])
            case "claimed":
                let claim = parts[1].split(separator: " ", maxSplits: 1).map(String.init)
                guard claim.count == 2, let until = ISO8601Instant.parse(claim[0]) else {
                    self = ReminderState()
                    return
                }
                claimed[claim[1]] = until
            default:
                self = ReminderState()
                return
            }
        }
    }

    /// A state with these facts.
    init(lastRun: Date? = nil, day: Day? = nil, sent: Set<String> = [], claimed: [String: Date] = [:]) {
        self.lastRun = lastRun
        self.day = day
        self.sent = sent
        self.claimed = claimed
    }
}
