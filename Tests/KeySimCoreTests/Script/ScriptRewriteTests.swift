import Testing

@testable import KeySimCore

/// Values written over in place by their keys' positions: every other byte stays.
struct ScriptRewriteTests {
    /// The position of the `occurrence`-th (from 0) `"key"` in `text`, as the parser counts.
    static func position(of key: String, in text: String, occurrence: Int = 0) -> SourcePosition {
        var line = 1
        var column = 1
        var seen = 0
        var scalars = Substring(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text).unicodeScalars[...]
        let needle = Array(("\"" + key + "\"").unicodeScalars)
        while !scalars.isEmpty {
            if scalars.starts(with: needle) {
                if seen == occurrence { return SourcePosition(line: line, column: column) }
                seen += 1
            }
            let scalar = scalars.removeFirst()
            if scalar == "\n" {
                line += 1
                column = 1
            } else if scalar != "\r" || scalars.first == "\n" {
                column += 1
            }
        }
        return SourcePosition(line: 0, column: 0)
    }

    static let cases:
        [(name: String, text: String, key: String, occurrence: Int, value: JSONOutput, expected: String)] =
            [
                (
                    "a string", "{\"t\":0,\"expect\":{\"field\":\"a\",\"text\":\"help\"}}\n", "text", 0, "hello",
                    "{\"t\":0,\"expect\":{\"field\":\"a\",\"text\":\"hello\"}}\n"
                ),
                (
                    "spacing kept",
                    "{\"t\": 9, \"expect\": {\"field\" : \"a\",  \"text\" :\t\"x\" , \"valid\": true}}\n",
                    "text", 0, "y",
                    "{\"t\": 9, \"expect\": {\"field\" : \"a\",  \"text\" :\t\"y\" , \"valid\": true}}\n"
                ),
                (
                    "after escapes and unicode",
                    "{\"t\":0,\"type\":\"\\\"ü 한 😂\\\\\"}\n{\"t\":1,\"expect\":{\"field\":\"a\",\"text\":\"é\\\"\"}}\n",
                    "text", 0,
                    "안녕 👋🏽",
                    "{\"t\":0,\"type\":\"\\\"ü 한 😂\\\\\"}\n{\"t\":1,\"expect\":{\"field\":\"a\",\"text\":\"안녕 👋🏽\"}}\n"
                ),
                (
                    "an array for null", "{\"t\":0,\"expect\":{\"menu\": null, \"layer\":\"letters\"}}", "menu", 0,
                    .array(["Copy", "Paste"]),
                    "{\"t\":0,\"expect\":{\"menu\": [\"Copy\",\"Paste\"], \"layer\":\"letters\"}}"
                ),
                (
                    "null for a nested array",
                    "{\"t\":0,\"expect\":{\"suggestions\": [\"a\", [\"]\"], {\"b\": \"}\"}]}}\r\n",
                    "suggestions", 0, .null, "{\"t\":0,\"expect\":{\"suggestions\": null}}\r\n"
                ),
                (
                    "a number at the end of a CRLF line",
                    "{\"t\":0,\"tap\":\"a\"}\r\n{\"t\":5,\"expect\":{\"scroll\":12.5}}\r\n",
                    "scroll", 0, .number(40), "{\"t\":0,\"tap\":\"a\"}\r\n{\"t\":5,\"expect\":{\"scroll\":40}}\r\n"
                ),
                (
                    "a byte order mark kept", "\u{FEFF}{\"t\":0,\"expect\":{\"shift\":\"on\"}}\n", "shift", 0, "off",
                    "\u{FEFF}{\"t\":0,\"expect\":{\"shift\":\"off\"}}\n"
                ),
                (
                    "the second of two lines alike",
                    "{\"t\":0,\"expect\":{\"valid\":true}}\n{\"t\":1,\"expect\":{\"valid\":true}}\n", "valid", 1, false,
                    "{\"t\":0,\"expect\":{\"valid\":true}}\n{\"t\":1,\"expect\":{\"valid\":false}}\n"
                ),
            ]

    @Test(arguments: cases.indices)
    func aValueIsWrittenOverInPlaceAndNothingElseChanges(index: Int) throws {
        let entry = Self.cases[index]
        let replacement = ScriptRewrite.Replacement(
            key: entry.key, keyPosition: Self.position(of: entry.key, in: entry.text, occurrence: entry.occurrence),
            value: entry.value)
        let rewritten = try ScriptRewrite.apply([replacement], to: Array(entry.text.utf8))
        #expect(String(decoding: rewritten, as: UTF8.self) == entry.expected, "\(entry.name)")
    }

    @Test func twoValuesOfOneLineAreBothWritten() throws {
        let text = "{\"t\":0,\"expect\":{\"field\":\"a\",\"text\":\"x\",\"valid\":true,\"selection\":[0, 0]}}\n"
        let rewritten = try ScriptRewrite.apply(
            [
                .init(key: "selection", keyPosition: Self.position(of: "selection", in: text), value: .array([1, 1])),
                .init(key: "text", keyPosition: Self.position(of: "text", in: text), value: "y"),
            ], to: Array(text.utf8))
        #expect(
            String(decoding: rewritten, as: UTF8.self)
                == "{\"t\":0,\"expect\":{\"field\":\"a\",\"text\":\"y\",\"valid\":true,\"selection\":[1,1]}}\n")
    }

    @Test func aPositionWhereTheKeyIsNotWrittenIsAnErrorAndNothingIsWritten() {
        let text = "{\"t\":0,\"expect\":{\"field\":\"a\",\"text\":\"x\"}}\n"
        let wrong = ScriptRewrite.Replacement(
            key: "valid", keyPosition: Self.position(of: "text", in: text), value: true)
        #expect(
            throws: DataError(
                "cannot write the found value of 'valid' here: no key 'valid' is written there (the file changed since it was replayed?)",
                at: SourcePosition(line: 1, column: 30))
        ) {
            try ScriptRewrite.apply([wrong], to: Array(text.utf8))
        }
    }

    @Test func noReplacementsGiveTheSameBytes() throws {
        let text = Array("{\"t\":0,\"expect\":{\"shift\":\"on\"}}\r\n".utf8)
        #expect(try ScriptRewrite.apply([], to: text) == text)
    }
}
