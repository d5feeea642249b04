/// The on-screen keyboard as a pure state machine: it takes touches with their time on a
/// virtual clock and returns what happened (keys pressed and released, text to type, shift
/// and layer changes, callouts).
///
/// Nothing here reads a clock. Time arrives with each input; timers (long press, delete
/// repeat) fire when time is advanced, each at its own due time, so the same inputs always
/// give the same events. It behaves like the iOS keyboard: character keys commit on release
/// (the key under the finger then), shift and layer keys act on press, delete acts on press
/// and repeats while held.
public struct Keyboard: Equatable, Sendable {
    public let layout: KeyboardLayout
    public let metrics: KeyboardMetrics
    public let width: Double
    public let timings: TimingProfile

    /// The id of the layer shown now.
    public internal(set) var layerID: String
    public internal(set) var shift: ShiftState
    /// Whether shift was turned on by auto-capitalization (and so turns off on its own when
    /// the field no longer asks for a capital).
    public internal(set) var shiftIsAutomatic: Bool
    /// Where the keys of the current layer are.
    public internal(set) var geometry: KeyboardGeometry
    /// The long-press callout shown now.
    public internal(set) var callout: Callout?
    /// The clock's time: the latest time the keyboard was told.
    public internal(set) var now: Int

    /// The geometry of every layer of the layout, by layer id, laid out once.
    let geometries: [String: KeyboardGeometry]
    /// The ids of the layout's keys, numbered: fingers hold their keys by number.
    let keyNames: KeyNames
    /// Per layer id, the number in `keyNames` of each key of its geometry, in order.
    let keyNumbersByLayer: [String: [Int]]
    /// The number in `keyNames` of each key of ``geometry``, in order.
    var keyNumbers: [Int]
    /// The ids of the layout's layers, numbered: a finger holding a layer key keeps the
    /// layers it switched between by number (every layer id the keyboard shows has one).
    var layerNames: KeyNames
    /// The fingers down, by id.
    var touches: FingerMap<Touch>
    /// The finger the callout belongs to.
    var calloutFinger: Int?
    /// When shift was last pressed, for double tap; nil after a lock or unlock.
    var lastShiftPress: Int?
    /// The user turned an automatic capital off: auto-capitalization waits for the next change.
    var autoShiftSuppressed: Bool
    /// The context last given to `contextChanged`, to tell a real change from a repeat.
    var lastContext: KeyboardContext?
    /// When the last committed key was a space (typed as a space): its time.
    var lastSpaceCommit: Int?
    /// The last committed key typed a symbol or punctuation on a layer other than the first.
    var typedSymbolOnLayer: Bool

    /// A keyboard showing the first layer of `layout`, shift off, on a keyboard `width`
    /// points wide with `metrics`.
    public init(layout: KeyboardLayout, metrics: KeyboardMetrics, width: Double, timings: TimingProfile = .ios) {
        self.layout = layout
        self.metrics = metrics
        self.width = width
        self.timings = timings
        self.layerID = layout.firstLayerID
        self.shift = .off
        self.shiftIsAutomatic = false
        let geometries = Self.geometries(of: layout, metrics: metrics, width: width)
        self.geometries = geometries
        let geometry =
            geometries[layout.firstLayerID]
            ?? Self.geometry(of: layout, layer: layout.firstLayerID, metrics: metrics, width: width)
        self.geometry = geometry
        // Numbered in the layout's order of layers (a dictionary's order varies).
        let names = KeyNames(geometries: layout.layers.compactMap { geometries[$0.id] } + [geometry])
        self.keyNames = names
        self.keyNumbersByLayer = geometries.mapValues { names.numbers(of: $0) }
        self.keyNumbers = names.numbers(of: geometry)
        var layerNames = KeyNames()
        for id in [layout.firstLayerID] + layout.layers.map(\.id) { _ = layerNames.number(for: id) }
        self.layerNames = layerNames
        self.callout = nil
        self.now = 0
        self.touches = FingerMap()
        self.calloutFinger = nil
        self.lastShiftPress = nil
        self.autoShiftSuppressed = false
        self.lastContext = nil
        self.lastSpaceCommit = nil
        self.typedSymbolOnLayer = false
    }

    /// Whether the layout's first layer is shown: `layerID == layout.firstLayerID`, read in
    /// place (`firstLayerID` copies the whole first layer out to read its id). Inlined: a call
    /// from a mutating method would first copy the whole keyboard struct.
    var showsFirstLayer: Bool {
        @inline(__always) get {
            layout.layers.isEmpty ? layerID.isEmpty : layout.layers[0].id == layerID
        }
    }

    /// The layer shown now.
    public var layer: Layer { layout.layer(layerID) ?? Layer(id: layerID, rows: []) }

    /// Each finger down and the key it highlights (fingers off the keyboard are left out).
    public var pressedKeys: [Int: String] { touches.compactMapValues { $0.highlighted.map { keyNames[$0] } } }

    /// The earliest time a timer (long press, delete repeat) will fire, for a loop to wake at.
    public var nextDeadline: Int? {
        guard !touches.isEmpty else { return nil }
        var earliest: Int?
        touches.forEach { _, touch in
            if let due = touch.nextDue, due < earliest ?? .max { earliest = due }
        }
        return earliest
    }

    /// What the return key shows in `context`.
    public func returnLabel(context: KeyboardContext) -> String { context.returnKey.label }

    /// Whether the return key is enabled in `context`.
    public func returnEnabled(context: KeyboardContext) -> Bool { context.returnKeyEnabled }

    /// Whether handling `input` now reads the field's context: only lifting a finger (it
    /// commits its key) and a finger going down while others are down (it commits their
    /// pending keys first) do; moves and cancels never do.
    func needsContext(for input: KeyboardInput) -> Bool {
        switch input {
        case .touchDown: !touches.isEmpty
        case .touchUp: true
        case .touchMoved, .touchCancelled: false
        }
    }

    /// Handles an input at `time`, first firing the timers due at or before it. Returns what
    /// happened, each with its time, in order. A `time` earlier than the clock counts as now.
    public mutating func handle(_ input: KeyboardInput, at time: Int, context: KeyboardContext) -> [KeyboardEvent] {
        var events: [KeyboardEvent] = []
        handle(input, at: time, context: context, into: &events)
        return events
    }

    /// ``handle(_:at:context:)``, appending what happened to `events` (no array of its own).
    public mutating func handle(
        _ input: KeyboardInput, at time: Int, context: KeyboardContext, into events: inout [KeyboardEvent]
    ) {
        handle(input, at: time, context: { context }, into: &events)
    }

    /// ``handle(_:at:context:into:)`` with the context built only if something reads it:
    /// most lifts type a letter, which reads nothing of the field. `context` must give the
    /// same value every time it is called (the field as it was before the input).
    mutating func handle(
        _ input: KeyboardInput, at time: Int, context: () -> KeyboardContext, into events: inout [KeyboardEvent]
    ) {
        advance(to: time, into: &events)
        let time = now
        switch input {
        case .touchDown(let finger, let point):
            touchDown(finger: finger, at: point, time: time, context: context, events: &events)
        case .touchMoved(let finger, let point):
            touchMoved(finger: finger, to: point, time: time, events: &events)
        case .touchUp(let finger, let point):
            touchUp(finger: finger, at: point, time: time, context: context, events: &events)
        case .touchCancelled(let finger):
            touchCancelled(finger: finger, time: time, events: &events)
        }
    }

    /// Advances the clock to `time`: fires the long-press and delete-repeat timers due at or
    /// before it, each at its own due time, in order.
    public mutating func advance(to time: Int, context: KeyboardContext) -> [KeyboardEvent] {
        var events: [KeyboardEvent] = []
        advance(to: time, context: context, into: &events)
        return events
    }

    /// ``advance(to:context:)``, appending what happened to `events`.
    public mutating func advance(to time: Int, context: KeyboardContext, into events: inout [KeyboardEvent]) {
        advance(to: time, into: &events)
    }

    /// ``advance(to:context:into:)`` without a context: no timer reads it.
    mutating func advance(to time: Int, into events: inout [KeyboardEvent]) {
        if !touches.isEmpty {
            while let (due, finger) = nextTimer(), due <= time {
                now = max(now, due)
                fireTimer(of: finger, at: due, events: &events)
            }
        }
        now = max(now, time)
    }

    /// The field's text, caret or traits changed (the session applied text actions, or focus
    /// moved): turns automatic shift on or off.
    public mutating func contextChanged(_ context: KeyboardContext, at time: Int) -> [KeyboardEvent] {
        var events: [KeyboardEvent] = []
        contextChanged(context, at: time, into: &events)
        return events
    }

    /// ``contextChanged(_:at:)``, appending what happened to `events`.
    ///
    /// The context is consumed and kept as ``lastContext`` without a copy: this runs after
    /// every keystroke, and copying a context (two strings) and wrapping it in an optional
    /// to compare cost more than the comparison.
    public mutating func contextChanged(
        _ context: consuming KeyboardContext, at time: Int, into events: inout [KeyboardEvent]
    ) {
        now = max(now, time)
        // A change only matters when a capital was turned off (usually none was): no comparison then.
        if autoShiftSuppressed, !isLastContext(context) { autoShiftSuppressed = false }
        updateAutoShift(context: context, time: now, events: &events)
        lastContext = consume context
    }

    /// Whether `context` equals ``lastContext`` (false when there is none).
    private func isLastContext(_ context: borrowing KeyboardContext) -> Bool {
        guard let lastContext else { return false }
        return lastContext == context
    }

    /// Lets go of every touch and shows the first layer with shift off, then applies
    /// auto-capitalization for `context` (a field got focus).
    public mutating func reset(context: KeyboardContext, at time: Int) -> [KeyboardEvent] {
        now = max(now, time)
        var events: [KeyboardEvent] = []
        for finger in touches.keys.sorted() {
            touchCancelled(finger: finger, time: now, events: &events)
        }
        switchLayer(to: layout.firstLayerID, time: now, events: &events)
        setShift(.off, automatic: false, time: now, events: &events)
        lastShiftPress = nil
        lastSpaceCommit = nil
        typedSymbolOnLayer = false
        autoShiftSuppressed = false
        lastContext = context
        updateAutoShift(context: context, time: now, events: &events)
        return events
    }

    /// The geometry of `layer` of `layout` (empty when the layout has no such layer).
    static func geometry(of layout: KeyboardLayout, layer id: String, metrics: KeyboardMetrics, width: Double)
        -> KeyboardGeometry
    {
        KeyboardGeometry(layer: layout.layer(id) ?? Layer(id: id, rows: []), metrics: metrics, width: width)
    }

    /// The geometry of each layer of `layout`, by id (the first layer of a repeated id wins,
    /// as ``KeyboardLayout/layer(_:)`` finds it).
    static func geometries(of layout: KeyboardLayout, metrics: KeyboardMetrics, width: Double)
        -> [String: KeyboardGeometry]
    {
        var geometries: [String: KeyboardGeometry] = [:]
        for layer in layout.layers where geometries[layer.id] == nil {
            geometries[layer.id] = KeyboardGeometry(layer: layer, metrics: metrics, width: width)
        }
        return geometries
    }

    /// The key with this id on the current layer.
    func key(_ id: String?) -> Key? {
        guard let id else { return nil }
        return geometry.frame(of: id)?.key
    }

    /// The index in `geometry.keys` of the key with this id on the current layer: reads the
    /// key in place instead of copying it.
    func keyIndex(_ id: String?) -> Int? {
        guard let id else { return nil }
        return geometry.index(ofKey: id)
    }

    /// The index in `geometry.keys` of the key whose id has number `name` in ``keyNames``
    /// (the first when an id repeats); `hint`, the index of the key under the finger, is
    /// answered without hashing when it is that key and the layer's ids are unique.
    func keyIndex(named name: Int?, hint: Int? = nil) -> Int? {
        guard let name else { return nil }
        if let hint, geometry.hasUniqueIDs, keyNumbers.indices.contains(hint), keyNumbers[hint] == name { return hint }
        return geometry.index(ofKey: keyNames[name])
    }
}
