/// The optional first line of a tap script: `{"keysim": 1, "scene": "demo", "device": "iphone-15"}`.
public struct ScriptHeader: Equatable, Sendable {
    /// The only script format version this keysim reads.
    public static let formatVersion = 1

    /// The scene to replay in, by id, when the script names one.
    public var scene: String?
    /// The device to replay on, by id, when the script names one.
    public var device: String?
    /// The default spacing in milliseconds between the taps of a `type` line.
    public var interval: Int?
    /// Whether VoiceOver is on (`--voiceover` turns it on too), when the script says.
    public var voiceOver: Bool?
    /// The Dynamic Type size to replay at, over the scene's (`--content-size` wins over it).
    public var contentSize: ContentSizeCategory?
    /// The 1-based line number of the header in the file.
    public var line: Int

    /// Creates a header written on `line`.
    public init(
        scene: String? = nil, device: String? = nil, interval: Int? = nil, voiceOver: Bool? = nil,
        contentSize: ContentSizeCategory? = nil, line: Int
    ) {
        self.scene = scene
        self.device = device
        self.interval = interval
        self.voiceOver = voiceOver
        self.contentSize = contentSize
        self.line = line
    }
}

extension ScriptHeader {
    static let keys = ["keysim", "scene", "device", "interval", "voiceover", "contentSize"]

    /// Decodes a header line, whose root is an object with a `keysim` key.
    ///
    /// The version is checked before the other keys, so a newer script gets the version
    /// message rather than complaints about keys added since.
    init(decoding node: JSONNode, line: Int) throws(DataError) {
        if case .object(let members) = node.value, let version = members.first(where: { $0.key == "keysim" })?.value {
            let number = try version.int("'keysim'")
            if number != Self.formatVersion {
                throw ScriptProblem.unsupportedVersion(number).error(at: version.position)
            }
        }
        let object = try node.object("header", allowedKeys: Self.keys)
        self.line = line
        scene = try object["scene"].map { node throws(DataError) in try node.string("'scene'") }
        device = try object["device"].map { node throws(DataError) in try node.string("'device'") }
        interval = try object["interval"].map { node throws(DataError) in
            try ScriptLine.whole(node, "interval", atLeast: 1)
        }
        voiceOver = try object["voiceover"].map { node throws(DataError) in try node.bool("'voiceover'") }
        contentSize = try object["contentSize"].map { node throws(DataError) in
            try SceneDecoder.choice(
                node, "'contentSize'", "content size", ContentSizeCategory.allCases.map { ($0.rawValue, $0) })
        }
    }
}
