import Foundation
import KeySimCore
import KeySimSDL
import Testing

/// The real window under Xvfb, driven by real clicks with xdotool: what it records replays
/// to the same text, and what it shows equals the headless render of the same moment.
@Suite(.serialized)
struct WindowEndToEndTests {
    /// Key centres in window points for the default layout on an iPhone 15, from
    /// `keysim layouts --geometry --json` as a test author would get them.
    static func keyCentres() throws -> [String: [String: (x: Double, y: Double)]] {
        let result = try KeySimProcess.run(["layouts", "--geometry", "--json", "--device", "iphone-15"])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let layouts = try #require(object["layouts"] as? [[String: Any]])
        let layout = try #require(layouts.first { $0["id"] as? String == "email" })
        var layers: [String: [String: (x: Double, y: Double)]] = [:]
        for layer in try #require(layout["layers"] as? [[String: Any]]) {
            var keys: [String: (x: Double, y: Double)] = [:]
            for key in try #require(layer["keys"] as? [[String: Any]]) {
                let centre = try #require(key["center"] as? [String: Double])
                keys[try #require(key["id"] as? String)] = (centre["x"]!, centre["y"]!)
            }
            layers[try #require(layer["id"] as? String)] = keys
        }
        return layers
    }

    /// The centre of a field of the demo scene on an iPhone 15.
    static func fieldCentre(_ id: String) throws -> Point {
        let scene = try Scene.decode(try SourceFile.read(KeySimProcess.root + "/Assets/Scenes/demo.json"))
        let form = FormLayout(scene: scene, screen: Size(width: 393, height: 852))
        return try #require(form.frame(of: id)).field.center
    }

    @Test func clicksInTheWindowAreRecordedReplayToTheSameTextAndLookTheSame() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let keys = try Self.keyCentres()
        let email = try Self.fieldCentre("email")
        let letters = try #require(keys["letters"])
        let numbers = try #require(keys["numbers"])
        func click(_ point: (x: Double, y: Double)) -> String {
            "click \(Int(point.x.rounded())) \(Int(point.y.rounded()))"
        }
        // Email field, then "ann", 123, "7", ABC, "@" (on the email keyboard's letters), "x".
        let clicks = [
            click((email.x, email.y)), try KeySimProcess.waitForKeyboard(focus: "email", in: folder),
            click(try #require(letters["a"])), click(try #require(letters["n"])), click(try #require(letters["n"])),
            click(try #require(letters["numbers"])), click(try #require(numbers["7"])),
            click(try #require(numbers["letters"])), click(try #require(letters["@"])),
            click(try #require(letters["x"])),
        ]
        let record = folder.path + "/r.jsonl"
        let windowShot = folder.path + "/window.png"
        try Self.drive(clicks: clicks, record: record, screenshot: windowShot, signal: "TERM", in: folder)

        // (2) The recording replays to the text that was clicked.
        let headlessShot = folder.path + "/headless.png"
        let replay = try KeySimProcess.run(["replay", record, "--screenshot", headlessShot, "--scale", "1"])
        #expect(replay.status == 0, "\(replay.standardError)")
        let result = try #require(
            try JSONSerialization.jsonObject(with: Data(replay.standardOutput.utf8)) as? [String: Any])
        let fields = try #require(result["fields"] as? [[String: Any]])
        #expect(fields.first { $0["id"] as? String == "email" }?["text"] as? String == "ann7@x")
        #expect(result["focused"] as? String == "email")

        // (1) The window showed what the headless render of the same moment shows.
        let window = try Image.load(png: windowShot)
        let headless = try Image.load(png: headlessShot)
        let difference = window.difference(to: headless, tolerance: 2)
        #expect(difference.isWithinTolerance, "\(difference)")
        #expect(window.width == 393 && window.height == 852)
    }

    /// Runs `keysim run --record` under an X server of its own, clicks with xdotool (each click
    /// returns once recorded), then sends the window `signal` (TERM: it closes cleanly; KILL:
    /// it dies on the spot).
    static func drive(clicks: [String], record: String, screenshot: String?, signal: String, in folder: URL) throws {
        let shot = screenshot.map { " --screenshot \"\($0)\"" } ?? ""
        let script = """
            set -u
            "$1" run --record "\(record)"\(shot) &
            pid=$!
            \(KeySimProcess.findWindow)
            \(clicks.joined(separator: "\n"))
            kill -\(signal) $pid
            wait $pid
            status=$?
            [ "\(signal)" = "KILL" ] || exit $status
            """
        try script.write(toFile: folder.path + "/drive.sh", atomically: true, encoding: .utf8)
        let (status, printed) = try KeySimProcess.runUnderXvfb(script: folder.path + "/drive.sh")
        #expect(status == 0, "\(printed)")
    }

    @Test func aKilledWindowLosesNothingItRecorded() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let letters = try #require(try Self.keyCentres()["letters"])
        let name = try Self.fieldCentre("name")
        func click(_ point: (x: Double, y: Double)) -> String {
            "click \(Int(point.x.rounded())) \(Int(point.y.rounded()))"
        }
        let record = folder.path + "/r.jsonl"
        try Self.drive(
            clicks: [
                click((name.x, name.y)), try KeySimProcess.waitForKeyboard(focus: "name", in: folder),
                click(try #require(letters["k"])), click(try #require(letters["i"])),
            ], record: record, screenshot: nil, signal: "KILL", in: folder)
        let recorded = try String(contentsOfFile: record, encoding: .utf8)
        #expect(recorded.hasSuffix("\n"), "every event is a complete, flushed line")
        let lines = recorded.split(separator: "\n")
        #expect(lines.first?.contains("\"keysim\"") == true, "a header first")
        #expect(lines.filter { $0.contains("\"touch\"") }.count == 6, "down and up for three clicks")
        #expect(
            lines.dropFirst().allSatisfy { $0.contains("\"touch\"") || $0.contains("\"pointer\"") },
            "besides touches, only the pointer's moves are recorded")
        let replay = try KeySimProcess.run(["replay", record])
        #expect(replay.status == 0, "\(replay.standardError)")
        #expect(replay.standardOutput.contains("\"text\": \"Ki\""))
    }

    @Test func withoutADisplayRunExits69AndSaysWhatToDo() throws {
        let result = try KeySimProcess.run(["run"], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
        #expect(result.status == 69)
        #expect(result.standardError.contains("xvfb-run"))
        #expect(result.standardError.contains("keysim replay"))
    }
}
