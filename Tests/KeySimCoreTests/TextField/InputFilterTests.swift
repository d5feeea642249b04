import Testing

@testable import KeySimCore

struct InputFilterTests {
    @Test(arguments: [
        (KeyboardType.default, InputFilter.any), (.asciiCapable, .any), (.numbersAndPunctuation, .any),
        (.URL, .any), (.namePhonePad, .any), (.emailAddress, .any), (.twitter, .any), (.webSearch, .any),
        (.numberPad, .digits), (.asciiCapableNumberPad, .asciiDigits),
        (.decimalPad, .decimal(separator: ",")), (.phonePad, .phone),
    ])
    func eachKeyboardTypeHasItsFilter(keyboard: KeyboardType, expected: InputFilter) {
        #expect(InputFilter(keyboardType: keyboard, decimalSeparator: ",") == expected)
    }

    @Test func decimalPadUsesAPointUnlessToldTheLocaleSeparator() {
        #expect(InputFilter(keyboardType: .decimalPad) == .decimal(separator: "."))
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var filter: InputFilter
        var existing = ""
        var inserted: String
        var accepted: String
        var rejections: [FieldEvent] = []
        var testDescription: String { "\(filter) + \(inserted.debugDescription)" }
    }

    @Test(arguments: [
        Case(filter: .any, inserted: "Hé 👨‍👩‍👧‍👦 #1", accepted: "Hé 👨‍👩‍👧‍👦 #1"),
        Case(
            filter: .digits, inserted: "12a3", accepted: "123",
            rejections: [.rejected(text: "a", reason: .notAccepted(.digits))]),
        // numberPad takes decimal digits of any script: Arabic-Indic and full-width ones.
        Case(filter: .digits, inserted: "٣٤５", accepted: "٣٤５"),
        // Numerals that are not decimal digits are refused: ½, Roman twelve, 五.
        Case(
            filter: .digits, inserted: "1½Ⅻ五", accepted: "1",
            rejections: [.rejected(text: "½Ⅻ五", reason: .notAccepted(.digits))]),
        Case(
            filter: .digits, inserted: "1 2", accepted: "12",
            rejections: [.rejected(text: " ", reason: .notAccepted(.digits))]),
        Case(
            filter: .asciiDigits, inserted: "1٣５2", accepted: "12",
            rejections: [.rejected(text: "٣５", reason: .notAccepted(.asciiDigits))]),
        Case(filter: .asciiDigits, inserted: "0123456789", accepted: "0123456789"),
        Case(filter: .decimal(separator: ","), inserted: "3,14", accepted: "3,14"),
        Case(
            filter: .decimal(separator: ","), inserted: "3.14", accepted: "314",
            rejections: [.rejected(text: ".", reason: .notAccepted(.decimal(separator: ",")))]),
        Case(
            filter: .decimal(separator: ","), inserted: "1,2,3", accepted: "1,23",
            rejections: [.rejected(text: ",", reason: .secondDecimalSeparator)]),
        Case(
            filter: .decimal(separator: ","), existing: "3,1", inserted: ",5", accepted: "5",
            rejections: [.rejected(text: ",", reason: .secondDecimalSeparator)]),
        Case(
            filter: .decimal(separator: ","), inserted: "a,,1x", accepted: ",1",
            rejections: [
                .rejected(text: "ax", reason: .notAccepted(.decimal(separator: ","))),
                .rejected(text: ",", reason: .secondDecimalSeparator),
            ]),
        Case(filter: .decimal(separator: "."), existing: "12", inserted: ".5", accepted: ".5"),
        Case(
            filter: .phone, inserted: "+1 (555) 123*#,;", accepted: "+1(555)123*#,;",
            rejections: [.rejected(text: "  ", reason: .notAccepted(.phone))]),
        Case(
            filter: .phone, inserted: "555-0100/N", accepted: "555-0100/N",
            rejections: []),
        Case(
            filter: .phone, inserted: "x.n", accepted: "",
            rejections: [.rejected(text: "x.n", reason: .notAccepted(.phone))]),
        Case(
            filter: .phone, inserted: "abc", accepted: "",
            rejections: [.rejected(text: "abc", reason: .notAccepted(.phone))]),
    ])
    func filtersKeepAcceptedCharactersAndReportTheRest(c: Case) {
        let result = c.filter.filter(c.inserted, into: c.existing)
        #expect(result.accepted == c.accepted)
        #expect(result.rejections == c.rejections)
    }

    @Test(arguments: [
        (FieldEvent.Rejection.notAccepted(.digits), "the field accepts only digits"),
        (.notAccepted(.asciiDigits), "the field accepts only digits 0–9"),
        (.notAccepted(.decimal(separator: ",")), "the field accepts only digits and one ','"),
        (.notAccepted(.phone), "the field accepts only digits and + * # , ; ( ) / - N"),
        (.tooLong(maxLength: 5), "the field holds at most 5 characters"),
        (.secondDecimalSeparator, "the field already has a decimal separator"),
    ])
    func rejectionsExplainThemselves(rejection: FieldEvent.Rejection, message: String) {
        #expect(rejection.message == message)
    }
}
