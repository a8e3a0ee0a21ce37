/// A habit's pauses, kept sorted and apart: pauses that overlap or touch are merged into one,
/// so every paused day belongs to exactly one pause and lookups are a binary search.
public struct PauseSet: Hashable, Sendable, Sequence, ExpressibleByArrayLiteral {
    /// The pauses in calendar order; no two overlap or touch, and only the last may be open-ended.
    public private(set) var pauses: [Pause] = []

    /// No pauses.
    public init() {}

    /// The pauses `pauses`, merged where they overlap or touch, in one pass: sorted by their
    /// first day (which costs one look when they come sorted, as a data file lists them), then
    /// each merged into the one before it or appended. O(n) for sorted input, O(n log n) else.
    public init<Pauses: Sequence>(_ pauses: Pauses) where Pauses.Element == Pause {
        var sorted = Array(pauses)
        if zip(sorted, sorted.dropFirst()).contains(where: { $0.first > $1.first }) {
            sorted.sort { $0.first < $1.first }
        }
        var merged: [Pause] = []
        merged.reserveCapacity(sorted.count)
        for pause in sorted {
            // Sorted, so the latest kept pause starts no later than this one: it is the only one
            // this one can overlap or touch.
            guard let previous = merged.last, !PauseSet.apart(previous, first: pause.first, last: pause.last) else {
                merged.append(pause)
                continue
            }
            var last: Day? = nil
            if let end = previous.last, let otherEnd = pause.last { last = Swift.max(end, otherEnd) }
            if let joined = Pause(first: previous.first, last: last) { merged[merged.count - 1] = joined }
        }
        self.pauses = merged
    }

    /// The listed pauses, merged where they overlap or touch.
    public init(arrayLiteral pauses: Pause...) {
        self.init(pauses)
    }

    /// Whether there are no pauses.
    public var isEmpty: Bool { pauses.isEmpty }

    /// An iterator over the pauses in calendar order.
    public func makeIterator() -> IndexingIterator<[Pause]> {
        pauses.makeIterator()
    }

    /// Whether `day` lies in a pause. O(log number of pauses).
    public func contains(_ day: Day) -> Bool {
        pause(containing: day) != nil
    }

    /// The pause that `day` lies in, if any.
    public func pause(containing day: Day) -> Pause? {
        // The last pause that starts on or before `day` is the only one that can hold it.
        var low = 0
        var high = pauses.count
        while low < high {
            let middle = (low + high) / 2
            if pauses[middle].first <= day { low = middle + 1 } else { high = middle }
        }
        guard low > 0, pauses[low - 1].contains(day) else { return nil }
        return pauses[low - 1]
    }

    /// Adds `pause`, merging it with every pause it overlaps or touches.
    public mutating func insert(_ pause: Pause) {
        var first = pause.first
        var last = pause.last
        var kept: [Pause] = []
        kept.reserveCapacity(pauses.count + 1)
        for other in pauses {
            if PauseSet.apart(other, first: first, last: last) {
                kept.append(other)
                continue
            }
            first = Swift.min(first, other.first)
            if let end = last, let otherEnd = other.last { last = Swift.max(end, otherEnd) } else { last = nil }
        }
        // `first <= last` holds: both only grew apart. `kept` is still in order: the merged pause
        // goes before the first that starts after it, so an insertion costs O(n), not a sort.
        if let merged = Pause(first: first, last: last) {
            kept.insert(merged, at: kept.firstIndex { $0.first > merged.first } ?? kept.endIndex)
        }
        pauses = kept
    }

    /// Ends the pause at `today`: the pause that covers today now ends yesterday (and is removed
    /// if it began today), and pauses that start after today are removed. Returns whether
    /// anything changed.
    @discardableResult
    public mutating func resume(today: Day) -> Bool {
        var kept: [Pause] = []
        for pause in pauses {
            if pause.first > today { continue }
            if pause.contains(today) {
                if let shortened = Pause(first: pause.first, last: today.previous), pause.first < today {
                    kept.append(shortened)
                }
                continue
            }
            kept.append(pause)
        }
        let changed = kept != pauses
        pauses = kept
        return changed
    }

    /// Whether `other` neither overlaps nor touches the days `first` through `last` (open-ended
    /// when `nil`).
    private static func apart(_ other: Pause, first: Day, last: Day?) -> Bool {
        if let otherLast = other.last, otherLast.next < first { return true }
        if let last, last.next < other.first { return true }
        return false
    }
}
