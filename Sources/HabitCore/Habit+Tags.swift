/// The rules for tags: a tag is a short word or phrase that groups habits ("morgens",
/// "gesund"), compared as names are (``HabitName/lookupKey(_:)``: case, accents and width
/// ignored), so "Morgens" and "morgens" are one tag.
public enum HabitTag {
    /// The longest tag accepted, in Unicode scalars.
    public static let maximumLength = 40

    /// `raw` trimmed of surrounding whitespace, or what keeps it from being a tag: empty or only
    /// whitespace, a control character, a comma (which separates tags where they are typed), or
    /// longer than ``maximumLength``.
    public static func checked(_ raw: String) throws(NameProblem) -> String {
        let tag = raw.trimmingWhitespace()
        guard !tag.isEmpty, !tag.unicodeScalars.allSatisfy(\.isInvisible) else { throw .empty }
        guard !tag.contains(","), HabitName.isStorable(tag) else { throw .controlCharacter(tag) }
        if let scalar = tag.firstMarkupUnsafeScalar { throw .unusableCharacter(tag, scalar) }
        let length = tag.scalarLength
        guard length <= maximumLength else { throw .tooLong(length: length, maximum: maximumLength) }
        return tag
    }

    /// Whether `tag` may stand in a data file as it is: what ``checked(_:)`` accepts, however
    /// long (up to a name's stored length), so a file never becomes unreadable by a new limit.
    public static func isStorable(_ tag: String) -> Bool {
        !tag.contains(",") && HabitName.isStorable(tag)
    }

    /// The key by which tags are compared and looked up.
    public static func key(_ tag: String) -> String {
        HabitName.lookupKey(tag)
    }

    /// `tags` with every tag after the first of its key left out, in their order.
    public static func unique(_ tags: [String]) -> [String] {
        var seen = Set<String>()
        return tags.filter { seen.insert(key($0)).inserted }
    }
}

extension Habit {
    /// Whether the habit has `tag` (compared by ``HabitTag/key(_:)``).
    public func hasTag(_ tag: String) -> Bool {
        let key = HabitTag.key(tag)
        return tags.contains { HabitTag.key($0) == key }
    }

    /// Whether the habit has any of the tags whose keys are `keys`.
    public func hasAnyTag(keyedBy keys: Set<String>) -> Bool {
        tags.contains { keys.contains(HabitTag.key($0)) }
    }

    /// Adds each of `tags` the habit does not have yet, after those it has. Returns whether any
    /// was added.
    @discardableResult
    public mutating func addTags(_ tags: [String]) -> Bool {
        let before = self.tags
        self.tags = HabitTag.unique(before + tags)
        return self.tags != before
    }

    /// Removes each of `tags` the habit has. Returns whether any was removed.
    @discardableResult
    public mutating func removeTags(_ tags: [String]) -> Bool {
        let keys = Set(tags.map(HabitTag.key))
        let before = self.tags
        self.tags.removeAll { keys.contains(HabitTag.key($0)) }
        return self.tags != before
    }

    /// Sets the tags as a file or a merge holds them, each once by key.
    public mutating func setTags(_ tags: [String]) {
        self.tags = HabitTag.unique(tags)
    }
}

extension HabitCollection {
    /// Every tag a habit has (archived ones too), each once by key, in the order met going
    /// down the habits: the order `habit tags` and `list`'s headings follow.
    public var tags: [String] {
        HabitTag.unique(habits.flatMap(\.tags))
    }

    /// `tag` as the habits already spell it ("Morgens" for a typed "morgens" when a habit has
    /// "Morgens"), or as given when no habit has it: a tag keeps the spelling it was first given.
    public func spelling(of tag: String) -> String {
        let key = HabitTag.key(tag)
        return tags.first { HabitTag.key($0) == key } ?? tag
    }
}
