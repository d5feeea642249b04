import Testing

@testable import KeySimCore

/// The walk-through in `Layouts/README.md` builds a layout that loads and matches the
/// shipped German keyboard, its complete examples load, and its schema table documents
/// every top-level key a layout file takes.
struct LayoutsReadmeTests {
    /// The ```json blocks of the README, in order.
    static func jsonBlocks() throws -> [String] {
        let text = try SourceFile.read(ShippedData.root + "/Layouts/README.md").text
        return text.components(separatedBy: "```json\n").dropFirst().compactMap {
            $0.components(separatedBy: "```").first
        }
    }

    static func block(startingWith prefix: String) throws -> String {
        try #require(try jsonBlocks().first { $0.hasPrefix(prefix) }, "a json block starting with \(prefix)")
    }

    @Test func walkThroughStepsTogetherGiveTheShippedGermanKeyboard() throws {
        let start = try Self.block(startingWith: "{\n  \"id\": \"de-qwertz\"")
        let letters = try Self.block(startingWith: "{\n  \"id\": \"letters\"")
        let others = try Self.block(startingWith: "{\"id\": \"numbers\", \"replaceKeys\"")
        let assembled = start.replacingOccurrences(
            of: "\"layers\": []", with: "\"layers\": [\n" + letters + ",\n" + others + "]")
        let base = try SourceFile.read(ShippedData.root + "/Layouts/default.json")
        let (catalog, diagnostics) = LayoutCatalog.load([base, SourceFile(path: "de-qwertz.json", text: assembled)])
        #expect(diagnostics == [])
        let built = try #require(catalog.layout(id: "de-qwertz"))
        let shipped = try #require(try ShippedData.layouts().layout(id: "de-qwertz"))
        #expect(built.serves == [])
        #expect(built.language == "de_DE")
        #expect(built.language == shipped.language)
        #expect(built.layers.map(\.id) == shipped.layers.map(\.id))
        for (mine, theirs) in zip(built.layers, shipped.layers) {
            #expect(mine.rows.map(\.items.count) == theirs.rows.map(\.items.count), "\(mine.id)")
            #expect(mine.keys.map(\.id) == theirs.keys.map(\.id), "\(mine.id)")
            #expect(mine.keys.map(\.width) == theirs.keys.map(\.width), "\(mine.id)")
            #expect(mine.keys.map(\.label) == theirs.keys.map(\.label), "\(mine.id)")
        }
        #expect(built.layer("letters")?.key("s")?.alternates.first == "ß")
    }

    @Test func completeExamplesLoad() throws {
        let complete = try Self.jsonBlocks().filter { $0.contains("\"serves\"") && !$0.contains("…") }
        #expect(complete.count >= 3)
        let base = try SourceFile.read(ShippedData.root + "/Layouts/default.json")
        let numberPad = try SourceFile.read(ShippedData.root + "/Layouts/number-pad.json")
        for example in complete {
            let (_, diagnostics) = LayoutCatalog.load([
                base, numberPad, SourceFile(path: "example.json", text: example),
            ])
            #expect(diagnostics == [], "\(example)")
        }
    }

    /// The field names in the first column of the schema's table for the layout itself.
    static func layoutTableFields() throws -> [String] {
        let text = try SourceFile.read(ShippedData.root + "/Layouts/README.md").text
        let section = try #require(
            text.components(separatedBy: "### The layout\n\n").dropFirst().first?
                .components(separatedBy: "\n\n").first,
            "the table under '### The layout'")
        return section.split(separator: "\n").dropFirst(2).compactMap { line in
            line.split(separator: "`", omittingEmptySubsequences: false).dropFirst().first.map(String.init)
        }
    }

    @Test func schemaTableDocumentsEveryTopLevelKeyOnce() throws {
        let fields = try Self.layoutTableFields()
        #expect(fields.sorted() == LayoutDefinition.topLevelKeys.sorted())
        #expect(fields.contains("language"))
    }
}
