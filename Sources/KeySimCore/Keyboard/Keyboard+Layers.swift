extension Keyboard {
    /// Shows the layer `id` (when the layout has it and it is not shown already).
    mutating func switchLayer(to id: String, time: Int, events: inout [KeyboardEvent]) {
        guard id != layerID, layout.layer(id) != nil else { return }
        layerID = id
        geometry = Self.geometry(of: layout, layer: id, metrics: metrics, width: width)
        typedSymbolOnLayer = false
        events.add(.layerChanged(id), at: time)
    }
}
