import Testing

@testable import KeySimCore

/// `expect` checks what a person sees: the form's `scroll`, and a validation `message` only
/// where it is drawn in sight.
struct ReplayerScrollExpectationTests {
    static func replay(_ lines: String) throws -> ReplayReport {
        let header = #"{"keysim": 1, "scene": "demo", "device": "iphone-15"}"#
        let script = try Script.parse(SourceFile(path: "s.jsonl", text: header + "\n" + lines + "\n"))
        return Replayer.run(script, on: try SimulatorScrollTests.demo())
    }

    @Test func scrollIsCheckedToAHundredthOfAPoint() throws {
        let report = try Self.replay(
            """
            {"t": 0, "wheel": {"dy": 2}, "x": 196, "y": 400}
            {"t": 10, "expect": {"scroll": 80.004}}
            {"t": 20, "expect": {"scroll": 81}}
            """)
        #expect(report.passed == 1)
        #expect(
            report.failures.map(\.description) == [
                "s.jsonl:4:22: error: expected the form scrolled by 81 pt, found 80 pt"
            ])
        #expect(report.result.encoded().contains("\"scroll\":80"))
    }

    @Test func aMessageScrolledOffTheScreenIsNotShown() throws {
        // The email's message shows once focus moves on; focusing the user name far below
        // scrolls the form until the email and its message are above the top of the screen.
        let report = try Self.replay(
            """
            {"t": 0, "focus": "email"}
            {"t": 100, "type": "ann"}
            {"t": 600, "focus": "username"}
            {"t": 900, "expect": {"field": "email", "message": "Enter a valid email address."}}
            {"t": 900, "expect": {"field": "email", "valid": false}}
            """)
        #expect(report.passed == 1)
        #expect(
            report.failures.map(\.description) == [
                #"s.jsonl:5:41: error: expected field 'email' to show message "Enter a valid email address.", found it drawn above the top of the screen (the form is scrolled past it)"#
            ])
    }

    @Test func aMessageInSightIsShown() throws {
        let report = try Self.replay(
            """
            {"t": 0, "focus": "email"}
            {"t": 100, "type": "ann"}
            {"t": 600, "focus": "password"}
            {"t": 900, "expect": {"field": "email", "message": "Enter a valid email address."}}
            """)
        #expect(report.failures.isEmpty && report.passed == 1)
    }
}
