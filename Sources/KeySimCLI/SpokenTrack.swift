import Foundation
import KeySim
import KeySimCore

/// What VoiceOver said in a replay, spoken by espeak-ng into one WAV file on the replay's
/// virtual timeline (`keysim replay --speak FILE.wav`): each announcement starts at its time
/// and, as VoiceOver does, stops when the next one starts.
struct SpokenTrack {
    /// The espeak-ng found on `PATH`.
    let speaker: String

    /// The espeak-ng on `PATH`, or nil when there is none.
    static func locate() -> SpokenTrack? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return folders.map { String($0) + "/espeak-ng" }.first(where: FileManager.default.isExecutableFile)
            .map { SpokenTrack(speaker: $0) }
    }

    /// Why a track could not be written.
    struct Failure: Error {
        var message: String
        /// 69 when espeak-ng fails, 66 when the file cannot be written.
        var code: Int32 = ExitCode.unavailable
    }

    /// Speaks `announcements` (in time order) and writes them to `path` as 16-bit PCM WAV.
    func write(_ announcements: [VoiceOver.Announcement], to path: String) throws(Failure) {
        var voices: [String: Speech] = [:]
        var format: Speech?
        for text in Set(announcements.map(\.text)) {
            let speech = try speak(text)
            voices[text] = speech
            format = format ?? speech
        }
        let rate = format?.sampleRate ?? 22_050
        var samples: [Int16] = []
        for (index, announcement) in announcements.enumerated() {
            guard let speech = voices[announcement.text] else { continue }
            let start = announcement.time * rate / 1_000
            // Cut where the next announcement starts: VoiceOver stops to say the new thing.
            let next = index + 1 < announcements.count ? announcements[index + 1].time * rate / 1_000 : Int.max
            let count = max(0, min(speech.samples.count, next - start))
            if samples.count < start { samples += repeatElement(0, count: start - samples.count) }
            samples.replaceSubrange(
                start..<min(samples.count, start + count), with: speech.samples.prefix(count))
        }
        guard FileManager.default.createFile(atPath: path, contents: Self.wav(samples, sampleRate: rate)) else {
            throw Failure(message: "cannot write \(path)", code: ExitCode.missingInput)
        }
    }

    /// One announcement as espeak-ng says it.
    struct Speech {
        var sampleRate: Int
        var samples: [Int16]
    }

    /// `text` spoken by espeak-ng (American English), read back from the WAV it writes.
    private func speak(_ text: String) throws(Failure) -> Speech {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: speaker)
        process.arguments = ["-v", "en-us", "--stdin", "--stdout"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw Failure(message: "cannot run \(speaker): \(error)")
        }
        input.fileHandleForWriting.write(Data(text.utf8))
        try? input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let speech = Self.pcm(of: [UInt8](data)) else {
            throw Failure(message: "\(speaker) could not say \"\(text)\"")
        }
        return speech
    }

    /// The sample rate and samples of a mono 16-bit PCM WAV (espeak-ng's, whose sizes are
    /// unknown when written to a pipe: the data runs to the end).
    static func pcm(of bytes: [UInt8]) -> Speech? {
        func uint32(_ at: Int) -> Int {
            Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
        }
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WAVE".utf8)
        else { return nil }
        var offset = 12
        var rate: Int?
        while offset + 8 <= bytes.count {
            let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let size = uint32(offset + 4)
            let body = offset + 8
            if id == "fmt ", body + 16 <= bytes.count {
                let channels = Int(bytes[body + 2]) | Int(bytes[body + 3]) << 8
                let bits = Int(bytes[body + 14]) | Int(bytes[body + 15]) << 8
                guard channels == 1, bits == 16 else { return nil }
                rate = uint32(body + 4)
            } else if id == "data", let rate {
                let end = min(bytes.count, body + size) & ~1
                var samples: [Int16] = []
                samples.reserveCapacity((end - body) / 2)
                for at in stride(from: body, to: end, by: 2) {
                    samples.append(Int16(bitPattern: UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8))
                }
                return Speech(sampleRate: rate, samples: samples)
            }
            offset = body + size + (size & 1)
        }
        return nil
    }

    /// A mono 16-bit PCM WAV of `samples`.
    static func wav(_ samples: [Int16], sampleRate: Int) -> Data {
        var bytes: [UInt8] = []
        func append(_ value: Int, bytes count: Int) {
            for shift in 0..<count { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * shift))) }
        }
        let dataSize = samples.count * 2
        bytes += Array("RIFF".utf8)
        append(36 + dataSize, bytes: 4)
        bytes += Array("WAVEfmt ".utf8)
        append(16, bytes: 4)
        append(1, bytes: 2)  // PCM
        append(1, bytes: 2)  // mono
        append(sampleRate, bytes: 4)
        append(sampleRate * 2, bytes: 4)
        append(2, bytes: 2)
        append(16, bytes: 2)
        bytes += Array("data".utf8)
        append(dataSize, bytes: 4)
        bytes.reserveCapacity(bytes.count + dataSize)
        for sample in samples { append(Int(sample), bytes: 2) }
        return Data(bytes)
    }
}
