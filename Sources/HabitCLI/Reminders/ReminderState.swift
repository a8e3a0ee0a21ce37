import HabitCore

/// What `habit remind` has sent: the instant of its last run and, for the habit day it ran on,
/// each habit's reminder times already sent. Kept in a small file of its own (see
/// ``ReminderStateFile``); a state that cannot be read is no state: nothing sent yet.
struct ReminderState: Equatable, Sendable {
    /// The instant of the last run that changed the state; `nil` before the first.
    var lastRun: Date?
    /// The habit day ``sent`` is about.
    var day: Day?
    /// The times sent on ``day``, as ``slot(_:_:)`` names them.
    var sent: Set<String> = []

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

    /// The state after a run at `now` on `today` that sent `slots`: what was sent on an earlier
    /// day is forgotten.
    func after(run now: Date, today: Day, sending slots: [String]) -> ReminderState {
        var state = ReminderState(lastRun: now, day: today, sent: day == today ? sent : [])
        state.sent.formUnion(slots)
        return state
    }

    /// The state as the file holds it: a header line, `last-run INSTANT`, `day DAY`, then a
    /// `sent ID HH:MM` line for each time sent, sorted.
    var text: String {
        var lines = [Self.header]
        if let lastRun { lines.append("last-run " + ISO8601Instant.format(lastRun)) }
        if let day { lines.append("day \(day)") }
        lines += sent.sorted().map { "sent " + $0 }
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
            default:
                self = ReminderState()
                return
            }
        }
    }

    /// A state with these facts.
    init(lastRun: Date? = nil, day: Day? = nil, sent: Set<String> = []) {
        self.lastRun = lastRun
        self.day = day
        self.sent = sent
    }
}
