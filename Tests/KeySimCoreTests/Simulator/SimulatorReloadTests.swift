import Foundation
import Testing

@testable import KeySimCore

/// Hot reload keeps what the person did: each field's text and caret (matched by id, within
/// its new rules), the focus and the keyboard's layer, the input language, the clock.
struct SimulatorReloadTests {
    static func device() throws -> DeviceProfile {
        try #require(try ShippedData.devices().profile(named: "iphone-15"))
    }

    static func demo() throws -> Scene {
        try Scene.decode(try SourceFile.read(ShippedData.root + "/Assets/Scenes/demo.json"))
    }

    /// The shipped layouts with `default.json`'s text changed by `edit`.
    static func layouts(editingDefault edit: (String) -> String) throws -> LayoutCatalog {
        var files = try SourceFile.readJSONFiles(in: ShippedData.root + "/Layouts")
        let index = try #require(files.firstIndex { $0.path.hasSuffix("/default.json") })
        files[index] = SourceFile(path: files[index].path, text: edit(files[index].text))
        let (catalog, diagnostics) = LayoutCatalog.load(files)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return catalog
    }

    /// The demo with the name field focused and "Kim Lee" typed, caret after "Kim".
    static func typing() throws -> Simulator {
        var simulator = try Simulator(scene: try demo(), device: try device(), layouts: try ShippedData.layouts())
        _ = simulator.focus(fieldAt: 0, time: 100)
        _ = simulator.hardwareText("Kim Lee", at: 200)
        for time in [300, 310, 320, 330] { _ = simulator.press(HardwarePress(.left), at: time) }
        return simulator
    }

    /// A field's text and caret.
    static func state(of field: String, in simulator: Simulator) throws -> String {
        let session = simulator.sessions[try #require(simulator.index(of: field))]
        return "\(session.field.text)|\(session.field.caret)"
    }

    @Test func reloadingTheSameFilesChangesNothingThePersonSees() throws {
        let simulator = try Self.typing()
        let reloaded = try simulator.reloaded(
            scene: try Self.demo(), device: try Self.device(), layouts: try ShippedData.layouts())
        #expect(try Self.state(of: "name", in: reloaded) == "Kim Lee|3")
        #expect(reloaded.focusedFieldID == "name")
        #expect(reloaded.keyboard?.layout.id == "default")
        #expect(reloaded.keyboard?.layerID == simulator.keyboard?.layerID)
        #expect(reloaded.keyboard?.shift == simulator.keyboard?.shift)
        #expect(reloaded.now == 330)
        #expect(reloaded.keyboardShownSince == 100, "the keyboard does not slide in again")
        #expect(reloaded.scrollOffset == simulator.scrollOffset)
        #expect(reloaded.sessions.map(\.field.text) == simulator.sessions.map(\.field.text))
        #expect(reloaded.committedValues == simulator.committedValues)
    }

    @Test func aSelectionIsKeptAcrossAReloadAndCutBackWithTheText() throws {
        var simulator = try Self.typing()
        // Shift+Right twice from after "Kim": " L" selected, the caret its moving end.
        for time in [400, 410] { _ = simulator.press(HardwarePress(.right, modifiers: [.shift]), at: time) }
        #expect(simulator.sessions[0].field.selectedText == " L")
        let same = try simulator.reloaded(
            scene: try Self.demo(), device: try Self.device(), layouts: try ShippedData.layouts())
        #expect(same.sessions[0].field.selection == 3..<5)
        #expect(same.sessions[0].field.caret == 5 && same.sessions[0].field.anchor == 3)
        // A new maxLength of 4 cuts the text to "Kim " and the selection with it.
        var scene = try Self.demo()
        scene.fields[0].maxLength = 4
        let cut = try simulator.reloaded(scene: scene, device: try Self.device(), layouts: try ShippedData.layouts())
        #expect(cut.sessions[0].field.text == "Kim ")
        #expect(cut.sessions[0].field.selection == 3..<4)
    }

    @Test func aChangedKeyShowsOnTheFocusedKeyboardAtOnce() throws {
        let simulator = try Self.typing()
        let layouts = try Self.layouts {
            $0.replacingOccurrences(of: "\"q\", \"w\",", with: "{\"key\": \"q\", \"label\": \"Q!\"}, \"w\",")
        }
        let reloaded = try simulator.reloaded(scene: try Self.demo(), device: try Self.device(), layouts: layouts)
        let q = try #require(reloaded.keyboard?.layer.keys.first { $0.id == "q" })
        #expect(q.label == "Q!")
        #expect(simulator.keyboard?.layer.keys.first { $0.id == "q" }?.label == "q")
        #expect(try Self.state(of: "name", in: reloaded) == "Kim Lee|3")
    }

    @Test func theKeyboardStaysOnTheLayerItShowedAndItsShiftLock() throws {
        var simulator = try Self.typing()
        try FrameFixtures.type(["numbers"], into: &simulator, from: 400)
        #expect(simulator.keyboard?.layerID == "numbers")
        var reloaded = try simulator.reloaded(
            scene: try Self.demo(), device: try Self.device(), layouts: try ShippedData.layouts())
        #expect(reloaded.keyboard?.layerID == "numbers")

        try FrameFixtures.type(["letters", "shift", "shift"], into: &simulator, from: 1_000)
        #expect(simulator.keyboard?.shift == .locked, "a double tap locks capitals")
        reloaded = try simulator.reloaded(
            scene: try Self.demo(), device: try Self.device(), layouts: try ShippedData.layouts())
        #expect(reloaded.keyboard?.layerID == "letters")
        #expect(reloaded.keyboard?.shift == .locked)
    }

    @Test func aFieldWhoseKeyboardChangedKeepsTheTextItsNewKeyboardAcceptsAndOpensOnItsFirstLayer() throws {
        var simulator = try Self.typing()
        _ = simulator.press(HardwarePress(.end), at: 400)
        _ = simulator.hardwareText(" 42", at: 500)
        try FrameFixtures.type(["numbers"], into: &simulator, from: 600)
        #expect(try Self.state(of: "name", in: simulator) == "Kim Lee 42|10")
        var scene = try Self.demo()
        scene.fields[0].attributes.keyboard = .numberPad
        scene.fields[0].format = nil
        let reloaded = try simulator.reloaded(
            scene: scene, device: try Self.device(), layouts: try ShippedData.layouts())
        #expect(try Self.state(of: "name", in: reloaded) == "42|2")
        #expect(reloaded.keyboard?.layout.id == "number-pad")
        #expect(reloaded.keyboard?.layerID == reloaded.keyboard?.layout.firstLayerID)
    }

    @Test(arguments: [
        (caret: 7, expected: "Kim L|5"), (caret: 3, expected: "Kim L|3"), (caret: 0, expected: "Kim L|0"),
    ])
    func textIsCutToANewMaxLengthAndTheCaretStaysWithinIt(caret: Int, expected: String) throws {
        var simulator = try Self.typing()
        _ = simulator.press(HardwarePress(.end), at: 400)
        for time in stride(from: 500, to: 500 + 10 * (7 - caret), by: 10) {
            _ = simulator.press(HardwarePress(.left), at: time)
        }
        #expect(simulator.sessions[0].field.caret == caret)
        var scene = try Self.demo()
        scene.fields[0].maxLength = 5
        let reloaded = try simulator.reloaded(
            scene: scene, device: try Self.device(), layouts: try ShippedData.layouts())
        #expect(try Self.state(of: "name", in: reloaded) == expected)
        #expect(reloaded.sessions[0].field.maxLength == 5)
    }

    @Test func fieldsAreMatchedByIdSoReorderingKeepsTheirTextAndNewFieldsStartAsTheSceneSays() throws {
        var simulator = try Self.typing()
        _ = simulator.focus(fieldAt: try #require(simulator.index(of: "email")), time: 400)
        _ = simulator.hardwareText("kim@example.com", at: 500)
        var scene = try Self.demo()
        scene.fields.swapAt(0, 1)
        scene.fields.insert(SceneField(id: "nickname", text: "Kimmy"), at: 0)
        let reloaded = try simulator.reloaded(
            scene: scene, device: try Self.device(), layouts: try ShippedData.layouts())
        #expect(reloaded.scene.fields.prefix(3).map(\.id) == ["nickname", "email", "name"])
        #expect(try Self.state(of: "nickname", in: reloaded) == "Kimmy|5")
        #expect(try Self.state(of: "email", in: reloaded) == "kim@example.com|15")
        #expect(try Self.state(of: "name", in: reloaded) == "Kim Lee|3")
        #expect(reloaded.focusedIndex == 1)
        #expect(reloaded.focusedFieldID == "email")
        #expect(reloaded.keyboard?.layout.id == "email")
    }

    @Test func whenTheFocusedFieldIsGoneNothingHasFocusAndTheKeyboardIsHidden() throws {
        let simulator = try Self.typing()
        var scene = try Self.demo()
        scene.fields.removeFirst()
        let reloaded = try simulator.reloaded(
            scene: scene, device: try Self.device(), layouts: try ShippedData.layouts())
        #expect(reloaded.focusedIndex == nil)
        #expect(reloaded.keyboard == nil)
        #expect(FrameBuilder.keyboardSlide(of: reloaded, at: reloaded.now) == nil, "no keyboard left to slide away")
        #expect(reloaded.scrollOffset == 0)
    }

    @Test func aCommittedValueStaysUntilTheFormatChanges() throws {
        var simulator = try Simulator(
            scene: try Self.demo(), device: try Self.device(), layouts: try ShippedData.layouts())
        let number = try #require(simulator.index(of: "number"))
        _ = simulator.focus(fieldAt: number, time: 0)
        _ = simulator.hardwareText("12", at: 100)
        _ = simulator.focus(fieldAt: 0, time: 200)
        _ = simulator.focus(fieldAt: number, time: 300)
        _ = simulator.hardwareText("3", at: 400)
        let committed = try #require(simulator.committedValues[number])
        let sameFormat = try simulator.reloaded(
            scene: try Self.demo(), device: try Self.device(), layouts: try ShippedData.layouts())
        #expect(sameFormat.committedValues[number] == committed, "123 is typed, 12 still the committed value")

        var scene = try Self.demo()
        scene.fields[number].format = .percent(decimals: 0)
        let newFormat = try simulator.reloaded(
            scene: scene, device: try Self.device(), layouts: try ShippedData.layouts())
        let expected = FieldFormatter(format: .percent(decimals: 0), locale: scene.fields[number].locale).value(
            of: "123")
        #expect(newFormat.committedValues[number] == expected)
        #expect(newFormat.committedValues[number] != committed)
    }

    @Test func aValidationMessageStaysWhileTheTextStillBreaksTheNewRule() throws {
        var simulator = try Simulator(
            scene: try Self.demo(), device: try Self.device(), layouts: try ShippedData.layouts())
        let email = try #require(simulator.index(of: "email"))
        _ = simulator.focus(fieldAt: email, time: 0)
        _ = simulator.hardwareText("kim", at: 100)
        _ = simulator.focus(fieldAt: 0, time: 200)
        #expect(simulator.shownMessage(ofField: email) != nil, "leaving checks the address")

        let same = try simulator.reloaded(
            scene: try Self.demo(), device: try Self.device(), layouts: try ShippedData.layouts())
        #expect(same.shownMessage(ofField: email) == "Enter a valid email address.")

        var scene = try Self.demo()
        scene.fields[email].validation = Validation(rule: .minLength(3))
        let passes = try simulator.reloaded(scene: scene, device: try Self.device(), layouts: try ShippedData.layouts())
        #expect(passes.shownMessage(ofField: email) == nil)

        scene.fields[email].validation = Validation(rule: .digits, message: "Digits.")
        let changeRule = try simulator.reloaded(
            scene: scene, device: try Self.device(), layouts: try ShippedData.layouts())
        #expect(changeRule.shownMessage(ofField: email) == "Digits.", "a change rule speaks at once")
    }

    @Test func theInputLanguageChosenWithTheGlobeStaysWhileTheSceneListsIt() throws {
        var simulator = try SimulatorInputLayoutsTests.simulator()
        _ = simulator.focus(fieldAt: 0, time: 0)
        try SimulatorInputLayoutsTests.tap("globe", on: &simulator, at: 100)
        #expect(simulator.keyboard?.layout.id == "de-qwertz")
        let scene = simulator.scene
        let kept = try simulator.reloaded(scene: scene, device: try Self.device(), layouts: try ShippedData.layouts())
        #expect(kept.inputLayoutIndex == 1)
        #expect(kept.keyboard?.layout.id == "de-qwertz")
        #expect(kept.sessions[1].keyboard.layout.id == "de-qwertz", "other text fields follow")

        var withoutGerman = scene
        withoutGerman.keyboards = ["default", "fr-azerty"]
        let dropped = try simulator.reloaded(
            scene: withoutGerman, device: try Self.device(), layouts: try ShippedData.layouts())
        #expect(dropped.inputLayoutIndex == 0)
        #expect(dropped.keyboard?.layout.id == "default")
    }

    @Test func submissionsAndTheClockCarryOverAndTypingGoesOnInTheReloadedSimulator() throws {
        var simulator = try Self.typing()
        _ = simulator.press(HardwarePress(.return), at: 400)
        #expect(simulator.focusedFieldID == "email", "next moves on")
        var reloaded = try simulator.reloaded(
            scene: try Self.demo(), device: try Self.device(), layouts: try ShippedData.layouts())
        #expect(reloaded.submissions == simulator.submissions)
        #expect(reloaded.submissions.map(\.text) == ["Kim Lee"])
        try FrameFixtures.type(["a", "b"], into: &reloaded, from: 500)
        #expect(try Self.state(of: "email", in: reloaded) == "ab|2")
        #expect(reloaded.now >= 750)
    }

    @Test func layoutsThatServeNoTextKeyboardAreRefused() throws {
        let simulator = try Self.typing()
        var files = try SourceFile.readJSONFiles(in: ShippedData.root + "/Layouts")
        // By the file's name, not its path (a checkout in /work/wt-x had every file removed).
        // The iPad's layouts serve text keyboards too, and a phone takes one when nothing else serves.
        files.removeAll {
            let name = $0.path.split(separator: "/").last ?? ""
            return name == "default.json" || name.contains("-") || name.hasPrefix("ipad")
        }
        #expect(
            files.map { $0.path.split(separator: "/").last ?? "" }.sorted() == [
                "email.json", "emoji.json", "korean.json", "twitter.json", "url.json",
            ])
        let layouts = LayoutCatalog.load(files).catalog
        #expect(throws: SessionError.self) {
            try simulator.reloaded(scene: try Self.demo(), device: try Self.device(), layouts: layouts)
        }
    }
}
