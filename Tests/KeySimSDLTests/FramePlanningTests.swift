import KeySimCore
import Testing

@testable import KeySimSDL

/// A window's frames, built by a builder that remembers the keyboard and the form, planned by
/// a renderer that takes the last plan's items for the commands two frames share: the plans
/// and the pixels must be those made afresh, over every kind of change a session makes.
struct FramePlanningTests {
    let fonts: FontLibrary
    let icons: IconLibrary
    /// Remembers the keyboard's and the form's commands, as a window's builder does.
    let builder: FrameBuilder
    let device: DeviceProfile

    init() throws {
        fonts = try FontLibrary()
        icons = try ShippedAssets.icons()
        builder = FrameBuilder(
            theme: try ShippedAssets.theme("light"), measurer: fonts, keyboardMemo: KeyboardDrawingMemo(),
            formMemo: FormDrawingMemo())
        device = try ShippedAssets.device("iphone-15")
    }

    /// The frames a window draws over a session, each named: the keyboard sliding in, caret
    /// blinks, typing past a field's width, shift, a callout, a validation message, a secure
    /// field, a combo box's list, scrolling to a low field, a growing wrapped field, the
    /// keyboard sliding away, a tooltip.
    private func session() throws -> [(String, Frame)] {
        var simulator = try Simulator(
            scene: try ShippedAssets.scene("demo"), device: device, layouts: try ShippedAssets.layouts(),
            timings: try ShippedAssets.timings())
        var drawn: [(String, Frame)] = []
        var time = 0
        func frames(_ step: String, every interval: Int = 150, for duration: Int = 300) {
            for moment in stride(from: time, through: time + duration, by: interval) {
                _ = simulator.advance(to: moment)
                drawn.append(("\(step) at \(moment)", builder.frame(of: simulator, at: moment)))
            }
            time += duration + 10
        }
        func type(_ chunks: String...) {
            for chunk in chunks {
                _ = simulator.hardwareText(chunk, at: time)
                drawn.append(("typed \(chunk)", builder.frame(of: simulator, at: time)))
                time += 110
            }
        }
        func touch(_ phase: TouchPhase, _ id: String) throws {
            let key = try #require(simulator.keyboard?.geometry.frame(of: id)).visible
            let origin = device.keyboardOrigin
            _ = simulator.touch(phase, at: Point(x: origin.x + key.midX, y: origin.y + key.midY), finger: 0, time: time)
        }
        frames("unfocused")
        _ = simulator.focus(fieldAt: try #require(simulator.index(of: "email")), time: time)
        frames("sliding in", every: 90, for: FrameMetrics.slideDuration + 60)
        frames("blinking", every: FrameMetrics.caretBlinkInterval / 2, for: 2 * FrameMetrics.caretBlinkInterval)
        type("a", "n@", "example.com", ", longer than it fits")
        _ = simulator.press(HardwarePress(.home), at: time)
        frames("caret at the start")
        _ = simulator.focus(fieldAt: try #require(simulator.index(of: "default")), time: time)
        frames("an invalid field's message")
        try touch(.down, "shift")
        frames("shift held")
        try touch(.up, "shift")
        try touch(.down, "e")
        frames("a callout opening", every: 300, for: 900)
        try touch(.up, "e")
        frames("the callout's letter typed")
        _ = simulator.focus(fieldAt: try #require(simulator.index(of: "password")), time: time)
        type("p", "w")
        frames("a secure field's last character", every: 400, for: 1_200)
        _ = simulator.focus(fieldAt: try #require(simulator.index(of: "country")), time: time)
        type("G")
        frames("a combo box's list")
        _ = simulator.focus(fieldAt: try #require(simulator.index(of: "note")), time: time)
        frames("scrolling to a low field")
        type(" and", " more")
        _ = simulator.press(HardwarePress(.escape), at: time)
        frames("the keyboard sliding away", every: 90, for: FrameMetrics.slideDuration + 60)
        let twitter = try #require(simulator.index(of: "twitter"))
        let box = simulator.form.fields[twitter].field
        _ = simulator.pointerMoved(to: Point(x: box.midX, y: box.midY - simulator.scrollOffset), at: time)
        frames("a tooltip", every: 300, for: 900)
        return drawn
    }

    @Test func eachPlanTakingTheLastOnesItemsIsThePlanMadeAfresh() throws {
        let frames = try session()
        let target = try Rasterizer.offscreenRenderer(for: frames[0].1, scale: 2)
        let remembering = FrameRenderer(renderer: target, fonts: fonts, icons: icons)
        var previous: FramePlan?
        for (step, frame) in frames {
            let planned = try remembering.plan(frame, scale: 2)
            let fresh = try FrameRenderer(renderer: target, fonts: fonts, icons: icons).plan(frame, scale: 2).plan
            #expect(planned.plan == fresh, "\(step)")
            // Item equality compares commands and clips; the pixels they reach must agree too.
            #expect(planned.plan.items.map(\.bounds) == fresh.items.map(\.bounds), "\(step)")
            #expect(planned.plan.items.map(\.cover) == fresh.items.map(\.cover), "\(step)")
            if let previous {
                #expect(
                    fresh.changedRegion(
                        since: previous, equalPrefix: planned.sharedPrefix, equalSuffix: planned.sharedSuffix)
                        == fresh.changedRegion(since: previous), "\(step)")
            }
            previous = fresh
        }
    }

    @Test func eachFrameDrawnOverTheLastOneMatchesTheFrameDrawnWhole() throws {
        let frames = try session()
        let target = try Rasterizer.offscreenRenderer(for: frames[0].1, scale: 2)
        let renderer = FrameRenderer(renderer: target, fonts: fonts, icons: icons)
        for (step, frame) in frames {
            _ = try renderer.drawChanges(frame, scale: 2)
            let whole = try Rasterizer.render(frame, scale: 2, fonts: fonts, icons: icons)
            let drawn = try Rasterizer.image(of: target)
            #expect(drawn == whole, "\(step): \(drawn.difference(to: whole))")
        }
    }

    @Test func aCaretBlinkPlacesOnlyTheCaret() throws {
        var simulator = try Simulator(
            scene: try ShippedAssets.scene("demo"), device: device, layouts: try ShippedAssets.layouts(),
            timings: try ShippedAssets.timings())
        _ = simulator.focus(fieldAt: try #require(simulator.index(of: "email")), time: 0)
        let blink = FrameMetrics.caretBlinkInterval
        let on = (FrameMetrics.slideDuration / (2 * blink) + 1) * 2 * blink
        let target = try Rasterizer.offscreenRenderer(for: builder.frame(of: simulator, at: on), scale: 2)
        let renderer = FrameRenderer(renderer: target, fonts: fonts, icons: icons)
        _ = try renderer.drawChanges(builder.frame(of: simulator, at: on), scale: 2)
        let first = renderer.commandsPlaced
        #expect(first > 100, "the first frame places every command")
        for phase in 1...4 {
            let region = try renderer.drawChanges(builder.frame(of: simulator, at: on + phase * blink), scale: 2)
            #expect(!region.isEmpty && region.width * region.height < 786 * 1704 / 500, "caret region \(region)")
        }
        #expect(renderer.commandsPlaced - first <= 2, "the caret appearing places it; disappearing places nothing")
    }

    /// A clip pushed in the part of a frame that changed and popped in the part it shares
    /// with the last one: the shared commands under it are placed again, under the new clip.
    @Test func sharedCommandsUnderAChangedClipArePlacedAgain() throws {
        let black = Color(red: 0, green: 0, blue: 0)
        let style = TextStyle(size: 17, color: black)
        func frame(clip: Rect) -> Frame {
            Frame(
                size: Size(width: 200, height: 200), background: Color(red: 255, green: 255, blue: 255),
                commands: [
                    .fill(Rect(x: 0, y: 0, width: 20, height: 20), radius: 0, color: black),
                    .pushClip(clip),
                    .pushClip(Rect(x: 40, y: 40, width: 20, height: 20)),
                    .fill(Rect(x: 30, y: 30, width: 40, height: 40), radius: 4, color: black),
                    .popClip,
                    .text("clipped", origin: Point(x: 10, y: 50), style: style),
                    .fill(Rect(x: 0, y: 100, width: 150, height: 60), radius: 6, color: black),
                    .popClip,
                    .fill(Rect(x: 180, y: 180, width: 10, height: 10), radius: 0, color: black),
                ])
        }
        let wide = frame(clip: Rect(x: 0, y: 0, width: 120, height: 200))
        let narrow = frame(clip: Rect(x: 0, y: 0, width: 80, height: 200))
        let target = try Rasterizer.offscreenRenderer(for: wide, scale: 2)
        let renderer = FrameRenderer(renderer: target, fonts: fonts, icons: icons)
        _ = try renderer.drawChanges(wide, scale: 2)
        let planned = try renderer.plan(narrow, scale: 2)
        let fresh = try FrameRenderer(renderer: target, fonts: fonts, icons: icons).plan(narrow, scale: 2).plan
        #expect(planned.plan == fresh)
        #expect(planned.plan.items.map(\.bounds) == fresh.items.map(\.bounds))
        let old = try FrameRenderer(renderer: target, fonts: fonts, icons: icons).plan(wide, scale: 2).plan
        #expect(
            fresh.changedRegion(since: old, equalPrefix: planned.sharedPrefix, equalSuffix: planned.sharedSuffix)
                == fresh.changedRegion(since: old))
        _ = try renderer.drawChanges(wide, scale: 2)
        _ = try renderer.drawChanges(narrow, scale: 2)
        #expect(try Rasterizer.image(of: target) == Rasterizer.render(narrow, scale: 2, fonts: fonts, icons: icons))
    }

    /// A clip pushed and not popped in the changed part puts the shared commands after it
    /// under a clip they were not under before.
    @Test func sharedCommandsAfterAClipPushedInTheChangedPartAreClipped() throws {
        let black = Color(red: 0, green: 0, blue: 0)
        let square = DrawCommand.fill(Rect(x: 0, y: 0, width: 20, height: 20), radius: 0, color: black)
        let wide = DrawCommand.fill(Rect(x: 0, y: 50, width: 200, height: 50), radius: 0, color: black)
        let white = Color(red: 255, green: 255, blue: 255)
        let before = Frame(
            size: Size(width: 200, height: 200), background: white,
            commands: [square, .fill(Rect(x: 30, y: 0, width: 10, height: 10), radius: 0, color: black), wide])
        let after = Frame(
            size: Size(width: 200, height: 200), background: white,
            commands: [square, .pushClip(Rect(x: 0, y: 0, width: 100, height: 200)), wide])
        let target = try Rasterizer.offscreenRenderer(for: before, scale: 1)
        let renderer = FrameRenderer(renderer: target, fonts: fonts, icons: icons)
        _ = try renderer.drawChanges(before, scale: 1)
        let planned = try renderer.plan(after, scale: 1)
        let fresh = try FrameRenderer(renderer: target, fonts: fonts, icons: icons).plan(after, scale: 1).plan
        #expect(planned.plan.items.map(\.bounds) == fresh.items.map(\.bounds))
        #expect(planned.plan == fresh)
    }
}
