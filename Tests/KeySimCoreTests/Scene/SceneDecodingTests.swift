import Foundation
import Testing

@testable import KeySimCore

/// Scene files decode into fields whose traits, locale and style are resolved as a user
/// would expect; the shipped scenes load.
struct SceneDecodingTests {
    static func shipped(_ name: String) throws -> Scene {
        let file = try SourceFile.read(ShippedData.root + "/Assets/Scenes/\(name).json")
        return try Scene.decode(file)
    }

    static func decode(_ text: String) throws -> Scene {
        try Scene.decode(SourceFile(path: "s.json", text: text))
    }

    @Test func demoSceneHasItsFieldsInOrder() throws {
        let scene = try Self.shipped("demo")
        #expect(scene.title == "KeySim demo")
        #expect(scene.locale == "en_US")
        #expect(scene.style == .roundedBorder)
        #expect(
            scene.fields.map(\.id) == [
                "name", "email", "password", "otp", "phone", "default", "ascii", "numbers", "url", "number",
                "namephone", "decimal", "twitter", "search", "asciinumber", "username", "country", "note",
            ])
        for field in scene.fields {
            #expect(field.label?.isEmpty == false, "\(field.id) has a label")
            #expect(field.prompt?.isEmpty == false || !field.text.isEmpty, "\(field.id) has a prompt or text")
        }
    }

    @Test func demoSceneShowsEveryKeyboardType() throws {
        let scene = try Self.shipped("demo")
        let shown = Set(scene.fields.map(\.traits.keyboardType))
        #expect(shown == Set(KeyboardType.allCases))
    }

    @Test func demoFieldsResolveTheirTraits() throws {
        let scene = try Self.shipped("demo")
        let email = try #require(scene.field("email"))
        #expect(email.traits.keyboardType == .emailAddress)
        #expect(email.traits.autocapitalization == .never)
        #expect(email.traits.autocorrection == false)
        #expect(email.traits.returnKey == .next)
        #expect(
            email.validation == Validation(rule: .email, when: .endEditing, message: "Enter a valid email address."))
        #expect(email.clearButton == .whileEditing)

        let password = try #require(scene.field("password"))
        #expect(password.traits.isSecure)
        #expect(password.traits.keyboardType == .default)
        #expect(password.traits.autocorrection == false)
        #expect(password.traits.contentType == .password)

        let name = try #require(scene.field("name"))
        #expect(name.traits.autocapitalization == .words)
        #expect(name.traits.contentType == .name)

        let otp = try #require(scene.field("otp"))
        #expect(otp.traits.keyboardType == .numberPad)
        #expect(otp.maxLength == 6)
        #expect(otp.size == .characters(8))

        let phone = try #require(scene.field("phone"))
        #expect(phone.traits.keyboardType == .phonePad)
        #expect(phone.traits.contentType == .telephoneNumber)

        #expect(scene.field("search")?.traits.returnKey == .search)
        #expect(scene.field("nonexistent") == nil)
    }

    @Test func checkoutSceneResolvesLocaleStyleFormatsAndSizes() throws {
        let scene = try Self.shipped("checkout")
        #expect(scene.locale == "de_DE")
        #expect(scene.style == .form)
        let given = try #require(scene.field("given"))
        #expect(given.locale == "de_DE")
        #expect(given.style == .form)
        #expect(given.widthGroup == "names")
        let coupon = try #require(scene.field("coupon"))
        #expect(coupon.locale == "en_US")
        #expect(coupon.style == .plain)
        #expect(coupon.label == nil)
        #expect(coupon.trailingButton == "bookmark")
        #expect(coupon.traits.autocapitalization == .characters)
        #expect(coupon.traits.returnKey == .done)
        #expect(coupon.traits.enablesReturnKeyAutomatically)
        let postcode = try #require(scene.field("postcode"))
        #expect(postcode.size == .characters(5))
        #expect(
            postcode.validation
                == Validation(rule: .regex("[0-9]{5}"), when: .beforeLeaving, message: "Fünf Ziffern, bitte."))
        #expect(postcode.traits.keyboardType == .numbersAndPunctuation)
        #expect(scene.field("amount")?.format == .currency(code: "EUR"))
        #expect(scene.field("amount")?.size == .small)
        #expect(scene.field("tip")?.format == .percent(decimals: 1))
        let note = try #require(scene.field("note"))
        #expect(note.style == .roundedBorder)
        #expect(note.lineBreak == .wrapWord)
        #expect(note.leadingImage == "person")
        #expect(
            note.validation
                == Validation(rule: .minLength(3), when: .endEditing, message: "Enter at least 3 characters."))
    }

    @Test func fieldWithOnlyAnIdGetsTheDefaults() throws {
        let scene = try Self.decode(#"{"title": "T", "fields": [{"id": "a"}]}"#)
        #expect(
            scene
                == Scene(
                    title: "T", locale: "en_US", style: .roundedBorder,
                    fields: [SceneField(id: "a", position: SourcePosition(line: 1, column: 27))]))
        let field = try #require(scene.fields.first)
        #expect(field.text == "")
        #expect(field.clearButton == .never)
        #expect(field.lineBreak == .clip)
        #expect(field.traits == TextInputTraits())
    }

    @Test func namesFromFixedListsIgnoreCase() throws {
        let scene = try Self.decode(
            #"""
            {"title": "T", "style": "Plain", "fields": [
              {"id": "a", "keyboard": "url", "returnKey": "DONE", "clearButton": "Always", "lineBreak": "TRUNCATETAIL",
               "validation": {"rule": "Email", "when": "CHANGE"}, "format": {"style": "PersonName"}}
            ]}
            """#)
        let field = try #require(scene.field("a"))
        #expect(scene.style == .plain)
        #expect(field.traits.keyboardType == .URL)
        #expect(field.traits.returnKey == .done)
        #expect(field.clearButton == .always)
        #expect(field.lineBreak == .truncateTail)
        #expect(field.validation == Validation(rule: .email, when: .change))
        #expect(field.format == .personName)
    }

    @Test func explicitAttributesWinOverTheContentType() throws {
        let scene = try Self.decode(
            #"""
            {"title": "T", "fields": [
              {"id": "a", "contentType": "emailAddress", "keyboard": "asciiCapable", "autocorrection": true,
               "text": "me@example.com", "maxLength": 20, "locale": "fr-CA", "prompt": "", "label": "Email"}
            ]}
            """#)
        let field = try #require(scene.field("a"))
        #expect(
            field.attributes
                == FieldAttributes(keyboard: .asciiCapable, contentType: .emailAddress, autocorrection: true))
        #expect(field.traits.keyboardType == .asciiCapable)
        #expect(field.traits.autocorrection)
        #expect(field.traits.autocapitalization == .never)
        #expect(field.text == "me@example.com")
        #expect(field.locale == "fr-CA")
        #expect(field.position == SourcePosition(line: 2, column: 3))
    }

    @Test func formatsDefaultToNoDecimals() throws {
        let scene = try Self.decode(
            #"""
            {"title": "T", "fields": [
              {"id": "a", "format": {"style": "number"}},
              {"id": "b", "format": {"style": "number", "decimals": 3}},
              {"id": "c", "format": {"style": "percent"}}
            ]}
            """#)
        #expect(scene.fields.map(\.format) == [.number(decimals: 0), .number(decimals: 3), .percent(decimals: 0)])
    }

    @Test func everyShippedSceneDecodesWithUniqueIdsAndFittingText() throws {
        let files = try SourceFile.readJSONFiles(in: ShippedData.root + "/Assets/Scenes")
        #expect(
            files.map { $0.path.split(separator: "/").last ?? "" } == [
                "address.json", "checkout.json", "demo.json", "japanese.json", "korean.json", "languages.json",
                "payment.json", "search.json", "sign-up.json",
            ])
        let layouts = try ShippedData.layouts()
        for file in files {
            let scene = try Scene.decode(file)
            #expect(scene.keyboardProblem(in: layouts, path: file.path) == nil)
            #expect(Set(scene.fields.map(\.id)).count == scene.fields.count, "\(file.path)")
            for field in scene.fields {
                if let maxLength = field.maxLength { #expect(field.text.count <= maxLength, "\(file.path)") }
            }
        }
    }

    @Test func exampleInTheScenesReadmeDecodes() throws {
        let readme = try SourceFile.read(ShippedData.root + "/Assets/Scenes/README.md")
        let start = try #require(readme.text.range(of: "```json\n"))
        let end = try #require(readme.text.range(of: "```", range: start.upperBound..<readme.text.endIndex))
        let example = String(readme.text[start.upperBound..<end.lowerBound])
        let scene = try Scene.decode(SourceFile(path: "README.md", text: example))
        #expect(scene.fields.map(\.id) == ["name", "email", "code"])
        #expect(scene.field("code")?.traits.keyboardType == .numberPad)
    }
}
