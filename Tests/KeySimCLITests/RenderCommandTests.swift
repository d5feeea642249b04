import Foundation
import KeySimSDL
import Testing

/// `keysim render`, run as a user runs it: a layout's layers stacked, a contact sheet of every
/// layout, the inspector with a touch, and usage errors that say what to do.
struct RenderCommandTests {
    /// Runs `keysim render` with `arguments` writing to a fresh `out.png`.
    func render(_ arguments: [String]) throws -> (KeySimProcess.Result, image: Image?) {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.png").path
        let result = try KeySimProcess.run(["render"] + arguments + ["--out", out])
        let image = FileManager.default.fileExists(atPath: out) ? try Image.load(png: out) : nil
        return (result, image)
    }

    /// Arguments that are a usage error, and the message's first line.
    static let usageErrors: [([String], String)] = [
        (
            ["--sheet", "--layout", "default"],
            "'--sheet' draws every layout; drop '--layout' and '--scene' (for one layout's layers use '--layout ID --all-layers')"
        ),
        (["--sheet", "--layer", "letters"], "'--layer' does not go with '--sheet'"),
        (["--sheet", "--focus", "email"], "'--focus' does not go with '--sheet'"),
        (["--all-layers"], "'--all-layers' goes with '--layout ID' (or use '--sheet' for every layout)"),
        (
            ["--all-layers", "--scene", "demo"],
            "'--all-layers' goes with '--layout ID' (or use '--sheet' for every layout)"
        ),
        (
            ["--all-layers", "--layout", "default", "--layer", "numbers"],
            "'--all-layers' draws every layer; drop '--layer'"
        ),
        (
            ["--layout", "default", "--touch", "120;70"],
            "'--touch' needs X,Y in points, like '--touch 120,700' (got '120;70')"
        ),
        (
            ["--layout", "default", "--touch", "120"],
            "'--touch' needs X,Y in points, like '--touch 120,700' (got '120')"
        ),
        (
            ["--layout", "default", "--touch", "1,2,3"],
            "'--touch' needs X,Y in points, like '--touch 120,700' (got '1,2,3')"
        ),
        (
            ["--layout", "default", "--touch", "x,70"],
            "'--touch' needs X,Y in points, like '--touch 120,700' (got 'x,70')"
        ),
        (
            ["--layout", "default", "--touch", "-4,70"],
            "'--touch' needs X,Y in points, like '--touch 120,700' (got '-4,70')"
        ),
        (["--layout", "default", "--focus", "email"], "'--focus' goes with '--scene'"),
        ([], "give one of '--scene', '--layout' or '--sheet'"),
        (["--layout", "defualt", "--all-layers"], "no layout 'defualt'; did you mean 'default'? Layouts: "),
        (
            ["--layout", "default", "--layer", "emoji", "--inspect"],
            "layout 'default' has no layer 'emoji'; its layers are: letters, numbers, symbols"
        ),
        (["--sheet", "--device", "iphone15"], "no device 'iphone15'; did you mean 'iphone-15'?"),
    ]

    @Test(arguments: usageErrors)
    func usageErrorsExitWith64AndSayWhatToDo(arguments: [String], message: String) throws {
        let (result, image) = try render(arguments)
        #expect(result.status == 64)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        let first = try #require(lines.first)
        #expect(first.hasPrefix("keysim render: error: " + message), "\(first)")
        #expect(lines.contains { $0.contains("keysim render --sheet --out FILE.png") }, "the usage is shown")
        #expect(lines.last == "See 'keysim render --help'.")
        #expect(result.standardOutput == "")
        #expect(image == nil, "nothing is written")
    }

    @Test func allLayersStacksEveryLayerOfTheLayoutAndPrintsTheKeyATouchChoseOnEach() throws {
        let (result, image) = try render(["--layout", "default", "--all-layers", "--touch", "120,150"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput
                == "default · letters: (120, 150) → x\ndefault · numbers: (120, 150) → ,\ndefault · symbols: (120, 150) → ,\n"
        )
        let picture = try #require(image)
        // Three iPhone 15 keyboards (393 × 291 points) one above another at 2×, with margins
        // and a label line above each.
        #expect(picture.width == 2 * (393 + 2 * 16))
        #expect(picture.height > 2 * 3 * (291 + 16) && picture.height < 2 * 3 * (291 + 16 + 30), "\(picture.height)")
    }

    @Test func theShiftStateIsInTheLabelOfTheLayersThatHaveAShiftKey() throws {
        let (result, _) = try render(["--layout", "email", "--all-layers", "--shift", "locked", "--touch", "30,30"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput
                == "email · letters · shift locked: (30, 30) → q\nemail · numbers: (30, 30) → 1\nemail · symbols: (30, 30) → [\n"
        )
    }

    @Test func withoutAllLayersOneLayerIsDrawnAsBefore() throws {
        let (result, image) = try render(["--layout", "default", "--layer", "numbers"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "")
        let picture = try #require(image)
        #expect(picture.width == 786 && picture.height == 582)
    }

    @Test func theSheetHasEveryLayoutAsARowAndStaysSmallAtItsDefaultScale() throws {
        let layouts = try KeySimProcess.run(["layouts", "--json"])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(layouts.standardOutput.utf8)) as? [String: Any])
        // The iPhone's sheet: every layout but the iPad's own.
        let layerCounts = try #require(object["layouts"] as? [[String: Any]]).filter { $0["idiom"] as? String != "pad" }
            .map { ($0["layers"] as? [Any])?.count ?? 0 }

        // In the bottom row's band, below its keys.
        let (result, image) = try render(["--sheet", "--touch", "20,218"])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == layerCounts.reduce(0, +), "a line per cell")
        #expect(lines.contains("default · letters: (20, 218) → numbers"))
        #expect(lines.contains("phone-pad · digits: (20, 218) → symbols"))
        #expect(lines.contains("number-pad · digits: (20, 218) → no key"), "the empty cell left of 0 answers no touch")
        let picture = try #require(image)
        let columns = try #require(layerCounts.max())
        #expect(picture.width == 16 + columns * (393 + 16), "1 pixel a point")
        let rowHeight = (picture.height - 16) / layerCounts.count
        #expect(rowHeight > 291 + 16 && rowHeight < 291 + 16 + 30)
        #expect(
            picture.width * picture.height < 140_000 * columns * layerCounts.count,
            "at most a cell's area a layer: \(picture.width)×\(picture.height)")
    }

    @Test func theSheetOnAnIPadShowsItsOwnLayoutsInPlaceOfThePhonesAndKeepsTheLanguages() throws {
        // On the dismiss key of each first layer (bottom right), in an iPad's portrait cell.
        let (result, image) = try render(["--sheet", "--device", "ipad", "--touch", "800,290"])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("ipad · letters: (800, 290) → dismiss"))
        #expect(lines.contains("ipad-numbers · numbers: (800, 290) → dismiss"))
        #expect(lines.contains { $0.hasPrefix("de-qwertz · letters:") }, "a language no iPad layout replaces stays")
        #expect(!lines.contains { $0.hasPrefix("default · ") || $0.hasPrefix("number-pad · ") })
        #expect(image != nil)
    }

    @Test func aSceneWithTheInspectorPrintsTheKeyATouchOnTheKeyboardChose() throws {
        // The email keyboard's `@` on iPhone 15: the keyboard starts at y = 852 − 291.
        let (result, image) = try render(["--scene", "demo", "--focus", "email", "--touch", "236,771", "--scale", "1"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "demo: (236, 771) → @\n")
        #expect(image?.width == 393 && image?.height == 852)
        let (form, _) = try render(["--scene", "demo", "--touch", "100,100", "--scale", "1"])
        #expect(form.standardOutput == "demo: (100, 100) → no key\n")
    }

    @Test func inspectDrawsOverTheLayoutWithoutChangingItsSize() throws {
        let (plain, plainImage) = try render(["--layout", "email"])
        let (inspected, inspectedImage) = try render(["--layout", "email", "--inspect"])
        #expect(plain.status == 0 && inspected.status == 0)
        #expect(inspected.standardOutput == "", "no touch, nothing printed")
        let before = try #require(plainImage)
        let after = try #require(inspectedImage)
        #expect(before.width == after.width && before.height == after.height)
        #expect(before.difference(to: after, tolerance: 2).isWithinTolerance == false)
    }

    @Test func helpNamesTheNewOptions() throws {
        let result = try KeySimProcess.run(["render", "--help"])
        #expect(result.status == 0)
        for option in ["--all-layers", "--sheet", "--inspect", "--touch X,Y"] {
            #expect(result.standardOutput.contains(option), "help mentions \(option)")
        }
    }
}
