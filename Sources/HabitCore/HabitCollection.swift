/// All of a person's habits, in the order the person keeps them (new ones at the end), with the
/// rules that keep the set sane: valid names, no two of which differ only in case, accents, width
/// or Unicode normalization (``HabitName/lookupKey(_:)``).
public struct HabitCollection: Hashable, Sendable {
    /// The habits in their order: the order of the data file.
    public private(set) var habits: [Habit]
    /// The conflicts merges resolved on their own that the person has not acknowledged yet
    /// (`habit conflicts --clear`), oldest first.
    public var conflicts: [MergeConflict] = []
    /// The weekday the file's weeks start on, for every habit in it (each habit's
    /// ``Habit/weekStart``): chosen when the file is made, so a file counts the same weeks
    /// wherever it is read. Monday for files made before weeks were stored.
    public var weekStart = Weekday.monday {
        didSet {
            for index in habits.indices { habits[index].weekStart = weekStart }
        }
    }

    /// Whether the file states its week: always for a week other than Monday; for Monday, once
    /// the person was told that a file made before weeks were stored counts Monday to Sunday
    /// (so they are told once).
    public var weekStartStated = false

    /// A collection of `habits`, which are trusted to follow the rules (use ``validate()`` on
    /// habits read from outside), whose weeks start on `weekStart`.
    public init(habits: [Habit] = [], weekStart: Weekday = .monday) {
        self.habits = habits
        self.weekStart = weekStart
        for index in self.habits.indices { self.habits[index].weekStart = weekStart }
    }

    /// The habit with `id`, if there is one.
    public subscript(id: UUID) -> Habit? {
        habits.first { $0.id == id }
    }

    /// Adds a new habit after checking its name and icon.
    ///
    /// - Returns: The habit as stored, with its name trimmed.
    @discardableResult
    public mutating func add(
        name: String, icon: String, color: HabitColor, created: Day, schedule: Schedule = .daily, id: UUID = UUID()
    ) throws(HabitError) -> Habit {
        let name = try HabitName.validated(name)
        let icon = try HabitName.validatedIcon(icon)
        try ensureAvailable(name, except: nil)
        var habit = Habit(id: id, name: name, icon: icon, color: color, created: created, schedule: schedule)
        habit.weekStart = weekStart
        habits.append(habit)
        return habit
    }

    /// Renames the habit with `id`, keeping its history. Renaming to its own name in another
    /// case or with other accents ("lesen" to "Lesen") is allowed.
    ///
    /// - Returns: The new, trimmed name.
    @discardableResult
    public mutating func rename(_ id: UUID, to newName: String) throws(HabitError) -> String {
        let name = try HabitName.validated(newName)
        try ensureAvailable(name, except: id)
        guard let index = habits.firstIndex(where: { $0.id == id }) else {
            throw .unknownHabit(id.uuidString, suggestion: nil)
        }
        habits[index].name = name
        return name
    }

    /// Replaces the stored habit that has the same id as `habit`.
    public mutating func update(_ habit: Habit) {
        guard let index = habits.firstIndex(where: { $0.id == habit.id }) else { return }
        habits[index] = habit
        habits[index].weekStart = weekStart
    }

    /// Replaces the habits with the same habits in another order.
    mutating func replaceAll(with reordered: [Habit]) {
        habits = reordered
        for index in habits.indices { habits[index].weekStart = weekStart }
    }

    /// Removes the habit with `id` and returns it, or `nil` if there was none.
    @discardableResult
    public mutating func remove(_ id: UUID) -> Habit? {
        guard let index = habits.firstIndex(where: { $0.id == id }) else { return nil }
        return habits.remove(at: index)
    }

    /// The habit a person meant by `typed`: the name exactly as written first, then the one
    /// habit whose name differs from it only in case, accents or width, then a unique prefix
    /// ignoring those.
    ///
    /// - Throws: ``HabitError/lookalikeHabits(_:candidates:)`` when more than one name differs
    ///   from `typed` only in case, accents or width (an older file may hold such a pair: none is
    ///   picked), ``HabitError/ambiguousHabit(_:candidates:)`` listing the candidates for a
    ///   prefix, or ``HabitError/unknownHabit(_:suggestion:)`` with the nearest name.
    public func find(_ typed: String) throws(HabitError) -> Habit {
        let typed = typed.trimmingWhitespace()
        if let exact = habits.first(where: { $0.name == typed }) {
            return exact
        }
        let key = HabitName.lookupKey(typed)
        let keyed = habits.map { (habit: $0, key: HabitName.lookupKey($0.name)) }
        let alike = keyed.filter { $0.key == key }.map(\.habit)
        if alike.count == 1 { return alike[0] }
        if alike.count > 1 { throw .lookalikeHabits(typed, candidates: alike.map(\.name)) }
        let prefixed = key.isEmpty ? [] : keyed.filter { $0.key.hasPrefix(key) }.map(\.habit)
        if prefixed.count == 1 { return prefixed[0] }
        if prefixed.count > 1 { throw .ambiguousHabit(typed, candidates: prefixed.map(\.name)) }
        let suggestion = nearest(to: key, among: keyed.map(\.key))
            .flatMap { match in keyed.first { $0.key == match }?.habit.name }
        throw .unknownHabit(typed, suggestion: suggestion)
    }

    /// The habits whose names start with `typed` ignoring case, accents and width, as ``find(_:)``
    /// matches a prefix (`wa` and `WA` for "Wasser trinken", `ub` for "Übung"); all of them when
    /// `typed` is empty. In their order.
    public func habits(startingWith typed: String) -> [Habit] {
        let key = HabitName.lookupKey(typed)
        if key.isEmpty { return habits }
        return habits.filter { HabitName.lookupKey($0.name).hasPrefix(key) }
    }

    /// Checks the rules for habits that came from outside (a file): valid names and icons,
    /// names unique ignoring case and normalization (``HabitName/identityKey(_:)``: two names
    /// that differ only in accents or width, which older files may hold, still load), ids unique. Returns the first habit that breaks one,
    /// by its index, and the rule; `nil` when all is well.
    public func validate() -> (index: Int, error: HabitError)? {
        var seen = Set<String>()
        // The first habit with an id an earlier one has, found by sorting the positions by id
        // (hashing UUIDs would cost every run a search of the program's conformance records).
        let byID = habits.indices.sorted { (habits[$0].id, $0) < (habits[$1].id, $1) }
        let firstRepeatedID = zip(byID, byID.dropFirst()).filter { habits[$0].id == habits[$1].id }.map(\.1).min()
        for (index, habit) in habits.enumerated() {
            if index == firstRepeatedID { return (index, .duplicateID(habit.id, name: habit.name)) }
            // The looser rule for names a file holds: every name an older version wrote reads.
            if !HabitName.isStorable(habit.name) {
                do {
                    let name = try HabitName.validated(habit.name)
                    if name != habit.name { return (index, .untrimmedName(habit.name)) }
                } catch {
                    return (index, error)
                }
            }
            do {
                _ = try HabitName.validatedIcon(habit.icon)
            } catch {
                return (index, error)
            }
            guard seen.insert(HabitName.identityKey(habit.name)).inserted else {
                return (index, .nameTaken(habit.name))
            }
        }
        return nil
    }

    /// Refuses `name` when another habit than `id` has it, or a name that differs from it only
    /// in case, accents or width.
    public func ensureAvailable(_ name: String, except id: UUID?) throws(HabitError) {
        let key = HabitName.lookupKey(name)
        guard let other = habits.first(where: { $0.id != id && HabitName.lookupKey($0.name) == key }) else { return }
        if HabitName.identityKey(other.name) == HabitName.identityKey(name) { throw .nameTaken(other.name) }
        throw .nameClash(name, existing: other.name)
    }
}
