extension Keyboard {
    /// Shows a layer directly (for previews and tests); false when the layout has no such layer.
    @discardableResult
    public mutating func show(layer id: String) -> Bool {
        guard layout.layer(id) != nil else { return false }
        var events: [KeyboardEvent] = []
        switchLayer(to: id, time: now, events: &events)
        return true
    }

    /// Sets the shift state directly (for previews and tests).
    public mutating func show(shift state: ShiftState) {
        var events: [KeyboardEvent] = []
        setShift(state, automatic: false, time: now, events: &events)
    }
}
