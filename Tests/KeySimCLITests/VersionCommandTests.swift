import Testing

/// `keysim --version` proves the SDL libraries link and load.
struct VersionCommandTests {
    @Test func versionNamesTheSDLLibrariesLoaded() throws {
        let result = try KeySimProcess.run(["--version"])
        #expect(result.status == 0)
        let line = result.standardOutput
        #expect(line.hasPrefix("keysim 0.1.0 (SDL 2."), "\(line)")
        #expect(line.contains("SDL_ttf 2."))
        #expect(line.contains("SDL_image 2."))
    }

    @Test func helpListsTheCommands() throws {
        let result = try KeySimProcess.run(["--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("layouts [--json] [--layouts DIR]"))
        #expect(result.standardError == "")
    }
}
