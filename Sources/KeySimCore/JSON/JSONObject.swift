/// A JSON object whose keys have been checked, with look-up by key.
///
/// Made by ``JSONNode/object(_:allowedKeys:)``. Keys are unique: the parser rejects
/// duplicates.
public struct JSONObject: Equatable, Sendable {
    /// The position of the object's `{`.
    public let position: SourcePosition
    /// The members in file order.
    public let members: [JSONMember]

    /// Creates an object from its members, whose `{` was written at `position`.
    public init(_ members: [JSONMember], at position: SourcePosition) {
        self.position = position
        self.members = members
    }

    /// The value of `key`, or `nil` when the key is absent.
    public subscript(key: String) -> JSONNode? {
        members.first { $0.key == key }?.value
    }

    /// Whether the object has `key`.
    public func has(_ key: String) -> Bool {
        members.contains { $0.key == key }
    }

    /// The position of `key`'s opening quote, or `nil` when the key is absent.
    public func keyPosition(_ key: String) -> SourcePosition? {
        members.first { $0.key == key }?.keyPosition
    }

    /// The value of a key that must be present.
    ///
    /// - Parameters:
    ///   - key: The key to look up.
    ///   - name: How the object is named in messages, e.g. `"key"` or `"layer 'letters'"`.
    /// - Throws: `<name> is missing '<key>'`, at the object's `{`.
    public func required(_ key: String, in name: String) throws(DataError) -> JSONNode {
        guard let node = self[key] else {
            throw JSONShapeProblem.missingKey(key, in: name).error(at: position)
        }
        return node
    }
}
