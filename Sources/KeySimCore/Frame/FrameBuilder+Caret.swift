/// Finds what a tap in a field reaches, measuring text and placing buttons as they are
/// drawn: the caret position, the clear button, the trailing button.
public protocol FieldLocator: Sendable {
    /// The grapheme offset a tap at `point` (window points) in the field at `index` asks
    /// for, given the simulator as the person saw it when tapping.
    func caretOffset(inField index: Int, of simulator: Simulator, at point: Point) -> Int
    /// The button of a field under `point` (form coordinates), if any.
    func control(at point: Point, of simulator: Simulator) -> FieldControl?
    /// The index of the field whose box or label is drawn under `point` (form coordinates):
    /// wrapped fields grow and push the fields below them down.
    func fieldIndex(at point: Point, of simulator: Simulator) -> Int?
    /// The text of the expansion tooltip shown at `time` [F10], if one is.
    func tooltipText(of simulator: Simulator, at time: Int) -> String?
    /// What the field at `index` shows at `time`, as drawn.
    func appearance(ofField index: Int, of simulator: Simulator, at time: Int) -> FieldAppearance
    /// How tall the form's content is as drawn, in form points: ``FormLayout/contentHeight``
    /// with the growth of wrapped fields. The form scrolls no further than its bottom.
    func contentHeight(of simulator: Simulator) -> Double
    /// The item of the edit menu shown whose cell is under `point` (window points), if any.
    func editMenuItem(at point: Point, of simulator: Simulator) -> String?
}

/// What a field shows at one moment, as drawn: what a script's `expect` checks.
public struct FieldAppearance: Equatable, Sendable {
    /// The text drawn in the field's box, wrapped lines joined by `\n` without the spaces
    /// they broke at (truncated, wrapped, bullets
    /// with the last typed character, a formatted value); the prompt when the field is empty.
    public var shown: String
    /// Whether `shown` is the prompt (the field is empty) [F2].
    public var showsPrompt: Bool
    /// Whether the clear button shows [F12].
    public var showsClearButton: Bool
}

/// A button inside a text field [F12][F13].
public enum FieldControl: Equatable, Sendable {
    /// The clear button of the field at this index.
    case clearButton(Int)
    /// The trailing button (bookmarks, …) of the field at this index.
    case trailingButton(Int)
    /// A combo box's offered choice: field index, index among the offered choices [F14].
    case choice(Int, Int)
}

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
            if let clear = geometry.clearButton {
                let target = Rect(
                    x: clear.minX - FrameMetrics.fieldTextPadding / 2, y: clear.midY - row / 2,
                    width: clear.width + FrameMetrics.fieldTextPadding, height: row)
                if target.contains(point) { return .clearButton(index) }
            }
            if let trailing = trailingButtonFrame(inField: index, of: simulator), trailing.contains(point) {
                return .trailingButton(index)
            }
        }
        return nil
    }

    /// The grapheme boundary nearest the tap, in the text as drawn (bullets for secure
    /// fields, scrolled as shown while editing).
    public func caretOffset(inField index: Int, of simulator: Simulator, at point: Point) -> Int {
        let model = simulator.sessions[index].field
        guard !model.isEmpty else { return 0 }
        let layout = textLayout(of: simulator, at: index, focused: simulator.focusedIndex == index)
        let x = point.x - (layout.inner.minX - layout.scroll)
        let style = theme.fonts.fieldText.style(theme.colors.fieldText)
        let characters = Array(drawnText(ofField: index, of: simulator))
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

extension FrameBuilder {
    /// The rows of the focused field's offered choices, under its box or, when the keyboard
    /// covers that, above it (form coordinates).
    func choiceRows(of simulator: Simulator, box: Rect) -> [Rect] {
        guard let index = simulator.focusedIndex else { return [] }
        let count = simulator.offeredChoices(ofField: index).count
        let height = Double(count) * FrameMetrics.choiceRowHeight
        // Under the field; above it when the keyboard would cover the list there (a field low
        // on the screen), as a pop-up list opens where it has room.
        var top = box.maxY + FrameMetrics.choiceListGap
        let visibleBottom =
            (simulator.keyboardFrame?.minY ?? simulator.device.screen.height) + simulator.scrollOffset
        if top + height > visibleBottom {
            top = box.minY - FrameMetrics.choiceListGap - height
        }
        return (0..<count).map { row in
            Rect(
                x: box.minX, y: top + Double(row) * FrameMetrics.choiceRowHeight, width: box.width,
                height: FrameMetrics.choiceRowHeight)
        }
    }

    /// The combo box list of the focused field: a panel with a row per offered choice [F14].
    func choiceListCommands(of simulator: Simulator, box: Rect) -> [DrawCommand] {
        guard let index = simulator.focusedIndex else { return [] }
        let rows = choiceRows(of: simulator, box: box)
        guard let first = rows.first, let last = rows.last else { return [] }
        let colors = theme.colors
        let panel = Rect(x: first.minX, y: first.minY, width: first.width, height: last.maxY - first.minY)
        var commands: [DrawCommand] = [
            .fill(
                panel.offsetBy(dx: 0, dy: FrameMetrics.keyShadowOffset), radius: FrameMetrics.fieldCornerRadius,
                color: colors.keyShadow),
            .fill(panel, radius: FrameMetrics.fieldCornerRadius, color: colors.fieldBackground),
            .stroke(
                panel, radius: FrameMetrics.fieldCornerRadius, width: FrameMetrics.fieldBorderWidth,
                color: colors.fieldBorder),
        ]
        let style = theme.fonts.fieldText.style(colors.fieldText)
        for (row, choice) in zip(rows, simulator.offeredChoices(ofField: index)) {
            let origin = Point(
                x: row.minX + FrameMetrics.fieldTextPadding, y: row.midY - measurer.lineHeight(style) / 2)
            commands.append(.pushClip(row))
            commands.append(.text(choice, origin: origin, style: style))
            commands.append(.popClip)
        }
        return commands
    }
}
