import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// The habits an import from another tracker finds, gathered line by line in the order the
/// tracker first names them, then handed over as one ``ImportBatch``.
struct ForeignHistory {
    /// What a tracker recorded for one habit on one day; a later line for the day replaces it.
    struct Entry: Equatable, Sendable {
        /// Done, skipped, or neither (`n`, `NO`): neither still carries the day's note.
        enum Mark: Equatable, Sendable {
            case done, skipped, neither

            /// The letter harsh and habitctl write: `y`, `s` or `n`.
            init?(letter: String) {
                switch letter.trimmingWhitespace() {
                case "y": self = .done
                case "s": self = .skipped
                case "n": self = .neither
                default: return nil
                }
            }
        }
        var mark: Mark
        var amount: Amount? = nil
        var note: String? = nil
    }

    /// One habit as the tracker keeps it.
    struct TrackedHabit: Equatable, Sendable {
        var name: String
        var settings = ImportBatch.Settings()
        /// The tracker's frequency when habit has no exact schedule for it.
        var approximated: ForeignFrequency? = nil
        /// The tracker's month-like frequency that became so many times a month.
        var monthly: ForeignFrequency? = nil
        var days: [Day: Entry] = [:]
    }

    /// The day after which no line may lie.
    let today: Day
    private(set) var habits: [TrackedHabit] = []
    private var indexByKey: [String: Int] = [:]
    /// The lookup keys of the names ``twinHabit(named:reserved:path:line:)`` gave.
    private var namesGiven = Set<String>()
    /// The habits ``twinHabit(named:reserved:path:line:)`` numbered: the tracker's name, then
    /// the one given.
    private var renamed: [(String, String)] = []

    init(today: Day) {
        self.today = today
    }

    /// The habit named `raw` (trimmed; found ignoring case and normalization), added at the end
    /// when it is new.
    ///
    /// - Throws: ``ImportError/foreignLine(path:line:_:)`` when no habit may have that name.
    mutating func habit(named raw: String, path: String, line: Int) throws(ImportError) -> Int {
        let name: String
        do {
            name = try HabitName.checked(raw)
        } catch {
            throw .foreignLine(path: path, line: line, .badName(error))
        }
        let key = HabitName.identityKey(name)
        if let known = indexByKey[key] { return known }
        indexByKey[key] = habits.count
        habits.append(TrackedHabit(name: name))
        return habits.count - 1
    }

    /// A habit of its own named `raw` (trimmed), added at the end even when another one has that
    /// name: the first keeps it, the next get " 2", " 3", … (as `habit merge` numbers twins),
    /// skipping the names in `reserved` (the lookup keys of every name the tracker lists) and
    /// those given already. A renamed habit is among the batch's notices.
    ///
    /// - Throws: ``ImportError/foreignLine(path:line:_:)`` when no habit may have that name.
    mutating func twinHabit(
        named raw: String, reserved: Set<String>, path: String, line: Int
    ) throws(ImportError) -> Int {
        let name: String
        do {
            name = try HabitName.checked(raw)
        } catch {
            throw .foreignLine(path: path, line: line, .badName(error))
        }
        var given = name
        if !namesGiven.insert(HabitName.lookupKey(name)).inserted {
            var number = 2
            while true {
                let suffix = " \(number)"
                let candidate = String(name.prefix(HabitName.maximumLength - suffix.count)) + suffix
                let key = HabitName.lookupKey(candidate)
                if !reserved.contains(key), namesGiven.insert(key).inserted {
                    given = candidate
                    break
                }
                number += 1
            }
            renamed.append((name, given))
        }
        indexByKey[HabitName.identityKey(given)] = habits.count
        habits.append(TrackedHabit(name: given))
        return habits.count - 1
    }

    /// Records `entry` on `day` for the habit at `index`, replacing what was there. (In place:
    /// going through the subscript would copy the habit's days for every day.)
    mutating func record(_ entry: Entry, on day: Day, of index: Int) {
        habits[index].days[day] = entry
    }

    /// Records `entry` on `day` for the habit named `name` in a log, replacing what an earlier
    /// line said. A habit that the tracker no longer lists (found only in its log) keeps its
    /// history, archived.
    mutating func record(_ entry: Entry, on day: Day, for name: String, path: String, line: Int) throws(ImportError) {
        let isListed = indexByKey[HabitName.identityKey(name.trimmingWhitespace())] != nil
        let index = try habit(named: name, path: path, line: line)
        if !isListed { habits[index].settings.isArchived = true }
        habits[index].days[day] = entry
    }

    /// The habit at `index`, to read or change.
    subscript(index: Int) -> TrackedHabit {
        get { habits[index] }
        set { habits[index] = newValue }
    }

    /// Gives the habit at `index` the tracker's frequency: a month-like one as so many times a
    /// month, the exact schedule, or the nearest one (those two reported after the import).
    /// `onceIsARollingWindow`: the tracker means once in `n` days as a window of `n` days that
    /// slides (harsh), so `1/30` is every 30 days rather than once a calendar month (Loop).
    mutating func setFrequency(_ frequency: ForeignFrequency, of index: Int, onceIsARollingWindow: Bool = false) {
        habits[index].monthly = nil
        habits[index].approximated = nil
        let rollingOnce = onceIsARollingWindow && frequency.times == 1
        // A month-like frequency first: 1 in 30 days means once a month, not every 30 days.
        if !rollingOnce, let monthly = frequency.monthlySchedule {
            habits[index].settings.schedule = monthly
            habits[index].monthly = frequency
        } else if let exact = frequency.exactSchedule {
            habits[index].settings.schedule = exact
        } else {
            habits[index].settings.schedule = frequency.nearestSchedule
            habits[index].approximated = frequency
        }
    }

    /// The day `text` names, exactly `YYYY-MM-DD`, no later than today.
    ///
    /// - Throws: ``ImportError/foreignLine(path:line:_:)`` for anything else.
    func day(_ text: String, path: String, line: Int) throws(ImportError) -> Day {
        let trimmed = text.trimmingWhitespace()
        guard let day = Day(trimmed), day >= AcceptedDays.earliest else {
            throw .foreignLine(path: path, line: line, .unreadable(text: text, expected: "YYYY-MM-DD"))
        }
        guard day <= today else { throw .foreignLine(path: path, line: line, .futureDate(day, today: today)) }
        return day
    }

    /// `text` as a note (a tracker's comment), `nil` when blank: line breaks and tabs become
    /// spaces.
    ///
    /// - Throws: ``ImportError/foreignLine(path:line:_:)`` beyond the longest note habit keeps.
    static func note(_ text: String, path: String, line: Int) throws(ImportError) -> String? {
        var flat = ""
        for scalar in text.unicodeScalars {
            let category = scalar.properties.generalCategory
            let isControl = category == .control || category == .lineSeparator || category == .paragraphSeparator
            flat.unicodeScalars.append(isControl ? " " : scalar)
        }
        do {
            return try Note.validated(flat)
        } catch .unusableCharacterInNote(let text, let scalar) {
            throw .unusableCharacter(text: text, scalar)
        } catch {
            throw .foreignLine(path: path, line: line, .noteTooLong(length: flat.trimmingWhitespace().count))
        }
    }

    /// Everything found, as one batch: done days, skips, the amounts of done days (and of any
    /// day of a measured habit), notes, and each habit's settings; the schedules that are only
    /// the nearest are among its notices.
    func batch() -> ImportBatch {
        var entries: [ImportBatch.Entry] = []
        var notices: [ImportNotice] = renamed.map { .renamedTwin(name: $0.0, renamed: $0.1) }
        for habit in habits {
            var entry = ImportBatch.Entry(name: habit.name, days: [], settings: habit.settings)
            for (day, recorded) in habit.days.sorted(by: { $0.key < $1.key }) {
                switch recorded.mark {
                case .done: entry.days.append(day)
                case .skipped: entry.skips.append(day)
                case .neither: break
                }
                if let amount = recorded.amount, recorded.mark == .done || habit.settings.goal != nil {
                    entry.amounts[day] = amount
                }
                if let note = recorded.note { entry.notes[day] = note }
            }
            entries.append(entry)
            if let frequency = habit.approximated {
                notices.append(
                    .nearestSchedule(name: habit.name, frequency: frequency.description, schedule: habit.settings.schedule))
            }
            if let frequency = habit.monthly {
                notices.append(
                    .monthlySchedule(name: habit.name, frequency: frequency.description, schedule: habit.settings.schedule))
            }
        }
        return ImportBatch(entries: entries, notices: notices)
    }
}
