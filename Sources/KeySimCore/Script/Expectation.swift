/// The assertion of an `expect` line: what a field and the keyboard must show at that time.
///
/// Written as `{"t":900,"expect":{"field":"email","text":"a@b.co"}}`. `text`, `value`,
/// `valid`, `message`, `shown`, `clearButton`, `width`, `selection` and `selectedText` are about
/// `field`, and so are `misspelled`, `markedText` and `composing`; `focused`, `layout`, `layer`, `shift`, `tooltip`, `scroll`,
/// `pasteboard`, `menu`, `suggestions`, `autocorrection` and `announced` are about the scene and the keyboard.
public struct Expectation: Equatable, Sendable {
    /// One check, with where it is written (for failure messages).
    public enum Check: Equatable, Sendable {
        /// The field's text is exactly this.
        case text(String)
        /// The field's value equals this JSON value; compare with
        /// ``JSONNode/Value/isEqualIgnoringPositions(to:)``.
        case value(JSONNode.Value)
        /// The field's validation passes (`true`) or fails (`false`).
        case valid(Bool)
        /// The validation message shown under the field, or (`nil`) none [F7].
        case message(String?)
        /// What the field's box shows, as drawn: the prompt when empty, bullets, a formatted
        /// value, truncated or wrapped text (lines joined by `\n`).
        case shown(String)
        /// Whether the field's clear button shows [F12].
        case clearButton(Bool)
        /// The width of the field's box in points, as its `size` and `widthGroup` give [F4][F5].
        case width(Double)
        /// The field with this id has focus, or (`nil`) no field has.
        case focused(String?)
        /// The keyboard shows the layout with this id.
        case layout(String)
        /// The keyboard shows the layer with this id.
        case layer(String)
        /// The shift key is in this state.
        case shift(ShiftState)
        /// The expansion tooltip shows this text, or (`nil`) no tooltip shows [F10].
        case tooltip(String?)
        /// The form is scrolled up by this many points (0: its top shows).
        case scroll(Double)
        /// The field's selection is this range of grapheme offsets (`[n, n]`: a caret at n).
        case selection(Range<Int>)
        /// The field's selected text is exactly this ("" for a caret).
        case selectedText(String)
        /// The simulator's pasteboard holds this text, or (`nil`) nothing.
        case pasteboard(String?)
        /// The edit menu shows these items, left to right (`[]`: no menu shows).
        case menu([String])
        /// The suggestion bar shows these words, left to right, without quotes (`[]`: an empty
        /// bar, or none).
        case suggestions([String])
        /// The word a space would put in now, or (`nil`) none.
        case autocorrection(String?)
        /// The words of the field's text marked misspelled, in order.
        case misspelled([String])
        /// The field's marked (still converting) text, or (`nil`) none.
        case markedText(String?)
        /// The conversion candidates shown, in order (`[]`: none).
        case candidates([String])
        /// What the field's input method is composing in its text (a Hangul syllable being
        /// built), or (`nil`) nothing.
        case composing(String?)
        /// The last thing VoiceOver said (`--voiceover`), or (`nil`) nothing yet.
        case announced(String?)

        /// The key the check is written under, e.g. `"text"`.
        public var name: String {
            switch self {
            case .text: "text"
            case .value: "value"
            case .valid: "valid"
            case .message: "message"
            case .shown: "shown"
            case .clearButton: "clearButton"
            case .width: "width"
            case .focused: "focused"
            case .layout: "layout"
            case .layer: "layer"
            case .shift: "shift"
            case .tooltip: "tooltip"
            case .scroll: "scroll"
            case .selection: "selection"
            case .selectedText: "selectedText"
            case .pasteboard: "pasteboard"
            case .menu: "menu"
            case .suggestions: "suggestions"
            case .autocorrection: "autocorrection"
            case .misspelled: "misspelled"
            case .markedText: "markedText"
            case .composing: "composing"
            case .candidates: "candidates"
            case .announced: "announced"
            }
        }
    }

    /// The field that `text`, `value` and `valid` are about.
    public var field: String?
    /// The checks in the order written, each with the position of its key.
    public var checks: [(check: Check, position: SourcePosition)]

    /// Creates an expectation; `checks` keep their order.
    public init(field: String? = nil, checks: [(check: Check, position: SourcePosition)]) {
        self.field = field
        self.checks = checks
    }

    public static func == (lhs: Expectation, rhs: Expectation) -> Bool {
        lhs.field == rhs.field && lhs.checks.elementsEqual(rhs.checks) { $0 == $1 }
    }
}

extension Expectation {
    /// The keys that are checks, in the order messages list them.
    static let checkKeys = [
        "text", "value", "valid", "message", "shown", "clearButton", "width", "focused", "layout", "layer", "shift",
        "tooltip", "scroll", "selection", "selectedText", "pasteboard", "menu", "suggestions", "autocorrection",
        "misspelled", "markedText", "composing", "candidates", "announced",
    ]
    /// The checks that are about a field and need `field`.
    static let fieldCheckKeys: Set = [
        "text", "value", "valid", "message", "shown", "clearButton", "width", "selection", "selectedText", "misspelled",
        "markedText", "composing",
    ]
    /// Every key an `expect` object may have.
    static let keys = ["field"] + checkKeys

    /// Decodes the object of an `expect` line.
    ///
    /// - Throws: An unknown key (with a suggestion), a check of the wrong type, a field check
    ///   without `field` (at the check's key), or an expectation with no checks (at its `{`).
    init(decoding node: JSONNode) throws(DataError) {
        let object = try node.object("expect", allowedKeys: Self.keys)
        field = try object["field"].map { node throws(DataError) in try ScriptLine.nonEmpty(node, "field") }
        checks = []
        for member in object.members where member.key != "field" {
            if field == nil && Self.fieldCheckKeys.contains(member.key) {
                throw ScriptProblem.needsField(check: member.key).error(at: member.keyPosition)
            }
            checks.append((try Self.check(member), member.keyPosition))
        }
        if checks.isEmpty { throw ScriptProblem.nothingToCheck.error(at: node.position) }
    }

    private static func check(_ member: JSONMember) throws(DataError) -> Check {
        let node = member.value
        switch member.key {
        case "text": return .text(try node.string("'text'"))
        case "value": return .value(node.value)
        case "valid": return .valid(try node.bool("'valid'"))
        case "message":
            if case .null = node.value { return .message(nil) }
            return .message(try node.string("'message'"))
        case "shown": return .shown(try node.string("'shown'"))
        case "clearButton": return .clearButton(try node.bool("'clearButton'"))
        case "width": return .width(try node.double("'width'"))
        case "focused":
            if case .null = node.value { return .focused(nil) }
            guard case .string = node.value else {
                throw JSONShapeProblem.typeMismatch(
                    name: "'focused'", expected: "a field id or null", found: node.kindDescription
                ).error(at: node.position)
            }
            return .focused(try ScriptLine.nonEmpty(node, "focused"))
        case "layout": return .layout(try ScriptLine.nonEmpty(node, "layout"))
        case "layer": return .layer(try ScriptLine.nonEmpty(node, "layer"))
        case "tooltip":
            if case .null = node.value { return .tooltip(nil) }
            return .tooltip(try node.string("'tooltip'"))
        case "scroll":
            let offset = try node.double("'scroll'")
            guard offset >= 0 else {
                throw ScriptProblem.negativeScroll(offset).error(at: node.position)
            }
            return .scroll(offset)
        case "selection": return .selection(try selection(node))
        case "selectedText": return .selectedText(try node.string("'selectedText'"))
        case "pasteboard":
            if case .null = node.value { return .pasteboard(nil) }
            return .pasteboard(try node.string("'pasteboard'"))
        case "menu":
            var items: [String] = []
            for item in try node.array("'menu'") { items.append(try item.string("a 'menu' item")) }
            return .menu(items)
        case "suggestions":
            var words: [String] = []
            for word in try node.array("'suggestions'") { words.append(try word.string("a 'suggestions' word")) }
            return .suggestions(words)
        case "autocorrection":
            if case .null = node.value { return .autocorrection(nil) }
            return .autocorrection(try node.string("'autocorrection'"))
        case "markedText":
            if case .null = node.value { return .markedText(nil) }
            return .markedText(try node.string("'markedText'"))
        case "candidates":
            var texts: [String] = []
            for text in try node.array("'candidates'") { texts.append(try text.string("a candidate")) }
            return .candidates(texts)
        case "composing":
            if case .null = node.value { return .composing(nil) }
            return .composing(try node.string("'composing'"))
        case "announced":
            if case .null = node.value { return .announced(nil) }
            return .announced(try node.string("'announced'"))
        case "misspelled":
            var words: [String] = []
            for word in try node.array("'misspelled'") { words.append(try word.string("a 'misspelled' word")) }
            return .misspelled(words)
        default: return .shift(try ScriptLine.named(node, "shift", kind: "shift state", ShiftState.self))
        }
    }
}

extension Expectation {
    /// A selection as written: `[from, to]`, two grapheme offsets with `0 ≤ from ≤ to`.
    private static func selection(_ node: JSONNode) throws(DataError) -> Range<Int> {
        let items = try node.array("'selection'")
        var offsets: [Int] = []
        for item in items {
            let number = try item.double("a 'selection' offset")
            guard number >= 0, number == number.rounded(), number < 1e9 else {
                throw ScriptProblem.badSelection(
                    "an offset is a whole number of characters, 0 or more, found \(JSONOutput.number(number).encoded())"
                ).error(at: item.position)
            }
            offsets.append(Int(number))
        }
        guard offsets.count == 2 else {
            throw ScriptProblem.badSelection("write it as [from, to], two offsets; found \(offsets.count)").error(
                at: node.position)
        }
        guard offsets[0] <= offsets[1] else {
            throw ScriptProblem.badSelection("'from' comes first: write [\(offsets[1]), \(offsets[0])]").error(
                at: node.position)
        }
        return offsets[0]..<offsets[1]
    }
}

extension JSONNode.Value {
    /// Whether two JSON values are equal as data, ignoring where their parts were written.
    ///
    /// Numbers compare as `Double` (`1`, `1.0` and `1e0` are equal); objects compare as
    /// sets of members, so key order does not matter; arrays compare element by element.
    public func isEqualIgnoringPositions(to other: JSONNode.Value) -> Bool {
        switch (self, other) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.value.isEqualIgnoringPositions(to: $1.value) }
        case (.object(let a), .object(let b)):
            // The parser rejects duplicate keys, so equal counts and every key matched is equality.
            guard a.count == b.count else { return false }
            return a.allSatisfy { member in
                b.first { $0.key == member.key }.map { member.value.value.isEqualIgnoringPositions(to: $0.value.value) }
                    ?? false
            }
        default: return false
        }
    }
}
