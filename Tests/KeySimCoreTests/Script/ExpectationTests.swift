import Testing

@testable import KeySimCore

/// Comparing an expected `value` with a field's value as data, not as text.
struct ExpectationTests {
    @Test(arguments: [
        ("1", "1.0", true),
        ("1", "1e0", true),
        ("-0", "0", true),
        ("1", "2", false),
        (#""1""#, "1", false),
        ("null", "false", false),
        ("null", "null", true),
        ("true", "true", true),
        (#""a""#, #""a""#, true),
        (#""a""#, #""A""#, false),
        ("[1, 2]", "[1,2]", true),
        ("[1, 2]", "[2, 1]", false),
        ("[1, 2]", "[1, 2, 3]", false),
        (#"{"a": 1, "b": [1, {"c": null}]}"#, #"{"b":[1,{"c":null}],"a":1}"#, true),
        (#"{"a": 1}"#, #"{"a": 1, "b": 2}"#, false),
        (#"{"a": 1, "b": 2}"#, #"{"a": 1}"#, false),
        (#"{"a": null}"#, #"{"b": null}"#, false),
        (#"{"a": [1]}"#, #"{"a": 1}"#, false),
        ("[]", "{}", false),
    ])
    func jsonValuesCompareAsDataIgnoringWhereTheyWereWritten(a: String, b: String, equal: Bool) throws {
        let left = try JSONParser.parse(a).value
        let right = try JSONParser.parse(b, firstLine: 7).value
        #expect(left.isEqualIgnoringPositions(to: right) == equal)
        #expect(right.isEqualIgnoringPositions(to: left) == equal)
    }

    @Test func nestedValuesWrittenElsewhereDifferByEqualityButNotAsData() throws {
        let left = try JSONParser.parse(#"{"a": [1]}"#).value
        let right = try JSONParser.parse(#"{ "a": [ 1 ] }"#).value
        #expect(left != right)
        #expect(left.isEqualIgnoringPositions(to: right))
    }

    @Test func expectationsWithTheSameChecksAtDifferentPositionsDiffer() {
        let here = Expectation(field: "f", checks: [(.text("a"), SourcePosition(line: 1, column: 2))])
        let there = Expectation(field: "f", checks: [(.text("a"), SourcePosition(line: 1, column: 3))])
        let other = Expectation(field: "f", checks: [(.text("b"), SourcePosition(line: 1, column: 2))])
        #expect(here == Expectation(field: "f", checks: [(.text("a"), SourcePosition(line: 1, column: 2))]))
        #expect(here != there)
        #expect(here != other)
        #expect(here != Expectation(field: "g", checks: here.checks))
    }
}
