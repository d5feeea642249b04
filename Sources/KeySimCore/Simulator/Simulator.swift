/// A scene's fields and the keyboard on a device, driven by touches in window points: the
/// engine behind the window and `keysim replay`.
///
/// A touch that starts on the shown keyboard belongs to the keyboard until it lifts; a tap
/// on a field (or its label) focuses it; a tap elsewhere ends editing and hides the
/// keyboard; a touch on the form that moves more than ``tapSlop`` drags the form and taps
/// nothing. Each field has its own ``TypingSession``; the focused one gets the keyboard.
public struct Simulator: Equatable, Sendable {
    public let scene: Scene
    public let device: DeviceProfile
    public let form: FormLayout
    /// One session per field, in scene order.
    public internal(set) var sessions: [TypingSession]
    public internal(set) var focusedIndex: Int?
    public internal(set) var now: Int
    /// Every time Return submitted a field, in order.
    public internal(set) var submissions: [Submission]
    /// When the keyboard last appeared (no field focused → one focused), for its slide-up
    /// animation; nil while it is hidden.
    public internal(set) var keyboardShownSince: Int?
    /// When the keyboard last went away, for its slide-down animation; nil while shown.
    public internal(set) var keyboardHiddenSince: Int?
    /// The field that had focus last, whose keyboard slides away after it loses focus.
    public internal(set) var lastFocusedIndex: Int?
    /// What each finger down started on.
    var fingers: FingerMap<TouchTarget>
    /// Fields whose validation message is shown (they failed their check at its time).
    var shownInvalid: Set<Int>
    /// The character last typed into a secure field, shown for a moment: field, offset, time.
    var secureReveal: SecureReveal?

    /// A character just typed into a secure field: which field, where, when.
    struct SecureReveal: Equatable, Sendable {
        var field: Int
        var offset: Int
        var time: Int
    }
    /// The values of formatted fields as last committed (Return, or leaving the field) [S1]:
    /// the text updates on every key, the value only on commit. Missing: no valid value.
    public internal(set) var committedValues: [Int: JSONOutput]
    /// How far the form is scrolled up, in points, so the focused field sits above the
    /// keyboard as an iOS app scrolls it; touches on the form and its drawing both use it.
    public internal(set) var scrollOffset: Double
    /// Where the desktop pointer rests, for expansion tooltips [F10].
    public internal(set) var pointer: PointerRest?
    /// The edit menu shown now (Cut, Copy, Paste, Select, Select All), or nil.
    public internal(set) var editMenu: EditMenu?
    /// The last tap in a field's text, for a double tap to select a word.
    var lastTextTap: TextTap?
    /// The caret the space bar's trackpad drags while the keyboard is a trackpad.
    public internal(set) var trackpad: TrackpadDrag?
    /// The loupe shown while a long press in the text moves the caret.
    public internal(set) var loupe: Loupe?
    /// A finger held on the focused field's text, not yet long enough for the loupe.
    var textPress: TextPress?
    /// What Copy or Cut last put on the pasteboard, or what the computer's clipboard held at
    /// the last paste; Paste puts it in.
    public internal(set) var pasteboard: String?
    /// The layouts the globe key cycles through (the scene's `keyboards`).
    public let inputLayouts: [KeyboardLayout]
    /// Which of `inputLayouts` text fields show now; it carries over from field to field.
    public internal(set) var inputLayoutIndex: Int
    /// The emoji typed on the emoji keyboard this session, most recent first (as many as its
    /// recently used page has keys): the page shows them the next time the keyboard appears.
    public internal(set) var recentlyUsed: [String] = []
    /// VoiceOver, when on (`--voiceover`): what a field's events make it say goes into the
    /// events as `announced`, and the last of it shows in the caption strip. Nil (off): no
    /// announcement is made, and nothing else changes.
    public var voiceOver: VoiceOver?
    /// Per field: whether it shows the current input layout (its keyboard type gets the
    /// layout serving `default`) rather than a layout of its own (a pad, email, URL …).
    public let followsInputLayout: [Bool]
    /// Where fields get their dictionaries (none unless the caller gives a source).
    public var dictionaries = DictionaryAccess()
    /// Where fields whose layout has an input method get it (none: its keys type as they are).
    public var inputMethods = InputMethodAccess()

    /// A field submitted with Return.
    public struct Submission: Equatable, Sendable {
        public var field: String
        public var text: String
        public var time: Int
    }

    /// What a finger down holds.
    enum TouchTarget: Equatable, Sendable {
        /// It went down on the keyboard, which has it until it lifts.
        case keyboard
        /// It went down on the form, at `from`, and has not moved past ``tapSlop``: lifted, it
        /// taps `target`.
        case form(TapTarget, from: Point)
        /// It moved past ``tapSlop``: it drags the form from `anchor` and taps nothing
        /// (`nil` while another finger drags it).
        case scrolling(ScrollAnchor?)
        /// It went down on a handle of the focused field's selection and drags that end.
        case handle(field: Int, SelectionHandle)
        /// It was held on the focused field's text: the caret follows it under the loupe.
        case loupe(field: Int)
        /// It went down on this slot of the suggestion bar: lifted on it, it taps its word.
        case suggestion(slot: Int)
    }

    /// What a tap on the form reaches.
    enum TapTarget: Equatable, Sendable {
        case control(FieldControl)
        /// An item of the edit menu shown.
        case menuItem(String)
        case field(Int)
        case outside
    }

    /// A simulator showing `scene` on `device`, no field focused; text fields show the first
    /// of the scene's `keyboards`.
    ///
    /// - Parameter typesetter: The fonts (at the scene's `contentSize`) and measurer the form
    ///   is drawn with, so fields, labels and messages are sized for their text; nil: the
    ///   fixed sizes of the default text size.
    public init(
        scene: Scene, device: DeviceProfile, layouts: LayoutCatalog, timings: TimingProfile = .ios,
        typesetter: FormTypesetter? = nil
    ) throws(SessionError) {
        self.scene = scene
        self.device = device
        self.form = FormLayout(scene: scene, screen: device.screen, typesetter: typesetter)
        let inputLayouts = try scene.inputLayouts(in: layouts, idiom: device.idiom)
        let textLayoutID = layouts.layout(for: .default, idiom: device.idiom)?.id
        var sessions: [TypingSession] = []
        var follows: [Bool] = []
        var shelf = KeyboardShelf()
        for field in scene.fields {
            var session = try TypingSession(
                traits: field.traits, text: field.text, maxLength: field.maxLength, locale: field.locale,
                format: field.format, layouts: layouts, device: device, timings: timings, shelf: &shelf)
            follows.append(session.keyboard.layout.id == textLayoutID && !inputLayouts.isEmpty)
            if follows.last == true { _ = session.showLayout(inputLayouts[0], at: 0, shelf: &shelf) }
            sessions.append(session)
        }
        self.inputLayouts = inputLayouts
        self.inputLayoutIndex = 0
        self.followsInputLayout = follows
        self.sessions = sessions
        self.focusedIndex = nil
        self.now = 0
        self.submissions = []
        self.keyboardShownSince = nil
        self.keyboardHiddenSince = nil
        self.lastFocusedIndex = nil
        self.fingers = FingerMap()
        self.pasteboard = nil
        self.editMenu = nil
        self.lastTextTap = nil
        self.trackpad = nil
        self.loupe = nil
        self.textPress = nil
        self.scrollOffset = 0
        self.pointer = nil
        // Text a scene starts with that already breaks a `change` rule shows its message at
        // once, as it would the moment it was typed.
        self.shownInvalid = Set(
            scene.fields.indices.filter { index in
                guard let validation = scene.fields[index].validation, validation.when == .change else { return false }
                let text = scene.fields[index].text
                return !text.isEmpty && !validation.isValid(text)
            })
        self.secureReveal = nil
        var values: [Int: JSONOutput] = [:]
        for (index, field) in scene.fields.enumerated() {
            if let format = field.format,
                let value = FieldFormatter(format: format, locale: field.locale).value(of: field.text)
            {
                values[index] = value
            }
        }
        self.committedValues = values
    }

    /// The index of the field with this id.
    public func index(of fieldID: String) -> Int? { scene.fields.firstIndex { $0.id == fieldID } }

    /// The focused field's session.
    public var focusedSession: TypingSession? { focusedIndex.map { sessions[$0] } }

    /// The focused field's id.
    public var focusedFieldID: String? { focusedIndex.map { scene.fields[$0].id } }

    /// The keyboard shown now (nil when no field has focus).
    public var keyboard: Keyboard? { focusedIndex.map { sessions[$0].keyboard } }

    /// The frame of key `id` on the shown keyboard's layer; nil when no keyboard is shown or
    /// the layer has no such key.
    func shownKeyFrame(_ id: String) -> KeyboardGeometry.KeyFrame? {
        focusedIndex.flatMap { sessions[$0].keyboard.geometry.frame(of: id) }
    }

    /// The centre of key `id` of the shown keyboard's layer in window points; nil when no
    /// keyboard is shown or the layer has no such key.
    public func shownKeyCentre(_ id: String) -> Point? {
        guard let index = focusedIndex else { return nil }
        let geometry = sessions[index].keyboard.shownLayer.geometry
        guard let key = geometry.index(ofKey: id) else { return nil }
        let visible = geometry.keys[key].visible
        let origin = device.keyboardOrigin
        return Point(x: visible.midX + origin.x, y: visible.midY + origin.y)
    }

    /// Where the keyboard is on the screen while it is shown, the suggestion bar above its
    /// keys included.
    public var keyboardFrame: Rect? {
        guard focusedIndex != nil else { return nil }
        let origin = device.keyboardOrigin
        let bar = suggestionBarHeight
        return Rect(
            x: origin.x, y: origin.y - bar, width: device.screen.width, height: device.keyboard.height + bar)
    }

    /// A touch in window points. With a `fieldLocator`, a tap in a field's box also puts the
    /// caret at the tapped grapheme (measured as drawn).
    public mutating func touch(
        _ phase: TouchPhase, at point: Point?, finger: Int, time: Int, fieldLocator: (any FieldLocator)? = nil
    ) -> [SimulatorEvent] {
        var events = advance(to: time)
        switch phase {
        case .down:
            pointer = nil
            if fingers[finger] != nil {
                events += touch(.cancel, at: nil, finger: finger, time: now)
            }
            let point = point ?? Point(x: -1, y: -1)
            if editMenu != nil, let item = fieldLocator?.editMenuItem(at: point, of: self) {
                fingers[finger] = .form(.menuItem(item), from: point)
                return events
            }
            // The undo alert is modal: a touch off its buttons does nothing.
            if showsUndoAlert { return events }
            editMenu = nil
            if let slot = suggestionSlot(at: point) {
                fingers[finger] = .suggestion(slot: slot)
            } else if let frame = keyboardFrame, frame.contains(point) {
                fingers[finger] = .keyboard
                keyboardInput(
                    .touchDown(finger: finger, at: keyboardPoint(point)), locator: fieldLocator, after: &events)
            } else if let control = fieldLocator?.control(at: formPoint(point), of: self) {
                fingers[finger] = .form(.control(control), from: point)
            } else if let index = fieldIndex(at: point, locator: fieldLocator) {
                if pressText(ofField: index, at: point, finger: finger, locator: fieldLocator) { return events }
                fingers[finger] = .form(.field(index), from: point)
            } else {
                fingers[finger] = .form(.outside, from: point)
            }
        case .move:
            guard let point, let target = fingers[finger] else { break }
            switch target {
            case .keyboard:
                keyboardInput(
                    .touchMoved(finger: finger, to: keyboardPoint(point)), locator: fieldLocator, after: &events)
            case .handle(let index, let handle):
                events += dragHandle(handle, ofField: index, to: point, locator: fieldLocator)
            case .loupe(let index):
                events += moveLoupe(ofField: index, to: point, locator: fieldLocator)
            case .form(_, let start):
                // Past the slop the touch is a drag: the form follows the finger from here.
                guard Self.isDrag(from: start, to: point) else { break }
                if textPress?.finger == finger { textPress = nil }
                let dragged = fingers.values.contains { if case .scrolling(.some) = $0 { true } else { false } }
                fingers[finger] = .scrolling(dragged ? nil : ScrollAnchor(y: point.y, offset: scrollOffset))
            case .scrolling(let anchor):
                if let anchor { scroll(to: anchor.offset + anchor.y - point.y, locator: fieldLocator) }
            case .suggestion:
                break
            }
        case .up:
            guard let target = fingers.removeValue(forKey: finger) else { break }
            if textPress?.finger == finger { textPress = nil }
            let point = point ?? Point(x: -1, y: -1)
            let tapped: TapTarget
            switch target {
            case .handle(let index, let handle):
                events += dragHandle(handle, ofField: index, to: point, locator: fieldLocator)
                events += endTextPress(ofField: index)
                return events
            case .loupe(let index):
                events += moveLoupe(ofField: index, to: point, locator: fieldLocator)
                events += endTextPress(ofField: index)
                return events
            case .keyboard:
                keyboardInput(.touchUp(finger: finger, at: keyboardPoint(point)), locator: fieldLocator, after: &events)
                return events
            case .scrolling(let anchor):
                if let anchor { scroll(to: anchor.offset + anchor.y - point.y, locator: fieldLocator) }
                return events
            case .suggestion(let slot):
                events += liftFromSuggestion(slot, at: point)
                return events
            case .form(let target, let start):
                // Lifted far from where it went down, it was a drag too quick to see move.
                guard !Self.isDrag(from: start, to: point) else { return events }
                tapped = target
            }
            switch tapped {
            case .control(let control):
                // A button or choice acts when the finger lifts on it.
                if fieldLocator?.control(at: formPoint(point), of: self) == control {
                    events += press(control)
                }
            case .menuItem(let item):
                if fieldLocator?.editMenuItem(at: point, of: self) == item, editMenu?.items.contains(item) == true {
                    events += chooseShownMenuItem(item)
                } else if !showsUndoAlert {
                    editMenu = nil
                }
            case .field(let index):
                if fieldIndex(at: point, locator: fieldLocator) == index {
                    let inBox = form.frame(of: scene.fields[index].id)?.field.contains(formPoint(point)) ?? false
                    let offset = inBox ? fieldLocator?.caretOffset(inField: index, of: self, at: point) : nil
                    let wasFocused = focusedIndex == index
                    events += focus(index)
                    if let offset, focusedIndex == index {
                        events += tappedText(ofField: index, at: offset, wasFocused: wasFocused)
                    }
                }
            case .outside:
                let onKeyboard = keyboardFrame?.contains(point) ?? false
                if fieldIndex(at: point, locator: fieldLocator) == nil, !onKeyboard {
                    events += endEditing()
                }
            }
        case .cancel:
            if textPress?.finger == finger { textPress = nil }
            switch fingers.removeValue(forKey: finger) {
            case .keyboard:
                keyboardInput(.touchCancelled(finger: finger), locator: fieldLocator, after: &events)
            case .loupe:
                loupe = nil
            default:
                break
            }
        }
        return events
    }

    /// Focuses the field at `index` as a tap on it would (ending editing elsewhere).
    public mutating func focus(fieldAt index: Int, time: Int) -> [SimulatorEvent] {
        var events = advance(to: time)
        events += focus(index)
        return events
    }

    /// Advances the clock, firing the focused keyboard's timers (a long press on the space
    /// bar starts its trackpad here) and a long press in the text (the loupe).
    public mutating func advance(to time: Int) -> [SimulatorEvent] {
        var events: [SimulatorEvent] = []
        if let press = textPress, press.due <= time {
            now = max(now, press.due)
            events += startLoupe(press)
        }
        now = max(now, time)
        guard let index = focusedIndex else { return events }
        let keyboard = followTrackpad(
            record(sessions[index].advance(to: now), field: index), field: index, locator: nil)
        return events.isEmpty ? keyboard : events + keyboard
    }

    /// The field drawn under a window point: as the locator measures it (wrapped fields grow),
    /// else by the fixed form layout.
    func fieldIndex(at point: Point, locator: (any FieldLocator)?) -> Int? {
        let inForm = formPoint(point)
        if let locator { return locator.fieldIndex(at: inForm, of: self) }
        return form.field(at: inForm).flatMap { index(of: $0) }
    }

    /// A window point in form coordinates (the form scrolled by `scrollOffset`).
    public func formPoint(_ point: Point) -> Point { Point(x: point.x, y: point.y + scrollOffset) }

    private func keyboardPoint(_ point: Point) -> Point {
        let origin = device.keyboardOrigin
        return Point(x: point.x - origin.x, y: point.y - origin.y)
    }

    /// A touch on the shown keyboard, for the focused field's session: what happened goes
    /// after `events` (which are, most of the time, none: then without a copy). The space
    /// bar's trackpad moves the caret as `locator` measures the text.
    private mutating func keyboardInput(
        _ input: KeyboardInput, locator: (any FieldLocator)?, after events: inout [SimulatorEvent]
    ) {
        guard let index = focusedIndex else { return }
        let recorded = followTrackpad(
            record(sessions[index].handle(input, at: now), field: index), field: index, locator: locator)
        if events.isEmpty { events = recorded } else { events += recorded }
    }

    mutating func focus(_ index: Int) -> [SimulatorEvent] {
        guard focusedIndex != index else { return [] }
        var events: [SimulatorEvent] = []
        if let current = focusedIndex {
            let leaving = mayLeave(current)
            events += leaving.events
            guard leaving.allowed else { return events }
        }
        let wasShown = focusedIndex != nil
        events += endEditing(keepsKeyboard: true)
        focusedIndex = index
        lastFocusedIndex = index
        if !wasShown {
            keyboardShownSince = now
            keyboardHiddenSince = nil
        }
        events += prepareDictionary(forField: index)
        events += record(sessions[index].focus(at: now), field: index)
        scrollToFocusedField()
        return events
    }

    /// Ends editing the focused field; the keyboard hides unless another field takes focus
    /// at once (`keepsKeyboard`).
    mutating func endEditing(keepsKeyboard: Bool = false) -> [SimulatorEvent] {
        guard let index = focusedIndex else { return [] }
        var refused: [SimulatorEvent] = []
        if !keepsKeyboard {
            // (Moving focus checked `beforeLeaving` already.)
            let leaving = mayLeave(index)
            guard leaving.allowed else { return leaving.events }
            refused = leaving.events
        }
        if !keepsKeyboard {
            keyboardHiddenSince = now
            keyboardShownSince = nil
        }
        fingers.removeAll { $0 == .keyboard }
        trackpad = nil
        loupe = nil
        textPress = nil
        focusedIndex = nil
        commitValue(index)
        if !keepsKeyboard { scrollToFocusedField() }
        return refused + record(sessions[index].blur(at: now), field: index) + validateOnEndEditing(index)
    }
}
