extension Scene {
    /// The layouts the globe key cycles through, resolved in `catalog`: the scene's
    /// `keyboards` in order, or just the layout that serves `default` when it names none, as
    /// a device of `idiom` shows them (on a pad, `default` is the pad's own keyboard).
    ///
    /// - Throws: ``SessionError/unknownLayout(_:available:)`` for an id `catalog` lacks.
    public func inputLayouts(in catalog: LayoutCatalog, idiom: Idiom = .phone) throws(SessionError) -> [KeyboardLayout]
    {
        guard !keyboards.isEmpty else { return catalog.layout(for: .default, idiom: idiom).map { [$0] } ?? [] }
        var layouts: [KeyboardLayout] = []
        for id in keyboards {
            guard let layout = catalog.layout(id: id, idiom: idiom) else {
                throw .unknownLayout(id, available: catalog.layouts.map(\.id))
            }
            layouts.append(layout)
        }
        return layouts
    }

    /// The first of `keyboards` that names no layout of `catalog`, as a diagnostic at the
    /// place it is written in the scene file at `path`; nil when every one names a layout.
    public func keyboardProblem(in catalog: LayoutCatalog, path: String) -> Diagnostic? {
        for (index, id) in keyboards.enumerated() where catalog.layout(id: id) == nil {
            return Diagnostic(
                path: path, position: keyboardPositions.indices.contains(index) ? keyboardPositions[index] : nil,
                message: SessionError.unknownLayout(id, available: catalog.layouts.map(\.id)).description)
        }
        return nil
    }
}
