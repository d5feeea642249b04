/// Suggests the nearest valid name for a misspelt one ("Did you mean 'label'?").
public enum Suggestion {
    /// The candidate closest to `name` by edit distance (insert, delete, substitute, swap
    /// neighbours; case-insensitive), when it is close enough to be a likely typo: at most
    /// 1 edit for names up to 4 characters, else at most a third of the length, and always
    /// fewer edits than the name has characters (`z` suggests nothing). Ties go to the
    /// earlier candidate.
    public static func nearest(to name: String, in candidates: [String]) -> String? {
        let length = name.count
        let limit = length <= 4 ? 1 : max(2, length / 3)
        let lowered = name.lowercased()
        var best: (String, Int)?
        for candidate in candidates where candidate != name {
            // The distance is at least the difference in length: no need to work it out.
            guard abs(candidate.count - length) <= limit else { continue }
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= limit, distance < length, distance < (best?.1 ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.0
    }

    /// Optimal string alignment distance (Damerau–Levenshtein without repeated edits of a
    /// substring), over characters.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
