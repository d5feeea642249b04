/// Writes new values over values of a script's text in place, found by the positions of their
/// keys (as failures and ``ExpectationMismatch`` give them): every other byte of the text —
/// other lines, key order, spacing, line endings, a byte order mark — stays as it was, so the
/// diff a person reviews holds only the values changed. What `keysim replay --update` does.
public enum ScriptRewrite {
    /// One value to write: the value of the member whose key `key` is written at `keyPosition`.
    public struct Replacement: Equatable, Sendable {
        public var key: String
        public var keyPosition: SourcePosition
        public var value: JSONOutput

        public init(key: String, keyPosition: SourcePosition, value: JSONOutput) {
            self.key = key
            self.keyPosition = keyPosition
            self.value = value
        }
    }

    /// The text with each replacement's value written, one line as the project's outputs
    /// encode it (``JSONOutput/encoded(pretty:)``), over the value written after its key.
    ///
    /// Positions are those ``ScriptReader`` gives: lines end at `\n`, columns count Unicode
    /// scalars and a byte order mark on line 1 is no column.
    ///
    /// - Throws: a ``DataError`` at a replacement's position when no key of that name is
    ///   written there (the text is not the one replayed), or when two replace one value.
    public static func apply(_ replacements: [Replacement], to bytes: [UInt8]) throws(DataError) -> [UInt8] {
        var lineStarts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(index + 1) }
        var edits: [(range: Range<Int>, text: [UInt8], position: SourcePosition)] = []
        for replacement in replacements {
            let position = replacement.keyPosition
            func fail(_ why: String) -> DataError {
                DataError("cannot write the found value of '\(replacement.key)' here: \(why)", at: position)
            }
            guard position.line >= 1, position.line <= lineStarts.count else { throw fail("the file has no such line") }
            var start = lineStarts[position.line - 1]
            let end = position.line < lineStarts.count ? lineStarts[position.line] - 1 : bytes.count
            if position.line == 1, bytes[start..<end].starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
            guard let keyStart = offset(of: position, in: bytes, from: start, to: end),
                let keyEnd = stringEnd(bytes, from: keyStart, to: end),
                case .string(let key)? = try? JSONParser.parse(
                    String(decoding: bytes[keyStart..<keyEnd], as: UTF8.self)
                )
                .value,
                key == replacement.key
            else {
                throw fail("no key '\(replacement.key)' is written there (the file changed since it was replayed?)")
            }
            var index = skipSpaces(bytes, from: keyEnd, to: end)
            guard index < end, bytes[index] == UInt8(ascii: ":") else { throw fail("no ':' follows the key") }
            index = skipSpaces(bytes, from: index + 1, to: end)
            guard let valueEnd = valueEnd(bytes, from: index, to: end), valueEnd > index else {
                throw fail("no value follows the key")
            }
            edits.append((index..<valueEnd, Array(replacement.value.encoded().utf8), position))
        }
        edits.sort { $0.range.lowerBound < $1.range.lowerBound }
        for (before, after) in zip(edits, edits.dropFirst()) where after.range.lowerBound < before.range.upperBound {
            throw DataError("two values are written over one another", at: after.position)
        }
        var result = bytes
        for edit in edits.reversed() { result.replaceSubrange(edit.range, with: edit.text) }
        return result
    }

    /// The byte offset of the scalar at `position` in the line `bytes[start..<end]`, counting
    /// as ``JSONParser`` does (a lone `\r` inside the line starts a new line).
    private static func offset(of position: SourcePosition, in bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        var line = position.line
        var column = 1
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte & 0xC0 != 0x80 {
                if line == position.line && column == position.column { return index }
                if byte == UInt8(ascii: "\r") {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
            index += 1
        }
        return nil
    }

    private static func skipSpaces(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
        var index = start
        while index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        return index
    }

    /// The offset just past the string whose opening quote is at `start`.
    private static func stringEnd(_ bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        guard start < end, bytes[start] == UInt8(ascii: "\"") else { return nil }
        var index = start + 1
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return nil
    }

    /// The offset just past the JSON value that begins at `start`.
    private static func valueEnd(_ bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        guard start < end else { return nil }
        switch bytes[start] {
        case UInt8(ascii: "\""):
            return stringEnd(bytes, from: start, to: end)
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            var depth = 0
            var index = start
            while index < end {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard let after = stringEnd(bytes, from: index, to: end) else { return nil }
                    index = after
                    continue
                case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default: break
                }
                index += 1
            }
            return nil
        default:
            var index = start
            let stops: Set<UInt8> = [
                UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: " "), UInt8(ascii: "\t"),
                UInt8(ascii: "\r"),
            ]
            while index < end, !stops.contains(bytes[index]) { index += 1 }
            return index
        }
    }
}
