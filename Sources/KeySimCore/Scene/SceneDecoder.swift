/// Reads a scene file's JSON into a ``Scene``, rejecting unknown keys and bad values at
/// their positions.
enum SceneDecoder {
    static let sceneKeys = ["title", "locale", "style", "keyboards", "contentSize", "fields"]
    static let fieldKeys = [
        "id", "label", "prompt", "text", "keyboard", "contentType", "secure", "autocapitalization", "autocorrection",
        "returnKey", "enablesReturnKeyAutomatically", "clearButton", "maxLength", "validation", "format", "lineBreak",
        "size", "widthGroup", "locale", "style", "leadingImage", "trailingButton", "trailingButtonAction", "choices",
        "spellChecking",
        "smartQuotes", "smartDashes", "smartInsertDelete", "predictive",
    ]

    /// Decodes a scene file's text. Throws the first problem found, with its position.
    static func scene(from text: String) throws(DataError) -> Scene {
        let root = try JSONParser.parse(text)
        let object = try root.object("scene", allowedKeys: sceneKeys)
        let title = try nonEmptyString(try object.required("title", in: "scene"), "'title'")
        let locale = try object["locale"].map { node throws(DataError) in try localeIdentifier(node) }
        let style = try object["style"].map { node throws(DataError) in try fieldStyle(node) }
        let keyboards = try keyboardList(object["keyboards"])
        let contentSize = try object["contentSize"].map { node throws(DataError) in
            try choice(node, "'contentSize'", "content size", ContentSizeCategory.allCases.map { ($0.rawValue, $0) })
        }
        let fieldsNode = try object.required("fields", in: "scene")
        let fieldNodes = try fieldsNode.array("'fields'")
        if fieldNodes.isEmpty {
            throw DataError("'fields' must not be empty; a scene needs at least one field", at: fieldsNode.position)
        }
        let scene = Scene(
            title: title, locale: locale ?? Scene.defaultLocale, style: style ?? .roundedBorder, fields: [])
        var fields: [SceneField] = []
        var idPositions: [String: SourcePosition] = [:]
        for node in fieldNodes {
            let (field, idPosition) = try self.field(node, in: scene)
            if let first = idPositions[field.id] {
                throw DataError("duplicate field id '\(field.id)' (first written at \(first))", at: idPosition)
            }
            idPositions[field.id] = idPosition
            fields.append(field)
        }
        var decoded = Scene(
            title: scene.title, locale: scene.locale, style: scene.style, fields: fields,
            keyboards: keyboards.map(\.id), contentSize: contentSize ?? .default)
        decoded.keyboardPositions = keyboards.map(\.position)
        return decoded
    }

    /// The layout ids of `keyboards`: at least one, each once. Whether each names a layout
    /// is checked against the loaded layouts (``Scene/keyboardProblem(in:path:)``).
    private static func keyboardList(_ node: JSONNode?) throws(DataError) -> [(id: String, position: SourcePosition)] {
        guard let node else { return [] }
        let items = try node.array("'keyboards'")
        if items.isEmpty {
            throw DataError(
                "'keyboards' must name at least one layout; leave it out for the layout that serves 'default'",
                at: node.position)
        }
        var keyboards: [(id: String, position: SourcePosition)] = []
        for item in items {
            let id = try nonEmptyString(item, "a layout id in 'keyboards'")
            if let first = keyboards.first(where: { $0.id == id }) {
                throw DataError(
                    "'\(id)' is already in 'keyboards' (first written at \(first.position))", at: item.position)
            }
            keyboards.append((id, item.position))
        }
        return keyboards
    }

    /// One field, with where its id was written; locale and style fall back to the scene's.
    private static func field(_ node: JSONNode, in scene: Scene) throws(DataError) -> (SceneField, SourcePosition) {
        let object = try node.object(fieldName(node), allowedKeys: fieldKeys)
        let idNode = try object.required("id", in: "field")
        let id = try nonEmptyString(idNode, "'id'")
        func string(_ key: String) throws(DataError) -> String? {
            try object[key].map { value throws(DataError) in try value.string("'\(key)'") }
        }
        func bool(_ key: String) throws(DataError) -> Bool? {
            try object[key].map { value throws(DataError) in try value.bool("'\(key)'") }
        }
        func name(_ key: String) throws(DataError) -> String? {
            try object[key].map { value throws(DataError) in try nonEmptyString(value, "'\(key)'") }
        }
        func choice<T>(_ key: String, _ noun: String, _ cases: [(String, T)]) throws(DataError) -> T? {
            try object[key].map { value throws(DataError) in try SceneDecoder.choice(value, "'\(key)'", noun, cases) }
        }
        let attributes = FieldAttributes(
            keyboard: try choice("keyboard", "keyboard type", KeyboardType.allCases.map { ($0.rawValue, $0) }),
            contentType: try choice("contentType", "content type", TextContentType.allCases.map { ($0.rawValue, $0) }),
            secure: try bool("secure"),
            autocapitalization: try choice(
                "autocapitalization", "autocapitalization type", Autocapitalization.allCases.map { ($0.rawValue, $0) }),
            autocorrection: try bool("autocorrection"),
            returnKey: try choice("returnKey", "return key type", ReturnKeyType.allCases.map { ($0.rawValue, $0) }),
            enablesReturnKeyAutomatically: try bool("enablesReturnKeyAutomatically"),
            spellChecking: try bool("spellChecking"), smartQuotes: try bool("smartQuotes"),
            smartDashes: try bool("smartDashes"), smartInsertDelete: try bool("smartInsertDelete"),
            predictive: try bool("predictive"))
        let maxLength = try object["maxLength"].map { value throws(DataError) in try atLeastOne(value, "'maxLength'") }
        let text = try string("text") ?? ""
        if let maxLength, text.count > maxLength, let textNode = object["text"] {
            throw DataError(
                "'text' has \(text.count) characters, more than 'maxLength' allows (\(maxLength))",
                at: textNode.position)
        }
        let field = SceneField(
            id: id,
            label: try string("label"),
            prompt: try string("prompt"),
            text: text,
            attributes: attributes,
            maxLength: maxLength,
            locale: try object["locale"].map { value throws(DataError) in try localeIdentifier(value) } ?? scene.locale,
            style: try object["style"].map { value throws(DataError) in try fieldStyle(value) } ?? scene.style,
            clearButton: try choice(
                "clearButton", "clear button mode", ClearButtonMode.allCases.map { ($0.rawValue, $0) })
                ?? .never,
            validation: try object["validation"].map { value throws(DataError) in try validation(value) },
            format: try object["format"].map { value throws(DataError) in try format(value) },
            lineBreak: try choice("lineBreak", "line break mode", LineBreakMode.allCases.map { ($0.rawValue, $0) })
                ?? .clip,
            size: try object["size"].map { value throws(DataError) in try size(value) },
            widthGroup: try name("widthGroup"),
            leadingImage: try choice("leadingImage", "icon", Icon.allCases.map { ($0.rawValue, $0.rawValue) }),
            trailingButton: try choice("trailingButton", "icon", Icon.allCases.map { ($0.rawValue, $0.rawValue) }),
            trailingButtonAction: try choice(
                "trailingButtonAction", "trailing button action",
                TrailingButtonAction.allCases.map { ($0.rawValue, $0) }),
            choices: try choiceList(object["choices"]),
            position: node.position)
        if field.trailingButtonAction != nil, field.trailingButton == nil {
            throw DataError(
                "'trailingButtonAction' needs a 'trailingButton' to tap",
                at: object.keyPosition("trailingButtonAction") ?? node.position)
        }
        return (field, idNode.position)
    }

    /// A combo box's choices: non-empty strings, each once.
    private static func choiceList(_ node: JSONNode?) throws(DataError) -> [String] {
        guard let node else { return [] }
        var choices: [String] = []
        for item in try node.array("'choices'") {
            let text = try nonEmptyString(item, "a choice")
            if choices.contains(text) { throw DataError("'\(text)' is already a choice", at: item.position) }
            choices.append(text)
        }
        return choices
    }

    /// How a field is named in messages: `field 'email'` when its id can be read, else `field`.
    private static func fieldName(_ node: JSONNode) -> String {
        guard case .object(let members) = node.value, let idMember = members.first(where: { $0.key == "id" }),
            case .string(let id) = idMember.value.value, !id.isEmpty
        else { return "field" }
        return "field '\(id)'"
    }

    private static func fieldStyle(_ node: JSONNode) throws(DataError) -> FieldStyle {
        try choice(node, "'style'", "field style", FieldStyle.allCases.map { ($0.rawValue, $0) })
    }

    private static func size(_ node: JSONNode) throws(DataError) -> FieldSize {
        switch node.value {
        case .number:
            return .characters(try atLeastOne(node, "'size'"))
        case .string:
            return try choice(
                node, "'size'", "field size", [("small", .small), ("medium", .medium), ("large", .large)])
        default:
            throw DataError(
                "'size' must be a number of characters or 'small', 'medium' or 'large', not \(node.kindDescription)",
                at: node.position)
        }
    }
}
