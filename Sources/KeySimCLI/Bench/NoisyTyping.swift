import KeySim
import KeySimCore

/// A person typing phrases on the letters of a keyboard with a thumb's spread, as the typing
/// benchmarks tap them: each letter aimed at its key's centre and landing σ points off it (in
/// x and in y, drawn from a seed), each space tapped on the space bar's centre. The taps are
/// worked out once, as window points, so that every run of a benchmark taps the same.
///
/// Only letters and spaces are typed (the phrase in lower case, its apostrophes and other
/// marks left out, so `I can't` is typed `i cant`, which the autocorrector puts right), and
/// a tap always lands on a letter: one that would land off the letters (on shift, delete,
/// 123, the bar above the keys or no key) lands on its key's centre instead. So the keyboard
/// stays on its letters and every run types whole words, some of them mistyped.
struct NoisyTyping {
    /// The keyboard's letters layer geometry, in keyboard points.
    let geometry: KeyboardGeometry
    /// Where the keyboard's top-left corner is in the window.
    let origin: Point
    /// The spread of a tap around its key's centre, in points (x and y each).
    let sigma: Double

    /// The typing of `simulator`'s focused field, on the keyboard it shows.
    init?(focusedIn simulator: Simulator, sigma: Double) {
        guard let keyboard = simulator.keyboard else { return nil }
        self.init(geometry: keyboard.geometry, origin: simulator.device.keyboardOrigin, sigma: sigma)
    }

    init(geometry: KeyboardGeometry, origin: Point, sigma: Double) {
        self.geometry = geometry
        self.origin = origin
        self.sigma = sigma
    }

    /// `phrase` as it is typed: its words in lower case, letters only, one space between them
    /// and one after the last (which ends the last word, so it is corrected too).
    static func typedText(of phrase: String) -> String {
        let words = phrase.lowercased().split(whereSeparator: \.isWhitespace).map { word in
            String(word.filter { $0.isASCII && $0.isLetter })
        }
        return words.filter { !$0.isEmpty }.map { $0 + " " }.joined()
    }

    /// The window points of the taps typing each phrase (``typedText(of:)``), phrase by
    /// phrase, with noise drawn from `random`. Nil when the keyboard has no key for a letter
    /// or no space bar.
    func taps(for phrases: [String], random: inout SeededRandom) -> [[Point]]? {
        guard let space = geometry.frame(of: "space")?.visible.center else { return nil }
        var all: [[Point]] = []
        all.reserveCapacity(phrases.count)
        for phrase in phrases {
            var taps: [Point] = []
            for character in Self.typedText(of: phrase) {
                if character == " " {
                    taps.append(window(space))
                    continue
                }
                guard let centre = geometry.frame(of: String(character))?.visible.center else { return nil }
                let landed = Point(
                    x: centre.x + sigma * random.nextGaussian(), y: centre.y + sigma * random.nextGaussian())
                taps.append(window(isOnALetter(landed) ? landed : centre))
            }
            all.append(taps)
        }
        return all
    }

    /// Whether a keyboard point answers a key typing one letter.
    func isOnALetter(_ point: Point) -> Bool {
        guard let index = geometry.keyIndex(at: point) else { return false }
        let key = geometry.keys[index].key
        guard key.action == .character, key.output.count == 1, let letter = key.output.first else { return false }
        return letter.isLetter
    }

    private func window(_ point: Point) -> Point { Point(x: point.x + origin.x, y: point.y + origin.y) }
}
