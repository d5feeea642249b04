/// One press of a key on the computer's (hardware) keyboard, as a `press` line writes it
/// (DESIGN.md): a character (`a`, `A`, `@`) or a named key (`tab`, `left`, …) after the
/// modifiers held, joined with `+` (`shift+left`, `ctrl+c`, `shift+ctrl+z`).
///
/// The window records every hardware key as one of these and hands the same value to the
/// simulator, so a recording replays exactly what was typed.
public struct HardwarePress: Hashable, Sendable, CustomStringConvertible {
    /// A modifier key held during the press.
    public enum Modifier: String, CaseIterable, Hashable, Sendable {
        // The order of the cases is the order a press is written in.
        case shift, ctrl, alt, cmd
    }

    /// A key with a name rather than a character.
    public enum NamedKey: String, CaseIterable, Hashable, Sendable {
        case tab, `return`, escape, backspace, delete, left, right, up, down, home, end, space
    }

    /// The key pressed.
    public enum Key: Hashable, Sendable {
        /// A key that types this character (one grapheme, never a space or a control character).
        case character(Character)
        case named(NamedKey)
    }

    /// What a press with Ctrl or Cmd asks for (on the desktop both give the shortcuts).
    public enum Shortcut: Equatable, Sendable {
        case selectAll, copy, cut, paste, undo, redo
    }

    public var key: Key
    public var modifiers: Set<Modifier>

    public init(_ key: Key, modifiers: Set<Modifier> = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// A named key with no modifiers.
    public init(_ key: NamedKey, modifiers: Set<Modifier> = []) {
        self.init(.named(key), modifiers: modifiers)
    }

    /// The press as a `press` line writes it: the modifiers in the order shift, ctrl, alt,
    /// cmd, then the key (`shift+ctrl+z`).
    public var description: String {
        let names = Modifier.allCases.filter { modifiers.contains($0) }.map(\.rawValue)
        let keyName: String
        switch key {
        case .character(let character): keyName = String(character)
        case .named(let named): keyName = named.rawValue
        }
        return (names + [keyName]).joined(separator: "+")
    }

    /// Whether Ctrl or Cmd is held: the press is a shortcut, not typing.
    public var isCommand: Bool { modifiers.contains(.ctrl) || modifiers.contains(.cmd) }

    /// Whether this is Ctrl+Cmd+Z, the iOS Simulator's Device › Shake: shake to undo.
    public var isShake: Bool {
        modifiers == [.ctrl, .cmd] && key == .character("z")
    }

    /// The command shortcut this press gives, if any: A select all, C copy, X cut, V paste,
    /// Z undo, Shift+Z redo.
    public var shortcut: Shortcut? {
        guard isCommand, case .character(let character) = key else { return nil }
        switch character.lowercased() {
        case "a": return .selectAll
        case "c": return .copy
        case "x": return .cut
        case "v": return .paste
        case "z": return modifiers.contains(.shift) ? .redo : .undo
        default: return nil
        }
    }

    /// The text the press types into a field, if it types any: its character (Shift makes a
    /// letter a capital), or a space. Presses with Ctrl or Cmd type nothing.
    public var typedText: String? {
        guard !isCommand else { return nil }
        switch key {
        case .character(let character):
            return modifiers.contains(.shift) ? character.uppercased() : String(character)
        case .named(.space):
            return " "
        case .named:
            return nil
        }
    }

    /// The presses that type `text`, one a character, as the window records text typed on
    /// the computer's keyboard (a space is the `space` key; line breaks and other control
    /// characters type nothing in a single-line field and are left out).
    public static func typing(_ text: String) -> [HardwarePress] {
        text.compactMap { character in
            if character == " " { return HardwarePress(.space) }
            guard isTypable(character) else { return nil }
            return HardwarePress(.character(character))
        }
    }

    /// Whether a character can be the key of a press: not white space or a control character.
    static func isTypable(_ character: Character) -> Bool {
        !character.unicodeScalars.contains { scalar in
            scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
        }
    }
}

extension HardwarePress {
    /// Why a `press` value could not be read; the wording lives here only.
    public enum ParseProblem: Error, Equatable, Sendable {
        case empty
        case unknownModifier(String, suggestion: String?)
        case repeatedModifier(String)
        case noKey(String)
        case unknownKey(String, suggestion: String?)

        public var message: String {
            switch self {
            case .empty:
                return "'press' must name a key: a character ('a', '@') or one of " + Self.namedList
            case .unknownModifier(let name, let suggestion):
                let modifiers = Modifier.allCases.map(\.rawValue).joined(separator: ", ")
                if let suggestion {
                    return
                        "unknown modifier '\(name)' in 'press'; did you mean '\(suggestion)'? Modifiers are: \(modifiers)"
                }
                return "unknown modifier '\(name)' in 'press'; modifiers are: \(modifiers)"
            case .repeatedModifier(let name):
                return "modifier '\(name)' is given twice in 'press'"
            case .noKey(let text):
                return "'press' \"\(text)\" ends with '+' but names no key after it"
            case .unknownKey(let name, let suggestion):
                let keys = "one character ('a', '@') or one of " + Self.namedList
                if let suggestion {
                    return "unknown key '\(name)' in 'press'; did you mean '\(suggestion)'? A key is \(keys)"
                }
                return "unknown key '\(name)' in 'press'; a key is \(keys)"
            }
        }

        private static var namedList: String {
            NamedKey.allCases.map(\.rawValue).joined(separator: ", ")
        }
    }

    /// Reads a press as a `press` line writes it.
    ///
    /// A single character is that key (`+` included); otherwise the text is modifiers and a
    /// key joined with `+`, the key last (`ctrl++` presses `+` with Ctrl). Modifier and key
    /// names are matched without regard to case (`Shift+Left`); a character is kept as written.
    public init(parsing text: String) throws(ParseProblem) {
        guard !text.isEmpty else { throw .empty }
        if text.count == 1, let character = text.first {
            self = try Self.single(character, text: text)
            return
        }
        var parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        // `ctrl++`: the key is the `+` after the last joining one.
        if text.hasSuffix("++") {
            parts.removeLast(2)
            parts.append("+")
        }
        guard let keyName = parts.popLast(), !keyName.isEmpty else { throw .noKey(text) }
        var modifiers: Set<Modifier> = []
        for part in parts {
            let name = part.lowercased()
            let modifier = Modifier(rawValue: name == "command" ? "cmd" : name == "control" ? "ctrl" : name)
            guard let modifier else {
                throw .unknownModifier(
                    part, suggestion: Suggestion.nearest(to: part, in: Modifier.allCases.map(\.rawValue)))
            }
            guard modifiers.insert(modifier).inserted else { throw .repeatedModifier(modifier.rawValue) }
        }
        let key: Key
        if keyName.count == 1, let character = keyName.first {
            key = try Self.single(character, text: keyName).key
        } else if let named = NamedKey(rawValue: keyName.lowercased()) ?? Self.aliases[keyName.lowercased()] {
            key = .named(named)
        } else {
            throw .unknownKey(
                keyName, suggestion: Suggestion.nearest(to: keyName, in: NamedKey.allCases.map(\.rawValue)))
        }
        self.init(key, modifiers: modifiers)
    }

    /// Other names people write for named keys.
    private static let aliases: [String: NamedKey] = ["enter": .return, "esc": .escape]

    /// A press of one character: a space is the `space` key; other white space and control
    /// characters are not keys.
    private static func single(_ character: Character, text: String) throws(ParseProblem) -> HardwarePress {
        if character == " " { return HardwarePress(.space) }
        guard isTypable(character) else {
            let code = text.unicodeScalars.map { scalar in
                let hex = String(scalar.value, radix: 16, uppercase: true)
                return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }
            throw .unknownKey(code.joined(separator: " "), suggestion: nil)
        }
        return HardwarePress(.character(character))
    }
}
