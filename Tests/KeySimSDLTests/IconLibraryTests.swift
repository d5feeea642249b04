import Foundation
import KeySimCore
import Testing

@testable import KeySimSDL

struct IconLibraryTests {
    @Test func aMissingIconFileIsNamedInTheError() {
        #expect(throws: IconError.unreadable(path: "/nonexistent/icons/shift.svg")) {
            try IconLibrary(folder: "/nonexistent/icons")
        }
        #expect(IconError.unreadable(path: "/x/shift.svg").description == "/x/shift.svg: error: cannot read icon")
    }

    /// Icons are white on transparent so that drawing can tint them any colour.
    @Test(arguments: Icon.allCases) func everyIconIsWhiteOnTransparentAtItsPixelSize(icon: Icon) throws {
        let icons = try IconLibrary(folder: Golden.iconsFolder)
        for pixelSize in [20, 48, 72] {
            let surface = try icons.surface(icon, pixelSize: pixelSize)
            #expect(surface.width == pixelSize && surface.height == pixelSize)
            let pixels = try surface.rgbaPixels()
            var ink = 0.0
            for index in stride(from: 0, to: pixels.count, by: 4) where pixels[index + 3] > 0 {
                #expect(pixels[index] == 255 && pixels[index + 1] == 255 && pixels[index + 2] == 255)
                ink += Double(pixels[index + 3]) / 255
            }
            #expect(ink > Double(pixelSize * pixelSize) / 20, "\(icon) at \(pixelSize) px covers over 5% of its square")
            #expect(pixels[3] == 0, "\(icon): the corner is transparent")
        }
    }

    @Test func anIconIsRasterisedOncePerPixelSize() throws {
        let icons = try IconLibrary(folder: Golden.iconsFolder)
        let first = try icons.surface(.globe, pixelSize: 40)
        #expect(try icons.surface(.globe, pixelSize: 40) === first)
        #expect(try icons.surface(.globe, pixelSize: 60) !== first)
    }
}
