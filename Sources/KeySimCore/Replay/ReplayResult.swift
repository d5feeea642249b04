/// The result JSON of a replay (DESIGN.md): every field's id, text, value, validity,
/// selection (`[from, to]`, grapheme offsets) and frame (`{x, y, width, height}`, window points
/// as last shown),
/// a field's `markedText` while it has some, the focused field, the keyboard's layout, layer
/// and shift (and a Japanese keyboard's `candidates`), how far the form is scrolled
/// (`scroll`, points), the submissions, and the warnings (lines that ran late, a cut-off last
/// line).
enum ReplayResult {
    static func json(of simulator: Simulator, options: ReplayOptions, warnings: [Diagnostic] = []) -> JSONOutput {
        var fields: [JSONOutput] = []
        for (index, field) in simulator.scene.fields.enumerated() {
            let session = simulator.sessions[index]
            var entry: [String: JSONOutput] = [
                "id": .string(field.id),
                "text": .string(shown(session.field.text, secure: session.traits.isSecure, options: options)),
                "value": value(of: index, in: simulator, options: options),
                "valid": .bool(simulator.isValid(index)),
                "selection": .array(
                    [session.field.selection.lowerBound, session.field.selection.upperBound].map {
                        .number(Double($0))
                    }),
                "frame": rect(simulator.fieldFrame(ofField: index)),
            ]
            // The message is reported when the person sees it: per the rule's `when`.
            if let message = simulator.shownMessage(ofField: index) {
                entry["message"] = .string(message)
            }
            // Marked text (Japanese still converting) only while there is some.
            if let marked = session.field.markedText {
                entry["markedText"] = .string(shown(marked, secure: session.traits.isSecure, options: options))
            }
            fields.append(.object(entry))
        }
        var keyboard = JSONOutput.null
        if let shown = simulator.keyboard {
            let bar = simulator.suggestionBar
            var entry: [String: JSONOutput] = [
                "layout": .string(shown.layout.id), "layer": .string(shown.layerID),
                "shift": .string(shown.shift.rawValue),
                "suggestions": .array((bar?.words ?? []).map { .string($0) }),
                "autocorrection": .optional(simulator.focusedSession?.autocorrection),
            ]
            // A Japanese keyboard's conversion candidates, all of them (the bar shows the first).
            if let session = simulator.focusedSession, session.japaneseInput != nil {
                entry["candidates"] = .array(session.candidates.map { .string($0) })
            }
            keyboard = .object(entry)
        }
        let submissions: [JSONOutput] = simulator.submissions.map { submission in
            let secure = simulator.index(of: submission.field).map { simulator.sessions[$0].traits.isSecure } ?? false
            return .object([
                "field": .string(submission.field),
                "text": .string(shown(submission.text, secure: secure, options: options)),
                "t": .number(Double(submission.time)),
            ])
        }
        return .object([
            "scene": .string(options.sceneName),
            "device": .string(simulator.device.reference),
            "t": .number(Double(simulator.now)),
            "fields": .array(fields),
            "focused": .optional(simulator.focusedFieldID),
            "keyboard": keyboard,
            "scroll": .number((simulator.scrollOffset * 100).rounded() / 100),
            "submissions": .array(submissions),
            "pasteboard": .optional(simulator.pasteboard),
            "menu": .array((simulator.editMenu?.items ?? []).map { .string($0) }),
            "warnings": .array(warnings.map(warning)),
        ])
    }

    /// A rectangle as results give it, in points to 1/100.
    private static func rect(_ rect: Rect) -> JSONOutput {
        func points(_ value: Double) -> JSONOutput { .number((value * 100).rounded() / 100) }
        return .object([
            "x": points(rect.x), "y": points(rect.y), "width": points(rect.width), "height": points(rect.height),
        ])
    }

    /// A warning as tools read it: where, and what.
    private static func warning(_ diagnostic: Diagnostic) -> JSONOutput {
        var entry: [String: JSONOutput] = ["message": .string(diagnostic.message)]
        if let position = diagnostic.position {
            entry["line"] = .number(Double(position.line))
            entry["column"] = .number(Double(position.column))
        }
        return .object(entry)
    }

    /// Secure text as one bullet per grapheme, unless revealed.
    static func shown(_ text: String, secure: Bool, options: ReplayOptions) -> String {
        secure && !options.revealSecure ? String(repeating: "•", count: text.count) : text
    }

    /// The field's value [S1]: a plain field's text, updated on every key; a formatted
    /// field's value (a number, or name components) as last committed, or null.
    static func value(of index: Int, in simulator: Simulator, options: ReplayOptions) -> JSONOutput {
        let session = simulator.sessions[index]
        guard simulator.scene.fields[index].format != nil else {
            return .string(shown(session.field.text, secure: session.traits.isSecure, options: options))
        }
        return simulator.committedValues[index] ?? .null
    }

}
