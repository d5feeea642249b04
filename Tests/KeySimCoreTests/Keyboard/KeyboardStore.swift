import Testing

@testable import KeySimCore

/// Small layouts built in code for the keyboard's tests: an iPhone-like English keyboard
/// with letters, numbers (123) and symbols (#+=) layers.
enum TestLayouts {
    static let metrics = KeyboardMetrics(
        height: 216, insets: EdgeInsets(top: 8, left: 3, bottom: 0, right: 3),
        keyGap: 6, rowGap: 12, cornerRadius: 5)
    static let width = 320.0
    static let eAlternates = ["è", "é", "ê", "ë", "ē", "ė", "ę"]

    static let english = KeyboardLayout(
        id: "english", name: "English", serves: [.default],
        layers: [letters, numbers, symbols])

    static let letters = Layer(
        id: "letters",
        rows: [
            Row(
                keys: "qwertyuiop".map {
                    $0 == "e" ? Key(id: "e", alternates: eAlternates) : Key.character(String($0))
                }),
            Row(keys: "asdfghjkl".map { Key.character(String($0)) }),
            Row(
                items: [.key(Key(id: "shift", width: 1.5, action: .shift)), .gap(0.5)]
                    + "zxcvbnm".map { .key(Key.character(String($0))) }
                    + [.gap(0.5), .key(Key(id: "delete", width: 1.5, action: .delete))]),
            bottomRow(switchTo: "numbers"),
        ])

    static let numbers = Layer(
        id: "numbers",
        rows: [
            Row(keys: "1234567890".map { Key.character(String($0)) }),
            Row(keys: ["-", "/", ":", ";", "(", ")", "$", "&", "@", "”"].map(Key.character)),
            punctuationRow(switchTo: "symbols"),
            bottomRow(switchTo: "letters"),
        ])

    static let symbols = Layer(
        id: "symbols",
        rows: [
            Row(keys: ["[", "]", "{", "}", "#", "%", "^", "*", "+", "="].map(Key.character)),
            Row(keys: ["_", "\\", "|", "~", "<", ">", "€", "£", "¥", "•"].map(Key.character)),
            punctuationRow(switchTo: "numbers"),
            bottomRow(switchTo: "letters"),
        ])

    static func punctuationRow(switchTo layer: String) -> Row {
        Row(
            items: [.key(Key(id: layer, width: 1.5, action: .switchLayer(layer))), .gap(0.5)]
                + [".", ",", "?", "!", "’"].map { .key(Key(id: $0, width: 1.2)) }
                + [.gap(0.5), .key(Key(id: "delete", width: 1.5, action: .delete))])
    }

    static func bottomRow(switchTo layer: String) -> Row {
        Row(keys: [
            Key(id: layer, width: 1.25, action: .switchLayer(layer)),
            Key(id: "globe", width: 1.25, action: .globe),
            Key(id: "space", width: 5, action: .space),
            Key(id: "return", width: 2.5, action: .return),
        ])
    }

    /// A decimal pad: digits, the locale's separator and delete.
    static let decimalPad = KeyboardLayout(
        id: "decimal", name: "Decimal", serves: [.decimalPad],
        layers: [
            Layer(
                id: "digits",
                rows: [
                    Row(keys: ["1", "2", "3"].map(Key.character)),
                    Row(keys: [
                        Key(id: "decimal", action: .decimalSeparator), .character("0"),
                        Key(id: "delete", action: .delete),
                    ]),
                ])
        ])
}

/// What a step expects the keyboard (and the field it types into) to look like afterwards.
struct KeyboardSnapshot: Equatable, CustomStringConvertible {
    var layer = "letters"
    var shift = ShiftState.off
    var pressed: [Int: String] = [:]
    /// The callout's key and selected index.
    var callout: CalloutSnapshot?
    var deadline: Int?
    /// The field's text, with every text action applied.
    var text = ""

    struct CalloutSnapshot: Equatable {
        var key: String
        var selected: Int?
    }

    var description: String {
        "layer \(layer), shift \(shift), pressed \(pressed), callout \(callout.map { "\($0.key)@\($0.selected.map(String.init) ?? "nil")" } ?? "none"), deadline \(deadline.map(String.init) ?? "none"), text \(text.debugDescription)"
    }
}

/// A gesture step of a test, naming keys by id on the layer shown at that moment.
enum Gesture {
    case down(Int, String)
    case move(Int, String)
    case up(Int, String)
    case downAt(Int, Point)
    case moveTo(Int, Point)
    case upAt(Int, Point)
    case cancel(Int)
}

/// Drives a keyboard step by step as TCA's TestStore does: every step states the events
/// expected and the whole state afterwards. Plays the text session too: applies text actions
/// to a field and tells the keyboard the new context, as the real session does.
struct KeyboardStore {
    var keyboard: Keyboard
    var context: KeyboardContext
    var submissions = 0

    init(
        layout: KeyboardLayout = TestLayouts.english,
        context: KeyboardContext = KeyboardContext(autocapitalization: .never)
    ) {
        keyboard = Keyboard(layout: layout, metrics: TestLayouts.metrics, width: TestLayouts.width)
        self.context = context
        _ = keyboard.reset(context: context, at: 0)
    }

    /// The centre of a key's visible frame on the layer shown now.
    func center(of key: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Point {
        guard let frame = keyboard.geometry.frame(of: key) else {
            Issue.record("no key \(key) on layer \(keyboard.layerID)", sourceLocation: sourceLocation)
            return Point(x: -100, y: -100)
        }
        return frame.visible.center
    }

    /// The centre of the callout's cell `index`.
    func calloutCell(_ index: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Point {
        guard let callout = keyboard.callout, callout.frames.indices.contains(index) else {
            Issue.record("no callout cell \(index)", sourceLocation: sourceLocation)
            return Point(x: -100, y: -100)
        }
        return callout.frames[index].center
    }

    var snapshot: KeyboardSnapshot {
        KeyboardSnapshot(
            layer: keyboard.layerID, shift: keyboard.shift, pressed: keyboard.pressedKeys,
            callout: keyboard.callout.map { .init(key: $0.keyID, selected: $0.selectedIndex) },
            deadline: keyboard.nextDeadline, text: context.textBeforeCaret)
    }

    /// Sends a gesture at `time`; expects `events`, all at `time`, and then `state`.
    mutating func send(
        _ gesture: Gesture, at time: Int, _ events: [KeyboardEvent.Kind], _ state: KeyboardSnapshot,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        send(
            gesture, at: time, timed: events.map { KeyboardEvent(time: time, kind: $0) }, state,
            sourceLocation: sourceLocation)
    }

    /// Sends a gesture at `time`; expects `events` with their own times (timers fired first).
    mutating func send(
        _ gesture: Gesture, at time: Int, timed events: [KeyboardEvent], _ state: KeyboardSnapshot,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let input = self.input(for: gesture, sourceLocation: sourceLocation)
        let actual = settle(keyboard.handle(input, at: time), at: time)
        #expect(actual.map(\.withoutTouch) == events, sourceLocation: sourceLocation)
        #expect(snapshot == state, sourceLocation: sourceLocation)
    }

    /// Advances the clock to `time`; expects the timers' `events` and then `state`.
    mutating func advance(
        to time: Int, _ events: [KeyboardEvent], _ state: KeyboardSnapshot,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let actual = settle(keyboard.advance(to: time), at: time)
        #expect(actual.map(\.withoutTouch) == events, sourceLocation: sourceLocation)
        #expect(snapshot == state, sourceLocation: sourceLocation)
    }

    /// Taps a key (down at `time`, up 50 ms later) with finger 0, expecting nothing but the
    /// press and what the key does; for setting up a state.
    mutating func tap(_ key: String, at time: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let point = center(of: key, sourceLocation: sourceLocation)
        _ = settle(keyboard.handle(.touchDown(finger: 0, at: point), at: time), at: time)
        _ = settle(keyboard.handle(.touchUp(finger: 0, at: point), at: time + 50), at: time + 50)
    }

    /// Sets the field's text (the caret at its end), telling the keyboard, as focus or an edit
    /// by the app would.
    mutating func setText(_ text: String, at time: Int) -> [KeyboardEvent] {
        context.textBeforeCaret = text
        context.fieldIsEmpty = text.isEmpty
        return keyboard.contextChanged(context, at: time)
    }

    /// Applies the text actions among `events` to the field and reports the new context, as
    /// the session does; returns all the events in order.
    private mutating func settle(_ events: [KeyboardEvent], at time: Int) -> [KeyboardEvent] {
        var text = context.textBeforeCaret
        for event in events {
            guard case .text(let action) = event.kind else { continue }
            switch action {
            case .insert(let string): text += string
            case .deleteBackward: if !text.isEmpty { text.removeLast() }
            case .deleteWordBackward:
                while text.last?.isWhitespace == true { text.removeLast() }
                while let last = text.last, !last.isWhitespace { text.removeLast() }
            case .replaceBeforeCaret(let count, let string): text = String(text.dropLast(count)) + string
            case .submit: submissions += 1
            case .dismiss, .nextKeyboard, .undo, .redo: break
            }
        }
        guard text != context.textBeforeCaret else { return events }
        return events + setText(text, at: time)
    }

    private func input(for gesture: Gesture, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> KeyboardInput
    {
        switch gesture {
        case .down(let finger, let key): .touchDown(finger: finger, at: center(of: key, sourceLocation: sourceLocation))
        case .move(let finger, let key):
            .touchMoved(finger: finger, to: center(of: key, sourceLocation: sourceLocation))
        case .up(let finger, let key): .touchUp(finger: finger, at: center(of: key, sourceLocation: sourceLocation))
        case .downAt(let finger, let point): .touchDown(finger: finger, at: point)
        case .moveTo(let finger, let point): .touchMoved(finger: finger, to: point)
        case .upAt(let finger, let point): .touchUp(finger: finger, at: point)
        case .cancel(let finger): .touchCancelled(finger: finger)
        }
    }
}

/// An event at a time, for expectations of timers.
func at(_ time: Int, _ kind: KeyboardEvent.Kind) -> KeyboardEvent { KeyboardEvent(time: time, kind: kind) }

extension KeyboardEvent {
    /// The event without where the finger was: the store's steps state what happened and
    /// when (``KeyboardTouchOriginTests`` checks where).
    var withoutTouch: KeyboardEvent { KeyboardEvent(time: time, kind: kind) }
}
