import Testing

@testable import KeySimCore

/// The German and French layouts are what an iPhone shows for those languages, and serve no
/// keyboard type: a scene turns them on with `keyboards`.
struct LanguageLayoutsTests {
    static func layout(_ id: String) throws -> KeyboardLayout {
        try #require(try ShippedData.layouts().layout(id: id))
    }

    @Test(arguments: [
        ("de-qwertz", ["qwertzuiopü", "asdfghjklöä", "yxcvbnm"]),
        ("fr-azerty", ["azertyuiop", "qsdfghjklm", "wxcvbn'"]),
    ])
    func lettersAreInTheIPhoneOrder(id: String, rows: [String]) throws {
        let letters = try #require(try Self.layout(id).layer("letters"))
        let typed = letters.rows.map { $0.keys.filter { $0.action == .character }.map(\.output).joined() }
        #expect(Array(typed.prefix(3)) == rows)
        #expect(letters.rows[2].keys.first?.id == "shift")
        #expect(letters.rows[2].keys.last?.id == "delete")
        #expect(letters.rows[3].keys.map(\.id) == ["numbers", "globe", "dictation", "space", "return"])
    }

    @Test(arguments: ["de-qwertz", "fr-azerty"])
    func servesNoKeyboardTypeSoEnglishKeepsDefault(id: String) throws {
        let catalog = try ShippedData.layouts()
        #expect(try Self.layout(id).serves == [])
        for type in KeyboardType.allCases {
            #expect(catalog.layout(for: type)?.id != id, "\(id) does not take \(type)")
        }
    }

    @Test(arguments: ["de-qwertz", "fr-azerty"])
    func everyLayerHasAGlobeKeyAndTheEuroOnTheNumbersLayer(id: String) throws {
        let layout = try Self.layout(id)
        #expect(layout.layers.map(\.id) == ["letters", "numbers", "symbols"])
        for layer in layout.layers {
            #expect(layer.key("globe")?.action == .globe, "\(id)/\(layer.id)")
        }
        let numbers = try #require(layout.layer("numbers"))
        #expect(numbers.rows[1].keys.map(\.output).joined() == "-/:;()€&@\"")
        #expect(numbers.key("€")?.alternates.first == "$")
        let symbols = try #require(layout.layer("symbols"))
        #expect(symbols.rows[1].keys.map(\.output).joined() == "_\\|~<>$£¥•")
    }

    @Test(arguments: [
        ("de-qwertz", "s", "ß"), ("de-qwertz", "e", "é"), ("fr-azerty", "e", "é"), ("fr-azerty", "a", "à"),
        ("fr-azerty", "c", "ç"), ("fr-azerty", "o", "œ"), ("fr-azerty", "u", "ù"),
    ])
    func longPressOffersTheLanguagesAccents(id: String, key: String, alternate: String) throws {
        let letters = try #require(try Self.layout(id).layer("letters"))
        #expect(letters.key(key)?.alternates.contains(alternate) == true)
    }

    @Test(arguments: [("de-qwertz", "Leerzeichen"), ("fr-azerty", "espace")])
    func spaceBarIsLabelledInTheLanguage(id: String, label: String) throws {
        for layer in try Self.layout(id).layers {
            #expect(layer.key("space")?.label == label, "\(id)/\(layer.id)")
        }
    }
}
