import CSDL2
import Foundation
import Testing

@testable import KeySimSDL

struct MappedFileTests {
    @Test func aMappedFileHoldsExactlyTheFilesBytes() throws {
        let fonts = try FontLibrary()
        let file = try MappedFile(path: fonts.regularPath)
        let read = try Data(contentsOf: URL(fileURLWithPath: fonts.regularPath))
        #expect(file.bytes.count == read.count)
        #expect(Data(file.bytes) == read)
    }

    @Test func anEmptyFileMapsToNoBytes() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("keysim-empty-\(getpid())").path
        FileManager.default.createFile(atPath: path, contents: Data())
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try MappedFile(path: path)
        #expect(file.bytes.isEmpty)
    }

    @Test(arguments: [
        ("/no/such/font.ttf", "No such file or directory"), ("/tmp", "not a regular file"),
    ])
    func aMissingFileOrAFolderIsNotMappedAndSaysWhy(path: String, reason: String) {
        #expect(throws: MappedFile.Failure(reason: reason)) { try MappedFile(path: path) }
    }

    @Test func aFontOpenedFromItsMappedFileMeasuresLikeOneReadFromItsPath() throws {
        let fonts = try FontLibrary()
        let session = try TTFSession()
        let ttf = try TTFFunctions.get()
        let file = try MappedFile(path: fonts.boldPath)
        let mapped = try TrueTypeFont(file: file, pixelSize: 34, session: session)
        // The same face read from its path by SDL's file stream (seek and read calls).
        let byPath = try #require(ttf.openFontRW(SDL_RWFromFile(fonts.boldPath, "rb"), 1, 34))
        defer { ttf.closeFont(byPath) }
        ttf.setFontHinting(byPath, TTF_HINTING_LIGHT_SUBPIXEL)
        ttf.setFontKerning(byPath, 1)
        var width: Int32 = 0
        var height: Int32 = 0
        _ = ttf.sizeUTF8(byPath, "Wäve Àpple 👍", &width, &height)
        #expect(width > 0)
        #expect(try mapped.width(of: "Wäve Àpple 👍") == Int(width))
        #expect(mapped.height == Int(ttf.fontHeight(byPath)))
    }
}

struct LateLibraryTests {
    @Test func sdlTTFAndSDLImageAreLoadedWhenFirstUsedNotLinked() throws {
        _ = try TTFFunctions.get()
        _ = try ImageFunctions.get()
        // /proc files report no size: read to their end.
        let maps = try #require(FileHandle(forReadingAtPath: "/proc/self/maps")).readDataToEndOfFile()
        let loaded = String(decoding: maps, as: UTF8.self)
        #expect(loaded.contains("libSDL2_ttf-2.0.so.0"))
        #expect(loaded.contains("libSDL2_image-2.0.so.0"))
        // The test binary links KeySimSDL like keysim does: neither library is a dependency.
        let needed = try Self.neededLibraries(of: try #require(CommandLine.arguments.first))
        #expect(!needed.contains { $0.hasPrefix("libSDL2_ttf") || $0.hasPrefix("libSDL2_image") }, "\(needed)")
        #expect(needed.contains { $0.hasPrefix("libSDL2-2.0") })
    }

    /// The shared libraries an executable names as needed (its `DT_NEEDED` entries), read with `readelf`.
    static func neededLibraries(of path: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["readelf", "-d", path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            guard line.contains("(NEEDED)"), let start = line.firstIndex(of: "["), let end = line.lastIndex(of: "]")
            else { return nil }
            return String(line[line.index(after: start)..<end])
        }
    }

    @Test func aLibraryThatIsNotThereIsAClearErrorNotACrash() {
        let missing = LateLibrary("libkeysim-no-such-library.so.9")
        #expect(missing.failure?.contains("libkeysim-no-such-library.so.9") == true)
        #expect(throws: SDLError.self) {
            try missing.function("TTF_Init", as: (@convention(c) () -> Int32).self)
        }
        do {
            _ = try missing.function("TTF_Init", as: (@convention(c) () -> Int32).self)
        } catch {
            #expect(error.description.hasPrefix("TTF_Init failed: cannot load libkeysim-no-such-library.so.9"))
        }
        let ttf = LateLibrary("libSDL2_ttf-2.0.so.0")
        #expect(
            throws: SDLError.callFailed(
                function: "TTF_NoSuchCall", message: "libSDL2_ttf-2.0.so.0 has no TTF_NoSuchCall (too old a version?)")
        ) {
            try ttf.function("TTF_NoSuchCall", as: (@convention(c) () -> Int32).self)
        }
    }
}
