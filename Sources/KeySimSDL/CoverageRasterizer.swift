/// Draws a `VectorIcon` as an alpha mask: how much of each pixel its shapes cover.
///
/// Curves are flattened to within `tolerance` pixels. Fills are sampled on `subScanlines`
/// lines per pixel row, each with its exact horizontal coverage (nonzero or even-odd winding).
/// Strokes (round joins; round, butt or square caps) are coverage from each pixel centre's
/// distance to the flattened outline: exact for straight edges, within a few hundredths of a
/// pixel's ink elsewhere. Shapes are composited with alpha "over".
struct CoverageRasterizer {
    /// The largest distance, in pixels, between a curve and the lines drawn for it.
    var tolerance = 0.1
    /// The sample lines per pixel row of a fill.
    var subScanlines = 16

    /// A polyline in raster pixels.
    struct Polyline {
        var points: [VectorPoint]
        var closed: Bool
    }

    /// `icon` scaled to fit a `side` × `side` square, as SDL_image's `IMG_LoadSizedSVG_RW` does:
    /// the image is the icon's intrinsic size times the scale, rounded up.
    func mask(of icon: VectorIcon, side: Int) -> (width: Int, height: Int, alpha: [UInt8]) {
        // SDL_image computes in single precision; so does this, so that the sizes agree.
        let scale = min(Float(side) / Float(icon.width), Float(side) / Float(icon.height))
        let width = max(1, Int((Float(icon.width) * scale).rounded(.up)))
        let height = max(1, Int((Float(icon.height) * scale).rounded(.up)))
        let exactScale = min(Double(side) / icon.width, Double(side) / icon.height)
        var alpha = [Float](repeating: 0, count: width * height)
        var coverage = [Float](repeating: 0, count: width * height)
        for shape in icon.shapes {
            let lines = flatten(shape.segments, scale: exactScale)
            if let opacity = shape.fillOpacity {
                fill(lines, rule: shape.fillRule, width: width, height: height, into: &coverage)
                composite(&coverage, opacity: Float(opacity), onto: &alpha)
            }
            if let opacity = shape.strokeOpacity {
                let halfWidth = shape.strokeWidth * exactScale / 2
                stroke(lines, halfWidth: halfWidth, cap: shape.lineCap, width: width, height: height, into: &coverage)
                composite(&coverage, opacity: Float(opacity), onto: &alpha)
            }
        }
        return (width, height, alpha.map { UInt8(($0 * 255).rounded()) })
    }

    /// `icon` as a white RGBA image whose alpha is the mask above.
    func image(of icon: VectorIcon, side: Int) throws(SDLError) -> Image {
        let mask = mask(of: icon, side: side)
        var pixels = [UInt8](repeating: 255, count: mask.alpha.count * 4)
        for (index, alpha) in mask.alpha.enumerated() { pixels[index * 4 + 3] = alpha }
        return try Image(width: mask.width, height: mask.height, pixels: pixels)
    }

    /// `coverage` × `opacity` painted over `alpha`; `coverage` is cleared for the next use.
    private func composite(_ coverage: inout [Float], opacity: Float, onto alpha: inout [Float]) {
        for index in alpha.indices where coverage[index] > 0 {
            let source = min(1, coverage[index]) * opacity
            alpha[index] = source + alpha[index] * (1 - source)
            coverage[index] = 0
        }
    }

    /// The outline as polylines in raster pixels (`scale` raster pixels per icon pixel).
    /// Points are snapped to 1/1024 px, so that an edge meant to lie on a sample line (a
    /// 1.5-unit stroke at 16 px has its edges at x.5 and x.3) does, as it does in SDL_image.
    func flatten(_ segments: [VectorSegment], scale: Double) -> [Polyline] {
        func snapped(_ point: VectorPoint) -> VectorPoint {
            VectorPoint(x: (point.x * 1024).rounded() / 1024, y: (point.y * 1024).rounded() / 1024)
        }
        var lines: [Polyline] = []
        var current = Polyline(points: [], closed: false)
        func finish() {
            // A lone move draws nothing; a lone closed point is a dot (with round caps).
            if current.points.count > 1 || (current.closed && !current.points.isEmpty) { lines.append(current) }
            current = Polyline(points: [], closed: false)
        }
        for segment in segments {
            switch segment {
            case .move(let p):
                finish()
                current.points = [snapped(p * scale)]
            case .line(let p):
                current.points.append(snapped(p * scale))
            case .cubic(let c1, let c2, let p):
                guard let p0 = current.points.last else { continue }
                let (p1, p2, p3) = (c1 * scale, c2 * scale, p * scale)
                // A cubic's distance from its chords is at most ¾ × max‖second difference‖ / n².
                let bend = max((p0 - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
                let pieces = min(500, max(1, Int((0.75 * bend / tolerance).squareRoot().rounded(.up))))
                for piece in 1...pieces {
                    let t = Double(piece) / Double(pieces)
                    let u = 1 - t
                    let point =
                        p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
                    current.points.append(snapped(piece == pieces ? p3 : point))
                }
            case .close:
                current.closed = true
                finish()
            }
        }
        finish()
        return lines
    }

    /// Adds the coverage of the polygons' inside (each polyline closed) to `coverage`.
    func fill(_ lines: [Polyline], rule: VectorFillRule, width: Int, height: Int, into coverage: inout [Float]) {
        // Edges as (top, bottom, x at top, dx per y, winding), horizontal ones left out.
        var edges: [(top: Double, bottom: Double, x: Double, slope: Double, winding: Int)] = []
        for line in lines where line.points.count > 1 {
            for (index, a) in line.points.enumerated() {
                let b = line.points[(index + 1) % line.points.count]
                guard a.y != b.y else { continue }
                let (upper, lower) = a.y < b.y ? (a, b) : (b, a)
                let slope = (lower.x - upper.x) / (lower.y - upper.y)
                edges.append((upper.y, lower.y, upper.x, slope, a.y < b.y ? 1 : -1))
            }
        }
        guard let top = edges.map(\.top).min(), let bottom = edges.map(\.bottom).max() else { return }
        let rows = CoverageRasterizer.rows(edges.map { ($0.top, $0.bottom) }, height: height)
        var crossings: [(x: Double, winding: Int)] = []
        sweep(from: top, to: bottom, width: width, height: height, into: &coverage) { y, sampleY, spans in
            crossings.removeAll(keepingCapacity: true)
            for index in rows[y] {
                let edge = edges[index]
                if edge.top <= sampleY, sampleY < edge.bottom {
                    crossings.append((edge.x + (sampleY - edge.top) * edge.slope, edge.winding))
                }
            }
            crossings.sort { $0.x < $1.x }
            var winding = 0
            for index in crossings.indices.dropLast() {
                winding += crossings[index].winding
                let inside = rule == .nonzero ? winding != 0 : winding & 1 == 1
                if inside { spans.append((crossings[index].x, crossings[index + 1].x)) }
            }
        }
    }

    /// Adds to `coverage` the stroke along `lines`: the union of a capsule per straight piece
    /// (a disc at each end joining it to the next; flat, reaching `halfWidth` past the end for a
    /// square cap, at an open end without a round cap).
    func stroke(
        _ lines: [Polyline], halfWidth: Double, cap: VectorLineCap, width: Int, height: Int,
        into coverage: inout [Float]
    ) {
        var pieces: [StrokePiece] = []
        let extent = cap == .square ? halfWidth : 0
        for line in lines {
            var points = line.points
            if line.closed, let first = points.first, points.count > 1, points.last != first { points.append(first) }
            if points.count == 1 { points.append(points[0]) }  // a lone point: a dot or a square
            for index in 0..<(points.count - 1) {
                let flatStart = !line.closed && index == 0 && cap != .round
                let flatEnd = !line.closed && index == points.count - 2 && cap != .round
                if let piece = StrokePiece(
                    points[index], points[index + 1], halfWidth: halfWidth, startExtent: flatStart ? extent : nil,
                    endExtent: flatEnd ? extent : nil)
                {
                    pieces.append(piece)
                }
            }
        }
        guard let top = pieces.map(\.top).min(), let bottom = pieces.map(\.bottom).max() else { return }
        let rows = CoverageRasterizer.rows(pieces.map { ($0.top, $0.bottom) }, height: height)
        var intervals: [(Double, Double)] = []
        sweep(from: top, to: bottom, width: width, height: height, into: &coverage) { y, sampleY, spans in
            intervals.removeAll(keepingCapacity: true)
            for index in rows[y] {
                if let interval = pieces[index].interval(at: sampleY) { intervals.append(interval) }
            }
            intervals.sort { $0.0 < $1.0 }
            for interval in intervals {  // merged, so that overlapping pieces count once
                if let last = spans.last, interval.0 <= last.1 {
                    spans[spans.count - 1].1 = max(last.1, interval.1)
                } else {
                    spans.append(interval)
                }
            }
        }
    }

    /// For each pixel row, the indices of the items (edges, stroke pieces) whose vertical
    /// extent `[top, bottom)` reaches into it.
    private static func rows(_ extents: [(top: Double, bottom: Double)], height: Int) -> [[Int]] {
        var rows = [[Int]](repeating: [], count: height)
        for (index, extent) in extents.enumerated() {
            let first = max(0, Int(extent.top.rounded(.down)))
            let last = min(height, Int(extent.bottom.rounded(.up)))
            for y in first..<max(first, last) { rows[y].append(index) }
        }
        return rows
    }

    /// Adds coverage row by row: on each of `subScanlines` lines per pixel row between `top`
    /// and `bottom`, `spans` lists the covered x-intervals (non-overlapping) for the row and the
    /// line's y, each counted with its exact horizontal extent.
    private func sweep(
        from top: Double, to bottom: Double, width: Int, height: Int, into coverage: inout [Float],
        spans spansAt: (Int, Double, inout [(Double, Double)]) -> Void
    ) {
        let weight = 1 / Float(subScanlines)
        var row = [Float](repeating: 0, count: width)
        var spans: [(Double, Double)] = []
        let first = max(0, Int(top.rounded(.down)))
        let last = min(height, Int(bottom.rounded(.up)))
        guard first < last else { return }
        for y in first..<last {
            for index in row.indices { row[index] = 0 }
            for sub in 0..<subScanlines {
                spans.removeAll(keepingCapacity: true)
                spansAt(y, Double(y) + (Double(sub) + 0.5) / Double(subScanlines), &spans)
                for span in spans { addSpan(from: span.0, to: span.1, weight, to: &row) }
            }
            for x in 0..<width where row[x] > 0 { coverage[y * width + x] += row[x] }
        }
    }

    /// Adds `weight` × the part of each pixel of `row` that `[from, to)` covers.
    private func addSpan(from start: Double, to end: Double, _ weight: Float, to row: inout [Float]) {
        let (start, end) = (max(0, start), min(Double(row.count), end))
        guard end > start else { return }
        let (first, last) = (Int(start), Int(end))
        if first == last {
            row[first] += Float(end - start) * weight
            return
        }
        row[first] += Float(Double(first + 1) - start) * weight
        for x in (first + 1)..<last { row[x] += weight }
        if last < row.count { row[last] += Float(end - Double(last)) * weight }
    }
}

/// The part of a stroke along one straight piece: a rectangle `halfWidth` either side, closed
/// at each end by a disc (a round cap or join) or flat (a butt or square cap).
struct StrokePiece {
    /// The rectangle's corners, in order around it.
    private let c0, c1, c2, c3: VectorPoint
    /// The centres of the end discs, where the ends are round.
    private let startDisc, endDisc: VectorPoint?
    private let halfWidth: Double
    /// The rows the piece spans.
    let top: Double, bottom: Double

    /// The piece from `a` to `b`; a flat end reaches its extent past the point. Nil when it
    /// covers nothing (a point without a disc).
    init?(_ a: VectorPoint, _ b: VectorPoint, halfWidth: Double, startExtent: Double?, endExtent: Double?) {
        let length = (b - a).length
        if length == 0, startExtent == 0 || endExtent == 0 { return nil }
        let unit = length > 0 ? (b - a) * (1 / length) : VectorPoint(x: 1, y: 0)
        let normal = VectorPoint(x: -unit.y, y: unit.x) * halfWidth
        let (start, end) = (a - unit * (startExtent ?? 0), b + unit * (endExtent ?? 0))
        (c0, c1, c2, c3) = (start + normal, end + normal, end - normal, start - normal)
        startDisc = startExtent == nil ? a : nil
        endDisc = endExtent == nil ? b : nil
        self.halfWidth = halfWidth
        top = min(c0.y, c1.y, c2.y, c3.y, min(startDisc?.y ?? .infinity, endDisc?.y ?? .infinity) - halfWidth)
        bottom = max(c0.y, c1.y, c2.y, c3.y, max(startDisc?.y ?? -.infinity, endDisc?.y ?? -.infinity) + halfWidth)
    }

    /// Where the horizontal line at `y` crosses the piece (it is convex: one interval), if it does.
    func interval(at y: Double) -> (Double, Double)? {
        guard y >= top, y < bottom else { return nil }
        var (low, high) = (Double.infinity, -Double.infinity)
        func disc(_ centre: VectorPoint?) {
            guard let centre, abs(y - centre.y) < halfWidth else { return }
            let half = (halfWidth * halfWidth - (y - centre.y) * (y - centre.y)).squareRoot()
            (low, high) = (min(low, centre.x - half), max(high, centre.x + half))
        }
        func edge(_ p: VectorPoint, _ q: VectorPoint) {
            guard min(p.y, q.y) <= y, y < max(p.y, q.y) else { return }
            let x = p.x + (y - p.y) * (q.x - p.x) / (q.y - p.y)
            (low, high) = (min(low, x), max(high, x))
        }
        disc(startDisc)
        disc(endDisc)
        edge(c0, c1)
        edge(c1, c2)
        edge(c2, c3)
        edge(c3, c0)
        return low < high ? (low, high) : nil
    }
}
