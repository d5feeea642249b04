import CSDL2
import Foundation
import KeySimCore
import Testing

@testable import KeySimSDL

/// The reference for `CoverageRasterizer`: SDL_image's own rasterisation of an SVG (nanosvg).
enum SDLImageReference {
    /// The alpha of each pixel SDL_image draws for `svg` at `side`, with its size.
    static func alpha(of svg: [UInt8], side: Int) throws -> (width: Int, height: Int, alpha: [UInt8]) {
        let surface = try svg.withUnsafeBytes { bytes in
            let stream = try #require(SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)))
            defer { SDL_RWclose(stream) }
            return try Surface(
                taking: ImageFunctions.get().loadSizedSVG(stream, Int32(side), Int32(side)), from: "IMG_LoadSizedSVG_RW"
            )
        }
        let pixels = try surface.convertedToRGBA32().rgbaPixels()
        return (surface.width, surface.height, stride(from: 3, to: pixels.count, by: 4).map { pixels[$0] })
    }

    /// The file of a shipped icon.
    static func svg(_ icon: Icon) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: IconLibrary.path(of: icon, in: Golden.iconsFolder))))
    }
}

/// How two alpha masks of the same size differ.
struct MaskComparison {
    /// The mean |difference| of alpha, 0…255, over the pixels either inks.
    var meanInkDifference: Double
    /// The largest |difference|.
    var maxDifference: Int
    /// The ink bounding boxes (alpha ≥ 64) as (left, top, right, bottom).
    var ours: [Int]
    var theirs: [Int]

    init(_ a: [UInt8], _ b: [UInt8], width: Int) {
        var (sum, count, maxDifference) = (0, 0, 0)
        for index in a.indices where a[index] > 0 || b[index] > 0 {
            let difference = abs(Int(a[index]) - Int(b[index]))
            (sum, count, maxDifference) = (sum + difference, count + 1, max(maxDifference, difference))
        }
        meanInkDifference = count == 0 ? 0 : Double(sum) / Double(count)
        self.maxDifference = maxDifference
        func box(_ alpha: [UInt8]) -> [Int] {
            var box = [Int.max, Int.max, Int.min, Int.min]
            for index in alpha.indices where alpha[index] >= 64 {
                let (x, y) = (index % width, index / width)
                box = [min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y)]
            }
            return box
        }
        ours = box(a)
        theirs = box(b)
    }
}

extension MaskComparison {
    /// The largest mean ink difference allowed at `side` pixels: measured 13.9 (globe at 16 px;
    /// SDL_image's nanosvg samples 5 lines a row, has polygonal round caps and flattens to
    /// 0.25 px), 9.2 at 22, 8.3 at 24, 8.1 at 33, 6.4 at 48, 5.4 at 72.
    static func meanBound(side: Int) -> Double { side < 33 ? 15 : side < 48 ? 9 : 7 }

    /// What is wrong compared with SDL_image at `side` (empty: nothing). Ink totals must agree
    /// within 10% (measured 0.986…1.091; our round caps are true circles), and the ink boxes
    /// within a pixel.
    func problems(side: Int, ink ours: Int, _ theirs: Int) -> [String] {
        var problems: [String] = []
        if meanInkDifference > MaskComparison.meanBound(side: side) {
            problems.append("mean difference \(meanInkDifference) over \(MaskComparison.meanBound(side: side))")
        }
        let ratio = Double(ours) / Double(max(1, theirs))
        if !(0.97...1.10).contains(ratio) { problems.append("ink ratio \(ratio)") }
        if zip(self.ours, self.theirs).contains(where: { abs($0 - $1) > 1 }) {
            problems.append("ink box \(self.ours) vs \(self.theirs)")
        }
        return problems
    }

    /// `ours` compared with SDL_image's picture of the same file at `side`.
    static func problems(_ ours: (width: Int, height: Int, alpha: [UInt8]), svg: [UInt8], side: Int) throws
        -> [String]
    {
        let reference = try SDLImageReference.alpha(of: svg, side: side)
        guard ours.width == reference.width, ours.height == reference.height else {
            return ["size \(ours.width)×\(ours.height) vs \(reference.width)×\(reference.height)"]
        }
        let comparison = MaskComparison(ours.alpha, reference.alpha, width: ours.width)
        let ink = { (alpha: [UInt8]) in alpha.reduce(0) { $0 + Int($1) } }
        return comparison.problems(side: side, ink: ink(ours.alpha), ink(reference.alpha))
    }
}

struct CoverageRasterizerTests {
    static let sides = [16, 22, 24, 33, 48, 72]

    @Test(arguments: sides) func everyShippedIconLooksAsSDLImageDrawsIt(side: Int) throws {
        for icon in Icon.allCases {
            let svg = try SDLImageReference.svg(icon)
            let ours = CoverageRasterizer().mask(of: try VectorIcon(svg: svg), side: side)
            #expect(try MaskComparison.problems(ours, svg: svg, side: side) == [], "\(icon) at \(side) px")
        }
    }

    /// The bounds above are tight enough to see the mistakes a rasteriser could make.
    @Test func theComparisonWithSDLImageCatchesARealMistake() throws {
        func mistaken(_ icon: Icon, side: Int, _ change: (inout VectorIcon) -> Void) throws -> [String] {
            let svg = try SDLImageReference.svg(icon)
            var vector = try VectorIcon(svg: svg)
            change(&vector)
            return try MaskComparison.problems(CoverageRasterizer().mask(of: vector, side: side), svg: svg, side: side)
        }
        let buttCaps = { (icon: inout VectorIcon) in
            for index in icon.shapes.indices { icon.shapes[index].lineCap = .butt }
        }
        let nonzero = { (icon: inout VectorIcon) in
            for index in icon.shapes.indices { icon.shapes[index].fillRule = .nonzero }
        }
        let offset = { (icon: inout VectorIcon) in
            let moved = VectorTransform(e: 0.5)  // a pixel at 48 px
            for index in icon.shapes.indices {
                icon.shapes[index].segments = icon.shapes[index].segments.map { $0.transformed(by: moved) }
            }
        }
        let thin = { (icon: inout VectorIcon) in
            for index in icon.shapes.indices { icon.shapes[index].strokeWidth *= 0.8 }
        }
        #expect(try mistaken(.returnKey, side: 72, buttCaps) != [], "no round caps")
        #expect(try mistaken(.search, side: 72, buttCaps) != [], "no round caps")
        #expect(try mistaken(.clear, side: 24, nonzero) != [], "nonzero instead of evenodd")
        for side in CoverageRasterizerTests.sides {
            #expect(try mistaken(.shift, side: side, offset) != [], "offset by half a unit at \(side) px")
            #expect(try mistaken(.globe, side: side, thin) != [], "strokes 20% too thin at \(side) px")
        }
    }

    private func mask(_ body: String, side: Int = 24) throws -> [UInt8] {
        let svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"24\" height=\"24\" viewBox=\"0 0 24 24\">\(body)</svg>"
        return CoverageRasterizer().mask(of: try VectorIcon(svg: Array(svg.utf8)), side: side).alpha
    }

    @Test func aFillCoversEachPixelByTheAreaInside() throws {
        let alpha = try mask("<rect x=\"4.25\" y=\"4\" width=\"10\" height=\"10.5\" fill=\"#fff\"/>")
        #expect(alpha[5 * 24 + 4] == 191, "three quarters of the first column")
        #expect(alpha[5 * 24 + 5] == 255 && alpha[5 * 24 + 14] == 64 && alpha[5 * 24 + 15] == 0)
        #expect(alpha[14 * 24 + 8] == 128 && alpha[3 * 24 + 8] == 0, "half of the last row")
    }

    @Test func aRoundCapReachesHalfTheStrokeWidthPastTheEnd() throws {
        let line = "<path d=\"M4 12 L20 12\" fill=\"none\" stroke=\"#fff\" stroke-width=\"4\" stroke-linecap="
        let round = try mask(line + "\"round\"/>")
        let butt = try mask(line + "\"butt\"/>")
        let square = try mask(line + "\"square\"/>")
        #expect(round[12 * 24 + 2] > 200 && round[12 * 24 + 1] == 0 && round[10 * 24 + 2] < round[12 * 24 + 2])
        #expect(butt[12 * 24 + 3] == 0 && butt[12 * 24 + 4] == 255)
        #expect(square[10 * 24 + 2] == 255 && square[12 * 24 + 1] == 0)
        #expect(round[12 * 24 + 12] == 255 && round[9 * 24 + 12] == 0 && round[10 * 24 + 12] == 255)
    }

    @Test func shapesAreCompositedWithTheirOpacity() throws {
        let alpha = try mask(
            "<rect x=\"0\" y=\"0\" width=\"12\" height=\"24\" fill=\"#fff\" fill-opacity=\"0.5\"/>"
                + "<rect x=\"6\" y=\"0\" width=\"12\" height=\"24\" fill=\"white\" opacity=\"0.5\"/>")
        #expect(alpha[3] == 128 && alpha[8] == 191 && alpha[15] == 128 && alpha[20] == 0)
    }
}
