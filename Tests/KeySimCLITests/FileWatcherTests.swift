import Foundation
import Testing

@testable import KeySimCLI

/// The watcher behind `keysim run --watch` notices every way an editor saves a file, and
/// nothing else.
struct FileWatcherTests {
    /// A folder with `a.json` and `notes.txt`, and a watcher on its JSON files and on
    /// `scene.json` beside it (missing at first).
    static func watched() throws -> (folder: URL, watcher: FileWatcher) {
        let folder = try KeySimProcess.temporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("layouts"), withIntermediateDirectories: true)
        try "{\"id\": \"a\"}".write(
            to: folder.appendingPathComponent("layouts/a.json"), atomically: false, encoding: .utf8)
        try "notes".write(to: folder.appendingPathComponent("layouts/notes.txt"), atomically: false, encoding: .utf8)
        let watcher = FileWatcher([
            .folder(folder.path + "/layouts", suffix: ".json"), .file(folder.path + "/scene.json"),
        ])
        return (folder, watcher)
    }

    @Test func untouchedFilesAreNotChanged() throws {
        var (folder, watcher) = try Self.watched()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = watcher.changed()
        let second = watcher.changed()
        #expect(!first && !second)
        #expect(watcher.watchedFiles == [folder.path + "/layouts/a.json"])
    }

    /// Each way a file can change.
    enum Edit: String, CaseIterable, Sendable {
        case rewrittenInPlace, savedToANewFileRenamedOverIt, grown, deleted, joinedByANewFile, missingFileCreated

        func perform(in folder: URL) throws {
            let file = folder.appendingPathComponent("layouts/a.json")
            switch self {
            case .rewrittenInPlace: try "{\"id\": \"b\"}".write(to: file, atomically: false, encoding: .utf8)
            case .savedToANewFileRenamedOverIt: try "{\"id\": \"b\"}".write(to: file, atomically: true, encoding: .utf8)
            case .grown: try "{\"id\": \"a\"} ".write(to: file, atomically: false, encoding: .utf8)
            case .deleted: try FileManager.default.removeItem(at: file)
            case .joinedByANewFile:
                try "{}".write(to: folder.appendingPathComponent("layouts/b.json"), atomically: false, encoding: .utf8)
            case .missingFileCreated:
                try "{}".write(to: folder.appendingPathComponent("scene.json"), atomically: false, encoding: .utf8)
            }
        }
    }

    @Test(arguments: Edit.allCases)
    func everyWayOfSavingIsNoticedOnce(edit: Edit) throws {
        var (folder, watcher) = try Self.watched()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileClock.waitForTick(after: folder.path + "/layouts/a.json")
        try edit.perform(in: folder)
        let first = watcher.changed()
        let second = watcher.changed()
        #expect(first, "\(edit)")
        #expect(!second, "noticed once")
    }

    @Test func otherFilesInTheFolderAreIgnored() throws {
        var (folder, watcher) = try Self.watched()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileClock.waitForTick(after: folder.path + "/layouts/a.json")
        try "more notes".write(
            to: folder.appendingPathComponent("layouts/notes.txt"), atomically: false, encoding: .utf8)
        try "x".write(to: folder.appendingPathComponent("layouts/README.md"), atomically: false, encoding: .utf8)
        let changed = watcher.changed()
        #expect(!changed)
    }
}
