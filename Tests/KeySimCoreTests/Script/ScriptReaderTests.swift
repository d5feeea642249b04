import Foundation
import Testing

@testable import KeySimCore

/// A script read a piece at a time decodes exactly as the whole file parsed at once: the
/// same lines, header, warnings and errors, wherever the pieces are cut.
struct ScriptReaderTests {
    /// Reads `text` fed in pieces of `chunk` bytes; the lines, and the reader at the end.
    static func read(_ text: String, chunk: Int, path: String = "s.jsonl") -> ([ScriptLine], ScriptReader) {
        var reader = ScriptReader(path: path)
        var lines: [ScriptLine] = []
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + chunk)
            reader.feed(Array(bytes[start..<end]), into: &lines)
            start = end
        }
        reader.finish(into: &lines)
        return (lines, reader)
    }

    static let texts = [
        "{\"keysim\": 1, \"device\": \"iphone-se\"}\n{\"t\":0,\"focus\":\"a\"}\n\n  \n{\"t\":5,\"tap\":\"q\"}\n",
        "\u{FEFF}{\"t\":0,\"focus\":\"a\"}\r\n{\"t\":1,\"type\":\"h\u{E9}llo 👍\"}\r\n",
        "\n\n{\"t\":5,\"tap\":\"a\"}",
        "{\"keysim\": 1}\n{\"t\":0,\"tap\":\"q\"}\n\n{\"t\":5,\"tap\":\"w\"}\n  {\"t\":9,\"ta",
        "{\"t\":0,\"tap\":\"q\"}\n{\"t\":1,\"tap\n  ",
        "{\"keysim\": 1}\n{\"t\":0,",
        "{\"t\":0,\"tap\":\"q\"}\r",
    ]

    @Test(arguments: texts)
    func piecesOfAnySizeDecodeAsTheWholeFileParses(text: String) throws {
        let script = try Script.parse(SourceFile(path: "s.jsonl", text: text))
        for chunk in [1, 2, 3, 7, 64, 1 << 16] {
            let (lines, reader) = Self.read(text, chunk: chunk)
            #expect(reader.problem == nil)
            #expect(reader.isValidUTF8)
            #expect(lines == script.lines, "pieces of \(chunk) bytes")
            #expect(reader.header == script.header)
            #expect(reader.decoder.warnings == script.warnings)
            #expect(reader.decoder.eventCount == script.lines.count)
        }
    }

    static let badTexts = [
        "",
        " \n\t\n",
        "{\"t\":0,\"tap\":\"q\"}\n{\"t\":9,\"ta\n{\"t\":10,\"tap\":\"q\"}\n",
        "{\"t\":300,\"tap\":\"q\"}\n{\"t\":200,\"tap\":\"w\"}\n",
        "{\"t\":0,\"tap\":\"q\"}\n{\"keysim\": 1}\n",
        "{\"t\":9,\"ta",
        "{\"t\":0,\"tapp\":\"q\"}\n",
    ]

    @Test(arguments: badTexts)
    func aBadScriptGivesTheMessageParsingItWholeGives(text: String) throws {
        let error = #expect(throws: Diagnostic.self) { try Script.parse(SourceFile(path: "s.jsonl", text: text)) }
        for chunk in [1, 5, 1 << 16] {
            let (_, reader) = Self.read(text, chunk: chunk)
            #expect(reader.problem?.description == error?.description, "pieces of \(chunk) bytes")
        }
    }

    @Test func bytesThatAreNotUTF8AreFoundEvenAfterAProblem() {
        var reader = ScriptReader(path: "s.jsonl")
        var lines: [ScriptLine] = []
        let lines1 = "{\"t\":0,\"tapp\":\"q\"}\n{\"t\":1,\"tap\":\"q\"}\n{\"t\":2,\"tap\":\""
        let bytes: [UInt8] = Array(lines1.utf8) + [0xFF] + Array("\"}\n".utf8)
        reader.feed(bytes, into: &lines)
        reader.finish(into: &lines)
        #expect(reader.problem != nil)
        #expect(!reader.isValidUTF8)
        #expect(lines.isEmpty)
    }

    @Test func linesAreHandedOutAsTheyAreReadNotKept() {
        // A line is held back only until the next one arrives (to know whether it was the last).
        var reader = ScriptReader(path: "s.jsonl")
        var lines: [ScriptLine] = []
        let text = (0..<100).map { "{\"t\":\($0),\"tap\":\"q\"}\n" }.joined()
        reader.feed(Array(text.utf8), into: &lines)
        #expect(lines.count == 99)
        lines.removeAll()
        reader.finish(into: &lines)
        #expect(lines.map(\.time) == [99])
        #expect(reader.decoder.eventCount == 100)
    }

    @Test(arguments: ["pass", "bad"])
    func everyReplayFixtureReadsAsItParses(folder: String) throws {
        let directory = ShippedData.root + "/Tests/Fixtures/replay/" + folder
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".jsonl") }
        #expect(!names.isEmpty)
        for name in names {
            let file = try SourceFile.read(directory + "/" + name)
            let (lines, reader) = Self.read(file.text, chunk: 97, path: file.path)
            do {
                let script = try Script.parse(file)
                #expect(reader.problem == nil, "\(name)")
                #expect(lines == script.lines, "\(name)")
                #expect(reader.header == script.header && reader.decoder.warnings == script.warnings, "\(name)")
            } catch {
                #expect(reader.problem == error, "\(name)")
            }
        }
    }
}
