/// The checks of `expect` lines: each holds, or is a failure naming what was expected and
/// what was found.
extension Replayer {

    /// The failure of a check about the drawing when the replay measures no text.
    static func needsDrawing(_ check: Expectation.Check) -> String {
        "'\(check.name)' is checked against the drawing, and this replay draws nothing"
    }

    mutating func check(_ expectation: Expectation, at line: ScriptLine) throws(Diagnostic) {
        var fieldIndex: Int?
        if let field = expectation.field {
            fieldIndex = try self.fieldIndex(field, at: line)
        }
        for (check, position) in expectation.checks {
            if let message = mismatch(check, field: fieldIndex) {
                failures.append(Diagnostic(path: path, position: position, message: message))
                mismatches.append(
                    ExpectationMismatch(key: check.name, position: position, found: found(check, field: fieldIndex)))
            } else {
                passed += 1
            }
        }
    }

    /// Where the field's message is drawn out of the person's sight, in words, or nil when it
    /// is in sight (or none shows).
    private func hiddenPlace(ofMessage index: Int) -> String? {
        guard let frame = simulator.messageFrame(ofField: index) else { return nil }
        if frame.minY < 0 { return "above the top of the screen (the form is scrolled past it)" }
        guard frame.maxY > simulator.visibleBottom else { return nil }
        return simulator.keyboardFrame == nil ? "below the bottom of the screen" : "under the keyboard"
    }

    /// A selection as scripts write it: `[from, to]`.
    static func written(_ range: Range<Int>) -> String { "[\(range.lowerBound), \(range.upperBound)]" }

    /// Why a check does not hold, or nil when it does.
    private func mismatch(_ check: Expectation.Check, field index: Int?) -> String? {
        let keyboard = simulator.keyboard
        let noKeyboard = "none (no field has focus)"
        switch check {
        case .text(let expected):
            guard let index else { return nil }
            let session = simulator.sessions[index]
            let actual = session.field.text
            guard actual != expected else { return nil }
            let id = simulator.scene.fields[index].id
            if session.traits.isSecure && !options.revealSecure {
                return
                    "expected secure field '\(id)' to have the text written (\(expected.count) characters), found other text (\(actual.count) characters); --reveal-secure shows both"
            }
            return
                "expected field '\(id)' to have text \(Self.quoted(Substring(expected))), found \(Self.quoted(Substring(actual)))"
        case .value(let expected):
            guard let index else { return nil }
            let actual = ReplayResult.value(of: index, in: simulator, options: options)
            let wanted = JSONOutput(expected)
            guard actual != wanted else { return nil }
            return
                "expected field '\(simulator.scene.fields[index].id)' to have value \(wanted.encoded()), found \(actual.encoded())"
        case .valid(let expected):
            guard let index else { return nil }
            let actual = simulator.isValid(index)
            guard actual != expected else { return nil }
            return
                "expected field '\(simulator.scene.fields[index].id)' to be \(expected ? "valid" : "invalid"), found it \(actual ? "valid" : "invalid")"
        case .message(let expected):
            guard let index else { return nil }
            let actual = simulator.shownMessage(ofField: index)
            func describe(_ text: String?) -> String {
                text.map { "message \(Self.quoted(Substring($0)))" } ?? "no message"
            }
            let id = simulator.scene.fields[index].id
            guard actual == expected else {
                return "expected field '\(id)' to show \(describe(expected)), found \(describe(actual))"
            }
            // Shown is what the person can read: not under the keyboard, not off the screen.
            guard let hidden = hiddenPlace(ofMessage: index) else { return nil }
            return "expected field '\(id)' to show \(describe(expected)), found it drawn \(hidden)"
        case .shown(let expected):
            guard let index else { return nil }
            guard let appearance = fieldLocator?.appearance(ofField: index, of: simulator, at: simulator.now) else {
                return Self.needsDrawing(check)
            }
            let actual = appearance.shown
            guard actual != expected else { return nil }
            let id = simulator.scene.fields[index].id
            if simulator.sessions[index].traits.isSecure && !options.revealSecure && !appearance.showsPrompt {
                return
                    "expected secure field '\(id)' to show what is written (\(expected.count) characters), found something else (\(actual.count) characters); --reveal-secure shows both"
            }
            let prompt = appearance.showsPrompt ? " (its prompt)" : ""
            return
                "expected field '\(id)' to show \(Self.quoted(Substring(expected))), found \(Self.quoted(Substring(actual)))\(prompt)"
        case .clearButton(let expected):
            guard let index else { return nil }
            guard let appearance = fieldLocator?.appearance(ofField: index, of: simulator, at: simulator.now) else {
                return Self.needsDrawing(check)
            }
            guard appearance.showsClearButton != expected else { return nil }
            return
                "expected field '\(simulator.scene.fields[index].id)' \(expected ? "to show" : "not to show") its clear button, found it \(appearance.showsClearButton ? "shown" : "hidden")"
        case .width(let expected):
            guard let index else { return nil }
            let actual = simulator.form.fields[index].field.width
            // Widths are compared to 1/100 pt, as recordings write points.
            guard (actual * 100).rounded() != (expected * 100).rounded() else { return nil }
            return
                "expected field '\(simulator.scene.fields[index].id)' to be \(JSONOutput.number(expected).encoded()) pt wide, found \(JSONOutput.number((actual * 100).rounded() / 100).encoded()) pt"
        case .focused(let expected):
            let actual = simulator.focusedFieldID
            guard actual != expected else { return nil }
            return
                "expected \(expected.map { "field '\($0)'" } ?? "no field") to have focus, found \(actual.map { "field '\($0)'" } ?? "no field")"
        case .layout(let expected):
            let actual = keyboard?.layout.id
            guard actual != expected else { return nil }
            return "expected layout '\(expected)', found \(actual.map { "'\($0)'" } ?? noKeyboard)"
        case .layer(let expected):
            let actual = keyboard?.layerID
            guard actual != expected else { return nil }
            return "expected layer '\(expected)', found \(actual.map { "'\($0)'" } ?? noKeyboard)"
        case .shift(let expected):
            let actual = keyboard?.shift
            guard actual != expected else { return nil }
            return "expected shift '\(expected.rawValue)', found \(actual.map { "'\($0.rawValue)'" } ?? noKeyboard)"
        case .tooltip(let expected):
            guard let fieldLocator else { return Self.needsDrawing(check) }
            let actual = fieldLocator.tooltipText(of: simulator, at: simulator.now)
            guard actual != expected else { return nil }
            func describe(_ text: String?) -> String {
                text.map { "tooltip \(Self.quoted(Substring($0)))" } ?? "no tooltip"
            }
            return "expected \(describe(expected)), found \(describe(actual))"
        case .selection(let expected):
            guard let index else { return nil }
            let actual = simulator.sessions[index].field.selection
            guard actual != expected else { return nil }
            return
                "expected field '\(simulator.scene.fields[index].id)' to have selection \(Self.written(expected)), found \(Self.written(actual))"
        case .selectedText(let expected):
            guard let index else { return nil }
            let session = simulator.sessions[index]
            let actual = session.field.selectedText
            guard actual != expected else { return nil }
            let id = simulator.scene.fields[index].id
            if session.traits.isSecure && !options.revealSecure {
                return
                    "expected secure field '\(id)' to have the selected text written (\(expected.count) characters), found other text (\(actual.count) characters); --reveal-secure shows both"
            }
            return
                "expected field '\(id)' to have selected text \(Self.quoted(Substring(expected))), found \(Self.quoted(Substring(actual)))"
        case .pasteboard(let expected):
            let actual = simulator.pasteboard
            guard actual != expected else { return nil }
            let wanted = expected.map { "to hold \(Self.quoted(Substring($0)))" } ?? "to be empty"
            let found = actual.map { "holding \(Self.quoted(Substring($0)))" } ?? "empty"
            return "expected the pasteboard \(wanted), found it \(found)"
        case .menu(let expected):
            let actual = simulator.editMenu?.items ?? []
            guard actual != expected else { return nil }
            func describe(_ items: [String]) -> String {
                items.isEmpty ? "no edit menu" : "the edit menu " + items.joined(separator: " · ")
            }
            return "expected \(describe(expected)), found \(describe(actual))"
        case .suggestions(let expected):
            let actual = simulator.suggestionBar?.words ?? []
            guard actual != expected else { return nil }
            func describe(_ words: [String]) -> String {
                words.isEmpty
                    ? "no suggestions"
                    : "suggestions " + words.map { Self.quoted(Substring($0)) }.joined(separator: " · ")
            }
            let bar = simulator.suggestionBar == nil ? " (no bar shows)" : ""
            return "expected \(describe(expected)), found \(describe(actual))\(bar)"
        case .autocorrection(let expected):
            let actual = simulator.focusedSession?.autocorrection
            guard actual != expected else { return nil }
            func describe(_ word: String?) -> String {
                word.map { "a space to put in \(Self.quoted(Substring($0)))" } ?? "no autocorrection"
            }
            return "expected \(describe(expected)), found \(describe(actual))"
        case .misspelled(let expected):
            guard let index else { return nil }
            let session = simulator.sessions[index]
            let actual = session.misspelledWords.map { range in
                String(
                    session.field.text[
                        session.field.index(at: range.lowerBound)..<session.field.index(at: range.upperBound)])
            }
            guard actual != expected else { return nil }
            func describe(_ words: [String]) -> String {
                words.isEmpty
                    ? "no misspelled words"
                    : "misspelled " + words.map { Self.quoted(Substring($0)) }.joined(separator: ", ")
            }
            return
                "expected field '\(simulator.scene.fields[index].id)' to have \(describe(expected)), found \(describe(actual))"
        case .markedText(let expected):
            guard let index else { return nil }
            let actual = simulator.sessions[index].field.markedText
            guard actual != expected else { return nil }
            func describe(_ text: String?) -> String {
                text.map { "marked text \(Self.quoted(Substring($0)))" } ?? "no marked text"
            }
            return
                "expected field '\(simulator.scene.fields[index].id)' to have \(describe(expected)), found \(describe(actual))"
        case .candidates(let expected):
            let actual = simulator.focusedSession?.candidates ?? []
            guard actual != expected else { return nil }
            func describe(_ texts: [String]) -> String {
                texts.isEmpty
                    ? "no candidates"
                    : "candidates " + texts.map { Self.quoted(Substring($0)) }.joined(separator: " · ")
            }
            return "expected \(describe(expected)), found \(describe(actual))"
        case .composing(let expected):
            guard let index else { return nil }
            let actual = simulator.sessions[index].hangulInput?.composing
            guard actual != expected else { return nil }
            func describe(_ text: String?) -> String {
                text.map { "composing \(Self.quoted(Substring($0)))" } ?? "nothing composing"
            }
            return
                "expected field '\(simulator.scene.fields[index].id)' to have \(describe(expected)), found \(describe(actual))"
        case .announced(let expected):
            let actual = simulator.voiceOver?.last
            guard actual != expected else { return nil }
            func describe(_ text: String?) -> String {
                text.map { "VoiceOver to have said \(Self.quoted(Substring($0))) last" }
                    ?? "VoiceOver to have said nothing"
            }
            let off =
                simulator.voiceOver == nil
                ? " (VoiceOver is off: give --voiceover or a header's \"voiceover\": true)" : ""
            let found = actual.map { "it said \(Self.quoted(Substring($0)))" } ?? "it said nothing"
            return "expected \(describe(expected)), found \(found)\(off)"
        case .scroll(let expected):
            let actual = simulator.scrollOffset
            // Offsets are compared to 1/100 pt, as recordings write points.
            guard (actual * 100).rounded() != (expected * 100).rounded() else { return nil }
            return
                "expected the form scrolled by \(JSONOutput.number(expected).encoded()) pt, found \(JSONOutput.number((actual * 100).rounded() / 100).encoded()) pt"
        }
    }
}
