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
    /// The space bar's trackpad while a long press on it holds the keyboard as one.
    public internal(set) var trackpad: Trackpad?
    /// The finger the callout belongs to.
    var calloutFinger: Int?
    /// When shift was last pressed, for double tap; nil after a lock or unlock.
    var lastShiftPress: Int?
    /// The user turned an automatic capital off: auto-capitalization waits for the next change.
    var autoShiftSuppressed: Bool
    /// The focused field as the keyboard was last told (``contextChanged(_:at:)``,
    /// ``reset(context:at:)``): what keys that read the field (space, return, the decimal
    /// key) and auto-capitalization go by.
    public internal(set) var context: KeyboardContext
    /// When the last committed key was a space (typed as a space): its time.
    var lastSpaceCommit: Int?
    /// The last committed key typed a symbol or punctuation on a layer other than the first.
    var typedSymbolOnLayer: Bool
    /// The flick guide shown now (a kana key held or flicked).
    public internal(set) var flickGuide: FlickGuide?
    /// The last tap of a toggle key, which a tap of the same key may continue.
    var toggle: Toggle?

    /// A keyboard showing the first layer of `face`, shift off, for a field as `context`
    /// says (until told otherwise).
    public init(face: KeyboardFace, context: KeyboardContext = KeyboardContext()) {
        self.face = face
        self.layerIndex = 0
        self.shift = .off
        self.shiftIsAutomatic = false
        self.callout = nil
        self.now = 0
        self.touches = FingerMap()
        self.trackpad = nil
        self.calloutFinger = nil
        self.lastShiftPress = nil
        self.autoShiftSuppressed = false
        self.context = context
        self.lastSpaceCommit = nil
        self.typedSymbolOnLayer = false
        self.flickGuide = nil
        self.toggle = nil
    }

    /// A keyboard showing the first layer of `layout`, shift off, on a keyboard `width`
    /// points wide with `metrics`, for a field as `context` says (until told otherwise).
    public init(
        layout: KeyboardLayout, metrics: KeyboardMetrics, width: Double, timings: TimingProfile = .ios,
        context: KeyboardContext = KeyboardContext()
    ) {
        self.init(
            face: KeyboardFace(layout: layout, metrics: metrics, width: width, timings: timings), context: context)
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
        touches.values.lazy.compactMap(\.nextDue).min()
    }

    /// What the return key shows for the field.
    public var returnLabel: String { context.returnKey.label }

    /// Whether the return key is enabled for the field.
    public var returnEnabled: Bool { context.returnKeyEnabled }

    /// Handles an input at `time`, first firing the timers due at or before it. Returns what
    /// happened, each with its time, in order. A `time` earlier than the clock counts as now.
    ///
    /// Keys read the field as it was last told (``context``): the session tells the keyboard
    /// after every change to the field, so every key committed by one input sees the field as
    /// it was before that input.
    public mutating func handle(_ input: KeyboardInput, at time: Int) -> [KeyboardEvent] {
        var events = advance(to: time)
        // A touch says a few things (a lift: released, the text, a shift or layer change).
        events.reserveCapacity(events.count + 4)
        let time = now
        switch input {
        case .touchDown(let finger, let point):
            touchDown(finger: finger, at: point, time: time, events: &events)
        case .touchMoved(let finger, let point):
            touchMoved(finger: finger, to: point, time: time, events: &events)
        case .touchUp(let finger, let point):
            touchUp(finger: finger, at: point, time: time, events: &events)
        case .touchCancelled(let finger):
            touchCancelled(finger: finger, time: time, events: &events)
        }
        return events
    }

    /// Advances the clock to `time`: fires the long-press and delete-repeat timers due at or
    /// before it, each at its own due time, in order.
    public mutating func advance(to time: Int) -> [KeyboardEvent] {
        var events: [KeyboardEvent] = []
        while let (due, finger) = nextTimer(), due <= time {
            now = max(now, due)
            fireTimer(of: finger, at: due, events: &events)
        }
        now = max(now, time)
        return events
    }

    /// The field's text, caret or traits changed (the session applied text actions, or the
    /// caret moved): the keyboard keeps `context` for the keys that read it and turns
    /// automatic shift on or off.
    public mutating func contextChanged(_ context: KeyboardContext, at time: Int) -> [KeyboardEvent] {
        now = max(now, time)
        var events: [KeyboardEvent] = []
        if context != self.context { autoShiftSuppressed = false }
        self.context = context
        updateAutoShift(time: now, events: &events)
        return events
    }

    /// Lets go of every touch and shows the first layer with shift off, then applies
    /// auto-capitalization for `context` (a field got focus).
    public mutating func reset(context: KeyboardContext, at time: Int) -> [KeyboardEvent] {
        now = max(now, time)
        var events: [KeyboardEvent] = []
        endTrackpad(time: now, events: &events)
        for finger in touches.keys.sorted() {
            touchCancelled(finger: finger, time: now, events: &events)
        }
        switchLayer(toLayerAt: 0, time: now, events: &events)
        setShift(.off, automatic: false, time: now, events: &events)
        lastShiftPress = nil
        lastSpaceCommit = nil
        typedSymbolOnLayer = false
        toggle = nil
        autoShiftSuppressed = false
        self.context = context
        updateAutoShift(time: now, events: &events)
        return events
    }

    /// The layer shown now, as the face laid it out.
    var shownLayer: KeyboardFace.LaidOutLayer { face.layers[layerIndex] }

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
    /// (the first when an id repeats).
    func keyIndex(named name: Int?) -> Int? {
        guard let name else { return nil }
        return face.layers[layerIndex].keyIndexByNumber[name]
    }
}
