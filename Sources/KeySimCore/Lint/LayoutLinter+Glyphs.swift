extension LayoutLinter {
    /// A character a key shows or types (its label, its text unshifted and shifted, its
    /// long-press alternates) that no installed font has is drawn as an empty box: a warning
    /// at the key, naming the character and where it is, once per key and character.
    func checkGlyphs(of layer: Layer, _ context: LayoutContext, into findings: inout FindingList) {
        guard let glyphs else { return }
        for key in layer.keys {
            for character in glyphs.charactersLackingGlyphs(in: key) {
                findings.add(
                    .missingGlyph, .warning, at: context.location(of: key, in: layer),
                    MissingGlyph.message(character, in: "key '\(key.id)' of layer '\(layer.id)'"))
            }
        }
    }
}
