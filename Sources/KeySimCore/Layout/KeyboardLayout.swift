/// A keyboard layout: named layers of rows of keys, serving some keyboard types.
///
/// This is the resolved form: `extends` has been merged and every key has its action.
public struct KeyboardLayout: Equatable, Sendable {
    public var id: String
    public var name: String
    public var serves: [KeyboardType]
    /// The layout this one was built on, if any (already merged into `layers`).
    public var extends: String?
    /// The locale id (`en_US`) whose dictionary autocorrection and suggestions use; nil for a
    /// keyboard typed without them (the pads). Inherited through `extends` unless set.
    public var language: String?
    /// The input method composing what the keys type (`hangul`: jamo into syllables); nil for
    /// keys typed as they are. Inherited through `extends` unless set.
    public var inputMethod: InputMethod?
    /// The devices the layout is for: a pad device shows a pad layout serving the field's
    /// keyboard type before a phone one. Inherited through `extends` unless set; phone by default.
    public var idiom: Idiom
    /// Whether keys are drawn on caps; the emoji keyboard's are bare glyphs on the keyboard's
    /// background, a pressed one on a faint cap, as on iOS. Inherited through `extends`
    /// unless set; true by default.
    public var keyCaps: Bool
    /// Ordered; the first is shown first.
    public var layers: [Layer]

    public init(
        id: String, name: String, serves: [KeyboardType], extends: String? = nil, language: String? = nil,
        inputMethod: InputMethod? = nil, idiom: Idiom = .phone, keyCaps: Bool = true, layers: [Layer]
    ) {
        self.inputMethod = inputMethod
        self.idiom = idiom
        self.keyCaps = keyCaps
        self.id = id
        self.name = name
        self.serves = serves
        self.extends = extends
        self.language = language
        self.layers = layers
    }

    /// The layer with this id.
    public func layer(_ id: String) -> Layer? { layers.first { $0.id == id } }

    /// The id of the first layer, shown when the keyboard appears.
    public var firstLayerID: String { layers.first?.id ?? "" }

    /// The layout with its recently used layers (``Layer/recentlyUsed``) showing `recents`
    /// (most recent first) and then their own keys not among them, in their keys' places; a
    /// recent emoji keeps its key's long press (skin tones) from the page it was typed on.
    /// Unchanged when the layout has no such layer.
    public func withRecentlyUsed(_ recents: [String]) -> KeyboardLayout {
        guard !recents.isEmpty, layers.contains(where: \.recentlyUsed) else { return self }
        var layout = self
        for index in layout.layers.indices where layout.layers[index].recentlyUsed {
            let layer = layout.layers[index]
            let own = layer.keys.filter { $0.action == .character }
            var shown = recents.map { recent in
                let source = layers.lazy.filter { !$0.recentlyUsed }.compactMap { $0.key(recent) }.first
                return source ?? Key(id: recent)
            }
            shown += own.filter { !recents.contains($0.id) }
            var next = shown.makeIterator()
            layout.layers[index].rows = layer.rows.map { row in
                Row(
                    items: row.items.map { item in
                        guard case .key(let key) = item, key.action == .character, var replacement = next.next() else {
                            return item
                        }
                        replacement.width = key.width
                        replacement.source = key.source
                        return .key(replacement)
                    })
            }
        }
        return layout
    }

    /// Whether a key of any layer types the locale's decimal separator.
    public var hasDecimalKey: Bool {
        layers.contains { layer in layer.rows.contains { row in row.keys.contains { $0.action == .decimalSeparator } } }
    }
}

/// One page of a keyboard (`letters`, `numbers`, `symbols`, …): rows of keys.
public struct Layer: Equatable, Sendable {
    public var id: String
    public var rows: [Row] {
        didSet { keys = rows.flatMap(\.keys) }
    }
    /// Every key of the layer, row by row: kept with the rows, as the linter, the geometry and
    /// hit tests read it many times per layer (the emoji keyboard's 9 pages of 32 keys on
    /// every device profile).
    public private(set) var keys: [Key]
    /// The emoji keyboard's recently used page: its character keys are the session's recently
    /// typed emoji, most recent first, then its own keys (the defaults of a fresh phone), as
    /// many as it has (``KeyboardLayout/withRecentlyUsed(_:)``).
    public var recentlyUsed: Bool

    public init(id: String, rows: [Row], recentlyUsed: Bool = false) {
        self.id = id
        self.rows = rows
        self.keys = rows.flatMap(\.keys)
        self.recentlyUsed = recentlyUsed
    }

    public static func == (lhs: Layer, rhs: Layer) -> Bool {
        lhs.id == rhs.id && lhs.recentlyUsed == rhs.recentlyUsed && lhs.rows == rhs.rows
    }

    /// The key with this id.
    public func key(_ id: String) -> Key? { keys.first { $0.id == id } }
}

/// A row of keys and gaps.
public struct Row: Equatable, Sendable {
    public var items: [RowItem]

    public init(items: [RowItem]) { self.items = items }

    public init(keys: [Key]) { self.items = keys.map(RowItem.key) }

    public var keys: [Key] {
        items.compactMap { if case .key(let key) = $0 { key } else { nil } }
    }

    /// The row's width in key units, gaps included.
    public var units: Double { items.reduce(0) { $0 + $1.width } }
}

/// An entry of a row: a key, or empty space of a width in key units.
public enum RowItem: Equatable, Sendable {
    case key(Key)
    case gap(Double)

    public var width: Double {
        switch self {
        case .key(let key): key.width
        case .gap(let width): width
        }
    }
}

/// What a key does when it commits.
public enum KeyAction: Equatable, Hashable, Sendable {
    /// Types the key's output (its shifted form when shift is on or locked).
    case character
    case shift
    case delete
    case `return`
    case space
    case globe
    /// The iPad's caps lock key: locks capitals, or unlocks them (on press, as shift).
    case capsLock
    /// The iPad's undo key (its number layer): undoes the field's last step, as Cmd-Z does.
    case undo
    /// The iPad's redo key (its symbol layer): redoes the step last undone.
    case redo
    /// The iPad's tab key: types a tab character (`\t`), which the field gets as any text.
    case tab
    /// Asks to dictate: the simulator has no speech input, so it only says so (an event).
    case dictation
    case dismiss
    /// Types the decimal separator of the field's locale.
    case decimalSeparator
    /// Shows another layer of the layout.
    case switchLayer(String)
    /// The kana keypad's → key: ends a tap-repeat (toggle), so the same key tapped next types
    /// its first character afresh.
    case advance
    /// The kana keypad's ↶ key: steps a tap-repeat back (い → あ).
    case reverseToggle
    /// The kana keypad's 小゛゜ key: turns the kana before the caret into its next form
    /// (は → ば → ぱ, つ → っ → づ; ``KanaVariants``).
    case kanaModifier
}

/// The characters a key types when flicked: the kana keypad's い, う, え, お around あ.
public struct KeyFlicks: Equatable, Hashable, Sendable {
    public var left: String?
    public var up: String?
    public var right: String?
    public var down: String?

    public init(left: String? = nil, up: String? = nil, right: String? = nil, down: String? = nil) {
        self.left = left
        self.up = up
        self.right = right
        self.down = down
    }

    /// What a flick in `direction` types (nil: nothing is there).
    public subscript(direction: FlickDirection) -> String? {
        switch direction {
        case .left: left
        case .up: up
        case .right: right
        case .down: down
        }
    }

    /// The characters in the order left, up, right, down, those there.
    public var characters: [String] { FlickDirection.allCases.compactMap { self[$0] } }

    /// Whether only a downward flick types something: an iPad key's second character (the
    /// grey `1` above `q`), not a kana keypad's cross of characters.
    public var isSecondCharacter: Bool { left == nil && up == nil && right == nil && down != nil }
}

/// Which way a finger flicked from where it pressed a key.
public enum FlickDirection: String, Equatable, Hashable, Sendable, CaseIterable {
    case left, up, right, down

    /// The point `distance` points from `point` this way (y grows downwards).
    public func point(from point: Point, distance: Double) -> Point {
        switch self {
        case .left: Point(x: point.x - distance, y: point.y)
        case .right: Point(x: point.x + distance, y: point.y)
        case .up: Point(x: point.x, y: point.y - distance)
        case .down: Point(x: point.x, y: point.y + distance)
        }
    }
}

/// A key: what it shows, what it types, how wide it is.
public struct Key: Equatable, Sendable {
    /// Unique within its layer. A character key's id is the text it types unshifted.
    public var id: String
    /// What the key shows; defaults to the output (character keys) or a name.
    public var label: String
    /// The text typed unshifted (character keys).
    public var output: String
    /// The text typed when shifted; defaults to the output upper-cased.
    public var shifted: String
    /// Long-press choices, in order.
    public var alternates: [String]
    /// A second, smaller label (`ABC` on a phone pad's 2).
    public var subtitle: String?
    /// Width in key units (default 1).
    public var width: Double
    /// What flicking the key types (the kana keypad); nil for a key that is only tapped.
    public var flicks: KeyFlicks?
    /// What tapping the key again and again types, in turn (あ い う え お ぁ …; toggle
    /// input): the first is the output. Empty for a key that types its output each tap.
    public var toggle: [String]
    public var action: KeyAction
    /// Where the key is written, for findings.
    public var source: SourceLocation?

    public init(
        id: String,
        label: String? = nil,
        output: String? = nil,
        shifted: String? = nil,
        alternates: [String] = [],
        subtitle: String? = nil,
        width: Double = 1,
        flicks: KeyFlicks? = nil,
        toggle: [String] = [],
        action: KeyAction = .character,
        source: SourceLocation? = nil
    ) {
        self.id = id
        let output = output ?? (action == .character ? id : action == .space ? " " : "")
        self.output = output
        self.label = label ?? (action == .character ? output : ReservedKey.label(for: id) ?? id)
        self.shifted = shifted ?? Key.defaultShifted(output)
        self.alternates = alternates
        self.subtitle = subtitle
        self.width = width
        self.flicks = flicks
        self.toggle = toggle
        self.action = action
        self.source = source
    }

    /// What a key typing `output` types when shifted, unless it says otherwise: the upper
    /// case of a single character (`q` → `Q`, `1` → `1`); longer text (`.com`) is unchanged.
    public static func defaultShifted(_ output: String) -> String {
        output.count == 1 ? output.uppercased() : output
    }

    /// A character key typing `text` (the string shorthand `"q"`).
    public static func character(_ text: String) -> Key { Key(id: text) }

    /// Whether the key types text when it commits.
    public var typesText: Bool { action == .character || action == .decimalSeparator }

    /// The iPad's second character: what a downward flick types, drawn small and grey above
    /// the key's label (`1` on `q`); nil for a key without one (or with a kana key's cross).
    public var secondCharacter: String? {
        guard action == .character, let flicks, flicks.isSecondCharacter else { return nil }
        return flicks.down
    }
}
