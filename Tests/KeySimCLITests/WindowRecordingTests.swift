import Foundation
import Testing

/// The computer's keyboard in the real window under Xvfb, driven with xdotool: every key is
/// recorded as a `press` line, a window killed on the spot loses no complete line, and the
/// recording replays to the text the fields held.
@Suite(.serialized)
struct WindowRecordingTests {
    @Test func typingOnTheComputersKeyboardIsRecordedAndAKilledWindowReplaysToTheSameFields() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = try WindowEndToEndTests.fieldCentre("name")
        let record = folder.path + "/r.jsonl"
        // Each step waits for the recording to show the key it sent, so nothing hangs on timing.
        let script = """
            set -u
            "$1" run --clipboard --record "\(record)" &
            pid=$!
            \(KeySimProcess.findWindow)
            # seen TEXT [N]: waits until the recording has N lines (default 1) holding TEXT.
            seen() {
              local pattern=$1 count=${2:-1}
              wait_for "$count of $pattern in the recording" '[ "$(grep -cF -- "$pattern" "\(record)")" -ge "$count" ]'
            }
            click \(Int(name.x.rounded())) \(Int(name.y.rounded()))
            seen '"touch":"up"'
            xdotool type --delay 40 "Ann Lee"
            seen '"press":"e","t"' 2
            xdotool key Tab
            seen '"press":"tab"'
            xdotool type --delay 40 "ann@example.com"
            seen '"press":"m","t"' 2
            xdotool key ctrl+a
            seen '"press":"ctrl+a"'
            xdotool key ctrl+c
            seen '"press":"ctrl+c"'
            xdotool key Tab
            seen '"press":"tab"' 2
            xdotool key ctrl+v
            seen '"press":"ctrl+v"'
            xdotool key BackSpace
            seen '"press":"backspace"'
            kill -KILL $pid
            wait $pid
            exit 0
            """
        try script.write(toFile: folder.path + "/drive.sh", atomically: true, encoding: .utf8)
        let (status, printed) = try KeySimProcess.runUnderXvfb(script: folder.path + "/drive.sh")
        #expect(status == 0, "\(printed)")

        let recorded = try String(contentsOfFile: record, encoding: .utf8)
        #expect(recorded.hasSuffix("\n"), "every line was complete when the window was killed")
        let lines = recorded.split(separator: "\n")
        let presses = lines.filter { $0.contains("\"press\"") }
        #expect(presses.count == 7 + 1 + 15 + 4 + 1, "a line for each key: \(presses)")
        #expect(presses.contains { $0.contains(#""press":"space""#) })
        #expect(presses.contains { $0.contains(#""pasteboard":"ann@example.com""#) }, "a paste keeps what it pasted")

        let replay = try KeySimProcess.run(["replay", record, "--reveal-secure"])
        #expect(replay.status == 0, "\(replay.standardError)")
        let result = try #require(
            try JSONSerialization.jsonObject(with: Data(replay.standardOutput.utf8)) as? [String: Any])
        let fields = try #require(result["fields"] as? [[String: Any]])
        func text(_ id: String) -> String? { fields.first { $0["id"] as? String == id }?["text"] as? String }
        #expect(text("name") == "Ann Lee")
        #expect(text("email") == "ann@example.com")
        #expect(text("password") == "ann@example.co", "pasted, then one character deleted")
        #expect(result["focused"] as? String == "password")
    }

    /// Without `--clipboard` the simulator's pasteboard is its own: Ctrl+V does not paste what
    /// the computer's clipboard holds, Copy leaves it alone, and the recording holds nothing of it.
    @Test func withoutClipboardTheComputersClipboardNeitherPastesNorIsOverwritten() throws {
        let folder = try KeySimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = try WindowEndToEndTests.fieldCentre("name")
        let record = folder.path + "/r.jsonl"
        let script = """
            set -u
            printf 'from the desktop' | xclip -selection clipboard
            "$1" run --record "\(record)" &
            pid=$!
            \(KeySimProcess.findWindow)
            seen() {
              local pattern=$1 count=${2:-1}
              wait_for "$count of $pattern in the recording" '[ "$(grep -cF -- "$pattern" "\(record)")" -ge "$count" ]'
            }
            click \(Int(name.x.rounded())) \(Int(name.y.rounded()))
            seen '"touch":"up"'
            xdotool key ctrl+v
            seen '"press":"ctrl+v"'
            xdotool type --delay 40 "Kim"
            seen '"press":"m","t"'
            xdotool key ctrl+a ctrl+c
            seen '"press":"ctrl+c"'
            xclip -o -selection clipboard > "\(folder.path)/clipboard.txt"
            kill -KILL $pid
            wait $pid
            exit 0
            """
        try script.write(toFile: folder.path + "/drive.sh", atomically: true, encoding: .utf8)
        let (status, printed) = try KeySimProcess.runUnderXvfb(script: folder.path + "/drive.sh")
        #expect(status == 0, "\(printed)")
        let clipboard = try String(contentsOfFile: folder.path + "/clipboard.txt", encoding: .utf8)
        #expect(clipboard == "from the desktop", "Copy did not touch the computer's clipboard")
        let recorded = try String(contentsOfFile: record, encoding: .utf8)
        #expect(!recorded.contains("from the desktop"), "the recording holds nothing of the desktop's clipboard")
        let replay = try KeySimProcess.run(["replay", record])
        #expect(replay.status == 0, "\(replay.standardError)")
        let result = try #require(
            try JSONSerialization.jsonObject(with: Data(replay.standardOutput.utf8)) as? [String: Any])
        let fields = try #require(result["fields"] as? [[String: Any]])
        #expect(fields.first { $0["id"] as? String == "name" }?["text"] as? String == "Kim")
        #expect(result["pasteboard"] as? String == "Kim")
    }
}
