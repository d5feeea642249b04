// A frame builder answers taps as it draws: the caret offset a tap in a field's text asks
// for (measured with the real font), the button under a point, the field under a point,
// what a field shows.
extension FrameBuilder: FieldLocator {
    public func appearance(ofField index: Int, of simulator: Simulator, at time: Int) -> FieldAppearance {
        let geometry = fieldGeometries(of: simulator, at: time)[index]
        let field = simulator.scene.fields[index]
        if simulator.sessions[index].field.isEmpty {
            let prompt = field.placeholder
            return FieldAppearance(
                shown: prompt, showsPrompt: !prompt.isEmpty, showsClearButton: geometry.clearButton != nil)
        }
        // A wrapped line's trailing space is where it broke: not seen, not reported.
        var lines = geometry.lines
        for line in lines.indices.dropLast() {
            while lines[line].last == " " { lines[line].removeLast() }
        }
        var shown = lines.joined(separator: "\n")
        if simulator.sessions[index].field.isSecure {
            shown = FrameMetrics.secureDots(in: shown, drawn: false)
        }
        return FieldAppearance(
            shown: shown, showsPrompt: false,
            showsClearButton: geometry.clearButton != nil)
    }

    public func contentHeight(of simulator: Simulator) -> Double {
        let geometries = fieldGeometries(of: simulator)
        guard let index = geometries.indices.last else { return simulator.form.contentHeight }
        let growth = geometries[index].shift + geometries[index].box.height - simulator.form.fields[index].field.height
        return simulator.form.contentHeight + growth
    }

    public func fieldIndex(at point: Point, of simulator: Simulator) -> Int? {
        for (index, geometry) in fieldGeometries(of: simulator).enumerated() {
            let label = simulator.form.fields[index].label?.offsetBy(dx: 0, dy: geometry.shift)
            if geometry.box.contains(point) || label?.contains(point) == true { return index }
        }
        return nil
    }

    /// The clear or trailing button under a point in form coordinates (a generous target:
    /// the button's row height and half the gaps around it).
    public func control(at point: Point, of simulator: Simulator) -> FieldControl? {
        let geometries = fieldGeometries(of: simulator)
        if let index = simulator.focusedIndex {
            for (row, rect) in choiceRows(of: simulator, box: geometries[index].box).enumerated()
            where rect.contains(point) {
                return .choice(index, row)
            }
        }
        for (index, geometry) in geometries.enumerated() {
            let row = simulator.form.fields[index].field.height
            if let clear = geometry.clearButton, Self.clearButtonTarget(clear, rowHeight: row).contains(point) {
                return .clearButton(index)
            }
            if let trailing = trailingButtonFrame(inField: index, of: simulator), trailing.contains(point) {
                return .trailingButton(index)
            }
        }
        return nil
    }

    /// Where a clear button drawn in `clear` answers a tap: half the text padding either side
    /// of it, as tall as the field's first row.
    static func clearButtonTarget(_ clear: Rect, rowHeight row: Double) -> Rect {
        Rect(
            x: clear.minX - FrameMetrics.fieldTextPadding / 2, y: clear.midY - row / 2,
            width: clear.width + FrameMetrics.fieldTextPadding, height: row)
    }

    /// The grapheme boundary nearest the tap, in the text as drawn (bullets for secure
    /// fields, scrolled as shown while editing).
    public func caretOffset(inField index: Int, of simulator: Simulator, at point: Point) -> Int {
        guard !simulator.sessions[index].field.isEmpty else { return 0 }
        let layout = textLayout(of: simulator, at: index, focused: simulator.focusedIndex == index)
        return nearestBoundary(
            in: Array(drawnText(ofField: index, of: simulator)), toX: point.x - (layout.inner.minX - layout.scroll))
    }

    public func caretOffset(inField index: Int, of simulator: Simulator, from offset: Int, movedBy dx: Double) -> Int {
        let characters = Array(drawnText(ofField: index, of: simulator))
        let style = theme.fonts.fieldText.style(theme.colors.fieldText)
        let start = measurer.width(of: String(characters.prefix(max(0, offset))), style: style)
        return nearestBoundary(in: characters, toX: start + dx)
    }

    /// The grapheme boundary of a field's drawn text (`characters`) nearest `x` points from
    /// its start.
    private func nearestBoundary(in characters: [Character], toX x: Double) -> Int {
        let style = theme.fonts.fieldText.style(theme.colors.fieldText)
        func width(_ offset: Int) -> Double { measurer.width(of: String(characters[..<offset]), style: style) }
        // Prefix widths grow with the prefix, so the boundary nearest x is found by bisection:
        // a long text costs a few measurements, not one per character.
        var low = 0
        var high = characters.count
        while low < high {
            let middle = (low + high) / 2
            if width(middle) < x { low = middle + 1 } else { high = middle }
        }
        // `low` is the first boundary at or after x; the one before it may be nearer.
        guard low > 0 else { return 0 }
        return abs(width(low) - x) < abs(width(low - 1) - x) ? low : low - 1
    }
}
