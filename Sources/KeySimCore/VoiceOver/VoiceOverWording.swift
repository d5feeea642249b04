/// What VoiceOver says, word for word, in one place: the spoken names of keys and characters
/// and the parts of a field's description, as iOS's VoiceOver says them in English (UIKit's
/// accessibility label, value, traits and hint, joined by ", ").
///
/// Change a wording here and every announcement, log line and caption follows. README.md
/// ("VoiceOver") lists them.
public enum VoiceOverWording {
    // MARK: Fields

    /// The trait of a text field.
    public static let textField = "text field"
    /// The trait of a secure text field, whose text is never read.
    public static let secureTextField = "secure text field"
    /// Said after the trait while the field is editing (the keyboard is up).
    public static let isEditing = "is editing"
    /// The hint for a field that is not editing: what activating it does.
    public static let doubleTapToEdit = "double tap to edit"

    /// A secure field's value: how many characters it holds, never what they are.
    public static func characterCount(_ count: Int) -> String {
        count == 1 ? "1 character" : "\(count) characters"
    }

    // MARK: Typing

    /// Said for each character typed into a secure field, instead of the character.
    public static let bullet = "bullet"
    /// A secure field's `count` characters typed at once (a paste).
    public static func bullets(_ count: Int) -> String {
        count == 1 ? bullet : "\(count) bullets"
    }
    /// What is said for deleted text: `deleted a`, `deleted space`.
    public static func deleted(_ spoken: String) -> String { "deleted " + spoken }
    /// An autocorrection put `word` in for the word typed.
    public static func autocorrected(to word: String) -> String { "autocorrected to " + word }
    /// The person took an autocorrection back: `word` is in again.
    public static func reverted(to word: String) -> String { "reverted to " + word }
    /// A capital letter: `capital Q` (VoiceOver's "Speak Cap"; a caption cannot show a
    /// change of pitch).
    public static func capital(_ letter: String) -> String { "capital " + letter }

    // MARK: Keys

    /// The spoken names of the function keys, by their reserved ids (iPad ids included).
    public static let functionKeys: [String: String] = [
        "shift": "shift",
        "capsLock": "caps lock",
        "delete": "delete",
        "space": "space",
        "globe": "Next keyboard",
        "dictation": "Dictate",
        "dismiss": "Hide keyboard",
        "tab": "tab",
        "advance": "next character",
        "reverseToggle": "undo",
        "kanaModifier": "small, voiced, semi-voiced",
    ]

    /// The spoken names of the layer switches, by the layer they show.
    public static let layerKeys: [String: String] = [
        "numbers": "more, numbers",
        "symbols": "more, symbols",
        "letters": "more, letters",
        "emoji": "Emoji",
    ]

    /// The spoken names of the return key, by the field's return key type (its label,
    /// lower-cased, as VoiceOver reads it).
    public static func returnKey(_ type: ReturnKeyType) -> String {
        switch type {
        case .default: "return"
        case .emergencyCall: "emergency call"
        default: type.label.lowercased()
        }
    }

    // MARK: Characters

    /// The spoken names of characters VoiceOver names rather than reads.
    public static let characterNames: [Character: String] = [
        " ": "space",
        "\n": "new line",
        "\t": "tab",
        ".": "period",
        ",": "comma",
        "?": "question mark",
        "!": "exclamation mark",
        "'": "apostrophe",
        "’": "apostrophe",
        "\"": "quote",
        "“": "left quote",
        "”": "right quote",
        "-": "dash",
        "–": "en dash",
        "—": "em dash",
        "@": "at",
        "#": "number sign",
        "$": "dollar",
        "€": "euro",
        "£": "pound",
        "¥": "yen",
        "%": "percent",
        "&": "ampersand",
        "*": "asterisk",
        "+": "plus",
        "=": "equals",
        "/": "slash",
        "\\": "backslash",
        ":": "colon",
        ";": "semicolon",
        "(": "left paren",
        ")": "right paren",
        "[": "left bracket",
        "]": "right bracket",
        "{": "left brace",
        "}": "right brace",
        "<": "less than",
        ">": "greater than",
        "_": "underscore",
        "|": "vertical bar",
        "~": "tilde",
        "^": "caret",
        "`": "grave accent",
        "•": "bullet",
    ]

    /// How VoiceOver says one character: its name (`period`, `space`), `capital Q` for a
    /// capital letter, an emoji by its Unicode name in lower case (`grinning face`), anything
    /// else (letters, digits, Hangul, kana) as itself.
    public static func spoken(_ character: Character) -> String {
        if let name = characterNames[character] { return name }
        if character.isUppercase, character.isLetter, String(character).lowercased() != String(character) {
            return capital(String(character))
        }
        if let name = emojiName(character) { return name }
        return String(character)
    }

    /// How VoiceOver says typed text: one character by ``spoken(_:)``, more as they are.
    public static func spoken(_ text: String) -> String {
        text.count == 1 ? spoken(text.first!) : text
    }

    /// An emoji's Unicode name in lower case, its parts (a skin tone, a joined person) after
    /// commas; nil for a character that is not an emoji.
    static func emojiName(_ character: Character) -> String? {
        guard let first = character.unicodeScalars.first, first.value > 0x7F,
            first.properties.isEmojiPresentation
                || (first.properties.isEmoji && character.unicodeScalars.contains { $0.value == 0xFE0F })
        else { return nil }
        let names = character.unicodeScalars.compactMap { scalar -> String? in
            // Joiners and presentation selectors are not said.
            guard scalar.value != 0x200D, scalar.value != 0xFE0F, scalar.value != 0xFE0E else { return nil }
            return scalar.properties.name?.lowercased()
        }
        return names.isEmpty ? nil : names.joined(separator: ", ")
    }
}
