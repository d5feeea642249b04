import Foundation

/// Medians and percentiles of repeated measurements, as `keysim bench` reports them.
enum BenchStatistics {
    /// The middle value of `samples` (the mean of the two middle values for an even count);
    /// nil when there are none.
    static func median(_ samples: [Double]) -> Double? {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The `percent` percentile of `samples` by the nearest-rank method: the smallest value
    /// that at least `percent`% of the samples do not exceed; nil when there are none.
    /// With fewer than 100 samples the 99th percentile is the largest.
    static func percentile(_ percent: Double, of samples: [Double]) -> Double? {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}

/// One row of `keysim bench`: what was measured, its median and 99th percentile, and how it
/// stands against its budget.
struct BenchRow: Equatable {
    /// Which way a figure is good.
    enum Direction: String, Equatable {
        /// Smaller is better (time, memory); a budget is a ceiling.
        case lowerIsBetter = "lower"
        /// Larger is better (throughput); a budget is a floor.
        case higherIsBetter = "higher"
    }

    /// The figure a budget applies to.
    enum Figure: String, Equatable {
        case median, p99
    }

    /// The short name `--only` selects and baselines key on, e.g. `frame-build`.
    var name: String
    /// What was measured, in words.
    var measured: String
    var unit: String
    var median: Double
    var p99: Double?
    var samples: Int
    var direction: Direction
    var budget: Double?
    var budgetFigure: Figure
    /// Below this, differences are noise: a regression check never fails a figure under it.
    var noiseFloor: Double

    init(
        name: String, measured: String, unit: String, samples: [Double], direction: Direction = .lowerIsBetter,
        budget: Double? = nil, budgetFigure: Figure = .median, noiseFloor: Double = 0, reportsP99: Bool = true
    ) {
        self.name = name
        self.measured = measured
        self.unit = unit
        self.median = BenchStatistics.median(samples) ?? 0
        self.p99 = reportsP99 ? BenchStatistics.percentile(99, of: samples) : nil
        self.samples = samples.count
        self.direction = direction
        self.budget = budget
        self.budgetFigure = budgetFigure
        self.noiseFloor = noiseFloor
    }

    /// The figure the budget is checked against.
    var budgetedValue: Double { budgetFigure == .p99 ? (p99 ?? median) : median }

    /// Whether the row meets its budget; nil when it has none.
    var passes: Bool? {
        guard let budget else { return nil }
        switch direction {
        case .lowerIsBetter: return budgetedValue <= budget
        case .higherIsBetter: return budgetedValue >= budget
        }
    }

    /// The budget as the table shows it, e.g. `p99 ≤ 200 µs`.
    var budgetText: String {
        guard let budget else { return "—" }
        let sign = direction == .lowerIsBetter ? "≤" : "≥"
        return "\(budgetFigure.rawValue) \(sign) \(BenchFormat.number(budget)) \(unit)"
    }
}

/// A figure that got worse than a baseline allows.
struct BenchRegression: Equatable, CustomStringConvertible {
    var name: String
    var unit: String
    var baseline: Double
    var current: Double
    var direction: BenchRow.Direction
    var factor: Double

    var description: String {
        let worse =
            direction == .lowerIsBetter
            ? "more than \(BenchFormat.number(factor))× the" : "under 1/\(BenchFormat.number(factor)) of the"
        return
            "\(name): median \(BenchFormat.number(current)) \(unit) is \(worse) recorded \(BenchFormat.number(baseline)) \(unit)"
    }
}

/// Compares medians with recorded ones and fails only on large regressions, so that noise on
/// a shared machine passes and a real slowdown does not.
enum BenchBaseline {
    /// A recorded figure: the row's name, its median and which way is better.
    struct Entry: Equatable {
        var name: String
        var median: Double
        var direction: BenchRow.Direction
    }

    /// The rows whose median is worse than `factor` × the recorded one (or under 1/`factor`
    /// of it for throughputs). A row with no recorded figure is not judged. A
    /// lower-is-better figure is compared with the recorded one raised to the row's noise
    /// floor, so a recorded 0.1 ms does not fail at 0.4 ms.
    static func regressions(of rows: [BenchRow], against baseline: [Entry], factor: Double = 3) -> [BenchRegression] {
        var recorded: [String: Entry] = [:]
        for entry in baseline { recorded[entry.name] = entry }
        var found: [BenchRegression] = []
        for row in rows {
            guard let entry = recorded[row.name] else { continue }
            let regressed: Bool
            switch row.direction {
            case .lowerIsBetter:
                regressed = row.median > max(entry.median, row.noiseFloor) * factor
            case .higherIsBetter:
                regressed = row.median * factor < entry.median
            }
            if regressed {
                found.append(
                    BenchRegression(
                        name: row.name, unit: row.unit, baseline: entry.median, current: row.median,
                        direction: row.direction, factor: factor))
            }
        }
        return found
    }

    /// The entries of a baseline written by `keysim bench --json`: its `rows`, each with
    /// `name`, `median` and `direction`. Nil when the text is not such a document.
    static func entries(fromJSON object: Any) -> [Entry]? {
        guard let document = object as? [String: Any], let rows = document["rows"] as? [[String: Any]] else {
            return nil
        }
        var entries: [Entry] = []
        for row in rows {
            guard let name = row["name"] as? String, let median = (row["median"] as? NSNumber)?.doubleValue
            else { return nil }
            let direction = BenchRow.Direction(rawValue: row["direction"] as? String ?? "") ?? .lowerIsBetter
            entries.append(Entry(name: name, median: median, direction: direction))
        }
        return entries
    }
}

/// How bench figures are written.
enum BenchFormat {
    /// A figure with three significant digits (at least a whole number): `0.0123`, `4.56`,
    /// `123`, `1234567`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let magnitude = abs(value)
        if magnitude >= 100 || value == value.rounded() && magnitude < 1e15 {
            return String(Int(value.rounded()))
        }
        var digits = 2
        var scaled = magnitude
        while scaled < 1, digits < 8 {
            scaled *= 10
            digits += 1
        }
        if magnitude >= 10 { digits = 1 }
        var text = String(format: "%.\(digits)f", value)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
