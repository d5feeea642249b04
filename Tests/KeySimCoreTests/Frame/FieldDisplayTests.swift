import Testing

@testable import KeySimCore

/// What a field shows: the secure character just typed for a moment [F3], a formatted
/// field's committed value when it is not being edited [F8].
struct FieldDisplayTests {
    static func checkout() throws -> Simulator {
        let file = try SourceFile.read(ShippedData.root + "/Tests/Fixtures/replay/hig.json")
        let device = try #require(try ShippedData.devices().profile(named: "iphone-15"))
        return try Simulator(scene: try Scene.decode(file), device: device, layouts: try ShippedData.layouts())
    }

    @Test func secureFieldShowsTheLastTypedCharacterForASecond() throws {
        var simulator = try FrameFixtures.demo()
        let password = try #require(simulator.index(of: "password"))
        _ = simulator.focus(fieldAt: password, time: 0)
        _ = simulator.hardwareText("a", at: 1_000)
        _ = simulator.hardwareText("b", at: 1_200)
        #expect(simulator.shownText(ofField: password, at: 1_300) == "•b")
        #expect(simulator.shownText(ofField: password, at: 2_199) == "•b")
        #expect(simulator.shownText(ofField: password, at: 2_200) == "••")
        _ = simulator.press(HardwarePress(.backspace), at: 1_250)
        #expect(simulator.shownText(ofField: password, at: 1_300) == "•", "deleting hides it at once")
        let builder = try FrameFixtures.builder()
        _ = simulator.hardwareText("c", at: 3_000)
        let frame = builder.frame(of: simulator, at: 3_100)
        let box = try #require(simulator.form.frame(of: "password")).field.offsetBy(dx: 0, dy: -simulator.scrollOffset)
        #expect(
            frame.texts(inside: box) == [FrameMetrics.secureDot + "c"], "hidden characters are drawn as medium dots")
        #expect(FrameBuilder.nextChange(of: simulator, after: 3_100) == 3_500, "the caret blinks first")
    }

    @Test func formattedFieldShowsItsValueInTheLocalesFormatWhenNotEditing() throws {
        var simulator = try Self.checkout()
        _ = simulator.focus(fieldAt: 0, time: 0)
        _ = simulator.hardwareText("1234,5", at: 100)
        #expect(simulator.shownText(ofField: 0) == "1234,5", "while editing, the text as typed")
        _ = simulator.focus(fieldAt: 1, time: 200)
        #expect(simulator.committedValues[0] == .number(1234.5))
        #expect(simulator.shownText(ofField: 0) == "1.234,50\u{00A0}€")
        _ = simulator.focus(fieldAt: 0, time: 300)
        #expect(simulator.shownText(ofField: 0) == "1234,5", "editing again shows the typed text")
    }

    @Test func formattedFieldRejectsWhatCannotBePartOfANumber() throws {
        var simulator = try Self.checkout()
        _ = simulator.focus(fieldAt: 0, time: 0)
        let events = simulator.hardwareText("12a,5,", at: 100)
        #expect(simulator.sessions[0].field.text == "12,5")
        let rejections = events.compactMap { event -> FieldEvent? in
            if case .field(let field) = event.kind, case .rejected = field { field } else { nil }
        }
        #expect(rejections.count == 2)
    }
}
