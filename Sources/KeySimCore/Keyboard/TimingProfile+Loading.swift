extension TimingProfile {
    static let fileKeys = [
        "id", "name", "longPress", "deleteRepeatDelay", "deleteRepeatInterval", "deleteWordsAfter",
        "doubleTapShift", "doubleSpace", "spaceTrackpad", "toggleTimeout",
    ]

    /// Decodes a timing file (`Assets/Timings/*.json`); every timing is required, in ms, but
    /// `spaceTrackpad` (files written before it existed hold the space bar as long as a key) and
    /// `toggleTimeout` (1000 when left out).
    public init(file: SourceFile) throws(Diagnostic) {
        do throws(DataError) {
            let object = try JSONParser.parse(file.text).object("timing profile", allowedKeys: Self.fileKeys)
            func milliseconds(_ key: String) throws(DataError) -> Int {
                let node = try object.required(key, in: "timing profile")
                let value = try node.int("'\(key)'")
                guard value > 0 else {
                    throw DataError("'\(key)' must be greater than 0 ms, not \(value)", at: node.position)
                }
                return value
            }
            _ = try object["id"].map { node throws(DataError) in try node.string("'id'") }
            _ = try object["name"].map { node throws(DataError) in try node.string("'name'") }
            self.init(
                longPress: try milliseconds("longPress"), deleteRepeatDelay: try milliseconds("deleteRepeatDelay"),
                deleteRepeatInterval: try milliseconds("deleteRepeatInterval"),
                deleteWordsAfter: try milliseconds("deleteWordsAfter"),
                doubleTapShift: try milliseconds("doubleTapShift"),
                doubleSpace: try milliseconds("doubleSpace"),
                spaceTrackpad: object.has("spaceTrackpad") ? try milliseconds("spaceTrackpad") : nil,
                toggleTimeout: object.has("toggleTimeout") ? try milliseconds("toggleTimeout") : nil)
        } catch {
            throw Diagnostic(path: file.path, error)
        }
    }
}
