/// Where each key of a layer is on a device: the frame people see and the region that
/// answers touches. Coordinates are points relative to the keyboard's top-left corner.
///
/// Layout units become points so that the layer's widest row spans the keyboard between
/// its side insets; narrower rows are centred. Hit regions tile the keyboard as iOS does:
/// each row owns a full horizontal band (the first reaches the top edge, the last the bottom
/// edge or the strip), the space between two keys is split at its middle, and the first and
/// last key of a row reach the keyboard's sides. Two kinds of place answer no touch:
/// - an **empty cell**, a gap of a whole key unit or more (``emptyCellWidth``; the number
///   pad's blank left of `0`): it owns its slot and the row's band there, and a neighbouring
///   key's region stops at its edge (from the keyboard's side when the cell is first or last);
/// - the **strip** below the keys of a phone with a home indicator (``KeyboardMetrics/strip``),
///   but for the keys it holds: a layer's keys whose ids the strip lists (globe, dictation)
///   leave their rows for their slots there, and the width they took goes to their row's space
///   bar (in a row without one, shared evenly by the keys that type text).
///
/// Every other point on the keyboard selects exactly one key.
public struct KeyboardGeometry: Equatable, Sendable {
    /// One key's place on the keyboard.
    public struct KeyFrame: Equatable, Sendable {
        public var key: Key
        /// The key's row; keys in the strip have the row after the last.
        public var row: Int
        /// The key's index among the keys of its row (gaps not counted), or among the strip's.
        public var column: Int
        /// What is drawn.
        public var visible: Rect
        /// What answers touches.
        public var hitRegion: Rect
        /// Whether the key sits in the home-indicator strip (drawn as a bare icon, as on iOS).
        public var inStrip: Bool = false
    }

    /// A gap at least this many key units wide is an empty cell: it answers no touch.
    public static let emptyCellWidth = 1.0

    /// What the layer's layout found, held once: copying a geometry copies one reference.
    private final class Storage: Sendable {
        let size: Size
        let keys: [KeyFrame]
        let strip: Rect?
        let emptyCells: [Rect]
        /// Row band edges, top to bottom: row `i` owns `rowEdges[i] ..< rowEdges[i + 1]`; the
        /// last edge is the strip's top (or the keyboard's bottom).
        let rowEdges: [Double]
        /// Per row, the region edges left to right: region `j` owns `keyEdges[row][j] ..< keyEdges[row][j + 1]`.
        let keyEdges: [[Double]]
        /// Per row, the index in `keys` of the key owning each region, -1 for an empty cell.
        /// Read only when `hasEmptyCells`; else region `j` is key `rowStart[row] + j`.
        let owners: [[Int]]
        let hasEmptyCells: Bool
        /// Per row, the index in `keys` of its first key.
        let rowStart: [Int]
        /// Where the strip begins (the keyboard's height without one), and its first key in `keys`.
        let stripTop: Double
        let stripStart: Int
        /// The index in `keys` of each key id (the first key when an id repeats, as a search
        /// from the start finds it).
        let indexByID: [String: Int]

        init(layer: Layer, metrics: KeyboardMetrics, width: Double) {
            let placed = Placement(layer: layer, metrics: metrics, width: width)
            self.size = Size(width: width, height: metrics.height)
            self.keys = placed.frames
            self.strip = placed.strip
            self.emptyCells = placed.emptyCells
            self.rowEdges = placed.rowEdges
            self.keyEdges = placed.keyEdges
            self.owners = placed.owners
            self.hasEmptyCells = !placed.emptyCells.isEmpty
            self.rowStart = placed.rowStart
            self.stripTop = placed.strip?.minY ?? metrics.height
            self.stripStart = placed.stripStart
            var indexByID: [String: Int] = [:]
            for (index, frame) in placed.frames.enumerated() where indexByID[frame.key.id] == nil {
                indexByID[frame.key.id] = index
            }
            self.indexByID = indexByID
        }
    }

    private let storage: Storage

    public var size: Size { storage.size }
    /// The rows' keys, row by row, then the strip's keys in the strip's order.
    public var keys: [KeyFrame] { storage.keys }
    /// The home-indicator strip, nil on a device without one. Only its keys' hit regions
    /// answer touches in it.
    public var strip: Rect? { storage.strip }
    /// The regions of the rows' empty cells, row by row: they answer no touch.
    public var emptyCells: [Rect] { storage.emptyCells }

    /// Lays out `layer` on a keyboard `width` points wide with `metrics`.
    public init(layer: Layer, metrics: KeyboardMetrics, width: Double) {
        storage = Storage(layer: layer, metrics: metrics, width: width)
    }

    /// The same layout: the same keys in the same places, regions and strip.
    public static func == (lhs: KeyboardGeometry, rhs: KeyboardGeometry) -> Bool {
        let (a, b) = (lhs.storage, rhs.storage)
        return a === b
            || (a.size == b.size && a.keys == b.keys && a.strip == b.strip && a.emptyCells == b.emptyCells
                && a.rowEdges == b.rowEdges && a.keyEdges == b.keyEdges && a.owners == b.owners
                && a.rowStart == b.rowStart && a.stripTop == b.stripTop && a.stripStart == b.stripStart)
    }

    /// The key whose hit region holds `point` (keyboard coordinates), or nil when the point
    /// is outside the keyboard or in a place that answers no touch.
    public func key(at point: Point) -> KeyFrame? { keyIndex(at: point).map { keys[$0] } }

    /// The index in ``keys`` of the key whose hit region holds `point` (keyboard
    /// coordinates), or nil when the point is outside the keyboard or in a place that answers
    /// no touch: ``key(at:)`` without copying the frame.
    public func keyIndex(at point: Point) -> Int? {
        guard point.x >= 0, point.x < size.width, point.y >= 0, point.y < size.height else { return nil }
        if point.y >= storage.stripTop { return stripKeyIndex(at: point) }
        guard storage.rowEdges.count > 1 else { return nil }
        let row = Self.bucket(of: point.y, in: storage.rowEdges)
        let column = Self.bucket(of: point.x, in: storage.keyEdges[row])
        guard storage.hasEmptyCells else { return storage.rowStart[row] + column }
        let owner = storage.owners[row][column]
        return owner < 0 ? nil : owner
    }

    /// Whether `point` (keyboard coordinates) is on the keyboard but answers no touch: in an
    /// empty cell, or in the strip outside its keys.
    public func isDeadZone(_ point: Point) -> Bool {
        Rect(x: 0, y: 0, width: size.width, height: size.height).contains(point) && keyIndex(at: point) == nil
    }

    /// The frame of the key with this id.
    public func frame(of keyID: String) -> KeyFrame? { storage.indexByID[keyID].map { keys[$0] } }

    /// The index in ``keys`` of the key with this id (the first when an id repeats).
    public func index(ofKey keyID: String) -> Int? { storage.indexByID[keyID] }

    /// The strip key whose hit region holds `point`, nil elsewhere in the strip.
    private func stripKeyIndex(at point: Point) -> Int? {
        var index = storage.stripStart
        while index < keys.count {
            if keys[index].hitRegion.contains(point) { return index }
            index += 1
        }
        return nil
    }

    /// The index `i` with `edges[i] <= value < edges[i + 1]`, clamped to the valid range.
    private static func bucket(of value: Double, in edges: [Double]) -> Int {
        var low = 0
        var high = edges.count - 2
        while low < high {
            let mid = (low + high + 1) / 2
            if edges[mid] <= value { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
