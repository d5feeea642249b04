import Testing

@testable import KeySimCore

/// Each failed check of an `expect` line keeps what was found as a value a script can hold
/// (what `keysim replay --update` writes), every expect line is checked, and secure text is
/// kept back unless revealed.
struct ReplayerMismatchTests {
    static func replay(_ lines: [String], options: ReplayOptions = ReplayOptions()) throws -> ReplayReport {
        let text = ([#"{"keysim": 1}"#] + lines).joined(separator: "\n") + "\n"
        let script = try Script.parse(SourceFile(path: "s.jsonl", text: text))
        return Replayer.run(script, on: try ReplayerStreamingTests.simulator(), options: options)
    }

    @Test func everyFailedCheckOfEveryLineKeepsWhatWasFound() throws {
        let report = try Self.replay([
            #"{"t":0,"press":"tab"}"#,
            #"{"t":10,"press":"H"}"#, #"{"t":20,"press":"i"}"#,
            #"{"t":30,"expect":{"field":"note","text":"Ho","selection":[2, 2],"pasteboard":"x"}}"#,
            #"{"t":40,"expect":{"focused":null}}"#,
        ])
        #expect(report.failures.count == 3)
        #expect(report.passed == 1)
        #expect(
            report.mismatches == [
                ExpectationMismatch(key: "text", position: SourcePosition(line: 5, column: 34), found: .value("Hi")),
                ExpectationMismatch(
                    key: "pasteboard", position: SourcePosition(line: 5, column: 65), found: .value(nil)),
                ExpectationMismatch(
                    key: "focused", position: SourcePosition(line: 6, column: 19), found: .value("note")),
            ])
        #expect(zip(report.failures, report.mismatches).allSatisfy { $0.position == $1.position })
    }

    @Test func secureTextIsKeptBackUnlessRevealed() throws {
        let lines = [
            #"{"t":0,"focus":"password"}"#, #"{"t":100,"press":"s"}"#,
            #"{"t":200,"expect":{"field":"password","text":"t"}}"#,
        ]
        let hidden = try Self.replay(lines)
        guard case .unwritable(let why) = hidden.mismatches.first?.found else {
            Issue.record("found \(hidden.mismatches)")
            return
        }
        #expect(why.contains("--reveal-secure"))
        let revealed = try Self.replay(lines, options: ReplayOptions(revealSecure: true))
        #expect(revealed.mismatches.map(\.found) == [.value("s")])
    }

    @Test func aReplayWithEveryCheckHoldingHasNoMismatches() throws {
        let report = try Self.replay([#"{"t":0,"press":"tab"}"#, #"{"t":10,"expect":{"focused":"note"}}"#])
        #expect(report.failures.isEmpty)
        #expect(report.mismatches.isEmpty)
    }
}
