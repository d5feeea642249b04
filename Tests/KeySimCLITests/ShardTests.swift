import Foundation
import KeySim
import KeySimCore
import Testing

@testable import KeySimCLI

/// A small, seeded random number generator (SplitMix64), so that the random suites below are
/// the same on every run and a failure can be replayed from its seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// `--shard K/N`: reading it, and the shares it makes.
struct ShardTests {
    @Test(arguments: [
        ("0/3", "'--shard 0/3': K must be from 1 to 3"),
        ("4/3", "'--shard 4/3': K must be from 1 to 3"),
        ("1/0", "'--shard 1/0': N must be 1 or more"),
        ("a/b", "'--shard' needs K/N, share K of N (e.g. 2/4), not 'a/b'"),
        ("3", "'--shard' needs K/N, share K of N (e.g. 2/4), not '3'"),
        ("-1/3", "'--shard' needs K/N, share K of N (e.g. 2/4), not '-1/3'"),
        ("+1/3", "'--shard' needs K/N, share K of N (e.g. 2/4), not '+1/3'"),
        ("1/2/3", "'--shard' needs K/N, share K of N (e.g. 2/4), not '1/2/3'"),
        ("/3", "'--shard' needs K/N, share K of N (e.g. 2/4), not '/3'"),
        (" 1/3", "'--shard' needs K/N, share K of N (e.g. 2/4), not ' 1/3'"),
    ])
    func badSharesAreUsageErrorsWithExactMessages(text: String, message: String) {
        #expect(throws: Arguments.UsageError(message: message)) { try Shard(parsing: text) }
    }

    @Test(arguments: [("1/1", 1, 1), ("2/4", 2, 4), ("7/7", 7, 7), ("03/10", 3, 10)])
    func goodSharesAreRead(text: String, index: Int, count: Int) throws {
        #expect(try Shard(parsing: text) == Shard(index: index, count: count))
    }

    /// A suite of up to 40 scripts with random paths (a few repeated, as a user may list a
    /// script twice) and times.
    static func randomSuite(_ random: inout SplitMix64) -> (paths: [String], milliseconds: [Int]) {
        let count = Int.random(in: 0...40, using: &random)
        var paths: [String] = []
        for _ in 0..<count {
            if !paths.isEmpty, Int.random(in: 0..<10, using: &random) == 0 {
                paths.append(paths.randomElement(using: &random)!)
            } else {
                let folder = ["pass", "bad", "a/b", "한글"].randomElement(using: &random)!
                paths.append("\(folder)/s\(Int.random(in: 0..<1000, using: &random)).jsonl")
            }
        }
        let milliseconds = paths.map { _ in
            Int.random(in: 0..<4, using: &random) == 0 ? 0 : Int.random(in: 1...60_000, using: &random)
        }
        return (paths, milliseconds)
    }

    @Test(arguments: 1...7)
    func theNSharesOfARandomSuitePartitionItWhateverOrderItIsListedIn(count: Int) {
        var random = SplitMix64(seed: 0x5EED_0000 + UInt64(count))
        for _ in 0..<200 {
            let (paths, milliseconds) = Self.randomSuite(&random)
            for timed in [false, true] {
                let shares = (1...count).map {
                    Shard(index: $0, count: count).indices(of: paths, milliseconds: timed ? milliseconds : nil)
                }
                let all = shares.flatMap { $0 }
                #expect(all.sorted() == Array(paths.indices), "every script in exactly one share")
                #expect(shares.allSatisfy { $0 == $0.sorted() }, "a share keeps the order given")
                if !timed {
                    let sizes = shares.map(\.count)
                    #expect(sizes.max()! - sizes.min()! <= 1, "dealt shares differ by one script at most")
                }
                // Listed in another order, each share holds the same paths.
                let order = paths.indices.shuffled(using: &random)
                let shuffled = order.map { paths[$0] }
                let times = order.map { milliseconds[$0] }
                for (index, share) in shares.enumerated() {
                    let again = Shard(index: index + 1, count: count).indices(
                        of: shuffled, milliseconds: timed ? times : nil)
                    #expect(again.map { shuffled[$0] }.sorted() == share.map { paths[$0] }.sorted())
                }
            }
        }
    }

    @Test(arguments: 1...7)
    func sharesBalancedByTimeAreWithinTheLongestFirstBound(count: Int) {
        var random = SplitMix64(seed: 0x7143_0000 + UInt64(count))
        for _ in 0..<200 {
            let (paths, milliseconds) = Self.randomSuite(&random)
            let shares = Shard.balanced(paths, milliseconds: milliseconds, into: count)
            let loads = shares.map { $0.reduce(0) { $0 + milliseconds[$1] } }
            let total = milliseconds.reduce(0, +)
            let longest = milliseconds.max() ?? 0
            // Graham: the largest share ≤ total/N + (1 − 1/N)·longest, in whole numbers.
            #expect(count * loads.max()! <= total + (count - 1) * longest, "\(loads)")
        }
    }

    /// The best largest share of `milliseconds` over `count` shares, by trying every assignment.
    static func optimum(_ milliseconds: [Int], count: Int) -> Int {
        var best = Int.max
        var loads = Array(repeating: 0, count: count)
        func place(_ index: Int) {
            if index == milliseconds.count {
                best = min(best, loads.max()!)
                return
            }
            for share in 0..<count {
                loads[share] += milliseconds[index]
                if loads[share] < best { place(index + 1) }
                loads[share] -= milliseconds[index]
            }
        }
        place(0)
        return best
    }

    @Test(arguments: 2...4)
    func smallSuitesBalancedByTimeAreWithinFourThirdsOfTheBest(count: Int) {
        var random = SplitMix64(seed: 0x0B7_0000 + UInt64(count))
        for _ in 0..<100 {
            let size = Int.random(in: 1...9, using: &random)
            let paths = (0..<size).map { "s\($0).jsonl" }
            let milliseconds = paths.map { _ in Int.random(in: 1...1_000, using: &random) }
            let shares = Shard.balanced(paths, milliseconds: milliseconds, into: count)
            let largest = shares.map { $0.reduce(0) { $0 + milliseconds[$1] } }.max()!
            // Graham's bound for longest first: ≤ (4/3 − 1/(3N)) of the best.
            #expect(3 * count * largest <= (4 * count - 1) * Self.optimum(milliseconds, count: count))
        }
    }

    @Test func equalTimesAreDealtByPathAndCount() {
        let paths = ["d.jsonl", "c.jsonl", "b.jsonl", "a.jsonl"]
        let shares = Shard.balanced(paths, milliseconds: [0, 0, 0, 0], into: 2)
        #expect(shares.map { $0.map { paths[$0] } } == [["a.jsonl", "c.jsonl"], ["b.jsonl", "d.jsonl"]])
        #expect(
            Shard.dealt(paths, into: 3).map { $0.map { paths[$0] } } == [
                ["a.jsonl", "d.jsonl"], ["b.jsonl"], ["c.jsonl"],
            ])
    }

    @Test func longestFirstGivesTheLongScriptAShareOfItsOwn() {
        let paths = ["a.jsonl", "b.jsonl", "c.jsonl", "d.jsonl"]
        let shares = Shard.balanced(paths, milliseconds: [1_000, 9_000, 2_000, 3_000], into: 2)
        #expect(shares.map { $0.map { paths[$0] } } == [["b.jsonl"], ["d.jsonl", "c.jsonl", "a.jsonl"]])
    }

    @Test func scriptsMissingFromTheTimingsCountTheMedian() {
        #expect(Shard.milliseconds(of: ["a", "x"], timings: ["a": 5, "b": 100, "c": 7]) == [5, 7])
        #expect(Shard.milliseconds(of: ["x"], timings: ["a": 4, "b": 10]) == [7])
        #expect(Shard.milliseconds(of: ["x"], timings: [:]) == [0])
    }

    @Test func timingsAreReadBackFromAReportThisCommandWrote() throws {
        let outcomes = [
            JUnitReportTests.outcome("f/a&b.jsonl", .pass, milliseconds: 1_234),
            JUnitReportTests.outcome("f/\"q\" 한.jsonl", .pass, milliseconds: 5),
        ]
        let report = JUnitReport.xml(outcomes)
        let timings = try Shard.timings(in: Array(report.utf8), path: "r.xml")
        #expect(timings == ["f/a&b.jsonl": 1_234, "f/\"q\" 한.jsonl": 5])
    }

    @Test func timingsFromAnotherToolUseTheNameWithoutAFile() throws {
        let report = """
            <?xml version="1.0"?>
            <!-- <testcase name="commented.jsonl" time="9"/> -->
            <testsuite name="other"><testcase classname='x' name='a.jsonl' time='2.5'></testcase>
            <testcase name="b.jsonl"/></testsuite>
            """
        #expect(try Shard.timings(in: Array(report.utf8), path: "r.xml") == ["a.jsonl": 2_500])
    }

    @Test(arguments: [
        (
            "<testsuite>\n  <testcase name=\"a.jsonl\" time=\"soon\"/></testsuite>",
            "r.xml:2:3: error: the testcase 'a.jsonl' has the time 'soon', not a number of seconds"
        ),
        (
            "<testsuite><testcase name=\"a.jsonl\" time=\"-1\"/></testsuite>",
            "r.xml:1:12: error: the testcase 'a.jsonl' has the time '-1', not a number of seconds"
        ),
        ("{\"passed\": 1}", "r.xml: error: not a JUnit report (it has no <testsuite> or <testsuites> element)"),
    ])
    func timingsThatCannotBeUsedAreBadData(report: String, message: String) {
        do throws(ReplayEnvironment.Failure) {
            let timings = try Shard.timings(in: Array(report.utf8), path: "r.xml")
            Issue.record("read \(timings)")
        } catch {
            #expect(error.message == message)
            #expect(error.code == ExitCode.badData)
        }
    }
}
