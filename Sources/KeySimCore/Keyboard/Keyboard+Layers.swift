extension Keyboard {
    /// Shows the layer `id` (when the layout has it and it is not shown already), with the
    /// geometry laid out for it when the keyboard was made.
    mutating func switchLayer(to id: String, time: Int, events: inout [KeyboardEvent]) {
        guard id != layerID, let next = geometries[id] else { return }
        layerID = id
        geometry = next
        keyNumbers = keyNumbersByLayer[id] ?? []
        typedSymbolOnLayer = false
        events.add(.layerChanged(id), at: time)
    }
}
