/// Merges `extends` (the layers, and the language, input method and idiom unless the child
/// sets its own) and checks
/// what can only be checked on a whole layout: layer switches to missing layers, duplicate
/// key ids, cycles.
struct LayoutResolver {
    private let definitions: [String: LayoutDefinition]
    private var resolved: [String: Result<KeyboardLayout, Diagnostic>] = [:]

    init(definitions: [LayoutDefinition]) {
        var byID: [String: LayoutDefinition] = [:]
        for definition in definitions where byID[definition.id.name] == nil {
            byID[definition.id.name] = definition
        }
        self.definitions = byID
    }

    /// The resolved layout with this id, or the diagnostic that stops it.
    mutating func resolve(_ id: String) -> Result<KeyboardLayout, Diagnostic> {
        resolve(id, chain: [])
    }

    private mutating func resolve(_ id: String, chain: [String]) -> Result<KeyboardLayout, Diagnostic> {
        if let done = resolved[id] { return done }
        guard let definition = definitions[id] else {
            preconditionFailure("resolve is only called with known ids")
        }
        let result: Result<KeyboardLayout, Diagnostic>
        do throws(Diagnostic) {
            result = .success(try build(definition, chain: chain + [id]))
        } catch {
            result = .failure(error)
        }
        resolved[id] = result
        return result
    }

    private mutating func build(_ definition: LayoutDefinition, chain: [String]) throws(Diagnostic) -> KeyboardLayout {
        let path = definition.path
        func fail(_ message: String, at position: SourcePosition) -> Diagnostic {
            Diagnostic(path: path, position: position, message: message)
        }
        var layers: [Layer] = []
        var language = definition.language
        var inputMethod = definition.inputMethod
        var idiom = definition.idiom
        var keyCaps = definition.keyCaps
        if let parent = definition.extends {
            if chain.contains(parent.name) {
                let cycle = (chain.drop { $0 != parent.name } + [parent.name]).joined(separator: " → ")
                throw fail("'extends' makes a cycle: \(cycle)", at: parent.position)
            }
            guard definitions[parent.name] != nil else {
                var message = "layout '\(definition.id.name)' extends unknown layout '\(parent.name)'"
                if let suggestion = Suggestion.nearest(to: parent.name, in: definitions.keys.sorted()) {
                    message += "; did you mean '\(suggestion)'?"
                }
                throw fail(message, at: parent.position)
            }
            switch resolve(parent.name, chain: chain) {
            case .success(let base):
                layers = base.layers
                language = language ?? base.language
                inputMethod = inputMethod ?? base.inputMethod
                idiom = idiom ?? base.idiom
                keyCaps = keyCaps ?? base.keyCaps
            case .failure(let error):
                if error.message.hasPrefix("'extends' makes a cycle") { throw error }
                throw fail(
                    "layout '\(definition.id.name)' extends '\(parent.name)', which has errors", at: parent.position)
            }
        }
        for removed in definition.removeLayers {
            guard definition.extends != nil else {
                throw fail("'removeLayers' needs 'extends': there is nothing to remove", at: removed.position)
            }
            guard let index = layers.firstIndex(where: { $0.id == removed.name }) else {
                throw fail(
                    missingLayerMessage(removed.name, in: layers, what: "cannot remove layer"), at: removed.position)
            }
            layers.remove(at: index)
        }
        for layerDefinition in definition.layers {
            let id = layerDefinition.id.name
            if let index = layers.firstIndex(where: { $0.id == id }) {
                layers[index] = try merge(layerDefinition, into: layers[index], path: path)
            } else {
                guard let rows = layerDefinition.rows else {
                    let message =
                        definition.extends == nil
                        ? "layer '\(id)' needs 'rows'"
                        : missingLayerMessage(id, in: layers, what: "cannot change layer")
                            + ", and a new layer needs 'rows'"
                    throw fail(message, at: layerDefinition.id.position)
                }
                var layer = Layer(id: id, rows: rows, recentlyUsed: layerDefinition.recentlyUsed ?? false)
                layer = try merge(
                    LayoutDefinition.LayerDefinition(
                        id: layerDefinition.id, rows: nil, replaceRows: layerDefinition.replaceRows,
                        replaceKeys: layerDefinition.replaceKeys, position: layerDefinition.position),
                    into: layer, path: path)
                layers.append(layer)
            }
        }
        if let first = definition.firstLayer {
            guard let index = layers.firstIndex(where: { $0.id == first.name }) else {
                throw fail(missingLayerMessage(first.name, in: layers, what: "'firstLayer' names"), at: first.position)
            }
            layers.insert(layers.remove(at: index), at: 0)
        }
        let layout = KeyboardLayout(
            id: definition.id.name, name: definition.name, serves: definition.serves,
            extends: definition.extends?.name, language: language, inputMethod: inputMethod,
            idiom: idiom ?? .phone, keyCaps: keyCaps ?? true, layers: layers)
        try check(layout, path: path)
        return layout
    }

    private func merge(_ change: LayoutDefinition.LayerDefinition, into layer: Layer, path: String) throws(Diagnostic)
        -> Layer
    {
        var layer = layer
        if let rows = change.rows { layer.rows = rows }
        if let recentlyUsed = change.recentlyUsed { layer.recentlyUsed = recentlyUsed }
        for replacement in change.replaceRows {
            guard replacement.index < layer.rows.count else {
                throw Diagnostic(
                    path: path, position: replacement.position,
                    message:
                        "layer '\(layer.id)' has \(layer.rows.count) rows (0 to \(layer.rows.count - 1)); there is no row \(replacement.index) to replace"
                )
            }
            layer.rows[replacement.index] = replacement.row
        }
        for replacement in change.replaceKeys {
            let located = layer.rows.indices.lazy.compactMap { row in
                layer.rows[row].items.firstIndex {
                    if case .key(let key) = $0 { key.id == replacement.id } else { false }
                }
                .map { (row, $0) }
            }.first
            guard let (row, item) = located else {
                var message = "layer '\(layer.id)' has no key '\(replacement.id)' to replace"
                if let suggestion = Suggestion.nearest(to: replacement.id, in: layer.keys.map(\.id)) {
                    message += "; did you mean '\(suggestion)'?"
                }
                throw Diagnostic(path: path, position: replacement.position, message: message)
            }
            layer.rows[row].items[item] = .key(replacement.key)
        }
        return layer
    }

    /// Checks a merged layout: unique key ids per layer, layer switches that land somewhere.
    private func check(_ layout: KeyboardLayout, path: String) throws(Diagnostic) {
        for layer in layout.layers {
            var seen: [String: Key] = [:]
            for key in layer.keys {
                if let first = seen[key.id] {
                    let firstPlace =
                        first.source.map { $0.path == (key.source?.path ?? path) ? "\($0.position)" : "\($0)" }
                        ?? "elsewhere"
                    throw diagnostic(
                        "duplicate key id '\(key.id)' in layer '\(layer.id)' (first written at \(firstPlace))",
                        key: key, path: path)
                }
                seen[key.id] = key
                if case .switchLayer(let target) = key.action, layout.layer(target) == nil {
                    throw diagnostic(
                        "key '\(key.id)' switches to layer '\(target)', which layout '\(layout.id)' does not have"
                            + Self.layerList(layout.layers, near: target),
                        key: key, path: path)
                }
            }
        }
    }

    private func diagnostic(_ message: String, key: Key, path: String) -> Diagnostic {
        Diagnostic(path: key.source?.path ?? path, position: key.source?.position, message: message)
    }

    private func missingLayerMessage(_ name: String, in layers: [Layer], what: String) -> String {
        "\(what) '\(name)': there is no such layer" + Self.layerList(layers, near: name)
    }

    private static func layerList(_ layers: [Layer], near name: String) -> String {
        let ids = layers.map(\.id)
        if let suggestion = Suggestion.nearest(to: name, in: ids) { return "; did you mean '\(suggestion)'?" }
        return "; its layers are: " + ids.map { "'\($0)'" }.joined(separator: ", ")
    }
}
