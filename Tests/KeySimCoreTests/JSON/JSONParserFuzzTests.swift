import Foundation
import Testing

@testable import KeySimCore

/// Where a position may lie in a text: the lines as the parser counts them.
private struct TextBounds {
    /// The number of Unicode scalars on each line, not counting line breaks.
    var lineLengths: [Int] = [0]

    init(_ text: String) {
        var scalars = Array(text.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        var i = 0
        while i < scalars.count {
            switch scalars[i] {
            case "\r" where i + 1 < scalars.count && scalars[i + 1] == "\n":
                lineLengths.append(0)
                i += 1
            case "\n", "\r":
                lineLengths.append(0)
            default:
                lineLengths[lineLengths.count - 1] += 1
            }
            i += 1
        }
    }

    /// Whether `position` names a character of the text or the place just after a line's end.
    func contains(_ position: SourcePosition, firstLine: Int) -> Bool {
        let line = position.line - firstLine
        return line >= 0 && line < lineLengths.count
            && position.column >= 1 && position.column <= lineLengths[line] + 1
    }
}

struct JSONParserFuzzTests {
    private static let seeds = [
        #"{"id": "qwerty", "serves": ["default", "ascii"], "layers": [{"id": "letters", "rows": [["q", "w", {"key": "shift", "width": 1.25}]]}]}"#,
        "{\n  \"name\": \"iPhone 15\",\n  \"scale\": 3,\n  \"size\": [393, 852],\n  \"insets\": {\"top\": 59, \"bottom\": 34.5}\n}\n",
        #"{"t":900,"expect":{"field":"email","text":"a@b.co \u00e9\ud83d\ude00\n","valid":true,"shift":null}}"#,
        "[\r\n  -0.5e-3, 1E+2, 0, \"é😀👍🏽\", false, [], {}, [[[{\"a\": [\"\\\"\\\\\\/\\b\\f\\n\\r\\t\"]}]]]\r\n]",
        "\u{FEFF}{\"gap\": 0.5}",
    ]

    /// Fragments that are likely to make interesting new inputs when spliced in.
    private static let fragments: [[UInt8]] = [
        "{", "}", "[", "]", "\"", ",", ":", "\\", "\\u", "\\ud800", "\\udc00", "\\uDBFF\\uDFFF", "0", "-", ".",
        "e", "E+", "1e400", "true", "nul", " ", "\n", "\r", "\t", "\u{0}", "é", "😀", "\u{FEFF}", "//", "/*",
        "01", "9999999999999999999999", "[[[[", "]]]]", "{\"a\":", "\"k\": 1,",
    ].map { Array($0.utf8) }

    private static func mutate(_ input: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var bytes = input
        for _ in 0..<(1 + random.below(3)) {
            let at = random.below(bytes.count + 1)
            switch random.below(7) {
            case 0:  // truncate
                bytes.removeSubrange(at...)
            case 1:  // delete a range
                bytes.removeSubrange(at..<min(bytes.count, at + 1 + random.below(8)))
            case 2:  // overwrite a byte, perhaps splitting a UTF-8 sequence
                if at < bytes.count { bytes[at] = UInt8(truncatingIfNeeded: random.next()) }
            case 3, 4:  // insert a fragment
                bytes.insert(contentsOf: random.pick(fragments), at: at)
            case 5:  // splice the tail of another document
                let other = Array(random.pick(seeds).utf8)
                bytes.replaceSubrange(at..., with: other[random.below(other.count)...])
            default:  // duplicate a piece of itself
                let end = min(bytes.count, at + random.below(24))
                bytes.insert(contentsOf: bytes[at..<end], at: random.below(bytes.count + 1))
            }
        }
        return bytes
    }

    /// Every node and key position of a parsed document.
    private static func positions(of node: JSONNode) -> [SourcePosition] {
        switch node.value {
        case .array(let elements): return [node.position] + elements.flatMap(positions(of:))
        case .object(let members):
            return [node.position] + members.flatMap { [$0.keyPosition] + positions(of: $0.value) }
        default: return [node.position]
        }
    }

    @Test func seedDocumentsParse() throws {
        for seed in Self.seeds {
            let node = try JSONParser.parse(seed)
            let bounds = TextBounds(seed)
            #expect(Self.positions(of: node).allSatisfy { bounds.contains($0, firstLine: 1) })
        }
    }

    @Test func mutatedDocumentsNeverTrapAndEveryPositionLiesInTheText() {
        var random = SplitMix64(state: 0x4B65_7953_696D)
        var accepted = 0
        var rejected = 0
        for iteration in 0..<6_000 {
            let bytes = Self.mutate(Array(random.pick(Self.seeds).utf8), &random)
            // Invalid UTF-8 is repaired with U+FFFD, as reading a damaged file would.
            let text = String(decoding: bytes, as: UTF8.self)
            let firstLine = iteration % 3 == 0 ? 1 + random.below(50) : 1
            let bounds = TextBounds(text)
            do {
                let node = try JSONParser.parse(text, firstLine: firstLine)
                accepted += 1
                let outside = Self.positions(of: node).filter { !bounds.contains($0, firstLine: firstLine) }
                #expect(outside.isEmpty, "positions \(outside) outside \(text.debugDescription)")
            } catch {
                rejected += 1
                #expect(
                    bounds.contains(error.position, firstLine: firstLine),
                    "\(error) outside \(text.debugDescription) (first line \(firstLine))")
                #expect(!error.message.isEmpty)
            }
        }
        // The mutations must exercise both outcomes to mean anything.
        #expect(accepted > 100)
        #expect(rejected > 1_000)
    }

    @Test func randomBytesNeverTrap() {
        var random = SplitMix64(state: 2024)
        let alphabet = Array("{}[]\",:\\u0123456789abcdefABCDEF.-+eEtrulsn \n\r\té😀".utf8)
        for _ in 0..<3_000 {
            let length = random.below(40)
            let bytes = (0..<length).map { _ in
                random.below(10) == 0 ? UInt8(truncatingIfNeeded: random.next()) : random.pick(alphabet)
            }
            let text = String(decoding: bytes, as: UTF8.self)
            do {
                _ = try JSONParser.parse(text)
            } catch {
                #expect(TextBounds(text).contains(error.position, firstLine: 1), "\(error) in \(text.debugDescription)")
            }
        }
    }

    @Test func parsingIsDeterministic() {
        var random = SplitMix64(state: 7)
        for _ in 0..<200 {
            let text = String(decoding: Self.mutate(Array(random.pick(Self.seeds).utf8), &random), as: UTF8.self)
            let first = Result { () throws(DataError) in try JSONParser.parse(text) }
            let second = Result { () throws(DataError) in try JSONParser.parse(text) }
            #expect(first == second)
        }
    }
}

extension JSONParserFuzzTests {
    /// Whether `object`, as `JSONSerialization` returns it, holds the same value as `node`.
    private static func matches(_ node: JSONNode, _ object: Any) -> Bool {
        switch node.value {
        case .null: return object is NSNull
        case .bool(let bool): return (object as? NSNumber)?.boolValue == bool
        case .number(let number):
            // Foundation keeps long numbers as decimals: compare the Double they round to.
            guard let theirs = (object as? NSNumber)?.doubleValue else { return false }
            return theirs == number || abs(theirs - number) <= abs(number) * 1e-15
        case .string(let string):
            // Foundation drops a U+FEFF that starts a string or follows an escape; we keep it.
            func scalars(_ string: String) -> [Unicode.Scalar] { string.unicodeScalars.filter { $0 != "\u{FEFF}" } }
            return (object as? String).map { scalars($0) == scalars(string) } ?? false
        case .array(let elements):
            guard let theirs = object as? [Any], theirs.count == elements.count else { return false }
            return zip(elements, theirs).allSatisfy { matches($0, $1) }
        case .object(let members):
            guard let theirs = object as? [String: Any], theirs.count == members.count else { return false }
            return members.allSatisfy { member in
                let key = String(String.UnicodeScalarView(member.key.unicodeScalars.filter { $0 != "\u{FEFF}" }))
                return (theirs[member.key] ?? theirs[key]).map { matches(member.value, $0) } ?? false
            }
        }
    }

    /// Foundation, used as an oracle, on mutated documents: both accept the same inputs with the
    /// same values, except where Foundation is lenient (duplicate keys, trailing commas).
    @Test func agreesWithFoundationOnWhatIsValidAndWhatItMeans() {
        var random = SplitMix64(state: 99)
        var disagreements: [String] = []
        for _ in 0..<6_000 {
            let text = String(decoding: Self.mutate(Array(random.pick(Self.seeds).utf8), &random), as: UTF8.self)
            let theirs = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
            do {
                let ours = try JSONParser.parse(text)
                if let theirs, Self.matches(ours, theirs) { continue }
                disagreements.append(
                    "we accept, Foundation gives \(String(describing: theirs)): \(text.debugDescription)")
            } catch {
                let lenient = error.message.hasPrefix("duplicate key") || error.message.hasPrefix("trailing comma")
                if theirs == nil || lenient { continue }
                disagreements.append("ours \(error): \(text.debugDescription)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20).joined(separator: "\n"))")
    }
}
