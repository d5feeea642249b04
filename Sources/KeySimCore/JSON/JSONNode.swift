/// A JSON value with where it was written.
///
/// Every value read by ``JSONParser`` keeps the line and column of its first character, so
/// loaders can report `path:line:column` for a value of the wrong type or meaning.
public struct JSONNode: Equatable, Sendable {
    /// What a JSON value holds.
    public enum Value: Equatable, Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        /// The members in file order.
        case object([JSONMember])
    }

    /// The value.
    public var value: Value
    /// The position of the value's first character (`"`, `[`, `{`, `-`, a digit or a letter).
    public var position: SourcePosition

    /// Creates a node holding `value`, written at `position`.
    public init(_ value: Value, at position: SourcePosition) {
        self.value = value
        self.position = position
    }
}

/// One `"key": value` pair of a JSON object, with where its key was written.
public struct JSONMember: Equatable, Sendable {
    /// The key, with escapes resolved.
    public var key: String
    /// The position of the key's opening quote.
    public var keyPosition: SourcePosition
    /// The value, with its own position.
    public var value: JSONNode

    /// Creates a member whose key was written at `keyPosition`.
    public init(key: String, keyPosition: SourcePosition, value: JSONNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}
