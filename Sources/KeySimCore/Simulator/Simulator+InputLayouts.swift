extension Simulator {
    /// The globe key on field `index`: text fields move on to the next of the scene's
    /// `keyboards` (after the last, the first again), and every text field shows it from now
    /// on, as iOS remembers the input language. A field with a layout of its own (a pad,
    /// email, URL, Twitter …) keeps it, and so does a scene with one keyboard.
    mutating func showNextInputLayout(field index: Int) -> [SimulatorEvent] {
        guard inputLayouts.count > 1, followsInputLayout[index] else { return [] }
        inputLayoutIndex = (inputLayoutIndex + 1) % inputLayouts.count
        let layout = inputLayouts[inputLayoutIndex].withRecentlyUsed(recentlyUsed)
        var events: [SimulatorEvent] = []
        var shelf = KeyboardShelf()
        for other in sessions.indices where followsInputLayout[other] && other != index {
            _ = sessions[other].showLayout(layout, at: now, shelf: &shelf)
        }
        events += record(sessions[index].showLayout(layout, at: now, shelf: &shelf), field: index)
        events += prepareDictionary(forField: index)
        return events
    }

    /// An emoji typed on field `index`'s keyboard, when that keyboard has a recently used page
    /// and one of its keys types it: it goes first on the page (once), the oldest falling off.
    mutating func noteRecentlyUsed(_ text: String, field index: Int) {
        let layout = sessions[index].keyboard.layout
        guard let page = layout.layers.first(where: \.recentlyUsed),
            layout.layers.contains(where: { layer in
                !layer.recentlyUsed && layer.keys.contains { $0.output == text || $0.alternates.contains(text) }
            })
        else { return }
        let room = page.keys.count { $0.action == .character }
        recentlyUsed.removeAll { $0 == text }
        recentlyUsed.insert(text, at: 0)
        if recentlyUsed.count > room { recentlyUsed.removeLast(recentlyUsed.count - room) }
    }
}
