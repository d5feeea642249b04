import Foundation
import KeySimSDL
import Testing

/// Characters no installed font has: `keysim render` and `keysim lint` name them and where
/// they are, instead of drawing a silent box; Hangul, which Noto Sans CJK has, draws.
struct MissingGlyphCommandTests {
    /// A layout whose letters layer has a Hangul key and an Adlam one (U+1E900: no font of a
    /// Debian set-up with DejaVu and Noto CJK has Adlam).
    static let layout = """
        {"id": "scripts", "name": "Scripts", "serves": ["default"], "layers": [
          {"id": "letters", "rows": [["ㅂ", "ㅈ", "ㄷ", "가", "\u{1E900}"], ["shift", "space", "delete", "return"]]}
        ]}
        """

    static let scene = """
        {"title": "Scripts", "fields": [
          {"id": "korean", "label": "인사", "text": "안녕하세요"},
          {"id": "adlam", "label": "Adlam", "text": "ok \u{1E900}\u{1E900} \u{10FFFD}"}
        ]}
        """

    @Test func renderWarnsOfEachCharacterNoFontHasNamingTheKeyAndLayer() throws {
        let folder = try LintCommandTests.folder(["scripts.json": Self.layout])
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.png").path
        let result = try KeySimProcess.run([
            "render", "--layout", "scripts", "--layouts", folder.path, "--out", out,
        ])
        #expect(result.status == 0, "a warning does not fail: \(result.standardError)")
        #expect(
            result.standardError
                == "keysim render: warning: U+1E900 '\u{1E900}' in key '\u{1E900}' of layer 'letters' of layout 'scripts' has no glyph in any installed font; it is drawn as an empty box\n"
        )
        #expect(FileManager.default.fileExists(atPath: out), "the picture is still written")
    }

    @Test func renderWarnsOfEachCharacterNoFontHasNamingTheField() throws {
        let folder = try LintCommandTests.folder(["scripts.json": Self.scene])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try KeySimProcess.run([
            "render", "--scene", folder.path + "/scripts.json", "--out", folder.path + "/out.png",
        ])
        #expect(result.status == 0)
        #expect(
            result.standardError == """
                keysim render: warning: U+1E900 '\u{1E900}' in field 'adlam' has no glyph in any installed font; it is drawn as an empty box
                keysim render: warning: U+10FFFD '\u{10FFFD}' in field 'adlam' has no glyph in any installed font; it is drawn as an empty box

                """)
    }

    @Test func aLayoutOfHangulKeysRendersTheirGlyphsAndNoBox() throws {
        let folder = try LintCommandTests.folder([
            "korean.json": Self.layout.replacingOccurrences(of: "\u{1E900}", with: "ㅁ"),
            "boxes.json": Self.layout.replacingOccurrences(of: "\"scripts\"", with: "\"boxes\"")
                .replacingOccurrences(of: "\"default\"", with: "\"twitter\"")
                .replacingOccurrences(of: "ㅂ", with: "\u{10FFFD}").replacingOccurrences(of: "ㅈ", with: "\u{10FFFE}")
                .replacingOccurrences(of: "ㄷ", with: "\u{10FFFC}").replacingOccurrences(of: "가", with: "\u{10FFFB}")
                .replacingOccurrences(of: "\u{1E900}", with: "\u{10FFFA}"),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        func render(_ id: String) throws -> (KeySimProcess.Result, Image) {
            let out = folder.appendingPathComponent("\(id).png").path
            let result = try KeySimProcess.run(["render", "--layout", id, "--layouts", folder.path, "--out", out])
            return (result, try Image.load(png: out))
        }
        let (korean, hangul) = try render("scripts")
        #expect(korean.status == 0)
        #expect(korean.standardError == "", "every key has its glyph")
        // The same keys with characters no font has: five boxes, all alike.
        let (missing, boxes) = try render("boxes")
        #expect(missing.standardError.split(separator: "\n").count == 5)
        #expect(hangul.width == boxes.width && hangul.height == boxes.height)
        // The first row's keys differ from boxes: 가 and its jamo are drawn.
        var differing = 0
        for y in 0..<(hangul.height / 3) {
            for x in 0..<hangul.width where hangul[x, y] != boxes[x, y] { differing += 1 }
        }
        #expect(differing > 500, "\(differing) pixels differ from the boxes")
    }

    @Test func lintReportsACharacterNoFontHasAtTheKeyAsAWarning() throws {
        let folder = try LintCommandTests.folder(["scripts.json": Self.layout])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.path + "/scripts.json"
        let result = try KeySimProcess.run(["lint", file])
        #expect(result.status == 0, "a warning, as lint's others: \(result.standardOutput)")
        let finding =
            "\(file):2:51: warning: U+1E900 '\u{1E900}' in key '\u{1E900}' of layer 'letters' has no glyph in any installed font; it is drawn as an empty box [missing-glyph]"
        #expect(result.standardOutput.contains(finding + "\n"), "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("U+AC00"), "가 has a glyph")
        #expect(try KeySimProcess.run(["lint", file, "--strict"]).status == 1, "--strict fails on it")
    }
}
