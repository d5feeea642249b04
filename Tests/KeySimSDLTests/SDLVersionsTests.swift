import Testing

@testable import KeySimSDL

struct SDLVersionsTests {
    @Test func linkedLibrariesAreSDL2() {
        let versions = SDLVersions.linked()
        #expect(versions.sdl.hasPrefix("2."))
        #expect(versions.ttf.hasPrefix("2."))
        #expect(versions.image.hasPrefix("2."))
    }
}
