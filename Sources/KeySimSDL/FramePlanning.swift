import KeySimCore

/// The commands of the frame planned last and what planning each gave, so the next plan
/// takes the items of the commands the two frames share instead of placing them again: a
/// caret blink shares all but the caret's fill with the frame before it.
///
/// A command's item depends only on the command, the clip it is drawn under, the scale and
/// the drawing area's size (text and icon bitmaps are the same each time they are made), so
/// a shared command under the same clip gives the same item.
struct FramePlanMemory {
    /// What planning one command gave.
    struct Planned {
        /// The clip the command was planned under (nil: none).
        var clip: PixelRect?
        /// The index of its item in the plan; nil when it drew nothing (or is a clip).
        var item: Int?
        /// The text bitmap its item draws, marked used when the item is reused.
        var text: FrameRenderer.CacheEntry?
    }

    var commands: [DrawCommand] = []
    var planned: [Planned] = []
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
        plan.items.reserveCapacity(commands.count)
        var memory = planMemory
        let previous = memory.plan
        let reusable = previous.map { $0.width == width && $0.height == height } == true && memory.scale == scale
        let old = reusable ? memory.commands : []
        // The commands both frames start with, then those they end with (not overlapping).
        var prefix = 0
        while prefix < old.count, prefix < commands.count, old[prefix] == commands[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < commands.count - prefix,
            old[old.count - 1 - suffix] == commands[commands.count - 1 - suffix]
        {
            suffix += 1
        }
        var planned: [FramePlanMemory.Planned] = []
        planned.reserveCapacity(commands.count)
        var clips: [PixelRect] = []
        // The items of the shared leading commands, and of the trailing run of reused ones.
        var sharedPrefix = 0
        var sharedSuffix = 0
        var prefixIntact = true
        for (index, command) in commands.enumerated() {
            let clip = clips.last
            switch command {
            case .pushClip(let rect):
                planned.append(FramePlanMemory.Planned(clip: clip))
                let pixels = pixelRect(rect)
                clips.append(clip.map { $0.intersection(pixels) } ?? pixels)
                continue
            case .popClip:
                planned.append(FramePlanMemory.Planned(clip: clip))
                if !clips.isEmpty { clips.removeLast() }
                continue
            case .fill, .stroke, .text, .icon:
                break
            }
            let oldIndex =
                index < prefix ? index : index >= commands.count - suffix ? index - commands.count + old.count : nil
            if let oldIndex, let previous, memory.planned[oldIndex].clip == clip {
                var record = memory.planned[oldIndex]
                record.text?.lastUsed = frameNumber
                if let item = record.item {
                    record.item = plan.items.count
                    plan.items.append(previous.items[item])
                    if index >= prefix {
                        sharedSuffix += 1
                    } else if prefixIntact {
                        sharedPrefix += 1
                    }
                }
                planned.append(record)
            } else {
                prefixIntact = false
                sharedSuffix = 0
                commandsPlaced += 1
                let made = try planItem(command, clip: clip, bounds: plan.bounds)
                planned.append(
                    FramePlanMemory.Planned(clip: clip, item: made.item.map { _ in plan.items.count }, text: made.text))
                if let item = made.item { plan.items.append(item) }
            }
        }
        memory.serial += 1
        let outcome = PlanOutcome(
            plan: plan, sharedPrefix: sharedPrefix, sharedSuffix: sharedSuffix, previousSerial: memory.serial - 1,
            serial: memory.serial)
        memory.commands = commands
        memory.planned = planned
        memory.plan = plan
        memory.scale = scale
        planMemory = memory
        return outcome
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
