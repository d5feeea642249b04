/// Fits one run of text into a width, as a field's line-break mode asks: shortened with an
/// ellipsis at its head, middle or tail, or wrapped onto several lines by character or by
/// word. Pure; works on grapheme clusters (Swift `Character`s), so an emoji or a letter with
/// combining marks is never split, and measures with the same ``TextMeasurer`` as drawing.
public enum TextTruncation {
    /// Where a truncated text loses its characters.
    public enum Position: Sendable, CaseIterable {
        case head
        case middle
        case tail
    }

    /// How wrapping breaks a text into lines.
    public enum Wrapping: Sendable, CaseIterable {
        /// Break between any two graphemes.
        case character
        /// Break after the spaces following a word; a word wider than a line is broken
        /// between graphemes.
        case word
    }

    /// The mark put where characters were left out.
    public static let ellipsis = "…"

    /// `text` unchanged when it fits `width`, else shortened with ``ellipsis`` at `position`
    /// keeping as many graphemes as fit (the middle keeps one more at its head than at its
    /// tail when the count is odd). Never wider than `width`; empty when not even the
    /// ellipsis fits.
    public static func truncate(
        _ text: String, toWidth width: Double, at position: Position, style: TextStyle, measurer: any TextMeasurer
    ) -> String {
        let request = TextLayoutRequest(text: text, width: width, mode: .truncate(position), style: style)
        return measurer.lines(for: request) {
            [truncated(text, toWidth: width, at: position, style: style, measurer: measurer)]
        }.first ?? ""
    }

    private static func truncated(
        _ text: String, toWidth width: Double, at position: Position, style: TextStyle, measurer: any TextMeasurer
    ) -> String {
        guard measurer.width(of: text, style: style) > width else { return text }
        let characters = Array(text)
        func shortened(keeping count: Int) -> String {
            switch position {
            case .head: return ellipsis + String(characters.suffix(count))
            case .tail: return String(characters.prefix(count)) + ellipsis
            case .middle:
                let head = (count + 1) / 2
                return String(characters.prefix(head)) + ellipsis + String(characters.suffix(count - head))
            }
        }
        // The widest that fits: widths grow with the count kept, so search for the largest.
        var low = 0
        var high = characters.count - 1
        guard measurer.width(of: shortened(keeping: 0), style: style) <= width else { return "" }
        while low < high {
            let middle = (low + high + 1) / 2
            if measurer.width(of: shortened(keeping: middle), style: style) <= width {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return shortened(keeping: low)
    }

    /// `text` broken into lines no wider than `width` (spaces at a line's end may hang past
    /// it, as in UIKit). The lines joined give back `text`; an empty text is one empty line,
    /// and a line holds at least one grapheme even when that grapheme alone is too wide.
    public static func wrap(
        _ text: String, toWidth width: Double, by wrapping: Wrapping, style: TextStyle, measurer: any TextMeasurer
    ) -> [String] {
        let request = TextLayoutRequest(text: text, width: width, mode: .wrap(wrapping), style: style)
        return measurer.lines(for: request) {
            wrapped(text, toWidth: width, by: wrapping, style: style, measurer: measurer)
        }
    }

    private static func wrapped(
        _ text: String, toWidth width: Double, by wrapping: Wrapping, style: TextStyle, measurer: any TextMeasurer
    ) -> [String] {
        var lines: [String] = []
        var line = ""
        func fits(_ candidate: String) -> Bool { measurer.width(of: candidate, style: style) <= width }
        /// Adds graphemes to the line, starting a new line whenever the next one would not fit.
        func appendBreakingAnywhere(_ part: Substring) {
            for character in part {
                let candidate = line + String(character)
                if line.isEmpty || fits(candidate) {
                    line = candidate
                } else {
                    lines.append(line)
                    line = String(character)
                }
            }
        }
        switch wrapping {
        case .character:
            appendBreakingAnywhere(Substring(text))
        case .word:
            for word in words(of: text) {
                if !line.isEmpty && !fits(line + word.body) {
                    lines.append(line)
                    line = ""
                }
                if line.isEmpty {
                    appendBreakingAnywhere(word.body)
                } else {
                    line += word.body
                }
                line += word.spaces
            }
        }
        lines.append(line)
        return lines
    }

    /// The text cut into words, each with the whitespace that follows it (the first word's
    /// body is empty when the text starts with whitespace).
    private static func words(of text: String) -> [(body: Substring, spaces: Substring)] {
        var words: [(body: Substring, spaces: Substring)] = []
        var index = text.startIndex
        while index < text.endIndex {
            let bodyEnd = text[index...].firstIndex { $0.isWhitespace } ?? text.endIndex
            let spacesEnd = text[bodyEnd...].firstIndex { !$0.isWhitespace } ?? text.endIndex
            words.append((text[index..<bodyEnd], text[bodyEnd..<spacesEnd]))
            index = spacesEnd
        }
        return words
    }
}
