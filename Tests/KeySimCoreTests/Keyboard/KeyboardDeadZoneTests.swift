import Testing

@testable import KeySimCore

/// Touches where a person's finger finds no key on an iPhone do nothing: the number pad's
/// blank left of `0` and the home-indicator strip below the keys; the strip's own keys,
/// globe and dictation, work.
struct KeyboardDeadZoneTests {
    static func keyboard(_ layoutID: String, on deviceName: String) throws -> Keyboard {
        let device = try #require(try ShippedData.devices().profile(named: deviceName))
        let layout = try #require(try ShippedData.layouts().layout(id: layoutID))
        var keyboard = Keyboard(layout: layout, metrics: device.keyboard, width: device.screen.width)
        _ = keyboard.reset(context: KeyboardContext(autocapitalization: .never), at: 0)
        return keyboard
    }

    /// A tap (down, then up 60 ms later) at `point`: everything the keyboard said.
    static func tap(_ keyboard: inout Keyboard, at point: Point, time: Int = 100) -> [KeyboardEvent.Kind] {
        return
            (keyboard.handle(.touchDown(finger: 0, at: point), at: time)
            + keyboard.handle(.touchUp(finger: 0, at: point), at: time + 60)).map(\.kind)
    }

    @Test func aTouch70PointsBelowTheSpaceBarOfAnIPhone15TypesNothing() throws {
        var keyboard = try Self.keyboard("default", on: "iphone-15")
        let space = try #require(keyboard.geometry.frame(of: "space")).visible
        #expect(Self.tap(&keyboard, at: Point(x: space.midX, y: space.midY + 70)) == [])
        #expect(keyboard.pressedKeys.isEmpty)
        #expect(
            Self.tap(&keyboard, at: space.center) == [.keyPressed("space"), .keyReleased("space"), .text(.insert(" "))])
    }

    @Test func theNumberPadsBlankLeftOfZeroTypesNothing() throws {
        for device in ["iphone-15", "iphone-se", "iphone-15-pro-max-landscape"] {
            var keyboard = try Self.keyboard("number-pad", on: device)
            let zero = try #require(keyboard.geometry.frame(of: "0"))
            let blank = Point(x: zero.hitRegion.minX / 2, y: zero.visible.midY)
            #expect(Self.tap(&keyboard, at: blank) == [], "\(device)")
            #expect(
                Self.tap(&keyboard, at: zero.visible.center) == [
                    .keyPressed("0"), .keyReleased("0"), .text(.insert("0")),
                ])
        }
    }

    @Test func slidingFromZeroIntoTheBlankAndLiftingThereTypesNothing() throws {
        var keyboard = try Self.keyboard("number-pad", on: "iphone-15")
        let zero = try #require(keyboard.geometry.frame(of: "0"))
        let blank = Point(x: zero.hitRegion.minX / 2, y: zero.visible.midY)
        let events =
            keyboard.handle(.touchDown(finger: 0, at: zero.visible.center), at: 0)
            + keyboard.handle(.touchMoved(finger: 0, to: blank), at: 30)
            + keyboard.handle(.touchUp(finger: 0, at: blank), at: 60)
        #expect(events.map(\.kind) == [.keyPressed("0"), .keyHighlightMoved(from: "0", to: nil), .keyCancelled("0")])
    }

    @Test func onAnIPhone15TheGlobeAndDictationKeysAreInTheStripAndWork() throws {
        var keyboard = try Self.keyboard("default", on: "iphone-15")
        #expect(keyboard.geometry.keys.filter { $0.row == 3 }.map(\.key.id) == ["numbers", "space", "return"])
        let globe = try #require(keyboard.geometry.frame(of: "globe"))
        let dictation = try #require(keyboard.geometry.frame(of: "dictation"))
        #expect(globe.inStrip && dictation.inStrip)
        #expect(
            Self.tap(&keyboard, at: globe.visible.center)
                == [.keyPressed("globe"), .keyReleased("globe"), .text(.nextKeyboard)])
        #expect(
            Self.tap(&keyboard, at: dictation.visible.center)
                == [.keyPressed("dictation"), .keyReleased("dictation"), .dictationRequested])
    }

    @Test func onAnIPhoneSETheGlobeAndDictationKeysStayInTheBottomRow() throws {
        var keyboard = try Self.keyboard("default", on: "iphone-se")
        #expect(keyboard.geometry.strip == nil)
        #expect(
            keyboard.geometry.keys.filter { $0.row == 3 }.map(\.key.id)
                == ["numbers", "globe", "dictation", "space", "return"])
        let dictation = try #require(keyboard.geometry.frame(of: "dictation"))
        #expect(!dictation.inStrip)
        #expect(
            Self.tap(&keyboard, at: dictation.visible.center)
                == [.keyPressed("dictation"), .keyReleased("dictation"), .dictationRequested])
        // With no strip the bottom row still reaches the screen's bottom edge.
        let space = try #require(keyboard.geometry.frame(of: "space"))
        #expect(space.hitRegion.maxY == keyboard.geometry.size.height)
    }

    @Test func inLandscapeTheKeysStayInTheRowAndTheHomeIndicatorsStripTypesNothing() throws {
        var keyboard = try Self.keyboard("default", on: "iphone-15-landscape")
        #expect(
            keyboard.geometry.keys.filter { $0.row == 3 }.map(\.key.id)
                == ["numbers", "globe", "dictation", "space", "return"])
        let strip = try #require(keyboard.geometry.strip)
        #expect(strip.height == 21)
        let space = try #require(keyboard.geometry.frame(of: "space"))
        #expect(Self.tap(&keyboard, at: Point(x: space.visible.midX, y: strip.midY)) == [])
    }

    @Test func dictationIsNotCommittedOnPressAndTypesNoText() throws {
        var keyboard = try Self.keyboard("default", on: "iphone-se")
        let dictation = try #require(keyboard.geometry.frame(of: "dictation")).visible.center
        let down = keyboard.handle(.touchDown(finger: 0, at: dictation), at: 0)
        #expect(down.map(\.kind) == [.keyPressed("dictation")])
    }
}
