/// A long-press callout: a key's alternates in a row of cells right above the key, one of
/// them selected by where the finger is.
///
/// Cells are as wide and as tall as the key's visible frame. The row starts at the key's left
/// edge and is shifted left so that it stays inside the keyboard. The finger selects the cell
/// under its x; a finger just left or right of the row (within one cell) selects the first or
/// last cell; further away, or more than two key heights below the key, it selects nothing.
public struct Callout: Equatable, Sendable {
    /// The id of the key that was long-pressed.
    public var keyID: String
    public var alternates: [String]
    /// The visible frame of the key that was long-pressed.
    public var keyFrame: Rect
    /// Each alternate's cell, left to right, in keyboard coordinates (y may be negative).
    public var frames: [Rect]
    /// The selected alternate's index, or nil when the finger is away from the callout.
    public var selectedIndex: Int?

    /// A callout for `alternates` of the key `keyID` drawn at `keyFrame`, on a keyboard
    /// `keyboardWidth` points wide, with the first alternate selected.
    public init(keyID: String, alternates: [String], keyFrame: Rect, keyboardWidth: Double) {
        self.keyID = keyID
        self.alternates = alternates
        self.keyFrame = keyFrame
        let cell = keyFrame.width
        let rowWidth = cell * Double(alternates.count)
        let x = max(0, min(keyFrame.minX, keyboardWidth - rowWidth))
        let y = keyFrame.minY - keyFrame.height
        self.frames = alternates.indices.map {
            Rect(x: x + Double($0) * cell, y: y, width: cell, height: keyFrame.height)
        }
        self.selectedIndex = alternates.isEmpty ? nil : 0
    }

    /// The selected alternate, if any.
    public var selection: String? { selectedIndex.map { alternates[$0] } }

    /// The index of the alternate a finger at `point` selects, or nil when it is too far away.
    public func index(at point: Point) -> Int? {
        guard let first = frames.first, let last = frames.last else { return nil }
        let cell = first.width
        guard point.y <= keyFrame.maxY + 2 * keyFrame.height,
            point.x >= first.minX - cell, point.x < last.maxX + cell
        else { return nil }
        guard cell > 0 else { return 0 }
        let index = Int(((point.x - first.minX) / cell).rounded(.down))
        return min(max(index, 0), frames.count - 1)
    }
}
