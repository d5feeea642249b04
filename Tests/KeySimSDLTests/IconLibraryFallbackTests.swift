import Foundation
import KeySimCore
import Testing

@testable import KeySimSDL

/// `IconLibrary` draws the shipped icons itself and leaves only other SVG to SDL_image.
struct IconLibraryFallbackTests {
    @Test func theShippedIconsAreDrawnWithoutSDLImage() throws {
        let icons = try IconLibrary(folder: Golden.iconsFolder)
        for icon in Icon.allCases {
            for pixelSize in [16, 22, 24, 33, 44, 48, 66, 72] { _ = try icons.surface(icon, pixelSize: pixelSize) }
        }
        #expect(icons.imageLibraryRasterizations == 0)
    }

    @Test(arguments: [
        "<defs><linearGradient id=\"g\" gradientUnits=\"userSpaceOnUse\" x1=\"4\" y1=\"0\" x2=\"20\" y2=\"0\"><stop offset=\"0\" stop-color=\"#fff\"/>"
            + "<stop offset=\"1\" stop-color=\"#fff\" stop-opacity=\"0\"/></linearGradient></defs>"
            + "<circle cx=\"12\" cy=\"12\" r=\"8\" fill=\"url(#g)\"/>",
        "<circle cx=\"12\" cy=\"12\" r=\"8\" fill=\"none\" stroke=\"#fff\" stroke-width=\"2\" stroke-dasharray=\"3 2\"/>",
        "<rect x=\"3\" y=\"3\" width=\"18\" height=\"18\" fill=\"none\" stroke=\"#fff\" stroke-width=\"2\"/>",
        "<circle cx=\"12\" cy=\"12\" r=\"8\" fill=\"#FF8000\"/>",
    ])
    func anIconOutsideTheSubsetIsSDLImagesPicture(body: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keysim-icons-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for icon in Icon.allCases {
            try Data(try SDLImageReference.svg(icon)).write(
                to: URL(fileURLWithPath: IconLibrary.path(of: icon, in: folder.path)))
        }
        let svg = Array(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"24\" height=\"24\" viewBox=\"0 0 24 24\">\(body)</svg>"
                .utf8)
        try Data(svg).write(to: URL(fileURLWithPath: IconLibrary.path(of: .globe, in: folder.path)))
        let icons = try IconLibrary(folder: folder.path)
        let pixels = try icons.surface(.globe, pixelSize: 48).rgbaPixels()
        #expect(icons.imageLibraryRasterizations == 1)
        let reference = try SDLImageReference.alpha(of: svg, side: 48)
        let alpha = stride(from: 3, to: pixels.count, by: 4).map { pixels[$0] }
        #expect(zip(alpha, reference.alpha).filter { $0 != $1 }.count == 0, "pixels unlike SDL_image's")
        #expect(reference.alpha.contains { $0 > 100 }, "SDL_image drew something: \(reference.alpha.max()!)")
        _ = try icons.surface(.shift, pixelSize: 48)
        #expect(icons.imageLibraryRasterizations == 1, "the other icons are still KeySim's")
    }
}
