import KeySimCore

/// Which face draws a grapheme cluster.
enum FaceChoice: Hashable {
    /// The family's own face of the text's weight.
    case primary
    /// Another installed face fontconfig named for the cluster's character.
    case fallback(FontConfig.Face)
    /// No installed face has it: drawn with the primary face (its empty box), and reported.
    case missing
}

/// A grapheme cluster in a weight: what a face is chosen for.
struct FaceKey: Hashable {
    var character: Character
    var weight: TextStyle.Weight
}

/// A run of a text drawn with one face in one direction: whole grapheme clusters, never part
/// of one.
struct TextRun {
    var text: Substring
    /// `.primary` or `.fallback` (a missing character is drawn with the primary face).
    var face: FaceChoice
    /// The bidi embedding level of its characters: odd is right to left.
    var level: Int8 = 0

    /// The script a right-to-left run is shaped in (nil: the run is left to right).
    var rightToLeftScript: String? {
        guard level % 2 == 1 else { return nil }
        return text.unicodeScalars.lazy.compactMap(TextRun.rightToLeftScript(of:)).first ?? "Zzzz"
    }

    /// `Hebr` or `Arab` for a letter of those scripts, else nil.
    static func rightToLeftScript(of scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x0590...0x05FF, 0xFB1D...0xFB4F: return "Hebr"
        case 0x0600...0x06FF, 0x0750...0x077F, 0x0870...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return "Arab"
        default: return nil
        }
    }
}

/// A fallback face opened: a font that measures at `FontLibrary.referencePixelSize` and, for a
/// face of outlines, one that draws at the size asked for.
final class FallbackFont {
    let measuring: TrueTypeFont
    var drawing: TrueTypeFont?
    /// Whether the face has only bitmaps of fixed sizes (Noto Color Emoji's 109 pixels per em):
    /// SDL_ttf draws it at that size whatever is asked, and `FontLibrary` scales its bitmaps.
    let hasFixedSizes: Bool

    init(measuring: TrueTypeFont) {
        self.measuring = measuring
        // A scalable face opened at 2,048 pixels per em is about as high; a face of fixed
        // sizes is at its own (Noto Color Emoji: 128 pixels).
        hasFixedSizes = measuring.height * 4 < FontLibrary.referencePixelSize
    }
}

/// Glyph fallback: each grapheme cluster the primary face cannot draw is drawn with the face
/// fontconfig matches for the family and weight with a `charset` holding its first character
/// (and a `lang` for Hangul and Han, and `color` for emoji). The choice depends on the
/// character, the weight and the fonts installed only, never on what was drawn before: it is
/// remembered per cluster, and fallback faces are opened when first needed, so text the
/// primary face has costs what it did.
extension FontLibrary: GlyphCoverage {
    public func lacksGlyph(_ character: Character) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return unlockedFace(for: character, weight: .regular) == .missing
    }

    /// The runs of `text` in `weight`: consecutive clusters drawn with one face. Text of ASCII
    /// only is one primary run without looking at its clusters. Under the lock.
    func unlockedRuns(of text: String, weight: TextStyle.Weight) -> [TextRun] {
        let whole = [TextRun(text: text[...], face: .primary)]
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return whole }
        // Most text beyond ASCII (accents, bullets, curly quotes) is all the primary face's and
        // left to right: checked scalar by scalar before clusters are looked at.
        if text.unicodeScalars.allSatisfy({ primaryDraws($0, weight: weight) }) { return whole }
        // Right-to-left text: each cluster's bidi level (that of its first scalar).
        let levels =
            text.unicodeScalars.contains(where: Bidi.isRightToLeft)
            ? Bidi.levels(of: text.unicodeScalars.map(\.value)) : nil
        var runs: [TextRun] = []
        var start = text.startIndex
        var current = TextRun(text: text[start..<start], face: .primary)
        var index = text.startIndex
        var scalarOffset = 0
        // The right-to-left script of the current run (Hebrew and Arabic are shaped apart).
        var currentScript: String?
        while index < text.endIndex {
            let character = text[index]
            var face = unlockedFace(for: character, weight: weight)
            if face == .missing { face = .primary }
            let level = levels.map { $0[scalarOffset] } ?? 0
            let script = levels == nil ? nil : character.unicodeScalars.first.flatMap(TextRun.rightToLeftScript(of:))
            let otherScript = script != nil && currentScript != nil && script != currentScript
            if face != current.face || level != current.level || otherScript {
                if index > start {
                    current.text = text[start..<index]
                    runs.append(current)
                }
                start = index
                current = TextRun(text: text[start..<start], face: face, level: level)
                currentScript = nil
            }
            if let script { currentScript = script }
            scalarOffset += character.unicodeScalars.count
            index = text.index(after: index)
        }
        current.text = text[start..<text.endIndex]
        runs.append(current)
        return runs
    }

    /// Whether `scalar` is drawn by the primary face as is, without looking at its cluster:
    /// not an emoji drawn in colour, nor a character the face lacks. Decided without Swift's
    /// Unicode property tables (paged in on first use, ~4 M instructions) for text the primary
    /// face has: the emoji below U+1F000 are listed (`hasEmojiPresentation`).
    private func primaryDraws(_ scalar: Unicode.Scalar, weight: TextStyle.Weight) -> Bool {
        if scalar.isASCII { return true }
        if scalar.value >= 0x1_F000 || scalar.value == 0xFE0F || FontLibrary.hasEmojiPresentation(scalar)
            || Bidi.isRightToLeft(scalar)
        {
            return false
        }
        return primaryProvides(scalar, weight: weight) || FontLibrary.needsNoGlyph(scalar)
    }

    /// The face that draws `character` in `weight`, found once. Under the lock.
    func unlockedFace(for character: Character, weight: TextStyle.Weight) -> FaceChoice {
        let key = FaceKey(character: character, weight: weight)
        if let known = faces[key] { return known }
        let face = chooseFace(for: character, weight: weight)
        if faces.count >= FontLibrary.faceMemoLimit { faces.removeAll(keepingCapacity: true) }
        faces[key] = face
        return face
    }

    private func chooseFace(for character: Character, weight: TextStyle.Weight) -> FaceChoice {
        let scalars = character.unicodeScalars
        guard let base = scalars.first else { return .primary }
        // The primary face's coverage first: the property tables are looked at only for the
        // scalars it lacks.
        let primaryHasAll = scalars.allSatisfy { primaryProvides($0, weight: weight) || FontLibrary.needsNoGlyph($0) }
        let emoji = FontLibrary.isEmojiStyle(character)
        if primaryHasAll && !emoji { return .primary }
        let style = weight == .bold ? "bold" : "regular"
        var pattern = "\(family):\(style):charset=\(String(base.value, radix: 16))"
        if let language = FontLibrary.language(of: base) { pattern += ":lang=\(language)" }
        // An emoji in colour where a colour face has it; else as text, by the primary face
        // (DejaVu has ❤ and ☺) or another.
        let queries = emoji ? [pattern + ":color=true", pattern] : [pattern]
        for query in queries {
            guard let face = FontConfig.face(matching: query, with: base) else { continue }
            if face.file == path(weight) && face.index == 0 { break }
            if (try? unlockedFallbackFont(face)) != nil { return .fallback(face) }
        }
        return primaryHasAll ? .primary : .missing
    }

    /// Whether the primary face of `weight` has a glyph for `scalar` (remembered).
    private func primaryProvides(_ scalar: Unicode.Scalar, weight: TextStyle.Weight) -> Bool {
        let key = scalar.value | (weight == .bold ? 1 << 31 : 0)
        if let known = primaryCoverage[key] { return known }
        let provided = (try? unlockedFont(weight, pixelSize: FontLibrary.referencePixelSize).provides(scalar)) ?? false
        primaryCoverage[key] = provided
        return provided
    }

    /// The fallback face `face`, opened (its measuring font) on first use. Under the lock.
    func unlockedFallbackFont(_ face: FontConfig.Face) throws(SDLError) -> FallbackFont {
        if let open = fallbackFonts[face] { return open }
        let file: MappedFile
        if let mapped = fallbackFiles[face.file] {
            file = mapped
        } else {
            do throws(MappedFile.Failure) {
                file = try MappedFile(path: face.file)
            } catch {
                throw .callFailed(function: "mmap", message: "\(face.file): \(error.reason)")
            }
            fallbackFiles[face.file] = file
        }
        let font = FallbackFont(
            measuring: try TrueTypeFont(
                file: file, index: face.index, pixelSize: FontLibrary.referencePixelSize, session: session))
        fallbackFonts[face] = font
        return font
    }

    /// The font of the fallback face that draws at `pixelSize`: for a face of fixed sizes, the
    /// measuring one (it draws its one size). Under the lock.
    func unlockedFallbackDrawingFont(_ face: FontConfig.Face, pixelSize: Int) throws(SDLError) -> TrueTypeFont {
        let font = try unlockedFallbackFont(face)
        if font.hasFixedSizes || pixelSize == FontLibrary.referencePixelSize { return font.measuring }
        if let drawing = font.drawing {
            try drawing.resize(to: pixelSize)
            return drawing
        }
        guard let file = fallbackFiles[face.file] else { return font.measuring }
        let drawing = try TrueTypeFont(file: file, index: face.index, pixelSize: pixelSize, session: session)
        font.drawing = drawing
        return drawing
    }

    /// Characters that need no glyph of their own: controls, joiners, variation selectors and
    /// other default-ignorable code points (a face without them draws nothing for them).
    static func needsNoGlyph(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0xAD, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0xFE00...0xFE0F, 0xFEFF,
            0xE0000...0xE0FFF:
            return true
        case 0x20..<0x7F:
            return false
        default:
            let properties = scalar.properties
            switch properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator: return true
            default: return properties.isDefaultIgnorableCodePoint || properties.isVariationSelector
            }
        }
    }

    /// Whether a cluster is an emoji shown as a picture: a character shown so by default
    /// (👍), one asked to be with U+FE0F (❤️, 1️⃣), or one with a skin tone; U+FE0E asks for text.
    static func isEmojiStyle(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        if scalars.contains(where: { $0.value == 0xFE0E }) { return false }
        return scalars.contains { scalar in
            if scalar.value == 0xFE0F || hasEmojiPresentation(scalar) { return true }
            guard scalar.value >= 0x1_F000 else { return false }
            return scalar.properties.isEmojiPresentation || scalar.properties.isEmojiModifier
        }
    }

    /// Whether `scalar`, below U+1F000, is shown as an emoji by default (Emoji_Presentation, Unicode 15).
    static func hasEmojiPresentation(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= 0x231A, value < 0x1_F000 else { return false }
        return emojiPresentationBelow1F000.contains { $0.contains(value) }
    }

    private static let emojiPresentationBelow1F000: [ClosedRange<UInt32>] = [
        0x231A...0x231B, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615,
        0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE,
        0x26C4...0x26C5, 0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728, 0x274C...0x274C,
        0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0, 0x27BF...0x27BF,
        0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
    ]

    /// The language a fallback face is asked for by, from the character's script: a font
    /// collection holds one face per language, and Han characters differ between them.
    /// Hangul → Korean (Noto Sans CJK KR). Kana and Han → Japanese (JP): KeySim's keyboards
    /// that type Han are the Japanese ones (a Korean keyboard types Hangul, not hanja), and
    /// the measurer is not told a field's language, so the script decides — the same
    /// character always gets the same face.
    static func language(of scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF, 0xFFA0...0xFFDC:
            return "ko"
        case 0x2E80...0x2FDF, 0x3000...0x303F, 0x3040...0x30FF, 0x31C0...0x31FF, 0x3200...0x33FF, 0x3400...0x4DBF,
            0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFF9F, 0x20000...0x3FFFF:
            return "ja"
        default:
            return nil
        }
    }
}
