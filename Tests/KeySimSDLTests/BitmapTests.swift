import KeySimCore
import Testing

@testable import KeySimSDL

/// Bitmaps read from SDL surfaces: all of a surface, or only some of its columns.
struct BitmapTests {
    @Test(arguments: [0..<40, 25..<90, 100..<100, -10..<30, 60..<10_000])
    func aBitmapOfSomeColumnsHasExactlyThoseColumnsOfTheWholeOne(columns: Range<Int>) throws {
        let surface = try FontLibrary().renderWhite("Columns of a line of text", weight: .regular, pixelSize: 20)
        let whole = try Bitmap(surface)
        let cut = try Bitmap(surface, columns: columns)
        let lower = min(max(0, columns.lowerBound), whole.width)
        let upper = min(max(lower, columns.upperBound), whole.width)
        #expect(cut.width == upper - lower)
        #expect(cut.height == whole.height)
        #expect(cut.plainBlend == whole.plainBlend)
        let expected = (0..<whole.height).flatMap { row in
            whole.pixels[(row * whole.width + lower)..<(row * whole.width + upper)]
        }
        #expect(cut.pixels == expected)
        #expect(cut.bytes <= whole.bytes)
    }
}
