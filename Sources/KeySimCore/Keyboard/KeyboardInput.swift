/// A touch on the keyboard, as the keyboard sees it: one finger going down, moving, lifting
/// or being cancelled by the system. Points are relative to the keyboard's top-left corner.
public enum KeyboardInput: Equatable, Sendable {
    /// A finger touched the keyboard.
    case touchDown(finger: Int, at: Point)
    /// A finger that is down moved.
    case touchMoved(finger: Int, to: Point)
    /// A finger lifted.
    case touchUp(finger: Int, at: Point)
    /// The system took the touch away (a gesture, an alert): nothing is committed.
    case touchCancelled(finger: Int)

    /// The finger the input belongs to.
    public var finger: Int {
        switch self {
        case .touchDown(let finger, _), .touchMoved(let finger, _), .touchUp(let finger, _),
            .touchCancelled(let finger):
            finger
        }
    }
}
