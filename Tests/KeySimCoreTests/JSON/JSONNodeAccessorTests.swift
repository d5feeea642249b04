import Testing

@testable import KeySimCore

/// What an accessor is asked for.
enum JSONAccessor: String, CaseIterable, Sendable {
    case string, double, int, bool, array, object

    func call(on node: JSONNode, _ name: String) throws(DataError) {
        switch self {
        case .string: _ = try node.string(name)
        case .double: _ = try node.double(name)
        case .int: _ = try node.int(name)
        case .bool: _ = try node.bool(name)
        case .array: _ = try node.array(name)
        case .object: _ = try node.object(name, allowedKeys: [])
        }
    }
}

private func accessorError(_ text: String, _ accessor: JSONAccessor, name: String = "'label'") throws -> String? {
    let node = try JSONParser.parse(text)
    do {
        try accessor.call(on: node, name)
        return nil
    } catch {
        return error.description
    }
}

private func at(_ line: Int, _ column: Int) -> SourcePosition {
    SourcePosition(line: line, column: column)
}

struct JSONNodeAccessorTests {
    @Test(arguments: [
        ("\"a\"", "a string"), ("1", "a number"), ("true", "a boolean"), ("null", "null"),
        ("[]", "an array"), ("{}", "an object"),
    ])
    func kindDescriptionNamesTheKindWithItsArticle(text: String, kind: String) throws {
        #expect(try JSONParser.parse(text).kindDescription == kind)
    }

    @Test func accessorsReturnTheValueOfTheMatchingKind() throws {
        #expect(try JSONParser.parse(#""q""#).string("x") == "q")
        #expect(try JSONParser.parse("1.25").double("x") == 1.25)
        #expect(try JSONParser.parse("-42").int("x") == -42)
        #expect(try JSONParser.parse("3.0").int("x") == 3)
        #expect(try JSONParser.parse("-0").int("x") == 0)
        #expect(try JSONParser.parse("1e3").int("x") == 1000)
        #expect(try JSONParser.parse("-9223372036854775808").int("x") == Int.min)
        #expect(try JSONParser.parse("false").bool("x") == false)
        #expect(try JSONParser.parse("[1, 2]").array("x").count == 2)
        let object = try JSONParser.parse(#"{"a": 1}"#).object("x", allowedKeys: ["a", "b"])
        #expect(object.members.map(\.key) == ["a"])
    }

    @Test(
        arguments: [
            (" 12", JSONAccessor.string, "1:2: 'label' must be a string, not a number"),
            ("\"a\"", .double, "1:1: 'label' must be a number, not a string"),
            ("true", .int, "1:1: 'label' must be a whole number, not a boolean"),
            ("null", .bool, "1:1: 'label' must be a boolean, not null"),
            ("{}", .array, "1:1: 'label' must be an array, not an object"),
            ("[]", .object, "1:1: 'label' must be an object, not an array"),
            ("[]", .string, "1:1: 'label' must be a string, not an array"),
            ("1.5", .int, "1:1: 'label' must be a whole number, not 1.5"),
            ("-0.25", .int, "1:1: 'label' must be a whole number, not -0.25"),
            ("1e30", .int, "1:1: 'label' must be a whole number, not 1e+30"),
            ("9223372036854775808", .int, "1:1: 'label' must be a whole number, not 9.223372036854776e+18"),
        ] as [(String, JSONAccessor, String)])
    func aValueOfTheWrongKindIsReportedAtTheValue(text: String, accessor: JSONAccessor, expected: String) throws {
        #expect(try accessorError(text, accessor) == expected)
    }

    @Test func theNameIsUsedAsWrittenInTheMessage() throws {
        #expect(try accessorError("1", .string, name: "key") == "1:1: key must be a string, not a number")
    }

    @Test(arguments: [
        (#"{"label": "a", "lable": "b"}"#, "1:16: unknown key 'lable' in key; did you mean 'label'?"),
        ("{\n  \"witdh\": 2\n}", "2:3: unknown key 'witdh' in key; did you mean 'width'?"),
        (#"{"zzz": 1}"#, "1:2: unknown key 'zzz' in key; expected one of: 'label', 'width', 'action'"),
    ])
    func anUnknownKeyIsReportedAtTheKeyWithTheNearestName(text: String, expected: String) throws {
        let node = try JSONParser.parse(text)
        #expect(throws: DataError.self) { try node.object("key", allowedKeys: ["label", "width", "action"]) }
        do {
            _ = try node.object("key", allowedKeys: ["label", "width", "action"])
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func anObjectThatTakesNoKeysSaysSo() throws {
        #expect(
            try accessorError(#"{"a": 1}"#, .object, name: "gap") == "1:2: unknown key 'a' in gap; it takes no keys")
    }

    @Test func objectLooksUpKeysAndTheirPositions() throws {
        let text = """
            {
              "id": "q",
              "width": 1.5
            }
            """
        let object = try JSONParser.parse(text).object("key", allowedKeys: ["id", "width", "label"])
        #expect(object.position == at(1, 1))
        #expect(object["id"] == JSONNode(.string("q"), at: at(2, 9)))
        #expect(try object["width"]?.double("'width'") == 1.5)
        #expect(object["label"] == nil)
        #expect(object.has("id"))
        #expect(!object.has("label"))
        #expect(object.keyPosition("width") == at(3, 3))
        #expect(object.keyPosition("label") == nil)
        #expect(try object.required("id", in: "key").position == at(2, 9))
    }

    @Test func aMissingRequiredKeyIsReportedAtTheObjectsBrace() throws {
        let object = try JSONParser.parse("  \n  {\"label\": \"a\"}").object("key", allowedKeys: ["id", "label"])
        #expect(throws: DataError("key is missing 'id'", at: at(2, 3))) {
            try object.required("id", in: "key")
        }
    }

    @Test func typedThrowsCarryThePositionOfTheValue() throws {
        let node = try JSONParser.parse("{\"t\": \"soon\"}", firstLine: 7)
        let object = try node.object("event", allowedKeys: ["t"])
        #expect(throws: DataError("'t' must be a whole number, not a string", at: at(7, 7))) {
            try object.required("t", in: "event").int("'t'")
        }
    }
}
