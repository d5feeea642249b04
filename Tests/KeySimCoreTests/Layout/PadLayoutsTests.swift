import Testing

@testable import KeySimCore

/// Layouts for the pad: the `idiom` of devices and layouts, which layout a pad shows, and the
/// shipped iPad layouts.
struct PadLayoutsTests {
    static let phoneBase = """
        {"id": "phone", "name": "Phone", "serves": ["default", "numberPad"], "layers": [
          {"id": "letters", "rows": [["q", "delete"], ["space", "return"]]}
        ]}
        """
    static let padBase = """
        {"id": "pad", "name": "Pad", "idiom": "pad", "serves": ["default"], "layers": [
          {"id": "letters", "rows": [["tab", "q", "delete"], ["space", "return", "dismiss"]]}
        ]}
        """
    static let padEmail = """
        {"id": "pad-email", "name": "Pad email", "serves": ["emailAddress"], "extends": "pad", "layers": []}
        """

    static func catalog() throws -> LayoutCatalog {
        let (catalog, diagnostics) = LayoutCatalog.load([
            SourceFile(path: "pad.json", text: padBase), SourceFile(path: "pad-email.json", text: padEmail),
            SourceFile(path: "phone.json", text: phoneBase),
        ])
        #expect(diagnostics.isEmpty)
        return catalog
    }

    @Test(arguments: [
        // (type, on a phone, on a pad)
        (KeyboardType.default, "phone", "pad"),
        (.emailAddress, "phone", "pad-email"),  // a phone falls back to its own default
        (.numberPad, "phone", "phone"),  // no pad layout serves it: the phone's, not the pad's default
        (.twitter, "phone", "pad"),  // nobody serves it: each device's default
    ])
    func aPadShowsItsOwnLayoutThenThePhonesForTheTypeThenItsDefault(
        type: KeyboardType, phone: String, pad: String
    ) throws {
        let catalog = try Self.catalog()
        #expect(catalog.layout(for: type, idiom: .phone)?.id == phone)
        #expect(catalog.layout(for: type, idiom: .pad)?.id == pad)
    }

    @Test func theIdiomIsInheritedThroughExtendsAndPhoneByDefault() throws {
        let catalog = try Self.catalog()
        #expect(catalog.layout(id: "pad-email")?.idiom == .pad)
        #expect(catalog.layout(id: "phone")?.idiom == .phone)
        // The pad shows the phone's layout for the number pad; the phone shows no pad layout.
        #expect(catalog.layouts(shownOn: .pad).map(\.id) == ["pad", "pad-email", "phone"])
        #expect(catalog.layouts(shownOn: .phone).map(\.id) == ["phone"])
    }

    @Test func aScenesDefaultKeyboardIsThePadsOwnOnAPadAndALanguageStaysItself() throws {
        let language = SourceFile(
            path: "lang.json", text: #"{"id": "lang", "name": "L", "extends": "phone", "layers": []}"#)
        let (catalog, _) = LayoutCatalog.load([
            SourceFile(path: "pad.json", text: Self.padBase), SourceFile(path: "phone.json", text: Self.phoneBase),
            language,
        ])
        let scene = Scene(title: "T", fields: [], keyboards: ["phone", "lang"])
        #expect(try scene.inputLayouts(in: catalog, idiom: .pad).map(\.id) == ["pad", "lang"])
        #expect(try scene.inputLayouts(in: catalog, idiom: .phone).map(\.id) == ["phone", "lang"])
    }

    @Test func theShippedDevicesSayWhichArePads() throws {
        let devices = try ShippedData.devices()
        #expect(devices.profiles.filter { $0.idiom == .pad }.map(\.reference) == ["ipad", "ipad-landscape"])
    }

    @Test(arguments: [
        (KeyboardType.default, "ipad", "letters"), (.asciiCapable, "ipad", "letters"),
        (.webSearch, "ipad", "letters"), (.namePhonePad, "ipad", "letters"),
        (.emailAddress, "ipad-email", "letters"), (.URL, "ipad-url", "letters"), (.twitter, "ipad-twitter", "letters"),
        (.numbersAndPunctuation, "ipad-numbers", "numbers"), (.numberPad, "ipad-numbers", "numbers"),
        (.asciiCapableNumberPad, "ipad-numbers", "numbers"), (.decimalPad, "ipad-numbers", "numbers"),
        (.phonePad, "ipad-numbers", "numbers"),
    ])
    func everyKeyboardTypeOnAnIPadGetsAnIPadLayout(type: KeyboardType, layoutID: String, firstLayer: String) throws {
        let catalog = try ShippedData.layouts()
        let layout = try #require(catalog.layout(for: type, idiom: .pad))
        #expect(layout.id == layoutID)
        #expect(layout.idiom == .pad)
        #expect(layout.firstLayerID == firstLayer)
        #expect(catalog.layouts.filter { $0.idiom == .pad && $0.serves.contains(type) }.count == 1)
    }

    @Test func theIPadLettersAreTheIPadsRows() throws {
        let layout = try #require(try ShippedData.layouts().layout(id: "ipad"))
        let letters = try #require(layout.layer("letters"))
        #expect(
            letters.rows.map { $0.keys.map(\.id) } == [
                ["tab", "q", "w", "e", "r", "t", "y", "u", "i", "o", "p", "delete"],
                ["capsLock", "a", "s", "d", "f", "g", "h", "j", "k", "l", "return"],
                ["shift", "z", "x", "c", "v", "b", "n", "m", ",", ".", "rightShift"],
                ["globe", "numbers", "dictation", "space", "rightNumbers", "dismiss"],
            ])
        #expect(letters.rows.allSatisfy { $0.units == 12.5 })
        let seconds = letters.keys.compactMap { key in key.secondCharacter.map { "\(key.id)\($0)" } }
        #expect(
            seconds == [
                "q1", "w2", "e3", "r4", "t5", "y6", "u7", "i8", "o9", "p0", "a@", "s#", "d$", "f&", "g*", "h(", "j)",
                "k'", "l\"", "z%", "x-", "c+", "v=", "b/", "n;", "m:", ",!", ".?",
            ])
        #expect(letters.key("rightShift")?.action == .shift)
        #expect(letters.key("rightNumbers")?.action == .switchLayer("numbers"))
        #expect(letters.key("numbers")?.label == ".?123")
    }

    @Test(arguments: [
        (
            #"{"id": "x", "name": "X", "idiom": "pads", "layers": [{"id": "l", "rows": [["q"]]}]}"#,
            "x.json:1:35: error: unknown idiom 'pads'; did you mean 'pad'?"
        ),
        (
            #"{"id": "x", "name": "X", "idiom": "tablet", "layers": [{"id": "l", "rows": [["q"]]}]}"#,
            "x.json:1:35: error: unknown idiom 'tablet'; expected one of: 'phone', 'pad'"
        ),
        (
            #"{"id": "x", "name": "X", "idiom": true, "layers": [{"id": "l", "rows": [["q"]]}]}"#,
            "x.json:1:35: error: 'idiom' must be a string, not a boolean"
        ),
        (
            #"{"id": "x", "name": "X", "idoim": "pad", "layers": [{"id": "l", "rows": [["q"]]}]}"#,
            "x.json:1:26: error: unknown key 'idoim' in layout; did you mean 'idiom'?"
        ),
    ])
    func aBadLayoutIdiomIsAnErrorAtItsPlace(text: String, expected: String) {
        let (catalog, diagnostics) = LayoutCatalog.load([SourceFile(path: "x.json", text: text)])
        #expect(catalog.layouts.isEmpty)
        #expect(diagnostics.map(\.description) == [expected])
    }

    @Test func aBadDeviceIdiomIsAnErrorAtItsPlaceWithTheNearestName() throws {
        let text = try SourceFile.read(ShippedData.root + "/Assets/Devices/ipad.json").text
            .replacingOccurrences(of: #""idiom": "pad""#, with: #""idiom": "ipad""#)
        let (catalog, diagnostics) = DeviceCatalog.load([SourceFile(path: "d.json", text: text)])
        #expect(catalog.profiles.isEmpty)
        #expect(diagnostics.map(\.description) == ["d.json:4:12: error: unknown idiom 'ipad'; did you mean 'pad'?"])
    }
}
