import Foundation
import KeySim
import Testing

/// The command line and the library give the same results for the same script: every
/// fixture replayed by the built `keysim` binary and by ``KeySimulator/replay(scriptAt:scene:device:contentSize:voiceOver:revealSecure:resources:)``,
/// and a library session's ``KeySimulator/script`` replayed by the binary.
struct LibraryParityTests {
    @Test func theTestsRunInTheCheckout() {
        // The fixture paths below are relative, as a person types them, for both runs.
        #expect(FileManager.default.currentDirectoryPath == KeySimProcess.root)
    }

    @Test(arguments: ReplayFixtureTests.scripts(in: "pass"))
    func aPassingFixtureGivesTheSameResultBytesFromBoth(script: String) throws {
        let command = try KeySimProcess.run(["replay", script])
        #expect(command.status == 0, "\(command.standardError)")
        let library = try KeySimulator.replay(scriptAt: script)
        #expect(library.succeeded)
        #expect(library.failures.isEmpty)
        #expect(library.passed > 0)
        #expect(library.resultJSON == command.standardOutput)
    }

    @Test(arguments: ReplayFixtureTests.scripts(in: "bad"))
    func aBadFixtureGivesTheSameVerdictAndMessagesFromBoth(script: String) throws {
        let command = try KeySimProcess.run(["replay", script])
        let printed = command.standardError.split(separator: "\n").map(String.init)
        do throws(KeySimError) {
            let library = try KeySimulator.replay(scriptAt: script)
            // Replayed to its end: failed checks (exit 1) or warnings only (exit 0).
            #expect(command.status == (library.succeeded ? 0 : 1), "\(command.standardError)")
            #expect(library.failures + library.warnings == printed)
            #expect(library.resultJSON == command.standardOutput || !library.succeeded)
        } catch {
            #expect(error.exitCode == command.status)
            #expect(error.message.split(separator: "\n").map(String.init) == printed)
        }
    }

    @Test func aLibrarySessionsScriptReplaysToTheSameResultAndLog() throws {
        let phone = try KeySimulator(scene: "demo", device: "iphone-15")
        try phone.focus("email")
        try phone.type("jane@exampel.com")
        try phone.press("left")
        try phone.press("shift+left")
        try phone.tap("return")
        try phone.type("hunter2")
        try phone.tap("return")
        try phone.focus("default")
        try phone.type("I saw teh ")
        try phone.type("quick brwn")
        let suggestion = try #require(phone.keyboard?.suggestions.first)
        try phone.chooseSuggestion(suggestion)
        try phone.perform(#"{"touch":"down","x":60,"y":130}"#)
        phone.wait(900)
        try phone.perform(#"{"touch":"up","x":60,"y":130}"#)
        try phone.expect(#"{"field":"email","text":"jane@exampel.com"}"#)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keysim-parity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scriptPath = folder.appendingPathComponent("session.jsonl").path
        let logPath = folder.appendingPathComponent("session.log").path
        try phone.script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        let command = try KeySimProcess.run(["replay", scriptPath, "--log", logPath])
        #expect(command.status == 0, "\(command.standardError)")
        #expect(command.standardError == "")
        // The result names the scene the header does: the library's `demo`, the same for both.
        #expect(phone.resultJSON == command.standardOutput)
        let log = try String(contentsOfFile: logPath, encoding: .utf8)
        #expect(phone.eventLog.map { $0 + "\n" }.joined() == log)
        #expect(phone.eventLog.count > 50)
    }

    @Test func aSecureFieldsTextIsHiddenAlikeAndShownAlikeWithRevealSecure() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keysim-parity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for reveal in [false, true] {
            let phone = try KeySimulator(scene: "demo", revealSecure: reveal)
            try phone.focus("password")
            try phone.type("s3cret")
            let scriptPath = folder.appendingPathComponent("secure-\(reveal).jsonl").path
            try phone.script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
            let command = try KeySimProcess.run(["replay", scriptPath] + (reveal ? ["--reveal-secure"] : []))
            #expect(command.status == 0, "\(command.standardError)")
            #expect(phone.resultJSON == command.standardOutput)
            #expect(phone.resultJSON.contains("s3cret") == reveal)
        }
    }
}
