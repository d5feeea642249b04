/// Where things are written in the linted layout files, for findings about a layout, a
/// layer, a row, a `serves` entry or an alternate (keys carry their own ``Key/source``).
///
/// Each file is parsed once more with ``JSONParser``; a file that does not parse has no
/// entries (the loader already reports it).
struct LintSourceMap {
    private var roots: [String: JSONNode] = [:]

    init(_ files: [SourceFile]) {
        for file in files {
            if let root = try? JSONParser.parse(file.text) { roots[file.path] = root }
        }
    }

    /// The value of the layout's `id`, else the file's first character.
    func layout(in path: String) -> SourceLocation {
        let root = roots[path]
        let position = root.flatMap { member("id", of: $0)?.position } ?? root?.position
        return SourceLocation(path: path, position: position ?? SourcePosition(line: 1, column: 1))
    }

    /// Each entry of the layout's `serves`, in order.
    func serves(in path: String) -> [SourcePosition] {
        guard let root = roots[path], let serves = member("serves", of: root), case .array(let items) = serves.value
        else { return [] }
        return items.map(\.position)
    }

    /// The `id` of the layer written in this file's `layers` with this id, if there is one.
    func layer(_ id: String, in path: String) -> SourcePosition? {
        guard let root = roots[path], let layers = member("layers", of: root), case .array(let items) = layers.value
        else { return nil }
        for item in items {
            if let idNode = member("id", of: item), idNode.value == .string(id) { return idNode.position }
        }
        return nil
    }

    /// The `[` of the array holding the value written at `location` (a row, from one of its keys).
    func container(of location: SourceLocation) -> SourceLocation? {
        guard let root = roots[location.path], let found = Self.array(holding: location.position, in: root) else {
            return nil
        }
        return SourceLocation(path: location.path, position: found)
    }

    /// Each entry of `alternates` of the key object written at `location`, in order.
    func alternates(of location: SourceLocation) -> [SourcePosition] {
        guard let root = roots[location.path], let key = Self.node(at: location.position, in: root),
            let alternates = member("alternates", of: key), case .array(let items) = alternates.value
        else { return [] }
        return items.map(\.position)
    }

    private func member(_ key: String, of node: JSONNode) -> JSONNode? {
        guard case .object(let members) = node.value else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The children of a node, in file order.
    private static func children(of node: JSONNode) -> [JSONNode] {
        switch node.value {
        case .array(let items): items
        case .object(let members): members.map(\.value)
        default: []
        }
    }

    /// The child whose text holds `position`: the last one starting at or before it.
    private static func child(of node: JSONNode, holding position: SourcePosition) -> JSONNode? {
        children(of: node).last { $0.position <= position }
    }

    private static func node(at position: SourcePosition, in node: JSONNode) -> JSONNode? {
        var current = node
        while current.position != position {
            guard let next = child(of: current, holding: position) else { return nil }
            current = next
        }
        return current
    }

    private static func array(holding position: SourcePosition, in node: JSONNode) -> SourcePosition? {
        var current = node
        while let next = child(of: current, holding: position) {
            if next.position == position {
                if case .array = current.value { return current.position }
                return nil
            }
            current = next
        }
        return nil
    }
}
