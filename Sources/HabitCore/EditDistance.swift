/// Levenshtein distance between two strings, by characters: the number of insertions,
/// deletions and substitutions that turn one into the other. Used for "Did you mean …?".
public func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
            current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}

/// The candidate nearest to `typed`, if it is close enough to be a likely typo: at most a third
/// of the longer string's length away, and at most 3 edits. Ties go to the earlier candidate.
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
