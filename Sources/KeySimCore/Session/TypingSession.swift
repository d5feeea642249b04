import Foundation

/// A text field and the keyboard it brings up, wired together: touches go to the keyboard,
/// the text actions it asks for pass through the session's input stage (``InputStage``) to
/// the field, and after every change the stage tells the keyboard about the field
/// (auto-capitalization, the return key). This is the engine a window, a replay and a test
/// drive.
///
/// Pure: time arrives with every call, in milliseconds on a virtual clock.
public struct TypingSession: Equatable, Sendable {
    public let traits: TextInputTraits
    /// The field's locale (`de_DE`).
    public let locale: String
    /// The locale's decimal separator, read when the session was made or its keyboard changed
    /// if the field needs it: a keyboard with a decimal key, or a decimal pad's filter. Reading
    /// a locale not in ``DecimalSeparators``' table loads ICU's data (2 MB of a window's memory
    /// and milliseconds of its start), and most fields never type a separator.
    private(set) var knownDecimalSeparator: String?
    public internal(set) var field: TextFieldModel
    public internal(set) var keyboard: Keyboard
    /// What every text action passes through on its way to the field.
    var input: InputStageSlot
    /// Whether the field has focus and so the keyboard is shown.
    public private(set) var isFocused: Bool
    /// The latest time the session was told.
    public private(set) var now: Int

    /// A session for a field with `traits`, unfocused, its keyboard resolved from `layouts`
    /// for the traits' keyboard type and laid out for `device`.
    ///
    /// - Throws: ``SessionError/noLayout(_:)`` when no layout serves the keyboard type and
    ///   none serves `default` either.
    public init(
        traits: TextInputTraits,
        text: String = "",
        maxLength: Int? = nil,
        locale: String = "en_US",
        format: FieldFormat? = nil,
        layouts: LayoutCatalog,
        device: DeviceProfile,
        timings: TimingProfile = .ios,
        input: any InputStage = DirectInput()
    ) throws(SessionError) {
        var shelf = KeyboardShelf()
        try self.init(
            traits: traits, text: text, maxLength: maxLength, locale: locale, format: format, layouts: layouts,
            device: device, timings: timings, input: input, shelf: &shelf)
    }

    /// A session as above whose keyboard comes from `shelf`, shared with the other fields of
    /// a form that show the same layout.
    init(
        traits: TextInputTraits, text: String, maxLength: Int?, locale: String, format: FieldFormat?,
        layouts: LayoutCatalog, device: DeviceProfile, timings: TimingProfile, input: any InputStage = DirectInput(),
        shelf: inout KeyboardShelf
    ) throws(SessionError) {
        let keyboardType = Self.keyboardType(for: traits.keyboardType, format: format)
        guard let layout = layouts.layout(for: keyboardType) else {
            throw .noLayout(keyboardType)
        }
        let needsSeparator = keyboardType == .decimalPad || layout.hasDecimalKey
        let separator = needsSeparator ? Self.decimalSeparator(forLocale: locale) : nil
        self.traits = traits
        self.locale = locale
        self.knownDecimalSeparator = separator
        self.field = TextFieldModel(
            text: text, maxLength: maxLength,
            filter: Self.filter(for: traits.keyboardType, format: format, locale: locale, separator: separator ?? "."),
            isSecure: traits.isSecure)
        self.keyboard = shelf.keyboard(
            layout: layout, metrics: device.keyboard, width: device.screen.width, timings: timings)
        self.input = InputStageSlot(stage: input)
        self.isFocused = false
        self.now = 0
    }

    /// The keyboard a field gets: the one its traits ask for, except that a decimal pad for a
    /// field that takes whole numbers (its format shows no decimals) is the number pad, as an
    /// iOS developer would choose it: a separator key that could never type would be a dead key.
    static func keyboardType(for type: KeyboardType, format: FieldFormat?) -> KeyboardType {
        guard type == .decimalPad, let format, format.takesWholeNumbers else { return type }
        return .numberPad
    }

    /// A formatted number field accepts only what can be part of a number [F8]; others
    /// what their keyboard type allows.
    static func filter(for type: KeyboardType, format: FieldFormat?, locale: String, separator: String) -> InputFilter {
        if let format, format != .personName { return .formatted(format, locale: locale) }
        return InputFilter(keyboardType: type, decimalSeparator: separator)
    }

    /// The decimal separator of a locale (`en_US` → `.`, `de_DE` → `,`).
    public static func decimalSeparator(forLocale identifier: String) -> String {
        DecimalSeparators.separator(forLocale: identifier)
    }

    /// The decimal separator of the field's locale (`,` for `de_DE`).
    public var decimalSeparator: String { knownDecimalSeparator ?? Self.decimalSeparator(forLocale: locale) }

    /// The separator the keyboard is told: read when the session's keyboard has a decimal key,
    /// the only key that types or shows it; "." where no key reads it.
    private var contextSeparator: String { knownDecimalSeparator ?? "." }

    /// The session's input stage.
    public var inputStage: any InputStage { input.stage }

    /// What the keyboard is told about the field now, as the input stage gives it.
    public var context: KeyboardContext {
        input.stage.context(of: field, traits: traits, decimalSeparator: contextSeparator)
    }

    /// The field gains focus: the keyboard appears on its first layer, auto-capitalised for
    /// the text before the caret.
    public mutating func focus(at time: Int) -> [SessionEvent] {
        var events = advance(to: time)
        guard !isFocused else { return events }
        isFocused = true
        events.append(SessionEvent(time: now, kind: .focused))
        events += keyboard.reset(context: context, at: now).map(SessionEvent.init)
        return events
    }

    /// The field loses focus: every touch on the keyboard is let go and it hides.
    public mutating func blur(at time: Int) -> [SessionEvent] {
        var events = advance(to: time)
        guard isFocused else { return events }
        events += endEditing()
        return events
    }

    /// A touch on the keyboard (keyboard coordinates). Ignored while the field has no focus:
    /// the keyboard is not shown then.
    public mutating func handle(_ input: KeyboardInput, at time: Int) -> [SessionEvent] {
        var events = advance(to: time)
        guard isFocused else { return events }
        apply(keyboard.handle(input, at: now), to: &events)
        return events
    }

    /// Advances the clock, firing the keyboard's timers (long press, delete repeat) one at
    /// a time so each sees the field as the previous one left it.
    public mutating func advance(to time: Int) -> [SessionEvent] {
        var events: [SessionEvent] = []
        while isFocused, let due = keyboard.nextDeadline, due <= time {
            apply(keyboard.advance(to: due), to: &events)
        }
        now = max(now, time)
        // No timer is due by `now` any more: only the keyboard's clock moves.
        if isFocused { keyboard.now = max(keyboard.now, now) }
        return events
    }

    /// Records keyboard events and carries out the text actions among them through the input
    /// stage; the keyboard is told the field's new context once the whole batch is recorded,
    /// so the log keeps the order in which things happened.
    private mutating func apply(_ keyboardEvents: [KeyboardEvent], to events: inout [SessionEvent]) {
        var textChanged = false
        var dismissed = false
        // Each keyboard event, and what the field did for a text action (usually one event).
        events.reserveCapacity(events.count + 2 * keyboardEvents.count)
        // Each event is read in place: a `for event in` loop would copy every one out.
        for index in keyboardEvents.indices {
            let time = keyboardEvents[index].time
            events.append(SessionEvent(time: time, kind: .keyboard(keyboardEvents[index].kind)))
            guard case .text(let action) = keyboardEvents[index].kind else { continue }
            switch action {
            case .dismiss:
                dismissed = true
            case .nextKeyboard:
                break
            default:
                input.stage.perform(smartened(action), touch: keyboardEvents[index].touch, on: &field, at: time) {
                    events.append(SessionEvent(time: time, kind: .field($0)))
                }
                textChanged = true
            }
        }
        if dismissed {
            events += endEditing()
        } else if textChanged {
            tellKeyboardTheContext(after: &events)
        }
    }

    /// Tells the keyboard the field's context after a change, what it did (mostly nothing;
    /// auto-capitalization may turn shift on or off) going after `events`.
    mutating func tellKeyboardTheContext(after events: inout [SessionEvent]) {
        for event in keyboard.contextChanged(context, at: now) {
            events.append(SessionEvent(event))
        }
    }

    /// Does a text action that does not come from the on-screen keyboard's touches (a
    /// hardware key, a paste, a menu; `touch` nil) or that a caller made for it: it passes
    /// through the input stage to the field, and the keyboard is told the field's new
    /// context. Dismiss ends editing; the globe key's `nextKeyboard` concerns the keyboard
    /// only.
    public mutating func perform(_ action: TextAction, touch: KeyTouch?, at time: Int) -> [SessionEvent] {
        var events = advance(to: time)
        guard isFocused else { return events }
        switch action {
        case .dismiss:
            events += blur(at: now)
        case .nextKeyboard:
            break
        default:
            let time = now
            input.stage.perform(smartened(action), touch: touch, on: &field, at: time) {
                events.append(SessionEvent(time: time, kind: .field($0)))
            }
            tellKeyboardTheContext(after: &events)
        }
        return events
    }

    /// Shows `layout` in place of the keyboard's layout (the globe key chose another
    /// language), laid out for the same device. A focused field's keyboard then opens on the
    /// layout's first layer, auto-capitalised for the text before the caret.
    public mutating func showLayout(_ layout: KeyboardLayout, at time: Int) -> [SessionEvent] {
        var shelf = KeyboardShelf()
        return showLayout(layout, at: time, shelf: &shelf)
    }

    /// ``showLayout(_:at:)`` with the keyboard from `shelf`, shared with the other fields of a
    /// form that show the same layout.
    mutating func showLayout(_ layout: KeyboardLayout, at time: Int, shelf: inout KeyboardShelf) -> [SessionEvent] {
        var events = advance(to: time)
        guard layout != keyboard.layout else { return events }
        endComposition(into: &events)
        if isFocused {
            // Fingers still down on the old keyboard are let go.
            events += keyboard.reset(context: context, at: now).filter {
                if case .keyCancelled = $0.kind { true } else { false }
            }.map(SessionEvent.init)
        }
        keyboard = shelf.keyboard(
            layout: layout, metrics: keyboard.metrics, width: keyboard.width, timings: keyboard.timings)
        if knownDecimalSeparator == nil, layout.hasDecimalKey {
            knownDecimalSeparator = Self.decimalSeparator(forLocale: locale)
        }
        guard isFocused else { return events }
        events.append(SessionEvent(time: now, kind: .layoutChanged(layout.id)))
        events += keyboard.reset(context: context, at: now).map(SessionEvent.init)
        return events
    }

    private mutating func endEditing() -> [SessionEvent] {
        var events = keyboard.reset(context: context, at: now).filter {
            if case .keyCancelled = $0.kind { true } else { false }
        }.map(SessionEvent.init)
        endComposition(into: &events)
        isFocused = false
        events.append(SessionEvent(time: now, kind: .field(.editingEnded(text: field.text))))
        events.append(SessionEvent(time: now, kind: .blurred))
        return events
    }
}

/// Why a session could not start.
public enum SessionError: Error, Equatable, Sendable, CustomStringConvertible {
    case noLayout(KeyboardType)
    /// A scene's `keyboards` names a layout that is not loaded; `available` lists those that are.
    case unknownLayout(String, available: [String])

    public var description: String {
        switch self {
        case .noLayout(let type):
            return "no layout serves '\(type.rawValue)' and none serves 'default' to fall back on"
        case .unknownLayout(let id, let available):
            var message = "'keyboards' names no layout '\(id)'"
            if let suggestion = Suggestion.nearest(to: id, in: available) {
                message += "; did you mean '\(suggestion)'?"
            }
            return message + " Layouts: " + available.joined(separator: ", ")
        }
    }
}

/// Something that happened in a session, with its time.
public struct SessionEvent: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        case keyboard(KeyboardEvent.Kind)
        case field(FieldEvent)
        case focused
        case blurred
        /// The field's validation ran (at its `when`): whether it passed, and the message shown.
        case validated(valid: Bool, message: String?)
        /// Leaving the field was refused: its `beforeLeaving` validation failed.
        case leavingRefused(message: String)
        /// The clear button emptied the field [F12].
        case cleared(text: String)
        /// The field's trailing button was tapped [F13].
        case trailingButtonTapped(String)
        /// A combo box choice filled the field [F14].
        case choiceSelected(String)
        /// The keyboard now shows the layout with this id: the globe key moved on to the
        /// next of the scene's `keyboards`.
        case layoutChanged(String)
        /// Copy, Cut or Paste used the simulator's pasteboard.
        case pasteboard(PasteboardEvent)
        /// The edit menu shows these items over the field.
        case editMenuShown([String])
        /// This item of the edit menu (or a button of the undo alert) was tapped.
        case editMenuChose(String)
        /// A shake showed the undo alert: its title ("Undo Typing") and buttons.
        case undoAlertShown(title: String, items: [String])
        /// The suggestion bar's slot showing this word was tapped.
        case suggestionTapped(String)
        /// The field's keyboard language has no dictionary: it types without autocorrection,
        /// suggestions or spell checking (said once per language).
        case noDictionary(language: String)
        /// VoiceOver said this (only while it is on: ``Simulator/voiceOver``).
        case announced(String)
    }

    public var time: Int
    public var kind: Kind

    public init(time: Int, kind: Kind) {
        self.time = time
        self.kind = kind
    }

    init(_ event: KeyboardEvent) {
        self.init(time: event.time, kind: .keyboard(event.kind))
    }

    public var description: String { "\(time): \(kind)" }
}
