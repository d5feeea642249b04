import Testing

@testable import KeySimCore

/// The planner picks the gesture a person would make next, from the keyboard's real state.
struct TypePlannerTests {
    typealias Step = TypePlanner.Step

    static func keyboard(_ layoutID: String, layer: String? = nil, shift: ShiftState = .off) throws -> Keyboard {
        let layout = try #require(try ShippedData.layouts().layout(id: layoutID))
        let device = try #require(try ShippedData.devices().profile(named: "iphone-15"))
        var keyboard = Keyboard(layout: layout, metrics: device.keyboard, width: device.screen.width)
        var scratch: [KeyboardEvent] = []
        if let layer { keyboard.switchLayer(to: layer, time: 0, events: &scratch) }
        if shift != .off { keyboard.setShift(shift, automatic: false, time: 0, events: &scratch) }
        return keyboard
    }

    @Test(
        arguments: [
            ("default", "letters", ShiftState.off, "abc", Step(gesture: .tap(key: "a"), typed: 1)),
            ("default", "letters", .off, "Abc", Step(gesture: .tap(key: "shift"), typed: 0)),
            ("default", "letters", .on, "Abc", Step(gesture: .tap(key: "a"), typed: 1)),
            ("default", "letters", .on, "abc", Step(gesture: .tap(key: "shift"), typed: 0)),
            ("default", "letters", .locked, "x", Step(gesture: .tap(key: "shift"), typed: 0)),
            ("default", "letters", .off, "1", Step(gesture: .tap(key: "numbers"), typed: 0)),
            ("default", "letters", .off, "#", Step(gesture: .tap(key: "numbers"), typed: 0)),
            ("default", "numbers", .off, "#", Step(gesture: .tap(key: "symbols"), typed: 0)),
            ("default", "numbers", .off, "x", Step(gesture: .tap(key: "letters"), typed: 0)),
            ("default", "letters", .off, "é", Step(gesture: .longPress(key: "e", alternate: 1), typed: 1)),
            ("default", "letters", .on, "É", Step(gesture: .longPress(key: "e", alternate: 1), typed: 1)),
            ("default", "letters", .off, " x", Step(gesture: .tap(key: "space"), typed: 1)),
            ("default", "letters", .off, "\nx", Step(gesture: .tap(key: "return"), typed: 1)),
            ("url", "letters", .off, ".com/", Step(gesture: .tap(key: ".com"), typed: 4)),
            ("url", "letters", .off, ".x", Step(gesture: .tap(key: "."), typed: 1)),
            ("url", "letters", .off, ".net", Step(gesture: .tap(key: "."), typed: 1)),
            ("phone-pad", "digits", .off, "*", Step(gesture: .tap(key: "symbols"), typed: 0)),
            ("phone-pad", "digits", .off, "+", Step(gesture: .longPress(key: "0", alternate: 0), typed: 1)),
            ("name-phone-pad", "letters", .off, "5", Step(gesture: .tap(key: "numbers"), typed: 0)),
        ] as [(String, String, ShiftState, String, Step)])
    func nextStepIsWhatAPersonWouldDo(layout: String, layer: String, shift: ShiftState, text: String, step: Step) throws
    {
        let keyboard = try Self.keyboard(layout, layer: layer, shift: shift)
        #expect(TypePlanner.nextStep(for: Substring(text), keyboard: keyboard, context: KeyboardContext()) == step)
    }

    /// On the iPad a person flicks a letter down for its grey second character rather than
    /// switch to the number layer, taps the `@` of the email keyboard, and the tab key for a tab.
    @Test(
        arguments: [
            ("ipad", "letters", ShiftState.off, "1", Step(gesture: .flick(key: "q", direction: .down), typed: 1)),
            ("ipad", "letters", .off, "@", Step(gesture: .flick(key: "a", direction: .down), typed: 1)),
            ("ipad", "letters", .off, "!", Step(gesture: .flick(key: ",", direction: .down), typed: 1)),
            ("ipad", "letters", .on, "!", Step(gesture: .tap(key: ","), typed: 1)),
            ("ipad", "letters", .off, "Q", Step(gesture: .tap(key: "shift"), typed: 0)),
            ("ipad", "letters", .off, "[", Step(gesture: .tap(key: "numbers"), typed: 0)),
            ("ipad", "numbers", .off, "?", Step(gesture: .flick(key: ".", direction: .down), typed: 1)),
            ("ipad", "numbers", .off, "x", Step(gesture: .tap(key: "letters"), typed: 0)),
            ("ipad", "letters", .off, "\tx", Step(gesture: .tap(key: "tab"), typed: 1)),
            ("ipad-email", "letters", .off, "@", Step(gesture: .tap(key: "@"), typed: 1)),
        ] as [(String, String, ShiftState, String, Step)])
    func onTheIPadTheNextStepIsWhatAPersonWouldDo(
        layout: String, layer: String, shift: ShiftState, text: String, step: Step
    ) throws {
        let keyboard = try Self.keyboard(layout, layer: layer, shift: shift)
        #expect(TypePlanner.nextStep(for: Substring(text), keyboard: keyboard, context: KeyboardContext()) == step)
    }

    @Test func decimalKeyTypesTheContextsSeparator() throws {
        let keyboard = try Self.keyboard("decimal-pad")
        let german = KeyboardContext(decimalSeparator: ",")
        #expect(
            TypePlanner.nextStep(for: ",5", keyboard: keyboard, context: german)
                == Step(gesture: .tap(key: "decimal"), typed: 1))
        #expect(TypePlanner.nextStep(for: ".5", keyboard: keyboard, context: german) == nil)
    }

    @Test(arguments: [("number-pad", "a"), ("number-pad", "\n"), ("url", " "), ("phone-pad", "x"), ("default", "😀")])
    func textNoKeyTypesHasNoPlan(layout: String, text: String) throws {
        let keyboard = try Self.keyboard(layout)
        #expect(TypePlanner.nextStep(for: Substring(text), keyboard: keyboard, context: KeyboardContext()) == nil)
    }
}
