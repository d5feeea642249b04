/// One event line of a tap script, such as `{"t":100,"tap":"q"}`.
public struct ScriptLine: Equatable, Sendable {
    /// What a line asks the replayer to do.
    public enum Kind: Equatable, Sendable {
        /// A raw touch in window points, as the window records it. The point is `nil` only for
        /// a `cancel` written without `x` and `y`.
        case touch(TouchPhase, at: Point?, finger: Int)
        /// A tap on the key with this id on the layer now shown, held `hold` milliseconds; with
        /// `flick`, the finger slides that way off the key before it lifts (the kana keypad).
        case tap(key: String, hold: Int?, flick: FlickDirection? = nil)
        /// Text to type as a person would; `interval` overrides the header's tap spacing.
        case type(text: String, interval: Int?)
        /// A tap on the field with this id.
        case focus(field: String)
        /// An assertion about the fields and the keyboard.
        case expect(Expectation)
        /// The desktop pointer moved, with no button down, to a window point; `nil` when it
        /// left the window. A pointer resting over a clipped field shows a tooltip [F10].
        case pointer(at: Point?)
        /// One press of a key on the computer's keyboard; for a paste, what the computer's
        /// clipboard held (nil: what the simulator last copied).
        case press(HardwarePress, pasteboard: String?)
        /// The desktop mouse wheel turned by `dx` and `dy` notches with the pointer at a window
        /// point (positive `dy`: towards the person, showing what is below).
        case wheel(dx: Double, dy: Double, at: Point)
        /// A tap on the item with this title of the edit menu shown (`Cut`, `Copy`, `Paste`,
        /// `Select`, `Select All`).
        case menu(item: String)
        /// A tap on the suggestion bar's slot showing this word (the typed word's slot named
        /// without its quotes).
        case suggestion(word: String)
        /// A tap on the conversion candidate showing this text (the Japanese keyboard's bar).
        case candidate(text: String)

        /// The key that names the kind in a line: `"touch"`, `"tap"`, `"type"`, `"focus"`,
        /// `"expect"`, `"pointer"`, `"press"`, `"wheel"`, `"menu"`, `"suggestion"` or `"candidate"`.
        public var name: String {
            switch self {
            case .touch: "touch"
            case .tap: "tap"
            case .type: "type"
            case .focus: "focus"
            case .expect: "expect"
            case .pointer: "pointer"
            case .press: "press"
            case .wheel: "wheel"
            case .menu: "menu"
            case .suggestion: "suggestion"
            case .candidate: "candidate"
            }
        }
    }

    /// The 1-based line number in the file.
    public var line: Int
    /// The position of the line's `{`.
    public var position: SourcePosition
    /// Milliseconds since the script started.
    public var time: Int
    /// What the line does.
    public var kind: Kind

    /// Creates a line written at `position` (whose line is `line`).
    public init(line: Int, position: SourcePosition, time: Int, kind: Kind) {
        self.line = line
        self.position = position
        self.time = time
        self.kind = kind
    }
}

/// The phase of a raw touch.
public enum TouchPhase: String, CaseIterable, Sendable {
    case down, move, up, cancel
}

/// What the desktop pointer did: moved over the window, or left it.
public enum PointerPhase: String, CaseIterable, Sendable {
    case move, leave
}

/// The kinds of event line, named by their kind key.
enum ScriptLineKind: String, CaseIterable {
    case touch, tap, type, focus, expect, pointer, press, wheel, menu, suggestion, candidate

    /// How messages name a line of this kind, e.g. `"tap line"`.
    var lineName: String {
        switch self {
        case .touch: "touch line"
        case .tap: "tap line"
        case .type: "type line"
        case .focus: "focus line"
        case .expect: "expect line"
        case .pointer: "pointer line"
        case .press: "press line"
        case .wheel: "wheel line"
        case .menu: "menu line"
        case .suggestion: "suggestion line"
        case .candidate: "candidate line"
        }
    }

    /// The keys a line of this kind may have.
    var keys: [String] {
        switch self {
        case .touch: Self.touchKeys
        case .tap: Self.tapKeys
        case .type: Self.typeKeys
        case .focus: Self.focusKeys
        case .expect: Self.expectKeys
        case .pointer: Self.pointerKeys
        case .press: Self.pressKeys
        case .wheel: Self.wheelKeys
        case .menu: Self.menuKeys
        case .suggestion: Self.suggestionKeys
        case .candidate: Self.candidateKeys
        }
    }

    private static let touchKeys = ["t", "touch", "x", "y", "finger"]
    private static let tapKeys = ["t", "tap", "hold", "flick"]
    private static let typeKeys = ["t", "type", "interval"]
    private static let focusKeys = ["t", "focus"]
    private static let expectKeys = ["t", "expect"]
    private static let pointerKeys = ["t", "pointer", "x", "y"]
    private static let pressKeys = ["t", "press", "pasteboard"]
    private static let wheelKeys = ["t", "wheel", "x", "y"]
    private static let menuKeys = ["t", "menu"]
    private static let suggestionKeys = ["t", "suggestion"]
    private static let candidateKeys = ["t", "candidate"]
    /// The keys of a wheel line's `wheel` object: notches on each axis.
    static let wheelDeltaKeys = ["dx", "dy"]
}

extension ScriptLine {
    /// The keys that name a line's kind, in the order messages list them.
    static let kindKeys = ScriptLineKind.allCases.map(\.rawValue)

    /// Every key some line may have, kinds first: the candidates for a suggestion when a
    /// line names no kind.
    static let anyLineKeys = kindKeys + ["t", "x", "y", "finger", "hold", "flick", "interval", "pasteboard"]

    /// Decodes an event line.
    ///
    /// - Parameters:
    ///   - node: The line's JSON value, already known not to be a header.
    ///   - line: The line number.
    ///   - previous: The time and line number of the event before, if any; `t` must not be
    ///     smaller.
    /// - Throws: The first problem, at the offending key or value.
    init(decoding node: JSONNode, line: Int, after previous: (time: Int, line: Int)?) throws(DataError) {
        let kind = try Self.lineKind(of: node)
        let object = try node.object(kind.lineName, allowedKeys: kind.keys)
        let timeNode = try object.required("t", in: kind.lineName)
        let time = try Self.whole(timeNode, "t", atLeast: 0)
        if let previous, time < previous.time {
            throw ScriptProblem.timeWentBack(from: previous.time, line: previous.line, to: time)
                .error(at: timeNode.position)
        }
        self.init(line: line, position: node.position, time: time, kind: try Self.decode(kind, of: object))
    }

    /// The one kind key of a line's object.
    ///
    /// With no kind key, a key close to one that some line takes (`tpye`) is reported with
    /// the suggestion; otherwise the line is told it needs a kind.
    private static func lineKind(of node: JSONNode) throws(DataError) -> ScriptLineKind {
        guard case .object(let members) = node.value else {
            throw ScriptProblem.notAnObject(found: node.kindDescription).error(at: node.position)
        }
        var found: (kind: ScriptLineKind, key: String)?
        for member in members {
            guard let kind = ScriptLineKind(rawValue: member.key) else { continue }
            if let first = found {
                throw ScriptProblem.twoKinds(first: first.key, second: member.key).error(at: member.keyPosition)
            }
            found = (kind, member.key)
        }
        if let found { return found.kind }
        // A line without a kind most likely misspells it: only the kinds are suggested.
        for member in members where !anyLineKeys.contains(member.key) {
            if let suggestion = Suggestion.nearest(to: member.key, in: kindKeys) {
                throw JSONShapeProblem.unknownKey(member.key, in: "line", suggestion: suggestion, allowed: [])
                    .error(at: member.keyPosition)
            }
        }
        throw ScriptProblem.noKind.error(at: node.position)
    }

    private static func decode(_ kind: ScriptLineKind, of object: JSONObject) throws(DataError) -> Kind {
        let line = kind.lineName
        let value = try object.required(kind.rawValue, in: line)
        switch kind {
        case .touch:
            let phase = try named(value, "touch", kind: "touch phase", TouchPhase.self)
            var point: Point?
            if phase != .cancel || object.has("x") || object.has("y") {
                let x = try object.required("x", in: line).double("'x'")
                let y = try object.required("y", in: line).double("'y'")
                point = Point(x: x, y: y)
            }
            let finger = try object["finger"].map { node throws(DataError) in try whole(node, "finger", atLeast: 0) }
            return .touch(phase, at: point, finger: finger ?? 0)
        case .tap:
            let hold = try object["hold"].map { node throws(DataError) in try whole(node, "hold", atLeast: 0) }
            let flick = try object["flick"].map { node throws(DataError) in
                try named(node, "flick", kind: "flick direction", FlickDirection.self)
            }
            return .tap(key: try nonEmpty(value, "tap"), hold: hold, flick: flick)
        case .type:
            let interval = try object["interval"].map { node throws(DataError) in
                try whole(node, "interval", atLeast: 1)
            }
            return .type(text: try value.string("'type'"), interval: interval)
        case .focus:
            return .focus(field: try nonEmpty(value, "focus"))
        case .expect:
            return .expect(try Expectation(decoding: value))
        case .pointer:
            let phase = try named(value, "pointer", kind: "pointer phase", PointerPhase.self)
            guard phase == .move else {
                for key in ["x", "y"] {
                    if let node = object[key] { throw ScriptProblem.pointerLeftWithPoint.error(at: node.position) }
                }
                return .pointer(at: nil)
            }
            let x = try object.required("x", in: line).double("'x'")
            let y = try object.required("y", in: line).double("'y'")
            return .pointer(at: Point(x: x, y: y))
        case .press:
            let text = try value.string("'press'")
            let press: HardwarePress
            do throws(HardwarePress.ParseProblem) {
                press = try HardwarePress(parsing: text)
            } catch {
                throw DataError(error.message, at: value.position)
            }
            let pasteboard = try object["pasteboard"].map { node throws(DataError) in try node.string("'pasteboard'") }
            if let position = object.keyPosition("pasteboard"), press.shortcut != .paste {
                throw ScriptProblem.pasteboardWithoutPaste(press: text).error(at: position)
            }
            return .press(press, pasteboard: pasteboard)
        case .wheel:
            let deltas = try value.object("'wheel'", allowedKeys: ScriptLineKind.wheelDeltaKeys)
            guard deltas.has("dx") || deltas.has("dy") else {
                throw ScriptProblem.wheelWithoutDelta.error(at: value.position)
            }
            let dx = try deltas["dx"].map { node throws(DataError) in try node.double("'dx'") } ?? 0
            let dy = try deltas["dy"].map { node throws(DataError) in try node.double("'dy'") } ?? 0
            let x = try object.required("x", in: line).double("'x'")
            let y = try object.required("y", in: line).double("'y'")
            return .wheel(dx: dx, dy: dy, at: Point(x: x, y: y))
        case .menu:
            return .menu(item: try nonEmpty(value, "menu"))
        case .suggestion:
            return .suggestion(word: try nonEmpty(value, "suggestion"))
        case .candidate:
            return .candidate(text: try nonEmpty(value, "candidate"))
        }
    }

    /// A whole number no smaller than `minimum`.
    static func whole(_ node: JSONNode, _ name: String, atLeast minimum: Int) throws(DataError) -> Int {
        // Fast path without building the name for messages: recordings have a million lines.
        if case .number(let number) = node.value, number >= Double(minimum), number < 0x1p63,
            number.rounded(.towardZero) == number
        {
            return Int(number)
        }
        let value = try node.int("'\(name)'")
        if value < minimum {
            throw ScriptProblem.tooSmall(name: name, minimum: minimum, value: value).error(at: node.position)
        }
        return value
    }

    /// A string that must not be empty.
    static func nonEmpty(_ node: JSONNode, _ name: String) throws(DataError) -> String {
        if case .string(let value) = node.value, !value.isEmpty { return value }
        let value = try node.string("'\(name)'")
        if value.isEmpty { throw ScriptProblem.emptyString(name: name).error(at: node.position) }
        return value
    }

    /// A string naming one case of `type`, such as a touch phase or a shift state.
    static func named<Name: RawRepresentable & CaseIterable>(
        _ node: JSONNode, _ key: String, kind: String, _ type: Name.Type
    ) throws(DataError) -> Name where Name.RawValue == String {
        if case .string(let text) = node.value, let value = Name(rawValue: text) { return value }
        let text = try node.string("'\(key)'")
        if let value = Name(rawValue: text) { return value }
        throw ScriptProblem.unknownName(text, kind: kind, allowed: Name.allCases.map(\.rawValue))
            .error(at: node.position)
    }
}
