import Foundation
import Testing

@testable import KeySimCLI

/// The statistics `keysim bench` reports and the regression check CI relies on.
struct BenchStatisticsTests {
    @Test(arguments: [
        ([5.0], 5.0),
        ([3.0, 1.0, 2.0], 2.0),
        ([4.0, 1.0, 3.0, 2.0], 2.5),
        ([10.0, 10.0, 1.0, 1_000.0, 10.0], 10.0),
    ])
    func theMedianIsTheMiddleOfTheSortedSamples(samples: [Double], median: Double) {
        #expect(BenchStatistics.median(samples) == median)
    }

    @Test func noSamplesHaveNoMedianAndNoPercentile() {
        #expect(BenchStatistics.median([]) == nil)
        #expect(BenchStatistics.percentile(99, of: []) == nil)
    }

    @Test func theNinetyNinthPercentileOfAHundredSamplesIsTheSecondLargest() {
        let samples = (1...100).map(Double.init).shuffled()
        #expect(BenchStatistics.percentile(99, of: samples) == 99)
        #expect(BenchStatistics.percentile(50, of: samples) == 50)
        #expect(BenchStatistics.percentile(100, of: samples) == 100)
    }

    @Test func withFewerThanAHundredSamplesTheNinetyNinthPercentileIsTheLargest() {
        #expect(BenchStatistics.percentile(99, of: [3, 9, 1, 4]) == 9)
    }

    @Test func aRowPassesItsBudgetOnTheFigureTheBudgetNames() {
        let samples = (1...100).map(Double.init)
        let p99Row = BenchRow(
            name: "frame-build", measured: "", unit: "µs", samples: samples, budget: 98, budgetFigure: .p99)
        #expect(p99Row.budgetedValue == 99)
        #expect(p99Row.passes == false)
        let medianRow = BenchRow(name: "layouts", measured: "", unit: "ms", samples: samples, budget: 60)
        #expect(medianRow.median == 50.5)
        #expect(medianRow.passes == true)
        let throughput = BenchRow(
            name: "replay", measured: "", unit: "taps/s", samples: [900, 1_100, 1_000], direction: .higherIsBetter,
            budget: 1_000)
        #expect(throughput.passes == true)
        #expect(BenchRow(name: "event", measured: "", unit: "µs", samples: [1]).passes == nil)
    }

    static func row(_ name: String, median: Double, direction: BenchRow.Direction = .lowerIsBetter, floor: Double = 0)
        -> BenchRow
    {
        BenchRow(name: name, measured: "", unit: "ms", samples: [median], direction: direction, noiseFloor: floor)
    }

    @Test(arguments: [
        // (recorded median, measured median, fails?)
        (10.0, 29.0, false),  // noise, even 2.9×
        (10.0, 31.0, true),  // a real slowdown
        (10.0, 5.0, false),  // faster
    ])
    func aTimeFailsOnlyBeyondThreeTimesItsRecordedMedian(recorded: Double, measured: Double, fails: Bool) {
        let regressions = BenchBaseline.regressions(
            of: [Self.row("startup", median: measured)],
            against: [BenchBaseline.Entry(name: "startup", median: recorded, direction: .lowerIsBetter)])
        #expect(regressions.map(\.name) == (fails ? ["startup"] : []))
    }

    @Test(arguments: [(1_000_000.0, 400_000.0, false), (1_000_000.0, 300_000.0, true), (1_000_000.0, 2e6, false)])
    func aThroughputFailsOnlyBelowAThirdOfItsRecordedMedian(recorded: Double, measured: Double, fails: Bool) {
        let regressions = BenchBaseline.regressions(
            of: [Self.row("replay", median: measured, direction: .higherIsBetter)],
            against: [BenchBaseline.Entry(name: "replay", median: recorded, direction: .higherIsBetter)])
        #expect(regressions.map(\.name) == (fails ? ["replay"] : []))
    }

    @Test func aTinyRecordedFigureIsJudgedFromItsNoiseFloor() {
        let baseline = [BenchBaseline.Entry(name: "idle", median: 0, direction: .lowerIsBetter)]
        let noise = BenchBaseline.regressions(of: [Self.row("idle", median: 1.5, floor: 2)], against: baseline)
        #expect(noise.isEmpty)
        let spinning = BenchBaseline.regressions(of: [Self.row("idle", median: 900, floor: 2)], against: baseline)
        #expect(spinning.map(\.name) == ["idle"])
        #expect(spinning.first?.description.contains("900") == true)
    }

    @Test func rowsMissingFromTheBaselineAreNotJudged() {
        let regressions = BenchBaseline.regressions(
            of: [Self.row("window-raster", median: 1e9)],
            against: [BenchBaseline.Entry(name: "startup", median: 1, direction: .lowerIsBetter)])
        #expect(regressions.isEmpty)
    }

    @Test func aBaselineIsReadFromTheJSONTheBenchWrites() throws {
        let text = """
            {"rows": [{"name": "replay", "median": 150000, "direction": "higher", "unit": "taps/s"},
                      {"name": "startup", "median": 12.5, "direction": "lower", "unit": "ms"}]}
            """
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let entries = try #require(BenchBaseline.entries(fromJSON: object))
        #expect(
            entries == [
                BenchBaseline.Entry(name: "replay", median: 150_000, direction: .higherIsBetter),
                BenchBaseline.Entry(name: "startup", median: 12.5, direction: .lowerIsBetter),
            ])
        #expect(BenchBaseline.entries(fromJSON: ["rows": [["median": 1]]]) == nil)
        #expect(BenchBaseline.entries(fromJSON: [1, 2]) == nil)
    }
}
