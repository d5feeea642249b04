import Testing

@testable import KeySimCore

/// What the frame tests draw with and on: the shipped themes, iPhone 15, the shipped
/// layouts, the demo scene, and ways to touch a keyboard or the simulator at a key's centre.
enum FrameFixtures {
    static let measurer = FixedAdvanceMeasurer()

    static func theme(_ id: String) throws -> Theme {
        try Theme.decode(try SourceFile.read(ShippedData.root + "/Assets/Themes/\(id).json"))
    }

    static func builder() throws -> FrameBuilder {
        FrameBuilder(theme: try theme("light"), measurer: measurer)
    }

    static func device() throws -> DeviceProfile {
        try #require(try ShippedData.devices().profile(named: "iphone-15"))
    }

    /// A keyboard for `type` laid out on iPhone 15, shown as a field's focus shows it.
    static func keyboard(for type: KeyboardType, context: KeyboardContext = KeyboardContext(autocapitalization: .never))
        throws -> Keyboard
    {
        let device = try device()
        let layout = try #require(try ShippedData.layouts().layout(for: type))
        var keyboard = Keyboard(layout: layout, metrics: device.keyboard, width: device.screen.width)
        _ = keyboard.reset(context: context, at: 0)
        return keyboard
    }

    /// The centre of a key of the current layer, in keyboard coordinates.
    static func centre(of id: String, on keyboard: Keyboard) throws -> Point {
        try #require(keyboard.geometry.frame(of: id), "no key '\(id)' on layer \(keyboard.layerID)").visible.center
    }

    /// A tap (down, then up 50 ms later) on a key.
    static func tap(_ id: String, on keyboard: inout Keyboard, at time: Int) throws {
        let point = try centre(of: id, on: keyboard)
        _ = keyboard.handle(.touchDown(finger: 0, at: point), at: time)
        _ = keyboard.handle(.touchUp(finger: 0, at: point), at: time + 50)
    }

    /// The demo scene on iPhone 15, no field focused.
    static func demo() throws -> Simulator {
        let scene = try Scene.decode(try SourceFile.read(ShippedData.root + "/Assets/Scenes/demo.json"))
        return try Simulator(scene: scene, device: try device(), layouts: try ShippedData.layouts())
    }

    /// Taps the keys with these ids on the simulator's keyboard, in window points, one every
    /// 200 ms from `time`; returns the time after the last.
    @discardableResult
    static func type(_ ids: [String], into simulator: inout Simulator, from time: Int) throws -> Int {
        var time = time
        for id in ids {
            let keyboard = try #require(simulator.keyboard)
            let centre = try centre(of: id, on: keyboard)
            let origin = simulator.device.keyboardOrigin
            let point = Point(x: centre.x + origin.x, y: centre.y + origin.y)
            _ = simulator.touch(.down, at: point, finger: 0, time: time)
            _ = simulator.touch(.up, at: point, finger: 0, time: time + 50)
            time += 200
        }
        return time
    }
}
