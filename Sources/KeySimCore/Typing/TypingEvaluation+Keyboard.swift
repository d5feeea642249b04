// The measure on the real typing path: each phrase is typed into a fresh focused text field as
// a person types it — touches down and up on the keyboard's state machine, at the replayer's
// `type` pace, through the field's input stage — once without a dictionary and once with the
// Autocorrector, the same noise for both; then the field's text is compared with the phrase
// word by word. So shift and auto-capitalization, the key a touch actually lands on (shift,
// delete, space, 123 included), the apostrophe's layer and the corrections made when a space
// ends a word are the keyboard's own.
extension TypingEvaluation {
    /// Milliseconds from one tap to the next, and how long each is held: the replayer's `type`
    /// pace (`interval` 120, held `min(60, interval / 2)`).
    static let tapInterval = 120
    static let tapHold = 60

    /// A tap aimed at a letter: the key aimed at, the key the finger came down on (nil: on no
    /// key), and whether that key types a character.
    public struct LetterTap: Equatable, Sendable {
        public var aimed: String
        public var hit: String?
        public var typedCharacter: Bool
    }

    /// One phrase typed on the keyboard, twice with the same noise: into the field without a
    /// dictionary (as typed) and with the Autocorrector (corrected).
    public struct TypedPhrase: Equatable, Sendable {
        /// The phrase as the person means it: with the capitals the field's
        /// auto-capitalization gives it (``meant(_:autocapitalization:)``).
        public var intended: String
        /// The field's text in the end, as typed and with autocorrection.
        public var typed: String
        public var corrected: String
        /// The taps aimed at letters, as typed (the corrected run aims the same noise at the
        /// same letters).
        public var taps: [LetterTap]
    }

    /// Every phrase `repeats` times, in order, each typed into a fresh focused copy of `field`
    /// (unfocused, its keyboard showing the layout whose letters are ``geometry``) with touch
    /// noise `sigma` points (x and y) drawn from `seed`.
    ///
    /// The person plans each step as the replayer's `type` does, looking at the keyboard
    /// shown (``TypePlanner``): shift where the keyboard does not give the capital meant,
    /// shift again after a stray tap turned it on, 123 for an apostrophe, ABC after a stray
    /// 123. Each tap aimed at a letter key lands σ off its visible centre in x and in y,
    /// clamped onto the keyboard, and does whatever the key there does; every other tap
    /// (space, shift, layer keys, the apostrophe, a long-pressed alternate) is exact. The
    /// person does not look at the text: nothing is deleted or retyped. A space ends the
    /// phrase, so its last word is corrected as the others are; a character no key types is
    /// put in without a touch.
    public func typePhrases(
        _ phrases: [String], into field: TypingSession, sigma: Double, seed: UInt64, repeats: Int = 1
    ) -> [TypedPhrase] {
        var random = SeededRandom(seed: seed)
        let autocapitalization = field.traits.autocapitalization
        let meant = phrases.map { Self.meant($0, autocapitalization: autocapitalization) }
        let corrector = Self.autocorrector(for: field, decoder: decoder)
        var typed: [TypedPhrase] = []
        typed.reserveCapacity(meant.count * max(0, repeats))
        for _ in 0..<max(0, repeats) {
            for phrase in meant {
                let offsets = phrase.filter(\.isLetter).map { _ in
                    let dx = sigma * random.nextGaussian()
                    return Point(x: dx, y: sigma * random.nextGaussian())
                }
                let plain = type(phrase, into: field, through: DirectInput(), offsets: offsets)
                let corrected = type(phrase, into: field, through: corrector, offsets: offsets)
                typed.append(
                    TypedPhrase(intended: phrase, typed: plain.text, corrected: corrected.text, taps: plain.taps))
            }
        }
        return typed
    }

    /// Types every phrase `repeats` times into fresh copies of `field` with touch noise
    /// `sigma` points drawn from `seed` (``typePhrases(_:into:sigma:seed:repeats:)``), and
    /// counts the words of the field's text that come out right (``aligned(_:_:)``).
    public func typeOnKeyboard(
        _ phrases: [String], into field: TypingSession, sigma: Double, seed: UInt64, repeats: Int = 1
    ) -> Report {
        var tally = Tally(phrases: phrases.count * max(0, repeats))
        for phrase in typePhrases(phrases, into: field, sigma: sigma, seed: seed, repeats: repeats) {
            for tap in phrase.taps {
                tally.countTap(aimed: tap.aimed, hit: tap.hit, typedCharacter: tap.typedCharacter)
            }
            let intended = Self.words(of: Self.straightened(phrase.intended))
            let typed = aligned(intended, Self.words(of: Self.straightened(phrase.typed)))
            let corrected = aligned(intended, Self.words(of: Self.straightened(phrase.corrected)))
            for index in intended.indices {
                tally.countWord(
                    intended: intended[index], typed: typed[index].word, typedIsRight: typed[index].isRight,
                    committed: corrected[index].word, committedIsRight: corrected[index].isRight)
            }
        }
        return tally.report(keysIn: geometry)
    }

    /// The input stage `field` gets from `TypingSession.useDictionary` for `decoder`'s
    /// lexicon, correcting with `decoder` itself (its costs, `--threshold`).
    static func autocorrector(for field: TypingSession, decoder: TouchDecoder) -> Autocorrector {
        Autocorrector(
            decoder: decoder, layoutID: field.keyboard.layout.id, corrects: field.traits.autocorrection,
            curlyApostrophe: field.traits.smartQuotes)
    }

    /// `phrase` as a person means it in a field with `autocapitalization`: a lower-case letter
    /// where the keyboard turns shift on by itself (the start, after a sentence's end) in
    /// capitals, as people take that capital (`see you` is meant as `See you`).
    public static func meant(_ phrase: String, autocapitalization: Autocapitalization) -> String {
        var text = ""
        for character in phrase {
            let context = KeyboardContext(textBeforeCaret: text, autocapitalization: autocapitalization)
            if character.isLowercase, Keyboard.wantsCapital(context) {
                text += character.uppercased()
            } else {
                text.append(character)
            }
        }
        return text
    }

    /// `text` with curly apostrophes straight: a field with smart quotes types `don’t` for the
    /// phrase's `don't`.
    static func straightened(_ text: String) -> String {
        text.contains("\u{2019}") ? text.replacingOccurrences(of: "\u{2019}", with: "'") : text
    }

    /// For each word meant, the word that came out in its place and whether it is right. The
    /// words right are the longest run, in order, of words meant that come out right
    /// (``isRight(_:for:)``), so a word split by a stray space or two run together by a
    /// stray delete cost only themselves. Between two right words the others are paired in
    /// order; words left over join the last word meant before them, and a word meant with
    /// none left gets the empty string.
    func aligned(_ intended: [String], _ output: [String]) -> [(word: String, isRight: Bool)] {
        let n = intended.count
        let m = output.count
        let width = m + 1
        var matches = [Bool](repeating: false, count: n * width)
        // longest[i * width + j]: the longest common run of intended[i...] and output[j...].
        var longest = [Int](repeating: 0, count: (n + 1) * width)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                let match = isRight(output[j], for: intended[i])
                matches[i * width + j] = match
                longest[i * width + j] =
                    match
                    ? longest[(i + 1) * width + j + 1] + 1
                    : max(longest[(i + 1) * width + j], longest[i * width + j + 1])
            }
        }
        var result = [(word: String, isRight: Bool)](repeating: ("", false), count: n)
        // The words between two right ones (or the ends), paired in order.
        func fill(_ meant: Range<Int>, _ out: Range<Int>) {
            guard !meant.isEmpty else { return }
            for (offset, index) in meant.enumerated() where out.lowerBound + offset < out.upperBound {
                let from = out.lowerBound + offset
                let to = index == meant.upperBound - 1 ? out.upperBound : from + 1
                result[index].word = output[from..<to].joined(separator: " ")
            }
        }
        var i = 0
        var j = 0
        var gapStart = (0, 0)
        while i < n, j < m {
            if matches[i * width + j], longest[i * width + j] == longest[(i + 1) * width + j + 1] + 1 {
                fill(gapStart.0..<i, gapStart.1..<j)
                result[i] = (output[j], true)
                i += 1
                j += 1
                gapStart = (i, j)
            } else if longest[(i + 1) * width + j] >= longest[i * width + j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        fill(gapStart.0..<n, gapStart.1..<m)
        return result
    }

    /// `text` typed into a fresh focused copy of `field` through `stage`, the `n`th letter's
    /// tap `offsets[n]` off its key's centre: the field's text in the end, and the letter taps.
    func type(_ text: String, into field: TypingSession, through stage: any InputStage, offsets: [Point]) -> (
        text: String, taps: [LetterTap]
    ) {
        var session = field
        session.input = InputStageSlot(stage: stage)
        var time = 0
        _ = session.focus(at: time)
        var remaining = Substring(text + " ")
        var letter = 0
        var preparations = 0
        var taps: [LetterTap] = []
        taps.reserveCapacity(offsets.count)
        while let next = remaining.first {
            time += Self.tapInterval
            let keyboard = session.keyboard
            // As the replayer: a step that only prepares (shift, a layer) at most 8 times running.
            guard preparations < 8,
                let step = TypePlanner.nextStep(for: remaining, keyboard: keyboard, context: session.context)
            else {
                _ = session.perform(.insert(String(next)), touch: nil, at: time)
                if next.isLetter { letter += 1 }
                remaining = remaining.dropFirst()
                preparations = 0
                continue
            }
            switch step.gesture {
            case .tap(let id):
                guard let frame = keyboard.geometry.frame(of: id) else { break }
                if frame.key.action == .shift, let last = keyboard.lastShiftPress,
                    time - last <= keyboard.timings.doubleTapShift
                {
                    // A person wanting shift once waits rather than double-tapping into caps lock.
                    time = last + keyboard.timings.doubleTapShift + 1
                }
                let aimsAtLetter = step.typed == 1 && next.isLetter && frame.key.action == .character
                var point = frame.visible.center
                if aimsAtLetter, letter < offsets.count {
                    let size = keyboard.geometry.size
                    // Onto the keyboard: just inside its far edges, which belong to no row or column.
                    point = Point(
                        x: min(max(point.x + offsets[letter].x, 0), size.width.nextDown),
                        y: min(max(point.y + offsets[letter].y, 0), size.height.nextDown))
                }
                let down = session.handle(.touchDown(finger: 0, at: point), at: time)
                _ = session.handle(.touchUp(finger: 0, at: point), at: time + Self.tapHold)
                if aimsAtLetter {
                    let hit = down.lazy.compactMap { event -> String? in
                        if case .keyboard(.keyPressed(let key)) = event.kind { key } else { nil }
                    }.first
                    let typesCharacter = hit.flatMap { keyboard.geometry.frame(of: $0) }.map { isCharacterKey($0.key) }
                    taps.append(LetterTap(aimed: id, hit: hit, typedCharacter: typesCharacter ?? false))
                }
            case .longPress(let id, let alternate):
                time = longPress(id, alternate: alternate, on: &session, at: time)
            case .flick(let id, let direction):
                // The evaluation types Latin layouts; a flick key is flicked dead centre.
                guard let frame = keyboard.geometry.frame(of: id) else { break }
                let start = frame.visible.center
                let end = direction.point(from: start, distance: Replayer.flickLength)
                _ = session.handle(.touchDown(finger: 0, at: start), at: time)
                _ = session.handle(.touchMoved(finger: 0, to: end), at: time + Self.tapHold / 2)
                _ = session.handle(.touchUp(finger: 0, at: end), at: time + Self.tapHold)
            }
            if step.typed > 0 {
                letter += remaining.prefix(step.typed).filter(\.isLetter).count
                remaining = remaining.dropFirst(step.typed)
                preparations = 0
            } else {
                preparations += 1
            }
        }
        _ = session.advance(to: time + Self.tapInterval)
        return (session.field.text, taps)
    }

    /// Holds key `id` until its callout shows, slides to the alternate at `index` and lifts
    /// there, as the replayer does; returns when the finger lifted.
    func longPress(_ id: String, alternate index: Int, on session: inout TypingSession, at time: Int) -> Int {
        guard let centre = session.keyboard.geometry.frame(of: id)?.visible.center else { return time }
        _ = session.handle(.touchDown(finger: 0, at: centre), at: time)
        let shown = time + session.keyboard.timings.longPress
        _ = session.advance(to: shown)
        guard let callout = session.keyboard.callout, index < callout.frames.count else {
            _ = session.handle(.touchCancelled(finger: 0), at: shown)
            return shown
        }
        let cell = callout.frames[index]
        let target = Point(x: cell.midX, y: cell.midY)
        _ = session.handle(.touchMoved(finger: 0, to: target), at: shown + Self.tapInterval / 4)
        _ = session.handle(.touchUp(finger: 0, at: target), at: shown + Self.tapInterval / 2)
        return shown + Self.tapInterval / 2
    }
}
