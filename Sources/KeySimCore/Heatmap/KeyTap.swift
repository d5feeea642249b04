/// One key press a recorded touch made: the key, the layer it was on, where the key is
/// drawn, and where the finger landed and lifted. Points are keyboard coordinates (the
/// keyboard's top-left corner is the origin), as ``KeyboardGeometry`` uses.
public struct KeyTap: Equatable, Sendable {
    /// The layout shown, by id.
    public var layout: String
    /// The layer the key was on: for keys that act when released (characters, space,
    /// return) the layer shown then; for keys that act when pressed (shift, delete, layer
    /// switches) the layer they were pressed on.
    public var layer: String
    /// The key's id.
    public var key: String
    /// The key's visible frame, the rectangle people see and aim at.
    public var keyFrame: Rect
    /// Where the finger went down.
    public var down: Point
    /// Where the finger was when the key acted (where it lifted, or where it rested when
    /// another finger's press committed it).
    public var up: Point
    /// The key whose visible frame holds ``down``, or nil when the finger landed in the gap
    /// between keys (or on the keyboard's edge). Another key than ``key`` means the finger
    /// landed on a neighbour and slid onto this key, or (on a momentary layer switch) landed
    /// on a key of the other layer.
    public var landedOn: String?
    /// When the key acted, in ms.
    public var time: Int
    /// The 1-based line of the recording whose touch made the key act.
    public var line: Int

    public init(
        layout: String, layer: String, key: String, keyFrame: Rect, down: Point, up: Point, landedOn: String?,
        time: Int, line: Int
    ) {
        self.layout = layout
        self.layer = layer
        self.key = key
        self.keyFrame = keyFrame
        self.down = down
        self.up = up
        self.landedOn = landedOn
        self.time = time
        self.line = line
    }

    /// How far from the key's centre the finger landed, in points (x right, y down).
    public var offset: Point { Point(x: down.x - keyFrame.midX, y: down.y - keyFrame.midY) }

    /// The finger landed inside another key's visible frame.
    public var landedOnNeighbour: Bool { landedOn != nil && landedOn != key }

    /// The finger landed outside every key's visible frame.
    public var landedInGap: Bool { landedOn == nil }
}
