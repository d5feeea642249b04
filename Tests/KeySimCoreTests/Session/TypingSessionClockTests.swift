import Testing

@testable import KeySimCore

/// Before every touch a simulator advances the focused session's clock; when no keyboard
/// timer is due it takes a short cut that only moves the clocks. The short cut must leave
/// the session exactly as the full advance does, and decline whenever a timer is due.
struct TypingSessionClockTests {
    @Test func theClockShortCutLeavesTheSessionAsTheFullAdvanceDoes() throws {
        let device = try #require(try ShippedData.devices().profile(named: "iphone-15"))
        var session = try TypingSession(
            traits: TextInputTraits(), text: "Some text to delete", layouts: try ShippedData.layouts(), device: device)
        _ = session.focus(at: 0)
        let letter = try #require(session.keyboard.geometry.frame(of: "h")).visible.center
        let delete = try #require(session.keyboard.geometry.frame(of: "delete")).visible.center
        var time = 0
        var shortCuts = 0
        var declined = 0
        for step in 0..<400 {
            // Gaps shorter and longer than the long-press and delete-repeat timers.
            time += [7, 40, 120, 333, 600, 1_100][step % 6]
            var shortCut = session
            var full = session
            let events = full.advance(to: time)
            if shortCut.advanceUnlessTimerDue(to: time) {
                #expect(events.isEmpty, "step \(step): the short cut was taken while a timer fired")
                #expect(shortCut == full, "step \(step)")
                shortCuts += 1
            } else {
                #expect(shortCut == session, "step \(step): declining changed the session")
                #expect(!session.keyboard.touches.isEmpty, "step \(step): declined with no finger down")
                declined += 1
            }
            session = full
            // A finger goes down and lifts, in turn on a letter (long press) and on delete (repeat).
            switch step % 4 {
            case 0: _ = session.handle(.touchDown(finger: 1, at: letter), at: time)
            case 1: _ = session.handle(.touchUp(finger: 1, at: letter), at: time)
            case 2: _ = session.handle(.touchDown(finger: 2, at: delete), at: time)
            default: _ = session.handle(.touchUp(finger: 2, at: delete), at: time)
            }
        }
        #expect(shortCuts > 0)
        #expect(declined > 0, "no step had a timer due: the test checks only one side")
    }
}
