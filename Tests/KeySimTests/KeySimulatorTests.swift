import Foundation
import KeySim
import Testing

/// The library's Swift API, as an app's test uses it: a scene loaded, typed into as a person
/// would, its fields read back.
struct KeySimulatorTests {
    @Test func typingAnEmailAddressShowsTheEmailKeyboardAndMovesOnWithNext() throws {
        let phone = try KeySimulator(scene: "demo")
        #expect(phone.focusedField == nil)
        #expect(phone.keyboard == nil)
        try phone.focus("email")
        #expect(phone.focusedField == "email")
        #expect(phone.keyboard?.layout == "email")
        try phone.type("jane@example.com")
        let email = try #require(phone.field("email"))
        #expect(email.text == "jane@example.com")
        #expect(email.isValid)
        #expect(email.selection == 16..<16)
        #expect(email.shown == "jane@example.com")
        #expect(email.showsClearButton)
        // The email field's return key is Next: it moves focus to the password.
        try phone.tap("return")
        #expect(phone.focusedField == "password")
        #expect(phone.field("email")?.showsClearButton == false)
    }

    @Test func anEmptyFieldShowsItsPromptAndUnknownFieldsAreNil() throws {
        let phone = try KeySimulator(scene: "demo")
        #expect(phone.field("email")?.shown == "jane@example.com")
        #expect(phone.field("email")?.text == "")
        #expect(phone.field("emial") == nil)
        #expect(phone.fields.map(\.id).prefix(3) == ["name", "email", "password"])
    }

    @Test func secureTextReadsAsBulletsUnlessRevealed() throws {
        let hidden = try KeySimulator(scene: "demo")
        try hidden.focus("password")
        try hidden.type("s3cret!")
        #expect(hidden.field("password")?.text == "•••••••")
        #expect(!hidden.eventLog.joined().contains("s3cret"))
        #expect(!hidden.resultJSON.contains("s3cret"))

        let shown = try KeySimulator(scene: "demo", revealSecure: true)
        try shown.focus("password")
        try shown.type("s3cret!")
        #expect(shown.field("password")?.text == "s3cret!")
    }

    @Test func autocorrectionAndSuggestionsWorkAsOnThePhone() throws {
        let phone = try KeySimulator(scene: "demo")
        try phone.focus("default")
        try phone.type("I saw teh")
        #expect(phone.keyboard?.autocorrection == "the")
        #expect(phone.keyboard?.suggestions.contains("the") == true)
        try phone.type(" ")
        #expect(phone.field("default")?.text == "I saw the ")
    }

    @Test func hardwareKeysSelectCopyAndPaste() throws {
        let phone = try KeySimulator(scene: "demo")
        try phone.focus("name")
        try phone.type("Jane")
        try phone.press("ctrl+a")
        #expect(phone.field("name")?.selectedText == "Jane")
        try phone.press("ctrl+c")
        #expect(phone.pasteboard == "Jane")
        try phone.focus("default")
        try phone.press("ctrl+v")
        #expect(phone.field("default")?.text == "Jane")
    }

    @Test func timeIsVirtualAndPausesBetweenActions() throws {
        let phone = try KeySimulator(scene: "demo")
        phone.pause = 500
        try phone.focus("name")
        let afterFocus = phone.now
        #expect(afterFocus >= 500)
        phone.wait(2_000)
        try phone.tap("j")
        #expect(phone.now >= afterFocus + 2_500)
        // The script holds the times the actions ran at.
        let lines = phone.script.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("{\"keysim\":1,\"scene\":\"demo\""))
        #expect(lines[1] == "{\"t\":500,\"focus\":\"name\"}")
        #expect(lines[2] == "{\"t\":\(afterFocus + 2_500),\"tap\":\"j\"}")
    }

    @Test func twoSimulatorsGiveTheSameBytesForTheSameActions() throws {
        func session() throws -> (String, [String]) {
            let phone = try KeySimulator(scene: "demo", device: "iphone-se")
            try phone.focus("note")
            try phone.type("Hello wrold, how are you")
            try phone.tap("return")
            return (phone.resultJSON, phone.eventLog)
        }
        let (first, firstLog) = try session()
        let (second, secondLog) = try session()
        #expect(first == second)
        #expect(firstLog == secondLog)
        #expect(!firstLog.isEmpty)
    }

    @Test func aFailedExpectationThrowsTheReplayMessageAndTheSimulatorGoesOn() throws {
        let phone = try KeySimulator(scene: "demo")
        try phone.focus("email")
        try phone.type("jane")
        try phone.expect(#"{"field":"email","text":"jane","valid":false}"#)
        let error = try #require(throws: KeySimError.self) {
            try phone.expect(#"{"field":"email","text":"janet"}"#)
        }
        #expect(error.exitCode == 1)
        #expect(error.message.hasPrefix("KeySimulator:5:"))
        #expect(error.message.hasSuffix(#"expected field 'email' to have text "janet", found "jane""#))
        #expect(phone.failures.count == 1)
        try phone.type("@example.com")
        #expect(phone.field("email")?.isValid == true)
    }

    @Test func anUnknownKeyStopsTheSimulatorWithTheReplayMessage() throws {
        let phone = try KeySimulator(scene: "demo")
        try phone.focus("name")
        let error = try #require(throws: KeySimError.self) { try phone.tap("qq") }
        #expect(error.exitCode == 65)
        #expect(error.message.hasPrefix("KeySimulator:3:"), "\(error.message)")
        #expect(error.message.contains("'qq'"), "\(error.message)")
        // Later actions fail with the same error: a replay of the script stops there too.
        let again = try #require(throws: KeySimError.self) { try phone.type("x") }
        #expect(again == error)
    }

    @Test func aMalformedLineIsRefusedWithItsPositionAndNothingIsKept() throws {
        let phone = try KeySimulator(scene: "demo")
        let error = try #require(throws: KeySimError.self) { try phone.perform(#"{"tpye":"x"}"#) }
        #expect(error.exitCode == 65)
        #expect(error.message.contains("did you mean 'type'?"), "\(error.message)")
        let notObject = try #require(throws: KeySimError.self) { try phone.perform("tap q") }
        #expect(notObject.exitCode == 65)
        let timed = try #require(throws: KeySimError.self) { try phone.perform(#"{"t":5,"focus":"name"}"#) }
        #expect(timed.exitCode == 65)
        #expect(timed.message.contains("written without its 't'"), "\(timed.message)")
        #expect(phone.script.split(separator: "\n").count == 1)
        // The simulator still works.
        try phone.perform(#"{"focus":"name"}"#)
        #expect(phone.focusedField == "name")
    }

    @Test func unknownScenesDevicesAndSizesNameWhatThereIs() throws {
        let scene = try #require(throws: KeySimError.self) { try KeySimulator(scene: "dmeo") }
        #expect(scene.exitCode == 66)
        #expect(scene.message.contains("did you mean 'demo'?"), "\(scene.message)")
        let device = try #require(throws: KeySimError.self) { try KeySimulator(device: "iphone-51") }
        #expect(device.exitCode == 65)
        #expect(device.message.contains("did you mean 'iphone-15'?"), "\(device.message)")
        let size = try #require(throws: KeySimError.self) { try KeySimulator(contentSize: "huge") }
        #expect(size.exitCode == 64)
        #expect(size.message.contains("contentSize"), "\(size.message)")
        let resources = try #require(throws: KeySimError.self) { try KeySimulator(resources: "/nonexistent") }
        #expect(resources.exitCode == 66)
        #expect(resources.message.contains("/nonexistent"), "\(resources.message)")
        #expect(resources.message.contains("KEYSIM_HOME"), "\(resources.message)")
    }

    @Test func aScreenshotIsThePhoneScreenAtTheScale() throws {
        let phone = try KeySimulator(scene: "demo", device: "iphone-15")
        try phone.focus("email")
        try phone.type("jane@")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keysim-api-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("email.png").path
        try phone.screenshot(to: path, scale: 1)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // IHDR: width and height, big-endian, at bytes 16 and 20: the iPhone 15's 393 × 852 points.
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 393)
        #expect(height == 852)
        let unwritable = try #require(throws: KeySimError.self) {
            try phone.screenshot(to: "/nonexistent/folder/x.png")
        }
        #expect(unwritable.exitCode == 66)
    }

    @Test func voiceOverSaysWhatIsTyped() throws {
        let phone = try KeySimulator(scene: "demo", voiceOver: true)
        try phone.focus("name")
        #expect(phone.lastAnnouncement == "Name, Jane Appleseed, text field, is editing")
        try phone.tap("j")
        // The key as it is touched, then the character typed (auto-capitalised).
        #expect(phone.lastAnnouncement == "capital J")
        #expect(phone.eventLog.filter { $0.contains("\"announce\"") }.count == 3)
    }
}
