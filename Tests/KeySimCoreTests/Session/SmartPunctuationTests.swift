import Testing

@testable import KeySimCore

/// Smart quotes and dashes as UIKit's text system makes them, from the on-screen keyboard and
/// from a hardware one, only where the field's traits have them on.
struct SmartPunctuationTests {
    /// The fixture form with field `index` focused and `presses` typed on the computer's keyboard.
    static func typed(_ presses: String, field index: Int = 0) throws -> String {
        var simulator = try SimulatorHardwareTests.focused(index)
        var time = 10
        for press in HardwarePress.typing(presses) {
            _ = simulator.press(press, at: time)
            time += 10
        }
        return simulator.sessions[index].field.text
    }

    @Test func straightQuotesCurlByTheirPlace() throws {
        #expect(
            try Self.typed(#""Hi," she said. 'Yes' - don't"#)
                == "\u{201C}Hi,\u{201D} she said. \u{2018}Yes\u{2019} - don\u{2019}t")
        #expect(try Self.typed(#"("x")"#) == "(\u{201C}x\u{201D})", "after an opening bracket a quote opens")
    }

    @Test func twoHyphensMakeAnEnDashAndThreeAnEmDash() throws {
        #expect(try Self.typed("a--b") == "a\u{2013}b")
        #expect(try Self.typed("a---b") == "a\u{2014}b")
        #expect(try Self.typed("a-b") == "a-b", "one hyphen stays")
    }

    @Test func addressAndPasswordFieldsKeepStraightQuotesAndHyphens() throws {
        let form = try SimulatorTests.simulator()
        for id in ["email", "password", "url"] {
            let index = try #require(form.index(of: id))
            #expect(try Self.typed("a'b--c", field: index) == "a'b--c", "\(id)")
        }
    }

    @Test func theOnScreenKeyboardsQuoteCurlsToo() throws {
        var simulator = try SimulatorHardwareTests.focused()
        _ = simulator.hardwareText("don", at: 10)
        // The apostrophe on the numbers layer, tapped as a person would.
        let numbers = try #require(simulator.shownKeyCentre("numbers") ?? simulator.shownKeyCentre("123"))
        _ = simulator.touch(.down, at: numbers, finger: 0, time: 100)
        _ = simulator.touch(.up, at: numbers, finger: 0, time: 150)
        let keyboard = try #require(simulator.keyboard)
        let apostrophe = try #require(
            keyboard.geometry.keys.first { $0.key.output == "'" || $0.key.output == "\u{2019}" }.map { frame in
                Point(
                    x: frame.visible.midX + simulator.device.keyboardOrigin.x,
                    y: frame.visible.midY + simulator.device.keyboardOrigin.y)
            })
        _ = simulator.touch(.down, at: apostrophe, finger: 0, time: 300)
        _ = simulator.touch(.up, at: apostrophe, finger: 0, time: 350)
        #expect(simulator.sessions[0].field.text == "don\u{2019}")
    }
}
