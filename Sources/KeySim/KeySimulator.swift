import Foundation
import KeySimCore
import KeySimSDL

/// A phone or iPad showing a scene's form and its keyboard, driven from Swift: KeySim as a
/// library, for an app's own tests.
///
/// ```swift
/// import KeySim
///
/// let phone = try KeySimulator(scene: "demo", device: "iphone-15")
/// try phone.focus("email")
/// try phone.type("jane@example.com")
/// try phone.press("return")
/// #expect(phone.field("email")?.text == "jane@example.com")
/// #expect(phone.keyboard?.layout == "email")
/// ```
///
/// Every call is a line of a tap script (DESIGN.md), replayed by the same code as
/// `keysim replay`, with the same fonts placing carets where fields are tapped: ``script``
/// is what was done, as a script `keysim replay` gives the same ``resultJSON`` for, byte for
/// byte. Time is virtual: each action starts ``pause`` milliseconds after the one before
/// ended (``wait(_:)`` adds to that), and nothing depends on the wall clock.
///
/// The state read back (``field(_:)``, ``keyboard``, ``focusedField`` …) is the state as the
/// last action left it, as a script's result is. Secure text reads as bullets unless the
/// simulator was made with `revealSecure: true`, as `keysim replay` shows it.
///
/// KeySim's data (layouts, devices, scenes, themes) is found in `resources` when given, else
/// in `KEYSIM_HOME`, else in the KeySim package the library was built from.
///
/// Not for use from several threads at once; make one simulator per test.
public final class KeySimulator {
    /// Milliseconds from the end of one action to the start of the next: a person's pause
    /// between steps. Default 300.
    public var pause = 300

    /// The path messages give for the simulator's own lines (its ``script``).
    public static let scriptPath = "KeySimulator"

    private let environment: ReplayEnvironment
    private let presentation: Presentation
    private let scene: Scene
    private let secureFields: Set<String>
    private let revealSecure: Bool
    private var replayer: Replayer
    private var decoder: ScriptLineDecoder
    private var lines: [String]
    /// Extra milliseconds before the next action (``wait(_:)``).
    private var waiting = 0
    /// The time the last action started, which the next cannot start before.
    private var lastStart = 0
    /// What stopped a line part-way: every later action fails with it.
    private var stopped: KeySimError?
    private let events: EventBox

    /// A simulator showing `scene` on `device`, no field focused.
    ///
    /// - Parameters:
    ///   - scene: A scene's name (`demo`, `signup`, from `Assets/Scenes`) or the path of a
    ///     scene file.
    ///   - device: A device's name (`iphone-15`, `iphone-se`, `ipad-10`, from `Assets/Devices`).
    ///   - theme: `light`, `dark` or a theme file's path: the fonts lay out the form.
    ///   - contentSize: A Dynamic Type size, by UIContentSizeCategory's name (`large`,
    ///     `accessibilityExtraExtraExtraLarge`); nil: the scene's.
    ///   - interval: Milliseconds between the taps ``type(_:interval:)`` plans.
    ///   - voiceOver: VoiceOver on: what it says is in ``lastAnnouncement`` and the event log.
    ///   - revealSecure: Read secure fields' text as typed rather than as bullets.
    ///   - resources: The folder holding `Layouts/` and `Assets/` (a KeySim checkout); nil:
    ///     `KEYSIM_HOME`, else the KeySim package the library was built from.
    /// - Throws: ``KeySimError`` for an unknown scene, device, theme or size (with the names
    ///   there are), KeySim's data not found, or no fonts.
    public init(
        scene: String = "demo", device: String = "iphone-15", theme: String = "light", contentSize: String? = nil,
        interval: Int = 120, voiceOver: Bool = false, revealSecure: Bool = false, resources: String? = nil
    ) throws(KeySimError) {
        let paths = ResourcePaths.forLibrary(resources)
        if let message = paths.missingDataMessage {
            throw KeySimError(message: message, exitCode: ExitCode.missingInput)
        }
        let size = try Self.contentSizeCategory(contentSize)
        guard interval >= 1 else {
            throw KeySimError(
                message: "KeySimulator: error: interval must be at least 1 ms, not \(interval)",
                exitCode: ExitCode.usage)
        }
        do throws(CommandFailure) {
            environment = try ReplayEnvironment.load(paths: paths, layoutsFolder: nil)
            let unsized = try Presentation.load(theme: theme, paths: paths)
            // The header is the first line of the script: what `keysim replay` reads back.
            let sceneReference =
                ResourcePaths.isPath(scene)
                ? URL(fileURLWithPath: scene).standardized.path : scene
            var header: [(String, JSONOutput)] = [
                ("keysim", .number(Double(ScriptHeader.formatVersion))), ("scene", .string(sceneReference)),
                ("device", .string(device)), ("interval", .number(Double(interval))),
            ]
            if let size { header.append(("contentSize", .string(size.rawValue))) }
            if voiceOver { header.append(("voiceover", .bool(true))) }
            let headerLine = Self.objectText(header)
            var decoder = ScriptLineDecoder(path: Self.scriptPath)
            _ = try Self.decode(headerLine, line: 1, with: &decoder)
            let (shownScene, sceneName, _, prepared) = try environment.setUp(
                scriptAt: Self.scriptPath, header: decoder.header, scene: sceneReference, device: device,
                command: "KeySimulator", contentSize: size, presentation: unsized)
            var simulator = prepared
            if voiceOver { simulator.voiceOver = VoiceOver() }
            self.scene = shownScene
            let presentation = unsized.sized(for: shownScene.contentSize)
            self.presentation = presentation
            secureFields = Set(shownScene.fields.filter { $0.traits.isSecure }.map(\.id))
            self.revealSecure = revealSecure
            let events = EventBox()
            let secure = secureFields
            self.events = events
            self.decoder = decoder
            self.lines = [headerLine]
            replayer = Replayer(
                simulator: simulator, path: Self.scriptPath, header: decoder.header,
                options: ReplayOptions(interval: interval, revealSecure: revealSecure, sceneName: sceneName),
                log: { event in
                    let line = EventLog.line(
                        for: event, secure: secure.contains(event.field), revealSecure: revealSecure)
                    if !line.isEmpty { events.lines.append(line) }
                },
                fieldLocator: presentation.builder)
        } catch {
            throw KeySimError(error)
        }
    }

    deinit {
        // A Hunspell dictionary loading on its thread is let finish: a test process's exit
        // would tear down the C++ runtime under it.
        ReplayEnvironment.spellingDictionaries.finishLoading()
    }

    // MARK: Actions

    /// Taps the field with this id, as a person does: it takes focus and its keyboard shows.
    public func focus(_ field: String) throws(KeySimError) {
        try perform([("focus", .string(field))])
    }

    /// Taps the key with this id on the layer shown (`q`, `shift`, `delete`, `return`,
    /// `numbers`, `space`; `keysim layouts LAYOUT` lists them), held `hold` milliseconds, and
    /// on a kana keypad flicked `flick` (`up`, `down`, `left`, `right`) before it lifts.
    public func tap(_ key: String, hold: Int? = nil, flick: String? = nil) throws(KeySimError) {
        var members: [(String, JSONOutput)] = [("tap", .string(key))]
        if let hold { members.append(("hold", .number(Double(hold)))) }
        if let flick { members.append(("flick", .string(flick))) }
        try perform(members)
    }

    /// Types `text` into the focused field as a person would: the keys' taps, `interval`
    /// milliseconds apart (default: the simulator's), with shift and layer changes on the way.
    public func type(_ text: String, interval: Int? = nil) throws(KeySimError) {
        var members: [(String, JSONOutput)] = [("type", .string(text))]
        if let interval { members.append(("interval", .number(Double(interval)))) }
        try perform(members)
    }

    /// Presses a key of the computer's keyboard, as a script's `press` line does: `return`,
    /// `tab`, `left`, `shift+right`, `ctrl+a`, `ctrl+c`, `ctrl+v` …; for a paste, `pasteboard`
    /// is what the computer's clipboard holds (nil: what the simulator last copied).
    public func press(_ key: String, pasteboard: String? = nil) throws(KeySimError) {
        var members: [(String, JSONOutput)] = [("press", .string(key))]
        if let pasteboard { members.append(("pasteboard", .string(pasteboard))) }
        try perform(members)
    }

    /// Taps the suggestion bar's slot showing `word` (the typed word's slot without quotes).
    public func chooseSuggestion(_ word: String) throws(KeySimError) {
        try perform([("suggestion", .string(word))])
    }

    /// Taps the edit menu's item titled `item` (`Cut`, `Copy`, `Paste`, `Select`, `Select All`).
    public func chooseMenuItem(_ item: String) throws(KeySimError) {
        try perform([("menu", .string(item))])
    }

    /// Taps the conversion candidate showing `text` (the Japanese keyboard's bar).
    public func chooseCandidate(_ text: String) throws(KeySimError) {
        try perform([("candidate", .string(text))])
    }

    /// Checks the fields and the keyboard as a script's `expect` line does, with its
    /// messages: `checks` is the line's object, e.g. `{"field":"email","shown":"jane@…"}`.
    ///
    /// - Throws: ``KeySimError`` with exit code 1 and `path:line:column: expected …, found …`
    ///   when a check does not hold (the simulator goes on); 65 for a malformed check.
    public func expect(_ checks: String) throws(KeySimError) {
        try perform(raw: "\"expect\":" + checks)
    }

    /// Performs one event line of a tap script, written without its `t`: the time is the
    /// simulator's. For what the other calls do not cover: `{"touch":"down","x":120,"y":640}`,
    /// `{"wheel":{"dy":-2},"x":200,"y":300}`, `{"pointer":"move","x":10,"y":10}`.
    public func perform(_ line: String) throws(KeySimError) {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}"), trimmed.count >= 2 else {
            throw KeySimError(
                message: "KeySimulator: error: a line is a JSON object, such as {\"tap\":\"q\"}; found \(line)",
                exitCode: ExitCode.badData)
        }
        do throws(KeySimError) {
            try perform(raw: trimmed.dropFirst().dropLast().trimmingCharacters(in: .whitespacesAndNewlines))
        } catch  where stopped == nil && error.message.contains("duplicate key 't'") {
            // The `t` is the simulator's, written first: the line's own is the duplicate.
            throw KeySimError(
                message: "KeySimulator: error: \(line): a line given to perform(_:) is written without its 't': "
                    + "the simulator's clock times it (wait(_:) to wait longer)",
                exitCode: ExitCode.badData)
        }
    }

    /// Makes the next action wait `milliseconds` longer than ``pause`` (a person reading, a
    /// timer running out). The state read back is still the last action's.
    public func wait(_ milliseconds: Int) {
        waiting += max(0, milliseconds)
    }

    // MARK: What shows

    /// The simulator's clock: virtual milliseconds since it was made.
    public var now: Int { replayer.simulator.now }

    /// The fields of the form, in order.
    public var fields: [Field] {
        let result = replayer.report(scriptWarnings: []).result
        return result["fields"].array.enumerated().map { index, entry in field(index, entry) }
    }

    /// The field with this id, or nil when the scene has none.
    public func field(_ id: String) -> Field? {
        guard let index = replayer.simulator.index(of: id) else { return nil }
        let result = replayer.report(scriptWarnings: []).result
        return field(index, result["fields"].array[index])
    }

    /// The id of the field with focus, or nil.
    public var focusedField: String? { replayer.simulator.focusedFieldID }

    /// The keyboard shown, or nil when no field has focus.
    public var keyboard: Keyboard? {
        let result = replayer.report(scriptWarnings: []).result
        let entry = result["keyboard"]
        guard case .object = entry else { return nil }
        return Keyboard(
            layout: entry["layout"].string ?? "", layer: entry["layer"].string ?? "",
            shift: entry["shift"].string ?? "", suggestions: entry["suggestions"].array.compactMap(\.string),
            autocorrection: entry["autocorrection"].string,
            candidates: entry["candidates"].array.compactMap(\.string))
    }

    /// The texts submitted with return (or a `go`/`send` key), in order.
    public var submissions: [Submission] {
        let result = replayer.report(scriptWarnings: []).result
        return result["submissions"].array.map { entry in
            Submission(field: entry["field"].string ?? "", text: entry["text"].string ?? "", time: entry["t"].int)
        }
    }

    /// How far the form is scrolled up, in points (0: its top shows).
    public var scroll: Double { replayer.simulator.scrollOffset }

    /// What the simulator's pasteboard holds (copied or cut text), or nil.
    public var pasteboard: String? { replayer.simulator.pasteboard }

    /// The edit menu's items, left to right; empty when no menu shows.
    public var menu: [String] { replayer.simulator.editMenu?.items ?? [] }

    /// What VoiceOver said last (when made with `voiceOver: true`), or nil.
    public var lastAnnouncement: String? { replayer.simulator.voiceOver?.last }

    /// What was done, as a tap script: a header, then a line for every action. `keysim replay`
    /// gives the same result for it as ``resultJSON``.
    public var script: String { lines.joined(separator: "\n") + "\n" }

    /// The result JSON (DESIGN.md), exactly as `keysim replay --result` writes it for ``script``.
    public var resultJSON: String {
        replayer.report(scriptWarnings: decoder.warnings).result.encoded(pretty: true) + "\n"
    }

    /// The event log, a JSON line per event, exactly as `keysim replay --log` writes it for
    /// ``script``.
    public var eventLog: [String] { events.lines }

    /// The `expect` checks that failed so far, as `path:line:column: …` messages.
    public var failures: [String] { replayer.report(scriptWarnings: []).failures.map(\.description) }

    /// Draws the screen as it shows now (the form, the keyboard) and saves it as a PNG,
    /// `scale` pixels a point.
    public func screenshot(to path: String, scale: Double = 2) throws(KeySimError) {
        do throws(SDLError) {
            try presentation.screenshot(of: replayer.simulator, at: replayer.simulator.now, scale: scale, to: path)
        } catch {
            throw KeySimError(
                message: "KeySimulator: error: cannot write \(path): \(error)", exitCode: ExitCode.missingInput)
        }
    }

    // MARK: Performing lines

    /// Performs the line with these members after its `t`.
    private func perform(_ members: [(String, JSONOutput)]) throws(KeySimError) {
        var text = ""
        for (key, value) in members {
            if !text.isEmpty { text += "," }
            text += JSONOutput.string(key).encoded() + ":" + value.encoded()
        }
        try perform(raw: text)
    }

    /// Performs the line `{"t":…,` + `members` + `}`: decoded as `keysim replay` decodes a
    /// script's line (the same messages), replayed, and kept in ``script``.
    private func perform(raw members: String) throws(KeySimError) {
        if let stopped { throw stopped }
        let time = max(replayer.simulator.now + pause + waiting, lastStart)
        let text = "{\"t\":\(time)" + (members.isEmpty ? "" : "," + members) + "}"
        let number = lines.count + 1
        let line: ScriptLine
        do throws(CommandFailure) {
            guard let decoded = try Self.decode(text, line: number, with: &decoder) else { return }
            line = decoded
        } catch {
            throw KeySimError(error)
        }
        waiting = 0
        lastStart = time
        lines.append(text)
        let failuresBefore = replayer.failures.count
        if let problem = replayer.replay(line) {
            var stop = KeySimError(message: problem.description, exitCode: ExitCode.badData)
            if replayer.simulator.dictionaries.problem?.isMissing == true { stop.exitCode = ExitCode.unavailable }
            stopped = stop
            throw stop
        }
        if replayer.failures.count > failuresBefore {
            throw KeySimError(
                message: replayer.failures[failuresBefore...].map(\.description).joined(separator: "\n"),
                exitCode: ExitCode.expectationFailed)
        }
    }

    private static func decode(_ text: String, line: Int, with decoder: inout ScriptLineDecoder) throws(CommandFailure)
        -> ScriptLine?
    {
        do throws(Diagnostic) {
            return try decoder.decode(text, line: line, mayBeCutOff: false)
        } catch {
            throw CommandFailure(message: error.description, code: ExitCode.badData)
        }
    }

    /// `{"a":1,"b":"x"}` with the members in the order given.
    private static func objectText(_ members: [(String, JSONOutput)]) -> String {
        "{" + members.map { JSONOutput.string($0.0).encoded() + ":" + $0.1.encoded() }.joined(separator: ",") + "}"
    }

    private func field(_ index: Int, _ entry: JSONOutput) -> Field {
        func found(_ check: Expectation.Check) -> JSONOutput? {
            if case .value(let value) = replayer.found(check, field: index) { return value }
            return nil
        }
        let frame = entry["frame"]
        return Field(
            id: entry["id"].string ?? "", text: entry["text"].string ?? "", value: entry["value"].encoded(),
            isValid: entry["valid"].bool ?? true, message: entry["message"].string,
            shown: found(.shown(""))?.string ?? "", showsClearButton: found(.clearButton(false))?.bool ?? false,
            selection: entry["selection"].array.first.map(\.int).map { lower in
                lower..<max(lower, entry["selection"].array.last?.int ?? lower)
            } ?? 0..<0,
            selectedText: found(.selectedText(""))?.string ?? "", markedText: entry["markedText"].string,
            misspelled: found(.misspelled([]))?.array.compactMap(\.string) ?? [],
            composing: found(.composing(nil))?.string,
            frame: Field.Frame(
                x: frame["x"].number, y: frame["y"].number, width: frame["width"].number,
                height: frame["height"].number))
    }
}

extension KeySimulator {
    /// A field of the form as it shows now.
    public struct Field: Equatable, Sendable {
        /// A rectangle in window points.
        public struct Frame: Equatable, Sendable {
            public var x: Double
            public var y: Double
            public var width: Double
            public var height: Double
        }

        /// The field's id in the scene.
        public var id: String
        /// The text typed, bullets for secure text (unless `revealSecure`).
        public var text: String
        /// The value as JSON text, as the result gives it: the text as a JSON string, or a
        /// formatted field's value (`1234.5`, `"2024-03-01"`).
        public var value: String
        /// Whether its validation passes.
        public var isValid: Bool
        /// The validation message shown under it, or nil [F7].
        public var message: String?
        /// What its box shows, as drawn: the prompt when empty, bullets, a formatted value,
        /// truncated or wrapped text (lines joined by `\n`).
        public var shown: String
        /// Whether its clear button shows [F12].
        public var showsClearButton: Bool
        /// The selection in graphemes (an empty range: the caret).
        public var selection: Range<Int>
        /// The selected text ("" for a caret).
        public var selectedText: String
        /// Marked (still converting) text, or nil.
        public var markedText: String?
        /// The words marked misspelled, in order.
        public var misspelled: [String]
        /// The Hangul syllable being composed, or nil.
        public var composing: String?
        /// Where the field's box was last shown, in window points.
        public var frame: Frame
    }

    /// The keyboard shown.
    public struct Keyboard: Equatable, Sendable {
        /// The layout's id (`qwerty`, `email`, `number-pad`, `ko-2set` …).
        public var layout: String
        /// The layer shown (`letters`, `numbers`, `symbols` …).
        public var layer: String
        /// `off`, `on` or `locked`.
        public var shift: String
        /// The suggestion bar's words, left to right, without quotes.
        public var suggestions: [String]
        /// The word a space would put in now, or nil.
        public var autocorrection: String?
        /// A Japanese keyboard's conversion candidates.
        public var candidates: [String]
    }

    /// A text submitted with return.
    public struct Submission: Equatable, Sendable {
        public var field: String
        /// The text, bullets for secure text (unless `revealSecure`).
        public var text: String
        /// When, in virtual milliseconds.
        public var time: Int
    }
}

/// The event lines heard so far, shared by the replayer's log closure and the simulator.
private final class EventBox {
    var lines: [String] = []
}

extension JSONOutput {
    fileprivate subscript(key: String) -> JSONOutput {
        if case .object(let members) = self { return members[key] ?? .null }
        return .null
    }
    fileprivate var array: [JSONOutput] {
        if case .array(let items) = self { return items }
        return []
    }
    fileprivate var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }
    fileprivate var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }
    fileprivate var number: Double {
        if case .number(let value) = self { return value }
        return 0
    }
    fileprivate var int: Int { Int(number) }
}
