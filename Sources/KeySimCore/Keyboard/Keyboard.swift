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
    /// What the keyboard shows and how its keys time: shared, never changed.
    public let face: KeyboardFace

    /// The index in the face's layers of the layer shown now.
    var layerIndex: Int
    public internal(set) var shift: ShiftState
    /// Whether shift was turned on by auto-capitalization (and so turns off on its own when
    /// the field no longer asks for a capital).
    public internal(set) var shiftIsAutomatic: Bool
    /// The long-press callout shown now.
    public internal(set) var callout: Callout?
    /// The clock's time: the latest time the keyboard was told.
    public internal(set) var now: Int
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

    /// A keyboard showing the first layer of `face`, shift off.
    public init(face: KeyboardFace) {
        self.face = face
        self.layerIndex = 0
        self.shift = .off
        self.shiftIsAutomatic = false
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

    /// A keyboard showing the first layer of `layout`, shift off, on a keyboard `width`
    /// points wide with `metrics`.
    public init(layout: KeyboardLayout, metrics: KeyboardMetrics, width: Double, timings: TimingProfile = .ios) {
        self.init(face: KeyboardFace(layout: layout, metrics: metrics, width: width, timings: timings))
    }

    public var layout: KeyboardLayout { face.layout }
    public var metrics: KeyboardMetrics { face.metrics }
    /// The keyboard's width in points.
    public var width: Double { face.width }
    public var timings: TimingProfile { face.timings }

    /// The id of the layer shown now.
    public var layerID: String { face.layers[layerIndex].id }

    /// Where the keys of the current layer are.
    public var geometry: KeyboardGeometry { face.layers[layerIndex].geometry }

    /// The number in the face's `keyNames` of each key of ``geometry``, in order.
    var keyNumbers: [Int] { face.layers[layerIndex].keyNumbers }

    /// The ids of the layout's keys, numbered.
    var keyNames: KeyNames { face.keyNames }

    /// Whether the layout's first layer is shown.
    var showsFirstLayer: Bool { layerIndex == 0 }

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
        switchLayer(toLayerAt: 0, time: now, events: &events)
        setShift(.off, automatic: false, time: now, events: &events)
        lastShiftPress = nil
        lastSpaceCommit = nil
        typedSymbolOnLayer = false
        autoShiftSuppressed = false
        lastContext = context
        updateAutoShift(context: context, time: now, events: &events)
        return events
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
