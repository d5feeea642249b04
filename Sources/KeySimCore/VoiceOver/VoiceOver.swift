/// VoiceOver, turned on for a simulator (`--voiceover`): what it said lately, for the
/// caption strip and the `announced` check. The words come from ``VoiceOverWording``.
///
/// What is said (README.md, "VoiceOver"): a field as it takes focus, the key under a finger
/// as it goes down on it or slides onto it, each character typed or deleted, the word a space
/// ends, autocorrections, a suggestion tapped, the syllable a Hangul keyboard composes, the
/// candidate a conversion chose. Secure text is never said: its characters are "bullet", its
/// value a count, its character keys nothing.
public struct VoiceOver: Equatable, Sendable {
    /// One thing said, at its virtual time.
    public struct Announcement: Equatable, Sendable {
        public var text: String
        public var time: Int

        public init(text: String, time: Int) {
            self.text = text
            self.time = time
        }
    }

    /// How many announcements the caption strip shows: the last, and the one before it.
    public static let captionCount = 2

    /// The latest announcements, oldest first (at most ``captionCount``).
    public private(set) var recent: [Announcement] = []

    public init() {}

    /// The last thing said, or nil when nothing has been.
    public var last: String? { recent.last?.text }

    /// Notes that `text` was said at `time`.
    mutating func said(_ text: String, at time: Int) {
        if recent.count == Self.captionCount { recent.removeFirst() }
        recent.append(Announcement(text: text, time: time))
    }

    /// What VoiceOver says of a field: its label (else its prompt), its value (the text; a
    /// secure field's count; the prompt of an empty field that has a label), its trait, then
    /// `is editing` or the hint `double tap to edit`, joined by ", ".
    ///
    /// `Email, text field, is editing` · `Email, ann@example.com, text field, double tap to edit`.
    public static func description(
        label: String?, prompt: String?, text: String, isSecure: Bool, isEditing: Bool
    ) -> String {
        let label = label.flatMap { $0.isEmpty ? nil : $0 }
        let prompt = prompt.flatMap { $0.isEmpty ? nil : $0 }
        var parts: [String] = []
        if let name = label ?? prompt { parts.append(name) }
        if !text.isEmpty {
            parts.append(isSecure ? VoiceOverWording.characterCount(text.count) : text)
        } else if label != nil, let prompt, prompt != label {
            // An empty field's placeholder is read as its value.
            parts.append(prompt)
        }
        parts.append(isSecure ? VoiceOverWording.secureTextField : VoiceOverWording.textField)
        parts.append(isEditing ? VoiceOverWording.isEditing : VoiceOverWording.doubleTapToEdit)
        return parts.joined(separator: ", ")
    }

    /// What VoiceOver says of the key `key` on `keyboard` when a finger touches it: a
    /// character key's character as shift would type it (`q`, `capital Q`, `period`), a
    /// function key's name (`shift`, `delete`, `Next keyboard`, `more, numbers`, the return
    /// key's type). Nil for a key that types a character (the space bar too) in a secure field:
    /// nothing of what it types is said.
    public static func name(of key: Key, on keyboard: Keyboard, isSecure: Bool) -> String? {
        if isSecure, key.action == .space { return nil }
        if let name = VoiceOverWording.functionKeys[key.id], key.action != .character { return name }
        switch key.action {
        case .character:
            guard !isSecure else { return nil }
            let typed = keyboard.shift == .off ? key.output : key.shifted
            return VoiceOverWording.spoken(typed.isEmpty ? key.label : typed)
        case .decimalSeparator:
            return isSecure ? nil : VoiceOverWording.spoken(keyboard.context.decimalSeparator)
        case .return:
            return VoiceOverWording.returnKey(keyboard.context.returnKey)
        case .switchLayer(let layer):
            return VoiceOverWording.layerKeys[layer] ?? VoiceOverWording.spoken(key.label)
        case .shift: return VoiceOverWording.functionKeys["shift"]
        case .delete: return VoiceOverWording.functionKeys["delete"]
        case .space: return VoiceOverWording.functionKeys["space"]
        case .globe: return VoiceOverWording.functionKeys["globe"]
        case .dictation: return VoiceOverWording.functionKeys["dictation"]
        case .dismiss: return VoiceOverWording.functionKeys["dismiss"]
        case .advance: return VoiceOverWording.functionKeys["advance"]
        case .reverseToggle: return VoiceOverWording.functionKeys["reverseToggle"]
        case .kanaModifier: return VoiceOverWording.functionKeys["kanaModifier"]
        }
    }

    /// The word that ends right before offset `offset` of `text` (letters, digits and
    /// apostrophes), or nil when none does.
    static func word(endingAt offset: Int, in text: String) -> String? {
        var word: [Character] = []
        for character in text.prefix(offset).reversed() {
            guard character.isLetter || character.isNumber || character == "'" || character == "’" else { break }
            word.append(character)
        }
        return word.isEmpty ? nil : String(word.reversed())
    }
}
