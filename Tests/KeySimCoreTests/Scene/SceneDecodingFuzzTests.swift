import Testing

@testable import KeySimCore

/// Damaged copies of the shipped scenes never crash the loader, and every problem points at
/// a real place in the file.
struct SceneDecodingFuzzTests {
    @Test func damagedScenesGiveProblemsAtRealPositions() throws {
        let files = try SourceFile.readJSONFiles(in: ShippedData.root + "/Assets/Scenes")
        let vocabulary =
            Array(
                Set(
                    files.flatMap { file in
                        LayoutLoadingFuzzTests.stringLiterals(file.text).map { String(file.text[$0]) }
                    }
                )
            ).sorted() + ["-1", "0", "2.5", "true", "null", "{}", "\"\"", "\"([\""]
        var random = SplitMix64(state: 0x5CE4E)
        var problems = 0
        for round in 0..<400 {
            let file = files[round % files.count]
            let text = LayoutLoadingFuzzTests.mutate(file.text, vocabulary: vocabulary, random: &random)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            do {
                _ = try Scene.decode(SourceFile(path: file.path, text: text))
            } catch {
                problems += 1
                let position = try #require(error.position, "\(error)")
                #expect(error.path == file.path)
                #expect(position.line >= 1 && position.line <= lines.count, "\(error)")
                if position.line <= lines.count {
                    let line = lines[position.line - 1]
                    #expect(position.column >= 1 && position.column <= line.unicodeScalars.count + 1, "\(error)")
                }
            }
        }
        // Most damage is caught; a few swaps are harmless (one label for another).
        #expect(problems > 200)
    }
}
