import Foundation
import Testing

@testable import KeySimCore

struct FrameMetricsTests {
    /// A secure field's bullets become the drawn dots and back, as `replacingOccurrences` did,
    /// leaving every other character (combining marks and emoji too) as it was.
    @Test(arguments: [
        "", "abc", "•••", "••c", "a•b•", "•\u{301}•", "👋🏽•", "\u{26AB}•\u{26AB}", "e\u{301}•",
        "\u{26AB}\u{FE0E}•", "\u{26AB}\u{FE0E}\u{26AB}\u{26AB}\u{FE0E}", "•\u{26AB}",
    ])
    func secureDotsSwapBulletsAndDrawnDotsLikeFoundation(text: String) {
        let drawn = FrameMetrics.secureDots(in: text, drawn: true)
        #expect(
            drawn.unicodeScalars.elementsEqual(
                text.replacingOccurrences(of: "•", with: FrameMetrics.secureDot, options: .literal).unicodeScalars))
        #expect(!drawn.unicodeScalars.contains("\u{2022}"))
        let back = FrameMetrics.secureDots(in: text, drawn: false)
        #expect(
            back.unicodeScalars.elementsEqual(
                text.replacingOccurrences(of: FrameMetrics.secureDot, with: "•", options: .literal).unicodeScalars))
    }
}
