import Testing

@testable import KeySimCore

/// What the recorder writes parses back into the same script.
struct RecordingTests {
    @Test func recordedLinesParseBackToTheSameTouches() throws {
        let text =
            [
                Recording.header(scene: "demo", device: "iphone-15"),
                Recording.touch(.down, at: Point(x: 120.004, y: 700.5), finger: 0, time: 0),
                Recording.touch(.move, at: Point(x: 130, y: 690.25), finger: 0, time: 16),
                Recording.touch(.up, at: Point(x: 130, y: 690.25), finger: 0, time: 80),
                Recording.touch(.cancel, at: nil, finger: 2, time: 90),
            ].joined(separator: "\n") + "\n"
        #expect(
            text.hasPrefix(
                "{\"device\":\"iphone-15\",\"keysim\":1,\"scene\":\"demo\"}\n{\"finger\":0,\"t\":0,\"touch\":\"down\",\"x\":120,\"y\":700.5}\n"
            ))
        let script = try Script.parse(SourceFile(path: "r.jsonl", text: text))
        #expect(script.header?.scene == "demo")
        #expect(script.header?.device == "iphone-15")
        #expect(
            script.lines.map(\.kind) == [
                .touch(.down, at: Point(x: 120, y: 700.5), finger: 0),
                .touch(.move, at: Point(x: 130, y: 690.25), finger: 0),
                .touch(.up, at: Point(x: 130, y: 690.25), finger: 0),
                .touch(.cancel, at: nil, finger: 2),
            ])
        #expect(script.lines.map(\.time) == [0, 16, 80, 90])
    }

    @Test func recordedPointerMovesParseBackForTooltips() throws {
        let text =
            [
                Recording.header(scene: "address", device: "iphone-15"),
                Recording.pointer(at: Point(x: 196.004, y: 587), time: 100),
                Recording.pointer(at: nil, time: 900),
            ].joined(separator: "\n") + "\n"
        #expect(text.contains("{\"pointer\":\"move\",\"t\":100,\"x\":196,\"y\":587}\n"))
        #expect(text.hasSuffix("{\"pointer\":\"leave\",\"t\":900}\n"))
        let script = try Script.parse(SourceFile(path: "r.jsonl", text: text))
        #expect(script.lines.map(\.kind) == [.pointer(at: Point(x: 196, y: 587)), .pointer(at: nil)])
    }

    @Test func recordedWheelTurnsParseBackWithTheirNotchesAndPoint() throws {
        let text =
            [
                Recording.header(scene: "demo", device: "iphone-15"),
                Recording.wheel(dx: 0, dy: 1, at: Point(x: 196.004, y: 400), time: 100),
                Recording.wheel(dx: -0.5, dy: -2.125, at: Point(x: 10, y: 20.5), time: 120),
            ].joined(separator: "\n") + "\n"
        #expect(text.contains("{\"t\":100,\"wheel\":{\"dx\":0,\"dy\":1},\"x\":196,\"y\":400}\n"))
        let script = try Script.parse(SourceFile(path: "r.jsonl", text: text))
        #expect(
            script.lines.map(\.kind) == [
                .wheel(dx: 0, dy: 1, at: Point(x: 196, y: 400)),
                .wheel(dx: -0.5, dy: -2.13, at: Point(x: 10, y: 20.5)),
            ])
    }

    @Test func aHandWrittenWheelLineMayGiveOneAxis() throws {
        let script = try Script.parse(
            SourceFile(path: "s.jsonl", text: #"{"t": 5, "wheel": {"dy": 3}, "x": 1, "y": 2}"#))
        #expect(script.lines.map(\.kind) == [.wheel(dx: 0, dy: 3, at: Point(x: 1, y: 2))])
    }
}
