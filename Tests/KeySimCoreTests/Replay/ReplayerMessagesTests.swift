import Testing

@testable import KeySimCore

/// A replay that cannot go on says what was asked for and what there is, in sentences.
struct ReplayerMessagesTests {
    @Test func anUnknownKeyWithNothingCloseEndsItsSentenceBeforeListingTheKeys() throws {
        let report = try ReplayerPressTests.replay([#"{"t":0,"focus":"pin"}"#, #"{"t":100,"tap":"banana"}"#])
        #expect(
            report.error?.message
                == "no key 'banana' on layer 'digits' of layout 'number-pad'. Its keys are: 1 2 3 4 5 6 7 8 9 0 delete")
    }

    @Test func anUnknownFieldWithNothingCloseEndsItsSentenceBeforeListingTheFields() throws {
        let report = try ReplayerPressTests.replay([#"{"t":0,"focus":"zzzzzzzz"}"#])
        #expect(
            report.error?.message.hasPrefix(
                "no field 'zzzzzzzz' in scene 'Replay fixtures'. Its fields are: note, name,")
                == true, "\(String(describing: report.error))")
    }
}
