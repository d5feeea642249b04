import Foundation
import KeySimCore
import KeySimSDL
import Testing

/// `keysim run --watch` in the real window (on an X server of its own, clicked with xdotool,
/// photographed with ImageMagick's `import`): a saved layout shows at once with the typed text
/// kept; a broken one leaves the last good keyboard up under a red banner until it is fixed.
@Suite(.serialized)
struct WindowHotReloadTests {
    /// Key frames (window points) of the default layout's letters on an iPhone 15, from
    /// `keysim layouts --geometry --json` as a layout author would get them.
    static func letterFrames() throws -> [String: Rect] {
        let result = try KeySimProcess.run(["layouts", "--geometry", "--json", "--device", "iphone-15"])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let layouts = try #require(object["layouts"] as? [[String: Any]])
        let layout = try #require(layouts.first { $0["id"] as? String == "default" })
        let layers = try #require(layout["layers"] as? [[String: Any]])
        let letters = try #require(layers.first { $0["id"] as? String == "letters" })
        var frames: [String: Rect] = [:]
        for key in try #require(letters["keys"] as? [[String: Any]]) {
            let frame = try #require(key["frame"] as? [String: Double])
            frames[try #require(key["id"] as? String)] = Rect(
                x: frame["x"]!, y: frame["y"]!, width: frame["width"]!, height: frame["height"]!)
        }
        return frames
    }

    @Test func aSavedLayoutShowsAtOnceAndABrokenOneLeavesTheLastGoodUnderABanner() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let layouts = folder.path + "/Layouts"
        try FileManager.default.copyItem(atPath: KeySimProcess.root + "/Layouts", toPath: layouts)
        // The versions of default.json the test saves, each moved into place in one step.
        let original = try String(contentsOfFile: layouts + "/default.json", encoding: .utf8)
        let relabelledText = original.replacingOccurrences(
            of: "\"q\", \"w\",", with: "{\"key\": \"q\", \"label\": \"Q!\"}, \"w\",")
        #expect(relabelledText != original)
        try relabelledText.write(toFile: folder.path + "/relabelled.json", atomically: true, encoding: .utf8)
        try "{\n  \"id\": \"default\",\n  \"layers\": [\n".write(
            toFile: folder.path + "/broken.json", atomically: true, encoding: .utf8)

        let keys = try Self.letterFrames()
        let name = try WindowEndToEndTests.fieldCentre("name")
        func click(_ id: String) throws -> String {
            let centre = try #require(keys[id]).center
            return "click \(Int(centre.x.rounded())) \(Int(centre.y.rounded()))"
        }
        // What the relabelled keyboard looks like, drawn headless, and its top letter row, q
        // to p, as the window shows it once the relabelled file has loaded.
        let relabelledLayouts = folder.path + "/RelabelledLayouts"
        try FileManager.default.copyItem(atPath: layouts, toPath: relabelledLayouts)
        try relabelledText.write(toFile: relabelledLayouts + "/default.json", atomically: true, encoding: .utf8)
        let keyboardShot = folder.path + "/keyboard.png"
        let render = try KeySimProcess.run([
            "render", "--layout", "default", "--layouts", relabelledLayouts, "--scale", "1", "--out", keyboardShot,
        ])
        #expect(render.status == 0, "\(render.standardError)")
        let keyboard = try Image.load(png: keyboardShot)
        let keyboardTop = 852.0 - Double(keyboard.height)
        let q = try #require(keys["q"])
        let p = try #require(keys["p"])
        let row = Rect(x: q.minX, y: q.minY, width: p.maxX - q.minX, height: q.height)
        let rowGeometry = "\(Int(row.width))x\(Int(row.height))+\(Int(row.minX))+\(Int(row.minY))"
        let relabelledRow = folder.path + "/relabelled-row.png"
        let crop = try ProcessRunner.run(
            "/usr/bin/env",
            [
                "convert", keyboardShot, "-crop",
                "\(Int(row.width))x\(Int(row.height))+\(Int(row.minX))+\(Int(row.minY - keyboardTop))", "+repage",
                relabelledRow,
            ])
        #expect(crop.status == 0)

        // Saves a version over default.json in one step (a copy renamed over it).
        func save(_ version: String) -> String {
            "save \"\(folder.path)/\(version).json\" \"\(layouts)/default.json\""
        }
        let banner = Rect(x: 0, y: 59, width: 393, height: 50)
        let bannerRows = "\(Int(banner.minY)) \(Int(banner.maxY))"
        let steps = [
            "click \(Int(name.x.rounded())) \(Int(name.y.rounded()))",
            try KeySimProcess.waitForKeyboard(focus: "name", arguments: ["--layouts", layouts], in: folder),
            try click("k"), "shot before",
            save("relabelled"), "wait_for 'the relabelled q' 'shows \"\(relabelledRow)\" \(rowGeometry)'",
            "shot relabelled",
            try click("i"),
            "before=$(rows \(bannerRows))", save("broken"),
            "wait_for 'the banner' '[ \"$(rows \(bannerRows))\" != \"$before\" ]'", "shot broken",
            "before=$(rows \(bannerRows))", save("relabelled"),
            "wait_for 'the banner to go' '[ \"$(rows \(bannerRows))\" != \"$before\" ]'", "shot fixed",
        ]
        let record = folder.path + "/r.jsonl"
        try Self.drive(
            steps: steps,
            arguments: [
                "--watch", "--layouts", layouts, "--record", record, "--screenshot", folder.path + "/final.png",
            ],
            in: folder)

        let before = try Image.load(png: folder.path + "/before.png")
        let relabelled = try Image.load(png: folder.path + "/relabelled.png")
        let broken = try Image.load(png: folder.path + "/broken.png")
        let fixed = try Image.load(png: folder.path + "/fixed.png")

        // The top letter row: the window's against the headless keyboard's.
        func rowDifference(_ window: Image) -> Int {
            differingPixels(window, in: row, against: keyboard, offsetY: -keyboardTop)
        }
        #expect(rowDifference(before) > 20, "before saving, the window showed the old q")
        #expect(rowDifference(relabelled) == 0, "once the save is noticed, the window shows Q!")
        #expect(rowDifference(broken) == 0, "a broken file leaves the last good keyboard")
        #expect(rowDifference(fixed) == 0)

        // The banner: red under the status area while the file is broken, gone once fixed.
        let bannerArea = Rect(x: 0, y: 59, width: 393, height: 50)
        #expect(pixels(of: BannerStyle.background, in: bannerArea, of: broken) > 5_000)
        #expect(pixels(of: BannerStyle.background, in: bannerArea, of: relabelled) == 0)
        #expect(pixels(of: BannerStyle.background, in: bannerArea, of: fixed) == 0)
        let title = Rect(x: 0, y: 0, width: 393, height: 100)
        #expect(differingPixels(fixed, in: title, against: before, offsetY: 0) == 0, "the form is back as it was")

        // The text typed before the reload survived it: the window's last picture (drawn at
        // the last click, so the caret is in a known phase) is the replay of what it recorded.
        let replayShot = folder.path + "/replay.png"
        let replay = try KeySimProcess.run([
            "replay", record, "--layouts", layouts, "--screenshot", replayShot, "--scale", "1",
        ])
        #expect(replay.status == 0, "\(replay.standardError)")
        #expect(replay.standardOutput.contains("\"text\": \"Ki\""), "\(replay.standardOutput)")
        let final = try Image.load(png: folder.path + "/final.png")
        let difference = final.difference(to: try Image.load(png: replayShot), tolerance: 2)
        #expect(difference.isWithinTolerance, "\(difference)")
    }

    @Test func runHelpSaysWhatWatchReloadsAndThatRecordingsDoNotRecordReloads() throws {
        let result = try KeySimProcess.run(["run", "--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("[--watch]"))
        let text = result.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for phrase in [
            "--watch Reload the layouts, devices, timings, theme and scene", "red banner", "does not record them",
        ] {
            #expect(text.contains(phrase), "\(phrase)")
        }
    }

    /// Runs `keysim run ARGUMENTS` on an X server of its own and takes `steps`: `click X Y`
    /// (window points), `shot NAME` (the window as `NAME.png` in `folder`), `save FROM TO`
    /// (moves a copy of FROM over TO in one step), the waits of `KeySimProcess.findWindow`, or
    /// any shell command; then closes the window with TERM.
    static func drive(steps: [String], arguments: [String], in folder: URL) throws {
        let quoted = arguments.map { "\"\($0)\"" }.joined(separator: " ")
        let script = """
            set -u
            "$1" run \(quoted) &
            pid=$!
            \(KeySimProcess.findWindow)
            shot() { import -window "$wid" "\(folder.path)/$1.png" || { echo "import failed"; kill $pid; exit 1; }; }
            save() {
              cp "$1" "$2.next"
              mv "$2.next" "$2"
            }
            \(steps.joined(separator: "\n"))
            kill -TERM $pid
            wait $pid
            """
        try script.write(toFile: folder.path + "/drive.sh", atomically: true, encoding: .utf8)
        let (status, printed) = try KeySimProcess.runUnderXvfb(script: folder.path + "/drive.sh")
        #expect(status == 0, "\(printed)")
    }

    /// Pixels (1 a point) inside `rect` of `window` that differ by more than 2 in a channel
    /// from `other`'s pixels `offsetY` points lower (higher when negative).
    private func differingPixels(_ window: Image, in rect: Rect, against other: Image, offsetY: Double) -> Int {
        var count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let a = window[x, y]
                let b = other[x, y + Int(offsetY)]
                let delta = max(
                    abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
                if delta > 2 { count += 1 }
            }
        }
        return count
    }

    /// Pixels inside `rect` of `image` within 2 of `color` in every channel.
    private func pixels(of color: Color, in rect: Rect, of image: Image) -> Int {
        var count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let pixel = image[x, y]
                if abs(Int(pixel.red) - Int(color.red)) <= 2, abs(Int(pixel.green) - Int(color.green)) <= 2,
                    abs(Int(pixel.blue) - Int(color.blue)) <= 2
                {
                    count += 1
                }
            }
        }
        return count
    }
}
