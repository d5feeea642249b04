import Testing

@testable import KeySimCore

/// The engine end to end: the shipped layouts on an iPhone 15, touches at key centres,
/// text arriving in the field.
struct TypingSessionTests {
    /// A person's finger: taps keys by id at their centres on the layer shown.
    struct Finger {
        var session: TypingSession
        var time = 0
        var log: [SessionEvent] = []

        init(_ attributes: FieldAttributes, text: String = "", maxLength: Int? = nil, locale: String = "en_US") throws {
            let device = try #require(try ShippedData.devices().profile(named: "iphone-15"))
            session = try TypingSession(
                traits: TextInputTraits(resolving: attributes), text: text, maxLength: maxLength, locale: locale,
                layouts: try ShippedData.layouts(), device: device)
            log += session.focus(at: 0)
        }

        func centre(of key: String) throws -> Point {
            let frame = try #require(
                session.keyboard.geometry.frame(of: key),
                "no key '\(key)' on layer '\(session.keyboard.layerID)' of '\(session.keyboard.layout.id)'")
            return frame.visible.center
        }

        mutating func tap(_ keys: String..., hold: Int = 60) throws {
            for key in keys {
                let point = try centre(of: key)
                time += 100
                log += session.handle(.touchDown(finger: 0, at: point), at: time)
                log += session.handle(.touchUp(finger: 0, at: point), at: time + hold)
            }
        }

        mutating func type(_ letters: String) throws {
            for letter in letters { try tap(String(letter)) }
        }

        var fieldEvents: [FieldEvent] {
            log.compactMap { if case .field(let event) = $0.kind { event } else { nil } }
        }
    }

    @Test func sentenceCapitalsAndDoubleSpacePeriodOnTheDefaultKeyboard() throws {
        var finger = try Finger(FieldAttributes())
        #expect(finger.session.keyboard.shift == .on, "a new sentence starts capitalised")
        try finger.type("hi")
        try finger.tap("space")
        try finger.type("there")
        try finger.tap("space", "space")
        #expect(finger.session.field.text == "Hi there. ")
        #expect(finger.session.keyboard.shift == .on)
        try finger.type("ok")
        #expect(finger.session.field.text == "Hi there. Ok")
        #expect(finger.session.field.caret == 12)
        #expect(finger.session.keyboard.layerID == "letters")
        #expect(finger.session.keyboard.shift == .off)
    }

    @Test func emailFieldGetsTheEmailKeyboardWithoutCapitals() throws {
        var finger = try Finger(FieldAttributes(contentType: .emailAddress))
        #expect(finger.session.keyboard.layout.id == "email")
        #expect(finger.session.keyboard.shift == .off)
        try finger.type("ann@mail.co")
        #expect(finger.session.field.text == "ann@mail.co")
    }

    @Test func urlFieldTypesDotComAsOneKeyAndOffersOtherDomainsOnLongPress() throws {
        var finger = try Finger(FieldAttributes(keyboard: .URL))
        try finger.type("example")
        try finger.tap(".com")
        #expect(finger.session.field.text == "example.com")
        let dotCom = try finger.centre(of: ".com")
        finger.log += finger.session.handle(.touchDown(finger: 0, at: dotCom), at: 5_000)
        finger.log += finger.session.advance(to: 5_500)
        let callout = try #require(finger.session.keyboard.callout)
        #expect(callout.alternates.prefix(3) == [".org", ".net", ".edu"])
        let net = callout.frames[1].center
        finger.log += finger.session.handle(.touchMoved(finger: 0, to: net), at: 5_600)
        finger.log += finger.session.handle(.touchUp(finger: 0, at: net), at: 5_700)
        #expect(finger.session.field.text == "example.com.net")
    }

    @Test func numbersLayerTypesDigitsAndSymbolSpaceReturnsToLetters() throws {
        var finger = try Finger(FieldAttributes(autocapitalization: .never))
        try finger.tap("numbers", "4", "2", "!", "space")
        #expect(finger.session.field.text == "42! ")
        #expect(finger.session.keyboard.layerID == "letters")
    }

    @Test func theLocaleIsReadOnlyForAKeyboardThatTypesItsSeparator() throws {
        // Reading a locale loads ICU: a text field's keyboard has no decimal key, so its
        // session leaves the locale unread until something asks for the separator.
        let text = try Finger(FieldAttributes(), locale: "de_DE")
        #expect(text.session.knownDecimalSeparator == nil)
        #expect(text.session.decimalSeparator == ",", "asked for, it is still the locale's")
        let pad = try Finger(FieldAttributes(keyboard: .decimalPad), locale: "de_DE")
        #expect(pad.session.knownDecimalSeparator == ",")
    }

    @Test func aKeyboardShownLaterWithADecimalKeyTypesTheLocaleSeparator() throws {
        var finger = try Finger(FieldAttributes(), locale: "de_DE")
        finger.log += finger.session.showLayout(TestLayouts.decimalPad, at: 50)
        #expect(finger.session.knownDecimalSeparator == ",")
        try finger.tap("1", "decimal", "3")
        #expect(finger.session.field.text == "1,3")
    }

    @Test func decimalPadTypesTheLocaleSeparatorOnceAndRejectsASecond() throws {
        var finger = try Finger(FieldAttributes(keyboard: .decimalPad), locale: "de_DE")
        #expect(finger.session.decimalSeparator == ",")
        try finger.tap("1", "decimal", "5", "decimal")
        #expect(finger.session.field.text == "1,5")
        #expect(finger.fieldEvents.last == .rejected(text: ",", reason: .secondDecimalSeparator))
    }

    @Test func phoneFieldGetsThePhonePadAndItsSymbols() throws {
        var finger = try Finger(FieldAttributes(contentType: .telephoneNumber))
        #expect(finger.session.keyboard.layout.id == "phone-pad")
        try finger.tap("symbols", "+", "digits", "4", "9")
        #expect(finger.session.field.text == "+49")
    }

    @Test func returnIsRefusedWhileEmptyThenSubmits() throws {
        var finger = try Finger(FieldAttributes(returnKey: .send, enablesReturnKeyAutomatically: true))
        try finger.tap("return")
        #expect(finger.log.contains { $0.kind == .keyboard(.returnKeyRejected) })
        #expect(!finger.fieldEvents.contains { if case .submitted = $0 { true } else { false } })
        try finger.type("x")
        try finger.tap("return")
        #expect(finger.fieldEvents.last == .submitted(text: "X"))
    }

    @Test func holdingDeleteRepeatsFromHalfASecondEveryTenthOfASecond() throws {
        var finger = try Finger(FieldAttributes(), text: "hello world foo bar")
        let delete = try finger.centre(of: "delete")
        finger.log += finger.session.handle(.touchDown(finger: 0, at: delete), at: 1_000)
        #expect(finger.session.field.text == "hello world foo ba")
        finger.log += finger.session.handle(.touchUp(finger: 0, at: delete), at: 2_050)
        // Once at press, then at 1500, 1600, … 2000: six repeats.
        #expect(finger.session.field.text == "hello world ")
        let deleteTimes = finger.log.compactMap { event -> Int? in
            if case .field(.deleted) = event.kind { event.time } else { nil }
        }
        #expect(deleteTimes == [1_000, 1_500, 1_600, 1_700, 1_800, 1_900, 2_000])
    }

    @Test func touchesAreIgnoredUntilTheFieldHasFocusAndDismissEndsEditing() throws {
        var finger = try Finger(FieldAttributes())
        finger.log += finger.session.blur(at: 10)
        #expect(!finger.session.isFocused)
        #expect(finger.log.suffix(2).map(\.kind) == [.field(.editingEnded(text: "")), .blurred])
        let q = try finger.centre(of: "q")
        #expect(finger.session.handle(.touchDown(finger: 0, at: q), at: 20).isEmpty)
        #expect(finger.session.handle(.touchUp(finger: 0, at: q), at: 30).isEmpty)
        #expect(finger.session.field.text == "")
        finger.log += finger.session.focus(at: 40)
        try finger.tap("q")
        #expect(finger.session.field.text == "Q")
    }

    @Test func secureFieldKeepsTheTextButShowsBullets() throws {
        var finger = try Finger(FieldAttributes(contentType: .password))
        try finger.type("abc")
        #expect(finger.session.field.text == "abc")
        #expect(finger.session.field.displayText == "•••")
        #expect(finger.session.keyboard.shift == .off, "passwords are never auto-capitalised")
    }

    @Test func fieldEventsLogInTheOrderThingsHappened() throws {
        var finger = try Finger(FieldAttributes())
        try finger.tap("h")
        let kinds = finger.log.map(\.kind)
        let q = try #require(kinds.firstIndex(of: .keyboard(.keyReleased("h"))))
        #expect(
            Array(kinds[q...]) == [
                .keyboard(.keyReleased("h")), .keyboard(.text(.insert("H"))), .field(.inserted(text: "H", at: 0)),
                .keyboard(.shiftChanged(.off)),
            ])
    }

    @Test func missingLayoutIsAClearError() throws {
        let device = try #require(try ShippedData.devices().profile(named: "iphone-15"))
        #expect(throws: SessionError.noLayout(.URL)) {
            try TypingSession(
                traits: TextInputTraits(keyboardType: .URL), layouts: LayoutCatalog(layouts: []), device: device)
        }
        #expect(
            SessionError.noLayout(.URL).description
                == "no layout serves 'URL' and none serves 'default' to fall back on")
    }
}

extension TypingSessionTests {
    /// Shift upper-cases a one-character alternate (é → É) but leaves a domain alone.
    @Test func shiftedLongPressKeepsMultiCharacterAlternatesAsWritten() throws {
        var finger = try Finger(FieldAttributes(keyboard: .URL, autocapitalization: .sentences))
        #expect(finger.session.keyboard.shift == .on)
        let dotCom = try finger.centre(of: ".com")
        finger.log += finger.session.handle(.touchDown(finger: 0, at: dotCom), at: 5_000)
        finger.log += finger.session.advance(to: 5_500)
        let callout = try #require(finger.session.keyboard.callout)
        let org = callout.frames[0].center
        finger.log += finger.session.handle(.touchMoved(finger: 0, to: org), at: 5_600)
        finger.log += finger.session.handle(.touchUp(finger: 0, at: org), at: 5_700)
        #expect(finger.session.field.text == ".org")
    }
}
