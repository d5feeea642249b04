import Testing

@testable import KeySimCore

/// Device profiles load, and on every one of them every shipped keyboard is tiled by hit
/// regions and the places that answer no touch (empty cells, the home-indicator strip around
/// its keys): a touch anywhere on the keyboard selects exactly one key, or none there.
struct ShippedDevicesTests {
    @Test func everyDeviceLoadsInBothOrientations() throws {
        let devices = try ShippedData.devices()
        #expect(
            devices.names == [
                "ipad", "ipad-landscape", "iphone-15-pro-max", "iphone-15-pro-max-landscape", "iphone-15",
                "iphone-15-landscape", "iphone-se", "iphone-se-landscape",
            ])
        #expect(devices.profile(named: "iPhone-15:landscape")?.orientation == .landscape)
        #expect(devices.profile(named: "iphone-15")?.screen == Size(width: 393, height: 852))
        #expect(devices.profile(named: "iphone-16") == nil)
    }

    @Test func iOSTimingsFileMatchesTheBuiltInProfile() throws {
        let file = try SourceFile.read(ShippedData.root + "/Assets/Timings/ios.json")
        #expect(try TimingProfile(file: file) == .ios)
    }

    @Test func hitRegionsTileEveryKeyboardOnEveryDevice() throws {
        let devices = try ShippedData.devices()
        for layout in try ShippedData.layouts().layouts {
            for layer in layout.layers {
                for device in devices.profiles {
                    let geometry = KeyboardGeometry(layer: layer, metrics: device.keyboard, width: device.screen.width)
                    let place = "\(layout.id)/\(layer.id) on \(device.reference)"
                    #expect(geometry.keys.count == layer.keys.count, "\(place)")
                    // The regions and the empty cells cover the keyboard above the strip
                    // exactly: their areas add up to its area and no two overlap.
                    func area(_ rect: Rect) -> Double { rect.width * rect.height }
                    let rows = geometry.keys.filter { !$0.inStrip }.reduce(0) { $0 + area($1.hitRegion) }
                    let empty = geometry.emptyCells.reduce(0) { $0 + area($1) }
                    let strip = geometry.strip.map(area) ?? 0
                    #expect(
                        abs(
                            rows + empty + strip
                                - area(Rect(x: 0, y: 0, width: geometry.size.width, height: geometry.size.height)))
                            < 0.001, "\(place)")
                    #expect((geometry.strip != nil) == (device.keyboard.strip != nil), "\(place)")
                    for frame in geometry.keys where frame.inStrip {
                        #expect(
                            geometry.strip.map { Self.holds($0, frame.hitRegion) } == true, "\(place) \(frame.key.id)")
                    }
                    for (index, a) in geometry.keys.enumerated() {
                        for b in geometry.keys[(index + 1)...] {
                            let overlapX =
                                min(a.hitRegion.maxX, b.hitRegion.maxX) - max(a.hitRegion.minX, b.hitRegion.minX)
                            let overlapY =
                                min(a.hitRegion.maxY, b.hitRegion.maxY) - max(a.hitRegion.minY, b.hitRegion.minY)
                            #expect(!(overlapX > 1e-9 && overlapY > 1e-9), "\(place): \(a.key.id) overlaps \(b.key.id)")
                        }
                        // What people see lies inside what answers touches.
                        #expect(
                            a.hitRegion.minX <= a.visible.minX && a.visible.maxX <= a.hitRegion.maxX + 1e-9,
                            "\(place) \(a.key.id)")
                        #expect(
                            a.hitRegion.minY <= a.visible.minY && a.visible.maxY <= a.hitRegion.maxY + 1e-9,
                            "\(place) \(a.key.id)")
                    }
                    // A dense grid: every point selects a key whose region holds it, or lies in
                    // an empty cell or in the strip outside its keys, and selects nothing.
                    var y = 0.0
                    while y < geometry.size.height {
                        var x = 0.0
                        while x < geometry.size.width {
                            let point = Point(x: x, y: y)
                            if let hit = geometry.key(at: point) {
                                #expect(hit.hitRegion.contains(point), "\(place): \(point)")
                            } else {
                                let dead =
                                    geometry.emptyCells.contains { $0.contains(point) }
                                    || geometry.strip?.contains(point) == true
                                #expect(dead, "\(place): \(point) selects no key")
                                #expect(geometry.isDeadZone(point), "\(place): \(point)")
                            }
                            x += 2.5
                        }
                        y += 2.5
                    }
                }
            }
        }
    }

    /// Whether `inner` lies inside `outer`.
    private static func holds(_ outer: Rect, _ inner: Rect) -> Bool {
        outer.minX <= inner.minX && inner.maxX <= outer.maxX + 1e-9 && outer.minY <= inner.minY
            && inner.maxY <= outer.maxY + 1e-9
    }
}
