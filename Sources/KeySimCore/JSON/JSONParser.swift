/// Reads JSON text into ``JSONNode`` values that remember their line and column.
///
/// The grammar is RFC 8259's, strictly: no comments, no trailing commas, no unquoted keys,
/// no `NaN`; duplicate keys are errors. A leading byte order mark is skipped and does not
/// count as a column. Lines end at `\n`, `\r\n` or a lone `\r`; columns count Unicode
/// scalars. Numbers must fit in a `Double`. Nesting is limited to
/// ``maximumDepth`` levels, and the reader is iterative, so no input can overflow the stack.
public enum JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 512

    /// Parses one JSON document.
    ///
    /// - Parameters:
    ///   - text: The whole document; whitespace may surround the value.
    ///   - firstLine: The line number of the text's first line (JSON Lines use it).
    /// - Returns: The document's value.
    /// - Throws: A ``DataError`` at the offending character for the first syntax error.
    public static func parse(_ text: String, firstLine: Int = 1) throws(DataError) -> JSONNode {
        var reader = Reader(text, firstLine: firstLine)
        return try reader.readDocument()
    }
}
extension JSONParser {
    /// A cursor over the UTF-8 bytes of the text that counts lines and scalar columns.
    private struct Reader {
        /// An array or object being read; kept as a struct so appends mutate in place.
        struct Frame {
            let isObject: Bool
            let start: SourcePosition
            var elements: [JSONNode] = []
            var members: [JSONMember] = []
            var keyPositions: [String: SourcePosition] = [:]
            var key = ""
            var keyPosition = SourcePosition(line: 0, column: 0)
        }

        let bytes: [UInt8]
        let firstLine: Int
        var index = 0
        var line: Int
        var column = 1

        init(_ text: String, firstLine: Int) {
            bytes = Array(text.utf8)
            self.firstLine = firstLine
            line = firstLine
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        }

        var position: SourcePosition { SourcePosition(line: line, column: column) }

        /// The byte at the cursor, or `nil` at the end.
        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        /// What is at the cursor, for messages.
        var found: JSONFound {
            guard index < bytes.count else { return .endOfFile }
            // The text came from a String, so the bytes are valid UTF-8 and the cursor sits on
            // a scalar boundary: the first decoded scalar is exact.
            let end = min(index + 4, bytes.count)
            return .scalar(String(decoding: bytes[index..<end], as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}")
        }

        func fail(_ problem: JSONSyntaxProblem, at position: SourcePosition) -> DataError {
            DataError(problem.message, at: position)
        }

        /// Moves past one ASCII byte that is not a line break.
        mutating func advance() {
            index += 1
            column += 1
        }

        /// Moves past `byte` if it is at the cursor.
        mutating func consume(_ byte: UInt8) -> Bool {
            guard current == byte else { return false }
            advance()
            return true
        }

        mutating func skipWhitespace() throws(DataError) {
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"):
                    advance()
                case UInt8(ascii: "\n"):
                    index += 1
                    line += 1
                    column = 1
                case UInt8(ascii: "\r"):
                    index += 1
                    if current == UInt8(ascii: "\n") {
                        column += 1  // the "\n" that follows ends the line
                    } else {
                        line += 1
                        column = 1
                    }
                case UInt8(ascii: "/"):
                    let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                    if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") {
                        throw fail(.comment, at: position)
                    }
                    return
                default:
                    return
                }
            }
        }

        mutating func readDocument() throws(DataError) -> JSONNode {
            try skipWhitespace()
            guard index < bytes.count else {
                throw fail(.emptyFile, at: SourcePosition(line: firstLine, column: 1))
            }
            let node = try readValue()
            try skipWhitespace()
            guard index == bytes.count else { throw fail(.unexpectedAfterValue(found: found), at: position) }
            return node
        }

        /// Reads one value, iteratively: open arrays and objects wait on `stack`.
        mutating func readValue() throws(DataError) -> JSONNode {
            var stack: [Frame] = []
            nextValue: while true {
                try skipWhitespace()
                let start = position
                var node: JSONNode
                if let byte = current, byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                    guard stack.count < maximumDepth else { throw fail(.tooDeep, at: start) }
                    let isObject = byte == UInt8(ascii: "{")
                    advance()
                    try skipWhitespace()
                    if consume(isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                        node = JSONNode(isObject ? .object([]) : .array([]), at: start)
                    } else {
                        var frame = Frame(isObject: isObject, start: start)
                        if isObject { try readKey(into: &frame, afterComma: false) }
                        stack.append(frame)
                        continue nextValue
                    }
                } else {
                    node = try readScalar()
                }
                // Hand the finished value to the enclosing containers, closing those that end.
                while !stack.isEmpty {
                    let top = stack.count - 1
                    try skipWhitespace()
                    let isObject = stack[top].isObject
                    if isObject {
                        stack[top].members.append(
                            JSONMember(key: stack[top].key, keyPosition: stack[top].keyPosition, value: node))
                    } else {
                        stack[top].elements.append(node)
                    }
                    let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                    let commaPosition = position
                    if consume(UInt8(ascii: ",")) {
                        try skipWhitespace()
                        if current == close {
                            throw fail(.trailingComma(before: Unicode.Scalar(close)), at: commaPosition)
                        }
                        if isObject { try readKey(into: &stack[top], afterComma: true) }
                        continue nextValue
                    }
                    guard consume(close) else {
                        throw fail(
                            isObject ? .expectedObjectSeparator(found: found) : .expectedArraySeparator(found: found),
                            at: position)
                    }
                    let frame = stack.removeLast()
                    node = JSONNode(isObject ? .object(frame.members) : .array(frame.elements), at: frame.start)
                }
                return node
            }
        }

        /// Reads `"key":` and the whitespace around the colon.
        mutating func readKey(into frame: inout Frame, afterComma: Bool) throws(DataError) {
            guard current == UInt8(ascii: "\"") else {
                throw fail(.expectedKey(found: found, afterComma: afterComma), at: position)
            }
            let keyPosition = position
            let key = try readString()
            if let first = frame.keyPositions[key] {
                throw fail(.duplicateKey(key, first: first), at: keyPosition)
            }
            frame.keyPositions[key] = keyPosition
            frame.key = key
            frame.keyPosition = keyPosition
            try skipWhitespace()
            guard consume(UInt8(ascii: ":")) else { throw fail(.expectedColon(found: found), at: position) }
        }

        /// Reads a string, number, `true`, `false` or `null`.
        mutating func readScalar() throws(DataError) -> JSONNode {
            let start = position
            guard let byte = current else { throw fail(.expectedValue(found: .endOfFile), at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                return JSONNode(.string(try readString()), at: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return JSONNode(.number(try readNumber()), at: start)
            case _ where Self.isWordByte(byte):
                let begin = index
                while let byte = current, Self.isWordByte(byte), index - begin < 32 { advance() }
                switch String(decoding: bytes[begin..<index], as: UTF8.self) {
                case "true": return JSONNode(.bool(true), at: start)
                case "false": return JSONNode(.bool(false), at: start)
                case "null": return JSONNode(.null, at: start)
                case let word: throw fail(.expectedValue(found: .word(word)), at: start)
                }
            default:
                throw fail(.expectedValue(found: found), at: start)
            }
        }

        static func isWordByte(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }

        /// Reads a string whose opening quote is at the cursor, resolving escapes.
        mutating func readString() throws(DataError) -> String {
            let start = position
            advance()
            var segmentStart = index
            var unescaped: [UInt8] = []  // filled from the first escape on; plain strings are sliced
            var hasEscapes = false
            while true {
                guard index < bytes.count else { throw fail(.unterminatedString, at: start) }
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    let string: String
                    if hasEscapes {
                        unescaped.append(contentsOf: bytes[segmentStart..<index])
                        string = String(decoding: unescaped, as: UTF8.self)
                    } else {
                        string = String(decoding: bytes[segmentStart..<index], as: UTF8.self)
                    }
                    advance()
                    return string
                case UInt8(ascii: "\\"):
                    hasEscapes = true
                    unescaped.append(contentsOf: bytes[segmentStart..<index])
                    try readEscape(into: &unescaped, stringStart: start)
                    segmentStart = index
                case 0..<0x20:
                    throw fail(.controlCharacter(Unicode.Scalar(byte)), at: position)
                default:
                    // Count scalars: UTF-8 continuation bytes (10xxxxxx) start no column.
                    if byte & 0xC0 != 0x80 { column += 1 }
                    index += 1
                }
            }
        }

        /// Reads the escape whose backslash is at the cursor and appends its UTF-8 bytes.
        mutating func readEscape(into buffer: inout [UInt8], stringStart: SourcePosition) throws(DataError) {
            let escapeStart = position
            advance()
            guard let byte = current else { throw fail(.unterminatedString, at: stringStart) }
            let simple: UInt8
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): simple = byte
            case UInt8(ascii: "b"): simple = 0x08
            case UInt8(ascii: "f"): simple = 0x0C
            case UInt8(ascii: "n"): simple = 0x0A
            case UInt8(ascii: "r"): simple = 0x0D
            case UInt8(ascii: "t"): simple = 0x09
            case UInt8(ascii: "u"):
                advance()
                let scalar = try readUnicodeEscape(startingAt: escapeStart)
                UTF8.encode(scalar) { buffer.append($0) }
                return
            case 0..<0x20:
                throw fail(.controlCharacter(Unicode.Scalar(byte)), at: position)
            default:
                guard case .scalar(let scalar) = found else { throw fail(.unterminatedString, at: stringStart) }
                throw fail(.invalidEscape(scalar), at: escapeStart)
            }
            advance()
            buffer.append(simple)
        }

        /// Reads the hex digits of `\uXXXX`, and a second `\uXXXX` for a surrogate pair.
        mutating func readUnicodeEscape(startingAt escapeStart: SourcePosition) throws(DataError) -> Unicode.Scalar {
            guard let high = readHex4() else { throw fail(.invalidUnicodeEscape, at: escapeStart) }
            var value = high
            if (0xD800...0xDBFF).contains(high) {
                guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")), let low = readHex4(),
                    (0xDC00...0xDFFF).contains(low)
                else { throw fail(.invalidUnicodeEscape, at: escapeStart) }
                value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(value) else { throw fail(.invalidUnicodeEscape, at: escapeStart) }
            return scalar
        }

        /// Reads four hex digits, or returns `nil` without moving when they are not there.
        mutating func readHex4() -> UInt32? {
            guard index + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for byte in bytes[index..<index + 4] {
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: return nil
                }
                value = value << 4 | UInt32(digit)
            }
            index += 4
            column += 4
            return value
        }

        /// Reads a number; the whole run of number-like characters must match the grammar.
        mutating func readNumber() throws(DataError) -> Double {
            let start = position
            let begin = index
            while let byte = current, Self.isNumberByte(byte) { advance() }
            let run = bytes[begin..<index]
            guard Self.isValidNumber(run) else {
                throw fail(.invalidNumber(String(decoding: run, as: UTF8.self)), at: start)
            }
            // Fast path: up to 15 digits is exact in a Double.
            let negative = run.first == UInt8(ascii: "-")
            let digits = run.dropFirst(negative ? 1 : 0)
            if digits.count <= 15, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
                let magnitude = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
                return negative ? -Double(magnitude) : Double(magnitude)
            }
            let text = String(decoding: run, as: UTF8.self)
            guard let value = Double(text), value.isFinite else { throw fail(.numberTooLarge(text), at: start) }
            return value
        }

        static func isNumberByte(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte | 0x20 == UInt8(ascii: "e")
        }

        /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
        static func isValidNumber(_ run: ArraySlice<UInt8>) -> Bool {
            var i = run.startIndex
            func isDigit(_ at: Int) -> Bool {
                at < run.endIndex && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(run[at])
            }
            func skipDigits() { while isDigit(i) { i += 1 } }
            if i < run.endIndex, run[i] == UInt8(ascii: "-") { i += 1 }
            guard isDigit(i) else { return false }
            if run[i] == UInt8(ascii: "0") { i += 1 } else { skipDigits() }
            if i < run.endIndex, run[i] == UInt8(ascii: ".") {
                i += 1
                guard isDigit(i) else { return false }
                skipDigits()
            }
            if i < run.endIndex, run[i] == UInt8(ascii: "e") || run[i] == UInt8(ascii: "E") {
                i += 1
                if i < run.endIndex, run[i] == UInt8(ascii: "+") || run[i] == UInt8(ascii: "-") { i += 1 }
                guard isDigit(i) else { return false }
                skipDigits()
            }
            return i == run.endIndex
        }
    }
}
