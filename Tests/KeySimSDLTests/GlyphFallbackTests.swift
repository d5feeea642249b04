import Foundation
import Testing

@testable import KeySimCore
@testable import KeySimSDL

/// Text in every script: characters DejaVu lacks are drawn and measured with the face
/// fontconfig names for them (Noto Sans CJK, Noto Color Emoji), emoji in their colours.
struct GlyphFallbackTests {
    let fonts: FontLibrary
    let style = TextStyle(size: 17, color: .label)

    init() throws {
        fonts = try FontLibrary()
    }

    /// The columns of `bitmap` with any ink.
    private func inkColumns(_ bitmap: Bitmap) -> [Int] {
        let pixels = bitmap.pixels
        return (0..<bitmap.width).filter { column in
            (0..<bitmap.height).contains { pixels[$0 * bitmap.width + column] >> 24 > 0 }
        }
    }

    @Test func hangulIsDrawnWithInkAndNotAsThePrimaryFacesEmptyBox() throws {
        let hangul = try fonts.renderText("가", weight: .regular, pixelSize: 34).bitmap
        // DejaVu alone draws its .notdef box for it, as for a character no font has.
        let box = try Bitmap(fonts.renderWhite("가", weight: .regular, pixelSize: 34))
        let missing = try fonts.renderText("\u{10FFFD}", weight: .regular, pixelSize: 34).bitmap
        #expect(box.pixels == missing.pixels, "a missing character is the primary face's box")
        #expect(hangul.pixels.count { $0 >> 24 > 128 } > 50, "가 has ink")
        #expect(hangul.pixels != box.pixels)
        #expect(hangul.height == box.height, "on the primary face's line")
        #expect(hangul.bytes == hangul.width * hangul.height, "white text keeps only its alpha")
    }

    @Test func eachScriptHasTheFaceOfItsLanguageAndWeight() throws {
        func face(_ character: Character, _ weight: TextStyle.Weight = .regular) -> FaceChoice {
            fonts.lock.lock()
            defer { fonts.lock.unlock() }
            return fonts.unlockedFace(for: character, weight: weight)
        }
        #expect(face("a") == .primary)
        #expect(face("é") == .primary)
        #expect(face("e\u{301}") == .primary, "a combining mark DejaVu has stays with its base")
        guard case .fallback(let korean) = face("가"), case .fallback(let kana) = face("こ"),
            case .fallback(let kanji) = face("今"), case .fallback(let bold) = face("가", .bold),
            case .fallback(let emoji) = face("👍🏽")
        else {
            Issue.record("Hangul, kana, kanji and emoji have fallback faces")
            return
        }
        #expect(korean.file.hasSuffix("NotoSansCJK-Regular.ttc"))
        #expect(kana.file == korean.file && kana.index != korean.index, "the JP face of the collection, not KR")
        #expect(kanji == kana)
        #expect(bold.file.hasSuffix("NotoSansCJK-Bold.ttc") && bold.index == korean.index)
        #expect(emoji.file.hasSuffix("NotoColorEmoji.ttf"))
        #expect(face("\u{1E900}") == .missing)
        #expect(face("\u{26AB}\u{FE0E}") == .primary, "a text-style dot (the secure field's) stays DejaVu's")
    }

    /// The emoji below U+1F000 are listed so that text DejaVu has needs no Unicode property
    /// tables: the list is the standard library's Emoji_Presentation.
    @Test func theListedEmojiBelow1F000AreTheUnicodeOnes() {
        for value in UInt32(0x80)..<0x1_F000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(
                FontLibrary.hasEmojiPresentation(scalar) == scalar.properties.isEmojiPresentation,
                "U+\(String(value, radix: 16))")
            #expect(!scalar.properties.isEmojiModifier)
        }
    }

    @Test func anEmojiIsDrawnInItsColoursWhateverTheTextsColour() throws {
        let bitmap = try fonts.renderText("👍", weight: .regular, pixelSize: 34).bitmap
        func coloured(_ pixels: [UInt32]) -> Int {
            pixels.count { pixel in
                let (r, g, b) = (pixel & 0xFF, pixel >> 8 & 0xFF, pixel >> 16 & 0xFF)
                return pixel >> 24 > 128 && (max(r, g, b) - min(r, g, b)) > 40
            }
        }
        #expect(coloured(bitmap.pixels) > 100, "the thumb is yellow, not grey")
        #expect(!bitmap.keepsColour.isEmpty)
        // Tinted dark grey, as text is: the thumb keeps its colours.
        let tinted = TintedBitmap(bitmap, tint: Color(red: 30, green: 30, blue: 30, alpha: 255))
        #expect(coloured(tinted.pixels) > 100)
        // Latin beside it is tinted as before.
        let mixed = try fonts.renderText("a👍", weight: .regular, pixelSize: 34).bitmap
        let alone = try fonts.renderText("a", weight: .regular, pixelSize: 34).bitmap
        let tintedMixed = TintedBitmap(mixed, tint: .init(red: 0, green: 0, blue: 255, alpha: 255))
        let tintedAlone = TintedBitmap(alone, tint: .init(red: 0, green: 0, blue: 255, alpha: 255))
        for row in 0..<alone.height {
            for column in 0..<min(alone.width, 10) {
                #expect(
                    tintedMixed.pixels[row * mixed.width + column] == tintedAlone.pixels[row * alone.width + column])
            }
        }
    }

    @Test func anEmojiIsAboutAsHighAsTheLineOfText() throws {
        let bitmap = try fonts.renderText("👍", weight: .regular, pixelSize: 34).bitmap
        let rows = (0..<bitmap.height).filter { row in
            (0..<bitmap.width).contains { bitmap.pixels[row * bitmap.width + $0] >> 24 > 0 }
        }
        let inkHeight = try #require(rows.last) - rows[0] + 1
        #expect(inkHeight >= 28 && inkHeight <= bitmap.height, "\(inkHeight) px of ink at 34 px per em")
    }

    @Test func aMixedTextIsAsWideAsItsRunsInTheirFaces() throws {
        let mixed = fonts.width(of: "a가", style: style)
        #expect(abs(mixed - (fonts.width(of: "a", style: style) + fonts.width(of: "가", style: style))) < 1e-9)
        let hangul = fonts.width(of: "가", style: style)
        #expect(hangul > 14 && hangul < 18, "가 is almost an em wide: \(hangul) pt")
        let thumb = fonts.width(of: "👍", style: style)
        #expect(thumb > 15 && thumb < 25, "\(thumb) pt")
        #expect(fonts.width(of: "👍🏽", style: style) == thumb, "a skin tone is one glyph with its emoji")
        #expect(fonts.width(of: "👨‍👩‍👧", style: style) == thumb, "a ZWJ sequence is one glyph")
        #expect(abs(fonts.width(of: "a👍b", style: style) - (2 * fonts.width(of: "a", style: style) + thumb)) < 2)
    }

    /// What is measured is what is drawn, for text of several faces too.
    @Test(arguments: [1.0, 2.0, 3.0]) func measuredWidthsOfMixedTextMatchTheWidthDrawn(scale: Double) throws {
        for text in [
            "안녕하세요", "こんにちは 今日は", "Hi 👍🏽 ok", "a가 café ❤️ 🇯🇵", "검색 🔍 search", "سلام عليكم", "Hello שלום 12",
        ] {
            for style in [style, TextStyle(size: 12, weight: .bold, color: .label)] {
                let measured = fonts.width(of: text, style: style)
                let drawn = fonts.drawnWidth(of: text, style: style, scale: scale)
                #expect(abs(measured - drawn) <= 4 / scale + 0.05, "\(text) at \(style.size)pt \(scale)×")
                let bitmap = try fonts.renderText(
                    text, weight: style.weight, pixelSize: FontLibrary.pixelSize(style, scale: scale)
                ).bitmap
                let lastInk = try #require(inkColumns(bitmap).last)
                #expect(Double(lastInk) < (measured + 1) * scale, "\(text): ink ends within its measured width")
                #expect(Double(lastInk) > (measured - 4) * scale, "\(text): ink reaches its measured end")
            }
        }
    }

    @Test func theSameTextGivesTheSamePixelsWhateverWasDrawnBefore() throws {
        let texts = ["안녕하세요", "今日は", "Hi 👍🏽 ok", "가"]
        let first = try texts.map { try fonts.renderText($0, weight: .regular, pixelSize: 34).bitmap.pixels }
        let again = try texts.map { try fonts.renderText($0, weight: .regular, pixelSize: 34).bitmap.pixels }
        #expect(first == again)
        // A library that drew them in the other order.
        let other = try FontLibrary()
        let reversed = try texts.reversed().map {
            try other.renderText($0, weight: .regular, pixelSize: 34).bitmap.pixels
        }
        #expect(Array(reversed.reversed()) == first)
    }

    @Test func textThePrimaryFaceHasOpensNoFallbackFace() throws {
        for text in ["Jane Appleseed", "café déjà vu", "•••", "\u{26AB}\u{FE0E}\u{26AB}\u{FE0E}2", "“quotes” — ok"] {
            _ = fonts.width(of: text, style: style)
            _ = try fonts.renderText(text, weight: .regular, pixelSize: 34)
        }
        #expect(fonts.openFonts == 3, "the two measuring faces and the regular one drawing")
        _ = fonts.width(of: "가", style: style)
        #expect(fonts.openFonts == 4, "Noto Sans CJK KR opened when 가 is first measured")
    }

    @Test func aCharacterNoFontHasIsReportedAndOthersAreNot() {
        #expect(fonts.lacksGlyph("\u{1E900}"))
        #expect(fonts.lacksGlyph("\u{10FFFD}"))
        for character: Character in ["a", "가", "👍🏽", "\n", "\u{200D}", "é", "今"] {
            #expect(!fonts.lacksGlyph(character), "\(character.unicodeScalars.map(\.value))")
        }
        #expect(fonts.charactersLackingGlyphs(in: "a\u{1E900}b\u{1E900}가\u{10FFFD}") == ["\u{1E900}", "\u{10FFFD}"])
        #expect(MissingGlyph.name("\u{1E900}") == "U+1E900 '\u{1E900}'")
        #expect(MissingGlyph.name("e\u{301}") == "U+0065 U+0301 'e\u{301}'")
    }

    @Test func aLongMixedLineCutToItsColumnsHasTheSamePixelsAsTheWholeLine() throws {
        let text = String(repeating: "가나다 abc 👍 ", count: 40)
        let whole = try fonts.renderText(text, weight: .regular, pixelSize: 34).bitmap
        let columns = 1_500..<1_900
        let cut = try fonts.renderText(text, weight: .regular, pixelSize: 34, columns: columns)
        #expect(cut.bitmap.width == columns.count)
        #expect(cut.renderedWidth < 400, "only the runs around the columns are rendered")
        var same = true
        for row in 0..<whole.height {
            for column in 0..<columns.count
            where cut.bitmap.pixels[row * columns.count + column]
                != whole.pixels[row * whole.width + columns.lowerBound + column]
            {
                same = false
            }
        }
        #expect(same)
        #expect(cut.bitmap.keepsColour.contains(true), "the emoji in the columns keep their colours")
    }

    @Test func textRenderedAheadWithEmojiIsTheSameAsDrawnLater() throws {
        fonts.prerender([.text("Hi 👍🏽 ok", origin: Point(x: 0, y: 0), style: style)], scale: 2)
        let prepared = try #require(fonts.takePrepared("Hi 👍🏽 ok", weight: .regular, pixelSize: 34))
        let drawn = try fonts.renderText("Hi 👍🏽 ok", weight: .regular, pixelSize: 34).bitmap
        #expect(prepared.bitmap.pixels == drawn.pixels)
        #expect(prepared.bitmap.keepsColour == drawn.keepsColour)
        #expect(prepared.tints[.label]?.pixels == TintedBitmap(drawn, tint: .label).pixels)
    }
}
