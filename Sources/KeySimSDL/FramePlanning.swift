import Glibc
import KeySimCore

/// The commands of the frame planned last and what planning each gave, so the next plan
/// takes the items of the commands the two frames share instead of placing them again: a
/// caret blink shares all but the caret's fill with the frame before it.
///
/// A command's item depends only on the command, the clip it is drawn under, the scale and
/// the drawing area's size (text and icon bitmaps are the same each time they are made), so
/// a shared command under the same clip gives the same item.
struct FramePlanMemory {
    /// What a command does to the plan.
    enum Kind: UInt8 {
        case pushClip
        case popClip
        case draw
    }

    var commands: [DrawCommand] = []
    /// Per command: its kind.
    var kinds: [Kind] = []
    /// Per command: the rectangle a clip push pushes, in pixels (empty for other commands).
    var pushed: [PixelRect] = []
    /// Per command: the clip it was planned under (nil: none).
    var clips: [PixelRect?] = []
    /// Per command: the index of its item in the plan; -1 when it drew nothing (or is a clip)
    /// (the text bitmap a reused item draws is marked used through the item).
    var items: [Int] = []
    var plan: FramePlan?
    var scale = 0.0
    /// Counts plans, so a renderer knows which plan another was planned after.
    var serial = 0

    /// The clips in force before command `index` (the innermost last).
    func clipStack(before index: Int) -> [PixelRect] {
        var stack: [PixelRect] = []
        for command in 0..<index {
            switch kinds[command] {
            case .pushClip: stack.append(stack.last.map { $0.intersection(pushed[command]) } ?? pushed[command])
            case .popClip: if !stack.isEmpty { stack.removeLast() }
            case .draw: break
            }
        }
        return stack
    }

    /// How many items commands `0..<index` made.
    func itemCount(before index: Int) -> Int {
        var command = index - 1
        while command >= 0, items[command] < 0 { command -= 1 }
        return command < 0 ? 0 : items[command] + 1
    }
}

/// A plan and how many of its first and last items are those of the plan made before it.
struct PlanOutcome {
    var plan: FramePlan
    /// The plan's items `0..<sharedPrefix` are the previous plan's first items.
    var sharedPrefix: Int
    /// The plan's last `sharedSuffix` items are the previous plan's last items.
    var sharedSuffix: Int
    /// The previous plan's `serial`, and this one's.
    var previousSerial: Int
    var serial: Int
}

extension FrameRenderer {
    /// Lays out the frame's commands in pixels: clips folded in, bitmaps made, bounds known.
    /// The commands the last frame planned had too, in the same place from its start or its
    /// end and under the same clip, keep the items they had.
    func plan(_ frame: Frame, scale: Double) throws(SDLError) -> PlanOutcome {
        self.scale = scale
        let (width, height) = try renderer.outputSize()
        var plan = FramePlan(width: width, height: height, background: frame.background, items: [])
        let commands = frame.commands
        let count = commands.count
        plan.items.reserveCapacity(count)
        let memory = planMemory
        // The last plan's items serve only at the same size and scale.
        let previous = memory.plan.flatMap { $0.width == width && $0.height == height ? $0 : nil }
        let reusable = previous != nil && memory.scale == scale
        let previousItems = reusable ? previous?.items ?? [] : []
        let old = reusable ? memory.commands : []
        let (prefix, suffix) = Self.sharedEnds(old, commands)
        var next = FramePlanMemory(commands: commands, scale: scale, serial: memory.serial + 1)
        next.kinds.reserveCapacity(count)
        next.pushed.reserveCapacity(count)
        next.clips.reserveCapacity(count)
        next.items.reserveCapacity(count)
        let frameNumber = self.frameNumber

        /// Takes the old commands' records and items as they were, their item indices moved
        /// to where their items now go.
        func take(_ commands: Range<Int>) {
            let firstItem = memory.itemCount(before: commands.lowerBound)
            let items = firstItem..<memory.itemCount(before: commands.upperBound)
            let shift = plan.items.count - firstItem
            next.kinds += memory.kinds[commands]
            next.pushed += memory.pushed[commands]
            next.clips += memory.clips[commands]
            for command in commands {
                let item = memory.items[command]
                next.items.append(item < 0 ? -1 : item + shift)
            }
            plan.items += previousItems[items]
            for item in items { previousItems[item].text?.lastUsed = frameNumber }
        }

        // The commands both frames start with draw under the same clips: taken whole.
        take(0..<prefix)
        let sharedPrefix = plan.items.count
        var stack = next.clipStack(before: prefix)
        var sharedSuffix = 0
        let suffixStart = count - suffix
        let oldSuffixStart = old.count - suffix
        /// Plans command `index`: a command both frames end with keeps its item when it is
        /// drawn under the same clip as before.
        func place(_ index: Int, _ command: borrowing DrawCommand) throws(SDLError) {
            let clip = stack.last
            next.clips.append(clip)
            let oldIndex = index >= suffixStart ? index - suffixStart + oldSuffixStart : -1
            let kind = oldIndex >= 0 ? memory.kinds[oldIndex] : Self.kind(of: command)
            next.kinds.append(kind)
            switch kind {
            case .pushClip:
                let pixels = oldIndex >= 0 ? memory.pushed[oldIndex] : Self.pushedRect(command, self)
                next.pushed.append(pixels)
                next.items.append(-1)
                stack.append(clip.map { $0.intersection(pixels) } ?? pixels)
                return
            case .popClip:
                next.pushed.append(PixelRect(x: 0, y: 0, width: 0, height: 0))
                next.items.append(-1)
                if !stack.isEmpty { stack.removeLast() }
                return
            case .draw:
                next.pushed.append(PixelRect(x: 0, y: 0, width: 0, height: 0))
            }
            if oldIndex >= 0, memory.clips[oldIndex] == clip {
                let item = memory.items[oldIndex]
                guard item >= 0 else {
                    next.items.append(-1)
                    return
                }
                next.items.append(plan.items.count)
                plan.items.append(previousItems[item])
                previousItems[item].text?.lastUsed = frameNumber
                sharedSuffix += 1
                return
            }
            sharedSuffix = 0
            commandsPlaced += 1
            if let item = try planItem(copy command, clip: clip, bounds: plan.bounds) {
                next.items.append(plan.items.count)
                plan.items.append(item)
            } else {
                next.items.append(-1)
            }
        }
        try commands.withUnsafeBufferPointer { (commands) throws(SDLError) in
            // The commands between those both frames start and end with.
            for index in prefix..<suffixStart { try place(index, commands[index]) }
            // Those they end with, drawn under the clips they were drawn under before, are
            // taken whole; else each keeps its item if its own clip is the same.
            if suffix > 0, stack == memory.clipStack(before: oldSuffixStart) {
                let before = plan.items.count
                take(oldSuffixStart..<old.count)
                sharedSuffix = plan.items.count - before
            } else {
                for index in suffixStart..<count { try place(index, commands[index]) }
            }
        }
        next.plan = plan
        swap(&planMemory, &next)
        return PlanOutcome(
            plan: plan, sharedPrefix: sharedPrefix, sharedSuffix: sharedSuffix, previousSerial: memory.serial,
            serial: memory.serial + 1)
    }

    /// What a command does to the plan.
    private static func kind(of command: DrawCommand) -> FramePlanMemory.Kind {
        switch command {
        case .pushClip: .pushClip
        case .popClip: .popClip
        case .fill, .stroke, .text, .icon: .draw
        }
    }

    /// The rectangle a clip push pushes, in pixels.
    private static func pushedRect(_ command: DrawCommand, _ renderer: FrameRenderer) -> PixelRect {
        guard case .pushClip(let rect) = command else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        return renderer.pixelRect(rect)
    }

    /// How many commands `old` and `new` start with and (not overlapping those) end with.
    static func sharedEnds(_ old: [DrawCommand], _ new: [DrawCommand]) -> (prefix: Int, suffix: Int) {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                var prefix = 0
                // The same bits are the same command (its text the same string): no need to
                // copy the two out to compare them.
                func same(_ a: Int, _ b: Int) -> Bool {
                    memcmp(old.baseAddress! + a, new.baseAddress! + b, MemoryLayout<DrawCommand>.size) == 0
                        || old[a] == new[b]
                }
                while prefix < old.count, prefix < new.count, same(prefix, prefix) { prefix += 1 }
                var suffix = 0
                while suffix < old.count - prefix, suffix < new.count - prefix,
                    same(old.count - 1 - suffix, new.count - 1 - suffix)
                {
                    suffix += 1
                }
                return (prefix, suffix)
            }
        }
    }

    /// One drawing command (not a clip) placed under `clip`: its item, nil when it draws
    /// nothing inside the clip and `bounds`.
    private func planItem(_ command: DrawCommand, clip: PixelRect?, bounds area: PixelRect) throws(SDLError)
        -> FramePlan.Item?
    {
        var bounds: PixelRect
        var cover: PixelRect?
        var text: CacheEntry?
        switch command {
        case .pushClip, .popClip:
            return nil
        case .fill(let rect, let radius, let color):
            guard color.alpha > 0 else { return nil }
            bounds = pixelRect(rect)
            if color.alpha == 255 {
                let side = RoundedRect(bounds, radius: radius * scale, strokeWidth: nil).mask.size
                let wide = PixelRect(
                    x: bounds.x, y: bounds.y + side, width: bounds.width, height: bounds.height - 2 * side)
                let tall = PixelRect(
                    x: bounds.x + side, y: bounds.y, width: bounds.width - 2 * side, height: bounds.height)
                cover = wide.width * wide.height >= tall.width * tall.height ? wide : tall
            }
        case .stroke(let rect, _, let width, let color):
            guard color.alpha > 0, width > 0 else { return nil }
            bounds = pixelRect(rect)
        case .text(let string, let origin, let style):
            guard !string.isEmpty, style.color.alpha > 0 else { return nil }
            let placed = try placedText(string, at: origin, style: style, clip: clip)
            text = placed.entry
            bounds = PixelRect(
                x: placed.x, y: placed.y, width: placed.entry.bitmap.width, height: placed.entry.bitmap.height)
        case .icon(let icon, let rect, let color):
            guard color.alpha > 0, let entry = try iconBitmap(icon, in: rect) else { return nil }
            bounds = iconPlace(entry.bitmap, in: rect)
        }
        bounds = bounds.intersection(clip ?? area).intersection(area)
        guard !bounds.isEmpty else { return nil }
        return FramePlan.Item(
            command: command, clip: clip, bounds: bounds, cover: cover.map { $0.intersection(bounds) }, text: text)
    }
}
