/// Plans the taps a person makes to type text on the keyboard shown now, one step at a
/// time: the replayer carries out a step, lets the keyboard react (auto-capitals, returns
/// to letters), and asks again. So the plan always matches the keyboard's real state.
enum TypePlanner {
    /// What a person does on the keyboard.
    enum Gesture: Equatable, Sendable {
        /// Tap the key with this id on the layer shown.
        case tap(key: String)
        /// Hold the key until its alternates show, slide to the one at `alternate`, release.
        case longPress(key: String, alternate: Int)
        /// Press the key and flick it `direction` (the kana keypad's い on あ).
        case flick(key: String, direction: FlickDirection)
    }

    /// In the keys planned for the Kana keypad, a press of its 小゛゜ key (a private-use
    /// character, never typed).
    static let kanaModifierMark: Character = "\u{E000}"

    /// One step: a gesture, and how many characters of the text it types (0 for a shift or
    /// a layer switch that prepares the next character).
    struct Step: Equatable, Sendable {
        var gesture: Gesture
        var typed: Int
    }

    /// The next step towards typing `text` (not empty), or nil when no key of any layer
    /// types its first character.
    static func nextStep(for text: Substring, keyboard: Keyboard, context: KeyboardContext) -> Step? {
        let layer = keyboard.layer
        let shifted = keyboard.shift != .off
        if let step = directStep(for: text, on: layer, shifted: shifted, context: context) {
            return step
        }
        if let shiftKey = layer.keys.first(where: { $0.action == .shift }),
            directStep(for: text, on: layer, shifted: !shifted, context: context) != nil
        {
            return Step(gesture: .tap(key: shiftKey.id), typed: 0)
        }
        if let switchKey = firstSwitch(towards: text, keyboard: keyboard, context: context) {
            return Step(gesture: .tap(key: switchKey), typed: 0)
        }
        return nil
    }

    /// A key (or an alternate) of `layer` that types the start of `text` with this shift
    /// state; the longest match wins, plain keys before alternates.
    static func directStep(for text: Substring, on layer: Layer, shifted: Bool, context: KeyboardContext) -> Step? {
        if text.first == "\n" {
            return layer.keys.first { $0.action == .return }.map { Step(gesture: .tap(key: $0.id), typed: 1) }
        }
        var best: Step?
        for key in layer.keys {
            guard let output = output(of: key, shifted: shifted, context: context), !output.isEmpty,
                text.hasPrefix(output), output.count > (best?.typed ?? 0)
            else { continue }
            best = Step(gesture: .tap(key: key.id), typed: output.count)
        }
        if let best { return best }
        for key in layer.keys where key.action == .character {
            guard let flicks = key.flicks else { continue }
            for direction in FlickDirection.allCases {
                guard let flick = flicks[direction] else { continue }
                let output = shifted ? Key.defaultShifted(flick) : flick
                if text.hasPrefix(output), output.count > (best?.typed ?? 0) {
                    best = Step(gesture: .flick(key: key.id, direction: direction), typed: output.count)
                }
            }
        }
        if let best { return best }
        for key in layer.keys where key.action == .character {
            for (index, alternate) in key.alternates.enumerated() {
                let output = shifted ? Key.defaultShifted(alternate) : alternate
                if text.hasPrefix(output), output.count > (best?.typed ?? 0) {
                    best = Step(gesture: .longPress(key: key.id, alternate: index), typed: output.count)
                }
            }
        }
        return best
    }

    /// What a key types when committed with this shift state (nil for keys that type nothing).
    static func output(of key: Key, shifted: Bool, context: KeyboardContext) -> String? {
        switch key.action {
        case .character: shifted ? key.shifted : key.output
        case .space: " "
        case .tab: "\t"
        case .decimalSeparator: context.decimalSeparator
        case .kanaModifier: String(kanaModifierMark)
        default: nil
        }
    }

    /// The layer-switch key of the layer shown that starts the shortest way to a layer
    /// typing the start of `text` (plain keys first, then alternates).
    static func firstSwitch(towards text: Substring, keyboard: Keyboard, context: KeyboardContext) -> String? {
        let layout = keyboard.layout
        func types(_ layer: Layer) -> Bool {
            directStep(for: text, on: layer, shifted: false, context: context) != nil
                || directStep(for: text, on: layer, shifted: true, context: context) != nil
        }
        // Breadth-first over layers, remembering the first switch key taken from the start.
        var seen: Set<String> = [keyboard.layerID]
        var queue: [(layer: String, firstKey: String)] = []
        for key in keyboard.layer.keys {
            if case .switchLayer(let target) = key.action, seen.insert(target).inserted {
                queue.append((target, key.id))
            }
        }
        var head = 0
        while head < queue.count {
            let (id, firstKey) = queue[head]
            head += 1
            guard let layer = layout.layer(id) else { continue }
            if types(layer) { return firstKey }
            for key in layer.keys {
                if case .switchLayer(let target) = key.action, seen.insert(target).inserted {
                    queue.append((target, firstKey))
                }
            }
        }
        return nil
    }
}
