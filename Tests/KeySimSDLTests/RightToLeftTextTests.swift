import Foundation
import Testing

@testable import KeySimCore
@testable import KeySimSDL

/// Hebrew and Arabic: runs of right-to-left text are shaped right to left by SDL_ttf's
/// HarfBuzz, and a line's runs are drawn in the order the Unicode bidi algorithm (FriBidi)
/// gives.
struct RightToLeftTextTests {
    let fonts: FontLibrary
    let style = TextStyle(size: 17, color: .label)

    init() throws {
        fonts = try FontLibrary()
    }

    private func render(_ text: String) throws -> Bitmap {
        try fonts.renderText(text, weight: .regular, pixelSize: 34).bitmap
    }

    @Test func hebrewIsDrawnRightToLeft() throws {
        // א then ב in memory: ב is drawn at the left.
        let word = try render("אב")
        let bet = try render("ב")
        let alef = try render("א")
        #expect(word.width == bet.width + alef.width)
        var sameAsBet = true
        for row in 0..<bet.height {
            for column in 0..<(bet.width - 2)
            where word.pixels[row * word.width + column] != bet.pixels[row * bet.width + column] {
                sameAsBet = false
            }
        }
        #expect(sameAsBet, "ב first from the left")
    }

    @Test func arabicIsShapedWithItsJoinedForms() throws {
        let shaped = try render("سلام")
        // SDL_ttf left to right (its default) draws the letters apart, in memory order.
        let unshaped = try Bitmap(fonts.renderWhite("سلام", weight: .regular, pixelSize: 34))
        #expect(shaped.pixels != unshaped.pixels)
        #expect(shaped.width < unshaped.width, "joined letters take less room: \(shaped.width) vs \(unshaped.width)")
        let measured = fonts.width(of: "سلام", style: style)
        #expect(abs(measured * 2 - Double(shaped.width)) <= 4, "measured as drawn")
    }

    @Test func hebrewAndArabicInOneRightToLeftStretchAreShapedEachInItsScript() throws {
        let both = try render("שלום سلام")
        let arabic = try render("سلام")
        // The Arabic word is at the left, joined as when drawn alone.
        var joined = true
        for row in 0..<arabic.height {
            for column in 2..<(arabic.width - 2)
            where both.pixels[row * both.width + column] != arabic.pixels[row * arabic.width + column] {
                joined = false
            }
        }
        #expect(joined)
    }

    @Test func latinTextAfterRightToLeftTextHasThePixelsOfAFreshFont() throws {
        let before = try render("AVA fi Ta office")
        _ = try render("سلام عليكم")
        _ = fonts.width(of: "שלום", style: style)
        #expect(try render("AVA fi Ta office").pixels == before.pixels)
        #expect(
            try FontLibrary().renderText("AVA fi Ta office", weight: .regular, pixelSize: 34).bitmap.pixels
                == before.pixels)
        #expect(
            fonts.width(of: "AVA fi Ta office", style: style)
                == (try FontLibrary()).width(of: "AVA fi Ta office", style: style))
    }

    @Test func aMixedLineIsInTheBidiAlgorithmsOrder() throws {
        // "Hello שלום": the Hebrew word after Hello, drawn right to left.
        let line = try render("Hello שלום")
        let hello = try render("Hello ")
        let hebrew = try render("שלום")
        #expect(abs(line.width - (hello.width + hebrew.width)) <= 1)
        var helloFirst = true
        for row in 0..<hello.height {
            for column in 0..<(hello.width - 12)
            where line.pixels[row * line.width + column] != hello.pixels[row * hello.width + column] {
                helloFirst = false
            }
        }
        #expect(helloFirst)
        // An Arabic paragraph with a Latin word: the Latin word is at the left of the Arabic.
        let arabicFirst = try render("مرحبا Ali")
        let ali = try render("Ali")
        var aliLeft = true
        for row in 0..<ali.height {
            for column in 0..<(ali.width - 4)
            where arabicFirst.pixels[row * arabicFirst.width + column] != ali.pixels[row * ali.width + column] {
                aliLeft = false
            }
        }
        #expect(aliLeft, "in a right-to-left line, the word typed after the Arabic is at its left")
    }

    @Test(arguments: [
        ([Int8](), [Int]()), ([0, 1, 0], [0, 1, 2]), ([1, 2, 1], [2, 1, 0]), ([0, 1, 2, 1, 0], [0, 3, 2, 1, 4]),
        ([1, 1, 0], [1, 0, 2]), ([2, 1], [1, 0]),
    ])
    func runsAreReorderedByRuleL2(levels: [Int8], order: [Int]) {
        #expect(Bidi.visualOrder(of: levels) == order)
    }

    @Test func linesAreLaidOutOnSeveralThreadsAtOnce() {
        // FriBidi may keep a global list of free runs (see `Bidi.lock`).
        let text = Array("Hello שלום, مرحبا (Ali) 2024! עולם".unicodeScalars.map(\.value))
        let expected = Bidi.levels(of: text)
        let results = ThreadResults()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<200 { results.add(Bidi.levels(of: text) == expected) }
        }
        #expect(results.all == Array(repeating: true, count: 1_600))
    }

    @Test func textWithoutRightToLeftLettersHasNoLevelsToFind() {
        #expect(!"Jane Appleseed, café, 안녕, 👍".unicodeScalars.contains(where: Bidi.isRightToLeft))
        #expect("שלום".unicodeScalars.allSatisfy(Bidi.isRightToLeft))
        #expect(Bidi.levels(of: "aב".unicodeScalars.map(\.value)) == [0, 1])
        #expect(Bidi.levels(of: "בa".unicodeScalars.map(\.value)) == [1, 2])
    }
}
