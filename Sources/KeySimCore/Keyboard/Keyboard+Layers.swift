extension Keyboard {
    /// Shows the layout's layer `id`, when it has one and it is not shown already.
    mutating func switchLayer(to id: String, time: Int, events: inout [KeyboardEvent]) {
        guard let index = face.layerIndex(of: id) else { return }
        switchLayer(toLayerAt: index, time: time, events: &events)
    }

    /// Shows the face's layer at `index` (laid out when the face was made), when it is not
    /// shown already.
    mutating func switchLayer(toLayerAt index: Int, time: Int, events: inout [KeyboardEvent]) {
        guard index != layerIndex else { return }
        layerIndex = index
        typedSymbolOnLayer = false
        events.add(.layerChanged(layerID), at: time)
    }
}
