extension FrameBuilder {
    /// The form: its title, then each field with its label, text or placeholder, focus ring,
    /// caret and validation message.
    func formCommands(of simulator: Simulator, at time: Int) -> [DrawCommand] {
        let colors = theme.colors
        var commands: [DrawCommand] = []
        let title = simulator.form.title
        let titleStyle = theme.fonts.title.style(colors.title)
        commands.append(
            .text(
                simulator.scene.title,
                origin: Point(x: title.minX, y: title.midY - measurer.lineHeight(titleStyle) / 2), style: titleStyle))
        let caretShown = Self.caretIsVisible(since: simulator.keyboardShownSince ?? 0, at: time)
        let scroll = simulator.scrollOffset
        for index in simulator.sessions.indices {
            let frame = simulator.form.fields[index]
            // Fields scrolled off the screen are not drawn.
            let top = min(frame.field.minY, frame.label?.minY ?? frame.field.minY) - scroll
            let bottom = frame.field.maxY + FrameMetrics.messageGap + 20 - scroll
            guard top < simulator.device.screen.height, bottom > 0 else { continue }
            let focused = simulator.focusedIndex == index
            commands += fieldCommands(of: simulator, at: index, focused: focused, caretShown: focused && caretShown)
        }
        // The form scrolls as a whole, so the focused field stays above the keyboard.
        return scroll == 0 ? commands : commands.map { $0.offsetBy(dy: -scroll) }
    }

    /// Where a field's text sits: the inner rect it is clipped to, how far it is scrolled left
    /// to keep the caret visible while editing, and the caret's x from the text's start.
    func textLayout(of simulator: Simulator, at index: Int, focused: Bool) -> (
        inner: Rect, scroll: Double, caretX: Double
    ) {
        let field = simulator.scene.fields[index]
        let box = simulator.form.fields[index].field
        let model = simulator.sessions[index].field
        let padding = FrameMetrics.fieldTextPadding
        let clearButton = showsClearButton(field.clearButton, focused: focused, isEmpty: model.isEmpty)
        let trailing = clearButton ? FrameMetrics.clearButtonSize + padding : 0
        let inner = Rect(
            x: box.minX + padding, y: box.minY, width: max(0, box.width - 2 * padding - trailing), height: box.height)
        guard focused, !model.isEmpty else { return (inner, 0, 0) }
        let style = theme.fonts.fieldText.style(theme.colors.fieldText)
        let shown = model.displayText
        let caretX = measurer.width(of: String(shown.prefix(model.caret)), style: style)
        let overflow = measurer.width(of: shown, style: style) + FrameMetrics.caretWidth - inner.width
        let scroll = overflow > 0 ? min(max(0, caretX + FrameMetrics.caretWidth - inner.width), overflow) : 0
        return (inner, scroll, caretX)
    }

    /// Whether the caret is in the shown half of its blink at `time`, for a blink that
    /// started at `since`.
    static func caretIsVisible(since: Int, at time: Int) -> Bool {
        (max(0, time - since) / FrameMetrics.caretBlinkInterval) % 2 == 0
    }

    /// One field: label, box, text (clipped to the box, scrolled to keep the caret inside),
    /// focus ring, caret, clear button and validation message.
    private func fieldCommands(of simulator: Simulator, at index: Int, focused: Bool, caretShown: Bool)
        -> [DrawCommand]
    {
        let colors = theme.colors
        let field = simulator.scene.fields[index]
        let frame = simulator.form.fields[index]
        let model = simulator.sessions[index].field
        var commands: [DrawCommand] = []

        if let labelBox = frame.label, let label = field.label {
            let style = theme.fonts.label.style(colors.label)
            let origin = Point(x: labelBox.minX, y: labelBox.midY - measurer.lineHeight(style) / 2)
            commands.append(.text(label, origin: origin, style: style))
        }

        let box = frame.field
        let invalid = isShownInvalid(field, text: model.text, focused: focused)
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

        let clearButton = showsClearButton(field.clearButton, focused: focused, isEmpty: model.isEmpty)
        let textStyle = theme.fonts.fieldText.style(colors.fieldText)
        let layout = textLayout(of: simulator, at: index, focused: focused)
        let inner = layout.inner
        let lineHeight = measurer.lineHeight(textStyle)
        let textTop = box.midY - lineHeight / 2
        let caretX = layout.caretX
        let scroll = layout.scroll

        commands.append(.pushClip(inner))
        if model.isEmpty {
            let placeholder = field.prompt ?? field.label ?? ""
            if !placeholder.isEmpty {
                let style = theme.fonts.placeholder.style(colors.placeholder)
                let origin = Point(x: inner.minX, y: box.midY - measurer.lineHeight(style) / 2)
                commands.append(.text(placeholder, origin: origin, style: style))
            }
        } else {
            let shown = model.displayText
            commands.append(.text(shown, origin: Point(x: inner.minX - scroll, y: textTop), style: textStyle))
        }
        if caretShown {
            let caret = Rect(
                x: inner.minX + caretX - scroll, y: textTop, width: FrameMetrics.caretWidth, height: lineHeight)
            commands.append(.fill(caret, radius: 0, color: colors.caret))
        }
        commands.append(.popClip)

        if clearButton {
            let size = FrameMetrics.clearButtonSize
            let icon = Rect(
                x: inner.maxX + FrameMetrics.fieldTextPadding, y: box.midY - size / 2, width: size, height: size)
            commands.append(.icon(.clear, in: icon, color: colors.placeholder))
        }
        if focused {
            commands.append(
                .stroke(box, radius: radius, width: FrameMetrics.focusRingWidth, color: colors.focusRing))
        }
        if invalid, let validation = field.validation {
            let style = theme.fonts.message.style(colors.invalid)
            let origin = Point(x: box.minX, y: box.maxY + FrameMetrics.messageGap)
            commands.append(.text(validation.message, origin: origin, style: style))
        }
        return commands
    }

    /// Whether a field shows its text as invalid: it has text that fails its validation, and
    /// the validation has run (as it changes, or once editing ended).
    private func isShownInvalid(_ field: SceneField, text: String, focused: Bool) -> Bool {
        guard let validation = field.validation, !text.isEmpty, !validation.isValid(text) else { return false }
        return validation.when == .change || !focused
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
