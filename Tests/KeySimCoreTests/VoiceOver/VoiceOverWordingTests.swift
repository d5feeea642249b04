import Testing

@testable import KeySimCore

/// How VoiceOver says characters and fields, word for word.
struct VoiceOverWordingTests {
    @Test(arguments: [
        ("q", "q"), ("Q", "capital Q"), ("É", "capital É"), ("é", "é"), ("7", "7"), (" ", "space"), (".", "period"),
        ("@", "at"), ("?", "question mark"), ("ㅎ", "ㅎ"), ("あ", "あ"), ("😀", "grinning face"),
        ("❤️", "heavy black heart"), ("👍🏽", "thumbs up sign, emoji modifier fitzpatrick type-4"),
    ])
    func aCharacterIsSaidByItsNameOrAsItself(character: String, spoken: String) {
        #expect(VoiceOverWording.spoken(character) == spoken)
    }

    @Test func textOfSeveralCharactersIsSaidAsItIs() {
        #expect(VoiceOverWording.spoken("Hello") == "Hello")
    }

    struct Field: Sendable {
        var label: String?
        var prompt: String?
        var text: String
        var isSecure = false
        var isEditing = true
        var said: String
    }

    @Test(arguments: [
        Field(label: "Email", prompt: nil, text: "", said: "Email, text field, is editing"),
        Field(
            label: "Email", prompt: nil, text: "ann@example.com", isEditing: false,
            said: "Email, ann@example.com, text field, double tap to edit"),
        Field(
            label: "Email", prompt: "name@example.com", text: "",
            said: "Email, name@example.com, text field, is editing"),
        Field(label: nil, prompt: "Search", text: "", said: "Search, text field, is editing"),
        Field(label: nil, prompt: "Search", text: "cats", said: "Search, cats, text field, is editing"),
        Field(label: "", prompt: "", text: "", said: "text field, is editing"),
        Field(
            label: "Password", prompt: "Required", text: "", isSecure: true,
            said: "Password, Required, secure text field, is editing"),
        Field(
            label: "Password", prompt: "Required", text: "hunter2", isSecure: true,
            said: "Password, 7 characters, secure text field, is editing"),
        Field(
            label: "PIN", prompt: nil, text: "1", isSecure: true, isEditing: false,
            said: "PIN, 1 character, secure text field, double tap to edit"),
    ])
    func aFieldIsItsLabelValueTraitAndState(field: Field) {
        #expect(
            VoiceOver.description(
                label: field.label, prompt: field.prompt, text: field.text, isSecure: field.isSecure,
                isEditing: field.isEditing) == field.said)
    }

    @Test func theCaptionKeepsTheLastTwoAnnouncementsOldestFirst() {
        var voiceOver = VoiceOver()
        #expect(voiceOver.last == nil && voiceOver.recent.isEmpty)
        voiceOver.said("a", at: 1)
        voiceOver.said("b", at: 2)
        voiceOver.said("c", at: 3)
        #expect(voiceOver.recent == [.init(text: "b", time: 2), .init(text: "c", time: 3)])
        #expect(voiceOver.last == "c")
    }

    @Test func theWordASpaceEndsIsTheLettersDigitsAndApostrophesBeforeIt() {
        #expect(VoiceOver.word(endingAt: 9, in: "Hi, don't go") == "don't")
        #expect(VoiceOver.word(endingAt: 3, in: "Hi, you") == nil)
        #expect(VoiceOver.word(endingAt: 0, in: "") == nil)
    }
}
