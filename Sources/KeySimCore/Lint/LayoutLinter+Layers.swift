extension LayoutLinter {
    /// Layer switches as a graph: every layer must lead back to the first one
    /// (`no-way-back`, an error: people would be stuck there), and should be reachable from
    /// it (`unreachable-layer`, a warning: nobody can see it).
    func checkLayers(_ context: LayoutContext, into findings: inout FindingList) {
        let layers = context.layout.layers
        guard layers.count > 1 else { return }
        var index: [String: Int] = [:]
        for (position, layer) in layers.enumerated() { index[layer.id] = position }
        var forward = [[Int]](repeating: [], count: layers.count)
        var backward = [[Int]](repeating: [], count: layers.count)
        for (from, layer) in layers.enumerated() {
            for key in layer.keys {
                if case .switchLayer(let target) = key.action, let to = index[target], to != from {
                    forward[from].append(to)
                    backward[to].append(from)
                }
            }
        }
        let reachable = Self.visited(from: 0, edges: forward)
        let leadsBack = Self.visited(from: 0, edges: backward)
        let first = layers[0].id
        for (position, layer) in layers.enumerated().dropFirst() {
            let location = context.location(of: layer)
            if !leadsBack[position] {
                findings.add(
                    .noWayBack, .error, at: location,
                    "layer '\(layer.id)' has no way back to the first layer '\(first)': no key on it, or on a layer it switches to, leads there"
                )
            }
            if !reachable[position] {
                findings.add(
                    .unreachableLayer, .warning, at: location,
                    "layer '\(layer.id)' cannot be reached: no key on the first layer '\(first)', or on a layer it switches to, leads to it"
                )
            }
        }
    }

    /// Which nodes a breadth-first walk from `start` over `edges` visits.
    private static func visited(from start: Int, edges: [[Int]]) -> [Bool] {
        var seen = [Bool](repeating: false, count: edges.count)
        seen[start] = true
        var queue = [start]
        while let node = queue.popLast() {
            for next in edges[node] where !seen[next] {
                seen[next] = true
                queue.append(next)
            }
        }
        return seen
    }

    /// A text keyboard needs delete, return and space. A layout with none on any layer gets
    /// one finding (an error for delete and return, a warning for space, which keyboards for
    /// URLs leave out on purpose); else each layer that types text without one of them gets
    /// a finding (an error for delete, a warning for the others: people can switch layers).
    func checkMissingKeys(_ context: LayoutContext, into findings: inout FindingList) {
        let layout = context.layout
        checkDismissKey(context, into: &findings)
        guard layout.layers.contains(where: Self.typesLetters) else { return }
        let needed: [(KeyAction, String)] = [(.delete, "delete"), (.return, "return"), (.space, "space")]
        for (action, name) in needed {
            let missing = layout.layers.filter { layer in
                layer.keys.contains(where: \.typesText) && !layer.keys.contains { $0.action == action }
            }
            if missing.isEmpty { continue }
            if !layout.layers.contains(where: { layer in layer.keys.contains { $0.action == action } }) {
                findings.add(
                    .missingKey, action == .space ? .warning : .error, at: context.sources.layout(in: context.path),
                    "layout '\(layout.id)' types letters but has no \(name) key on any layer")
                continue
            }
            for layer in missing {
                findings.add(
                    .missingKey, action == .delete ? .error : .warning, at: context.location(of: layer),
                    "layer '\(layer.id)' has no \(name) key, and layout '\(layout.id)' types letters")
            }
        }
    }

    /// A pad layout's layers that type text each need the hide-keyboard key (`dismiss`), as
    /// every iPad keyboard has one: a warning per layer without it, or one for the layout when
    /// no layer has it.
    private func checkDismissKey(_ context: LayoutContext, into findings: inout FindingList) {
        let layout = context.layout
        guard layout.idiom == .pad else { return }
        let missing = layout.layers.filter { layer in
            layer.keys.contains(where: \.typesText) && !layer.keys.contains { $0.action == .dismiss }
        }
        if missing.isEmpty { return }
        if !layout.layers.contains(where: { layer in layer.keys.contains { $0.action == .dismiss } }) {
            findings.add(
                .missingKey, .warning, at: context.sources.layout(in: context.path),
                "pad layout '\(layout.id)' has no dismiss key on any layer: an iPad keyboard can always be hidden with it"
            )
            return
        }
        for layer in missing where !context.isInherited(layer) {
            findings.add(
                .missingKey, .warning, at: context.location(of: layer),
                "layer '\(layer.id)' of pad layout '\(layout.id)' has no dismiss key to hide the keyboard")
        }
    }

    /// Whether most of a layer's character keys type letters (`q`, not `1`, `.com` or the
    /// `N` of a phone pad's symbols).
    static func typesLetters(_ layer: Layer) -> Bool {
        let characters = layer.keys.filter { $0.action == .character }
        let letters = characters.filter { isLetters($0.output) }
        return !letters.isEmpty && letters.count * 2 > characters.count
    }

    /// Whether text is one or more letters and nothing else.
    static func isLetters(_ text: String) -> Bool { !text.isEmpty && text.allSatisfy(\.isLetter) }
}
