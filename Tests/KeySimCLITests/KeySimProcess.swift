import Foundation
import KeySim

@testable import KeySimCLI

/// Runs the built `keysim` binary and captures what it prints, as a user would see it.
struct KeySimProcess {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Why a test could not run `keysim` at all.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The checkout's root folder.
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The folder the running test binary was built into: `.build/<triple>/<configuration>`.
    static let buildFolder: URL = {
        #if os(Linux)
            let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
            let binary =
                Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL
                ?? URL(fileURLWithPath: CommandLine.arguments[0])
        #endif
        return binary.resolvingSymlinksInPath().deletingLastPathComponent()
    }()

    /// The `keysim` of this build, built into the same folder as the tests (so of the same
    /// configuration), or an error saying what is missing or stale: never another one.
    static var executable: String {
        get throws {
            switch located {
            case .success(let path): return path
            case .failure(let failure): throw failure
            }
        }
    }

    private static let located = locate(in: buildFolder)

    /// The `keysim` in `folder`, checked to be built from its objects as they are now.
    static func locate(in buildFolder: URL) -> Swift.Result<String, Failure> {
        let binary = buildFolder.appendingPathComponent("keysim").path
        let fix = "run `swift build --build-tests` (with the same `-c` as the tests) before `swift test --skip-build`"
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            return .failure(Failure(description: "no keysim built beside the tests at \(binary): \(fix)"))
        }
        // A keysim older than an object file it is linked from was built before a change.
        let built = modified(binary) ?? .distantPast
        for module in ["KeySimCore", "KeySimSDL", "KeySimLanguages", "KeySim", "KeySimCLI", "keysim"] {
            let folder = buildFolder.appendingPathComponent(module + ".build")
            let objects = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for object in objects where object.hasSuffix(".o") {
                if let time = modified(folder.appendingPathComponent(object).path), time > built {
                    return .failure(
                        Failure(description: "\(binary) is older than \(module)/\(object): it is stale; \(fix)"))
                }
            }
        }
        return .success(binary)
    }

    private static func modified(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    /// Runs `keysim ARGUMENTS` in the checkout, with `environment` over this process's.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let output = try ProcessRunner.run(try executable, arguments, environment: environment, directory: root)
        let result = Result(
            status: output.status, standardOutput: String(decoding: output.standardOutput, as: UTF8.self),
            standardError: String(decoding: output.standardError, as: UTF8.self))
        if output.timedOut {
            throw Failure(description: "keysim \(arguments) did not end and was killed; it printed: \(result)")
        }
        return result
    }

    /// Bash lines for a drive script, after `"$1" run … &` and `pid=$!`: wait for the
    /// KeySim window, set `wid` and its `X`, `Y`, `WIDTH`, `HEIGHT`, and define
    ///
    /// - `click X Y` (window points, 1 a pixel, relative to where the window is when it
    ///   clicks, so a window SDL moves after mapping it is still hit): when keysim records
    ///   (`--record FILE`), it returns once the click's touch down and up are in the recording;
    /// - `wait_for WHAT CONDITION`: waits until the shell condition holds (a deadline only
    ///   bounds a hang: past it, the script fails saying what it waited for);
    /// - `recorded PATTERN`: how many lines of the recording hold PATTERN;
    /// - `rows TOP BOTTOM`: a checksum of the window's pixel rows TOP..<BOTTOM;
    /// - `shows PNG WxH+X+Y`: whether that rectangle of the window looks as PNG (within 1%);
    /// - `pixel X Y`: the colour of a pixel, as `#RRGGBB`.
    static let findWindow = """
        wait_for() {
          local deadline=$(( $(date +%s) + 120 ))
          until eval "$2"; do
            if ! kill -0 $pid 2>/dev/null; then echo "keysim ended while waiting for $1"; exit 1; fi
            if [ $(date +%s) -ge $deadline ]; then echo "gave up waiting for $1"; kill $pid; exit 1; fi
            sleep 0.05
          done
        }
        wid=""
        wait_for "the window" 'wid=$(xdotool search --onlyvisible --name "KeySim" 2>/dev/null | head -n 1); [ -n "$wid" ]'
        eval "$(xdotool getwindowgeometry --shell "$wid")"
        scratch=$(mktemp -d)
        trap 'rm -rf "$scratch"' EXIT
        recording=$(tr '\\0' '\\n' < /proc/$pid/cmdline | grep -A1 -x -- --record | tail -n +2)
        case "$recording" in ""|/*) ;; *) recording="$(readlink /proc/$pid/cwd)/$recording" ;; esac
        recorded() { grep -c -- "$1" "$recording" || true; }
        click() {
          if [ -n "$recording" ]; then
            local touches=$(( $(recorded '"touch"') + 2 )) tries=0
            xdotool mousemove --window "$wid" $1 $2 click 1
            # A click sent while the window is still starting is now and then never delivered
            # (the first click of a run, under load): sent again after 5 s without its touch.
            until [ $(recorded '"touch"') -ge $touches ] || [ $tries -ge 100 ]; do
              sleep 0.05; tries=$((tries + 1))
            done
            if [ $(recorded '"touch"') -lt $touches ]; then
              echo "the click at $1,$2 was not recorded in 5 s; clicking again" >&2
              xdotool mousemove --window "$wid" $1 $2 click 1
            fi
            wait_for "the click at $1,$2 to be recorded" '[ $(recorded "\\"touch\\"") -ge '$touches' ]'
          else
            xdotool mousemove --window "$wid" $1 $2 click 1; sleep 0.2
          fi
        }
        rows() {
          xwd -id "$wid" -silent | tail -c $(( (HEIGHT - $1) * WIDTH * 4 )) | head -c $(( ($2 - $1) * WIDTH * 4 )) | md5sum
        }
        shows() {
          import -window "$wid" -crop "$2" +repage "$scratch/now.png" 2>/dev/null &&
            [ "$(compare -metric AE -fuzz 1% "$scratch/now.png" "$1" null: 2>&1)" = "0" ]
        }
        pixel() { import -window "$wid" -crop "1x1+$1+$2" -depth 8 txt:- 2>/dev/null | grep -oE '#[0-9A-F]{6}' | head -n 1; }
        """

    /// A line for a drive script that waits until the window's keyboard is the one
    /// `keysim render --scene SCENE --focus FIELD` draws (it has slid in and settled),
    /// rendered with `arguments` into `folder`.
    static func waitForKeyboard(
        scene: String = "demo", focus field: String, device: String = "iphone-15", arguments: [String] = [],
        in folder: URL
    ) throws -> String {
        let full = folder.path + "/expected-\(field).png"
        let render = try run(
            ["render", "--scene", scene, "--focus", field, "--device", device, "--scale", "1", "--out", full]
                + arguments)
        guard render.status == 0 else { throw Failure(description: "render failed: \(render.standardError)") }
        let environment = try ReplayEnvironment.load(paths: ResourcePaths(root: root), layoutsFolder: nil)
        guard let profile = environment.device(device) else { throw Failure(description: "no device \(device)") }
        let top = Int(profile.keyboardOrigin.y)
        let size = "\(Int(profile.screen.width))x\(Int(profile.screen.height) - top)"
        let keyboard = folder.path + "/expected-\(field)-keyboard.png"
        let crop = try ProcessRunner.run(
            "/usr/bin/env", ["convert", full, "-crop", "\(size)+0+\(top)", "+repage", keyboard])
        guard crop.status == 0 else {
            throw Failure(description: "convert failed: \(String(decoding: crop.standardError, as: UTF8.self))")
        }
        return "wait_for \"the keyboard of \(field)\" 'shows \"\(keyboard)\" \(size)+0+\(top)'"
    }

    /// Runs a bash script under an X server of its own (1280×1024), with the `keysim` binary
    /// as its first argument; returns its exit status and everything it printed, standard
    /// output and standard error as they came.
    static func runUnderXvfb(script: String) throws -> (status: Int32, printed: String) {
        let binary = try executable
        let server = try XvfbServer()
        let output = try withExtendedLifetime(server) {
            try ProcessRunner.run(
                "/bin/bash", [script, binary], environment: ["DISPLAY": server.display, "WAYLAND_DISPLAY": ""],
                directory: root, mergingErrors: true)
        }
        let printed = String(decoding: output.standardOutput, as: UTF8.self)
        if output.timedOut {
            throw Failure(description: "\(script) did not end and was killed; it printed: \(printed)")
        }
        return (output.status, printed)
    }

    /// A fresh temporary folder, removed by the caller.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("keysim-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
