/// Where the taps on one layout landed, key by key: how many, how far from the key's
/// centre on average, how many landed on another key's visible frame and how many in the
/// gaps between keys. What a designer needs to move a key or resize its hit region.
public struct TapStatistics: Equatable, Sendable {
    /// One key's taps.
    public struct KeyRow: Equatable, Sendable {
        public var layer: String
        public var key: String
        /// Presses of the key.
        public var taps: Int
        /// The mean offset of the landing points from the key's visible centre, in points
        /// (x right, y down).
        public var meanOffset: Point
        /// Taps that landed inside another key's visible frame.
        public var onNeighbour: Int
        /// Taps that landed outside every key's visible frame.
        public var inGap: Int

        public init(layer: String, key: String, taps: Int, meanOffset: Point, onNeighbour: Int, inGap: Int) {
            self.layer = layer
            self.key = key
            self.taps = taps
            self.meanOffset = meanOffset
            self.onNeighbour = onNeighbour
            self.inGap = inGap
        }
    }

    /// The layout's id.
    public var layout: String
    /// Every key with taps, by layer in the layout's order, then in the layer's key order
    /// (rows top to bottom, keys left to right).
    public var rows: [KeyRow]

    /// Taps on the layout.
    public var taps: Int { rows.reduce(0) { $0 + $1.taps } }

    /// The statistics of the taps on `layout` (taps on other layouts are left out).
    public init(taps: [KeyTap], layout: KeyboardLayout) {
        self.layout = layout.id
        var groups: [KeyPath: [KeyTap]] = [:]
        for tap in taps where tap.layout == layout.id {
            groups[KeyPath(layer: tap.layer, key: tap.key), default: []].append(tap)
        }
        let order = Self.order(of: layout)
        rows = groups.keys.sorted { a, b in
            let (left, right) = (order[a] ?? (Int.max, Int.max), order[b] ?? (Int.max, Int.max))
            if left != right { return left < right }
            return (a.layer, a.key) < (b.layer, b.key)
        }.map { path in
            let group = groups[path]!
            let count = Double(group.count)
            let sum = group.reduce(Point(x: 0, y: 0)) { Point(x: $0.x + $1.offset.x, y: $0.y + $1.offset.y) }
            return KeyRow(
                layer: path.layer, key: path.key, taps: group.count,
                meanOffset: Point(x: sum.x / count, y: sum.y / count),
                onNeighbour: group.filter(\.landedOnNeighbour).count, inGap: group.filter(\.landedInGap).count)
        }
    }

    /// Each layout with taps and how many, the most tapped first (ties by id).
    public static func layoutsByTaps(_ taps: [KeyTap]) -> [(layout: String, taps: Int)] {
        var counts: [String: Int] = [:]
        for tap in taps { counts[tap.layout, default: 0] += 1 }
        return counts.map { (layout: $0.key, taps: $0.value) }.sorted { a, b in
            a.taps != b.taps ? a.taps > b.taps : a.layout < b.layout
        }
    }

    /// The statistics as JSON: the layout, the tap count and a row per key in table order,
    /// offsets rounded to 1/100 pt.
    public var json: JSONOutput {
        .object([
            "layout": .string(layout),
            "taps": .number(Double(taps)),
            "keys": .array(
                rows.map { row in
                    .object([
                        "layer": .string(row.layer), "key": .string(row.key), "taps": .number(Double(row.taps)),
                        "dx": .number(Self.rounded(row.meanOffset.x)), "dy": .number(Self.rounded(row.meanOffset.y)),
                        "neighbour": .number(Double(row.onNeighbour)), "gap": .number(Double(row.inGap)),
                    ])
                }),
        ])
    }

    /// A value rounded to 1/100 (never -0).
    static func rounded(_ value: Double) -> Double {
        let rounded = (value * 100).rounded() / 100
        return rounded == 0 ? 0 : rounded
    }

    /// A key on a layer.
    private struct KeyPath: Hashable {
        var layer: String
        var key: String
    }

    /// Each key's place in table order: (layer index, key index).
    private static func order(of layout: KeyboardLayout) -> [KeyPath: (Int, Int)] {
        var order: [KeyPath: (Int, Int)] = [:]
        for (layerIndex, layer) in layout.layers.enumerated() {
            for (keyIndex, key) in layer.keys.enumerated() where order[KeyPath(layer: layer.id, key: key.id)] == nil {
                order[KeyPath(layer: layer.id, key: key.id)] = (layerIndex, keyIndex)
            }
        }
        return order
    }
}
