import Testing

@testable import KeySimCore

/// The layouts in `Layouts/` are what an English iPhone shows for each keyboard type (and an
/// iPad, in `PadLayoutsTests`).
struct ShippedLayoutsTests {
    @Test func everyShippedLayoutLoadsWithoutFindings() throws {
        let catalog = try ShippedData.layouts()
        #expect(
            catalog.layouts.map(\.id) == [
                "de-qwertz", "decimal-pad", "default", "email", "emoji", "fr-azerty",
                "ipad-email", "ipad-numbers", "ipad-twitter", "ipad-url", "ipad", "japanese-kana",
                "japanese-romaji", "korean",
                "name-phone-pad", "number-pad",
                "numbers-and-punctuation", "phone-pad", "twitter", "url", "web-search",
            ])
    }

    @Test(arguments: [
        (KeyboardType.default, "default"), (.asciiCapable, "default"),
        (.numbersAndPunctuation, "numbers-and-punctuation"),
        (.URL, "url"), (.numberPad, "number-pad"), (.phonePad, "phone-pad"), (.namePhonePad, "name-phone-pad"),
        (.emailAddress, "email"), (.decimalPad, "decimal-pad"), (.twitter, "twitter"), (.webSearch, "web-search"),
        (.asciiCapableNumberPad, "number-pad"),
    ])
    func everyKeyboardTypeIsServedByItsOwnLayout(type: KeyboardType, layoutID: String) throws {
        let catalog = try ShippedData.layouts()
        #expect(catalog.layout(for: type)?.id == layoutID)
        #expect(
            catalog.layouts.filter { $0.idiom == .phone && $0.serves.contains(type) }.count == 1,
            "exactly one phone layout serves \(type)")
    }

    /// The keys Apple documents for each keyboard type, on the layer shown first.
    @Test(arguments: [
        (KeyboardType.default, ["q", "a", "z", "shift", "delete", "numbers", "globe", "space", "return"]),
        (.emailAddress, ["@", ".", "space", "return", "numbers"]),
        (.URL, [".", "/", ".com", "return", "numbers"]),
        (.webSearch, ["space", ".", "return"]),
        (.twitter, ["@", "#", "space", "return"]),
        (.numbersAndPunctuation, ["1", "0", "-", "@", "symbols", "letters", "space", "return"]),
        (.numberPad, ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "delete"]),
        (.decimalPad, ["decimal", "0", "delete"]),
        (.phonePad, ["1", "0", "delete", "symbols"]),
        (.namePhonePad, ["q", "numbers", "space", "return"]),
    ])
    func firstLayerHasTheDocumentedKeys(type: KeyboardType, keys: [String]) throws {
        let layout = try #require(try ShippedData.layouts().layout(for: type))
        let shown = try #require(layout.layers.first).keys.map(\.id)
        for key in keys {
            #expect(shown.contains(key), "\(layout.id) shows \(key) first")
        }
    }

    @Test func urlKeyboardHasNoSpaceBarAndOffersOtherDomainsOnDotCom() throws {
        let layout = try #require(try ShippedData.layouts().layout(for: .URL))
        let letters = try #require(layout.layer("letters"))
        #expect(letters.key("space") == nil)
        let dotCom = try #require(letters.key(".com"))
        #expect(dotCom.output == ".com")
        #expect(dotCom.shifted == ".com")
        #expect(Set([".org", ".net", ".edu"]).isSubset(of: dotCom.alternates))
        #expect(letters.rows[3].keys.map(\.id) == ["numbers", "globe", "dictation", ".", "/", ".com", "return"])
    }

    @Test func emailBottomRowIsNumbersGlobeDictationSpaceAtDotReturn() throws {
        let layout = try #require(try ShippedData.layouts().layout(for: .emailAddress))
        #expect(
            layout.layer("letters")?.rows[3].keys.map(\.id)
                == ["numbers", "globe", "dictation", "space", "@", ".", "return"])
    }

    @Test func defaultNumbersAndSymbolsLayersMatchTheIPhone() throws {
        let layout = try #require(try ShippedData.layouts().layout(id: "default"))
        let numbers = try #require(layout.layer("numbers"))
        #expect(numbers.rows[0].keys.map(\.output).joined() == "1234567890")
        #expect(numbers.rows[1].keys.map(\.output).joined() == "-/:;()$&@\"")
        #expect(numbers.rows[2].keys.map(\.id) == ["symbols", ".", ",", "?", "!", "'", "delete"])
        let symbols = try #require(layout.layer("symbols"))
        #expect(symbols.rows[0].keys.map(\.output).joined() == "[]{}#%^*+=")
        #expect(symbols.rows[1].keys.map(\.output).joined() == "_\\|~<>€£¥•")
        #expect(symbols.rows[2].keys.map(\.id) == ["numbers", ".", ",", "?", "!", "'", "delete"])
        #expect(
            layout.layer("letters")?.rows[3].keys.map(\.id) == ["numbers", "globe", "dictation", "space", "return"])
    }

    @Test(arguments: [
        ("e", ["è", "é", "ê", "ë", "ē", "ė", "ę"]), ("a", ["à", "á", "â", "ä", "æ", "ã", "å", "ā"]),
        ("n", ["ñ", "ń"]), ("s", ["ß", "ś", "š"]),
    ])
    func lettersOfferTheAlternatesIOSOffers(letter: String, alternates: [String]) throws {
        let layout = try #require(try ShippedData.layouts().layout(id: "default"))
        #expect(layout.layer("letters")?.key(letter)?.alternates == alternates)
    }

    @Test(arguments: ["number-pad", "decimal-pad", "phone-pad"])
    func padsHaveNoReturnKeyAndThreeByFourRows(id: String) throws {
        let layout = try #require(try ShippedData.layouts().layout(id: id))
        for layer in layout.layers {
            #expect(layer.key("return") == nil)
            #expect(layer.rows.count == 4)
            #expect(layer.rows.allSatisfy { $0.units == 3 })
        }
        let digits = try #require(layout.layers.first)
        #expect(digits.rows[0..<3].map { $0.keys.map(\.output).joined() } == ["123", "456", "789"])
    }

    @Test func decimalPadPutsTheLocaleSeparatorBottomLeft() throws {
        let layout = try #require(try ShippedData.layouts().layout(for: .decimalPad))
        let bottom = try #require(layout.layers.first?.rows[3].keys)
        #expect(bottom.map(\.id) == ["decimal", "0", "delete"])
        #expect(bottom[0].action == .decimalSeparator)
    }

    @Test func numberPadLeavesTheBottomLeftEmpty() throws {
        let layout = try #require(try ShippedData.layouts().layout(for: .numberPad))
        #expect(layout.layers.first?.rows[3].items.first == .gap(1))
    }

    @Test func phonePadShowsLettersUnderDigitsAndReachesStarHashPlus() throws {
        let layout = try #require(try ShippedData.layouts().layout(for: .phonePad))
        let digits = try #require(layout.layers.first)
        #expect(
            ["2", "3", "4", "5", "6", "7", "8", "9"].compactMap { digits.key($0)?.subtitle } == [
                "ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ",
            ])
        let everyOutput = Set(layout.layers.flatMap(\.keys).flatMap { [$0.output] + $0.alternates })
        #expect(Set(["*", "#", "+"]).isSubset(of: everyOutput))
    }

    @Test func namePhonePadNumberKeyOpensThePhoneDigits() throws {
        let layout = try #require(try ShippedData.layouts().layout(for: .namePhonePad))
        #expect(layout.layers.map(\.id) == ["letters", "phone"])
        guard case .switchLayer(let target) = layout.layer("letters")?.key("numbers")?.action else {
            Issue.record("the 123 key does not switch layers")
            return
        }
        #expect(target == "phone")
        #expect(layout.layer("phone")?.rows[0].keys.map(\.output) == ["1", "2", "3"])
    }

    @Test func numbersAndPunctuationOpensOnTheNumbersLayer() throws {
        let layout = try #require(try ShippedData.layouts().layout(for: .numbersAndPunctuation))
        #expect(layout.firstLayerID == "numbers")
    }

    /// Every layer can be reached from the first and leads back to it, and the rows of a
    /// layer are equally wide.
    @Test func everyLayerIsReachableAndRowsAreEquallyWide() throws {
        for layout in try ShippedData.layouts().layouts {
            func targets(_ layer: Layer) -> [String] {
                layer.keys.compactMap { if case .switchLayer(let id) = $0.action { id } else { nil } }
            }
            func reachable(from start: String) -> Set<String> {
                var seen: Set<String> = [start]
                var queue = [start]
                while let id = queue.popLast() {
                    for next in targets(layout.layer(id)!) where seen.insert(next).inserted { queue.append(next) }
                }
                return seen
            }
            #expect(reachable(from: layout.firstLayerID) == Set(layout.layers.map(\.id)), "\(layout.id)")
            for layer in layout.layers {
                #expect(reachable(from: layer.id).contains(layout.firstLayerID), "\(layout.id)/\(layer.id) leads back")
                #expect(Set(layer.rows.map(\.units)).count == 1, "\(layout.id)/\(layer.id) rows are equally wide")
            }
        }
    }
}
