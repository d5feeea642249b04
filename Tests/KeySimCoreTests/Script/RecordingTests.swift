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

    @Test func recordedPressesParseBackToTheSameKeysAndPasteboard() throws {
        var presses = HardwarePress.NamedKey.allCases.map { HardwarePress($0) }
        presses += [
            HardwarePress(.character("a")), HardwarePress(.character("\"")), HardwarePress(.character("\\")),
            HardwarePress(.character("+")), HardwarePress(.character("👍🏽")),
            HardwarePress(.tab, modifiers: [.shift]), HardwarePress(.character("z"), modifiers: [.shift, .cmd]),
            HardwarePress(.character("+"), modifiers: [.ctrl]), HardwarePress(.left, modifiers: [.alt, .shift]),
        ]
        let paste = HardwarePress(.character("v"), modifiers: [.ctrl])
        var lines = [Recording.header(scene: "demo", device: "iphone-15")]
        lines += presses.enumerated().map { Recording.press($1, time: $0) }
        lines.append(Recording.press(paste, pasteboard: "two\nlines \"quoted\"", time: 100))
        let text = lines.joined(separator: "\n") + "\n"
        #expect(text.contains(#"{"press":"shift+cmd+z","t":"#))
        #expect(
            text.split(separator: "\n").count == presses.count + 2, "a pasteboard with a line break stays on one line")
        let script = try Script.parse(SourceFile(path: "r.jsonl", text: text))
        #expect(
            script.lines.map(\.kind)
                == presses.map { .press($0, pasteboard: nil) } + [.press(paste, pasteboard: "two\nlines \"quoted\"")])
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
