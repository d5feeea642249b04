import Foundation
import Testing

/// `keysim layouts`, run as a user runs it.
struct LayoutsCommandTests {
    @Test func listsEveryShippedLayoutWithWhatItServesAndItsLayers() throws {
        let result = try KeySimProcess.run(["layouts"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError == "")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("LAYOUT") == true)
        let defaultLine = try #require(lines.first { $0.hasPrefix("default ") })
        #expect(defaultLine.contains("default, asciiCapable"))
        #expect(defaultLine.hasSuffix("letters, numbers, symbols"))
        #expect(lines.contains { $0.hasPrefix("url ") && $0.contains("URL") })
        #expect(!result.standardOutput.contains("fallback"), "every keyboard type has a layout of its own")
        // What an iPad shows follows where it is not the phone's layout.
        #expect(lines.contains("  emailAddress           email  · iPad: ipad-email"))
        #expect(lines.contains("  asciiCapableNumberPad  number-pad  · iPad: ipad-numbers"))
        #expect(
            lines.contains { $0.hasPrefix("ipad ") && $0.contains("default, asciiCapable, webSearch, namePhonePad") })
        let german = try #require(lines.first { $0.hasPrefix("de-qwertz ") })
        #expect(german.contains("— (a scene's keyboards)"), "a layout serving no type says how it is reached")
    }

    @Test func jsonListsLayoutsWithSortedKeys() throws {
        let result = try KeySimProcess.run(["layouts", "--json"])
        #expect(result.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let layouts = try #require(object["layouts"] as? [[String: Any]])
        let email = try #require(layouts.first { $0["id"] as? String == "email" })
        #expect(email["serves"] as? [String] == ["emailAddress"])
        #expect(email["extends"] as? String == "default")
        let layers = try #require(email["layers"] as? [[String: Any]])
        #expect(layers.map { $0["id"] as? String } == ["letters", "numbers", "symbols"])
        let served = Set(layouts.flatMap { $0["serves"] as? [String] ?? [] })
        #expect(served.count == 12, "every UIKeyboardType is served: \(served.sorted())")
        let types = try #require(object["keyboardTypes"] as? [String: [String: Any]])
        #expect(types.count == 12)
        #expect(types["URL"]?["layout"] as? String == "url")
        #expect(types["URL"]?["padLayout"] as? String == "ipad-url")
        #expect(types["URL"]?["fallback"] == nil)
        #expect(email["idiom"] as? String == "phone")
        #expect(layouts.first { $0["id"] as? String == "ipad-email" }?["idiom"] as? String == "pad")
        // Sorted keys: "extends" comes before "id" before "layers".
        let text = result.standardOutput
        let extendsIndex = try #require(text.range(of: "\"extends\""))
        let idIndex = try #require(text.range(of: "\"id\""))
        #expect(extendsIndex.lowerBound < idIndex.lowerBound)
    }

    @Test func badLayoutFolderReportsEachErrorAndStillListsTheRest() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"id": "good", "name": "Good", "serves": ["default"], "layers": [{"id": "a", "rows": [["q"]]}]}"#
            .write(to: folder.appendingPathComponent("good.json"), atomically: true, encoding: .utf8)
        try #"{"id": "bad", "name": "Bad", "layers": [{"id": "a", "rows": [[{"key": "q", "lable": "Q"}]]}]}"#
            .write(to: folder.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let result = try KeySimProcess.run(["layouts", "--layouts", folder.path])
        #expect(result.status == 65)
        #expect(
            result.standardError
                == "\(folder.path)/bad.json:1:76: error: unknown key 'lable' in key; did you mean 'label'?\n")
        #expect(result.standardOutput.contains("good "))
        #expect(result.standardOutput.contains("  URL                    good (fallback: no layout serves this type)"))
    }

    @Test func missingFolderExits66() throws {
        let result = try KeySimProcess.run(["layouts", "--layouts", "/nonexistent/keysim"])
        #expect(result.status == 66)
        #expect(result.standardError == "keysim: /nonexistent/keysim: error: no such file or folder\n")
    }

    @Test(arguments: [
        (
            ["layouts", "--jsno"],
            "keysim layouts: error: unknown option '--jsno'. Did you mean '--json'?\nUsage: keysim layouts [--json] [--geometry [--device NAME]] [--layouts DIR]\nSee 'keysim layouts --help'.\n"
        ),
        (
            ["layuots"],
            "keysim: error: unknown command 'layuots'. Did you mean 'layouts'?\nUsage: keysim <command> [options]\nSee 'keysim --help'.\n"
        ),
        (
            ["layouts", "--layouts"],
            "keysim layouts: error: '--layouts' needs a value\nUsage: keysim layouts [--json] [--geometry [--device NAME]] [--layouts DIR]\nSee 'keysim layouts --help'.\n"
        ),
    ])
    func usageErrorsExit64WithTheUsageLine(arguments: [String], expected: String) throws {
        let result = try KeySimProcess.run(arguments)
        #expect(result.status == 64)
        #expect(result.standardError == expected)
        #expect(result.standardOutput == "")
    }
}

extension LayoutsCommandTests {
    /// `--geometry --json` gives the window positions tests and scripts click.
    @Test func geometryGivesKeyCentresInWindowPoints() throws {
        let result = try KeySimProcess.run(["layouts", "--geometry", "--json", "--device", "iphone-15"])
        #expect(result.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(object["device"] as? String == "iphone-15")
        let layouts = try #require(object["layouts"] as? [[String: Any]])
        let layout = try #require(layouts.first { $0["id"] as? String == "default" })
        let letters = try #require((layout["layers"] as? [[String: Any]])?.first)
        let keys = try #require(letters["keys"] as? [[String: Any]])
        let e = try #require(keys.first { $0["id"] as? String == "e" })
        let centre = try #require(e["center"] as? [String: Double])
        #expect(abs(centre["x"]! - 98.25) < 0.001 && centre["y"] == 592)
        let hit = try #require(keys.first { $0["id"] as? String == "q" }?["hit"] as? [String: Double])
        #expect(hit["x"] == 0 && hit["y"] == 561, "the first key's hit region reaches the keyboard's corner")
    }

    /// The places no touch answers are in the JSON: the home-indicator strip with its keys,
    /// and the number pad's empty cell.
    @Test func geometryShowsTheStripItsKeysAndTheEmptyCells() throws {
        func geometry(_ device: String) throws -> [String: Any] {
            let result = try KeySimProcess.run(["layouts", "--geometry", "--json", "--device", device])
            #expect(result.status == 0, "\(result.standardError)")
            return try #require(
                try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        }
        func layer(_ id: String, in object: [String: Any]) throws -> [String: Any] {
            let layouts = try #require(object["layouts"] as? [[String: Any]])
            return try #require((layouts.first { $0["id"] as? String == id }?["layers"] as? [[String: Any]])?.first)
        }
        let phone = try geometry("iphone-15")
        #expect(phone["strip"] as? [String: Double] == ["x": 0, "y": 781, "width": 393, "height": 71])
        let keys = try #require(try layer("default", in: phone)["keys"] as? [[String: Any]])
        let globe = try #require(keys.first { $0["id"] as? String == "globe" })
        #expect(globe["inStrip"] as? Bool == true)
        #expect(globe["hit"] as? [String: Double] == ["x": 4, "y": 784, "width": 56, "height": 44])
        #expect(keys.first { $0["id"] as? String == "space" }?["inStrip"] as? Bool == false)
        let space = try #require(keys.first { $0["id"] as? String == "space" }?["hit"] as? [String: Double])
        #expect(space["y"]! + space["height"]! == 781, "the space bar's region ends at the strip")
        let pad = try layer("number-pad", in: phone)
        #expect(pad["emptyCells"] as? [[String: Double]] == [["x": 0, "y": 727, "width": 131, "height": 54]])

        let se = try geometry("iphone-se")
        #expect(se["strip"] is NSNull)
        let seKeys = try #require(try layer("default", in: se)["keys"] as? [[String: Any]])
        #expect(seKeys.allSatisfy { $0["inStrip"] as? Bool == false })
    }

    @Test func geometryForAnUnknownDeviceIsAUsageError() throws {
        let result = try KeySimProcess.run(["layouts", "--geometry", "--device", "ipohne-15"])
        #expect(result.status == 64)
        #expect(
            result.standardError.hasPrefix("keysim layouts: error: no device 'ipohne-15'; did you mean 'iphone-15'?"))
    }
}
