extension FrameBuilder {
    /// One key: its shadow, its cap and what it shows (only what it shows when `bare`: a
    /// pad's function key at rest). On the kana keypad (`flickPad`) the space key is a
    /// function key, grey like the column it sits in.
    func keyCommands(
        _ key: Key, in rect: Rect, radius: Double, pressed: Bool, shift: ShiftState, context: KeyboardContext,
        layerHasSubtitles: Bool = false, bare: Bool = false, flickPad: Bool = false
    ) -> [DrawCommand] {
        let colors = theme.colors
        var commands: [DrawCommand] = []
        if !bare {
            commands = [
                .fill(rect.offsetBy(dx: 0, dy: FrameMetrics.keyShadowOffset), radius: radius, color: colors.keyShadow),
                .fill(
                    rect, radius: radius,
                    color: capColor(of: key, pressed: pressed, shift: shift, context: context, flickPad: flickPad)),
            ]
        }
        switch key.action {
        case .shift:
            let icon: Icon = shift == .locked ? .shiftLocked : shift == .on ? .shiftOn : .shift
            commands.append(.icon(icon, in: iconRect(in: rect), color: colors.keyText))
        case .delete:
            commands.append(.icon(.delete, in: iconRect(in: rect), color: colors.keyText))
        case .globe:
            commands.append(.icon(.globe, in: iconRect(in: rect), color: colors.keyText))
        case .dictation:
            commands.append(.icon(.dictation, in: iconRect(in: rect), color: colors.keyText))
        case .dismiss:
            commands.append(.icon(.dismiss, in: iconRect(in: rect), color: colors.keyText))
        case .tab:
            commands.append(.icon(.tab, in: iconRect(in: rect), color: colors.keyText))
        case .capsLock:
            let icon: Icon = shift == .locked ? .capsLockOn : .capsLock
            commands.append(.icon(icon, in: iconRect(in: rect), color: colors.keyText))
        case .return:
            let color =
                !context.returnKeyEnabled
                ? colors.disabledKeyText : context.returnKey == .default ? colors.keyText : colors.primaryReturnText
            // A long label ("Emergency call") is drawn smaller to fit, as on iOS.
            // A layout's own label for a plain return key (改行), else the return key type's.
            let label =
                context.markedTextLabels?.returnKey
                ?? (context.returnKey == .default && key.label != ReservedKey.label(for: key.id)
                    ? key.label : context.returnKey.label)
            let style = theme.fonts.keyLabel.style(color)
            let fitted =
                KeyLabelFit.style(for: label, in: style, keyWidth: rect.width, measurer: measurer)
                ?? KeyLabelFit.smallest(style)
            commands.append(centredText(label, in: rect, style: fitted))
        case .space:
            let label = context.markedTextLabels?.space ?? key.label
            commands.append(centredText(label, in: rect, style: theme.fonts.keyLabel.style(colors.keyText)))
        case .switchLayer, .advance, .reverseToggle, .kanaModifier, .undo, .redo:
            commands.append(centredText(key.label, in: rect, style: theme.fonts.keyLabel.style(colors.keyText)))
        case .character, .decimalSeparator:
            let text = keyText(key, shift: shift, context: context)
            let font = text.count == 1 ? theme.fonts.keyLetter : theme.fonts.keyLabel
            let style = font.style(colors.keyText)
            // Shifted to its second character (`,` to `!`), a key shows that alone.
            if let second = key.secondCharacter, second != text {
                commands += secondCharacterCommands(text, style: style, second: second, in: rect)
            } else if layerHasSubtitles || !(key.subtitle ?? "").isEmpty {
                // On a pad where some digits have letters under them, every digit sits at the
                // same height, as on iOS.
                commands += stackedText(text, style: style, subtitle: key.subtitle ?? "", in: rect)
            } else {
                commands.append(centredText(text, in: rect, style: style))
            }
        }
        return commands
    }

    /// What a character or decimal key shows: the decimal separator of the field's locale,
    /// the shifted text while shift is on or locked (when the label is the text typed), else
    /// the label.
    func keyText(_ key: Key, shift: ShiftState, context: KeyboardContext) -> String {
        if key.action == .decimalSeparator { return context.decimalSeparator }
        if shift != .off, key.label == key.output { return key.shifted }
        return key.label
    }

    /// The colour of a key's cap: character keys (and space, decimal, shift while on) in the
    /// character colour, other function keys in the function colour, the return key in the
    /// primary colour when its type is not `default` and it is enabled; pressed keys in the
    /// pressed colours.
    private func capColor(of key: Key, pressed: Bool, shift: ShiftState, context: KeyboardContext, flickPad: Bool)
        -> Color
    {
        let colors = theme.colors
        let isCharacter: Bool
        switch key.action {
        case .space where flickPad: isCharacter = false
        // The kana keypad's 小゛゜ sits among the kana, in their colour (its → and ↶ are grey).
        case .character, .space, .decimalSeparator, .kanaModifier: isCharacter = true
        case .shift: isCharacter = shift != .off
        case .return:
            if !pressed, context.returnKey != .default, context.returnKeyEnabled { return colors.primaryReturnKey }
            isCharacter = false
        case .delete, .globe, .dictation, .dismiss, .tab, .capsLock, .switchLayer, .advance, .reverseToggle, .undo,
            .redo:
            isCharacter = false
        }
        if isCharacter { return pressed ? colors.characterKeyPressed : colors.characterKey }
        return pressed ? colors.functionKeyPressed : colors.functionKey
    }

    /// The square an icon is drawn in, centred in a key.
    private func iconRect(in rect: Rect) -> Rect {
        let size = FrameMetrics.keyIconSize
        return Rect(x: rect.midX - size / 2, y: rect.midY - size / 2, width: size, height: size)
    }

    /// An iPad key with a second character: that character small and grey above the key's
    /// own, the pair centred in the key, as iPadOS draws `1` over `q`.
    private func secondCharacterCommands(_ text: String, style: TextStyle, second: String, in rect: Rect)
        -> [DrawCommand]
    {
        let secondStyle = theme.fonts.keyLabel.style(theme.colors.disabledKeyText)
        let top = measurer.lineHeight(secondStyle)
        let bottom = measurer.lineHeight(style)
        let y = rect.midY - (top + bottom) / 2
        let secondWidth = measurer.width(of: second, style: secondStyle)
        let textWidth = measurer.width(of: text, style: style)
        return [
            .text(second, origin: Point(x: rect.midX - secondWidth / 2, y: y), style: secondStyle),
            .text(text, origin: Point(x: rect.midX - textWidth / 2, y: y + top), style: style),
        ]
    }

    /// A digit with its subtitle under it (a phone pad key), the pair centred in the key.
    private func stackedText(_ text: String, style: TextStyle, subtitle: String, in rect: Rect) -> [DrawCommand] {
        let subtitleStyle = theme.fonts.keySubtitle.style(theme.colors.keyText)
        let top = measurer.lineHeight(style)
        let bottom = measurer.lineHeight(subtitleStyle)
        let y = rect.midY - (top + FrameMetrics.subtitleGap + bottom) / 2
        let textWidth = measurer.width(of: text, style: style)
        let subtitleWidth = measurer.width(of: subtitle, style: subtitleStyle)
        var commands: [DrawCommand] = [.text(text, origin: Point(x: rect.midX - textWidth / 2, y: y), style: style)]
        if !subtitle.isEmpty {
            commands.append(
                .text(
                    subtitle, origin: Point(x: rect.midX - subtitleWidth / 2, y: y + top + FrameMetrics.subtitleGap),
                    style: subtitleStyle))
        }
        return commands
    }
}
