import Testing

@testable import KeySimCore

/// Every text action on its way to the field passes through the session's input stage — the
/// keyboard's with where the finger was, a hardware key's without — and after each change
/// the stage says what the keyboard is told.
struct InputStageTests {
    /// A stage that notes each action it carries, then passes it on as ``DirectInput`` does;
    /// it can tell the keyboard another auto-capitalization than the field's.
    struct RecordingStage: InputStage, Equatable {
        struct Heard: Equatable, Sendable {
            var action: TextAction
            var touch: KeyTouch?
            var time: Int
        }

        var heard: [Heard] = []
        var autocapitalization: Autocapitalization?

        mutating func perform(
            _ action: TextAction, touch: KeyTouch?, on field: inout TextFieldModel, at time: Int,
            emit: (FieldEvent) -> Void
        ) {
            heard.append(Heard(action: action, touch: touch, time: time))
            var direct = DirectInput()
            direct.perform(action, touch: touch, on: &field, at: time, emit: emit)
        }

        func context(of field: TextFieldModel, traits: TextInputTraits, decimalSeparator: String) -> KeyboardContext {
            var context = DirectInput().context(of: field, traits: traits, decimalSeparator: decimalSeparator)
            if let autocapitalization { context.autocapitalization = autocapitalization }
            return context
        }
    }

    static func session(_ stage: any InputStage = RecordingStage(), text: String = "") throws -> TypingSession {
        let device = try #require(try ShippedData.devices().profile(named: "iphone-15"))
        var session = try TypingSession(
            traits: TextInputTraits(resolving: FieldAttributes(autocapitalization: Autocapitalization.never)),
            text: text, layouts: try ShippedData.layouts(), device: device, input: stage)
        _ = session.focus(at: 0)
        return session
    }

    static func heard(_ session: TypingSession) -> [RecordingStage.Heard] {
        (session.inputStage as? RecordingStage)?.heard ?? []
    }

    static func tap(_ key: String, on session: inout TypingSession, at time: Int) throws -> Point {
        let point = try #require(session.keyboard.geometry.frame(of: key), "no key '\(key)'").visible.center
        _ = session.handle(.touchDown(finger: 0, at: point), at: time)
        _ = session.handle(.touchUp(finger: 0, at: point), at: time + 50)
        return point
    }

    @Test func everyKeyActionPassesThroughTheStageWithWhereTheFingerWas() throws {
        var session = try Self.session()
        let h = try Self.tap("h", on: &session, at: 100)
        let i = try Self.tap("i", on: &session, at: 300)
        let delete = try Self.tap("delete", on: &session, at: 500)
        #expect(
            Self.heard(session) == [
                .init(action: .insert("h"), touch: KeyTouch(key: "h", point: h), time: 150),
                .init(action: .insert("i"), touch: KeyTouch(key: "i", point: i), time: 350),
                .init(action: .deleteBackward, touch: KeyTouch(key: "delete", point: delete), time: 500),
            ])
        #expect(session.field.text == "h")
    }

    @Test func aHardwareKeysActionPassesThroughTheStageWithoutATouch() throws {
        var session = try Self.session(text: "ab")
        let events = session.perform(.insert("c"), touch: nil, at: 100)
        #expect(Self.heard(session) == [.init(action: .insert("c"), touch: nil, time: 100)])
        #expect(events.map(\.kind) == [.field(.inserted(text: "c", at: 2))])
        #expect(session.field.text == "abc")
        #expect(session.keyboard.context == session.context, "the keyboard is told the field after the change")
    }

    @Test func anUnfocusedFieldTakesNoAction() throws {
        let device = try #require(try ShippedData.devices().profile(named: "iphone-15"))
        var session = try TypingSession(
            traits: TextInputTraits(), layouts: try ShippedData.layouts(), device: device, input: RecordingStage())
        #expect(session.perform(.insert("c"), touch: nil, at: 100).isEmpty)
        #expect(Self.heard(session).isEmpty)
        #expect(session.field.text == "")
    }

    @Test func theKeyboardIsToldTheContextTheStageGives() throws {
        var session = try Self.session(RecordingStage(autocapitalization: .characters))
        #expect(session.keyboard.context.autocapitalization == .characters)
        #expect(session.keyboard.shift == .on, "the stage's context asks for capitals")
        _ = try Self.tap("a", on: &session, at: 100)
        #expect(session.field.text == "A")
        #expect(session.keyboard.context == session.context)
        #expect(session.keyboard.shift == .on)
    }

    @Test(arguments: [TextAction.insert("x"), .deleteBackward, .replaceBeforeCaret(count: 2, with: "yz"), .submit])
    func performingThroughTheDirectStageDoesWhatTheEditingPerformDoes(action: TextAction) throws {
        var staged = try Self.session(DirectInput(), text: "abc")
        var edited = staged
        #expect(staged.perform(action, touch: nil, at: 100) == edited.perform(action, at: 100))
        #expect(staged == edited)
    }

    @Test func sessionsCompareTheirStages() throws {
        let one = try Self.session(RecordingStage())
        #expect(one == (try Self.session(RecordingStage())))
        #expect(one != (try Self.session(RecordingStage(autocapitalization: .words))))
        #expect(one != (try Self.session(DirectInput())))
    }
}
