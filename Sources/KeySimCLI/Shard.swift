/// `--shard K/N`: share K of N of a replay's scripts, so that N machines of a CI matrix
/// together replay every script exactly once.
///
/// The shares depend only on the scripts' paths (and, balanced, on the times given), never on
/// the order they were listed in or the machine: the paths are sorted first.
struct Shard: Equatable, Sendable {
    /// K, from 1.
    var index: Int
    /// N, 1 or more.
    var count: Int

    /// Reads `K/N`.
    ///
    /// - Throws: the usage error for anything but whole numbers with 1 ≤ K ≤ N.
    init(parsing text: String) throws(Arguments.UsageError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { "0"..."9" ~= $0 } }),
            let index = Int(parts[0]), let count = Int(parts[1])
        else {
            throw .init(message: "'--shard' needs K/N, share K of N (e.g. 2/4), not '\(text)'")
        }
        guard count >= 1 else { throw .init(message: "'--shard \(text)': N must be 1 or more") }
        guard index >= 1, index <= count else {
            throw .init(message: "'--shard \(text)': K must be from 1 to \(count)")
        }
        self.index = index
        self.count = count
    }

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// `K/N`.
    var description: String { "\(index)/\(count)" }

    /// The indices into `paths` of this share, in the order given: with `milliseconds` (a
    /// duration per path), balanced by time, else dealt out in turn over the sorted paths.
    func indices(of paths: [String], milliseconds: [Int]? = nil) -> [Int] {
        let shares =
            milliseconds.map { Self.balanced(paths, milliseconds: $0, into: count) }
            ?? Self.dealt(paths, into: count)
        return shares[index - 1].sorted()
    }

    /// The order shares are made in: by path, then (the same path given twice) as given.
    static func sorted(_ paths: [String]) -> [Int] {
        paths.indices.sorted { paths[$0] != paths[$1] ? paths[$0] < paths[$1] : $0 < $1 }
    }

    /// `count` shares of the indices of `paths`: the sorted paths dealt out in turn (the
    /// first to share 1, the second to share 2, …), so shares differ by one script at most.
    static func dealt(_ paths: [String], into count: Int) -> [[Int]] {
        var shares = Array(repeating: [Int](), count: count)
        for (position, index) in sorted(paths).enumerated() { shares[position % count].append(index) }
        return shares
    }

    /// `count` shares of the indices of `paths`, balanced by `milliseconds` (one a path) by the
    /// longest-processing-time rule: longest first (equal times by path), each to the share
    /// with the least time so far (equal times: the one with fewer scripts, then the first).
    /// Its largest share is within 4/3 of the best possible.
    static func balanced(_ paths: [String], milliseconds: [Int], into count: Int) -> [[Int]] {
        let byPath = sorted(paths)
        var rank = Array(repeating: 0, count: paths.count)
        for (position, index) in byPath.enumerated() { rank[index] = position }
        let order = byPath.sorted {
            milliseconds[$0] != milliseconds[$1] ? milliseconds[$0] > milliseconds[$1] : rank[$0] < rank[$1]
        }
        var shares = Array(repeating: [Int](), count: count)
        var loads = Array(repeating: 0, count: count)
        for index in order {
            var least = 0
            for share in 1..<count where (loads[share], shares[share].count) < (loads[least], shares[least].count) {
                least = share
            }
            shares[least].append(index)
            loads[least] += milliseconds[index]
        }
        return shares
    }

    /// The duration of each of `paths` from `timings` (ms by path); a path without one counts
    /// the median of the recorded times (0 when there are none).
    static func milliseconds(of paths: [String], timings: [String: Int]) -> [Int] {
        let recorded = timings.values.sorted()
        let median =
            recorded.isEmpty
            ? 0
            : recorded.count % 2 == 1
                ? recorded[recorded.count / 2] : (recorded[recorded.count / 2 - 1] + recorded[recorded.count / 2]) / 2
        return paths.map { timings[$0] ?? median }
    }
}
