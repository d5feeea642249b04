import Foundation
import KeySim
import KeySimCore
import KeySimSDL

/// Writes a replay's frames as PNGs named by their virtual time in ms (`000001234.png`):
/// one per batch of events, or at a fixed rate of virtual time (`--fps`), drawn with the
/// same code as the window.
final class FrameWriter {
    private let folder: String
    private let builder: FrameBuilder
    private let renderer: FrameRenderer
    private let target: Renderer
    private let scale: Double
    /// Milliseconds between frames at a fixed rate; nil for one frame per event.
    private let interval: Int?
    /// The state before the latest batch: it held until that batch's time.
    private var previous: Simulator?
    private var nextFrameTime = 0
    private(set) var written = 0
    private(set) var failure: String?

    /// - Parameter voiceOver: whether the frames have VoiceOver's caption strip under the screen.
    init(
        folder: String, presentation: Presentation, device: DeviceProfile, voiceOver: Bool, scale: Double, fps: Int?
    ) throws(SDLError) {
        self.folder = folder
        self.builder = presentation.builder
        self.scale = scale
        self.interval = fps.map { max(1, 1_000 / $0) }
        let blank = Frame(
            size: FrameBuilder.frameSize(screen: device.screen, voiceOver: voiceOver),
            background: presentation.theme.colors.background)
        target = try Rasterizer.offscreenRenderer(for: blank, scale: scale)
        renderer = FrameRenderer(renderer: target, fonts: presentation.fonts, icons: presentation.icons)
    }

    /// The simulator after a batch of events.
    func observe(_ simulator: Simulator) {
        if let interval {
            if let previous {
                while nextFrameTime < simulator.now {
                    write(previous, at: nextFrameTime)
                    nextFrameTime += interval
                }
            }
            previous = simulator
        } else {
            write(simulator, at: simulator.now)
        }
    }

    /// The replay ended in `simulator`: the frames up to its time.
    func finish(_ simulator: Simulator) {
        guard let interval else { return }
        while nextFrameTime <= simulator.now {
            write(simulator, at: nextFrameTime)
            nextFrameTime += interval
        }
    }

    private func write(_ simulator: Simulator, at time: Int) {
        guard failure == nil else { return }
        let path = folder + "/" + Self.name(for: time)
        do throws(SDLError) {
            try renderer.draw(builder.frame(of: simulator, at: time), scale: scale)
            try Rasterizer.image(of: target).writePNG(to: path)
            written += 1
        } catch {
            failure = "cannot write \(path): \(error)"
        }
    }

    /// `000001234.png` for 1234 ms: names sort in time order.
    static func name(for time: Int) -> String {
        let digits = String(time)
        return String(repeating: "0", count: max(0, 9 - digits.count)) + digits + ".png"
    }
}
