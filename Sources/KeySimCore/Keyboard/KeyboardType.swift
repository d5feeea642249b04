/// UIKeyboardType's cases, by their UIKit names.
public enum KeyboardType: String, CaseIterable, Sendable, Hashable, Codable {
    case `default`
    case asciiCapable
    case numbersAndPunctuation
    case URL
    case numberPad
    case phonePad
    case namePhonePad
    case emailAddress
    case decimalPad
    case twitter
    case webSearch
    case asciiCapableNumberPad

    /// The keyboard type with this name, matched without regard to case (`url`, `URL`).
    public init?(named name: String) {
        let lowered = name.lowercased()
        guard let match = KeyboardType.allCases.first(where: { $0.rawValue.lowercased() == lowered })
        else { return nil }
        self = match
    }

    /// Whether the keyboard types words: not the number, decimal and phone pads (which show
    /// no suggestion bar on an iPhone).
    public var hasLetters: Bool {
        switch self {
        case .numberPad, .asciiCapableNumberPad, .decimalPad, .phonePad: false
        case .default, .asciiCapable, .numbersAndPunctuation, .URL, .namePhonePad, .emailAddress, .twitter, .webSearch:
            true
        }
    }
}

/// UIReturnKeyType's cases, by their UIKit names.
public enum ReturnKeyType: String, CaseIterable, Sendable, Hashable, Codable {
    case `default`
    case go
    case google
    case join
    case next
    case route
    case search
    case send
    case yahoo
    case done
    case emergencyCall
    case `continue`

    /// The label the return key shows for this type, as iOS shows it in English.
    public var label: String {
        switch self {
        case .default: "return"
        case .go: "go"
        case .google: "Google"
        case .join: "join"
        case .next: "next"
        case .route: "route"
        case .search: "search"
        case .send: "send"
        case .yahoo: "Yahoo"
        case .done: "done"
        case .emergencyCall: "Emergency call"
        case .continue: "continue"
        }
    }
}

/// How a field capitalises what is typed (SwiftUI's `TextInputAutocapitalization` names).
public enum Autocapitalization: String, CaseIterable, Sendable, Hashable, Codable {
    case never
    case words
    case sentences
    case characters
}

/// The shift key's state.
public enum ShiftState: String, CaseIterable, Sendable, Hashable, Codable {
    case off
    case on
    case locked
}
