/// Replays a recording and notes every key press its recorded touches made (``KeyTap``):
/// the key, its layer and visible frame, where the finger landed and lifted.
///
/// The recording is replayed by ``Replayer`` one line at a time, so each key the engine
/// releases is known with the touch line that released it. Only `touch` lines count:
/// taps planned for `tap`, `type` and `focus` lines hit key centres and say nothing about
/// people.
public enum TapCollector {
    /// What a collection found.
    public struct Collection: Equatable, Sendable {
        /// The replay's report, as ``Replayer/run(_:on:options:log:observe:fieldLocator:progress:)`` gives it.
        public var report: ReplayReport
        /// The key presses of recorded touches, in the order they acted.
        public var taps: [KeyTap]
        /// Every layout a tap was on, by id, to draw it.
        public var layouts: [String: KeyboardLayout]
    }

    /// A recorded finger on the keyboard.
    private struct Finger {
        var down: Point
        var last: Point
        /// The layer shown when it went down.
        var layer: String
    }

    /// Replays `script` on `simulator` and collects the key presses of its touch lines.
    public static func collect(
        _ script: Script, on simulator: Simulator, options: ReplayOptions = ReplayOptions(),
        fieldLocator: (any FieldLocator)? = nil
    ) -> Collection {
        var collector = Collector(simulator: simulator)
        let heard = EventBuffer()
        var replayer = Replayer(
            simulator: simulator, path: script.path, header: script.header, options: options,
            log: { heard.events.append($0) }, fieldLocator: fieldLocator)
        var stop: Diagnostic?
        for line in script.lines {
            heard.events.removeAll(keepingCapacity: true)
            stop = replayer.replay(line)
            collector.observe(line, events: heard.events, after: replayer.simulator)
            if stop != nil { break }
        }
        let report = replayer.report(scriptWarnings: script.warnings, error: stop)
        return Collection(report: report, taps: collector.taps, layouts: collector.layouts)
    }

    /// The events the replayer logged for the line being replayed.
    private final class EventBuffer {
        var events: [SimulatorEvent] = []
    }

    /// Follows recorded fingers from line to line.
    private struct Collector {
        var simulator: Simulator
        var fingers: [Int: Finger] = [:]
        var taps: [KeyTap] = []
        var layouts: [String: KeyboardLayout] = [:]

        /// Notes what `line` did, given its events and the simulator after it.
        mutating func observe(_ line: ScriptLine, events: [SimulatorEvent], after: Simulator) {
            let before = simulator
            simulator = after
            var touch: (phase: TouchPhase, point: Point?, finger: Int)?
            if case .touch(let phase, let point, let finger) = line.kind {
                touch = (phase, point.map { keyboardPoint($0, on: before.device) }, finger)
            }
            // The layer each field's keyboard shows, as the line's events change it.
            var layers: [String: String] = [:]
            var released: Set<Int> = []
            for event in events {
                guard case .keyboard(let kind) = event.kind, let index = before.index(of: event.field) else { continue }
                let keyboard = after.sessions[index].keyboard
                let layer = layers[event.field] ?? before.sessions[index].keyboard.layerID
                switch kind {
                case .layerChanged(let id):
                    layers[event.field] = id
                case .keyPressed:
                    if let touch, touch.phase == .down, let point = touch.point {
                        fingers[touch.finger] = Finger(down: point, last: point, layer: layer)
                    }
                case .keyReleased(let id):
                    let pressed = before.sessions[index].keyboard.pressedKeys
                    guard
                        let finger = releasingFinger(
                            of: id, touch: touch, pressed: pressed, released: released),
                        let tracked = fingers.removeValue(forKey: finger)
                    else { continue }
                    released.insert(finger)
                    let up =
                        touch?.finger == finger && touch?.phase == .up ? touch?.point ?? tracked.last : tracked.last
                    if let tap = Self.tap(
                        id, on: keyboard, shown: layer, pressedOn: tracked.layer, down: tracked.down, up: up,
                        time: event.time, line: line.line)
                    {
                        taps.append(tap)
                        layouts[keyboard.layout.id] = keyboard.layout
                    }
                default:
                    break
                }
            }
            guard let touch else { return }
            switch touch.phase {
            case .move:
                if let point = touch.point { fingers[touch.finger]?.last = point }
            case .up, .cancel:
                fingers[touch.finger] = nil
            case .down:
                break
            }
        }

        /// The finger whose key `id` was released: the lifting finger of an up line, else
        /// (another finger's press committed it) the first other finger holding `id`.
        func releasingFinger(
            of id: String, touch: (phase: TouchPhase, point: Point?, finger: Int)?, pressed: [Int: String],
            released: Set<Int>
        ) -> Int? {
            if let touch, touch.phase == .up { return touch.finger }
            return pressed.keys.sorted().first { finger in
                pressed[finger] == id && finger != touch?.finger && !released.contains(finger)
            }
        }

        /// The tap of key `id`, found on the layer `shown` when it acted or else on the layer
        /// it was pressed on.
        static func tap(
            _ id: String, on keyboard: Keyboard, shown: String, pressedOn: String, down: Point, up: Point, time: Int,
            line: Int
        ) -> KeyTap? {
            for layer in [shown, pressedOn] {
                guard let geometry = keyboard.face.geometry(ofLayer: layer), let frame = geometry.frame(of: id) else {
                    continue
                }
                let landed = geometry.keys.first { $0.visible.contains(down) }?.key.id
                return KeyTap(
                    layout: keyboard.layout.id, layer: layer, key: id, keyFrame: frame.visible, down: down, up: up,
                    landedOn: landed, time: time, line: line)
            }
            return nil
        }

        func keyboardPoint(_ point: Point, on device: DeviceProfile) -> Point {
            let origin = device.keyboardOrigin
            return Point(x: point.x - origin.x, y: point.y - origin.y)
        }
    }
}
