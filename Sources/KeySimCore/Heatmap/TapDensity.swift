import Foundation

/// How densely taps landed around each spot of an area: one Gaussian bump per tap (a
/// kernel density estimate), sampled at the centres of square cells.
public struct TapDensity: Equatable, Sendable {
    /// A cell's side, in points.
    public static let cell = 1.0
    /// The bumps' standard deviation, in points: about the scatter of one finger's taps.
    public static let spread = 5.0

    public let columns: Int
    public let rows: Int
    /// Cell values, row by row.
    public private(set) var values: [Double]

    /// The density of `points` over an area of `size` (points outside add what reaches in).
    public init(points: [Point], size: Size) {
        columns = max(0, Int((size.width / Self.cell).rounded(.up)))
        rows = max(0, Int((size.height / Self.cell).rounded(.up)))
        values = Array(repeating: 0, count: columns * rows)
        let reach = 3 * Self.spread
        let twoVariance = 2 * Self.spread * Self.spread
        for point in points {
            let first = max(0, Int(((point.x - reach) / Self.cell).rounded(.down)))
            let last = min(columns - 1, Int(((point.x + reach) / Self.cell).rounded(.down)))
            let top = max(0, Int(((point.y - reach) / Self.cell).rounded(.down)))
            let bottom = min(rows - 1, Int(((point.y + reach) / Self.cell).rounded(.down)))
            guard first <= last, top <= bottom else { continue }
            for row in top...bottom {
                let dy = (Double(row) + 0.5) * Self.cell - point.y
                for column in first...last {
                    let dx = (Double(column) + 0.5) * Self.cell - point.x
                    let distance = dx * dx + dy * dy
                    guard distance <= reach * reach else { continue }
                    values[row * columns + column] += exp(-distance / twoVariance)
                }
            }
        }
    }

    /// The value of the cell at `column`, `row`.
    public subscript(column: Int, row: Int) -> Double { values[row * columns + column] }

    /// The cell's rectangle in points.
    public func rect(column: Int, row: Int) -> Rect {
        Rect(x: Double(column) * Self.cell, y: Double(row) * Self.cell, width: Self.cell, height: Self.cell)
    }

    /// The largest value (0 with no taps).
    public var maximum: Double { values.max() ?? 0 }

    /// The colour of a cell whose value is `share` of the largest: on a square-root scale
    /// (so one tap shows beside a crowd), fading in from nothing through blue, cyan, green
    /// and yellow to red, more opaque as it gets hotter.
    public static func color(share: Double) -> Color? {
        let share = min(max(share, 0), 1).squareRoot()
        guard share >= 0.1 else { return nil }
        let fade = min(1, (share - 0.1) / 0.15)
        var lower = ramp[0]
        for stop in ramp {
            if stop.share >= share {
                let span = stop.share - lower.share
                let t = span > 0 ? (share - lower.share) / span : 1
                func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded()) }
                return Color(
                    red: mix(lower.color.red, stop.color.red), green: mix(lower.color.green, stop.color.green),
                    blue: mix(lower.color.blue, stop.color.blue), alpha: UInt8(((70 + 130 * share) * fade).rounded()))
            }
            lower = stop
        }
        return ramp.last?.color
    }

    /// The colour ramp, cold to hot.
    private static let ramp: [(share: Double, color: Color)] = [
        (0, Color(red: 40, green: 90, blue: 255)),
        (0.3, Color(red: 0, green: 190, blue: 255)),
        (0.5, Color(red: 40, green: 200, blue: 70)),
        (0.72, Color(red: 255, green: 210, blue: 0)),
        (1, Color(red: 235, green: 30, blue: 20)),
    ]
}
