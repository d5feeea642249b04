import Foundation
import KeySimSDL
import Testing

/// `--content-size` on `keysim render` and `keysim replay`, a scene's and a script header's
/// `contentSize`, run through the built binary as a user runs them.
struct ContentSizeCommandTests {
    /// Runs `keysim` with `arguments`, where `{dir}` is a fresh folder holding `files`.
    func run(_ arguments: [String], files: [String: String] = [:]) throws -> (KeySimProcess.Result, folder: URL) {
        let folder = try KeySimProcess.temporaryFolder()
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let resolved = arguments.map { $0.replacingOccurrences(of: "{dir}", with: folder.path) }
        return (try KeySimProcess.run(resolved), folder)
    }

    /// The `frame` of each field in a replay's result, by id.
    static func frames(_ result: String) throws -> [String: [String: Double]] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.utf8)) as? [String: Any])
        let fields = try #require(json["fields"] as? [[String: Any]])
        var frames: [String: [String: Double]] = [:]
        for field in fields {
            frames[try #require(field["id"] as? String)] = try #require(field["frame"] as? [String: Double])
        }
        return frames
    }

    static let script = """
        {"keysim": 1, "scene": "demo", "device": "iphone-15"}
        {"t": 0, "focus": "email"}
        {"t": 500, "type": "ann@example.com"}
        {"t": 3000, "expect": {"field": "email", "text": "ann@example.com", "focused": "email"}}
        """

    @Test func renderDrawsTheSceneAtTheSizeGiven() throws {
        let (result, folder) = try run([
            "render", "--scene", "demo", "--content-size", "accessibilityExtraExtraExtraLarge", "--scale", "1",
            "--out", "{dir}/ax5.png",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 0, "\(result.standardError)")
        let image = try Image.load(png: folder.appendingPathComponent("ax5.png").path)
        #expect(image.width == 393 && image.height == 852)
    }

    @Test(arguments: [
        (
            ["render", "--scene", "demo", "--content-size", "extraLage", "--out", "{dir}/x.png"],
            "keysim render: error: '--content-size': unknown content size 'extraLage'; did you mean 'extraLarge'?"
        ),
        (
            ["render", "--layout", "default", "--content-size", "large", "--out", "{dir}/x.png"],
            "keysim render: error: '--content-size' goes with '--scene' (the keyboard's keys keep their size)"
        ),
        (
            ["run", "--content-size", "extraLage"],
            "keysim run: error: '--content-size': unknown content size 'extraLage'; did you mean 'extraLarge'?"
        ),
        (
            ["replay", "{dir}/s.jsonl", "--content-size", "mediun"],
            "keysim replay: error: '--content-size': unknown content size 'mediun'; did you mean 'medium'?"
        ),
    ])
    func anUnknownSizeIsAUsageErrorWithTheNearestName(arguments: [String], message: String) throws {
        let (result, folder) = try run(arguments, files: ["s.jsonl": Self.script])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 64)
        #expect(result.standardError.split(separator: "\n").first.map(String.init) == message)
    }

    @Test func replayLaysTheFormOutAtTheHeadersSizeAndTheOptionWinsOverIt() throws {
        let header =
            #"{"keysim": 1, "scene": "demo", "device": "iphone-15", "contentSize": "accessibilityExtraExtraExtraLarge"}"#
        let big = Self.script.replacingOccurrences(
            of: #"{"keysim": 1, "scene": "demo", "device": "iphone-15"}"#, with: header)
        let (atHeader, folder) = try run(
            ["replay", "{dir}/big.jsonl"], files: ["big.jsonl": big, "s.jsonl": Self.script])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(atHeader.status == 0, "\(atHeader.standardError)")
        let (plain, _) = try run(["replay", folder.appendingPathComponent("s.jsonl").path])
        let (overridden, _) = try run([
            "replay", folder.appendingPathComponent("big.jsonl").path, "--content-size", "large",
        ])
        let large = try Self.frames(plain.standardOutput)
        #expect(large["email"]?["height"] == 44)
        #expect(try Self.frames(overridden.standardOutput) == large)
        let ax5 = try Self.frames(atHeader.standardOutput)
        let email = try #require(ax5["email"])
        #expect(try #require(email["height"]) > 80)
        // The focused field is above the keyboard (the iPhone 15's email keyboard starts at y 561).
        #expect(try #require(email["y"]) + email["height"]! <= 561)
    }

    @Test func aScenesContentSizeIsUsedAndABadOneIsBadDataAtItsPosition() throws {
        let scene = #"{"title": "T", "contentSize": "accessibilityLarge", "fields": [{"id": "a", "label": "A"}]}"#
        let bad = #"{"title": "T", "contentSize": "acessibilityLarge", "fields": [{"id": "a"}]}"#
        let script = #"{"keysim": 1, "scene": "scene.json"}"# + "\n" + #"{"t": 0, "focus": "a"}"#
        let badScript = #"{"keysim": 1, "scene": "bad.json"}"# + "\n" + #"{"t": 0, "focus": "a"}"#
        let (result, folder) = try run(
            ["replay", "{dir}/s.jsonl"],
            files: ["scene.json": scene, "bad.json": bad, "s.jsonl": script, "b.jsonl": badScript])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try #require(try Self.frames(result.standardOutput)["a"]?["height"]) > 44)
        let (failed, _) = try run(["replay", folder.appendingPathComponent("b.jsonl").path])
        #expect(failed.status == 65)
        #expect(
            failed.standardError.hasPrefix(
                folder.appendingPathComponent("bad.json").path
                    + ":1:31: error: unknown content size 'acessibilityLarge'; did you mean 'accessibilityLarge'?"),
            "\(failed.standardError)")
    }
}
