import Foundation
import KeySim
import KeySimCore
import KeySimSDL

/// `replay --artifacts DIR`: for a script whose expectation failed, the frame at its first
/// failed expectation with what was expected and found written under it
/// (`failure-<line>.png`), and the whole run as an animated PNG (`run.png`) with the touches
/// drawn as dots. Both are the same bytes every run.
enum ReplayArtifacts {
    /// Frames a second of the animation.
    static let fps = 10
    /// Pixels per point of the animation: small files.
    static let animationScale = 1.0
    /// The touch dots' radius in points and colour.
    static let dotRadius = 14.0
    static let dotColor = Color(red: 0x1E, green: 0x78, blue: 0xFF, alpha: 0x80)

    /// Drawing happens one script at a time: the fonts' caches are shared by the workers.
    private static let lock = NSLock()

    /// The folder of a script's artifacts inside `folder`: its path with `/` as `__`, without
    /// `.jsonl` (`bad/typo.jsonl` → `bad__typo`).
    static func folder(for script: String, in folder: String) -> String {
        var name = script
        while name.hasPrefix("./") { name.removeFirst(2) }
        if name.hasSuffix(".jsonl") { name.removeLast(6) }
        return (folder.hasSuffix("/") ? folder : folder + "/") + name.replacingOccurrences(of: "/", with: "__")
    }

    /// The failure band's lines for the failed checks of one `expect` line: for each, where,
    /// what was expected and what was found.
    static func bandLines(_ failures: [Diagnostic]) -> [String] {
        failures.flatMap { diagnostic in
            var lines = [diagnostic.path + (diagnostic.position.map { ":\($0.line):\($0.column)" } ?? "")]
            let message = diagnostic.message
            if let split = message.range(of: ", found ") {
                lines.append(String(message[..<split.lowerBound]))
                lines.append("found " + message[split.upperBound...])
            } else {
                lines.append(message)
            }
            return lines
        }
    }

    /// Replays the script again on `simulator` (set up as for its first replay) and writes its
    /// artifacts for its failed checks (none with `--artifacts-all` for a script that passed):
    /// the frame where the first failed, with that line's failures; returns the files written.
    static func write(
        script path: String, header: ScriptHeader?, failures: [Diagnostic], simulator: Simulator,
        options: ReplayOptions, presentation: Presentation, scale: Double, folder: String
    ) throws(ReplayEnvironment.Failure) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let target = Self.folder(for: path, in: folder)
        do {
            try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        } catch {
            throw .init(message: "keysim replay: error: cannot make \(target)", code: ExitCode.missingInput)
        }
        let builder = presentation.builder
        let animation: AnimationRecorder
        do throws(SDLError) {
            animation = try AnimationRecorder(
                presentation: presentation, size: FrameBuilder.frameSize(of: simulator), folder: target)
        } catch {
            throw .init(message: "keysim replay: error: \(error)", code: ExitCode.unavailable)
        }
        var replayer = Replayer(
            simulator: simulator, path: path, header: header, options: options,
            observe: { simulator in animation.observe(simulator) }, fieldLocator: builder)
        let failure = failures.first
        let failedLine = failure?.position?.line
        var atFailure: Simulator?
        for line in ScriptFile(path: path) {
            animation.line(line)
            if replayer.replay(line) != nil { break }
            if atFailure == nil, let failure, line.line == failure.position?.line { atFailure = replayer.simulator }
        }
        animation.finish(replayer.simulator)
        var written: [String] = []
        if let failure, let atFailure {
            let file = target + "/failure-\(failure.position?.line ?? 0).png"
            let frame = builder.withFailureBand(
                builder.frame(of: atFailure, at: atFailure.now),
                lines: bandLines(failures.filter { $0.position?.line == failedLine }))
            do throws(SDLError) {
                try Rasterizer.render(frame, scale: scale, fonts: presentation.fonts, icons: presentation.icons)
                    .writePNG(to: file)
            } catch {
                throw .init(
                    message: "keysim replay: error: cannot write \(file): \(error)", code: ExitCode.missingInput)
            }
            written.append(file)
        }
        let file = target + "/run.png"
        if let problem = animation.failure {
            throw .init(message: "keysim replay: error: cannot write \(file): \(problem)", code: ExitCode.missingInput)
        }
        guard FileManager.default.createFile(atPath: file, contents: Data(animation.apng.encoded())) else {
            throw .init(message: "keysim replay: error: cannot write \(file)", code: ExitCode.missingInput)
        }
        written.append(file)
        return written
    }
}

/// Draws a replay at ``ReplayArtifacts/fps`` frames a second of virtual time into an APNG,
/// the fingers down drawn as dots.
final class AnimationRecorder {
    private let builder: FrameBuilder
    private let renderer: FrameRenderer
    private let target: Renderer
    private let scratch: String
    private let interval = 1_000 / ReplayArtifacts.fps
    private var previous: Simulator?
    private var nextFrameTime = 0
    /// Fingers of `touch` lines down now, where they are.
    private var fingers: [Int: Point] = [:]
    private var previousFingers: [Int: Point] = [:]
    /// Where fingers went down since the last frame: a tap shorter than a frame shows in the
    /// next one all the same.
    private var touched: [(finger: Int, point: Point, time: Int)] = []
    private(set) var apng = AnimatedPNG()
    private(set) var failure: String?

    init(presentation: Presentation, size: Size, folder: String) throws(SDLError) {
        builder = presentation.builder
        target = try Rasterizer.offscreenRenderer(
            for: Frame(size: size, background: presentation.theme.colors.background),
            scale: ReplayArtifacts.animationScale)
        renderer = FrameRenderer(renderer: target, fonts: presentation.fonts, icons: presentation.icons)
        scratch = folder + "/.frame.png"
    }

    /// Before `line` runs: where its finger goes down or moves, or that it lifts.
    func line(_ line: ScriptLine) {
        guard case .touch(let phase, let point, let finger) = line.kind else { return }
        switch phase {
        case .down, .move:
            if let point {
                fingers[finger] = point
                touched.append((finger, point, line.time))
            }
        case .up, .cancel: fingers[finger] = nil
        }
    }

    func observe(_ simulator: Simulator) {
        if let previous {
            while nextFrameTime < simulator.now {
                write(previous, fingers: previousFingers, at: nextFrameTime)
                nextFrameTime += interval
            }
        }
        previous = simulator
        previousFingers = fingers
    }

    func finish(_ simulator: Simulator) {
        observe(simulator)
        while nextFrameTime <= simulator.now {
            write(simulator, fingers: [:], at: nextFrameTime)
            nextFrameTime += interval
        }
        // One frame at least, and the last held a second.
        write(simulator, fingers: [:], at: simulator.now, delay: 1_000)
        try? FileManager.default.removeItem(atPath: scratch)
    }

    /// The dots: keys held (typed taps among them) and the fingers of touch lines.
    private func dots(_ simulator: Simulator, fingers: [Int: Point]) -> [DrawCommand] {
        var points = fingers
        for (finger, key) in simulator.keyboard?.pressedKeys ?? [:] where points[finger] == nil {
            if let centre = simulator.shownKeyCentre(key) { points[finger] = centre }
        }
        let r = ReplayArtifacts.dotRadius
        return points.sorted { $0.key < $1.key }.map { _, point in
            .fill(
                Rect(x: point.x - r, y: point.y - r, width: 2 * r, height: 2 * r), radius: r,
                color: ReplayArtifacts.dotColor)
        }
    }

    private func write(_ simulator: Simulator, fingers: [Int: Point], at time: Int, delay: Int? = nil) {
        guard failure == nil else { return }
        var frame = builder.frame(of: simulator, at: time)
        var shown = fingers
        for touch in touched where touch.time <= time && shown[touch.finger] == nil {
            shown[touch.finger] = touch.point
        }
        touched.removeAll { $0.time <= time }
        frame.commands += dots(simulator, fingers: shown)
        do throws(SDLError) {
            try renderer.draw(frame, scale: ReplayArtifacts.animationScale)
            try Rasterizer.image(of: target).writePNG(to: scratch)
        } catch {
            failure = "\(error)"
            return
        }
        guard let data = FileManager.default.contents(atPath: scratch) else {
            failure = "cannot read back \(scratch)"
            return
        }
        do throws(AnimatedPNG.Failure) {
            try apng.append(png: [UInt8](data), delay: delay ?? interval)
        } catch {
            failure = "\(error)"
        }
    }
}
