/// The strip below the keys of a phone with a home indicator (Face ID iPhones), from the
/// bottom of the last row to the bottom of the screen: the keyboard's bottom inset. iOS keeps
/// the globe (emoji) and dictation keys there, either side of the home indicator, and the
/// rest of the strip answers no touch.
///
/// A layer's keys whose ids the strip lists leave their rows for the strip; the width they
/// took in a row goes to that row's space bar (see ``KeyboardGeometry``). Loaded from a device
/// file's `keyboard.strip`.
public struct KeyboardStrip: Equatable, Sendable {
    /// A place in the strip for the key with an id.
    public struct Slot: Equatable, Sendable {
        /// The id of the layer's key shown here (`globe`, `dictation`).
        public var keyID: String
        /// What answers touches (the key's icon is centred in it), in points from the strip's
        /// top-left corner.
        public var frame: Rect

        public init(keyID: String, frame: Rect) {
            self.keyID = keyID
            self.frame = frame
        }
    }

    /// The slots, left to right as written.
    public var slots: [Slot]

    public init(slots: [Slot] = []) { self.slots = slots }

    /// The slot for the key with this id.
    public func slot(for keyID: String) -> Slot? { slots.first { $0.keyID == keyID } }
}
