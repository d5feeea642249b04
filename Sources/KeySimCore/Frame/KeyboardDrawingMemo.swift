import Foundation

/// The keyboard's drawing commands of the last frame, kept for the next: between two frames
/// of a caret blink nothing on the keyboard changes, and drawing it again was a third of a
/// blink's work. A window's ``FrameBuilder`` holds one; the same keyboard, context, device and
/// place always give the same commands, so a frame built with the memo is the frame built
/// without it.
///
/// The keyboard's clock (`now`) is not drawn: a window advances it before every frame, so
/// keyboards are compared as if their clocks agreed (comparing it made every blink a miss).
public final class KeyboardDrawingMemo: @unchecked Sendable {
    private struct Entry {
        var keyboard: Keyboard
        var context: KeyboardContext
        var device: DeviceProfile
        var origin: Point
        var commands: [DrawCommand]
    }

    private let lock = NSLock()
    private var last: Entry?
    /// How many times the commands were made rather than reused (for tests).
    private(set) var made = 0

    public init() {}

    /// The commands `make` gives for these, or the last ones when they are the same.
    func commands(
        _ keyboard: Keyboard, context: KeyboardContext, device: DeviceProfile, origin: Point,
        make: () -> [DrawCommand]
    ) -> [DrawCommand] {
        // The clock moves at every frame and draws nothing.
        var keyboard = keyboard
        keyboard.now = 0
        lock.lock()
        if let last, last.origin == origin, last.keyboard == keyboard, last.context == context,
            last.device == device
        {
            lock.unlock()
            return last.commands
        }
        lock.unlock()
        let commands = make()
        lock.lock()
        defer { lock.unlock() }
        made += 1
        last = Entry(keyboard: keyboard, context: context, device: device, origin: origin, commands: commands)
        return commands
    }
}
