import HabitCore
import HabitStore
import HabitSystem
import HabitText

/// The habits a command that acts on several is asked to change: the ones named, or (`--all`)
/// every habit that is not archived.
enum HabitSelection: Equatable, Sendable {
    /// The habits named, as typed: each word a name, or several words one name (see
    /// ``habits(in:)``).
    case named([String])
    /// Every habit that is not archived (`pause --all`: a holiday).
    case all

    /// `--all`: every habit that is not archived.
    static let allOption = Option<Bool>(.all, .flag)

    /// The selection the command line asks for: the names typed, or `--all` where the command
    /// declares it (`all`), which takes no names.
    ///
    /// - Throws: ``UsageError/missingArgument(command:placeholder:)`` for neither,
    ///   ``UsageError/allWithNames(_:command:)`` for both.
    init<Declared>(_ input: CommandInput<Declared>, all: (Declared) -> Option<Bool>) throws(UsageError) {
        if input.isSet(all) {
            if let name = input.arguments.first { throw .allWithNames(name, command: input.spec.name) }
            self = .all
        } else {
            guard !input.arguments.isEmpty else { throw .missingArgument(command: input.spec.name, placeholder: .name) }
            self = .named(input.arguments)
        }
    }

    /// The habits selected in `collection`, in the order named (for ``all``, the list's order).
    ///
    /// The words of a name with spaces need no quotes: from each word on, the longest run of
    /// words that is a habit's whole name (ignoring case) is that habit, so `check Wasser
    /// trinken Lesen` is two habits when "Wasser trinken" is one. A run that is a habit's name
    /// while its words are other habits' names is ambiguous, and quotes decide. Any other word
    /// is one name, found as every name is (``HabitCore/HabitCollection/find(_:)``).
    func habits(in collection: HabitCollection) throws(HabitError) -> [Habit] {
        guard case .named(let words) = self else { return collection.active }
        var found: [Habit] = []
        var index = 0
        while index < words.count {
            if let (habit, end) = try Self.wholeName(in: words, from: index, collection: collection) {
                found.append(habit)
                index = end
            } else {
                found.append(try collection.find(words[index]))
                index += 1
            }
        }
        return found
    }

    /// The habit whose whole name is the longest run of two or more words from `start`, and
    /// where the run ends.
    private static func wholeName(
        in words: [String], from start: Int, collection: HabitCollection
    ) throws(HabitError) -> (Habit, Int)? {
        guard words.count - start > 1 else { return nil }
        func named(_ phrase: String) -> Habit? {
            let key = HabitName.identityKey(phrase)
            return collection.habits.first { HabitName.identityKey($0.name) == key }
        }
        for end in stride(from: words.count, to: start + 1, by: -1) {
            let phrase = words[start..<end].joined(separator: " ")
            guard let habit = named(phrase) else { continue }
            let parts = words[start..<end].compactMap(named)
            if parts.count == end - start {
                throw .ambiguousHabit(phrase, candidates: [habit.name] + parts.map(\.name))
            }
            return (habit, end)
        }
        return nil
    }
}
