import Foundation
import KeySimCore
import Testing

@testable import KeySimSDL

/// The layouts, devices, themes, scenes and timings shipped in the checkout, loaded as the
/// CLI loads them (`keysim render`), for tests that draw what a user sees.
enum ShippedAssets {
    static let root = Golden.repositoryRoot.path

    /// Every layout in `Layouts/`; throws when one has a problem.
    static func layouts() throws -> LayoutCatalog {
        let (catalog, diagnostics) = try LayoutCatalog.load(directory: root + "/Layouts")
        try requireNoProblems(diagnostics)
        return catalog
    }

    /// A device profile from `Assets/Devices` by name (`iphone-15`, `iphone-se-landscape`).
    static func device(_ name: String) throws -> DeviceProfile {
        let (catalog, diagnostics) = try DeviceCatalog.load(directory: root + "/Assets/Devices")
        try requireNoProblems(diagnostics)
        return try #require(catalog.profile(named: name), "no device '\(name)' in Assets/Devices")
    }

    /// A theme from `Assets/Themes` by name (`light`, `dark`).
    static func theme(_ name: String) throws -> Theme {
        try Theme.decode(try SourceFile.read(root + "/Assets/Themes/\(name).json"))
    }

    /// A scene from `Assets/Scenes` by name (`demo`).
    static func scene(_ name: String) throws -> Scene {
        try Scene.decode(try SourceFile.read(root + "/Assets/Scenes/\(name).json"))
    }

    /// The timing profile in `Assets/Timings/ios.json`.
    static func timings() throws -> TimingProfile {
        try TimingProfile(file: try SourceFile.read(root + "/Assets/Timings/ios.json"))
    }

    /// The icons in `Assets/Icons`.
    static func icons() throws -> IconLibrary {
        try IconLibrary(folder: Golden.iconsFolder)
    }

    private static func requireNoProblems(_ diagnostics: [Diagnostic]) throws {
        guard diagnostics.isEmpty else {
            throw Problem(message: diagnostics.map(\.description).joined(separator: "\n"))
        }
    }

    struct Problem: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}

/// A pixel of a rendered image read back at a point, to compare with a theme colour.
struct SampledPixel: Equatable, CustomStringConvertible {
    var red: Int
    var green: Int
    var blue: Int

    /// The pixel of `image` under `point` (in points) drawn at `scale` pixels per point.
    init(_ image: Image, at point: Point, scale: Double) {
        let x = min(max(Int((point.x * scale).rounded(.down)), 0), image.width - 1)
        let y = min(max(Int((point.y * scale).rounded(.down)), 0), image.height - 1)
        let pixel = image[x, y]
        red = Int(pixel.red)
        green = Int(pixel.green)
        blue = Int(pixel.blue)
    }

    /// Whether this pixel shows `color` (opaque), within `Golden.tolerance` per channel.
    func shows(_ color: Color) -> Bool {
        abs(red - Int(color.red)) <= Golden.tolerance && abs(green - Int(color.green)) <= Golden.tolerance
            && abs(blue - Int(color.blue)) <= Golden.tolerance
    }

    var description: String { String(format: "#%02X%02X%02X", red, green, blue) }
}

/// How many pixels inside `rect` (points) of `image` drawn at `scale` show `color`, sampled
/// once a pixel.
func pixelCount(of color: Color, in image: Image, rect: Rect, scale: Double) -> Int {
    var count = 0
    for y in stride(from: rect.minY, to: rect.maxY, by: 1 / scale) {
        for x in stride(from: rect.minX, to: rect.maxX, by: 1 / scale)
        where SampledPixel(image, at: Point(x: x, y: y), scale: scale).shows(color) {
            count += 1
        }
    }
    return count
}

/// How many pixels differ (beyond `Golden.tolerance` in any channel) between two images of
/// the same size inside `rect` (in points, at `scale`).
func differingPixels(_ first: Image, _ second: Image, in rect: Rect, scale: Double) -> Int {
    let minX = max(0, Int((rect.minX * scale).rounded(.down)))
    let maxX = min(first.width, second.width, Int((rect.maxX * scale).rounded(.up)))
    let minY = max(0, Int((rect.minY * scale).rounded(.down)))
    let maxY = min(first.height, second.height, Int((rect.maxY * scale).rounded(.up)))
    var count = 0
    for y in minY..<max(minY, maxY) {
        for x in minX..<max(minX, maxX) {
            let a = first[x, y]
            let b = second[x, y]
            let delta = max(
                abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
            if delta > Golden.tolerance { count += 1 }
        }
    }
    return count
}
