import Foundation
import CSDL2
import Testing

@testable import KeySimSDL

struct MappedFileTests {
    @Test func aMappedFileHoldsExactlyTheFilesBytes() throws {
        let fonts = try FontLibrary()
        let file = try #require(MappedFile(path: fonts.regularPath))
        let read = try Data(contentsOf: URL(fileURLWithPath: fonts.regularPath))
        #expect(file.bytes.count == read.count)
        #expect(Data(file.bytes) == read)
    }

    @Test func anEmptyFileMapsToNoBytes() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("keysim-empty-\(getpid())").path
        FileManager.default.createFile(atPath: path, contents: Data())
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try #require(MappedFile(path: path))
        #expect(file.bytes.isEmpty)
    }

    @Test(arguments: ["/no/such/font.ttf", "/tmp"]) func aMissingFileOrAFolderIsNotMapped(path: String) {
        #expect(MappedFile(path: path) == nil)
    }

    @Test func aFontOpenedFromItsMappedFileRendersLikeOneOpenedFromItsPath() throws {
        let fonts = try FontLibrary()
        let session = try TTFSession()
        let file = try #require(MappedFile(path: fonts.boldPath))
        let mapped = try TrueTypeFont(file: file, pixelSize: 34, session: session)
        let byPath = try #require(TTF_OpenFont(fonts.boldPath, 34))
        defer { TTF_CloseFont(byPath) }
        TTF_SetFontHinting(byPath, TTF_HINTING_LIGHT_SUBPIXEL)
        TTF_SetFontKerning(byPath, 1)
        var width: Int32 = 0
        var height: Int32 = 0
        TTF_SizeUTF8(byPath, "Wäve Àpple 👍", &width, &height)
        #expect(try mapped.width(of: "Wäve Àpple 👍") == Int(width))
        #expect(mapped.height == Int(TTF_FontHeight(byPath)))
    }
}
