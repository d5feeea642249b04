// What a finger does on the keyboard as it goes down, moves, lifts or is cancelled: the key it
// presses, the key it slides to, the key it commits (or lets go), and the end of what
// holding a shift or layer key meant (chords, momentary switches).
extension Keyboard {
    /// A finger went down: commits other fingers' pending characters (rollover), presses the
    /// key under the finger and does what that key does on press.
    mutating func touchDown(finger: Int, at point: Point, time: Int, events: inout [KeyboardEvent]) {
        if touches[finger] != nil { touchCancelled(finger: finger, time: time, events: &events) }
        // While the keyboard is a trackpad its keys are blank: other fingers press nothing.
        guard trackpad == nil, var index = geometry.keyIndex(at: point) else { return }
        if !touches.isEmpty {
            for other in touches.keys.sorted() where touches[other]?.isPendingText(on: self) == true {
                release(finger: other, time: time, events: &events)
            }
            // A rollover commit may have changed the layer: the finger lands on what is shown now.
            guard let shown = geometry.keyIndex(at: point) else { return }
            index = shown
        }
        // The key's id and action, read in place (no copy of the whole key).
        let id = keyNumbers[index]
        events.add(.keyPressed(geometry.keys[index].key.id), at: time)
        switch geometry.keys[index].key.action {
        case .shift:
            pressShift(time: time, events: &events)
            touches[finger] = Touch(role: .shift, pressedKey: id, homeKey: id, at: point)
        case .capsLock:
            // A modifier acting on press, as shift: held, it is let go as shift is.
            pressCapsLock(time: time, events: &events)
            touches[finger] = Touch(role: .shift, pressedKey: id, homeKey: id, at: point)
        case .switchLayer(let target):
            let from = layerIndex
            switchLayer(to: target, time: time, events: &events)
            let home = geometry.keyIndex(at: point).map { keyNumbers[$0] }
            let role = Touch.Role.layerSwitch(from: from, to: layerIndex)
            touches[finger] = Touch(role: role, pressedKey: id, homeKey: home, at: point)
        case .delete:
            events.add(.text(.deleteBackward), at: time, touch: KeyTouch(key: keyNames[id], point: point))
            lastSpaceCommit = nil
            toggle = nil
            typedSymbolOnLayer = false
            var touch = Touch(role: .delete, pressedKey: id, homeKey: id, at: point)
            touch.repeatDue = time + timings.deleteRepeatDelay
            touches[finger] = touch
        case .character where geometry.keys[index].key.flicks != nil:
            var touch = Touch(role: .flick, pressedKey: id, homeKey: id, at: point)
            touch.longPressDue = time + timings.longPress
            touches[finger] = touch
        default:
            var touch = Touch(role: .commitsOnRelease, pressedKey: id, homeKey: id, at: point)
            touch.longPressDue = longPressDue(forKeyAt: index, from: time)
            touches[finger] = touch
        }
    }

    /// A finger moved: moves its highlight to the key under it, or its callout selection.
    mutating func touchMoved(finger: Int, to point: Point, time: Int, events: inout [KeyboardEvent]) {
        guard var touch = touches[finger] else { return }
        if trackpad?.finger == finger {
            moveTrackpad(to: point, time: time, events: &events)
            return
        }
        touch.point = point
        defer { touches[finger] = touch }
        if touch.role == .flick {
            moveFlick(&touch, to: point, time: time, events: &events)
            return
        }
        if touch.showsCallout {
            moveInCallout(to: point, time: time, events: &events)
            return
        }
        let target = touch.target(under: geometry.keyIndex(at: point).map { keyNumbers[$0] })
        guard target != touch.highlighted else { return }
        events.add(
            .keyHighlightMoved(from: keyNames[touch.highlighted ?? touch.lastKey], to: target.map { keyNames[$0] }),
            at: time)
        touch.highlighted = target
        if let target { touch.lastKey = target }
        if target != touch.pressedKey { touch.slid = true }
        if touch.role == .delete {
            touch.repeatDue = nil
        } else {
            touch.longPressDue = keyIndex(named: target).flatMap { longPressDue(forKeyAt: $0, from: time) }
        }
    }

    /// A finger lifted at `point`: commits the key under it (or the callout's selection).
    mutating func touchUp(finger: Int, at point: Point, time: Int, events: inout [KeyboardEvent]) {
        guard touches[finger] != nil else { return }
        touchMoved(finger: finger, to: point, time: time, events: &events)
        release(finger: finger, time: time, events: &events)
    }

    /// The system cancelled a finger's touch: its key is let go without typing.
    mutating func touchCancelled(finger: Int, time: Int, events: inout [KeyboardEvent]) {
        if trackpad?.finger == finger { return endTrackpad(time: time, events: &events) }
        guard let touch = touches.removeValue(forKey: finger) else { return }
        if touch.role == .flick {
            flickGuide = nil
            events.add(.keyCancelled(keyNames[touch.pressedKey]), at: time)
        } else if touch.showsCallout, let callout {
            dismissCallout(time: time, events: &events)
            events.add(.keyCancelled(callout.keyID), at: time)
        } else {
            events.add(.keyCancelled(keyNames[touch.highlighted ?? touch.lastKey]), at: time)
        }
        endHold(of: touch, time: time, events: &events)
    }

    /// Lets go of a finger where it is now: commits the key it is on when that key commits
    /// on release, and ends what holding its pressed key meant.
    mutating func release(finger: Int, time: Int, events: inout [KeyboardEvent]) {
        if trackpad?.finger == finger { return endTrackpad(time: time, events: &events) }
        guard let touch = touches.removeValue(forKey: finger) else { return }
        if touch.role == .flick {
            releaseFlick(touch, time: time, events: &events)
        } else if touch.showsCallout {
            releaseCallout(at: touch.point, time: time, events: &events)
        } else if let highlighted = touch.highlighted {
            if highlighted == touch.pressedKey && touch.role != .commitsOnRelease {
                events.add(.keyReleased(keyNames[highlighted]), at: time)
            } else if touch.role != .delete, let index = keyIndex(named: highlighted),
                Self.commitsOnRelease(geometry.keys[index].key.action)
            {
                let id = keyNames[highlighted]
                events.add(.keyReleased(id), at: time)
                commit(keyAt: index, time: time, touch: KeyTouch(key: id, point: touch.point), events: &events)
            } else {
                events.add(.keyCancelled(keyNames[highlighted]), at: time)
            }
        } else {
            events.add(.keyCancelled(keyNames[touch.lastKey]), at: time)
        }
        endHold(of: touch, time: time, events: &events)
    }

    /// Ends what holding a key meant: a momentary layer switch (slid from, or held while
    /// other fingers typed) goes back; a shift held while other fingers typed turns off.
    mutating func endHold(of touch: Touch, time: Int, events: inout [KeyboardEvent]) {
        switch touch.role {
        case .layerSwitch(let from, let to) where (touch.slid || touch.typedWhileHeld) && layerIndex == to:
            switchLayer(toLayerAt: from, time: time, events: &events)
        case .shift where touch.typedWhileHeld && shift == .on:
            setShift(.off, automatic: false, time: time, events: &events)
        default:
            break
        }
    }

    /// Another finger typed while shift or a layer key is held: lifting it ends the chord
    /// (shift turns off, the layer switch goes back).
    mutating func markHeldModifiersUsed() {
        for (finger, touch) in touches {
            switch touch.role {
            case .shift, .layerSwitch: touches[finger]?.typedWhileHeld = true
            default: break
            }
        }
    }
}
