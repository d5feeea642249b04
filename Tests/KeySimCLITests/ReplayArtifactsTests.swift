import Foundation
import KeySimCore
import KeySimSDL
import Testing

@testable import KeySimCLI

/// `keysim replay --artifacts DIR` through the built binary, on a copy of a failing fixture.
struct ReplayArtifactsTests {
    /// A folder holding `bad/expectations-fail.jsonl` (it fails at line 4) and the form it
    /// types into, and the script's path.
    static func failingCopy() throws -> (folder: URL, script: String) {
        let folder = try KeySimProcess.temporaryFolder()
        let root = KeySimProcess.root + "/Tests/Fixtures/replay/"
        try FileManager.default.createDirectory(
            atPath: folder.path + "/bad", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: root + "form.json", toPath: folder.path + "/form.json")
        let script = folder.path + "/bad/expectations-fail.jsonl"
        try FileManager.default.copyItem(atPath: root + "bad/expectations-fail.jsonl", toPath: script)
        return (folder, script)
    }

    static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func aFailedScriptGetsTheFrameAtItsFailureWithABandOfTextAndAnAnimation() throws {
        let (folder, script) = try Self.failingCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let artifacts = folder.path + "/artifacts"
        let result = try KeySimProcess.run(["replay", script, "--artifacts", artifacts])
        #expect(result.status == 1, "the exit code --artifacts does not change")
        let target = ReplayArtifacts.folder(for: script, in: artifacts)
        #expect(target.hasSuffix("__bad__expectations-fail"))
        let png = target + "/failure-4.png"
        let apng = target + "/run.png"
        #expect(result.standardError.hasSuffix("artifacts: \(png)\nartifacts: \(apng)\n"), "\(result.standardError)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: target)) == ["failure-4.png", "run.png"])

        // The frame as --screenshot draws it (2×), with the band under it.
        let image = try Image.load(png: png)
        // The fixture's iPhone 15: 393 × 852 points.
        #expect(image.width == 786)
        let screenHeight = 1704
        #expect(image.height > screenHeight + 80, "a band of several lines")
        let (r, g, b, _) = image[image.width - 4, image.height - 4]
        #expect(
            [r, g, b]
                == [
                    FailureBandStyle.background.red, FailureBandStyle.background.green,
                    FailureBandStyle.background.blue,
                ])
        var dark = 0
        for y in (screenHeight + 8)..<image.height {
            for x in 0..<image.width {
                let pixel = image[x, y]
                let sum: Int = Int(pixel.red) + Int(pixel.green) + Int(pixel.blue)
                if sum < 200 { dark += 1 }
            }
        }
        #expect(dark > 500, "the band holds dark text")

        // The animation: an APNG whose first frame is the plain PNG's image.
        let chunks = try AnimatedPNG.chunks(of: try Self.bytes(apng))
        #expect(chunks.map(\.type).prefix(2) == ["IHDR", "acTL"])
        let frames = Int(chunks[1].data.prefix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        #expect(frames == chunks.filter { $0.type == "fcTL" }.count)
        #expect(frames >= 3, "the run moves")
        #expect(chunks.contains { $0.type == "fdAT" })
        for chunk in chunks { #expect(chunk.type.count == 4) }
        let first = try Image.load(png: apng)
        #expect(first.width == 393, "1×")
        #expect(first.height == 852)
        // Every chunk's CRC holds.
        let bytes = try Self.bytes(apng)
        var offset = 8
        while offset < bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let crc = bytes[offset + 8 + length..<offset + 12 + length].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            #expect(AnimatedPNG.crc32(Array(bytes[offset + 4..<offset + 8 + length])) == crc)
            offset += 12 + length
        }
        #expect(offset == bytes.count)

        // The same script gives the same bytes.
        let again = folder.path + "/again"
        let second = try KeySimProcess.run(["replay", script, "--artifacts", again, "--jobs", "2", script])
        #expect(second.status == 1)
        let secondTarget = ReplayArtifacts.folder(for: script, in: again)
        #expect(try Self.bytes(secondTarget + "/failure-4.png") == Self.bytes(png))
        #expect(try Self.bytes(secondTarget + "/run.png") == Self.bytes(apng))
    }

    @Test func passingAndUnreplayableScriptsWriteNothing() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let artifacts = folder.path + "/artifacts"
        let result = try KeySimProcess.run([
            "replay", "Tests/Fixtures/replay/pass/return-keys.jsonl", "Tests/Fixtures/replay/bad/not-json.jsonl",
            "--artifacts", artifacts,
        ])
        #expect(result.status == 65)
        #expect(!result.standardError.contains("artifacts:"))
        #expect(!FileManager.default.fileExists(atPath: artifacts))
        let all = try KeySimProcess.run([
            "replay", "Tests/Fixtures/replay/pass/return-keys.jsonl", "--artifacts", artifacts, "--artifacts-all",
        ])
        #expect(all.status == 0)
        let target = ReplayArtifacts.folder(for: "Tests/Fixtures/replay/pass/return-keys.jsonl", in: artifacts)
        #expect(try FileManager.default.contentsOfDirectory(atPath: target) == ["run.png"])
        #expect(target == artifacts + "/Tests__Fixtures__replay__pass__return-keys")
    }

    @Test(arguments: [
        (["--artifacts"], "'--artifacts' needs a value"),
        (["--artifacts-all"], "'--artifacts-all' goes with '--artifacts DIR'"),
        (
            ["--update", "--artifacts", "a"],
            "'--update' writes scripts, not what a run shows: leave out '--artifacts' (replay again without '--update' for it)"
        ),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let result = try KeySimProcess.run(["replay", "Tests/Fixtures/replay/pass/return-keys.jsonl"] + arguments)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("keysim replay: error: \(message)\n"), "\(result.standardError)")
    }

    @Test func anAnimationOfEqualFramesIsOneFrameHeldTheirTime() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.path + "/f.png"
        try Image(width: 2, height: 2, pixels: [UInt8](repeating: 0x80, count: 16)).writePNG(to: path)
        let png = try Self.bytes(path)
        var apng = AnimatedPNG()
        try apng.append(png: png, delay: 100)
        try apng.append(png: png, delay: 100)
        #expect(apng.frameCount == 1)
        let chunks = try AnimatedPNG.chunks(of: apng.encoded())
        let control = try #require(chunks.first { $0.type == "fcTL" })
        #expect(Array(control.data[20..<24]) == [0, 200, 0x03, 0xE8], "200/1000 s")
        #expect(AnimatedPNG.crc32(Array("IEND".utf8)) == 0xAE42_6082)
    }
}
