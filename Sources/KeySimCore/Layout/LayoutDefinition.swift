/// One layout file as written, before `extends` is merged.
struct LayoutDefinition: Equatable, Sendable {
    /// A name with where it is written.
    struct Named: Equatable, Sendable {
        var name: String
        var position: SourcePosition
    }

    struct LayerDefinition: Equatable, Sendable {
        var id: Named
        /// The whole layer (required for a new layer).
        var rows: [Row]?
        /// Row index → new row, in file order.
        var replaceRows: [(index: Int, row: Row, position: SourcePosition)]
        /// Key id → new key, in file order.
        var replaceKeys: [(id: String, key: Key, position: SourcePosition)]
        /// Whether the layer is the recently used page (nil: as inherited, else no).
        var recentlyUsed: Bool? = nil
        var position: SourcePosition

        static func == (lhs: LayerDefinition, rhs: LayerDefinition) -> Bool {
            lhs.id == rhs.id && lhs.rows == rhs.rows && lhs.position == rhs.position
                && lhs.recentlyUsed == rhs.recentlyUsed
                && lhs.replaceRows.elementsEqual(rhs.replaceRows) { $0 == $1 }
                && lhs.replaceKeys.elementsEqual(rhs.replaceKeys) { $0 == $1 }
        }
    }

    var path: String
    var id: Named
    var name: String
    var serves: [KeyboardType]
    var extends: Named?
    /// The locale id picking the keyboard's dictionary (`en_US`); nil leaves it to the parent.
    var language: String?
    /// The engine composing the keys' text (`hangul`); nil leaves it to the parent.
    var inputMethod: InputMethod?
    /// The devices the layout is for (`pad`); nil leaves it to the parent (else phone).
    var idiom: Idiom?
    /// Whether keys are drawn on caps (`false`: the emoji keyboard's bare glyphs); nil leaves
    /// it to the parent (else true).
    var keyCaps: Bool?
    var firstLayer: Named?
    var removeLayers: [Named]
    var layers: [LayerDefinition]
}

extension LayoutDefinition {
    static let topLevelKeys = [
        "id", "name", "idiom", "language", "inputMethod", "keyCaps", "serves", "extends", "firstLayer", "removeLayers",
        "layers",
    ]
    static let layerKeys = ["id", "rows", "replaceRows", "replaceKeys", "recentlyUsed"]
    static let keyKeys = [
        "key", "label", "output", "shifted", "alternates", "subtitle", "width", "flicks", "toggle", "action",
    ]
    static let flickKeys = FlickDirection.allCases.map(\.rawValue)
    static let actionNames = [
        "character", "shift", "capsLock", "delete", "return", "space", "tab", "globe", "dictation", "dismiss",
        "decimal", "layer:<id>", "advance", "reverseToggle", "kanaModifier", "undo", "redo",
    ]

    /// Decodes a layout file's text. Throws the first problem found, with its position.
    init(path: String, text: String) throws(DataError) {
        let root = try JSONParser.parse(text)
        let object = try root.object("layout", allowedKeys: Self.topLevelKeys)
        let idNode = try object.required("id", in: "layout")
        self.path = path
        self.id = Named(name: try Self.identifier(idNode, "'id'"), position: idNode.position)
        self.name = try object.required("name", in: "layout").string("'name'")
        self.serves =
            try object["serves"].map { node throws(DataError) in
                try node.array("'serves'").map { item throws(DataError) in try Self.keyboardType(item) }
            } ?? []
        self.extends = try object["extends"].map { node throws(DataError) in
            Named(name: try node.string("'extends'"), position: node.position)
        }
        self.language = try object["language"].map { node throws(DataError) in try Self.language(node) }
        self.inputMethod = try object["inputMethod"].map { node throws(DataError) in try Self.inputMethod(node) }
        self.idiom = try object["idiom"].map { node throws(DataError) in try Idiom.decode(node) }
        self.keyCaps = try object["keyCaps"].map { node throws(DataError) in try node.bool("'keyCaps'") }
        self.firstLayer = try object["firstLayer"].map { node throws(DataError) in
            Named(name: try node.string("'firstLayer'"), position: node.position)
        }
        self.removeLayers =
            try object["removeLayers"].map { node throws(DataError) in
                try node.array("'removeLayers'").map { item throws(DataError) in
                    Named(name: try item.string("a layer id in 'removeLayers'"), position: item.position)
                }
            } ?? []
        let layerNodes = try object.required("layers", in: "layout").array("'layers'")
        var layers: [LayerDefinition] = []
        for node in layerNodes {
            let layer = try Self.layer(node, path: path)
            if let first = layers.first(where: { $0.id.name == layer.id.name }) {
                throw DataError(
                    "duplicate layer id '\(layer.id.name)' (first written at \(first.id.position))",
                    at: layer.id.position)
            }
            layers.append(layer)
        }
        if layers.isEmpty && extends == nil {
            throw DataError("layout '\(id.name)' has no layers", at: object.keyPosition("layers") ?? root.position)
        }
        self.layers = layers
    }

    private static func identifier(_ node: JSONNode, _ name: String) throws(DataError) -> String {
        let value = try node.string(name)
        if value.isEmpty { throw DataError("\(name) must not be empty", at: node.position) }
        return value
    }

    /// A `language` value: a locale id, so that it names a dictionary file and reads as
    /// the locale UIKit would report (`en_US`, not `english` or `en-us`).
    private static func language(_ node: JSONNode) throws(DataError) -> String {
        let value = try node.string("'language'")
        guard isLocaleID(value) else {
            throw DataError("'language' must be a locale like 'en_US', not '\(value)'", at: node.position)
        }
        return value
    }

    /// Whether `text` is a locale id of the form `ll_RR`: two or three lower-case ASCII letters
    /// for the language, optionally `_` and a region of two upper-case ASCII letters or three
    /// digits (`en_US`, `fr`, `es_419`).
    static func isLocaleID(_ text: String) -> Bool {
        let parts = text.split(separator: "_", maxSplits: 1, omittingEmptySubsequences: false)
        let language = parts[0].unicodeScalars
        guard (2...3).contains(language.count), language.allSatisfy({ ("a"..."z").contains($0) }) else {
            return false
        }
        guard parts.count == 2 else { return true }
        let region = parts[1].unicodeScalars
        return (region.count == 2 && region.allSatisfy { ("A"..."Z").contains($0) })
            || (region.count == 3 && region.allSatisfy { ("0"..."9").contains($0) })
    }

    /// An `inputMethod` value: one of ``InputMethod``'s names.
    private static func inputMethod(_ node: JSONNode) throws(DataError) -> InputMethod {
        let name = try node.string("'inputMethod'")
        if let method = InputMethod(rawValue: name) { return method }
        let names = InputMethod.allCases.map(\.rawValue)
        var message = "unknown input method '\(name)'"
        if let suggestion = Suggestion.nearest(to: name, in: names) { message += "; did you mean '\(suggestion)'?" }
        message += " Input methods: " + names.map { "'\($0)'" }.joined(separator: ", ")
        throw DataError(message, at: node.position)
    }

    private static func keyboardType(_ node: JSONNode) throws(DataError) -> KeyboardType {
        let name = try node.string("a keyboard type in 'serves'")
        if let type = KeyboardType(named: name) { return type }
        var message = "unknown keyboard type '\(name)'"
        if let suggestion = Suggestion.nearest(to: name, in: KeyboardType.allCases.map(\.rawValue)) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "; expected one of: " + KeyboardType.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        }
        throw DataError(message, at: node.position)
    }

    private static func layer(_ node: JSONNode, path: String) throws(DataError) -> LayerDefinition {
        let object = try node.object("layer", allowedKeys: layerKeys)
        let idNode = try object.required("id", in: "layer")
        let id = Named(name: try identifier(idNode, "a layer's 'id'"), position: idNode.position)
        let rows = try object["rows"].map { rowsNode throws(DataError) in
            try rowsNode.array("'rows'").map { rowNode throws(DataError) in try row(rowNode, path: path) }
        }
        var replaceRows: [(index: Int, row: Row, position: SourcePosition)] = []
        if let replace = object["replaceRows"] {
            for member in try members(of: replace, "'replaceRows'") {
                guard let index = Int(member.key), index >= 0 else {
                    throw DataError(
                        "'replaceRows' keys are row numbers counted from 0, not '\(member.key)'",
                        at: member.keyPosition)
                }
                replaceRows.append((index, try row(member.value, path: path), member.keyPosition))
            }
        }
        var replaceKeys: [(id: String, key: Key, position: SourcePosition)] = []
        if let replace = object["replaceKeys"] {
            for member in try members(of: replace, "'replaceKeys'") {
                guard case .key(let key) = try item(member.value, path: path) else {
                    throw DataError("a key in 'replaceKeys' must be a key, not a gap", at: member.value.position)
                }
                replaceKeys.append((member.key, key, member.keyPosition))
            }
        }
        let recentlyUsed = try object["recentlyUsed"].map { node throws(DataError) in try node.bool("'recentlyUsed'") }
        if rows == nil && replaceRows.isEmpty && replaceKeys.isEmpty && recentlyUsed == nil && object.members.count > 1
        {
            throw DataError("layer '\(id.name)' changes nothing", at: node.position)
        }
        return LayerDefinition(
            id: id, rows: rows, replaceRows: replaceRows, replaceKeys: replaceKeys, recentlyUsed: recentlyUsed,
            position: node.position)
    }

    /// The members of an object whose keys are the author's (row numbers, key ids).
    private static func members(of node: JSONNode, _ name: String) throws(DataError) -> [JSONMember] {
        guard case .object(let members) = node.value else {
            throw DataError("\(name) must be an object, not \(node.kindDescription)", at: node.position)
        }
        return members
    }

    private static func row(_ node: JSONNode, path: String) throws(DataError) -> Row {
        let items = try node.array("a row").map { itemNode throws(DataError) in try item(itemNode, path: path) }
        if !items.contains(where: { if case .key = $0 { true } else { false } }) {
            throw DataError("a row must have at least one key", at: node.position)
        }
        return Row(items: items)
    }

    /// A key (string shorthand or object) or a gap.
    static func item(_ node: JSONNode, path: String) throws(DataError) -> RowItem {
        let source = SourceLocation(path: path, position: node.position)
        if case .string(let text) = node.value {
            if text.isEmpty { throw DataError("a key must not be an empty string", at: node.position) }
            return .key(Key(id: text, action: ReservedKey.action(for: text) ?? .character, source: source))
        }
        if case .object(let members) = node.value, members.contains(where: { $0.key == "gap" }) {
            let object = try node.object("gap", allowedKeys: ["gap"])
            let widthNode = try object.required("gap", in: "gap")
            let width = try widthNode.double("'gap'")
            guard width > 0 else {
                throw DataError("'gap' must be greater than 0, not \(width)", at: widthNode.position)
            }
            return .gap(width)
        }
        guard case .object = node.value else {
            throw DataError("a key must be a string or an object, not \(node.kindDescription)", at: node.position)
        }
        let object = try node.object("key", allowedKeys: keyKeys)
        let id = try identifier(try object.required("key", in: "key"), "'key'")
        func optionalString(_ name: String) throws(DataError) -> String? {
            try object[name].map { value throws(DataError) in try value.string("'\(name)'") }
        }
        var action = ReservedKey.action(for: id) ?? .character
        if let actionNode = object["action"] {
            action = try keyAction(actionNode)
        }
        var width = 1.0
        if let widthNode = object["width"] {
            width = try widthNode.double("'width'")
            guard width > 0 else {
                throw DataError("'width' must be greater than 0, not \(width)", at: widthNode.position)
            }
        }
        var alternates: [String] = []
        for alternate in try object["alternates"]?.array("'alternates'") ?? [] {
            let text = try alternate.string("an alternate")
            if text.isEmpty { throw DataError("an alternate must not be empty", at: alternate.position) }
            alternates.append(text)
        }
        let flicks = try object["flicks"].map { node throws(DataError) in try Self.flicks(node) }
        let output = try optionalString("output")
        var toggle: [String]
        if let toggleNode = object["toggle"] {
            toggle = []
            for item in try toggleNode.array("'toggle'") {
                let text = try item.string("a character in 'toggle'")
                if text.isEmpty { throw DataError("a character in 'toggle' must not be empty", at: item.position) }
                toggle.append(text)
            }
            if toggle.count == 1 {
                throw DataError(
                    "'toggle' lists what tapping the key again and again types, so at least two characters (or none, [], to turn tap-repeat off)",
                    at: toggleNode.position)
            }
        } else if let flicks, action == .character, !flicks.isSecondCharacter {
            // A flick key toggles through its characters unless it says otherwise (iOS's default);
            // an iPad key's down flick (its second character) is no toggle.
            toggle = [output ?? id] + flicks.characters
        } else {
            toggle = []
        }
        return .key(
            Key(
                id: id, label: try optionalString("label"), output: output,
                shifted: try optionalString("shifted"), alternates: alternates,
                subtitle: try optionalString("subtitle"), width: width, flicks: flicks, toggle: toggle, action: action,
                source: source))
    }

    /// A key's `flicks`: an object of directions (`left`, `up`, `right`, `down`) to what a
    /// flick that way types.
    private static func flicks(_ node: JSONNode) throws(DataError) -> KeyFlicks {
        let object = try node.object("'flicks'", allowedKeys: flickKeys)
        func text(_ direction: FlickDirection) throws(DataError) -> String? {
            guard let value = object[direction.rawValue] else { return nil }
            let text = try value.string("the '\(direction.rawValue)' flick")
            if text.isEmpty {
                throw DataError("the '\(direction.rawValue)' flick must not be empty", at: value.position)
            }
            return text
        }
        let flicks = KeyFlicks(left: try text(.left), up: try text(.up), right: try text(.right), down: try text(.down))
        if flicks.characters.isEmpty {
            throw DataError("'flicks' must give at least one of 'left', 'up', 'right', 'down'", at: node.position)
        }
        return flicks
    }

    private static func keyAction(_ node: JSONNode) throws(DataError) -> KeyAction {
        let name = try node.string("'action'")
        if name.hasPrefix("layer:") {
            let layer = String(name.dropFirst("layer:".count))
            if layer.isEmpty { throw DataError("'layer:' must name a layer, as in 'layer:numbers'", at: node.position) }
            return .switchLayer(layer)
        }
        switch name {
        case "character": return .character
        case "decimal": return .decimalSeparator
        default:
            if let action = ReservedKey.action(for: name), name != "numbers", name != "symbols", name != "letters" {
                return action
            }
        }
        var message = "unknown action '\(name)'"
        if let suggestion = Suggestion.nearest(to: name, in: actionNames) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "; expected one of: " + actionNames.map { "'\($0)'" }.joined(separator: ", ")
        }
        throw DataError(message, at: node.position)
    }
}
