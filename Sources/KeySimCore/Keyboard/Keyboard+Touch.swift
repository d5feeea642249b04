extension Keyboard {
    /// One finger on the keyboard: the key it pressed, the key it is on now, its timers.
    struct Touch: Equatable, Sendable {
        /// What the pressed key does, which decides what sliding and releasing mean.
        enum Role: Equatable, Sendable {
            /// A key that commits on release (characters, space, return, globe, dictation,
            /// dismiss).
            case commitsOnRelease
            /// Shift, acting on press; a held shift capitalises other fingers' letters.
            case shift
            /// A layer key, acting on press; sliding from it makes the switch momentary. The
            /// layers are their indices in the keyboard face's layers.
            case layerSwitch(from: Int, to: Int)
            /// Delete, acting on press and repeating while held on it.
            case delete
            /// A key with flicks: it stays pressed wherever the finger goes, and the way the
            /// finger went from where it pressed picks what it types.
            case flick
        }

        var role: Role
        // Keys are held as the numbers of their ids in the keyboard's `keyNames` (same number,
        // same id): copying a touch then retains no string.
        /// The key the finger went down on.
        var pressedKey: Int
        /// The key under the press point once the press acted (for a layer switch, the key of
        /// the new layer there); being over it counts as being on the pressed key.
        var homeKey: Int?
        /// The key the finger is on now; nil when it is off the keyboard.
        var highlighted: Int?
        /// The last key the finger was on.
        var lastKey: Int
        /// The finger left the pressed key at some point (a layer or shift switch is then
        /// momentary).
        var slid = false
        /// Another finger typed while this one held shift or a layer key (chording).
        var typedWhileHeld = false
        /// The finger is choosing in the callout.
        var showsCallout = false
        var longPressDue: Int?
        var repeatDue: Int?
        /// When delete started repeating.
        var repeatStarted: Int?
        /// Where the finger is (keyboard coordinates): where it went down, moved or lifted last.
        var point: Point
        /// Where the finger went down.
        var origin: Point
        /// The way a flick key's finger flicks now (nil: on the key).
        var flickDirection: FlickDirection?
        /// A flick key's finger flicked some way at some point (back on the key, it types the
        /// key's character afresh rather than toggling).
        var flickedAway = false

        init(role: Role, pressedKey: Int, homeKey: Int?, at point: Point) {
            self.role = role
            self.pressedKey = pressedKey
            self.homeKey = homeKey
            self.highlighted = pressedKey
            self.lastKey = pressedKey
            self.point = point
            self.origin = point
        }

        /// The key the finger highlights when over the key numbered `under` (nil: off the
        /// keyboard): being over its home key counts as being on the pressed key.
        func target(under: Int?) -> Int? {
            under != nil && under == homeKey ? pressedKey : under
        }

        /// The earliest timer of this finger.
        var nextDue: Int? {
            switch (longPressDue, repeatDue) {
            case (let a?, let b?): min(a, b)
            case (let a?, nil): a
            case (nil, let b?): b
            case (nil, nil): nil
            }
        }

        /// Whether the finger holds a key that types when it is released and that another
        /// finger's press should commit first (rollover).
        func isPendingText(on keyboard: Keyboard) -> Bool {
            if role == .flick { return true }
            guard role == .commitsOnRelease else { return false }
            if showsCallout { return true }
            guard let index = keyboard.keyIndex(named: highlighted) else { return false }
            let key = keyboard.geometry.keys[index].key
            return key.typesText || key.action == .space
        }
    }
}
