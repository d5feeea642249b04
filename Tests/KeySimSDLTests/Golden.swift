import Foundation
import KeySimCore
import Testing

@testable import KeySimSDL

/// Golden PNGs: stored beside the tests under `__Snapshots__/<TestFile>/<name>.png`.
///
/// A missing golden is recorded and the test fails; `KEYSIM_RECORD=1` re-records. Images are
/// compared as decoded pixels: a pixel matches when no channel differs by more than
/// `Golden.tolerance` (2 of 255), and every pixel must match. On a mismatch the actual image is
/// written next to the golden as `<name>.actual.png`.
enum Golden {
    static let tolerance = 2

    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let repositoryRoot = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
    static let iconsFolder = repositoryRoot.appendingPathComponent("Assets/Icons").path

    static func check(
        _ image: Image, named name: String, testFile: String = #fileID,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let fileName = (testFile as NSString).lastPathComponent.replacingOccurrences(of: ".swift", with: "")
        let folder = testsFolder.appendingPathComponent("__Snapshots__").appendingPathComponent(fileName)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let golden = folder.appendingPathComponent("\(name).png").path
        let actual = folder.appendingPathComponent("\(name).actual.png").path
        let record = ProcessInfo.processInfo.environment["KEYSIM_RECORD"] == "1"
        if record || !FileManager.default.fileExists(atPath: golden) {
            try image.writePNG(to: golden)
            try? FileManager.default.removeItem(atPath: actual)
            Issue.record("recorded golden \(golden); run again to compare", sourceLocation: sourceLocation)
            return
        }
        let expected = try Image.load(png: golden)
        let difference = image.difference(to: expected, tolerance: tolerance)
        if difference.isWithinTolerance {
            try? FileManager.default.removeItem(atPath: actual)
        } else {
            try image.writePNG(to: actual)
            Issue.record("\(name): \(difference); actual image written to \(actual)", sourceLocation: sourceLocation)
        }
    }
}

/// Colours used across the tests.
extension Color {
    static let keyboardGray = Color(hex: "#D1D3D9")!
    static let white = Color(red: 255, green: 255, blue: 255)
    static let black = Color(red: 0, green: 0, blue: 0)
    static let keyDark = Color(hex: "#ABB0BA")!
    static let accent = Color(hex: "#007AFF")!
    static let label = Color(hex: "#1C1C1E")!
}
