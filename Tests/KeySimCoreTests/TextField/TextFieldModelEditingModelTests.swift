import Testing

@testable import KeySimCore

/// Random typing, selections, pastes, cuts, deletes, undos and redos on text with emoji, flags
/// and combining marks: the field must agree with ``ReferenceEditor`` after every step.
struct TextFieldModelEditingModelTests {
    struct Setup: Sendable, CustomTestStringConvertible {
        var seed: UInt64
        var maxLength: Int?
        var filter: InputFilter
        var testDescription: String { "seed \(seed), maxLength \(maxLength.map(String.init) ?? "none"), \(filter)" }
    }

    @Test(arguments: [
        Setup(seed: 21, maxLength: nil, filter: .any),
        Setup(seed: 22, maxLength: nil, filter: .any),
        Setup(seed: 23, maxLength: 25, filter: .any),
        Setup(seed: 24, maxLength: 8, filter: .any),
        Setup(seed: 25, maxLength: nil, filter: .decimal(separator: ",")),
        Setup(seed: 26, maxLength: 6, filter: .digits),
    ])
    func randomEditingAgreesWithTheReference(setup: Setup) {
        var random = SplitMix64(state: setup.seed)
        let start = "Start 🇩🇪\u{301} e\u{301}"
        var field = TextFieldModel(text: start, maxLength: setup.maxLength, filter: setup.filter)
        var reference = ReferenceEditor(text: start, maxLength: setup.maxLength, filter: setup.filter)
        var undos = 0
        for step in 0..<4_000 {
            let pieces = TextFieldModelIndexTests.pieces
            let description: String
            let events: [FieldEvent]
            let expected: [FieldEvent]
            let length = reference.text.count
            switch random.below(24) {
            case 0..<6:
                let piece = random.pick(pieces)
                (description, events, expected) = (
                    "type \(piece.debugDescription)", field.apply(.insert(piece)), reference.type(piece)
                )
            case 6..<8:
                let string = (0...random.below(4)).map { _ in random.pick(pieces) }.joined()
                (description, events, expected) = (
                    "paste \(string.debugDescription)", field.paste(string),
                    reference.replace(reference.selection, with: string, as: .paste)
                )
            case 8..<11:
                (description, events, expected) = ("delete", field.apply(.deleteBackward), reference.deleteBackward())
            case 11..<13:
                let anchor = random.below(length + 3) - 1
                let caret = random.below(length + 3) - 1
                (description, events, expected) = (
                    "select \(anchor)…\(caret)", field.select(anchor: anchor, caret: caret),
                    reference.select(anchor: anchor, caret: caret)
                )
            case 13:
                (description, events, expected) = (
                    "select all", field.selectAll(), reference.select(anchor: 0, caret: length)
                )
            case 14:
                let expectedCut =
                    reference.selection.isEmpty ? [] : reference.replace(reference.selection, with: "", as: .cut)
                (description, events, expected) = ("cut", field.cut(), expectedCut)
            case 15..<17:
                let lower = random.below(length + 1)
                let upper = lower + random.below(min(3, length - lower) + 1)
                let string = random.pick(["", "x", "\u{301}", "🇫", "😀 ", "1,5"])
                (description, events, expected) = (
                    "replace \(lower)..<\(upper) with \(string.debugDescription)",
                    field.replace(lower..<upper, with: string, as: .typing),
                    reference.replace(lower..<upper, with: string, as: .typing)
                )
            case 17..<21:
                undos += 1
                (description, events, expected) = ("undo", field.undo(), reference.undo())
            default:
                (description, events, expected) = ("redo", field.redo(), reference.redo())
            }
            #expect(events == expected, "step \(step): \(description)")
            guard Self.expectAgreement(field, reference, step: step, description) else { return }
        }
        #expect(undos > 500)
    }

    /// Checks what the field shows and keeps against the reference; false after a mismatch.
    static func expectAgreement(
        _ field: TextFieldModel, _ reference: ReferenceEditor, step: Int, _ description: String
    ) -> Bool {
        let context =
            "step \(step): \(description) → \(reference.text.debugDescription) selection \(reference.selection)"
        guard field.text == reference.text, field.anchor == reference.state.anchor,
            field.caret == reference.state.caret
        else {
            Issue.record(
                "differ: \(field.text.debugDescription) anchor \(field.anchor) caret \(field.caret); \(context)")
            return false
        }
        let text = reference.text
        #expect(field.count == text.count, "\(context)")
        #expect(field.selectedText == reference.selectedText, "\(context)")
        #expect(field.lowerIndex == text.index(text.startIndex, offsetBy: reference.selection.lowerBound), "\(context)")
        #expect(field.upperIndex == text.index(text.startIndex, offsetBy: reference.selection.upperBound), "\(context)")
        #expect(field.textBeforeCaret == reference.textBeforeSelection, "\(context)")
        #expect(
            KeyboardEndOfText(field.contextBeforeCaret()) == KeyboardEndOfText(reference.textBeforeSelection),
            "\(context)")
        #expect(field.undoKind == reference.undoSteps.last?.kind, "\(context)")
        #expect(field.redoKind == reference.redoSteps.last?.kind, "\(context)")
        return true
    }
}
