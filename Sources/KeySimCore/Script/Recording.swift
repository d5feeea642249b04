/// Writes recordings in the tap-script format (DESIGN.md), one complete line per event, so
/// a recorder killed mid-session loses nothing but the line it was writing.
public enum Recording {
    /// The header line: format version, scene and device.
    /// With VoiceOver on, the header says so; with a `contentSize` (the window's
    /// `--content-size`), it carries it, so the replay lays the form out as the window did.
    public static func header(
        scene: String, device: String, voiceOver: Bool = false, contentSize: ContentSizeCategory? = nil
    ) -> String {
        var entry: [String: JSONOutput] = ["keysim": .number(1), "scene": .string(scene), "device": .string(device)]
        // Only when on or given, so that recordings without them stay as they were.
        if voiceOver { entry["voiceover"] = .bool(true) }
        if let contentSize { entry["contentSize"] = .string(contentSize.rawValue) }
        return JSONOutput.object(entry).encoded()
    }

    /// A raw touch line; coordinates are rounded to 1/100 pt so the text stays short and
    /// replays to the same keys.
    public static func touch(_ phase: TouchPhase, at point: Point?, finger: Int, time: Int) -> String {
        var entry: [String: JSONOutput] = [
            "t": .number(Double(time)), "touch": .string(phase.rawValue), "finger": .number(Double(finger)),
        ]
        if let point {
            entry["x"] = .number((point.x * 100).rounded() / 100)
            entry["y"] = .number((point.y * 100).rounded() / 100)
        }
        return JSONOutput.object(entry).encoded()
    }

    /// A wheel line: the mouse wheel turned by `dx` and `dy` notches (positive `dy` towards
    /// the person) with the pointer at a point; notches and points rounded to 1/100.
    public static func wheel(dx: Double, dy: Double, at point: Point, time: Int) -> String {
        func rounded(_ value: Double) -> JSONOutput { .number((value * 100).rounded() / 100) }
        return JSONOutput.object([
            "t": .number(Double(time)), "wheel": .object(["dx": rounded(dx), "dy": rounded(dy)]),
            "x": rounded(point.x), "y": rounded(point.y),
        ]).encoded()
    }

    /// A pointer line: the desktop pointer moved (no button down) to a point, or (`nil`) left
    /// the window.
    public static func pointer(at point: Point?, time: Int) -> String {
        var entry: [String: JSONOutput] = ["t": .number(Double(time))]
        if let point {
            entry["pointer"] = .string(PointerPhase.move.rawValue)
            entry["x"] = .number((point.x * 100).rounded() / 100)
            entry["y"] = .number((point.y * 100).rounded() / 100)
        } else {
            entry["pointer"] = .string(PointerPhase.leave.rawValue)
        }
        return JSONOutput.object(entry).encoded()
    }

    /// A press line: one key of the computer's keyboard, with what the computer's clipboard
    /// held for a paste.
    public static func press(_ press: HardwarePress, pasteboard: String? = nil, time: Int) -> String {
        var entry: [String: JSONOutput] = ["t": .number(Double(time)), "press": .string(press.description)]
        if let pasteboard { entry["pasteboard"] = .string(pasteboard) }
        return JSONOutput.object(entry).encoded()
    }
}
