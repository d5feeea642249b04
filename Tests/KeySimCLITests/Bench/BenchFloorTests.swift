import Foundation
import Testing

/// `keysim run --bench-floor`: the empty window `keysim bench` times beside start-up.
struct BenchFloorTests {
    @Test func theFloorIsAnEmptyWindowOfTheDefaultDevicesSizePresentedOnceThatClosesCleanly() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.path + "/report.txt"
        let script = """
            set -u
            "$1" run --bench-floor --bench-report > "\(report)" &
            pid=$!
            \(KeySimProcess.findWindow)
            echo "title: $(xdotool getwindowname "$wid")"
            echo "size: ${WIDTH}x${HEIGHT}"
            kill -TERM $pid
            wait $pid
            """
        try script.write(toFile: folder.path + "/drive.sh", atomically: true, encoding: .utf8)
        let (status, printed) = try KeySimProcess.runUnderXvfb(script: folder.path + "/drive.sh")
        #expect(status == 0, "\(printed)")
        #expect(printed.contains("title: KeySim — empty window (bench floor)"), "\(printed)")
        #expect(printed.contains("size: 393x852"), "\(printed)")
        let lines = try String(contentsOfFile: report, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2, "\(lines)")
        let main = try #require(lines.first?.split(separator: " "))
        let present = try #require(lines.last?.split(separator: " "))
        #expect(main.count == 3 && main[0] == "mark" && main[1] == "main")
        #expect(present.count == 2 && present[0] == "present")
        #expect(UInt64(present[1]) ?? 0 > UInt64(main[2]) ?? .max, "presented after main began")
    }
}
