import Testing

@testable import KeySimCore

/// `press` lines replay the computer's keyboard exactly as the window handled it, and a
/// line that runs after its time says so.
struct ReplayerPressTests {
    static func replay(_ lines: [String]) throws -> ReplayReport {
        let text = ([#"{"keysim": 1}"#] + lines).joined(separator: "\n") + "\n"
        let script = try Script.parse(SourceFile(path: "keys.jsonl", text: text))
        return Replayer.run(script, on: try ReplayerStreamingTests.simulator())
    }

    static func text(of field: String, in report: ReplayReport) throws -> String {
        let index = try #require(report.simulator.index(of: field))
        return report.simulator.sessions[index].field.text
    }

    @Test func pressesTypeMoveBetweenFieldsAndEditAsTheWindowDoes() throws {
        let report = try Self.replay([
            #"{"t":0,"press":"tab"}"#,
            #"{"t":10,"press":"H"}"#, #"{"t":20,"press":"i"}"#, #"{"t":30,"press":"space"}"#,
            #"{"t":40,"press":"x"}"#, #"{"t":50,"press":"backspace"}"#,
            #"{"t":60,"press":"tab"}"#,
            #"{"t":70,"press":"a"}"#, #"{"t":80,"press":"c"}"#, #"{"t":90,"press":"left"}"#,
            #"{"t":100,"press":"b"}"#, #"{"t":110,"press":"home"}"#, #"{"t":120,"press":"delete"}"#,
            #"{"t":130,"press":"shift+tab"}"#,
            #"{"t":140,"expect":{"field":"note","text":"Hi ","focused":"note"}}"#,
            #"{"t":150,"expect":{"field":"name","text":"bc"}}"#,
        ])
        #expect(report.failures.isEmpty, "\(report.failures)")
        #expect(report.error == nil)
        #expect(report.passed == 3)
        #expect(report.warnings.isEmpty)
    }

    @Test func copyAndPasteGoThroughTheSimulatorsPasteboard() throws {
        let report = try Self.replay([
            #"{"t":0,"focus":"note"}"#,
            #"{"t":100,"press":"o"}"#, #"{"t":110,"press":"k"}"#,
            #"{"t":120,"press":"ctrl+a"}"#, #"{"t":130,"press":"cmd+c"}"#,
            #"{"t":140,"press":"tab"}"#,
            #"{"t":150,"press":"ctrl+v"}"#, #"{"t":160,"press":"ctrl+v"}"#,
            #"{"t":170,"press":"ctrl+v","pasteboard":"!"}"#,
            // The second paste touches a word: smart insert puts the space between them.
            #"{"t":180,"expect":{"field":"name","text":"ok ok!"}}"#,
        ])
        #expect(report.failures.isEmpty, "\(report.failures)")
        #expect(report.passed == 1)
        #expect(report.simulator.pasteboard == "!", "the computer's clipboard, as recorded, is now the pasteboard")
    }

    @Test func aSecureFieldKeepsItsTextOffThePasteboard() throws {
        let report = try Self.replay([
            #"{"t":0,"focus":"password"}"#,
            #"{"t":100,"press":"s"}"#, #"{"t":110,"press":"ctrl+a"}"#, #"{"t":120,"press":"ctrl+c"}"#,
            #"{"t":130,"press":"ctrl+x"}"#,
        ])
        #expect(report.simulator.pasteboard == nil)
        #expect(try Self.text(of: "password", in: report) == "s")
    }

    @Test func returnSubmitsAndEscapeEndsEditing() throws {
        let report = try Self.replay([
            #"{"t":0,"focus":"shout"}"#,
            #"{"t":100,"press":"return"}"#,
            #"{"t":110,"press":"y"}"#, #"{"t":120,"press":"return"}"#,
            #"{"t":130,"press":"escape"}"#,
        ])
        #expect(report.simulator.submissions.map(\.text) == ["y"], "Return waits for text when the field asks")
        #expect(report.simulator.focusedFieldID == nil)
    }

    @Test func aLineDueWhileATypeLineIsStillTypingRunsLateAndSaysSo() throws {
        let report = try Self.replay([
            #"{"t":0,"focus":"note"}"#,
            #"{"t":100,"type":"Hello"}"#,
            #"{"t":200,"expect":{"field":"note","text":"Hello"}}"#,
            #"{"t":300,"press":"!"}"#,
            #"{"t":5000,"expect":{"field":"note","text":"Hello!"}}"#,
        ])
        #expect(report.failures.isEmpty, "it ran late, after the typing: \(report.failures)")
        #expect(
            report.warnings.map(\.description) == [
                "keys.jsonl:4:1: warning: this expect line is due at 200 ms but runs at 640 ms: the 'type' on line 3 was still typing; give it a 't' of 640 or more to run it when it is due",
                "keys.jsonl:5:1: warning: this press line is due at 300 ms but runs at 640 ms: the 'type' on line 3 was still typing; give it a 't' of 640 or more to run it when it is due",
            ])
        guard case .object(let result) = report.result, case .array(let warnings)? = result["warnings"] else {
            Issue.record("the result lists its warnings")
            return
        }
        #expect(
            warnings.first
                == .object([
                    "line": .number(4), "column": .number(1),
                    "message": .string(
                        "this expect line is due at 200 ms but runs at 640 ms: the 'type' on line 3 was still typing; give it a 't' of 640 or more to run it when it is due"
                    ),
                ]))
        #expect(warnings.count == 2)
    }

    @Test func aLineDueDuringAHeldTapNamesTheTap() throws {
        let report = try Self.replay([
            #"{"t":0,"focus":"note"}"#,
            #"{"t":100,"tap":"a","hold":300}"#,
            #"{"t":200,"tap":"b"}"#,
        ])
        #expect(
            report.warnings.map(\.message) == [
                "this tap line is due at 200 ms but runs at 400 ms: the 'tap' on line 3 was still running; give it a 't' of 400 or more to run it when it is due"
            ])
    }

    @Test func linesOnTimeGiveNoWarning() throws {
        let report = try Self.replay([
            #"{"t":0,"focus":"note"}"#,
            #"{"t":100,"type":"Hi"}"#,
            #"{"t":280,"expect":{"field":"note","text":"Hi"}}"#,
        ])
        #expect(report.warnings.isEmpty)
        #expect(report.passed == 1)
    }
}
