import Testing

@testable import KeySimCore

private func at(_ line: Int, _ column: Int) -> SourcePosition {
    SourcePosition(line: line, column: column)
}

/// Scripts that parse: every line kind, with exact line numbers and positions.
struct ScriptParsingTests {
    /// Every kind of line, a header, blank lines, an indented line and a `\r\n` ending.
    static let fullScript = [
        #"{"keysim": 1, "scene": "demo", "device": "iphone-15", "interval": 90}"#,
        "",
        #"{"t":0,"touch":"down","x":120,"y":700.5,"finger":1}"#,
        #"{"t":16,"touch":"move","x":121,"y":-3}"#,
        #"{"t":80,"touch":"up","x":121,"y":699,"finger":1}"#,
        #"{"t":80,"touch":"cancel"}"#,
        #"  {"t":100,"tap":"q","hold":400}"#,
        #"{"t":200,"type":"Hello, World","interval":50}"# + "\r",
        #"{"t":300,"focus":"email"}"#,
        "   \t",
        #"{"t":900,"expect":{"field":"email","text":"a@b.co","value":42,"valid":false}}"#,
        #"{"t":900,"expect":{"focused":null,"layout":"qwerty","layer":"letters","shift":"locked"}}"#,
        #"{"t":950,"tap":"shift"}"#,
        #"{"t":1000,"expect":{"field":"name","text":"café","layer":"letters","focused":"name"}}"#,
        "",
    ].joined(separator: "\n")

    @Test func aFullScriptParsesIntoEveryLineKindWithExactPositions() throws {
        let script = try Script.parse(SourceFile(path: "demo.jsonl", text: Self.fullScript))
        let expected = Script(
            path: "demo.jsonl",
            header: ScriptHeader(scene: "demo", device: "iphone-15", interval: 90, line: 1),
            lines: [
                ScriptLine(
                    line: 3, position: at(3, 1), time: 0, kind: .touch(.down, at: Point(x: 120, y: 700.5), finger: 1)),
                ScriptLine(
                    line: 4, position: at(4, 1), time: 16, kind: .touch(.move, at: Point(x: 121, y: -3), finger: 0)),
                ScriptLine(
                    line: 5, position: at(5, 1), time: 80, kind: .touch(.up, at: Point(x: 121, y: 699), finger: 1)),
                ScriptLine(line: 6, position: at(6, 1), time: 80, kind: .touch(.cancel, at: nil, finger: 0)),
                ScriptLine(line: 7, position: at(7, 3), time: 100, kind: .tap(key: "q", hold: 400)),
                ScriptLine(line: 8, position: at(8, 1), time: 200, kind: .type(text: "Hello, World", interval: 50)),
                ScriptLine(line: 9, position: at(9, 1), time: 300, kind: .focus(field: "email")),
                ScriptLine(
                    line: 11, position: at(11, 1), time: 900,
                    kind: .expect(
                        Expectation(
                            field: "email",
                            checks: [
                                (.text("a@b.co"), at(11, 36)), (.value(.number(42)), at(11, 52)),
                                (.valid(false), at(11, 63)),
                            ]))),
                ScriptLine(
                    line: 12, position: at(12, 1), time: 900,
                    kind: .expect(
                        Expectation(checks: [
                            (.focused(nil), at(12, 20)), (.layout("qwerty"), at(12, 35)),
                            (.layer("letters"), at(12, 53)), (.shift(.locked), at(12, 71)),
                        ]))),
                ScriptLine(line: 13, position: at(13, 1), time: 950, kind: .tap(key: "shift", hold: nil)),
                ScriptLine(
                    line: 14, position: at(14, 1), time: 1000,
                    kind: .expect(
                        Expectation(
                            field: "name",
                            checks: [
                                (.text("café"), at(14, 36)), (.layer("letters"), at(14, 50)),
                                (.focused("name"), at(14, 68)),
                            ]))),
            ])
        #expect(script == expected)
        #expect(script.warnings.isEmpty)
    }

    @Test func aScriptWithoutHeaderStartsWithItsFirstEvent() throws {
        let script = try Script.parse(SourceFile(path: "s.jsonl", text: "\n\n{\"t\":5,\"tap\":\"a\"}"))
        #expect(script.header == nil)
        #expect(script.lines == [ScriptLine(line: 3, position: at(3, 1), time: 5, kind: .tap(key: "a", hold: nil))])
    }

    @Test func aHeaderAloneIsAScriptWithNoEvents() throws {
        let script = try Script.parse(SourceFile(path: "s.jsonl", text: "{\"keysim\": 1}\n"))
        #expect(script == Script(path: "s.jsonl", header: ScriptHeader(line: 1), lines: []))
    }

    @Test func aHeaderAfterBlankLinesIsStillTheFirstLine() throws {
        let script = try Script.parse(SourceFile(path: "s.jsonl", text: "\n  \n{\"keysim\": 1, \"device\": \"se\"}\n"))
        #expect(script.header == ScriptHeader(device: "se", line: 3))
    }

    @Test func aByteOrderMarkIsSkippedWithoutShiftingColumns() throws {
        let script = try Script.parse(SourceFile(path: "s.jsonl", text: "\u{FEFF}{\"t\":0,\"focus\":\"a\"}\n"))
        #expect(script.lines == [ScriptLine(line: 1, position: at(1, 1), time: 0, kind: .focus(field: "a"))])
    }

    @Test func equalTimesAreAllowed() throws {
        let text = "{\"t\":7,\"tap\":\"a\"}\n{\"t\":7,\"tap\":\"b\"}\n"
        #expect(try Script.parse(SourceFile(path: "s.jsonl", text: text)).lines.map(\.time) == [7, 7])
    }

    @Test func aCancelMayKeepTheCoordinatesItWasRecordedWith() throws {
        let text = #"{"t":0,"touch":"cancel","x":1,"y":2,"finger":3}"#
        let script = try Script.parse(SourceFile(path: "s.jsonl", text: text))
        #expect(script.lines.map(\.kind) == [.touch(.cancel, at: Point(x: 1, y: 2), finger: 3)])
    }

    @Test func anExpectationKeepsItsChecksInTheOrderWritten() throws {
        let text = #"{"t":0,"expect":{"shift":"on","field":"f","valid":true,"layer":"numbers"}}"#
        let script = try Script.parse(SourceFile(path: "s.jsonl", text: text))
        guard case .expect(let expectation) = try #require(script.lines.first).kind else {
            Issue.record("not an expect line")
            return
        }
        #expect(expectation.field == "f")
        #expect(expectation.checks.map(\.check.name) == ["shift", "valid", "layer"])
        #expect(expectation.checks.map(\.position) == [at(1, 18), at(1, 43), at(1, 56)])
    }

    @Test func aValueCheckKeepsAnyJSONValue() throws {
        let text = #"{"t":0,"expect":{"field":"age","value":{"n":[1,true,null],"s":"x"}}}"#
        let script = try Script.parse(SourceFile(path: "s.jsonl", text: text))
        guard case .expect(let expectation) = try #require(script.lines.first).kind,
            case .value(let value) = try #require(expectation.checks.first).check
        else {
            Issue.record("not a value check")
            return
        }
        let written = try JSONParser.parse(#"{ "s": "x", "n": [1.0, true, null] }"#).value
        #expect(value.isEqualIgnoringPositions(to: written))
    }

    @Test func lineNumbersCountEveryLineOfALongScript() throws {
        var text = "{\"keysim\": 1}\n"
        for index in 0..<3000 {
            text += index % 3 == 0 ? "\n" : "{\"t\":\(index),\"tap\":\"k\(index)\"}\r\n"
        }
        let script = try Script.parse(SourceFile(path: "s.jsonl", text: text))
        #expect(script.lines.count == 2000)
        #expect(script.lines.allSatisfy { $0.line == $0.time + 2 && $0.position == at($0.line, 1) })
        #expect(script.lines.last?.kind == .tap(key: "k2999", hold: nil))
    }
}
