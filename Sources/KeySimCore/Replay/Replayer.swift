/// How a replay runs and what it shows.
public struct ReplayOptions: Equatable, Sendable {
    /// Milliseconds between the taps `type` plans, unless the script says otherwise.
    public var interval: Int
    /// Show secure text as typed rather than as bullets.
    public var revealSecure: Bool
    /// How the scene is named in the result (`demo`, a file name).
    public var sceneName: String

    public init(interval: Int = 120, revealSecure: Bool = false, sceneName: String = "") {
        self.interval = interval
        self.revealSecure = revealSecure
        self.sceneName = sceneName
    }
}

/// What a replay found.
public struct ReplayReport: Equatable, Sendable {
    /// The final state: fields, focus, keyboard, submissions (DESIGN.md).
    public var result: JSONOutput
    /// Expectations that did not hold, in script order.
    public var failures: [Diagnostic]
    /// What each failed check found, in the order of `failures` (what `--update` writes).
    public var mismatches: [ExpectationMismatch] = []
    /// Checks that held.
    public var passed: Int
    /// Problems that did not stop the replay (a cut-off last line).
    public var warnings: [Diagnostic]
    /// What stopped the replay early (bad input), if anything.
    public var error: Diagnostic?
    /// Touches replayed: recorded ones and those planned for `tap`, `type` and `focus`.
    public var touches: Int
    /// The simulator as the replay left it (for a screenshot of the final state).
    public var simulator: Simulator

    /// Whether every expectation held and nothing stopped the replay.
    public var succeeded: Bool { failures.isEmpty && error == nil }
}

/// Runs a script against a simulator, deterministically: the same script and scene give
/// the same report and the same event log, byte for byte.
public struct Replayer {
    /// The simulator as the lines replayed so far left it.
    public private(set) var simulator: Simulator
    /// The script's path, for messages.
    let path: String
    /// Milliseconds between the taps `type` plans: the header's, else the options'.
    private let interval: Int
    let options: ReplayOptions
    public internal(set) var failures: [Diagnostic] = []
    /// What each failed check found, in the order of `failures`.
    var mismatches: [ExpectationMismatch] = []
    var passed = 0
    private var touches = 0
    /// Hears every event as it happens; nil when nobody listens (no event is then copied out).
    private let log: ((SimulatorEvent) -> Void)?
    /// Sees the simulator after every batch of events (for frames).
    private let observe: ((Simulator) -> Void)?
    /// Places the caret where a field is tapped, measuring text as the window draws it.
    let fieldLocator: (any FieldLocator)?
    /// Lines that ran after their time had passed, in script order.
    private var lateLines: [Diagnostic] = []
    /// The last line that ran on past its own time (a `type` still typing, a held tap), which
    /// makes a line due before the clock reaches it run late.
    private var busyLine: (number: Int, kind: String)?

    /// Replays `script` on `simulator`, handing every event to `log` as it happens and
    /// reporting `progress(linesDone, linesTotal)` now and then.
    public static func run(
        _ script: Script,
        on simulator: Simulator,
        options: ReplayOptions = ReplayOptions(),
        log: ((SimulatorEvent) -> Void)? = nil,
        observe: ((Simulator) -> Void)? = nil,
        fieldLocator: (any FieldLocator)? = nil,
        progress: (Int, Int) -> Void = { _, _ in }
    ) -> ReplayReport {
        run(
            script.lines, count: script.lines.count, path: script.path, header: script.header,
            warnings: script.warnings, on: simulator, options: options, log: log, observe: observe,
            fieldLocator: fieldLocator, progress: progress)
    }

    /// Replays a script's event lines as they come, one at a time, without holding them:
    /// `lines` may decode them from a file as it is read (see ``ScriptReader``).
    ///
    /// - Parameters:
    ///   - count: How many lines `lines` gives, for `progress`.
    ///   - path: The script's path, for messages.
    ///   - header: The script's header, whose `interval` spaces the taps `type` plans.
    ///   - warnings: The script's warnings, reported with the result.
    public static func run(
        _ lines: some Sequence<ScriptLine>,
        count: Int,
        path: String,
        header: ScriptHeader?,
        warnings: [Diagnostic],
        on simulator: Simulator,
        options: ReplayOptions = ReplayOptions(),
        log: ((SimulatorEvent) -> Void)? = nil,
        observe: ((Simulator) -> Void)? = nil,
        fieldLocator: (any FieldLocator)? = nil,
        progress: (Int, Int) -> Void = { _, _ in }
    ) -> ReplayReport {
        var replayer = Replayer(
            simulator: simulator, path: path, header: header, options: options, log: log, observe: observe,
            fieldLocator: fieldLocator)
        var stop: Diagnostic?
        if let lines = lines as? [ScriptLine] {
            // A script held in memory: each line is read in place. Iterating the sequence would
            // copy every line out (and enumerated() pair it with its index), then destroy the
            // copy: a few hundred instructions a line, a tenth of replaying a tap.
            for index in lines.indices {
                stop = replayer.perform(lines[index], index: index, count: count, progress: progress)
                if stop != nil { break }
            }
        } else {
            var index = 0
            for line in lines {
                stop = replayer.perform(line, index: index, count: count, progress: progress)
                if stop != nil { break }
                index += 1
            }
        }
        progress(count, count)
        return replayer.report(scriptWarnings: warnings, error: stop)
    }

    /// A replayer that performs lines one at a time on `simulator` (``replay(_:)``), for
    /// callers that look at the simulator between lines; ``run(_:on:options:log:observe:fieldLocator:progress:)``
    /// is the whole replay.
    ///
    /// - Parameters:
    ///   - path: The script's path, for messages.
    ///   - header: The script's header, whose `interval` spaces the taps `type` plans.
    public init(
        simulator: Simulator, path: String, header: ScriptHeader?, options: ReplayOptions = ReplayOptions(),
        log: ((SimulatorEvent) -> Void)? = nil, observe: ((Simulator) -> Void)? = nil,
        fieldLocator: (any FieldLocator)? = nil
    ) {
        self.simulator = simulator
        self.path = path
        self.interval = header?.interval ?? options.interval
        self.options = options
        self.log = log
        self.observe = observe
        self.fieldLocator = fieldLocator
    }

    /// Performs the next line of the script; returns what stopped the replay (bad input), if
    /// this line did. A failed expectation does not stop it: it is kept for the report.
    public mutating func replay(_ line: ScriptLine) -> Diagnostic? {
        do throws(Diagnostic) {
            try perform(line)
        } catch {
            return error
        }
        if let problem = simulator.dictionaries.problem {
            // A field's dictionary could not be read: what it would correct cannot be replayed.
            return fail("\(line.kind.name) line needs a dictionary that cannot be used: \(problem.message)", at: line)
        }
        return nil
    }

    /// The report of the lines replayed so far: the script's own warnings (a cut-off last
    /// line) come after the lines that ran late.
    public func report(scriptWarnings: [Diagnostic], error: Diagnostic? = nil) -> ReplayReport {
        let warnings = lateLines + scriptWarnings
        return ReplayReport(
            result: ReplayResult.json(of: simulator, options: options, warnings: warnings),
            failures: failures, mismatches: mismatches, passed: passed, warnings: warnings, error: error,
            touches: touches,
            simulator: simulator)
    }

    /// Performs line number `index` (from 0) of `count`, reporting progress now and then;
    /// returns what stopped the replay, if the line did.
    private mutating func perform(
        _ line: ScriptLine, index: Int, count: Int, progress: (Int, Int) -> Void
    ) -> Diagnostic? {
        if let error = replay(line) { return error }
        if index % 4096 == 4095 { progress(index + 1, count) }
        return nil
    }

    private func fail(_ message: String, at line: ScriptLine) -> Diagnostic {
        Diagnostic(path: path, position: line.position, message: message)
    }

    private mutating func perform(_ line: ScriptLine) throws(Diagnostic) {
        let time = max(line.time, simulator.now)
        if time > line.time { noteLate(line, ranAt: time) }
        defer {
            if simulator.now > time { busyLine = (line.line, line.kind.name) }
        }
        // Timers due before the line fire first, each at its own time (a frame each).
        while let due = simulator.nextDeadline, due <= time {
            advance(to: due)
        }
        switch line.kind {
        case .touch(let phase, let point, let finger):
            touches += phase == .down ? 1 : 0
            touch(phase, at: point, finger: finger, time: time)
        case .tap(let key, let hold, let flick):
            guard let point = simulator.shownKeyCentre(key) else {
                let keyboard = try shownKeyboard(for: "tap '\(key)'", at: line)
                throw fail(Self.missingKeyMessage(key, keyboard: keyboard), at: line)
            }
            if let flick {
                if simulator.keyboard?.key(key)?.flicks?[flick] == nil {
                    let keyboard = try shownKeyboard(for: "tap '\(key)'", at: line)
                    let ways = keyboard.key(key)?.flicks.map { flicks in
                        FlickDirection.allCases.filter { flicks[$0] != nil }.map { "'\($0.rawValue)'" }
                    }
                    let known = ways.map { "it flicks " + $0.joined(separator: ", ") } ?? "it has no flicks"
                    throw fail("key '\(key)' types nothing flicked '\(flick.rawValue)': \(known)", at: line)
                }
                self.flick(at: point, direction: flick, time: time, hold: hold ?? min(60, interval / 2))
            } else {
                tap(at: point, time: time, hold: hold ?? min(60, interval / 2))
            }
        case .type(let text, let lineInterval):
            try type(text, at: time, interval: lineInterval ?? interval, line: line)
        case .focus(let field):
            let index = try fieldIndex(field, at: line)
            if let formCentre = simulator.form.frame(of: field)?.field.center,
                case let centre = Point(x: formCentre.x, y: formCentre.y - simulator.scrollOffset), isTappable(centre)
            {
                touches += 1
                emit(simulator.touch(.down, at: centre, finger: Self.plannedFinger, time: time))
                emit(simulator.touch(.up, at: centre, finger: Self.plannedFinger, time: time + 40))
            } else {
                // The field lies under the keyboard or below the screen: focus it as a person
                // who scrolls it into view and taps it would, without touching the keyboard.
                emit(simulator.focus(fieldAt: index, time: time + 40))
            }
        case .expect(let expectation):
            emit(simulator.advance(to: time))
            try check(expectation, at: line)
        case .pointer(let point):
            let events =
                if let point { simulator.pointerMoved(to: point, at: time) } else { simulator.pointerLeft(at: time) }
            if let log { for event in events { log(event) } }
            // The picture changes (a tooltip hides, or shows later) without an event.
            observe?(simulator)
        case .press(let press, let pasteboard):
            emit(simulator.press(press, pasteboard: pasteboard, at: time).events)
        case .menu(let item):
            do throws(Simulator.EditMenuProblem) {
                emit(try simulator.tapMenuItem(item, at: time))
            } catch {
                throw fail(error.description, at: line)
            }
        case .suggestion(let word):
            do throws(Simulator.SuggestionProblem) {
                emit(try simulator.tapSuggestion(word, at: time))
            } catch {
                throw fail(error.description, at: line)
            }
        case .candidate(let text):
            do throws(Simulator.CandidateProblem) {
                emit(try simulator.tapCandidate(text, at: time))
            } catch {
                throw fail(error.description, at: line)
            }
        case .wheel(let dx, let dy, let point):
            let events = simulator.wheel(dx: dx, dy: dy, at: point, time: time, fieldLocator: fieldLocator)
            if let log { for event in events { log(event) } }
            // The form moves without an event.
            observe?(simulator)
        }
    }

    /// Warns that `line` ran at `time`, after the time it gives: a line before it was still
    /// running then.
    private mutating func noteLate(_ line: ScriptLine, ranAt time: Int) {
        var message = "this \(line.kind.name) line is due at \(line.time) ms but runs at \(time) ms"
        if let busyLine {
            let what = busyLine.kind == "type" ? "still typing" : "still running"
            message += ": the '\(busyLine.kind)' on line \(busyLine.number) was \(what)"
        }
        message += "; give it a 't' of \(time) or more to run it when it is due"
        lateLines.append(Diagnostic(path: path, position: line.position, severity: .warning, message: message))
    }

    /// Whether a point of the form can be tapped: on the screen and not under the keyboard.
    private func isTappable(_ point: Point) -> Bool {
        let screen = simulator.device.screen
        guard point.x >= 0, point.y >= 0, point.x < screen.width, point.y < screen.height else { return false }
        return !(simulator.keyboardFrame?.contains(point) ?? false)
    }

    /// Planned touches use a finger id recordings are unlikely to use.
    static let plannedFinger = 1_000

    /// Logs events and shows the simulator as they left it. Mutating so that `self` is read
    /// after the argument (which changes the simulator) has been evaluated.
    private mutating func emit(_ events: [SimulatorEvent]) {
        guard !events.isEmpty else { return }
        if let log { for event in events { log(event) } }
        observe?(simulator)
    }

    /// A touch (placing the caret with the field locator), its events logged.
    private mutating func touch(_ phase: TouchPhase, at point: Point?, finger: Int, time: Int) {
        let offset = simulator.scrollOffset
        let events = simulator.touch(phase, at: point, finger: finger, time: time, fieldLocator: fieldLocator)
        // A drag moves the form without an event: the picture changes all the same.
        if events.isEmpty, simulator.scrollOffset != offset { observe?(simulator) }
        emit(events)
    }

    /// Advances the clock, its events logged.
    private mutating func advance(to time: Int) {
        emit(simulator.advance(to: time))
    }

    private func shownKeyboard(for what: String, at line: ScriptLine) throws(Diagnostic) -> Keyboard {
        guard let keyboard = simulator.keyboard else {
            let fields = simulator.scene.fields.map(\.id).joined(separator: ", ")
            throw fail(
                "cannot \(what): no field has focus, so no keyboard is shown; focus one first (fields: \(fields))",
                at: line)
        }
        return keyboard
    }

    func fieldIndex(_ id: String, at line: ScriptLine) throws(Diagnostic) -> Int {
        if let index = simulator.index(of: id) { return index }
        let ids = simulator.scene.fields.map(\.id)
        var message = "no field '\(id)' in scene '\(simulator.scene.title)'"
        message += Suggestion.nearest(to: id, in: ids).map { "; did you mean '\($0)'?" } ?? "."
        message += " Its fields are: " + ids.joined(separator: ", ")
        throw fail(message, at: line)
    }

    static func missingKeyMessage(_ key: String, keyboard: Keyboard) -> String {
        let ids = keyboard.layer.keys.map(\.id)
        var message = "no key '\(key)' on layer '\(keyboard.layerID)' of layout '\(keyboard.layout.id)'"
        message += Suggestion.nearest(to: key, in: ids).map { "; did you mean '\($0)'?" } ?? "."
        return message + " Its keys are: " + ids.joined(separator: " ")
    }

    // MARK: Gestures

    /// Where a key's centre is in window points.
    private func windowCentre(of key: String) -> Point? {
        simulator.shownKeyCentre(key)
    }

    private mutating func tap(_ key: String, at time: Int, hold: Int) {
        guard let point = windowCentre(of: key) else { return }
        tap(at: point, time: time, hold: hold)
    }

    private mutating func tap(at point: Point, time: Int, hold: Int) {
        touches += 1
        touch(.down, at: point, finger: Self.plannedFinger, time: time)
        fireTimers(before: time + hold)
        touch(.up, at: point, finger: Self.plannedFinger, time: time + hold)
    }

    /// Fires the timers due before `time`, each at its own time: what a key held until then
    /// shows (a flick guide, a callout, delete's repeats) is seen in the frames in between.
    private mutating func fireTimers(before time: Int) {
        while let due = simulator.nextDeadline, due < time {
            advance(to: due)
        }
    }

    /// How far a planned flick slides from the key's centre: well past the keyboard's
    /// ``Keyboard/flickDistance``, as a person's flick does.
    static let flickLength = 40.0

    /// A flick: down at `point`, a slide ``flickLength`` points `direction`, up there.
    private mutating func flick(at point: Point, direction: FlickDirection, time: Int, hold: Int) {
        let end = direction.point(from: point, distance: Self.flickLength)
        touches += 1
        touch(.down, at: point, finger: Self.plannedFinger, time: time)
        fireTimers(before: time + hold / 2)
        touch(.move, at: end, finger: Self.plannedFinger, time: time + hold / 2)
        fireTimers(before: time + hold)
        touch(.up, at: end, finger: Self.plannedFinger, time: time + hold)
    }

    private mutating func longPress(
        _ key: String, alternate: Int, at time: Int, interval: Int
    ) {
        guard let keyboard = simulator.keyboard, let point = windowCentre(of: key) else { return }
        let finger = Self.plannedFinger
        touches += 1
        emit(simulator.touch(.down, at: point, finger: finger, time: time, fieldLocator: fieldLocator))
        let shown = time + keyboard.timings.longPress
        emit(simulator.advance(to: shown))
        guard let callout = simulator.keyboard?.callout, alternate < callout.frames.count else {
            emit(simulator.touch(.cancel, at: nil, finger: finger, time: shown, fieldLocator: fieldLocator))
            return
        }
        let origin = simulator.device.keyboardOrigin
        let cell = callout.frames[alternate]
        let target = Point(x: cell.midX + origin.x, y: cell.midY + origin.y)
        emit(simulator.touch(.move, at: target, finger: finger, time: shown + interval / 4, fieldLocator: fieldLocator))
        emit(simulator.touch(.up, at: target, finger: finger, time: shown + interval / 2, fieldLocator: fieldLocator))
    }

    /// Types `text` by planning taps on the keyboard shown, one step at a time.
    private mutating func type(
        _ text: String, at start: Int, interval: Int, line: ScriptLine
    )
        throws(Diagnostic)
    {
        let (keys, sources) = try plannedKeys(for: text, line: line)
        var remaining = Substring(keys)
        var position = 1
        var time = start
        var preparations = 0
        while !remaining.isEmpty {
            let keyboard = try shownKeyboard(for: "type \(Self.quoted(remaining.prefix(12)))", at: line)
            guard let session = simulator.focusedSession else { return }
            guard
                let step = TypePlanner.nextStep(for: remaining, keyboard: keyboard, context: session.context)
                    ?? globeStep(towards: remaining),
                preparations < 8
            else {
                let source = sources.map { $0[position - 1] } ?? position - 1
                let character = Self.describe(Array(text)[source])
                throw fail(
                    "cannot type \(character) (character \(source + 1) of the text) on layout '\(keyboard.layout.id)': no key on any of its layers types it",
                    at: line)
            }
            time = max(time, simulator.now)
            switch step.gesture {
            case .tap(let key):
                if let shiftKey = keyboard.layer.key(key), shiftKey.action == .shift,
                    let last = keyboard.lastShiftPress,
                    time - last <= keyboard.timings.doubleTapShift
                {
                    // A person wanting one capital waits rather than double-tapping into caps lock.
                    time = last + keyboard.timings.doubleTapShift + 1
                }
                if keyboard.layer.key(key)?.action == .space,
                    keyboard.isDoubleSpace(at: time + min(60, interval / 2))
                {
                    // Two spaces typed quickly would become ". "; wait as a person wanting two spaces does.
                    time = (keyboard.lastSpaceCommit ?? time) + keyboard.timings.doubleSpace + 1
                }
                if keyboard.tapWouldToggle(key, at: time) {
                    // A second tap would step the toggle (あ → い): a person taps → first, or waits.
                    if let advance = keyboard.layer.keys.first(where: { $0.action == .advance }) {
                        tap(advance.id, at: time, hold: min(60, interval / 2))
                        time += interval
                    } else {
                        time += keyboard.timings.toggleTimeout + 1
                    }
                }
                tap(key, at: time, hold: min(60, interval / 2))
            case .flick(let key, let direction):
                if let point = windowCentre(of: key) {
                    flick(at: point, direction: direction, time: time, hold: min(60, interval / 2))
                }
            case .longPress(let key, let alternate):
                longPress(key, alternate: alternate, at: time, interval: interval)
                time += keyboard.timings.longPress
            }
            time += interval
            if step.typed > 0 {
                remaining = remaining.dropFirst(step.typed)
                position += step.typed
                preparations = 0
            } else {
                preparations += 1
            }
        }
        emit(simulator.advance(to: time - interval))
    }

    /// The globe key, when another of the scene's keyboards types the start of `text` (an emoji
    /// typed from the letters: a person goes to the emoji keyboard, and back for the letters
    /// after it). Nil when none does, or the focused field keeps its own keyboard.
    private func globeStep(towards text: Substring) -> TypePlanner.Step? {
        guard let index = simulator.focusedIndex, simulator.followsInputLayout[index],
            let shown = simulator.keyboard?.layout.id, windowCentre(of: "globe") != nil,
            let context = simulator.focusedSession?.context
        else { return nil }
        let types = simulator.inputLayouts.contains { layout in
            layout.id != shown
                && layout.layers.contains { layer in
                    TypePlanner.directStep(for: text, on: layer, shifted: false, context: context) != nil
                        || TypePlanner.directStep(for: text, on: layer, shifted: true, context: context) != nil
                }
        }
        return types ? TypePlanner.Step(gesture: .tap(key: "globe"), typed: 0) : nil
    }

    /// What `type` taps keys for: the text itself, or, on a keyboard composing Hangul, the
    /// jamo keys of each syllable (말 → ㅁㅏㄹ) with, for each key, the offset of the character
    /// of `text` it belongs to.
    ///
    /// - Throws: where two characters of `text` would compose into one (ㄱ then ㅏ is 가: the
    ///   2-Set keyboard cannot type them apart).
    private func plannedKeys(for text: String, line: ScriptLine) throws(Diagnostic) -> (String, [Int]?) {
        guard let session = simulator.focusedSession else { return (text, nil) }
        if let japanese = session.japaneseInput {
            if japanese.readsRomaji { return try romajiKeys(for: text, layout: session.keyboard.layout.id, line: line) }
            return try kanaKeys(for: text, layout: session.keyboard.layout.id, line: line)
        }
        guard let composer = session.hangulInput?.composer else { return (text, nil) }
        let characters = Array(text)
        if let merge = HangulKeys.firstMerge(in: Substring(text), composer: composer) {
            let before = merge.offset > 0 ? " right after \(Self.describe(characters[merge.offset - 1]))" : ""
            throw fail(
                "cannot type \(Self.describe(characters[merge.offset])) (character \(merge.offset + 1) of the text)\(before) on layout '\(session.keyboard.layout.id)': the keyboard composes them into '\(merge.composed)'",
                at: line)
        }
        var keys = ""
        var sources: [Int] = []
        for (offset, character) in characters.enumerated() {
            let typed = HangulKeys.keys(for: character) ?? [character]
            keys.append(contentsOf: typed)
            sources += Array(repeating: offset, count: typed.count)
        }
        return (keys, sources)
    }

    /// The romaji keys typing `text`'s kana on the Japanese Romaji keyboard (きょう → `kyou`,
    /// っ doubling the next consonant, ん as `nn`); other characters as they are.
    ///
    /// - Throws: at a kanji, which is not typed but chosen: its reading is typed, then a
    ///   `candidate` line taps it.
    private func romajiKeys(for text: String, layout: String, line: ScriptLine) throws(Diagnostic) -> (String, [Int]?) {
        var keys = ""
        var sources: [Int] = []
        var rest = Substring(text)
        var offset = 0
        while let first = rest.first {
            if let (romaji, count) = Romaji.romaji(for: rest) {
                keys += romaji
                sources += Array(repeating: offset, count: romaji.count)
                rest = rest.dropFirst(count)
                offset += count
                continue
            }
            if first.unicodeScalars.contains(where: { $0.properties.isIdeographic }) {
                throw fail(
                    "cannot type \(Self.describe(first)) (character \(offset + 1) of the text) on layout '\(layout)': kanji are chosen, not typed; type the reading in kana, then tap the kanji with a 'candidate' line",
                    at: line)
            }
            keys.append(first)
            sources.append(offset)
            rest = rest.dropFirst()
            offset += 1
        }
        return (keys, sources)
    }

    /// The keys typing `text` on the Kana keypad: each kana with a voiced, semi-voiced or
    /// small form as its plain kana and a press of 小゛゜ for each step (ぱ → は 小゛゜ 小゛゜);
    /// other characters as they are.
    ///
    /// - Throws: at a kanji, as ``romajiKeys(for:layout:line:)`` does.
    private func kanaKeys(for text: String, layout: String, line: ScriptLine) throws(Diagnostic) -> (String, [Int]?) {
        var keys = ""
        var sources: [Int] = []
        for (offset, character) in text.enumerated() {
            if character.unicodeScalars.contains(where: { $0.properties.isIdeographic }) {
                throw fail(
                    "cannot type \(Self.describe(character)) (character \(offset + 1) of the text) on layout '\(layout)': kanji are chosen, not typed; type the reading in kana, then tap the kanji with a 'candidate' line",
                    at: line)
            }
            if let (plain, presses) = KanaVariants.plain(of: character) {
                keys.append(plain)
                keys += String(repeating: TypePlanner.kanaModifierMark, count: presses)
                sources += Array(repeating: offset, count: presses + 1)
            } else {
                keys.append(character)
                sources.append(offset)
            }
        }
        return (keys, sources)
    }

    static func describe(_ character: Character) -> String {
        switch character {
        case "\n": "a line break"
        case "\t": "a tab"
        case " ": "a space"
        default: "'\(character)'"
        }
    }

    static func quoted(_ text: Substring) -> String {
        "\"" + text.replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
