/// A JSON value to write: results, event logs. Encodes deterministically — keys sorted,
/// numbers in their shortest round-trip form, no platform formatter involved — so the same
/// replay gives the same bytes on every machine.
public enum JSONOutput: Equatable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByNilLiteral
{
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONOutput])
    case object([String: JSONOutput])

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(nilLiteral: ()) { self = .null }

    /// A string, or null when nil.
    public static func optional(_ value: String?) -> JSONOutput { value.map(JSONOutput.string) ?? .null }

    /// The value read from a file, without positions.
    public init(_ value: JSONNode.Value) {
        switch value {
        case .null: self = .null
        case .bool(let bool): self = .bool(bool)
        case .number(let number): self = .number(number)
        case .string(let string): self = .string(string)
        case .array(let nodes): self = .array(nodes.map { JSONOutput($0.value) })
        case .object(let members):
            var object: [String: JSONOutput] = [:]
            for member in members { object[member.key] = JSONOutput(member.value.value) }
            self = .object(object)
        }
    }

    /// The JSON text: one line, or indented by two spaces per level when `pretty`.
    public func encoded(pretty: Bool = false) -> String {
        var text = ""
        write(to: &text, pretty: pretty, depth: 0)
        return text
    }

    /// Appends the JSON text to `text`.
    public func write(to text: inout String, pretty: Bool = false, depth: Int = 0) {
        switch self {
        case .null: text += "null"
        case .bool(let bool): text += bool ? "true" : "false"
        case .number(let number): Self.writeNumber(number, to: &text)
        case .string(let string): Self.writeString(string, to: &text)
        case .array(let items):
            if items.isEmpty {
                text += "[]"
                return
            }
            text += "["
            for (index, item) in items.enumerated() {
                if index > 0 { text += "," }
                if pretty { Self.newline(&text, depth: depth + 1) }
                item.write(to: &text, pretty: pretty, depth: depth + 1)
            }
            if pretty { Self.newline(&text, depth: depth) }
            text += "]"
        case .object(let members):
            if members.isEmpty {
                text += "{}"
                return
            }
            text += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { text += "," }
                if pretty { Self.newline(&text, depth: depth + 1) }
                Self.writeString(key, to: &text)
                text += pretty ? ": " : ":"
                members[key]!.write(to: &text, pretty: pretty, depth: depth + 1)
            }
            if pretty { Self.newline(&text, depth: depth) }
            text += "}"
        }
    }

    private static func newline(_ text: inout String, depth: Int) {
        text += "\n"
        text += String(repeating: "  ", count: depth)
    }

    /// Whole numbers without a fraction (`3`, not `3.0`); others in Swift's shortest
    /// round-trip form; non-finite numbers (which JSON cannot hold) as null.
    static func writeNumber(_ number: Double, to text: inout String) {
        guard number.isFinite else {
            text += "null"
            return
        }
        if number == number.rounded(), abs(number) < 9_007_199_254_740_992 {
            text += String(Int64(number))
        } else {
            text += "\(number)"
        }
    }

    /// A string with the escapes JSON requires (quote, backslash, control characters).
    static func writeString(_ string: String, to text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }
}
