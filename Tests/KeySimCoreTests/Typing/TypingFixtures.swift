@testable import KeySimCore

/// The shipped English dictionary and the iPhone 15's letters, loaded once for the typing tests.
enum TypingFixtures {
    static let english: Lexicon = {
        let file = try! SourceFile.read(ShippedData.root + "/Assets/Dictionaries/en_US.txt")
        return try! Lexicon(file: file)
    }()

    /// The letters layer of `layout` on the portrait iPhone 15.
    static func geometry(layout: String = "default") throws -> KeyboardGeometry {
        guard let layer = try ShippedData.layouts().layout(id: layout)?.layers.first,
            let device = try ShippedData.devices().profile(named: "iphone-15")
        else { throw ShippedData.Failure(message: "no layout '\(layout)' or no iphone-15") }
        return KeyboardGeometry(layer: layer, metrics: device.keyboard, width: device.screen.width)
    }

    static let iPhone15 = try! geometry()
    static let decoder = TouchDecoder(lexicon: english, geometry: iPhone15)

    /// The keystrokes of `word` tapped at its keys' centres, the taps at the indices of
    /// `offsets` moved by that many key widths (x, y), each typing the key it lands on.
    static func keystrokes(
        _ word: String, offsets: [Int: (Double, Double)] = [:], on geometry: KeyboardGeometry = iPhone15
    ) -> [Keystroke] {
        word.enumerated().map { index, character in
            guard let frame = geometry.frame(of: character.lowercased()) else {
                return Keystroke(text: String(character))
            }
            let (dx, dy) = offsets[index] ?? (0, 0)
            let width = frame.visible.width
            let point = Point(x: frame.visible.midX + dx * width, y: frame.visible.midY + dy * width)
            let hit = geometry.key(at: point)!.key
            return Keystroke(
                text: character.isUppercase ? hit.shifted : hit.output, touch: KeyTouch(key: hit.id, point: point))
        }
    }
}
