import Foundation
import KeySim
import Testing

/// The app's delivery form (`Scenes/delivery.json`), typed into as a customer would.
struct DeliveryFormTests {
    /// The app's own scene, beside the tests.
    static let scene = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenes/delivery.json").path

    @Test func eachFieldGetsItsKeyboardAndNextMovesOn() throws {
        let phone = try KeySimulator(scene: Self.scene, device: "iphone-15")
        try phone.focus("name")
        #expect(phone.keyboard?.layout == "default")
        // `type` types exactly this text, shifting where the keyboard did not already.
        try phone.type("Jane ")
        #expect(phone.keyboard?.shift == "on", "words capitalisation: the next word starts capitalised")
        try phone.type("Appleseed")
        #expect(phone.field("name")?.text == "Jane Appleseed")
        try phone.tap("return")
        #expect(phone.focusedField == "email")
        #expect(phone.keyboard?.layout == "email")
        try phone.type("jane@example.com")
        try phone.tap("return")
        #expect(phone.focusedField == "zip")
        #expect(phone.keyboard?.layout == "number-pad")
    }

    @Test func aZipCodeStopsAtFiveDigits() throws {
        let phone = try KeySimulator(scene: Self.scene)
        try phone.focus("zip")
        try phone.type("9410")
        for key in ["7", "7"] { try phone.tap(key) }
        #expect(phone.field("zip")?.text == "94107")
    }

    @Test func aWrongEmailIsToldWhenEditingEnds() throws {
        let phone = try KeySimulator(scene: Self.scene)
        try phone.focus("email")
        try phone.type("jane@")
        #expect(phone.field("email")?.message == nil, "not while the customer is still typing")
        try phone.tap("return")
        #expect(phone.field("email")?.isValid == false)
        #expect(phone.field("email")?.message == "Enter an address like jane@example.com.")
        // The same check, in a tap script's words, with its message on failure.
        try phone.expect(#"{"field":"email","valid":false,"shown":"jane@"}"#)
    }

    @Test func typosInTheInstructionsAreCorrected() throws {
        let phone = try KeySimulator(scene: Self.scene)
        try phone.focus("instructions")
        try phone.type("Leave it by teh ")
        #expect(phone.field("instructions")?.text == "Leave it by the ")
        // What was done, as a script `keysim replay` replays to the same result.
        #expect(phone.script.split(separator: "\n").count == 3)
    }
}
