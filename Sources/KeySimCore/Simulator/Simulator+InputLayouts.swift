extension Simulator {
    /// The globe key on field `index`: text fields move on to the next of the scene's
    /// `keyboards` (after the last, the first again), and every text field shows it from now
    /// on, as iOS remembers the input language. A field with a layout of its own (a pad,
    /// email, URL, Twitter …) keeps it, and so does a scene with one keyboard.
    mutating func showNextInputLayout(field index: Int) -> [SimulatorEvent] {
        guard inputLayouts.count > 1, followsInputLayout[index] else { return [] }
        inputLayoutIndex = (inputLayoutIndex + 1) % inputLayouts.count
        let layout = inputLayouts[inputLayoutIndex]
        var events: [SimulatorEvent] = []
        var shelf = KeyboardShelf()
        for other in sessions.indices where followsInputLayout[other] && other != index {
            _ = sessions[other].showLayout(layout, at: now, shelf: &shelf)
        }
        events += record(sessions[index].showLayout(layout, at: now, shelf: &shelf), field: index)
        events += prepareDictionary(forField: index)
        return events
    }
}
