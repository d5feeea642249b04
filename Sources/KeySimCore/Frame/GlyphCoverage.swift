/// Which characters the installed fonts can draw: implemented with the real fonts in
/// `KeySimSDL` (`FontLibrary`), so that lint and render can report a character that would be
/// drawn as an empty box.
public protocol GlyphCoverage: Sendable {
    /// Whether no installed font has a glyph for `character` (a grapheme cluster).
    func lacksGlyph(_ character: Character) -> Bool
}

extension GlyphCoverage {
    /// The characters of `text` no installed font has, each once, in the order they come.
    public func charactersLackingGlyphs(in text: String) -> [Character] {
        var seen: Set<Character> = []
        var missing: [Character] = []
        for character in text where !character.isASCII && lacksGlyph(character) {
            if seen.insert(character).inserted { missing.append(character) }
        }
        return missing
    }

    /// The characters no installed font has that `key` shows or types: in its label (unless
    /// the key shows an icon or, for return, the field's label), subtitle, text unshifted and
    /// shifted, long-press alternates, flicks and toggle; each once.
    public func charactersLackingGlyphs(in key: Key) -> [Character] {
        var texts: [String] = []
        switch key.action {
        case .shift, .capsLock, .tab, .delete, .globe, .dictation, .dismiss, .return: break
        default: texts.append(key.label)
        }
        if let subtitle = key.subtitle { texts.append(subtitle) }
        if key.typesText { texts += [key.output, key.shifted] }
        texts += key.alternates
        texts += key.flicks?.characters ?? []
        texts += key.toggle
        return charactersLackingGlyphs(in: texts.joined())
    }
}

/// How a character without a glyph is named in warnings: `U+1E900 '𞤀'` (each scalar of a
/// cluster: `U+0061 U+0301 'á'`).
public enum MissingGlyph {
    public static func name(_ character: Character) -> String {
        let codes = character.unicodeScalars.map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return codes.joined(separator: " ") + " '\(character)'"
    }

    /// The warning for `character` found in `place` (`key 'x' of layer 'letters'`, `field
    /// 'name'`): `U+1E900 '𞤀' in field 'name' has no glyph in any installed font; it is drawn
    /// as an empty box`.
    public static func message(_ character: Character, in place: String) -> String {
        "\(name(character)) in \(place) has no glyph in any installed font; it is drawn as an empty box"
    }
}
