/// The key ids with a meaning of their own: function keys and layer switches.
public enum ReservedKey {
    /// Every reserved id, in the order the docs list them.
    public static let ids = [
        "shift", "delete", "return", "space", "globe", "dictation", "dismiss", "decimal", "numbers", "symbols",
        "letters", "advance", "reverseToggle", "kanaModifier", "tab", "capsLock", "undo", "redo",
    ]

    /// The action a reserved id implies, or nil for an ordinary id.
    public static func action(for id: String) -> KeyAction? {
        switch id {
        case "shift": .shift
        case "delete": .delete
        case "return": .return
        case "space": .space
        case "globe": .globe
        case "dictation": .dictation
        case "dismiss": .dismiss
        case "decimal": .decimalSeparator
        case "numbers", "symbols", "letters": .switchLayer(id)
        case "advance": .advance
        case "reverseToggle": .reverseToggle
        case "kanaModifier": .kanaModifier
        case "tab": .tab
        case "capsLock": .capsLock
        case "undo": .undo
        case "redo": .redo
        default: nil
        }
    }

    /// The label a reserved key shows unless the layout gives one.
    public static func label(for id: String) -> String? {
        switch id {
        case "shift": "⇧"
        case "delete": "⌫"
        case "return": "return"
        case "space": "space"
        case "globe": "🌐"
        case "dictation": "🎤"
        case "dismiss": "⌨"
        case "decimal": "."
        case "numbers": "123"
        case "symbols": "#+="
        case "letters": "ABC"
        case "advance": "→"
        case "reverseToggle": "↶"
        case "kanaModifier": "小゛゜"
        case "tab": "⇥"
        case "capsLock": "⇪"
        case "undo": "undo"
        case "redo": "redo"
        default: nil
        }
    }
}
