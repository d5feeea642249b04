import Foundation
import Testing

@testable import KeySimCLI

/// A folder run keeps each script's outcome until its summary, not the script's final
/// simulator: a suite of 10,000 scripts once peaked at 4.4 GB.
struct ReplaySuiteMemoryTests {
    @Test func aFolderOfManyScriptsIsReplayedInTheMemoryOfAFew() throws {
        let folder = FileManager.default.temporaryDirectory.path + "/keysim-suite-memory-\(getpid())"
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func write(_ count: Int) throws {
            for index in 0..<count {
                let text = """
                    {"keysim": 1, "scene": "demo", "device": "iphone-15"}
                    {"t": 0, "focus": "default"}
                    {"t": 100, "type": "hi \(index)"}
                    {"t": 2000, "expect": {"field": "default", "text": "hi \(index)"}}

                    """
                try text.write(toFile: folder + "/s\(index).jsonl", atomically: false, encoding: .utf8)
            }
        }
        func peakMegabytes() throws -> Double {
            let child = try ChildProcess(
                "/bin/sh", ["-c", "exec \"$0\" replay \"$1\" --jobs 2 > /dev/null", KeySimProcess.executable, folder])
            let exit = child.waitSamplingPeak()
            #expect(exit.status == 0)
            return Double(exit.peakKilobytes) / 1024
        }
        try write(20)
        let few = try peakMegabytes()
        try write(400)
        let many = try peakMegabytes()
        // Each script's simulator held to the end cost ~0.44 MB: 400 scripts would add ~170 MB.
        #expect(many - few < 40, "20 scripts peaked at \(few) MB, 400 at \(many) MB")
    }
}
