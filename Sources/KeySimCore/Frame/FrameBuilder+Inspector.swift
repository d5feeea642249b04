/// The last touch the inspector marks: where it landed and the key the keyboard chose for it.
public struct InspectorTouch: Equatable, Sendable {
    /// Where the touch was, in the frame's points.
    public var point: Point
    /// The id of the key whose hit region held the point; nil when it was off the keyboard.
    public var keyID: String?
    /// That key's hit region when it was touched, in the frame's points.
    public var region: Rect?

    public init(point: Point, keyID: String? = nil, region: Rect? = nil) {
        self.point = point
        self.keyID = keyID
        self.region = region
    }

    /// A touch at `point` on `keyboard` drawn with its top-left corner at `origin`: the key
    /// of the layer shown whose hit region holds the point, as the keyboard hit-tests it.
    public init(point: Point, keyboard: Keyboard?, origin: Point) {
        let local = Point(x: point.x - origin.x, y: point.y - origin.y)
        let frame = keyboard?.geometry.key(at: local)
        self.init(
            point: point, keyID: frame?.key.id, region: frame?.hitRegion.offsetBy(dx: origin.x, dy: origin.y))
    }

    /// A touch at `point` (window points) on the simulator: the key of the keyboard shown
    /// now that it would go to, as ``Simulator/touch(_:at:finger:time:fieldLocator:)`` routes it.
    public init(point: Point, simulator: Simulator) {
        guard let frame = simulator.keyboardFrame, frame.contains(point) else {
            self.init(point: point)
            return
        }
        self.init(point: point, keyboard: simulator.keyboard, origin: Point(x: frame.minX, y: frame.minY))
    }

    /// What the inspector writes beside the mark: `(120, 700) → q`, or `→ no key`.
    public var caption: String {
        "(\(Self.number(point.x)), \(Self.number(point.y))) → " + (keyID ?? "no key")
    }

    /// A coordinate as people write it: whole numbers without a fraction, others to 0.1.
    private static func number(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
    }
}

/// The inspector's colours and sizes, in one place: the same on every theme, chosen to read
/// over light and dark keys alike.
public enum InspectorStyle {
    /// Hit-region fills: a row uses one pair, alternating key by key, and the next row the
    /// other pair, so no two regions that touch share a colour.
    public static let regionColors: [Color] = [
        Color(red: 0, green: 122, blue: 255, alpha: 72),  // blue
        Color(red: 255, green: 149, blue: 0, alpha: 72),  // orange
        Color(red: 52, green: 199, blue: 89, alpha: 72),  // green
        Color(red: 175, green: 82, blue: 222, alpha: 72),  // purple
    ]
    /// The thin line around every hit region.
    public static let regionEdge = Color(red: 255, green: 255, blue: 255, alpha: 110)
    public static let regionEdgeWidth = 0.5
    /// Places that answer no touch (empty cells, the home-indicator strip around its keys):
    /// a grey fill, tagged "no key".
    public static let deadZone = Color(red: 60, green: 60, blue: 67, alpha: 120)
    public static let deadZoneTag = "no key"
    /// The outline of every key's visible frame.
    public static let keyOutline = Color(red: 215, green: 0, blue: 80, alpha: 220)
    public static let keyOutlineWidth = 1.0
    /// The key ids: small light text on a dark tag in each key's top-left corner.
    public static let idText = TextStyle(size: 9, color: Color(red: 255, green: 255, blue: 255))
    public static let idTag = Color(red: 0, green: 0, blue: 0, alpha: 150)
    public static let tagPadding = 2.0
    /// The region of the key the last touch chose, and its outline.
    public static let chosenRegion = Color(red: 255, green: 59, blue: 48, alpha: 110)
    public static let chosenEdge = Color(red: 255, green: 59, blue: 48)
    public static let chosenEdgeWidth = 2.0
    /// The dot marking the last touch, ringed so it shows on any colour.
    public static let touchDot = Color(red: 255, green: 59, blue: 48)
    public static let touchRing = Color(red: 255, green: 255, blue: 255)
    public static let touchDotDiameter = 8.0
    public static let touchRingWidth = 1.5
    /// The caption of the last touch: what key it chose.
    public static let captionText = TextStyle(size: 11, weight: .bold, color: Color(red: 255, green: 255, blue: 255))
    public static let captionTag = Color(red: 0, green: 0, blue: 0, alpha: 190)
    /// The caption's distance from the touch point.
    public static let captionOffset = 8.0

    /// The fill of the hit region of the key at `column` of `row`.
    public static func regionColor(row: Int, column: Int) -> Color {
        regionColors[(row % 2) * 2 + column % 2]
    }
}

extension FrameBuilder {
    /// The inspector drawn over a keyboard whose top-left corner is at `origin`: the places
    /// that answer no touch in grey tagged "no key", every key's
    /// hit region in a translucent colour (neighbours differ) with a thin edge, every key's
    /// visible frame outlined, its id in small text, and the last touch marked with the
    /// region of the key it chose and a caption naming that key. Nothing for the keyboard when
    /// `keyboard` is nil (the touch is still marked).
    ///
    /// - Parameters:
    ///   - bounds: the frame's area; the caption is kept inside it.
    public func inspectorOverlay(keyboard: Keyboard?, origin: Point, lastTouch: InspectorTouch?, bounds: Rect)
        -> [DrawCommand]
    {
        var commands: [DrawCommand] = []
        let keys = keyboard?.geometry.keys ?? []
        // Dead zones first: the strip's keys are drawn over the strip.
        let deadZones = (keyboard?.geometry.emptyCells ?? []) + (keyboard?.geometry.strip.map { [$0] } ?? [])
        for zone in deadZones {
            let region = zone.offsetBy(dx: origin.x, dy: origin.y)
            commands.append(.fill(region, radius: 0, color: InspectorStyle.deadZone))
            commands.append(
                .stroke(
                    region, radius: 0, width: InspectorStyle.regionEdgeWidth, color: InspectorStyle.regionEdge))
            commands += idTag(InspectorStyle.deadZoneTag, in: region, centred: true)
        }
        for frame in keys {
            let region = frame.hitRegion.offsetBy(dx: origin.x, dy: origin.y)
            commands.append(
                .fill(region, radius: 0, color: InspectorStyle.regionColor(row: frame.row, column: frame.column)))
            commands.append(
                .stroke(
                    region, radius: 0, width: InspectorStyle.regionEdgeWidth, color: InspectorStyle.regionEdge))
        }
        if let region = lastTouch?.region {
            commands.append(.fill(region, radius: 0, color: InspectorStyle.chosenRegion))
            commands.append(
                .stroke(region, radius: 0, width: InspectorStyle.chosenEdgeWidth, color: InspectorStyle.chosenEdge))
        }
        let radius = keyboard?.metrics.cornerRadius ?? 0
        for frame in keys {
            let visible = frame.visible.offsetBy(dx: origin.x, dy: origin.y)
            commands.append(
                .stroke(
                    visible, radius: radius, width: InspectorStyle.keyOutlineWidth, color: InspectorStyle.keyOutline))
            commands += idTag(frame.key.id, in: visible)
        }
        if let lastTouch { commands += touchMark(lastTouch, bounds: bounds) }
        return commands
    }

    /// The inspector over the simulator's screen at `time`: over the keyboard where it is
    /// drawn then (sliding or not), and the last touch.
    public func inspectorOverlay(of simulator: Simulator, at time: Int, lastTouch: InspectorTouch?) -> [DrawCommand] {
        var keyboard: Keyboard?
        var origin = simulator.device.keyboardOrigin
        if let slide = Self.keyboardSlide(of: simulator, at: time) {
            keyboard = simulator.sessions[slide.index].keyboard
            origin.y += slide.offset
        }
        let screen = simulator.device.screen
        return inspectorOverlay(
            keyboard: keyboard, origin: origin, lastTouch: lastTouch,
            bounds: Rect(x: 0, y: 0, width: screen.width, height: screen.height))
    }

    /// The whole screen with the inspector over it.
    public func inspectedFrame(of simulator: Simulator, at time: Int, lastTouch: InspectorTouch?) -> Frame {
        var frame = frame(of: simulator, at: time)
        frame.commands += inspectorOverlay(of: simulator, at: time, lastTouch: lastTouch)
        return frame
    }

    /// The keyboard alone (as ``keyboardFrame(_:context:device:)``) with the inspector over it.
    public func inspectedKeyboardFrame(
        _ keyboard: Keyboard, context: KeyboardContext, device: DeviceProfile, lastTouch: InspectorTouch?
    ) -> Frame {
        var frame = keyboardFrame(keyboard, context: context, device: device)
        frame.commands += inspectorOverlay(
            keyboard: keyboard, origin: Point(x: 0, y: 0), lastTouch: lastTouch,
            bounds: Rect(x: 0, y: 0, width: frame.size.width, height: frame.size.height))
        return frame
    }

    /// A key's id on a dark tag in the top-left corner of its visible frame (at the middle of
    /// its top edge when `centred`), clipped to it.
    private func idTag(_ id: String, in visible: Rect, centred: Bool = false) -> [DrawCommand] {
        let style = InspectorStyle.idText
        let padding = InspectorStyle.tagPadding
        let width = measurer.width(of: id, style: style) + 2 * padding
        let tag = Rect(
            x: centred ? visible.midX - width / 2 : visible.minX + 1, y: visible.minY + 1, width: width,
            height: measurer.lineHeight(style))
        return [
            .pushClip(visible),
            .fill(tag, radius: 2, color: InspectorStyle.idTag),
            .text(id, origin: Point(x: tag.minX + padding, y: tag.minY), style: style),
            .popClip,
        ]
    }

    /// The dot at the touch and its caption on a dark tag, up and to the right of the dot
    /// (flipped left or down where it would leave `bounds`).
    private func touchMark(_ touch: InspectorTouch, bounds: Rect) -> [DrawCommand] {
        let diameter = InspectorStyle.touchDotDiameter
        let ring = InspectorStyle.touchRingWidth
        let dot = Rect(
            x: touch.point.x - diameter / 2, y: touch.point.y - diameter / 2, width: diameter, height: diameter)
        let style = InspectorStyle.captionText
        let padding = InspectorStyle.tagPadding
        let caption = touch.caption
        let width = measurer.width(of: caption, style: style) + 2 * padding
        let height = measurer.lineHeight(style)
        let offset = InspectorStyle.captionOffset
        var x = touch.point.x + offset
        if x + width > bounds.maxX { x = touch.point.x - offset - width }
        var y = touch.point.y - offset - height
        if y < bounds.minY { y = touch.point.y + offset }
        x = max(bounds.minX, min(x, bounds.maxX - width))
        y = max(bounds.minY, min(y, bounds.maxY - height))
        let tag = Rect(x: x, y: y, width: width, height: height)
        return [
            .fill(dot.outset(dx: ring, dy: ring), radius: diameter / 2 + ring, color: InspectorStyle.touchRing),
            .fill(dot, radius: diameter / 2, color: InspectorStyle.touchDot),
            .fill(tag, radius: 3, color: InspectorStyle.captionTag),
            .text(caption, origin: Point(x: tag.minX + padding, y: tag.minY), style: style),
        ]
    }
}
