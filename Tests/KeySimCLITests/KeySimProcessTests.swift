import Foundation
import Testing

/// The tests run the `keysim` just built, or say why they cannot.
struct KeySimProcessTests {
    @Test func theBinaryIsTheOneBuiltBesideTheTests() throws {
        let binary = try KeySimProcess.executable
        #expect(binary == KeySimProcess.buildFolder.appendingPathComponent("keysim").path)
        #expect(binary.hasPrefix(KeySimProcess.root + "/.build/"), "\(binary)")
    }

    /// A build folder holding `files`, each made at the given second.
    static func buildFolder(_ files: [(path: String, second: Double)]) throws -> URL {
        let folder = try KeySimProcess.temporaryFolder()
        for (path, second) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("#!/bin/sh\n".utf8).write(to: url)
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: second), .posixPermissions: 0o755],
                ofItemAtPath: url.path)
        }
        return folder
    }

    @Test func aMissingBinaryIsAnErrorSayingHowToBuildIt() throws {
        let folder = try Self.buildFolder([("KeySimCLI.build/Arguments.swift.o", 100)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let found = KeySimProcess.locate(in: folder)
        #expect(throws: KeySimProcess.Failure.self) { try found.get() }
        let message = try #require(found.failure()).description
        #expect(
            message.contains(folder.path + "/keysim") && message.contains("swift build --build-tests"), "\(message)")
    }

    @Test func aBinaryOlderThanAnObjectItIsLinkedFromIsStale() throws {
        let folder = try Self.buildFolder([
            ("keysim", 100), ("KeySimCore.build/Keyboard.swift.o", 90), ("KeySimCLI.build/Arguments.swift.o", 110),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let message = try #require(KeySimProcess.locate(in: folder).failure()).description
        #expect(message.contains("older than KeySimCLI/Arguments.swift.o") && message.contains("stale"), "\(message)")
    }

    @Test func aBinaryNewerThanItsObjectsIsUsed() throws {
        let folder = try Self.buildFolder([("keysim", 100), ("KeySimCLI.build/Arguments.swift.o", 90)])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try KeySimProcess.locate(in: folder).get() == folder.path + "/keysim")
    }
}

extension Result {
    /// The error, if it failed.
    fileprivate func failure() -> Failure? {
        if case .failure(let failure) = self { failure } else { nil }
    }
}
