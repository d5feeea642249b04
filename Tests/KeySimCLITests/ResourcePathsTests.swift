import Foundation
import KeySim
import Testing

@testable import KeySimCLI

/// Where KeySim finds its data when `KEYSIM_HOME` is not set: the nearest folder above the
/// executable holding `Layouts/`.
struct ResourcePathsTests {
    @Test func theDataIsFoundAboveTheRunningExecutable() throws {
        try #require(getenv("KEYSIM_HOME") == nil, "the test environment sets KEYSIM_HOME")
        var checkout = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { checkout.deleteLastPathComponent() }
        let paths = ResourcePaths.locate()
        #expect(paths.root == checkout.path)
        #expect(FileManager.default.fileExists(atPath: paths.layouts))
        #expect(paths.scenes == checkout.path + "/Assets/Scenes")
    }
}

struct ResourcePathReferenceTests {
    @Test(arguments: [
        ("demo", false), ("light", false), ("demo.json", true), ("Assets/Scenes/demo", true), ("./x", true),
        ("/abs/scene.json", true), ("dark.json5", false), ("", false), ("é/ü", true),
    ])
    func aReferenceWithASlashOrJSONExtensionIsAPath(reference: String, isPath: Bool) {
        #expect(ResourcePaths.isPath(reference) == isPath)
        #expect(ResourcePaths.isPath(reference) == (reference.contains("/") || reference.hasSuffix(".json")))
    }
}
