/// The edit distance between two strings, by characters: the number of insertions, deletions,
/// substitutions and swaps of two neighbouring characters that turn one into the other
/// (optimal string alignment). A swap counts as one edit, so "chekc" is one edit from
/// "check". Used for "Did you mean …?".
public func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // Three rows of the dynamic-programming table: two back (for swaps), previous and current.
    var twoBack = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
            current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], twoBack[j - 2] + 1)
            }
        }
        (twoBack, previous, current) = (previous, current, twoBack)
    }
    return previous[b.count]
}

/// The candidate nearest to `typed`, if it is close enough to be a likely typo: at most a third
/// of the longer string's length away (at least 1), and at most 3 edits. Ties go to the
/// earlier candidate.
public func nearest(to typed: String, among candidates: [String]) -> String? {
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        let distance = editDistance(typed, candidate)
        let limit = min(3, max(1, max(typed.count, candidate.count) / 3))
        guard distance <= limit else { continue }
        if best.map({ distance < $0.distance }) ?? true {
            best = (candidate, distance)
        }
    }
    return best?.candidate
}
