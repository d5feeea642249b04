// What the JSON parser found wrong, and the one place its messages are worded.

/// What the reader found where it expected something else.
enum JSONFound: Equatable {
    case endOfFile
    case scalar(Unicode.Scalar)
    /// A run of letters and digits where a value was expected, e.g. `True` or `NaN`.
    case word(String)

    var description: String {
        switch self {
        case .endOfFile: return "end of file"
        case .word(let word): return "'\(word)'"
        case .scalar(let scalar):
            let invisible =
                scalar.value < 0x20 || (0x7F...0xA0).contains(scalar.value)
                || scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
            return invisible ? JSONSyntaxProblem.codePoint(scalar) : "'\(scalar)'"
        }
    }
}

/// A syntax error in JSON text; the wording lives here only.
enum JSONSyntaxProblem: Equatable {
    case emptyFile
    case expectedValue(found: JSONFound)
    case expectedKey(found: JSONFound, afterComma: Bool)
    case expectedColon(found: JSONFound)
    case expectedArraySeparator(found: JSONFound)
    case expectedObjectSeparator(found: JSONFound)
    case trailingComma(before: Unicode.Scalar)
    case duplicateKey(String, first: SourcePosition)
    case unterminatedString
    case invalidEscape(Unicode.Scalar)
    case invalidUnicodeEscape
    case controlCharacter(Unicode.Scalar)
    case invalidNumber(String)
    case numberTooLarge(String)
    case comment
    case tooDeep
    case unexpectedAfterValue(found: JSONFound)

    var message: String {
        switch self {
        case .emptyFile: return "the file is empty; expected a JSON value"
        case .expectedValue(let found): return "expected a value, found \(found.description)"
        case .expectedKey(let found, let afterComma):
            return "expected a string key\(afterComma ? "" : " or '}'"), found \(found.description)"
        case .expectedColon(let found): return "expected ':' after an object key, found \(found.description)"
        case .expectedArraySeparator(let found):
            return "expected ',' or ']' after an array element, found \(found.description)"
        case .expectedObjectSeparator(let found):
            return "expected ',' or '}' after an object member, found \(found.description)"
        case .trailingComma(let close): return "trailing comma before '\(close)'"
        case .duplicateKey(let key, let first): return "duplicate key '\(key)' in object (first written at \(first))"
        case .unterminatedString: return "unterminated string"
        case .invalidEscape(let scalar): return "invalid escape '\\\(scalar)' in string"
        case .invalidUnicodeEscape: return "invalid \\u escape"
        case .controlCharacter(let scalar):
            return "control character \(Self.codePoint(scalar)) in string; write it as an escape"
        case .invalidNumber(let text): return "invalid number '\(text)'"
        case .numberTooLarge(let text): return "number '\(text)' is too large"
        case .comment: return "comments are not allowed in JSON"
        case .tooDeep: return "nesting deeper than \(JSONParser.maximumDepth) levels"
        case .unexpectedAfterValue(let found): return "unexpected \(found.description) after the JSON value"
        }
    }

    /// `U+000A` style, at least four hex digits.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
