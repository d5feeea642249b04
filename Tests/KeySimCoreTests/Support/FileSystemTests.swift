import Foundation
import Testing

@testable import KeySimCore

/// `FileSystem` answers as Foundation does (`FileManager`, `String(data:encoding:)`,
/// `NSString` paths), checked against Foundation itself on real files.
@Suite(.serialized)
struct FileSystemTests {
    /// A folder holding a file, a folder, links to both, a broken link, an empty file and a
    /// file larger than one read chunk; removed by `cleanUp()`.
    struct Folder {
        let root: String

        init() throws {
            root = NSTemporaryDirectory() + "keysim-filesystem-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            let manager = FileManager.default
            try manager.createDirectory(atPath: root + "/folder", withIntermediateDirectories: true)
            try Data("hello\n".utf8).write(to: URL(fileURLWithPath: root + "/file.json"))
            try Data().write(to: URL(fileURLWithPath: root + "/empty.json"))
            try Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
                .write(to: URL(fileURLWithPath: root + "/large.bin"))
            try manager.createSymbolicLink(atPath: root + "/link-to-folder", withDestinationPath: "folder")
            try manager.createSymbolicLink(atPath: root + "/link-to-file", withDestinationPath: "file.json")
            try manager.createSymbolicLink(atPath: root + "/broken", withDestinationPath: "nowhere")
        }

        var entries: [String] {
            ["file.json", "empty.json", "large.bin", "folder", "link-to-folder", "link-to-file", "broken", "missing"]
        }

        func cleanUp() { try? FileManager.default.removeItem(atPath: root) }
    }

    @Test func kindAndExistenceAgreeWithFileManagerForEveryKindOfEntry() throws {
        let folder = try Folder()
        defer { folder.cleanUp() }
        let paths =
            folder.entries.map { folder.root + "/" + $0 } + [folder.root + "/folder/", folder.root + "/file.json/", ""]
        for path in paths {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let expected: FileSystem.Kind? = exists ? (isDirectory.boolValue ? .directory : .other) : nil
            #expect(FileSystem.kind(of: path) == expected, "\(path)")
            #expect(FileSystem.exists(path) == FileManager.default.fileExists(atPath: path), "\(path)")
        }
        #expect(FileSystem.kind(of: folder.root + "/link-to-folder") == .directory)
        #expect(FileSystem.kind(of: folder.root + "/broken") == nil)
    }

    @Test func contentsAreTheBytesFileManagerReads() throws {
        let folder = try Folder()
        defer { folder.cleanUp() }
        for name in folder.entries {
            let path = folder.root + "/" + name
            let expected = FileManager.default.contents(atPath: path).map { [UInt8]($0) }
            #expect(FileSystem.contents(of: path) == expected, "\(name)")
        }
        #expect(FileSystem.contents(of: folder.root + "/large.bin")?.count == 200_000)
        #expect(FileSystem.contents(of: folder.root + "/empty.json") == [])
    }

    /// Files in `/proc` report a size of 0 and are read to their end all the same.
    @Test func aFileWhoseSizeIsUnknownIsReadToItsEnd() throws {
        let bytes = try #require(FileSystem.contents(of: "/proc/self/status"))
        let text = try #require(FileSystem.text(utf8: bytes))
        #expect(text.hasPrefix("Name:"))
        #expect(text.contains("VmRSS:"))
    }

    @Test(
        arguments: [
            [0xEF, 0xBB, 0xBF, 0x41], [0x41, 0xEF, 0xBB, 0xBF], [0xEF, 0xBB, 0xBF],
            [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF, 0x41],
            [], [0xFF], [0xC3, 0xA9], [0xC3], [0x41, 0x00, 0x42], [0xED, 0xA0, 0x80], Array("héllo 👋🏽\n".utf8),
        ] as [[UInt8]])
    func textIsWhatFoundationDecodesAsUTF8(bytes: [UInt8]) {
        #expect(FileSystem.text(utf8: bytes) == String(data: Data(bytes), encoding: .utf8))
    }

    @Test func namesInAFolderAreFileManagersWithoutDotEntries() throws {
        let folder = try Folder()
        defer { folder.cleanUp() }
        let names = try #require(FileSystem.names(in: folder.root))
        #expect(names.sorted() == (try FileManager.default.contentsOfDirectory(atPath: folder.root)).sorted())
        #expect(!names.contains(".") && !names.contains(".."))
        #expect(FileSystem.names(in: folder.root + "/file.json") == nil)
        #expect(FileSystem.names(in: folder.root + "/missing") == nil)
        #expect(FileSystem.names(in: folder.root + "/link-to-folder") == [])
    }

    @Test func theCurrentDirectoryIsFileManagers() {
        #expect(FileSystem.currentDirectory == FileManager.default.currentDirectoryPath)
    }

    @Test(arguments: ["/a/b/c", "/a/b/c/", "/a/b//c", "/a", "/", "//a", "a/b", "", "/a/b.json", "/é/ü"])
    func parentIsNSStringsDeletingLastPathComponent(path: String) {
        #expect(FileSystem.parent(of: path) == (path as NSString).deletingLastPathComponent)
    }

    /// (Foundation 6.3 traps on a path of one relative component, so it is not asked.)
    @Test func theParentOfASingleRelativeComponentIsEmpty() {
        #expect(FileSystem.parent(of: "a") == "")
        #expect(FileSystem.parent(of: "file.json") == "")
    }
}
