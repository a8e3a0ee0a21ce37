import HabitCore
import HabitStore
import HabitSystem
import HabitText
import HabitFormat

/// What every command runs with: today, how to present text, the store, and the terminal's
/// question and standard input. Built once by ``Program`` from the world; fixed in tests.
struct CommandContext {
    /// The current day in the user's time zone, starting at the hour the settings say (moved on
    /// by `habit tui`, which stays open past midnight).
    var today: Day
    /// Language, colours and width.
    let presentation: Presentation
    /// Where the data lives, or why that is unknown.
    var store: Store
    /// Asks a yes/no question on the terminal and returns the answer; `nil` when there is no
    /// terminal to ask on.
    let ask: (@Sendable (String) -> String?)?
    /// Reads all of standard input, for `habit import -`; `nil` reads nothing.
    var readStandardInput: (@Sendable () -> [UInt8])? = nil
    /// ``World/writeStandardOutput``: writes to standard output at once; `nil` in tests.
    var writeStandardOutput: (@Sendable ([UInt8]) -> Int32?)? = nil
    /// Makes the id of a new habit.
    var makeID: @Sendable () -> UUID = { UUID() }
    /// The settings of this run and where each came from.
    var settings = Settings()
    /// Where the config file is looked for; `nil` when that cannot be told.
    var configPath: String? = nil
    /// The config file, when there is one.
    var configFile: ConfigFile? = nil
    /// The commit the binary was built from, when the build recorded it (``World/commit``).
    var commit: String? = nil
    /// The current instant, for what depends on the time of day (`habit remind`).
    var now = Date(timeIntervalSince1970: 0)
    /// The user's time zone, for the wall-clock time of ``now``.
    var timeZone: any UTCOffsets = SystemTimeZone()
    /// The environment variables, for what finds other programs and the user's session.
    var environment: [String: String] = [:]
    /// The absolute path of the running `habit` binary (``World/executablePath``).
    var executablePath: String? = nil

    /// The language text is written in.
    var language: LanguageTable { presentation.language }

    /// The store, or why there is none: a `Result` in all but name. (A `Result` of these two
    /// types has its metadata built as the program runs, after a search of all its conformances
    /// for the one of `StoreError` to `Error`: some 90,000 instructions for every command.)
    enum Store {
        case located(HabitStore)
        case unknown(StoreError)
    }

    /// The store, or why there is none.
    func habitStore() throws(Failure) -> HabitStore {
        switch store {
        case .located(let store): return store
        case .unknown(let error): throw .store(error)
        }
    }

    /// What `operation` makes of the store, its error a ``Failure/store(_:)``: the one place a
    /// command turns a store's error into a failure.
    func withStore<Value>(_ operation: (HabitStore) throws(StoreError) -> Value) throws(Failure) -> Value {
        let store = try habitStore()
        do {
            return try operation(store)
        } catch {
            throw .store(error)
        }
    }

    /// The habits as the views show them: as they are in the file, each group with its days
    /// judged from its members' through today (``HabitCore/HabitCollection/judgingGroups(today:)``).
    func load() throws(Failure) -> HabitCollection {
        let today = today
        return try withStore { store throws(StoreError) in try store.load().judgingGroups(today: today) }
    }

    /// Changes the habits under the store's lock, the one way a command changes the data file
    /// (see ``HabitStore/update(in:adding:verifying:_:)``): when `change` refuses, nothing is
    /// written and its refusal is thrown.
    ///
    /// `adding` and `verifying` are as for the store's update.
    func change<Value>(
        adding unknown: UnknownMembers = .none, verifying: Bool = false,
        _ change: (inout HabitCollection) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        try habitStore().update(adding: unknown, verifying: verifying, change)
    }

    /// Applies `change` to every habit `selection` selects, all or none, as one change (one
    /// undo): every name is found before anything changes, and a refusal of any change writes
    /// nothing. Each habit as changed, and whether `change` changed it, in the order named.
    ///
    /// `groups` says what a group among them stands for (see ``GroupTargets``); `--all` leaves
    /// groups out, their members being there.
    func changeEach(
        _ selection: HabitSelection, groups: GroupTargets = .refused, _ change: (inout Habit) throws(Failure) -> Bool
    ) throws(Failure) -> [(habit: Habit, changed: Bool)] {
        try self.change { habits throws(Failure) in
            var targets: [Habit]
            do throws(HabitError) {
                targets = try selection.habits(in: habits)
            } catch {
                throw .habit(error)
            }
            if selection == .all { targets.removeAll(where: \.isGroup) }
            targets = try groups.expand(targets, in: habits)
            var results: [(habit: Habit, changed: Bool)] = []
            for target in targets {
                var habit = habits[target.id] ?? target
                let changed = try change(&habit)
                habits.update(habit)
                results.append((habit, changed))
            }
            return results
        }
    }

    /// The habit `typed` names in `habits`.
    func find(_ typed: String, in habits: HabitCollection) throws(Failure) -> Habit {
        do {
            return try habits.find(typed)
        } catch {
            throw .habit(error)
        }
    }

    /// The day a `--date` or `--as-of` argument names, today when there is none: the one rule
    /// for every command, refusing a day after today before anything is read or changed.
    func day(_ date: DateArgument?, for use: CommandError.DayUse) throws(Failure) -> Day {
        let day = try date.map(resolve) ?? today
        guard day <= today else { throw .command(.futureDay(day, today: today, use: use)) }
        return day
    }

    /// The day `date` names, future days included (`pause --from`, `--until`): resolved against
    /// today (which starts at the set `day-starts-at` hour) and the speaking language's words.
    func resolve(_ date: DateArgument) throws(Failure) -> Day {
        do {
            return try date.resolve(today: today, words: language.dateWords)
        } catch {
            throw .usage(.date(error))
        }
    }
}
