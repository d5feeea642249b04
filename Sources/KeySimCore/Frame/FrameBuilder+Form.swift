/// Where the parts of one field are drawn, in form coordinates (before the form's scroll):
/// its box (grown for wrapped text, moved down by the growth of the fields above), the text
/// area, the icons and buttons inside it, and the lines of text as shown.
struct FieldGeometry: Sendable {
    /// How far the field is drawn below its ``FormLayout`` place: the growth of the wrapped
    /// fields above it.
    var shift: Double
    /// The field's box as drawn.
    var box: Rect
    /// The area the text is clipped to, inside the padding and icons.
    var inner: Rect
    /// The vertical centre of the first line's row (where icons and buttons sit).
    var rowMidY: Double
    var leadingImage: (icon: Icon, rect: Rect)?
    var trailingButton: (icon: Icon, rect: Rect)?
    var clearButton: Rect?
    /// The text as shown, one entry a line: truncated, wrapped or whole.
    var lines: [String]
    /// The top of the first line's line box.
    var textTop: Double
    /// How far the text is scrolled left to keep the caret visible while editing.
    var scroll: Double
    /// The caret's line and its x from the start of that line's text.
    var caretLine: Int
    var caretX: Double
}

extension FrameBuilder {
    /// The form: its title, then each field with its label, text or placeholder, focus ring,
    /// caret and validation message.
    func formCommands(of simulator: Simulator, at time: Int) -> [DrawCommand] {
        // The caret stops blinking while the space bar's trackpad drags it, as on iOS.
        let caretShown =
            simulator.trackpad != nil || Self.caretIsVisible(since: simulator.keyboardShownSince ?? 0, at: time)
        guard let formMemo else { return makeFormCommands(of: simulator, at: time, caretShown: caretShown) }
        return formMemo.commands(simulator, at: time, caretShown: caretShown) {
            makeFormCommands(of: simulator, at: time, caretShown: caretShown)
        }
    }

    /// ``formCommands(of:at:)`` made anew, the focused field's caret shown or not.
    private func makeFormCommands(of simulator: Simulator, at time: Int, caretShown: Bool) -> [DrawCommand] {
        let colors = theme.colors
        var commands: [DrawCommand] = []
        let title = simulator.form.title
        let titleStyle = theme.fonts.title.style(colors.title)
        commands += lineCommands(
            simulator.form.titleLines.isEmpty ? [simulator.scene.title] : simulator.form.titleLines, in: title,
            style: titleStyle)
        let scroll = simulator.scrollOffset
        let geometries = fieldGeometries(of: simulator, at: time)
        for (index, geometry) in geometries.enumerated() {
            let frame = simulator.form.fields[index]
            // Fields scrolled off the screen are not drawn.
            let top = min(geometry.box.minY, (frame.label?.minY ?? .infinity) + geometry.shift) - scroll
            let bottom =
                max(geometry.box.maxY + frame.messageHeight, (frame.label?.maxY ?? 0) + geometry.shift) - scroll
            guard top < simulator.device.screen.height, bottom > 0 else { continue }
            let focused = simulator.focusedIndex == index
            commands += fieldCommands(
                of: simulator, at: index, geometry: geometry, focused: focused, caretShown: focused && caretShown)
        }
        // A combo box's list lies over the fields below it.
        if let index = simulator.focusedIndex {
            commands += choiceListCommands(of: simulator, box: geometries[index].box)
        }
        // The form scrolls as a whole, so the focused field stays above the keyboard.
        return scroll == 0 ? commands : commands.map { $0.offsetBy(dy: -scroll) }
    }

    /// Every field's box as drawn, in form coordinates (before the form's scroll): a wrapped
    /// field's box grows to show all its lines, and the fields below it move down as much.
    ///
    /// Touches still use ``FormLayout``'s fixed boxes (`simulator.form`); a later step makes
    /// the simulator's hit-testing and scrolling use these.
    public func fieldBoxes(of simulator: Simulator) -> [Rect] {
        fieldGeometries(of: simulator).map(\.box)
    }

    /// Where the trailing button of the field at `index` can be tapped, in form coordinates:
    /// the icon with half the icon gap on either side, as tall as the field's first row; nil
    /// when the field has no trailing button (or its name is not an ``Icon``).
    public func trailingButtonFrame(inField index: Int, of simulator: Simulator) -> Rect? {
        guard simulator.scene.fields.indices.contains(index),
            let icon = fieldGeometries(of: simulator)[index].trailingButton?.rect
        else { return nil }
        let row = simulator.form.fields[index].field.height
        let gap = FrameMetrics.fieldIconGap
        return Rect(x: icon.minX - gap / 2, y: icon.midY - row / 2, width: icon.width + gap, height: row)
    }

    /// Where a field's text sits: the inner rect it is clipped to, how far it is scrolled left
    /// to keep the caret visible while editing, and the caret's x from the start of its line.
    func textLayout(of simulator: Simulator, at index: Int, focused: Bool) -> (
        inner: Rect, scroll: Double, caretX: Double
    ) {
        let shift = fieldGeometries(of: simulator)[index].shift
        let geometry = fieldGeometry(of: simulator, at: index, focused: focused, shift: shift)
        return (geometry.inner, geometry.scroll, geometry.caretX)
    }

    /// Every field's geometry, in scene order, each moved down by the growth of those above.
    func fieldGeometries(of simulator: Simulator, at time: Int? = nil) -> [FieldGeometry] {
        guard let formMemo else { return makeFieldGeometries(of: simulator, at: time) }
        return formMemo.geometries(simulator, at: time ?? simulator.now) {
            makeFieldGeometries(of: simulator, at: time)
        }
    }

    /// ``fieldGeometries(of:at:)`` laid out anew.
    private func makeFieldGeometries(of simulator: Simulator, at time: Int?) -> [FieldGeometry] {
        var shift = 0.0
        var geometries: [FieldGeometry] = []
        for index in simulator.scene.fields.indices {
            let geometry = fieldGeometry(
                of: simulator, at: index, focused: simulator.focusedIndex == index, shift: shift, time: time)
            geometries.append(geometry)
            shift += geometry.box.height - simulator.form.fields[index].field.height
        }
        return geometries
    }

    /// One field's geometry, drawn `shift` points below its ``FormLayout`` box.
    ///
    /// Inside the box, from the leading edge: padding, the leading image and a gap, the
    /// text; from the trailing edge: padding, the trailing button and a gap, the clear
    /// button and padding. Icons sit on the first line's row.
    func fieldGeometry(of simulator: Simulator, at index: Int, focused: Bool, shift: Double, time: Int? = nil)
        -> FieldGeometry
    {
        let field = simulator.scene.fields[index]
        let layoutBox = simulator.form.fields[index].field.offsetBy(dx: 0, dy: shift)
        let model = simulator.sessions[index].field
        let padding = FrameMetrics.fieldTextPadding
        let iconSize = FrameMetrics.fieldIconSize
        let rowMidY = layoutBox.midY

        var left = layoutBox.minX + padding
        var leadingImage: (icon: Icon, rect: Rect)?
        if let icon = field.leadingImage.flatMap(Icon.init(rawValue:)) {
            leadingImage = (icon, Rect(x: left, y: rowMidY - iconSize / 2, width: iconSize, height: iconSize))
            left += iconSize + FrameMetrics.fieldIconGap
        }
        // From the trailing edge: the trailing button (UIKit's right view) outermost, then
        // the clear button inside it, as UIKit orders them.
        var right = layoutBox.maxX - padding
        var trailingButton: (icon: Icon, rect: Rect)?
        if let icon = field.trailingButton.flatMap(Icon.init(rawValue:)) {
            trailingButton = (
                icon, Rect(x: right - iconSize, y: rowMidY - iconSize / 2, width: iconSize, height: iconSize)
            )
            right -= iconSize + FrameMetrics.fieldIconGap
        }
        var clearButton: Rect?
        if showsClearButton(field.clearButton, focused: focused, isEmpty: model.isEmpty) {
            let size = FrameMetrics.clearButtonSize
            clearButton = Rect(x: right - size, y: rowMidY - size / 2, width: size, height: size)
            right -= size + padding
        }
        let width = max(0, right - left)

        let style = theme.fonts.fieldText.style(theme.colors.fieldText)
        let lineHeight = measurer.lineHeight(style)
        let shown = drawnText(ofField: index, of: simulator, at: time)
        var lines = [shown]
        var scroll = 0.0
        var caretLine = 0
        var caretX = 0.0
        if let wrapping = Self.wrapping(of: field.lineBreak) {
            lines = TextTruncation.wrap(shown, toWidth: width, by: wrapping, style: style, measurer: measurer)
            (caretLine, caretX) = caretPlace(offset: model.caret, in: lines, style: style)
            caretX = min(caretX, max(0, width - FrameMetrics.caretWidth))
        } else if let position = Self.truncation(of: field.lineBreak), !focused {
            // While editing, a truncating field shows its whole text, scrolled, as `clip` does.
            lines = [TextTruncation.truncate(shown, toWidth: width, at: position, style: style, measurer: measurer)]
        } else if focused, !model.isEmpty {
            caretX = measurer.width(of: String(shown.prefix(model.caret)), style: style)
            let overflow = measurer.width(of: shown, style: style) + FrameMetrics.caretWidth - width
            scroll = overflow > 0 ? min(max(0, caretX + FrameMetrics.caretWidth - width), overflow) : 0
        }
        let box = Rect(
            x: layoutBox.minX, y: layoutBox.minY, width: layoutBox.width,
            height: layoutBox.height + Double(lines.count - 1) * lineHeight)
        return FieldGeometry(
            shift: shift, box: box, inner: Rect(x: left, y: box.minY, width: width, height: box.height),
            rowMidY: rowMidY, leadingImage: leadingImage, trailingButton: trailingButton, clearButton: clearButton,
            lines: lines, textTop: rowMidY - lineHeight / 2, scroll: scroll, caretLine: caretLine, caretX: caretX)
    }

    /// The field's text as drawn before truncating or wrapping: ``Simulator/shownText(ofField:at:)``
    /// with a secure field's bullets drawn as ``FrameMetrics/secureDot`` (DejaVu's "•" is
    /// much smaller than the dots iOS draws; its medium circle matches them).
    func drawnText(ofField index: Int, of simulator: Simulator, at time: Int? = nil) -> String {
        let shown = simulator.shownText(ofField: index, at: time)
        guard simulator.sessions[index].field.isSecure else { return shown }
        return FrameMetrics.secureDots(in: shown, drawn: true)
    }

    /// How a wrapping line-break mode breaks lines; nil for one that does not wrap.
    private static func wrapping(of mode: LineBreakMode) -> TextTruncation.Wrapping? {
        switch mode {
        case .wrapChar: .character
        case .wrapWord: .word
        case .clip, .truncateHead, .truncateMiddle, .truncateTail: nil
        }
    }

    /// Where a truncating line-break mode puts its ellipsis; nil for one that does not truncate.
    private static func truncation(of mode: LineBreakMode) -> TextTruncation.Position? {
        switch mode {
        case .truncateHead: .head
        case .truncateMiddle: .middle
        case .truncateTail: .tail
        case .clip, .wrapChar, .wrapWord: nil
        }
    }

    /// The line a caret at grapheme `offset` sits on and its x from that line's start: at a
    /// break, the start of the next line; after the last grapheme, the end of the last line.
    private func caretPlace(offset: Int, in lines: [String], style: TextStyle) -> (line: Int, x: Double) {
        var start = 0
        for (index, line) in lines.enumerated() {
            let count = line.count
            if offset < start + count || index == lines.count - 1 {
                let column = min(max(0, offset - start), count)
                return (index, measurer.width(of: String(line.prefix(column)), style: style))
            }
            start += count
        }
        return (0, 0)
    }

    /// One field: label, box, leading image, text (clipped to the box, scrolled to keep the
    /// caret inside, or truncated, or wrapped), focus ring, caret, trailing button, clear
    /// button and validation message.
    private func fieldCommands(
        of simulator: Simulator, at index: Int, geometry: FieldGeometry, focused: Bool, caretShown: Bool
    ) -> [DrawCommand] {
        let colors = theme.colors
        let field = simulator.scene.fields[index]
        let frame = simulator.form.fields[index]
        let model = simulator.sessions[index].field
        var commands: [DrawCommand] = []

        if let labelBox = frame.label?.offsetBy(dx: 0, dy: geometry.shift), let label = field.label {
            let style = theme.fonts.label.style(colors.label)
            commands += lineCommands(frame.labelLines.isEmpty ? [label] : frame.labelLines, in: labelBox, style: style)
        }

        let box = geometry.box
        let message = simulator.shownMessage(ofField: index)
        let invalid = message != nil
        let border = invalid ? colors.invalid : colors.fieldBorder
        let radius = FrameMetrics.fieldCornerRadius
        switch field.style {
        case .roundedBorder:
            commands.append(.fill(box, radius: radius, color: colors.fieldBackground))
            commands.append(.stroke(box, radius: radius, width: FrameMetrics.fieldBorderWidth, color: border))
        case .form:
            commands.append(.fill(box, radius: radius, color: colors.fieldBackground))
            if invalid {
                commands.append(.stroke(box, radius: radius, width: FrameMetrics.fieldBorderWidth, color: border))
            }
        case .plain:
            let line = Rect(
                x: box.minX, y: box.maxY - FrameMetrics.fieldBorderWidth, width: box.width,
                height: FrameMetrics.fieldBorderWidth)
            commands.append(.fill(line, radius: 0, color: border))
        }
        if let image = geometry.leadingImage {
            commands.append(.icon(image.icon, in: image.rect, color: colors.placeholder))
        }

        let textStyle = theme.fonts.fieldText.style(colors.fieldText)
        let inner = geometry.inner
        let lineHeight = measurer.lineHeight(textStyle)
        commands.append(.pushClip(inner))
        if model.isEmpty {
            let placeholder = field.placeholder
            if !placeholder.isEmpty {
                let style = theme.fonts.placeholder.style(colors.placeholder)
                let origin = Point(x: inner.minX, y: geometry.rowMidY - measurer.lineHeight(style) / 2)
                // A prompt too long for the field ends in an ellipsis, as UITextField's does
                // (at large text sizes most do).
                let shown =
                    measurer.width(of: placeholder, style: style) > inner.width
                    ? TextTruncation.truncate(
                        placeholder, toWidth: inner.width, at: .tail, style: style, measurer: measurer)
                    : placeholder
                commands.append(.text(shown, origin: origin, style: style))
            }
        } else {
            if focused {
                commands += markedTextHighlight(of: model, geometry: geometry, lineHeight: lineHeight, style: textStyle)
                commands += selectionHighlight(of: model, geometry: geometry, lineHeight: lineHeight, style: textStyle)
            }
            for (line, text) in geometry.lines.enumerated() where !text.isEmpty {
                let origin = Point(
                    x: inner.minX - geometry.scroll, y: geometry.textTop + Double(line) * lineHeight)
                commands.append(.text(text, origin: origin, style: textStyle))
            }
            commands += misspellingUnderlines(
                simulator.sessions[index].misspelledWords, of: model, geometry: geometry, lineHeight: lineHeight,
                style: textStyle)
        }
        if focused {
            commands += selectionHandles(of: model, geometry: geometry, lineHeight: lineHeight, style: textStyle)
        }
        if caretShown, !model.hasSelection {
            let caret = Rect(
                x: inner.minX + geometry.caretX - geometry.scroll,
                y: geometry.textTop + Double(geometry.caretLine) * lineHeight, width: FrameMetrics.caretWidth,
                height: lineHeight)
            if let drag = simulator.trackpad, drag.field == index {
                commands += trackpadCarets(drag, snapped: caret, of: simulator, geometry: geometry, style: textStyle)
            } else {
                commands.append(.fill(caret, radius: 0, color: colors.caret))
            }
        }
        commands.append(.popClip)

        if let button = geometry.trailingButton {
            commands.append(.icon(button.icon, in: button.rect, color: colors.caret))
        }
        if let clear = geometry.clearButton {
            commands.append(.icon(.clear, in: clear, color: colors.placeholder))
        }
        if focused {
            commands.append(
                .stroke(box, radius: radius, width: FrameMetrics.focusRingWidth, color: colors.focusRing))
        }
        if let message {
            let style = theme.fonts.message.style(colors.invalid)
            // A message may run past a narrow field to the form's trailing margin; one longer
            // than that wraps, as a multi-line UILabel under the field would.
            let width = simulator.device.screen.width - FormMetrics.margin - box.minX
            let lines =
                measurer.width(of: message, style: style) > width
                ? TextTruncation.wrap(message, toWidth: width, by: .word, style: style, measurer: measurer)
                : [message]
            let lineHeight = measurer.lineHeight(style)
            for (line, text) in lines.enumerated() {
                let origin = Point(x: box.minX, y: box.maxY + FrameMetrics.messageGap + Double(line) * lineHeight)
                commands.append(.text(text, origin: origin, style: style))
            }
        }
        return commands
    }

    /// Lines of text one under another, centred as a block on `box`'s middle (one line: on
    /// its middle, as a single line was always drawn).
    private func lineCommands(_ lines: [String], in box: Rect, style: TextStyle) -> [DrawCommand] {
        let lineHeight = measurer.lineHeight(style)
        let top = box.midY - Double(lines.count) * lineHeight / 2
        return lines.enumerated().map { index, text in
            .text(text, origin: Point(x: box.minX, y: top + Double(index) * lineHeight), style: style)
        }
    }

    /// Whether the clear button shows, as UIKit's `clearButtonMode` says (never on an empty field).
    private func showsClearButton(_ mode: ClearButtonMode, focused: Bool, isEmpty: Bool) -> Bool {
        guard !isEmpty else { return false }
        switch mode {
        case .never: return false
        case .whileEditing: return focused
        case .unlessEditing: return !focused
        case .always: return true
        }
    }
}

extension DrawCommand {
    /// The command moved down by `dy` points (up for negative).
    func offsetBy(dy: Double) -> DrawCommand {
        switch self {
        case .fill(let rect, let radius, let color): .fill(rect.offsetBy(dx: 0, dy: dy), radius: radius, color: color)
        case .stroke(let rect, let radius, let width, let color):
            .stroke(rect.offsetBy(dx: 0, dy: dy), radius: radius, width: width, color: color)
        case .text(let text, let origin, let style):
            .text(text, origin: Point(x: origin.x, y: origin.y + dy), style: style)
        case .icon(let icon, let rect, let color): .icon(icon, in: rect.offsetBy(dx: 0, dy: dy), color: color)
        case .pushClip(let rect): .pushClip(rect.offsetBy(dx: 0, dy: dy))
        case .popClip: .popClip
        }
    }
}
