import KeySimCore

/// The commands of the frame planned last and what planning each gave, so the next plan
/// takes the items of the commands the two frames share instead of placing them again: a
/// caret blink shares all but the caret's fill with the frame before it.
///
/// A command's item depends only on the command, the clip it is drawn under, the scale and
/// the drawing area's size (text and icon bitmaps are the same each time they are made), so
/// a shared command under the same clip gives the same item.
struct FramePlanMemory {
    var commands: [DrawCommand] = []
    /// Per command: the clip it was planned under (nil: none).
    var clips: [PixelRect?] = []
    /// Per command: the index of its item in the plan; -1 when it drew nothing (or is a clip).
    var items: [Int] = []
    /// Per item of the plan: the text bitmap it draws, marked used when the item is reused.
    var texts: [FrameRenderer.CacheEntry?] = []
    var plan: FramePlan?
    var scale = 0.0
    /// Counts plans, so a renderer knows which plan another was planned after.
    var serial = 0
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
        var clips: [PixelRect?] = []
        clips.reserveCapacity(count)
        var items: [Int] = []
        items.reserveCapacity(count)
        var texts: [CacheEntry?] = []
        texts.reserveCapacity(count)
        var stack: [PixelRect] = []
        // The items of the shared leading commands, and of the trailing run of reused ones.
        var sharedPrefix = 0
        var sharedSuffix = 0
        var prefixIntact = true
        try commands.withUnsafeBufferPointer { (commands) throws(SDLError) in
            for index in 0..<count {
                let clip = stack.last
                clips.append(clip)
                switch commands[index] {
                case .pushClip(let rect):
                    items.append(-1)
                    let pixels = pixelRect(rect)
                    stack.append(clip.map { $0.intersection(pixels) } ?? pixels)
                    continue
                case .popClip:
                    items.append(-1)
                    if !stack.isEmpty { stack.removeLast() }
                    continue
                case .fill, .stroke, .text, .icon:
                    break
                }
                let oldIndex = index < prefix ? index : index >= count - suffix ? index - count + old.count : -1
                if oldIndex >= 0, memory.clips[oldIndex] == clip {
                    let item = memory.items[oldIndex]
                    guard item >= 0 else {
                        items.append(-1)
                        continue
                    }
                    items.append(plan.items.count)
                    plan.items.append(previousItems[item])
                    let text = memory.texts[item]
                    text?.lastUsed = frameNumber
                    texts.append(text)
                    if index >= prefix {
                        sharedSuffix += 1
                    } else if prefixIntact {
                        sharedPrefix += 1
                    }
                    continue
                }
                prefixIntact = false
                sharedSuffix = 0
                commandsPlaced += 1
                let made = try planItem(commands[index], clip: clip, bounds: plan.bounds)
                if let item = made.item {
                    items.append(plan.items.count)
                    plan.items.append(item)
                    texts.append(made.text)
                } else {
                    items.append(-1)
                }
            }
        }
        var next = FramePlanMemory(
            commands: commands, clips: clips, items: items, texts: texts, plan: plan, scale: scale,
            serial: memory.serial + 1)
        swap(&planMemory, &next)
        return PlanOutcome(
            plan: plan, sharedPrefix: sharedPrefix, sharedSuffix: sharedSuffix, previousSerial: memory.serial,
            serial: memory.serial + 1)
    }

    /// How many commands `old` and `new` start with and (not overlapping those) end with.
    static func sharedEnds(_ old: [DrawCommand], _ new: [DrawCommand]) -> (prefix: Int, suffix: Int) {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                var prefix = 0
                while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
                var suffix = 0
                while suffix < old.count - prefix, suffix < new.count - prefix,
                    old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
                {
                    suffix += 1
                }
                return (prefix, suffix)
            }
        }
    }

    /// One drawing command (not a clip) placed under `clip`: its item, nil when it draws
    /// nothing inside the clip and `bounds`, and the text bitmap it uses.
    private func planItem(_ command: DrawCommand, clip: PixelRect?, bounds area: PixelRect) throws(SDLError) -> (
        item: FramePlan.Item?, text: CacheEntry?
    ) {
        var bounds: PixelRect
        var cover: PixelRect?
        var text: CacheEntry?
        switch command {
        case .pushClip, .popClip:
            return (nil, nil)
        case .fill(let rect, let radius, let color):
            guard color.alpha > 0 else { return (nil, nil) }
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
            guard color.alpha > 0, width > 0 else { return (nil, nil) }
            bounds = pixelRect(rect)
        case .text(let string, let origin, let style):
            guard !string.isEmpty, style.color.alpha > 0 else { return (nil, nil) }
            let placed = try placedText(string, at: origin, style: style, clip: clip)
            text = placed.entry
            bounds = PixelRect(
                x: placed.x, y: placed.y, width: placed.entry.bitmap.width, height: placed.entry.bitmap.height)
        case .icon(let icon, let rect, let color):
            guard color.alpha > 0, let entry = try iconBitmap(icon, in: rect) else { return (nil, nil) }
            bounds = iconPlace(entry.bitmap, in: rect)
        }
        bounds = bounds.intersection(clip ?? area).intersection(area)
        guard !bounds.isEmpty else { return (nil, text) }
        return (FramePlan.Item(command: command, clip: clip, bounds: bounds, cover: cover.map { $0.intersection(bounds) }), text)
    }
}
