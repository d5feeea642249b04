import Testing

@testable import KeySimCore

/// The error a parse throws, as `line:column: message`, or `nil` when it parses.
private func parseError(_ text: String, firstLine: Int = 1) -> String? {
    do {
        _ = try JSONParser.parse(text, firstLine: firstLine)
        return nil
    } catch {
        return error.description
    }
}

private func at(_ line: Int, _ column: Int) -> SourcePosition {
    SourcePosition(line: line, column: column)
}

struct JSONParserTests {
    @Test(
        arguments: [
            ("null", JSONNode.Value.null),
            ("true", .bool(true)),
            ("false", .bool(false)),
            ("0", .number(0)),
            ("-0", .number(0)),
            ("42", .number(42)),
            ("-17", .number(-17)),
            ("3.25", .number(3.25)),
            ("-1.5e3", .number(-1500)),
            ("2E-2", .number(0.02)),
            ("1e+2", .number(100)),
            ("123456789012345678901234567890", .number(1.2345678901234568e29)),
            ("1e-400", .number(0)),
            ("\"\"", .string("")),
            ("\"héllo 😀\"", .string("héllo 😀")),
            (#""\"\\\/\b\f\n\r\t""#, .string("\"\\/\u{8}\u{C}\n\r\t")),
            (#""\u00e9\u00C9\u0000""#, .string("éÉ\u{0}")),
            (#""\ud83d\ude00 \uD83D\uDE00""#, .string("😀 😀")),
            ("[]", .array([])),
            ("{}", .object([])),
            (" \t\r\n 7 \n", .number(7)),
            ("\u{FEFF}true", .bool(true)),
        ] as [(String, JSONNode.Value)])
    func scalarsAndEmptyContainersParseToTheirValues(text: String, value: JSONNode.Value) throws {
        #expect(try JSONParser.parse(text).value == value)
    }

    @Test func everyValueAndKeyKeepsThePositionOfItsFirstCharacter() throws {
        let text = """
            {
              "id": "qwerty",
              "rows": [1, -2.5, true, null],
              "nested": {"deep": [{}]}
            }
            """
        let expected = JSONNode(
            .object([
                JSONMember(key: "id", keyPosition: at(2, 3), value: JSONNode(.string("qwerty"), at: at(2, 9))),
                JSONMember(
                    key: "rows", keyPosition: at(3, 3),
                    value: JSONNode(
                        .array([
                            JSONNode(.number(1), at: at(3, 12)),
                            JSONNode(.number(-2.5), at: at(3, 15)),
                            JSONNode(.bool(true), at: at(3, 21)),
                            JSONNode(.null, at: at(3, 27)),
                        ]), at: at(3, 11))),
                JSONMember(
                    key: "nested", keyPosition: at(4, 3),
                    value: JSONNode(
                        .object([
                            JSONMember(
                                key: "deep", keyPosition: at(4, 14),
                                value: JSONNode(
                                    .array([
                                        JSONNode(.object([]), at: at(4, 23))
                                    ]), at: at(4, 22)))
                        ]), at: at(4, 13))),
            ]), at: at(1, 1))
        #expect(try JSONParser.parse(text) == expected)
    }

    @Test func columnsCountUnicodeScalarsNotBytes() throws {
        // "é" is 2 UTF-8 bytes, "😀" is 4, "👍🏽" is two scalars: each scalar is one column.
        let node = try JSONParser.parse(#"["é", "😀", "👍🏽", "\u00e9", 1]"#)
        let elements = try node.array("list")
        #expect(elements.map(\.position) == [at(1, 2), at(1, 7), at(1, 12), at(1, 18), at(1, 28)])
        #expect(try elements[2].string("x") == "👍🏽")
    }

    @Test func firstLineShiftsEveryLineNumber() throws {
        let node = try JSONParser.parse("{\"t\": 0,\n \"tap\": \"q\"}", firstLine: 5)
        guard case .object(let members) = node.value else { Issue.record("not an object"); return }
        #expect(node.position == at(5, 1))
        #expect(members.map(\.keyPosition) == [at(5, 2), at(6, 2)])
        #expect(members.map(\.value.position) == [at(5, 7), at(6, 9)])
        #expect(parseError("[1,\n]", firstLine: 5) == "5:3: trailing comma before ']'")
    }

    @Test func carriageReturnsEndLinesAloneOrBeforeALineFeed() throws {
        let crlf = try JSONParser.parse("[\r\n1,\r\n2]").array("list")
        #expect(crlf.map(\.position) == [at(2, 1), at(3, 1)])
        let cr = try JSONParser.parse("[\r1,\r2]").array("list")
        #expect(cr.map(\.position) == [at(2, 1), at(3, 1)])
    }

    @Test func aByteOrderMarkIsSkippedAndTakesNoColumn() throws {
        #expect(try JSONParser.parse("\u{FEFF}[1]").array("list").first?.position == at(1, 2))
        #expect(parseError("\u{FEFF}[1,]") == "1:3: trailing comma before ']'")
        #expect(parseError("\u{FEFF}") == "1:1: the file is empty; expected a JSON value")
    }

    @Test func objectMembersKeepFileOrder() throws {
        let node = try JSONParser.parse(#"{"z": 1, "a": 2, "m": 3}"#)
        guard case .object(let members) = node.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["z", "a", "m"])
    }

    @Test(
        arguments: [
            // Structure.
            (#"{"a": 1 x}"#, "1:9: expected ',' or '}' after an object member, found 'x'"),
            ("[1, 2", "1:6: expected ',' or ']' after an array element, found end of file"),
            ("[1 2]", "1:4: expected ',' or ']' after an array element, found '2'"),
            (#"{"a": }"#, "1:7: expected a value, found '}'"),
            ("[,]", "1:2: expected a value, found ','"),
            ("[", "1:2: expected a value, found end of file"),
            (#"{"a": 1,}"#, "1:8: trailing comma before '}'"),
            ("[1,\n  ]", "1:3: trailing comma before ']'"),
            ("{", "1:2: expected a string key or '}', found end of file"),
            ("{a: 1}", "1:2: expected a string key or '}', found 'a'"),
            (#"{"a": 1, 2}"#, "1:10: expected a string key, found '2'"),
            (#"{"a" 1}"#, "1:6: expected ':' after an object key, found '1'"),
            (#"{"a": 1, "a": 2}"#, "1:10: duplicate key 'a' in object (first written at 1:2)"),
            ("{\n  \"id\": 1,\n  \"id\": 2\n}", "3:3: duplicate key 'id' in object (first written at 2:3)"),
            ("{} x", "1:4: unexpected 'x' after the JSON value"),
            ("[1]]", "1:4: unexpected ']' after the JSON value"),
            ("1 2", "1:3: unexpected '2' after the JSON value"),
            ("", "1:1: the file is empty; expected a JSON value"),
            (" \n\t\n", "1:1: the file is empty; expected a JSON value"),
            // Words.
            ("[True]", "1:2: expected a value, found 'True'"),
            ("nul", "1:1: expected a value, found 'nul'"),
            ("truex", "1:1: expected a value, found 'truex'"),
            ("NaN", "1:1: expected a value, found 'NaN'"),
            ("'a'", "1:1: expected a value, found '''"),
            ("[\u{0}]", "1:2: expected a value, found U+0000"),
            ("[\u{A0}]", "1:2: expected a value, found U+00A0"),
            ("[😀]", "1:2: expected a value, found '😀'"),
            // Comments.
            ("// note\n1", "1:1: comments are not allowed in JSON"),
            ("[1 /* x */]", "1:4: comments are not allowed in JSON"),
            ("[1, /]", "1:5: expected a value, found '/'"),
            // Strings.
            (#""abc"#, "1:1: unterminated string"),
            (#"["é", "abc"#, "1:7: unterminated string"),
            ("\"a\\", "1:1: unterminated string"),
            (#""a\qb""#, "1:3: invalid escape '\\q' in string"),
            (#""a\éb""#, "1:3: invalid escape '\\é' in string"),
            ("\"a\nb\"", "1:3: control character U+000A in string; write it as an escape"),
            ("\"é\tb\"", "1:3: control character U+0009 in string; write it as an escape"),
            ("\"a\\\u{1}\"", "1:4: control character U+0001 in string; write it as an escape"),
            (#""\ud800""#, "1:2: invalid \\u escape"),
            (#""x\udc00""#, "1:3: invalid \\u escape"),
            (#""\ud800\u0041""#, "1:2: invalid \\u escape"),
            (#""\ud800\ud800""#, "1:2: invalid \\u escape"),
            (#""\ud800x""#, "1:2: invalid \\u escape"),
            (#""\u12""#, "1:2: invalid \\u escape"),
            (#""\u12G4""#, "1:2: invalid \\u escape"),
            (#""\u"#, "1:2: invalid \\u escape"),
            // Numbers.
            ("01", "1:1: invalid number '01'"),
            ("[-]", "1:2: invalid number '-'"),
            ("-a", "1:1: invalid number '-'"),
            ("1.", "1:1: invalid number '1.'"),
            ("1.e5", "1:1: invalid number '1.e5'"),
            ("1e", "1:1: invalid number '1e'"),
            ("1e+", "1:1: invalid number '1e+'"),
            ("[1-2]", "1:2: invalid number '1-2'"),
            ("-01.5", "1:1: invalid number '-01.5'"),
            (".5", "1:1: expected a value, found '.'"),
            ("+1", "1:1: expected a value, found '+'"),
            ("1e400", "1:1: number '1e400' is too large"),
            ("[1, -1e400]", "1:5: number '-1e400' is too large"),
            ("1x", "1:2: unexpected 'x' after the JSON value"),
            // Positions after multi-byte characters and on later lines.
            (#"["é😀", x]"#, "1:8: expected a value, found 'x'"),
            ("{\n  \"a\": 1,\n  \"b\" 2\n}", "3:7: expected ':' after an object key, found '2'"),
            ("[\r\n1,\r\n]", "2:2: trailing comma before ']'"),
            ("[\r1 2]", "2:3: expected ',' or ']' after an array element, found '2'"),
        ] as [(String, String)])
    func syntaxErrorsPointAtTheOffendingCharacter(text: String, expected: String) {
        #expect(parseError(text) == expected)
    }

    @Test func nestingIsAllowedUpToTheLimitAndRejectedBeyondIt() throws {
        let limit = JSONParser.maximumDepth
        #expect(limit == 512)
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        _ = try JSONParser.parse(deepest)
        let objects = String(repeating: #"{"a":"#, count: limit - 1) + "{}" + String(repeating: "}", count: limit - 1)
        _ = try JSONParser.parse(objects)
        let tooDeep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        #expect(parseError(tooDeep) == "1:513: nesting deeper than 512 levels")
    }

    @Test func tenThousandOpenBracketsGiveTheNestingErrorNotACrash() {
        #expect(parseError(String(repeating: "[", count: 10_000)) == "1:513: nesting deeper than 512 levels")
        #expect(parseError(String(repeating: #"{"a":"#, count: 10_000)) == "1:2561: nesting deeper than 512 levels")
        #expect(parseError(String(repeating: "[{\"k\":", count: 5_000)) == "1:1537: nesting deeper than 512 levels")
    }

    @Test func invalidUTF8RepairedIntoAStringParsesWithReplacementCharacters() throws {
        let bytes: [UInt8] = [0x5B, 0x22, 0xC3, 0x22, 0x2C, 0xFF, 0x5D]  // ["\xC3", \xFF]
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(parseError(text) == "1:6: expected a value, found '\u{FFFD}'")
        let string = String(decoding: [0x22, 0x61, 0xE2, 0x82, 0x22] as [UInt8], as: UTF8.self)
        #expect(try JSONParser.parse(string).string("s") == "a\u{FFFD}")
    }

    /// How fast it parses is `keysim bench`'s `layouts` row (every shipped layout loaded), not
    /// a test's: a test on a shared machine can only guess at a budget.
    @Test func aMegabyteDocumentParsesWithEveryRowAndItsPosition() throws {
        let row = #"{"key": "q", "label": "é😀", "width": 1.25, "alternates": ["a", "b\n"], "on": true, "n": null}"#
        let count = 1_000_000 / row.utf8.count + 1
        let text = "[\n" + Array(repeating: row, count: count).joined(separator: ",\n") + "\n]"
        #expect(text.utf8.count > 1_000_000)
        let node = try JSONParser.parse(text)
        let rows = try node.array("rows")
        #expect(rows.count == count)
        #expect(rows.first?.position == at(2, 1))
        #expect(rows.last?.position == at(count + 1, 1))
    }
}
