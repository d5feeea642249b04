import Testing

@testable import KeySimCore

/// Smart quotes and dashes as UIKit's text system makes them, from the on-screen keyboard and
/// from a hardware one, only where the field's traits have them on.
struct SmartPunctuationTests {
    /// The fixture form with field `index` focused (showing layout `layout` when given) and
    /// `presses` typed on the computer's keyboard.
    static func typed(_ presses: String, field index: Int = 0, layout: String? = nil) throws -> String {
        var simulator = try SimulatorHardwareTests.focused(index)
        if let layout {
            let shown = try #require(try ShippedData.layouts().layout(id: layout))
            _ = simulator.sessions[index].showLayout(shown, at: 5)
            #expect(simulator.sessions[index].keyboard.layout.id == layout)
        }
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

    /// German opens low (`„` `‚`) and closes with `“`; French uses guillemets; an apostrophe
    /// is `’` in every language.
    @Test(arguments: [
        ("de-qwertz", #""Ja," sagt er. 'so' geht's"#, "\u{201E}Ja,\u{201C} sagt er. \u{201A}so\u{2019} geht\u{2019}s"),
        ("fr-azerty", #"Il dit "oui" (l'école)"#, "Il dit \u{00AB}oui\u{00BB} (l\u{2019}\u{00E9}cole)"),
        ("default", #""so" 'so'"#, "\u{201C}so\u{201D} \u{2018}so\u{2019}"),
    ])
    func quotesAreThoseOfTheKeyboardsLanguage(layout: String, typed: String, expected: String) throws {
        #expect(try Self.typed(typed, layout: layout) == expected)
    }

    @Test func aQuoteAfterAGermanOrFrenchOpeningMarkOpens() {
        for mark: Character in ["\u{201E}", "\u{201A}", "\u{00AB}"] { #expect(TypingSession.opensQuote(after: mark)) }
        #expect(QuotationMarks(language: "de_AT") == QuotationMarks(language: "de_DE"))
        #expect(QuotationMarks(language: nil) == QuotationMarks(language: "en_GB"))
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

    /// The fixture form with `text` typed in its note field, `range` selected.
    static func selecting(_ range: Range<Int>, in text: String) throws -> Simulator {
        var simulator = try SimulatorHardwareTests.focused()
        _ = simulator.hardwareText(text, at: 10)
        _ = simulator.sessions[0].select(anchor: range.lowerBound, caret: range.upperBound, at: 20)
        return simulator
    }

    @Test func aWordPastedAgainstAWordGetsTheSpaceBetween() throws {
        var simulator = try Self.selecting(5..<5, in: "HelloWorld")
        _ = simulator.press(HardwarePress(.character("v"), modifiers: [.ctrl]), pasteboard: "big", at: 30)
        #expect(simulator.sessions[0].field.text == "Hello big World")
        _ = simulator.press(HardwarePress(.character("z"), modifiers: [.ctrl]), at: 40)
        #expect(simulator.sessions[0].field.text == "HelloWorld", "the spaces came with the paste: one undo")
        var spaced = try Self.selecting(6..<6, in: "Hello World")
        _ = spaced.press(HardwarePress(.character("v"), modifiers: [.ctrl]), pasteboard: ", ", at: 30)
        #expect(spaced.sessions[0].field.text == "Hello , World", "punctuation is pasted as it is")
    }

    @Test func cuttingAWordLeavesNoDoubledSpace() throws {
        var simulator = try Self.selecting(6..<9, in: "Hello big world")
        _ = simulator.press(HardwarePress(.character("x"), modifiers: [.ctrl]), at: 30)
        #expect(simulator.sessions[0].field.text == "Hello world")
        #expect(simulator.pasteboard == "big", "the pasteboard holds what was selected")
        var last = try Self.selecting(10..<15, in: "Hello big world.")
        _ = last.press(HardwarePress(.character("x"), modifiers: [.ctrl]), at: 30)
        #expect(last.sessions[0].field.text == "Hello big.", "no space left before the full stop")
    }

    @Test func smartInsertDeleteOffLeavesPasteAndCutAsTheyAre() throws {
        let form = try SimulatorTests.simulator()
        let email = try #require(form.index(of: "email"))
        var simulator = try SimulatorHardwareTests.focused(email)
        _ = simulator.hardwareText("ab", at: 10)
        _ = simulator.press(HardwarePress(.left), at: 20)
        _ = simulator.press(HardwarePress(.character("v"), modifiers: [.ctrl]), pasteboard: "x", at: 30)
        #expect(simulator.sessions[email].field.text == "axb")
    }
}
