// The space bar's trackpad as iOS draws it: the keys blank, the caret where the text will take
// it faint, and a floating caret following the finger.
extension FrameBuilder {
    /// The keyboard as a trackpad, as on an iPhone: every key a blank cap, faint, no label,
    /// the home indicator as usual.
    func trackpadCommands(_ keyboard: Keyboard, device: DeviceProfile, origin: Point) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        for frame in keyboard.geometry.keys where !frame.inStrip {
            let rect = frame.visible.offsetBy(dx: origin.x, dy: origin.y)
            commands.append(.fill(rect, radius: device.keyboard.cornerRadius, color: theme.colors.trackpadKey))
        }
        commands += homeIndicatorCommands(device: device, origin: origin)
        return commands
    }

    /// The carets of the space bar's trackpad, as iOS draws them: the caret where the text
    /// will take it, faint, and the floating caret following the finger along the text.
    func trackpadCarets(
        _ drag: Simulator.TrackpadDrag, snapped: Rect, of simulator: Simulator, geometry: FieldGeometry,
        style: TextStyle
    ) -> [DrawCommand] {
        let text = drawnText(ofField: drag.field, of: simulator)
        let start = measurer.width(of: String(text.prefix(drag.startOffset)), style: style)
        let end = measurer.width(of: text, style: style)
        let x = min(max(0, start + drag.offset.x), end)
        let floating = Rect(
            x: geometry.inner.minX + x - geometry.scroll, y: snapped.minY, width: snapped.width,
            height: snapped.height)
        return [
            .fill(snapped, radius: 0, color: theme.colors.caret.withAlpha(0x66)),
            .fill(floating, radius: 0, color: theme.colors.caret),
        ]
    }
}
