/// Where a finger on the keyboard was when its key asked for a text action: the key's id and
/// the point, in keyboard coordinates. For a key that types on release, where the finger
/// lifted; for delete, where it went down (or, repeating, where it is held); for a callout's
/// alternate, the long-pressed key and where the finger lifted in the callout. Autocorrection
/// ranks nearby keys by it.
public struct KeyTouch: Equatable, Sendable {
    /// The id of the key, on the layer shown then.
    public var key: String
    public var point: Point

    public init(key: String, point: Point) {
        self.key = key
        self.point = point
    }
}
