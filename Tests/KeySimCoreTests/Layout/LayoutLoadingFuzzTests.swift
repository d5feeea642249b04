import Foundation
import Testing

@testable import KeySimCore

/// Damaged copies of the shipped layouts never crash the loader, and every finding points
/// at a real place in the file it names.
struct LayoutLoadingFuzzTests {
    static func shippedFiles() throws -> [SourceFile] {
        try SourceFile.readJSONFiles(in: ShippedData.root + "/Layouts")
    }

    /// Every string literal of a text, as ranges (escapes are rare in layouts; good enough).
    static func stringLiterals(_ text: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "\"") {
            guard let close = text[text.index(after: open)...].firstIndex(of: "\"") else { break }
            ranges.append(open..<text.index(after: close))
            index = text.index(after: close)
        }
        return ranges
    }

    /// Swaps one string literal for another one of the same file set: misspelt names,
    /// switches to other layers, duplicate ids, wrong types of values.
    static func mutate(_ text: String, vocabulary: [String], random: inout SplitMix64) -> String {
        var text = text
        let literals = stringLiterals(text)
        guard !literals.isEmpty else { return text }
        for _ in 0...random.below(3) {
            let ranges = stringLiterals(text)
            let target = ranges[random.below(ranges.count)]
            let replacement: String
            switch random.below(5) {
            case 0: replacement = "\"" + String(text[target].dropFirst().dropLast().dropLast()) + "\""
            case 1: replacement = "0"
            case 2: replacement = "[]"
            default: replacement = random.pick(vocabulary)
            }
            text.replaceSubrange(target, with: replacement)
        }
        return text
    }

    /// The files a layout is built from: its own and those of every layout it extends.
    static func chain(of layout: KeyboardLayout, in catalog: LayoutCatalog) -> [String] {
        var paths: [String] = []
        var current: KeyboardLayout? = layout
        while let layout = current, !paths.contains(catalog.paths[layout.id] ?? "") {
            paths.append(catalog.paths[layout.id] ?? "")
            current = layout.extends.flatMap { catalog.layout(id: $0) }
        }
        return paths
    }

    @Test func damagedLayoutsGiveFindingsWithRealPositions() throws {
        let files = try Self.shippedFiles()
        let vocabulary = Array(
            Set(files.flatMap { file in Self.stringLiterals(file.text).map { String(file.text[$0]) } })
        ).sorted()
        let original = LayoutCatalog.load(files).catalog
        var random = SplitMix64(state: 0x6C61_796F_7574)
        var findings = 0
        for round in 0..<250 {
            var damaged = files
            let index = random.below(files.count)
            damaged[index].text = Self.mutate(files[index].text, vocabulary: vocabulary, random: &random)
            let (catalog, diagnostics) = LayoutCatalog.load(damaged)
            let again = LayoutCatalog.load(damaged)
            #expect(again.catalog == catalog && again.diagnostics == diagnostics, "round \(round) is deterministic")
            findings += diagnostics.count
            for diagnostic in diagnostics {
                let file = try #require(damaged.first { $0.path == diagnostic.path }, "\(diagnostic)")
                let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
                let position = try #require(diagnostic.position, "\(diagnostic) has a position")
                #expect(position.line >= 1 && position.line <= lines.count, "\(diagnostic)")
                if position.line <= lines.count {
                    #expect(
                        position.column >= 1 && position.column <= lines[position.line - 1].unicodeScalars.count + 1,
                        "\(diagnostic)")
                }
            }
            // A layout with a problem is left out; every layout that neither is in the damaged
            // file nor extends one that is still loads.
            for layout in original.layouts where !Self.chain(of: layout, in: original).contains(files[index].path) {
                #expect(catalog.layout(id: layout.id) != nil, "round \(round): \(layout.id) still loads")
            }
        }
        #expect(findings > 120, "the damage mostly produces findings (\(findings))")
    }
}
