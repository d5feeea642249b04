extension FrameBuilder {
    /// The keyboard with its top-left corner at `origin`: its background down to the bottom of
    /// the screen, every key of the current layer, then the key previews or the callout; while
    /// the space bar's trackpad holds it, blank caps.
    func keyboardCommands(_ keyboard: Keyboard, context: KeyboardContext, device: DeviceProfile, origin: Point)
        -> [DrawCommand]
    {
        var commands: [DrawCommand] = [
            .fill(
                Rect(x: origin.x, y: origin.y, width: device.screen.width, height: device.keyboard.height),
                radius: 0, color: theme.colors.keyboardBackground)
        ]
        let radius = device.keyboard.cornerRadius
        if keyboard.trackpad != nil {
            return commands + trackpadCommands(keyboard, device: device, origin: origin)
        }
        let pressed = Set(keyboard.pressedKeys.values)
        let subtitled = keyboard.layer.keys.contains { !($0.subtitle ?? "").isEmpty }
        // On a pad (every key a wide one) the function keys are bare glyphs, as on iOS.
        let wide = device.screen.width * FrameMetrics.previewMaximumKeyShare
        // The kana keypad's keys are as wide, but its function keys have caps. (An iPad key's
        // second character is a flick too, but no kana keypad's.)
        let flickPad = keyboard.layer.keys.contains { $0.flicks.map { !$0.isSecondCharacter } ?? false }
        let isPad = !flickPad && keyboard.geometry.keys.allSatisfy { $0.inStrip || $0.visible.width >= wide }
        for frame in keyboard.geometry.keys {
            let rect = frame.visible.offsetBy(dx: origin.x, dy: origin.y)
            let isPressed = pressed.contains(frame.key.id)
            if frame.inStrip || !keyboard.layout.keyCaps {
                // The home-indicator strip's keys, and every key of a layout without caps (the
                // emoji keyboard), are bare glyphs, as on iOS; a finger on one shows a faint
                // cap under it.
                if isPressed {
                    commands.append(.fill(rect, radius: radius * 2, color: theme.colors.functionKey))
                }
                commands += keyCommands(
                    frame.key, in: rect, radius: radius, pressed: isPressed, shift: keyboard.shift, context: context,
                    bare: true)
                continue
            }
            commands += keyCommands(
                frame.key, in: rect, radius: radius, pressed: isPressed, shift: keyboard.shift, context: context,
                layerHasSubtitles: subtitled, bare: isPad && !frame.key.typesText && !isPressed, flickPad: flickPad)
        }
        commands += homeIndicatorCommands(device: device, origin: origin)
        if let callout = keyboard.callout {
            commands += calloutCommands(callout, origin: origin, keyRadius: radius, shifted: keyboard.shift != .off)
        } else if let guide = keyboard.flickGuide {
            commands += flickGuideCommands(guide, origin: origin, keyRadius: radius, shifted: keyboard.shift != .off)
        } else {
            // An iPad shows no previews: its keys are wide enough to see under the finger.
            for finger in keyboard.pressedKeys.keys.sorted() where device.idiom == .phone {
                // Wide keys (number and phone pads) show no preview, as on iOS.
                guard let id = keyboard.pressedKeys[finger], let frame = keyboard.geometry.frame(of: id),
                    frame.key.typesText, frame.visible.width < device.screen.width * FrameMetrics.previewMaximumKeyShare
                else { continue }
                let rect = frame.visible.offsetBy(dx: origin.x, dy: origin.y)
                commands += previewCommands(
                    keyText(frame.key, shift: keyboard.shift, context: context), over: rect, keyRadius: radius,
                    screenWidth: device.screen.width)
            }
        }
        return commands
    }

    /// The home indicator below the keys of a phone without a home button.
    func homeIndicatorCommands(device: DeviceProfile, origin: Point) -> [DrawCommand] {
        guard device.keyboard.insets.bottom >= FrameMetrics.homeIndicatorMinimumInset else { return [] }
        let size = FrameMetrics.homeIndicatorSize
        let bar = Rect(
            x: origin.x + (device.screen.width - size.width) / 2,
            y: origin.y + device.keyboard.height - FrameMetrics.homeIndicatorBottom - size.height,
            width: size.width, height: size.height)
        return [.fill(bar, radius: size.height / 2, color: theme.colors.keyText)]
    }
}
