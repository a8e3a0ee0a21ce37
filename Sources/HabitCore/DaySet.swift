/// A set of days stored as one bit per day over the span from the earliest to the latest:
/// membership, insertion and removal are O(1), and iteration yields the days in calendar
/// order. Ten years of a daily habit take about 460 bytes.
public struct DaySet: Hashable, Sendable, Sequence, ExpressibleByArrayLiteral {
    /// The ordinal of the first bit of `words[0]`; a multiple of 64.
    private var base = 0
    /// Bit `i` of `words[w]` is the day with ordinal `base + 64 * w + i`.
    private var words: [UInt64] = []
    /// The number of days in the set.
    public private(set) var count = 0

    /// The empty set.
    public init() {}

    /// The set of `days`.
    public init<Days: Sequence>(_ days: Days) where Days.Element == Day {
        for day in days { insert(day) }
    }

    /// The set of the listed days.
    public init(arrayLiteral days: Day...) {
        self.init(days)
    }

    /// Whether there are no days in the set.
    public var isEmpty: Bool { count == 0 }

    /// Whether `day` is in the set.
    public func contains(_ day: Day) -> Bool {
        let offset = day.ordinal - base
        guard offset >= 0, offset < words.count << 6 else { return false }
        return words[offset >> 6] & (1 << UInt64(offset & 63)) != 0
    }

    /// Adds `day`; `inserted` is `false` when it was already there.
    @discardableResult
    public mutating func insert(_ day: Day) -> (inserted: Bool, memberAfterInsert: Day) {
        makeRoom(for: day.ordinal, through: day.ordinal)
        let offset = day.ordinal - base
        let mask: UInt64 = 1 << UInt64(offset & 63)
        guard words[offset >> 6] & mask == 0 else { return (false, day) }
        words[offset >> 6] |= mask
        count += 1
        return (true, day)
    }

    /// Adds every day from `first` through `last`.
    public mutating func insert(from first: Day, through last: Day) {
        guard first <= last else { return }
        makeRoom(for: first.ordinal, through: last.ordinal)
        var ordinal = first.ordinal
        while ordinal <= last.ordinal {
            let offset = ordinal - base
            let bit = offset & 63
            let span = Swift.min(64 - bit, last.ordinal - ordinal + 1)
            let mask: UInt64 = (span == 64 ? ~0 : ((1 << UInt64(span)) - 1)) << UInt64(bit)
            count += (mask & ~words[offset >> 6]).nonzeroBitCount
            words[offset >> 6] |= mask
            ordinal += span
        }
    }

    /// Removes `day` and returns it, or `nil` when it was not in the set.
    @discardableResult
    public mutating func remove(_ day: Day) -> Day? {
        guard contains(day) else { return nil }
        let offset = day.ordinal - base
        words[offset >> 6] &= ~(1 << UInt64(offset & 63))
        count -= 1
        return day
    }

    /// This set with every day of `other` added.
    public func union<Days: Sequence>(_ other: Days) -> DaySet where Days.Element == Day {
        var result = self
        for day in other { result.insert(day) }
        return result
    }

    /// The days of this set that are not in `other`, as a set.
    public func subtracting(_ other: DaySet) -> DaySet {
        DaySet(lazy.filter { !other.contains($0) })
    }

    /// The earliest day, or `nil` when the set is empty.
    public var first: Day? {
        var iterator = makeIterator()
        return iterator.next()
    }

    /// The latest day, or `nil` when the set is empty.
    public var last: Day? {
        for index in words.indices.reversed() where words[index] != 0 {
            return Day(ordinal: base + index << 6 + 63 - words[index].leadingZeroBitCount)
        }
        return nil
    }

    /// Iterates the days in calendar order.
    public struct Iterator: IteratorProtocol {
        fileprivate let base: Int
        fileprivate let words: [UInt64]
        fileprivate var index = 0
        fileprivate var current: UInt64 = 0

        /// The next day in calendar order, or `nil` after the last.
        public mutating func next() -> Day? {
            while current == 0 {
                guard index < words.count else { return nil }
                current = words[index]
                index += 1
            }
            let bit = current.trailingZeroBitCount
            current &= current - 1
            return Day(ordinal: base + (index - 1) << 6 + bit)
        }
    }

    /// An iterator over the days in calendar order.
    public func makeIterator() -> Iterator {
        Iterator(base: base, words: words)
    }

    /// The days as runs of consecutive days, oldest first: each run's first and last day (the
    /// same day for a day alone). Found a word of 64 days at a time, so ten years done every day
    /// take a few steps per run rather than one per day.
    public var runs: [(first: Day, last: Day)] {
        var result: [(first: Day, last: Day)] = []
        var offset = 0
        while let start = firstOffset(from: offset, holding: true) {
            let end = firstOffset(from: start, holding: false) ?? words.count << 6
            result.append((Day(ordinal: base + start), Day(ordinal: base + end - 1)))
            offset = end
        }
        return result
    }

    /// The offset of the first bit at or after `offset` that is set (`holding` true) or clear,
    /// or `nil` when there is none in the storage.
    private func firstOffset(from offset: Int, holding: Bool) -> Int? {
        var index = offset >> 6
        guard index < words.count else { return nil }
        // The bits below `offset` in its word do not count.
        var word = (holding ? words[index] : ~words[index]) & (~0 << UInt64(offset & 63))
        while word == 0 {
            index += 1
            guard index < words.count else { return nil }
            word = holding ? words[index] : ~words[index]
        }
        return index << 6 + word.trailingZeroBitCount
    }

    /// Whether both sets hold the same days (however their storage was grown): compared a word
    /// of 64 days at a time.
    public static func == (lhs: DaySet, rhs: DaySet) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard lhs.count > 0 else { return true }
        // Both bases are multiples of 64, so the words line up; outside its storage a set is empty.
        let low = Swift.min(lhs.base, rhs.base)
        let high = Swift.max(lhs.base + lhs.words.count << 6, rhs.base + rhs.words.count << 6)
        for wordBase in stride(from: low, to: high, by: 64) where lhs.word(at: wordBase) != rhs.word(at: wordBase) {
            return false
        }
        return true
    }

    /// The word whose first bit is the day with ordinal `wordBase` (a multiple of 64); 0
    /// outside the storage.
    private func word(at wordBase: Int) -> UInt64 {
        let index = (wordBase - base) >> 6
        return index >= 0 && index < words.count ? words[index] : 0
    }

    /// Hashes the days, so equal sets hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for day in self { hasher.combine(day) }
    }

    /// Grows the bit storage so that ordinals `low...high` fit.
    private mutating func makeRoom(for low: Int, through high: Int) {
        if words.isEmpty {
            base = Self.floor64(low)
            words = [UInt64](repeating: 0, count: (high - base) >> 6 + 1)
            return
        }
        if low < base {
            let newBase = Self.floor64(low)
            words.insert(contentsOf: [UInt64](repeating: 0, count: (base - newBase) >> 6), at: 0)
            base = newBase
        }
        let needed = (high - base) >> 6 + 1
        if needed > words.count {
            // Grow by at least half again, so daily appends stay amortised O(1).
            words.append(contentsOf: [UInt64](repeating: 0, count: Swift.max(needed - words.count, words.count / 2)))
        }
    }

    /// The largest multiple of 64 not above `value`.
    private static func floor64(_ value: Int) -> Int {
        value & ~63  // two's complement: also right for negative ordinals
    }
}
