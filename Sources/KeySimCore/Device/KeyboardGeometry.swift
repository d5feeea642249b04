/// Where each key of a layer is on a device: the frame people see and the region that
/// answers touches. Coordinates are points relative to the keyboard's top-left corner.
///
/// Layout units become points so that the layer's widest row spans the keyboard between
/// its side insets; narrower rows are centred. Hit regions tile the whole keyboard with no
/// dead zones: each row owns a full horizontal band (the first reaches the top edge, the
/// last the bottom edge), the space between two keys is split at its middle, and the first
/// and last key of a row reach the keyboard's sides. So every point on the keyboard selects
/// exactly one key.
public struct KeyboardGeometry: Equatable, Sendable {
    /// One key's place on the keyboard.
    public struct KeyFrame: Equatable, Sendable {
        public var key: Key
        public var row: Int
        /// The key's index among the keys of its row (gaps not counted).
        public var column: Int
        /// What is drawn.
        public var visible: Rect
        /// What answers touches.
        public var hitRegion: Rect
    }

    public let size: Size
    public let keys: [KeyFrame]
    /// Row band edges, top to bottom: row `i` owns `rowEdges[i] ..< rowEdges[i + 1]`.
    private let rowEdges: [Double]
    /// Per row, the key region edges left to right: key `j` owns `keyEdges[row][j] ..< keyEdges[row][j + 1]`.
    private let keyEdges: [[Double]]
    /// Per row, the index in `keys` of its first key.
    private let rowStart: [Int]
    /// The index in `keys` of each key id (the first key when an id repeats, as a search
    /// from the start finds it).
    private let indexByID: KeyIDIndex
    /// No two keys of the layer share an id: a key's index is then the index of its id.
    let hasUniqueIDs: Bool

    /// Lays out `layer` on a keyboard `width` points wide with `metrics`.
    public init(layer: Layer, metrics: KeyboardMetrics, width: Double) {
        let insets = metrics.insets
        let rows = layer.rows.filter { !$0.keys.isEmpty }
        let bandHeight = rows.isEmpty ? 0 : (metrics.height - insets.top - insets.bottom) / Double(rows.count)
        let usable = width - insets.left - insets.right
        let maxUnits = rows.map(\.units).max() ?? 1
        let unit = maxUnits > 0 ? usable / maxUnits : 0

        var frames: [KeyFrame] = []
        var rowEdges: [Double] = [0]
        var keyEdges: [[Double]] = []
        var rowStart: [Int] = []
        for (rowIndex, row) in rows.enumerated() {
            let bandTop = insets.top + Double(rowIndex) * bandHeight
            let visibleTop = bandTop + metrics.rowGap / 2
            let visibleHeight = max(0, bandHeight - metrics.rowGap)
            let hitTop = rowEdges[rowIndex]
            let hitBottom = rowIndex == rows.count - 1 ? metrics.height : bandTop + bandHeight
            rowEdges.append(hitBottom)

            var x = insets.left + (usable - row.units * unit) / 2
            var visibles: [(Key, Rect)] = []
            for item in row.items {
                let slot = item.width * unit
                if case .key(let key) = item {
                    let rect = Rect(
                        x: x + metrics.keyGap / 2, y: visibleTop,
                        width: max(0, slot - metrics.keyGap), height: visibleHeight)
                    visibles.append((key, rect))
                }
                x += slot
            }
            var edges: [Double] = [0]
            for index in visibles.indices.dropLast() {
                edges.append((visibles[index].1.maxX + visibles[index + 1].1.minX) / 2)
            }
            edges.append(width)
            keyEdges.append(edges)
            rowStart.append(frames.count)
            for (column, (key, rect)) in visibles.enumerated() {
                let hit = Rect(
                    x: edges[column], y: hitTop,
                    width: edges[column + 1] - edges[column], height: hitBottom - hitTop)
                frames.append(KeyFrame(key: key, row: rowIndex, column: column, visible: rect, hitRegion: hit))
            }
        }
        self.size = Size(width: width, height: metrics.height)
        self.keys = frames
        self.rowEdges = rowEdges
        self.keyEdges = keyEdges
        self.rowStart = rowStart
        let indexByID = KeyIDIndex(ids: frames.map(\.key.id))
        self.indexByID = indexByID
        self.hasUniqueIDs = indexByID.distinctCount == frames.count
    }

    /// The key whose hit region holds `point` (keyboard coordinates), or nil when the point
    /// is outside the keyboard.
    public func key(at point: Point) -> KeyFrame? { keyIndex(at: point).map { keys[$0] } }

    /// The index in ``keys`` of the key whose hit region holds `point` (keyboard
    /// coordinates), or nil when the point is outside the keyboard: ``key(at:)`` without
    /// copying the frame.
    public func keyIndex(at point: Point) -> Int? {
        guard point.x >= 0, point.x < size.width, point.y >= 0, point.y < size.height,
            rowEdges.count > 1
        else { return nil }
        let row = Self.bucket(of: point.y, in: rowEdges)
        let column = Self.bucket(of: point.x, in: keyEdges[row])
        return rowStart[row] + column
    }

    /// The frame of the key with this id.
    public func frame(of keyID: String) -> KeyFrame? { indexByID.index(of: keyID).map { keys[$0] } }

    /// The index in ``keys`` of the key with this id (the first when an id repeats).
    public func index(ofKey keyID: String) -> Int? { indexByID.index(of: keyID) }

    /// ``index(ofKey:)``, answered without hashing the id when the key at `hint` has it and
    /// ids are unique (the key under a finger is usually the one asked for).
    func index(ofKey keyID: String, hint: Int?) -> Int? {
        if let hint, hasUniqueIDs, keys.indices.contains(hint), keys[hint].key.id == keyID { return hint }
        return indexByID.index(of: keyID)
    }

    /// The index `i` with `edges[i] <= value < edges[i + 1]`, clamped to the valid range.
    private static func bucket(of value: Double, in edges: [Double]) -> Int {
        // Through the buffer (every index is within it) and with a shift for the halving: two
        // searches run on every touch.
        edges.withUnsafeBufferPointer { edges in
            var low = 0
            var high = edges.count - 2
            while low < high {
                let mid = (low &+ high &+ 1) >> 1
                if edges[mid] <= value { low = mid } else { high = mid &- 1 }
            }
            return low
        }
    }
}
