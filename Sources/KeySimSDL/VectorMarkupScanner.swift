/// Splits SVG markup into start and end tags with their attributes: enough XML for icons.
/// Comments, processing instructions, CDATA and text are skipped; a document type with an
/// internal subset (which could define entities) and entity references in attribute values
/// throw `.unsupported`.
struct VectorMarkupScanner {
    /// A tag.
    enum Token: Equatable {
        case open(name: String, attributes: [(String, Substring)], selfClosing: Bool)
        case close(name: String)
        case end

        static func == (a: Token, b: Token) -> Bool {
            switch (a, b) {
            case (.open(let n1, let a1, let s1), .open(let n2, let a2, let s2)):
                return n1 == n2 && s1 == s2 && a1.map(\.0) == a2.map(\.0) && a1.map(\.1) == a2.map(\.1)
            case (.close(let n1), .close(let n2)): return n1 == n2
            case (.end, .end): return true
            default: return false
            }
        }
    }

    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    private func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { utf8 in (0..<count).allSatisfy { bytes[index + $0] == utf8[$0] } }
    }

    /// Moves past the next `text`; throws if the file ends first.
    private mutating func skip(past text: StaticString) throws(VectorIconError) {
        while index < bytes.count, !starts(with: text) { index += 1 }
        guard index < bytes.count else { throw .malformed("the file ends before '\(text)'") }
        index += text.utf8CodeUnitCount
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    private mutating func skipSpaces() { while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 } }

    /// A tag or attribute name.
    private mutating func name() throws(VectorIconError) -> String {
        let start = index
        while index < bytes.count, !Self.isSpace(bytes[index]), !"=/>\"'<".utf8.contains(bytes[index]) { index += 1 }
        guard index > start else { throw .malformed("a name expected at byte \(index)") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// The next tag, or `.end`.
    mutating func next() throws(VectorIconError) -> Token {
        while true {
            while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
            guard index < bytes.count else { return .end }
            if starts(with: "<!--") {
                try skip(past: "-->")
            } else if starts(with: "<![CDATA[") {
                try skip(past: "]]>")
            } else if starts(with: "<?") {
                try skip(past: "?>")
            } else if starts(with: "<!") {
                let start = index
                try skip(past: ">")
                if bytes[start..<index].contains(UInt8(ascii: "[")) {
                    throw .unsupported("a DOCTYPE with declarations")
                }
            } else if starts(with: "</") {
                index += 2
                let name = try name()
                skipSpaces()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
                    throw .malformed("</\(name) not closed")
                }
                index += 1
                return .close(name: name)
            } else {
                index += 1
                return try openTag()
            }
        }
    }

    private mutating func openTag() throws(VectorIconError) -> Token {
        let element = try name()
        var attributes: [(String, Substring)] = []
        while true {
            skipSpaces()
            guard index < bytes.count else { throw .malformed("<\(element) not closed") }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                return .open(name: element, attributes: attributes, selfClosing: false)
            }
            if starts(with: "/>") {
                index += 2
                return .open(name: element, attributes: attributes, selfClosing: true)
            }
            let attribute = try name()
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw .malformed("attribute '\(attribute)' of <\(element)> without a value")
            }
            index += 1
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw .malformed("attribute '\(attribute)' of <\(element)> without quotes")
            }
            let quote = bytes[index]
            let start = index + 1
            index = start
            while index < bytes.count, bytes[index] != quote { index += 1 }
            guard index < bytes.count else { throw .malformed("attribute '\(attribute)' of <\(element)> cut short") }
            let value = String(decoding: bytes[start..<index], as: UTF8.self)
            index += 1
            if value.contains("&") { throw .unsupported("an entity in attribute '\(attribute)'") }
            attributes.append((attribute, value[...]))
        }
    }
}
