import Foundation
import KeySimSDL
import Testing

/// `keysim replay --voiceover` through the built binary: the log gains `announce` lines and
/// nothing else changes; without it the log and the result are those of before; a failed
/// `announced` check exits 1 naming what was said; frames grow by the caption strip.
struct ReplayVoiceOverTests {
    static let script = """
        {"keysim": 1, "scene": "../form.json"}
        {"t": 0, "focus": "name"}
        {"t": 300, "type": "Al"}
        {"t": 800, "tap": "delete"}
        {"t": 1000, "focus": "password"}
        {"t": 1300, "type": "pw"}

        """

    /// Writes `text` as a script beside the replay fixtures (its scene is `../form.json`).
    static func write(_ text: String, in folder: URL) throws -> String {
        let path = folder.path + "/s.jsonl"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            atPath: KeySimProcess.root + "/Tests/Fixtures/replay/form.json",
            toPath: folder.deletingLastPathComponent().path + "/form.json")
        return path
    }

    @Test func voiceOverAddsAnnounceLinesToTheLogAndChangesNothingElse() throws {
        let base = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let folder = base.appendingPathComponent("scripts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = try Self.write(Self.script, in: folder)
        let plain = try KeySimProcess.run(["replay", script, "--log", base.path + "/plain.jsonl"])
        let spoken = try KeySimProcess.run(["replay", script, "--voiceover", "--log", base.path + "/spoken.jsonl"])
        #expect(plain.status == 0 && spoken.status == 0, "\(plain.standardError)\(spoken.standardError)")
        #expect(spoken.standardError == "")
        #expect(spoken.standardOutput == plain.standardOutput, "the result is the same")
        let plainLog = try String(contentsOfFile: base.path + "/plain.jsonl", encoding: .utf8)
        let spokenLog = try String(contentsOfFile: base.path + "/spoken.jsonl", encoding: .utf8)
        let lines = spokenLog.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.filter { !$0.contains(#""event":"announce""#) }.joined(separator: "\n") == plainLog)
        #expect(!plainLog.contains("announce"))
        #expect(
            lines.filter { $0.contains(#""event":"announce""#) } == [
                #"{"event":"announce","field":"name","t":40,"text":"Name, text field, is editing"}"#,
                #"{"event":"announce","field":"name","t":300,"text":"capital A"}"#,
                #"{"event":"announce","field":"name","t":360,"text":"capital A"}"#,
                #"{"event":"announce","field":"name","t":420,"text":"l"}"#,
                #"{"event":"announce","field":"name","t":480,"text":"l"}"#,
                #"{"event":"announce","field":"name","t":800,"text":"delete"}"#,
                #"{"event":"announce","field":"name","t":800,"text":"deleted l"}"#,
                #"{"event":"announce","field":"password","t":1040,"text":"Password, secure text field, is editing"}"#,
                #"{"event":"announce","field":"password","t":1360,"text":"bullet"}"#,
                #"{"event":"announce","field":"password","t":1480,"text":"bullet"}"#,
            ])
        // Secure text stays out even with --reveal-secure: VoiceOver never says it.
        let revealed = try KeySimProcess.run([
            "replay", script, "--voiceover", "--reveal-secure", "--log", base.path + "/revealed.jsonl",
        ])
        #expect(revealed.status == 0)
        let revealedLog = try String(contentsOfFile: base.path + "/revealed.jsonl", encoding: .utf8)
        #expect(revealedLog.split(separator: "\n").filter { $0.contains("announce") && $0.contains("pw") }.isEmpty)
    }

    @Test func aFailedAnnouncedCheckExitsOneAndSaysWhatWasSaid() throws {
        let base = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let folder = base.appendingPathComponent("scripts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = try Self.write(
            Self.script + #"{"t": 3000, "expect": {"announced": "password"}}"# + "\n", in: folder)
        let spoken = try KeySimProcess.run(["replay", script, "--voiceover"])
        #expect(spoken.status == 1)
        #expect(
            spoken.standardError
                == "\(script):7:24: error: expected VoiceOver to have said \"password\" last, found it said \"bullet\"\n"
        )
        let silent = try KeySimProcess.run(["replay", script])
        #expect(silent.status == 1)
        #expect(
            silent.standardError
                == "\(script):7:24: error: expected VoiceOver to have said \"password\" last, found it said nothing (VoiceOver is off: give --voiceover or a header's \"voiceover\": true)\n"
        )
    }

    @Test func framesWithVoiceOverAreTallerByTheCaptionStrip() throws {
        let base = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let folder = base.appendingPathComponent("scripts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = try Self.write(Self.script, in: folder)
        let shot = base.path + "/shot.png"
        let frames = base.path + "/frames"
        let result = try KeySimProcess.run([
            "replay", script, "--voiceover", "--screenshot", shot, "--frames", frames, "--fps", "2", "--scale", "1",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let image = try Image.load(png: shot)
        #expect(image.width == 393 && image.height == 852 + 56)
        let first = try #require(try FileManager.default.contentsOfDirectory(atPath: frames).sorted().first)
        #expect(try Image.load(png: frames + "/" + first).height == 852 + 56)
    }

    /// `--speak`: what was said, spoken by espeak-ng into a WAV on the replay's timeline.
    @Test func speakWritesTheAnnouncementsAsOneWavAtTheirVirtualTimes() throws {
        let base = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let folder = base.appendingPathComponent("scripts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = try Self.write(Self.script, in: folder)
        let plain = try KeySimProcess.run(["replay", script])
        let spoken = try KeySimProcess.run(["replay", script, "--speak", base.path + "/a.wav"])
        let again = try KeySimProcess.run(["replay", script, "--speak", base.path + "/b.wav"])
        #expect(spoken.status == 0, "\(spoken.standardError)")
        #expect(spoken.standardOutput == plain.standardOutput)
        let wav = try #require(FileManager.default.contents(atPath: base.path + "/a.wav"))
        #expect(wav == FileManager.default.contents(atPath: base.path + "/b.wav"), "the same replay, the same sound")
        #expect(again.status == 0)
        let bytes = [UInt8](wav)
        func uint32(_ at: Int) -> Int {
            Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
        }
        #expect(String(decoding: bytes[0..<4], as: UTF8.self) == "RIFF")
        #expect(String(decoding: bytes[36..<40], as: UTF8.self) == "data")
        let rate = uint32(24)
        #expect(rate == 22_050)
        let samples = stride(from: 44, to: bytes.count - 1, by: 2).map {
            Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
        }
        #expect(samples.count == uint32(40) / 2)
        // The first announcement is at 40 ms (the focus), the last (a bullet) at 1480 ms.
        let at40 = 40 * rate / 1_000
        #expect(samples[..<at40].allSatisfy { $0 == 0 }, "silence before the first announcement")
        #expect(samples[at40..<(300 * rate / 1_000)].contains { abs(Int($0)) > 1_000 }, "the field is said")
        #expect(samples.count > 1_480 * rate / 1_000, "the last announcement is said to its end")
    }

    @Test func speakWithoutEspeakNgExits69AndSaysWhatToInstall() throws {
        let result = try KeySimProcess.run(
            ["replay", "Tests/Fixtures/replay/pass/voiceover-sign-up.jsonl", "--speak", "/tmp/never.wav"],
            environment: ["PATH": "/nonexistent"])
        #expect(result.status == 69)
        #expect(
            result.standardError
                == "keysim replay: error: --speak needs espeak-ng, and there is none on PATH (apt-get install espeak-ng)\n"
        )
        #expect(result.standardOutput == "")
        let two = try KeySimProcess.run([
            "replay", "Tests/Fixtures/replay/pass/voiceover-sign-up.jsonl",
            "Tests/Fixtures/replay/pass/voiceover-korean.jsonl", "--speak", "/tmp/never.wav",
        ])
        #expect(two.status == 64)
        #expect(
            two.standardError.hasPrefix("keysim replay: error: '--speak' takes one script\n"), "\(two.standardError)")
    }
}
