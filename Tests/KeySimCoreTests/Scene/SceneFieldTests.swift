import Testing

@testable import KeySimCore

/// What an empty field shows inside its box [F2]: on iOS the prompt, else the label; in a
/// macOS-like form the label sits at the leading edge and only a prompt goes inside.
struct SceneFieldTests {
    @Test(
        arguments: [
            (FieldStyle.roundedBorder, "Name", "Jane Appleseed", "Jane Appleseed"),
            (.roundedBorder, "Name", nil, "Name"),
            (.plain, "Name", nil, "Name"),
            (.plain, nil, nil, ""),
            (.form, "Vorname", nil, ""),
            (.form, "Vorname", "Pflichtfeld", "Pflichtfeld"),
        ] as [(FieldStyle, String?, String?, String)])
    func emptyFieldShowsThePromptOrTheLabelAsItsStyleSays(
        style: FieldStyle, label: String?, prompt: String?, expected: String
    ) {
        #expect(SceneField(id: "a", label: label, prompt: prompt, style: style).placeholder == expected)
    }
}
