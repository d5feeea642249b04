import CSDL2

/// An SDL, SDL_ttf or SDL_image call that failed: which function, and SDL's message.
public enum SDLError: Error, Equatable, CustomStringConvertible {
    /// `function` reported failure; `message` is what `SDL_GetError` said at that moment.
    case callFailed(function: String, message: String)
    /// An image or drawing area with no pixels, or more than SDL can address.
    case invalidSize(width: Int, height: Int)
    /// Pixel data whose length does not match its width and height.
    case pixelCountMismatch(expected: Int, actual: Int)

    public var description: String {
        switch self {
        case .callFailed(let function, let message):
            return "\(function) failed: \(message.isEmpty ? "no message from SDL" : message)"
        case .invalidSize(let width, let height):
            return "invalid image size \(width)×\(height)"
        case .pixelCountMismatch(let expected, let actual):
            return "pixel data has \(actual) bytes, expected \(expected)"
        }
    }
}

/// The one place that turns SDL's failure conventions into `SDLError`: every return code and
/// every returned pointer of an SDL, SDL_ttf or SDL_image call goes through it.
enum SDLCall {
    /// Throws if `code` is negative (SDL's failure convention for `int` results).
    static func check(_ code: Int32, _ function: String) throws(SDLError) {
        if code < 0 { throw failure(function) }
    }

    /// Returns `pointer`, or throws if the call returned NULL.
    static func check<Pointer>(_ pointer: Pointer?, _ function: String) throws(SDLError) -> Pointer {
        guard let pointer else { throw failure(function) }
        return pointer
    }

    /// The error for a failed call of `function`: reads SDL's message and clears it so the next
    /// failure does not report a stale one.
    ///
    /// The corresponding SDL functions are `SDL_GetError` and `SDL_ClearError`.
    static func failure(_ function: String) -> SDLError {
        let message = SDL_GetError().map { String(cString: $0) } ?? ""
        SDL_ClearError()
        return .callFailed(function: function, message: message)
    }
}
