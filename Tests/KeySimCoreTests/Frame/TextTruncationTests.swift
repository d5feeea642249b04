import Testing

@testable import KeySimCore

/// Shortening and wrapping text to a width, with every grapheme 6 points wide (the fixed
/// measurer at a 10-point font), so a width of 30 holds five graphemes.
struct TextTruncationTests {
    static let style = TextStyle(size: 10, color: Color(red: 0, green: 0, blue: 0))
    static let measurer = FixedAdvanceMeasurer()

    static func truncate(_ text: String, _ width: Double, _ position: TextTruncation.Position) -> String {
        TextTruncation.truncate(text, toWidth: width, at: position, style: style, measurer: measurer)
    }

    static func wrap(_ text: String, _ width: Double, _ wrapping: TextTruncation.Wrapping) -> [String] {
        TextTruncation.wrap(text, toWidth: width, by: wrapping, style: style, measurer: measurer)
    }

    @Test(arguments: [
        ("abcdefghij", 30.0, TextTruncation.Position.tail, "abcd…"),
        ("abcdefghij", 30, .head, "…ghij"),
        ("abcdefghij", 30, .middle, "ab…ij"),
        ("abcdefghij", 35.9, .tail, "abcd…"),
        ("abcdefghij", 36, .middle, "abc…ij"),
        ("abcdefghij", 6, .tail, "…"),
        ("abcdefghij", 5, .middle, ""),
        ("abcde", 30, .tail, "abcde"),
        ("abcde", 30, .head, "abcde"),
        ("abcde", 30, .middle, "abcde"),
        ("", 0, .tail, ""),
        ("👩‍👩‍👧‍👦🇫🇷e\u{301}abcdef", 30, .tail, "👩‍👩‍👧‍👦🇫🇷e\u{301}a…"),
        ("abcdef👍🏽🇫🇷e\u{301}", 30, .head, "…f👍🏽🇫🇷e\u{301}"),
        ("👍🏽🇫🇷abcde\u{301}👩‍👩‍👧‍👦", 30, .middle, "👍🏽🇫🇷…e\u{301}👩‍👩‍👧‍👦"),
    ])
    func truncationKeepsWhatFitsAroundAnEllipsis(
        text: String, width: Double, position: TextTruncation.Position, expected: String
    ) {
        #expect(Self.truncate(text, width, position) == expected)
    }

    @Test(arguments: TextTruncation.Position.allCases)
    func truncatedTextIsNeverWiderThanTheWidthAndKeepsAsMuchAsFits(position: TextTruncation.Position) {
        let text = "The quick brown fox 🦊 jumps"
        for width in stride(from: 0.0, through: 180, by: 2.5) {
            let shown = Self.truncate(text, width, position)
            let shownWidth = Self.measurer.width(of: shown, style: Self.style)
            #expect(shownWidth <= width, "\(shown) at \(width)")
            if shown != text, width >= 6 {
                #expect(shown.contains("…"))
                #expect(shownWidth + 6 > width, "one more grapheme would not fit: \(shown) at \(width)")
            }
        }
    }

    @Test(arguments: [
        ("abcdefghij", 24.0, TextTruncation.Wrapping.character, ["abcd", "efgh", "ij"]),
        ("abc", 3, .character, ["a", "b", "c"]),
        ("👍🏽👍🏽👍🏽", 12, .character, ["👍🏽👍🏽", "👍🏽"]),
        ("the quick brown fox", 60, .word, ["the quick ", "brown fox"]),
        ("a supercalifragilistic b", 36, .word, ["a ", "superc", "alifra", "gilist", "ic b"]),
        ("abc    def", 24, .word, ["abc    ", "def"]),
        ("short", 60, .word, ["short"]),
        ("short", 60, .character, ["short"]),
        ("", 60, .word, [""]),
        ("", 60, .character, [""]),
    ])
    func wrappingBreaksIntoLinesThatFit(
        text: String, width: Double, wrapping: TextTruncation.Wrapping, expected: [String]
    ) {
        #expect(Self.wrap(text, width, wrapping) == expected)
    }

    @Test(arguments: TextTruncation.Wrapping.allCases)
    func wrappedLinesGiveBackTheTextAndFitBarTheirTrailingSpaces(wrapping: TextTruncation.Wrapping) {
        let text = "Ship to 1 Infinite Loop, Cupertino — ring twice 🔔 please"
        for width in stride(from: 6.0, through: 120, by: 7) {
            let lines = Self.wrap(text, width, wrapping)
            #expect(lines.joined() == text)
            for line in lines {
                let body = String(line.reversed().drop { $0 == " " }.reversed())
                #expect(Self.measurer.width(of: body, style: Self.style) <= width, "\(line) at \(width)")
            }
        }
    }

    @Test func aMeasurerThatRemembersLayoutsIsAskedWithTheWholeRequestAndItsAnswerIsUsed() {
        let measurer = RememberingMeasurer()
        let first = TextTruncation.truncate("abcdefghij", toWidth: 30, at: .tail, style: Self.style, measurer: measurer)
        let measured = measurer.widthsMeasured
        let again = TextTruncation.truncate("abcdefghij", toWidth: 30, at: .tail, style: Self.style, measurer: measurer)
        #expect(first == "abcd…" && again == first)
        #expect(measurer.widthsMeasured == measured, "the second truncation is the remembered one: nothing measured")
        let lines = TextTruncation.wrap(
            "the quick brown fox", toWidth: 60, by: .word, style: Self.style, measurer: measurer)
        #expect(lines == ["the quick ", "brown fox"])
        #expect(
            measurer.requests == [
                TextLayoutRequest(text: "abcdefghij", width: 30, mode: .truncate(.tail), style: Self.style),
                TextLayoutRequest(text: "the quick brown fox", width: 60, mode: .wrap(.word), style: Self.style),
            ])
        // The colour is not part of the request: the same text in another colour is the same layout.
        let red = TextStyle(size: 10, color: Color(red: 255, green: 0, blue: 0))
        #expect(
            TextLayoutRequest(text: "a", width: 6, mode: .wrap(.word), style: red)
                == TextLayoutRequest(text: "a", width: 6, mode: .wrap(.word), style: Self.style))
    }
}

/// A fixed-advance measurer that remembers each layout, and counts the widths it measured.
final class RememberingMeasurer: TextMeasurer, @unchecked Sendable {
    private(set) var requests: [TextLayoutRequest] = []
    private var remembered: [TextLayoutRequest: [String]] = [:]
    private let counting = CountingMeasurer()

    var widthsMeasured: Int { counting.count }

    func width(of text: String, style: TextStyle) -> Double { counting.width(of: text, style: style) }
    func lineHeight(_ style: TextStyle) -> Double { counting.lineHeight(style) }
    func ascent(_ style: TextStyle) -> Double { counting.ascent(style) }

    func lines(for request: TextLayoutRequest, layout: () -> [String]) -> [String] {
        if let known = remembered[request] { return known }
        requests.append(request)
        let lines = layout()
        remembered[request] = lines
        return lines
    }
}
