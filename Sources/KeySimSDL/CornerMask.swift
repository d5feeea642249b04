/// The anti-aliased coverage of one corner of a rounded rectangle (filled, or its outline),
/// in whole pixels: a `size × size` alpha map, computed by supersampling.
///
/// The corner square sits at the rectangle's corner; past it the shape continues as straight
/// bands whose per-row coverage is `bandProfile`.
struct CornerMask: Hashable {
    /// Which corner of the rectangle.
    enum Corner: CaseIterable, Hashable {
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// The corner radius in pixels.
    let radius: Int
    /// The outline's width in 1/64 pixels, or nil for a filled shape.
    let strokeWidth64: Int?

    /// A mask for a corner of `radius` pixels, filled (`strokeWidth` nil) or an outline
    /// `strokeWidth` pixels wide drawn inside the edge.
    init(radius: Int, strokeWidth: Double?) {
        self.radius = max(0, radius)
        strokeWidth64 = strokeWidth.map { max(1, Int(($0 * 64).rounded())) }
    }

    /// The outline width in pixels (nil: filled).
    var strokeWidth: Double? { strokeWidth64.map { Double($0) / 64 } }

    /// The side of the corner square in pixels: enough for the curve and for the outline.
    var size: Int { max(radius, Int((strokeWidth ?? 0).rounded(.up))) }

    /// The coverage (0…1) of the straight band next to the corner square, row by row from
    /// the outer edge inwards: `size` values.
    var bandProfile: [Double] {
        (0..<size).map { row in
            guard let strokeWidth else { return 1 }
            return min(1, max(0, strokeWidth - Double(row)))
        }
    }

    /// Samples per pixel along each axis (the coverage is exact to 1/64).
    private static let samples = 8

    /// The alpha (0…255) of each pixel of the corner square, rows top to bottom, for `corner`.
    func alpha(for corner: Corner) -> [UInt8] {
        let topLeft = topLeftAlpha()
        let side = size
        var result = [UInt8](repeating: 0, count: side * side)
        for y in 0..<side {
            for x in 0..<side {
                let sourceX = (corner == .topRight || corner == .bottomRight) ? side - 1 - x : x
                let sourceY = (corner == .bottomLeft || corner == .bottomRight) ? side - 1 - y : y
                result[y * side + x] = topLeft[sourceY * side + sourceX]
            }
        }
        return result
    }

    private func topLeftAlpha() -> [UInt8] {
        let side = size
        let n = CornerMask.samples
        var result = [UInt8](repeating: 0, count: side * side)
        for y in 0..<side {
            for x in 0..<side {
                var covered = 0
                for sy in 0..<n {
                    for sx in 0..<n {
                        let px = Double(x) + (Double(sx) + 0.5) / Double(n)
                        let py = Double(y) + (Double(sy) + 0.5) / Double(n)
                        if contains(px, py) { covered += 1 }
                    }
                }
                result[y * side + x] = UInt8((Double(covered) * 255 / Double(n * n)).rounded())
            }
        }
        return result
    }

    /// Whether a point (pixels from the rectangle's top-left corner) is inside the shape.
    private func contains(_ x: Double, _ y: Double) -> Bool {
        let r = Double(radius)
        if x < r, y < r, (x - r) * (x - r) + (y - r) * (y - r) > r * r { return false }
        guard let width = strokeWidth else { return true }
        // Inside the outline unless inside the inner rounded rectangle (inset by the width).
        guard x >= width, y >= width else { return true }
        let innerRadius = max(0, r - width)
        let center = width + innerRadius
        if x < center, y < center {
            let dx = x - center
            let dy = y - center
            return dx * dx + dy * dy > innerRadius * innerRadius
        }
        return false
    }
}
