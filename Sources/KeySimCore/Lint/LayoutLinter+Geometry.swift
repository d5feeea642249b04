extension LayoutLinter {
    /// Rows of a layer should be equally wide: the widest spans the keyboard and narrower
    /// ones are centred. Against the width most rows have: a row more than
    /// ``squeezeTolerance`` wider squeezes every key of the layer; a row a little wider
    /// leaves the others centred with empty sides; a narrower row is centred itself.
    func checkRowWidths(of layer: Layer, _ context: LayoutContext, into findings: inout FindingList) {
        let units = layer.rows.map(\.units)
        guard units.count > 1, let widest = units.max() else { return }
        var counts: [Double: Int] = [:]
        for width in units { counts[width, default: 0] += 1 }
        let usual = counts.max { ($0.value, $0.key) < ($1.value, $1.key) }?.key ?? widest
        let tolerance = 0.001
        for (index, row) in layer.rows.enumerated() {
            let width = units[index]
            let start = "this row of layer '\(layer.id)' is \(Self.units(width)) units wide"
            let message: String
            if width > usual * (1 + Self.squeezeTolerance) {
                let wider = Int(((width / usual - 1) * 100).rounded())
                let share = Int((usual / widest * 100).rounded())
                message =
                    "\(start), \(wider)% wider than most of its rows (\(Self.units(usual))): every key of the layer is squeezed to \(share)% of its width"
            } else if width > usual + tolerance {
                message =
                    "\(start), wider than most of its rows (\(Self.units(usual))), which are centred with \(Self.units((widest - usual) / 2)) units of empty space at each side"
            } else if width < usual - tolerance {
                message =
                    "\(start), narrower than most of its rows (\(Self.units(usual))): it is centred with \(Self.units((widest - width) / 2)) units of empty space at each side"
            } else {
                continue
            }
            findings.add(.rowWidth, .warning, at: context.location(of: row, in: layer), message)
        }
    }

    /// Every key's hit region on every device profile of `profiles` (those showing the
    /// layout): under ``minimumTouchTarget`` on a side is an error; a function key under
    /// ``recommendedTouchTarget`` a warning. One finding per key, naming the profile where it
    /// is smallest. Labels are checked on `smallest`, the one with the narrowest portrait screen.
    func checkTouchTargets(
        of layer: Layer, on profiles: [DeviceProfile], smallest: DeviceProfile?, _ context: LayoutContext,
        into findings: inout FindingList
    ) {
        struct Worst {
            var size: Size
            var profile: String
            var count = 0
        }
        // The minimum holds on every profile; the recommended size is asked of portrait only,
        // where a layout's choices decide it (every iPhone's landscape rows are under 44 pt,
        // iOS's own included).
        // By key id (unique within a layer): a key's place among the geometry's keys differs
        // between devices (on a phone with a strip, its keys come after the rows').
        var minimum: [String: Worst] = [:]
        var recommended: [String: Worst] = [:]
        func note(_ size: Size, on profile: DeviceProfile, under limit: Double, in entry: inout Worst?) {
            let side = min(size.width, size.height)
            var worst = entry ?? Worst(size: size, profile: profile.reference)
            if side < min(worst.size.width, worst.size.height) {
                worst.size = size
                worst.profile = profile.reference
            }
            if side < limit { worst.count += 1 }
            entry = worst
        }
        for profile in profiles {
            let geometry = KeyboardGeometry(layer: layer, metrics: profile.keyboard, width: profile.screen.width)
            for frame in geometry.keys {
                let size = Size(width: frame.hitRegion.width, height: frame.hitRegion.height)
                note(size, on: profile, under: Self.minimumTouchTarget, in: &minimum[frame.key.id])
                if profile.orientation == .portrait {
                    note(size, on: profile, under: Self.recommendedTouchTarget, in: &recommended[frame.key.id])
                }
            }
            if profile == smallest { checkLabels(of: geometry, on: profile, in: layer, context, into: &findings) }
        }
        let total = profiles.count
        let portrait = profiles.filter { $0.orientation == .portrait }.count
        func describe(_ size: Size) -> String { "\(Self.number(size.width))×\(Self.number(size.height)) pt" }
        for key in layer.keys {
            let smallest = Self.number(Self.minimumTouchTarget)
            let advised = Self.number(Self.recommendedTouchTarget)
            if let entry = minimum[key.id], entry.count > 0 {
                findings.add(
                    .touchTarget, .error, at: context.location(of: key, in: layer),
                    "key '\(key.id)' is \(describe(entry.size)) to touch on \(entry.profile), under the minimum \(smallest)×\(smallest) pt on \(entry.count) of \(total) device profiles"
                )
            } else if let entry = recommended[key.id], entry.count > 0, !key.typesText {
                findings.addOnce(
                    .touchTarget, .warning, at: context.location(of: key, in: layer),
                    "function key '\(key.id)' is \(describe(entry.size)) to touch on \(entry.profile), under the recommended \(advised)×\(advised) pt on \(entry.count) of \(portrait) portrait device profiles"
                )
            }
        }
    }

    /// Each text a key shows must fit in its visible width less ``labelPadding`` at each side,
    /// in the theme's key fonts. Icon keys show no text. The return key shows the label of
    /// the field's return key type, in smaller type when it is long (``KeyLabelFit``), so
    /// every type's label is tried.
    private func checkLabels(
        of geometry: KeyboardGeometry, on profile: DeviceProfile, in layer: Layer, _ context: LayoutContext,
        into findings: inout FindingList
    ) {
        let fonts = theme.fonts
        for frame in geometry.keys {
            let key = frame.key
            var texts: [(String, Theme.Font)] = []
            switch key.action {
            case .shift, .capsLock, .tab, .delete, .globe, .dictation, .dismiss: break
            case .return:
                checkReturnLabels(of: frame, on: profile, in: layer, context, into: &findings)
            case .space, .switchLayer, .advance, .reverseToggle, .kanaModifier, .undo, .redo:
                texts.append((key.label, fonts.keyLabel))
            case .character, .decimalSeparator:
                var shown = [key.label]
                if key.label == key.output && key.shifted != key.output { shown.append(key.shifted) }
                for text in shown { texts.append((text, text.count == 1 ? fonts.keyLetter : fonts.keyLabel)) }
            }
            if let subtitle = key.subtitle, !subtitle.isEmpty { texts.append((subtitle, fonts.keySubtitle)) }
            let room = frame.visible.width - 2 * Self.labelPadding
            for (text, font) in texts where !text.isEmpty {
                let width = measurer.width(of: text, style: font.style(theme.colors.keyText))
                guard width > room + 0.05 else { continue }
                findings.addOnce(
                    .labelFit, .warning, at: context.location(of: key, in: layer),
                    "'\(text)' is \(Self.number(width)) pt wide at \(Self.number(font.size)) pt, but key '\(key.id)' has \(Self.number(room)) pt for it on \(profile.reference) (\(Self.number(frame.visible.width)) pt less \(Self.number(Self.labelPadding)) pt at each side)"
                )
                break
            }
        }
    }

    /// The return key's label comes from the field (``ReturnKeyType/label``), drawn smaller
    /// down to ``KeyLabelFit/minimumScale`` when long: one finding naming every return key
    /// type whose label does not fit even then.
    private func checkReturnLabels(
        of frame: KeyboardGeometry.KeyFrame, on profile: DeviceProfile, in layer: Layer, _ context: LayoutContext,
        into findings: inout FindingList
    ) {
        let style = theme.fonts.keyLabel.style(theme.colors.keyText)
        let smallest = KeyLabelFit.smallest(style)
        let misfits = ReturnKeyType.allCases.filter {
            KeyLabelFit.style(for: $0.label, in: style, keyWidth: frame.visible.width, measurer: measurer) == nil
        }
        guard !misfits.isEmpty else { return }
        let room = frame.visible.width - 2 * Self.labelPadding
        let named = misfits.map {
            "'\($0.rawValue)' ('\($0.label)', \(Self.number(measurer.width(of: $0.label, style: smallest))) pt)"
        }
        findings.add(
            .labelFit, .warning, at: context.location(of: frame.key, in: layer),
            "return key '\(frame.key.id)' has \(Self.number(room)) pt for its label on \(profile.reference) (\(Self.number(frame.visible.width)) pt less \(Self.number(Self.labelPadding)) pt at each side), too little even at \(Self.number(smallest.size)) pt, the smallest a label is drawn at, for return key type\(misfits.count == 1 ? "" : "s") \(named.joined(separator: ", "))"
        )
    }
}
