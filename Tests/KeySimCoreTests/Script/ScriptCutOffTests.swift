import Testing

@testable import KeySimCore

/// A recording whose recorder was killed mid-line keeps the lines before it, with a warning.
struct ScriptCutOffTests {
    @Test func aCutOffLastLineIsDroppedWithAWarning() throws {
        let text = "{\"keysim\": 1}\n{\"t\":0,\"tap\":\"q\"}\n\n{\"t\":5,\"tap\":\"w\"}\n  {\"t\":9,\"ta"
        let script = try Script.parse(SourceFile(path: "rec.jsonl", text: text))
        #expect(script.header == ScriptHeader(line: 1))
        #expect(script.lines.map(\.line) == [2, 4])
        #expect(
            script.warnings.map(\.description) == [
                "rec.jsonl:5:3: warning: the last line is incomplete (was the recording cut off?); replaying the 2 lines before it"
            ])
    }

    @Test func oneKeptLineIsCountedInTheSingular() throws {
        let text = "{\"t\":0,\"touch\":\"down\",\"x\":1,\"y\":2}\n{\"t\":16,\"touch\":\"mo"
        let script = try Script.parse(SourceFile(path: "rec.jsonl", text: text))
        #expect(script.lines.count == 1)
        #expect(
            script.warnings.map(\.description) == [
                "rec.jsonl:2:1: warning: the last line is incomplete (was the recording cut off?); replaying the 1 line before it"
            ])
    }

    @Test func aCutOffAfterTheHeaderKeepsTheHeaderAndNoEvents() throws {
        let script = try Script.parse(SourceFile(path: "rec.jsonl", text: "{\"keysim\": 1}\n{\"t\":0,"))
        #expect(script.header == ScriptHeader(line: 1))
        #expect(script.lines.isEmpty)
        #expect(script.warnings.map(\.severity) == [.warning])
        #expect(script.warnings.first?.message.hasSuffix("replaying the 0 lines before it") == true)
    }

    @Test func aTrailingBlankLineWithoutNewlineStillMarksACutOff() throws {
        let script = try Script.parse(
            SourceFile(path: "rec.jsonl", text: "{\"t\":0,\"tap\":\"q\"}\n{\"t\":1,\"tap\n  "))
        #expect(script.lines.count == 1)
        #expect(script.warnings.map(\.position) == [SourcePosition(line: 2, column: 1)])
    }

    @Test(arguments: [
        // The file ends with a newline: the line was written whole, so it is an error.
        ("{\"t\":0,\"tap\":\"q\"}\n{\"t\":1,\"ta\n", "rec.jsonl:2:8: error: unterminated string"),
        // A broken line in the middle is an error.
        (
            "{\"t\":0,\"tap\":\"q\"}\n{\"t\":1,\"ta\n{\"t\":2,\"tap\":\"w\"}",
            "rec.jsonl:2:8: error: unterminated string"
        ),
        // A complete last line that means something wrong is an error.
        ("{\"t\":0,\"tap\":\"q\"}\n{\"t\":1,\"tap\":\"\"}", "rec.jsonl:2:14: error: 'tap' must not be empty"),
        (
            "{\"t\":5,\"tap\":\"q\"}\n{\"t\":1,\"tap\":\"w\"}",
            "rec.jsonl:2:6: error: 't' goes back from 5 (line 1) to 1; times never decrease"
        ),
        // With nothing before it there is nothing to replay.
        ("{\"keysim\": 1, \"sce", "rec.jsonl:1:15: error: unterminated string"),
    ])
    func otherBrokenLinesAreStillErrors(text: String, message: String) {
        #expect(scriptParseError(text, path: "rec.jsonl") == message)
    }
}
