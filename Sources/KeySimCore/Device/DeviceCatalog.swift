/// The device profiles in `Assets/Devices`, each in portrait and landscape.
public struct DeviceCatalog: Equatable, Sendable {
    /// Every profile, portrait before landscape, devices in file-name order.
    public let profiles: [DeviceProfile]

    public init(profiles: [DeviceProfile]) { self.profiles = profiles }

    /// The profile a user names: `iphone-15` (portrait), `iphone-15-landscape` or
    /// `iphone-15:landscape`, without regard to case.
    public func profile(named name: String) -> DeviceProfile? {
        var lowered = ""
        for scalar in name.lowercased().unicodeScalars { lowered.unicodeScalars.append(scalar == ":" ? "-" : scalar) }
        return profiles.first {
            $0.reference.lowercased() == lowered || "\($0.id)-\($0.orientation.rawValue)" == lowered
        }
    }

    /// The names users can give, for messages.
    public var names: [String] { profiles.map(\.reference) }

    /// Decodes device files; files with problems are left out, each problem returned.
    public static func load(_ files: [SourceFile]) -> (catalog: DeviceCatalog, diagnostics: [Diagnostic]) {
        var profiles: [DeviceProfile] = []
        var diagnostics: [Diagnostic] = []
        for file in files {
            do throws(DataError) {
                let device = try decode(file.text)
                if profiles.contains(where: { $0.id == device[0].id }) {
                    diagnostics.append(
                        Diagnostic(path: file.path, position: nil, message: "device id '\(device[0].id)' is used twice")
                    )
                    continue
                }
                profiles += device
            } catch {
                diagnostics.append(Diagnostic(path: file.path, error))
            }
        }
        return (DeviceCatalog(profiles: profiles), diagnostics)
    }

    /// Loads every `*.json` device in a folder.
    public static func load(directory: String) throws(FileAccessError) -> (
        catalog: DeviceCatalog, diagnostics: [Diagnostic]
    ) {
        load(try SourceFile.readJSONFiles(in: directory))
    }

    /// One device file: its portrait and landscape profiles.
    static func decode(_ text: String) throws(DataError) -> [DeviceProfile] {
        let root = try JSONParser.parse(text)
        let object = try root.object("device", allowedKeys: ["id", "name", "idiom", "scale", "portrait", "landscape"])
        let id = try object.required("id", in: "device").string("'id'")
        let name = try object.required("name", in: "device").string("'name'")
        let scale = try positive(try object.required("scale", in: "device"), "'scale'")
        let idiom = try object["idiom"].map { node throws(DataError) in try Idiom.decode(node) } ?? .phone
        return try DeviceProfile.Orientation.allCases.map { orientation throws(DataError) in
            let node = try object.required(orientation.rawValue, in: "device")
            let side = try node.object("'\(orientation.rawValue)'", allowedKeys: ["screen", "keyboard"])
            let screen = try side.required("screen", in: "'\(orientation.rawValue)'")
                .object("'screen'", allowedKeys: ["width", "height"])
            let keyboardNode = try side.required("keyboard", in: "'\(orientation.rawValue)'")
            let keyboard = try keyboardNode.object(
                "'keyboard'",
                allowedKeys: [
                    "height", "insets", "keyGap", "rowGap", "cornerRadius", "strip", "suggestionBar",
                ])
            let insets = try keyboard.required("insets", in: "'keyboard'")
                .object("'insets'", allowedKeys: ["top", "left", "bottom", "right"])
            let size = Size(
                width: try positive(try screen.required("width", in: "'screen'"), "'width'"),
                height: try positive(try screen.required("height", in: "'screen'"), "'height'"))
            let heightNode = try keyboard.required("height", in: "'keyboard'")
            var metrics = KeyboardMetrics(
                height: try positive(heightNode, "'height'"),
                insets: EdgeInsets(
                    top: try nonNegative(try insets.required("top", in: "'insets'"), "'top'"),
                    left: try nonNegative(try insets.required("left", in: "'insets'"), "'left'"),
                    bottom: try nonNegative(try insets.required("bottom", in: "'insets'"), "'bottom'"),
                    right: try nonNegative(try insets.required("right", in: "'insets'"), "'right'")),
                keyGap: try nonNegative(try keyboard.required("keyGap", in: "'keyboard'"), "'keyGap'"),
                rowGap: try nonNegative(try keyboard.required("rowGap", in: "'keyboard'"), "'rowGap'"),
                cornerRadius: try nonNegative(try keyboard.required("cornerRadius", in: "'keyboard'"), "'cornerRadius'")
            )
            if metrics.height > size.height {
                throw DataError(
                    "the keyboard (\(metrics.height) pt) is taller than the screen (\(size.height) pt)",
                    at: heightNode.position)
            }
            if metrics.insets.top + metrics.insets.bottom >= metrics.height {
                throw DataError(
                    "the insets leave no room for keys in a keyboard \(metrics.height) pt high", at: heightNode.position
                )
            }
            if let barNode = keyboard["suggestionBar"] {
                metrics.suggestionBarHeight = try positive(barNode, "'suggestionBar'")
                if metrics.height + metrics.suggestionBarHeight > size.height {
                    throw DataError(
                        "the keyboard with its suggestion bar (\(metrics.height + metrics.suggestionBarHeight) pt) is taller than the screen (\(size.height) pt)",
                        at: barNode.position)
                }
            }
            if let stripNode = keyboard["strip"] {
                metrics.strip = try strip(stripNode, room: Size(width: size.width, height: metrics.insets.bottom))
            }
            return DeviceProfile(
                id: id, name: name, orientation: orientation, screen: size, scale: scale, keyboard: metrics,
                idiom: idiom)
        }
    }

    /// A keyboard's `strip`: its slots, each inside the strip (`room`: the screen's width by
    /// the bottom inset) and for a key id of its own.
    private static func strip(_ node: JSONNode, room: Size) throws(DataError) -> KeyboardStrip {
        let object = try node.object("'strip'", allowedKeys: ["keys"])
        if room.height <= 0 {
            throw DataError("a 'strip' needs a bottom inset to lie in; 'insets.bottom' is 0", at: node.position)
        }
        var slots: [KeyboardStrip.Slot] = []
        for item in try object.required("keys", in: "'strip'").array("'keys'") {
            let slot = try item.object("a strip key", allowedKeys: ["key", "frame"])
            let idNode = try slot.required("key", in: "a strip key")
            let id = try idNode.string("'key'")
            if id.isEmpty { throw DataError("'key' must not be empty", at: idNode.position) }
            if slots.contains(where: { $0.keyID == id }) {
                throw DataError("key '\(id)' has two places in the strip", at: idNode.position)
            }
            let frameNode = try slot.required("frame", in: "a strip key")
            let frame = try frameNode.object("'frame'", allowedKeys: ["x", "y", "width", "height"])
            let rect = Rect(
                x: try nonNegative(try frame.required("x", in: "'frame'"), "'x'"),
                y: try nonNegative(try frame.required("y", in: "'frame'"), "'y'"),
                width: try positive(try frame.required("width", in: "'frame'"), "'width'"),
                height: try positive(try frame.required("height", in: "'frame'"), "'height'"))
            if rect.maxX > room.width || rect.maxY > room.height {
                throw DataError(
                    "the frame of strip key '\(id)' reaches \(number(rect.maxX))×\(number(rect.maxY)) pt, outside the strip (\(number(room.width))×\(number(room.height)) pt: the screen's width by the bottom inset)",
                    at: frameNode.position)
            }
            slots.append(KeyboardStrip.Slot(keyID: id, frame: rect))
        }
        return KeyboardStrip(slots: slots)
    }

    /// A figure for messages: whole numbers without a fraction.
    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    private static func positive(_ node: JSONNode, _ name: String) throws(DataError) -> Double {
        let value = try node.double(name)
        guard value > 0 else { throw DataError("\(name) must be greater than 0, not \(value)", at: node.position) }
        return value
    }

    private static func nonNegative(_ node: JSONNode, _ name: String) throws(DataError) -> Double {
        let value = try node.double(name)
        guard value >= 0 else { throw DataError("\(name) must not be negative, not \(value)", at: node.position) }
        return value
    }
}
