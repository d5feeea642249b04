import Foundation
import Testing

@testable import KeySimCore

/// Reading the files users write: the text, and each way a file can fail named with its path.
struct SourceFileTests {
    /// A temporary folder with the given files, removed after `body`.
    func withFolder(_ files: [String: [UInt8]], _ body: (String) throws -> Void) throws {
        let root = NSTemporaryDirectory() + "keysim-sourcefile-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: root + "/sub", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (name, bytes) in files { try Data(bytes).write(to: URL(fileURLWithPath: root + "/" + name)) }
        try body(root)
    }

    @Test func aFileIsReadAsUTF8TextWithoutItsByteOrderMark() throws {
        try withFolder([
            "plain.json": Array("{\"a\": \"é\"}\n".utf8), "marked.json": [0xEF, 0xBB, 0xBF] + Array("{}".utf8),
        ]) {
            root in
            let plain = try SourceFile.read(root + "/plain.json")
            let marked = try SourceFile.read(root + "/marked.json")
            #expect(plain == SourceFile(path: root + "/plain.json", text: "{\"a\": \"é\"}\n"))
            #expect(marked.text == "{}")
        }
    }

    @Test func eachUnreadableFileIsNamedInItsError() throws {
        try withFolder(["latin1.json": [0x22, 0xE9, 0x22]]) { root in
            #expect(throws: FileAccessError.missing(root + "/none.json")) { try SourceFile.read(root + "/none.json") }
            #expect(throws: FileAccessError.isDirectory(root + "/sub")) { try SourceFile.read(root + "/sub") }
            #expect(throws: FileAccessError.notUTF8(root + "/latin1.json")) {
                try SourceFile.read(root + "/latin1.json")
            }
            #expect(FileAccessError.notUTF8("x.json").description == "x.json: error: is not UTF-8 text")
            #expect(FileAccessError.missing("x.json").isMissing)
        }
    }

    @Test func theJSONFilesOfAFolderAreReadInNameOrder() throws {
        try withFolder(["b.json": Array("2".utf8), "a.json": Array("1".utf8), "notes.txt": Array("x".utf8)]) { root in
            let files = try SourceFile.readJSONFiles(in: root)
            #expect(files.map(\.path) == [root + "/a.json", root + "/b.json"])
            #expect(files.map(\.text) == ["1", "2"])
            let slashed = try SourceFile.readJSONFiles(in: root + "/")
            let single = try SourceFile.readJSONFiles(in: root + "/a.json")
            #expect(slashed.map(\.path) == [root + "/a.json", root + "/b.json"])
            #expect(single.map(\.text) == ["1"])
            #expect(throws: FileAccessError.missing(root + "/none")) {
                try SourceFile.readJSONFiles(in: root + "/none")
            }
        }
    }
}
