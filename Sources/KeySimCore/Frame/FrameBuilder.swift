/// Builds the ``Frame`` the simulator window shows: the form with its fields and, while shown
/// or sliding, the keyboard with its key previews and callout. Pure: the same simulator at the
/// same virtual time gives the same frame, so a replay draws exactly what the window drew.
public struct FrameBuilder: Sendable {
    public let theme: Theme
    public let measurer: any TextMeasurer
    /// Where a window keeps the keyboard's commands from frame to frame (nil: made each time).
    public let keyboardMemo: KeyboardDrawingMemo?
    /// Where a window keeps the form's geometries and commands from frame to frame (nil: made
    /// each time).
    public let formMemo: FormDrawingMemo?

    public init(
        theme: Theme, measurer: any TextMeasurer, keyboardMemo: KeyboardDrawingMemo? = nil,
        formMemo: FormDrawingMemo? = nil
    ) {
        self.theme = theme
        self.measurer = measurer
        self.keyboardMemo = keyboardMemo
        self.formMemo = formMemo
    }

    /// The whole screen: the form and (while shown or sliding) the keyboard, at virtual time
    /// `time`; with VoiceOver on, the caption strip under it.
    public func frame(of simulator: Simulator, at time: Int) -> Frame {
        var commands = formCommands(of: simulator, at: time)
        if let slide = Self.keyboardSlide(of: simulator, at: time) {
            let session = simulator.sessions[slide.index]
            let resting = simulator.device.keyboardOrigin
            let origin = Point(x: resting.x, y: resting.y + slide.offset)
            let context = session.context
            // Under the keys' commands: a top-row key's preview rises over the bar.
            if let bar = session.suggestionBar {
                let height = simulator.device.keyboard.suggestionBarHeight
                commands += suggestionBarCommands(
                    bar,
                    in: Rect(x: origin.x, y: origin.y - height, width: simulator.device.screen.width, height: height))
            }
            if let keyboardMemo {
                commands += keyboardMemo.commands(
                    session.keyboard, context: context, device: simulator.device, origin: origin
                ) { keyboardCommands(session.keyboard, context: context, device: simulator.device, origin: origin) }
            } else {
                commands += keyboardCommands(
                    session.keyboard, context: context, device: simulator.device, origin: origin)
            }
        }
        commands += editMenuCommands(of: simulator)
        commands += loupeCommands(of: simulator)
        commands += tooltipCommands(of: simulator, at: time)
        if let voiceOver = simulator.voiceOver {
            commands += captionCommands(voiceOver, screen: simulator.device.screen)
        }
        return Frame(size: Self.frameSize(of: simulator), background: theme.colors.background, commands: commands)
    }

    /// The keyboard alone, for layout previews: a frame the size of the keyboard (screen width
    /// × keyboard height), keyboard origin at (0,0).
    public func keyboardFrame(_ keyboard: Keyboard, context: KeyboardContext, device: DeviceProfile) -> Frame {
        Frame(
            size: Size(width: device.screen.width, height: device.keyboard.height),
            background: theme.colors.keyboardBackground,
            commands: keyboardCommands(keyboard, context: context, device: device, origin: Point(x: 0, y: 0)))
    }

    /// Which field's keyboard is on screen at `time` and how far below its resting place it
    /// is (0 when fully shown), or nil when no keyboard is on screen.
    ///
    /// The keyboard slides up over ``FrameMetrics/slideDuration`` from when it appeared and
    /// down as long from when it went away (the last focused field's keyboard), eased out.
    public static func keyboardSlide(of simulator: Simulator, at time: Int) -> (index: Int, offset: Double)? {
        let duration = Double(FrameMetrics.slideDuration)
        func height(_ index: Int) -> Double {
            let bar = simulator.sessions[index].showsSuggestionBar ? simulator.device.keyboard.suggestionBarHeight : 0
            return simulator.device.keyboard.height + bar
        }
        if let shown = simulator.keyboardShownSince, let index = simulator.focusedIndex {
            let progress = FrameMetrics.easeOut(Double(time - shown) / duration)
            return (index, height(index) * (1 - progress))
        }
        if let hidden = simulator.keyboardHiddenSince, let index = simulator.lastFocusedIndex,
            time - hidden < FrameMetrics.slideDuration
        {
            let progress = FrameMetrics.easeOut(Double(time - hidden) / duration)
            return (index, height(index) * progress)
        }
        return nil
    }

    /// Text centred in `rect`, measured with the measurer.
    func centredText(_ text: String, in rect: Rect, style: TextStyle) -> DrawCommand {
        let width = measurer.width(of: text, style: style)
        let height = measurer.lineHeight(style)
        return .text(text, origin: Point(x: rect.midX - width / 2, y: rect.midY - height / 2), style: style)
    }
}

extension Rect {
    /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom
    /// (shrunk for negative amounts).
    func outset(dx: Double, dy: Double) -> Rect {
        Rect(x: x - dx, y: y - dy, width: width + 2 * dx, height: height + 2 * dy)
    }

    /// The smallest rectangle holding both.
    func union(_ other: Rect) -> Rect {
        let minX = min(self.minX, other.minX)
        let minY = min(self.minY, other.minY)
        return Rect(
            x: minX, y: minY, width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY)
    }
}
