import Foundation

/// The form's field geometries and drawing commands of the last frame, kept for the next:
/// while a caret blinks nothing the form is drawn from changes but the caret's phase, and
/// laying out every field again was most of a blink's work. A window's ``FrameBuilder``
/// holds one.
///
/// The form is drawn from the simulator's ``Inputs`` and, of the time, only the caret's
/// phase and whether a secure field's last character still shows; the same inputs give the
/// same geometries and commands, so a frame built with the memo is the frame built without
/// it. The commands of both caret phases are kept, so a blink after the first two makes
/// nothing.
public final class FormDrawingMemo: @unchecked Sendable {
    /// Everything of a simulator the form's geometry and drawing read, besides the time.
    struct Inputs: Equatable {
        var scene: Scene
        var device: DeviceProfile
        var form: FormLayout
        /// Each field's text model, in scene order.
        var fields: [TextFieldModel]
        var focusedIndex: Int?
        var scrollOffset: Double
        var shownInvalid: Set<Int>
        var committedValues: [Int: JSONOutput]
        var secureReveal: Simulator.SecureReveal?
        /// Whether the secure field's last typed character shows at the time drawn.
        var revealing: Bool
        /// Each field's words marked misspelled (what the person kept changes them too).
        var misspelled: [[Range<Int>]]

        init(_ simulator: Simulator, revealing: Bool) {
            scene = simulator.scene
            device = simulator.device
            form = simulator.form
            fields = simulator.sessions.map(\.field)
            focusedIndex = simulator.focusedIndex
            scrollOffset = simulator.scrollOffset
            shownInvalid = simulator.shownInvalid
            committedValues = simulator.committedValues
            secureReveal = simulator.secureReveal
            self.revealing = revealing
            misspelled = simulator.sessions.map(\.misspelledWords)
        }

        /// Whether `simulator` has these inputs (compared without copying its fields).
        func match(_ simulator: Simulator, revealing: Bool) -> Bool {
            guard revealing == self.revealing, focusedIndex == simulator.focusedIndex,
                scrollOffset == simulator.scrollOffset, secureReveal == simulator.secureReveal,
                fields.count == simulator.sessions.count
            else { return false }
            for index in fields.indices where fields[index] != simulator.sessions[index].field { return false }
            for index in fields.indices where misspelled[index] != simulator.sessions[index].misspelledWords {
                return false
            }
            return shownInvalid == simulator.shownInvalid && committedValues == simulator.committedValues
                && form == simulator.form && device == simulator.device && scene == simulator.scene
        }
    }

    private struct Entry {
        var inputs: Inputs
        var geometries: [FieldGeometry]?
        /// The form's commands with the focused field's caret shown, and hidden.
        var withCaret: [DrawCommand]?
        var withoutCaret: [DrawCommand]?
    }

    private let lock = NSLock()
    private var last: Entry?
    /// How many times the geometries were laid out rather than reused (for tests).
    private(set) var geometriesMade = 0
    /// How many times the commands were made rather than reused (for tests).
    private(set) var commandsMade = 0

    public init() {}

    /// Whether a secure field's last typed character shows at `time`, as
    /// ``Simulator/shownText(ofField:at:)`` decides it.
    static func revealing(_ simulator: Simulator, at time: Int) -> Bool {
        guard let reveal = simulator.secureReveal else { return false }
        return time - reveal.time < Simulator.secureRevealDuration
    }

    /// The geometries `make` lays out for the simulator at `time`, or the last ones when
    /// its inputs are the same.
    func geometries(
        _ simulator: Simulator, at time: Int, make: () -> [FieldGeometry]
    ) -> [FieldGeometry] {
        remembered(\.geometries, counting: \.geometriesMade, for: simulator, at: time, make: make)
    }

    /// The commands `make` gives for the simulator at `time` with the caret `caretShown`, or
    /// the last ones for the same inputs and caret phase.
    func commands(
        _ simulator: Simulator, at time: Int, caretShown: Bool, make: () -> [DrawCommand]
    ) -> [DrawCommand] {
        remembered(
            caretShown ? \.withCaret : \.withoutCaret, counting: \.commandsMade, for: simulator, at: time,
            make: make)
    }

    /// What `slot` of the last entry holds when the simulator's inputs at `time` are the
    /// last ones; else what `make` gives (counted in `made`), kept in `slot` of the entry for
    /// these inputs. `make` runs outside the lock.
    private func remembered<Value>(
        _ slot: WritableKeyPath<Entry, Value?>, counting made: ReferenceWritableKeyPath<FormDrawingMemo, Int>,
        for simulator: Simulator, at time: Int, make: () -> Value
    ) -> Value {
        let revealing = Self.revealing(simulator, at: time)
        lock.lock()
        if let last, last.inputs.match(simulator, revealing: revealing), let value = last[keyPath: slot] {
            lock.unlock()
            return value
        }
        lock.unlock()
        let value = make()
        lock.lock()
        defer { lock.unlock() }
        self[keyPath: made] += 1
        if last?.inputs.match(simulator, revealing: revealing) != true {
            last = Entry(inputs: Inputs(simulator, revealing: revealing))
        }
        last?[keyPath: slot] = value
        return value
    }
}
