/// `keysim lint --scene`: what in a scene keeps people who use accessibility features from
/// using its form — a field VoiceOver cannot name, buttons too small to tap, text too faint to
/// read, and text cut off at the largest accessibility text size. Findings are located at the
/// key that causes them, as the layout lint's are.
public struct SceneLinter: Sendable {
    /// The layouts a scene's fields get their keyboards from (to set up the form).
    public var layouts: LayoutCatalog
    /// The device the form is laid out on: touch targets and widths are its.
    public var device: DeviceProfile
    /// The themes whose colours must keep text readable (the shipped light and dark).
    public var themes: [Theme]
    /// Measures text as it is drawn.
    public var measurer: any TextMeasurer

    public init(layouts: LayoutCatalog, device: DeviceProfile, themes: [Theme], measurer: any TextMeasurer) {
        self.layouts = layouts
        self.device = device
        self.themes = themes
        self.measurer = measurer
    }

    /// Every finding in a scene file, sorted; a file that does not load is one `load` error.
    public func lint(_ file: SourceFile) -> [LintFinding] {
        let scene: Scene
        do throws(Diagnostic) {
            scene = try Scene.decode(file)
        } catch {
            return [LintFinding(.load, error)]
        }
        if let problem = scene.keyboardProblem(in: layouts, path: file.path) { return [LintFinding(.load, problem)] }
        let places = ScenePlaces(file)
        var findings = names(scene, places)
        findings += touchTargets(scene, places)
        findings += contrast(scene, places)
        findings += cutOffs(scene, places)
        return findings.sorted()
    }

    // MARK: no-accessible-name

    /// A field with neither label nor prompt: VoiceOver would say only "text field".
    private func names(_ scene: Scene, _ places: ScenePlaces) -> [LintFinding] {
        scene.fields.enumerated().compactMap { index, field in
            guard (field.label ?? "").isEmpty, (field.prompt ?? "").isEmpty else { return nil }
            return LintFinding(
                .noAccessibleName, .error, at: places.field(index, key: "id"),
                "field '\(field.id)' has neither a 'label' nor a 'prompt': VoiceOver has nothing to call it but "
                    + "\"text field\"")
        }
    }

    // MARK: touch-target

    /// A clear or trailing button whose tappable area is under 44×44 pt.
    private func touchTargets(_ scene: Scene, _ places: ScenePlaces) -> [LintFinding] {
        let form = FormLayout(scene: scene, screen: device.screen)
        let minimum = FrameMetrics.minimumTarget
        var findings: [LintFinding] = []
        for (index, field) in scene.fields.enumerated() {
            let row = form.fields[index].field.height
            var buttons: [(name: String, key: String, size: Size)] = []
            if field.clearButton != .never {
                let icon = Rect(x: 0, y: 0, width: FrameMetrics.clearButtonSize, height: FrameMetrics.clearButtonSize)
                let target = FrameBuilder.clearButtonTarget(icon, rowHeight: row)
                buttons.append(("clear button", "clearButton", Size(width: target.width, height: target.height)))
            }
            if field.trailingButton != nil {
                let size = Size(width: FrameMetrics.fieldIconSize + FrameMetrics.fieldIconGap, height: row)
                buttons.append(("trailing button", "trailingButton", size))
            }
            for button in buttons where button.size.width < minimum || button.size.height < minimum {
                findings.append(
                    LintFinding(
                        .touchTarget, .warning, at: places.field(index, key: button.key),
                        "the \(button.name) of field '\(field.id)' answers taps in "
                            + "\(Self.points(button.size.width))×\(Self.points(button.size.height)) pt on "
                            + "\(device.name), under the 44×44 pt Apple's guidelines ask for"))
            }
        }
        return findings
    }

    // MARK: contrast

    /// Labels and prompts under 4.5:1 against what is behind them, in each theme: one finding
    /// per theme and kind of text, at the first field showing it (every field has the theme's
    /// colours).
    private func contrast(_ scene: Scene, _ places: ScenePlaces) -> [LintFinding] {
        var findings: [LintFinding] = []
        for theme in themes {
            let colors = theme.colors
            let labelled = scene.fields.indices.filter { !(scene.fields[$0].label ?? "").isEmpty }
            if let first = labelled.first {
                let ratio = ContrastRatio.of(colors.label, on: colors.background)
                if ratio < ContrastRatio.minimum {
                    findings.append(
                        LintFinding(
                            .contrast, .warning, at: places.field(first, key: "label"),
                            Self.contrastMessage(
                                "labels", ratio: ratio, text: colors.label, behind: colors.background,
                                surface: "the form", theme: theme, count: labelled.count, note: "")))
                }
            }
            let prompted = scene.fields.indices.filter { !scene.fields[$0].placeholder.isEmpty }
            // A plain field has no fill: its prompt is on the form's background.
            for plain in [false, true] {
                let fields = prompted.filter { (scene.fields[$0].style == .plain) == plain }
                guard let first = fields.first else { continue }
                let behind = plain ? colors.background : colors.fieldBackground
                let ratio = ContrastRatio.of(colors.placeholder, on: behind)
                guard ratio < ContrastRatio.minimum else { continue }
                let key = scene.fields[first].prompt == nil ? "label" : "prompt"
                findings.append(
                    LintFinding(
                        .contrast, .warning, at: places.field(first, key: key),
                        Self.contrastMessage(
                            "prompts", ratio: ratio, text: colors.placeholder, behind: behind,
                            surface: plain ? "the form" : "the field", theme: theme, count: fields.count,
                            note: " (iOS's own placeholder grey, \(Self.iOSPlaceholderNote))")))
            }
        }
        return findings
    }

    /// UIKit's `placeholderText` in light mode, #3C3C43 at 30% (alpha 0x4D), on white: iOS's
    /// own prompts are under WCAG's 4.5:1 too.
    static let iOSPlaceholder = Color(red: 0x3C, green: 0x3C, blue: 0x43, alpha: 0x4D)
    static let iOSPlaceholderNote =
        "#3C3C43 at 30%, is \(ContrastRatio.written(ContrastRatio.of(iOSPlaceholder, on: Color(red: 255, green: 255, blue: 255)))) on white"

    private static func contrastMessage(
        _ what: String, ratio: Double, text: Color, behind: Color, surface: String, theme: Theme, count: Int,
        note: String
    ) -> String {
        let shown = ContrastRatio.blended(text, over: behind)
        let colour = text.alpha == 255 ? "\(text)" : "\(text) (\(shown) over it)"
        return "\(what) are \(ContrastRatio.written(ratio)) against \(surface) in the \(theme.id) theme, "
            + "\(colour) on \(behind): under WCAG's 4.5:1\(note); \(count) field\(count == 1 ? "" : "s") show\(count == 1 ? "s" : "") them"
    }

    // MARK: text-cutoff

    /// Labels, prompts and initial text that do not fit at the largest accessibility size:
    /// a prompt or a text that is clipped or truncated, a label with a word broken.
    private func cutOffs(_ scene: Scene, _ places: ScenePlaces) -> [LintFinding] {
        guard let base = themes.first else { return [] }
        let size = ContentSizeCategory.largest
        let theme = base.sized(for: size)
        var largest = scene
        largest.contentSize = size
        let simulator: Simulator
        do throws(SessionError) {
            simulator = try Simulator(
                scene: largest, device: device, layouts: layouts,
                typesetter: FormTypesetter(fonts: theme.fonts, measurer: measurer))
        } catch {
            return []
        }
        let builder = FrameBuilder(theme: theme, measurer: measurer)
        let at = "at \(size.rawValue)"
        var findings: [LintFinding] = []
        for (index, field) in scene.fields.enumerated() {
            let geometry = builder.fieldGeometry(of: simulator, at: index, focused: false, shift: 0)
            let room = geometry.inner.width
            let placeholder = field.placeholder
            let placeholderStyle = theme.fonts.placeholder.style(theme.colors.placeholder)
            let needed = measurer.width(of: placeholder, style: placeholderStyle)
            if !placeholder.isEmpty, needed > room {
                let key = field.prompt == nil ? "label" : "prompt"
                let shown = TextTruncation.truncate(
                    placeholder, toWidth: room, at: .tail, style: placeholderStyle, measurer: measurer)
                findings.append(
                    LintFinding(
                        .textCutoff, .warning, at: places.field(index, key: key),
                        "the \(key == "prompt" ? "prompt" : "label shown as the prompt") of field '\(field.id)' is "
                            + "cut to '\(shown)' \(at): it needs \(Self.points(needed)) pt, the field has "
                            + "\(Self.points(room)) pt"))
            }
            if !field.text.isEmpty, field.lineBreak != .wrapWord, field.lineBreak != .wrapChar {
                let text = builder.drawnText(ofField: index, of: simulator)
                let style = theme.fonts.fieldText.style(theme.colors.fieldText)
                let width = measurer.width(of: text, style: style)
                if width > room {
                    let how = field.lineBreak == .clip ? "clipped" : "truncated"
                    findings.append(
                        LintFinding(
                            .textCutoff, .warning, at: places.field(index, key: "text"),
                            "the text of field '\(field.id)' is \(how) \(at): it needs \(Self.points(width)) pt, the "
                                + "field has \(Self.points(room)) pt; a 'lineBreak' of 'wrapWord' shows it all"))
                }
            }
            let frame = simulator.form.fields[index]
            if let label = field.label, frame.labelLines.count > 1,
                Self.words(frame.labelLines.joined(separator: " ")) != Self.words(label)
            {
                findings.append(
                    LintFinding(
                        .textCutoff, .warning, at: places.field(index, key: "label"),
                        "the label of field '\(field.id)' breaks inside a word \(at): "
                            + frame.labelLines.map { "'\($0)'" }.joined(separator: " / ")))
            }
        }
        return findings
    }

    private static func words(_ text: String) -> [Substring] { text.split(whereSeparator: \.isWhitespace) }

    /// Points as messages write them: whole, or with one decimal.
    static func points(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
    }
}

/// Where a scene file writes each field's keys, for findings' locations.
struct ScenePlaces {
    let path: String
    private var fields: [JSONObject] = []

    init(_ file: SourceFile) {
        path = file.path
        guard let root = try? JSONParser.parse(file.text), case .object(let members) = root.value,
            let list = members.first(where: { $0.key == "fields" })?.value, case .array(let items) = list.value
        else { return }
        for item in items {
            if case .object(let members) = item.value {
                fields.append(JSONObject(members, at: item.position))
            }
        }
    }

    /// The value of field `index`'s `key`, else its key, else the field's `{`.
    func field(_ index: Int, key: String) -> SourceLocation {
        guard fields.indices.contains(index) else {
            return SourceLocation(path: path, position: SourcePosition(line: 1, column: 1))
        }
        let object = fields[index]
        return SourceLocation(path: path, position: object[key]?.position ?? object.keyPosition(key) ?? object.position)
    }
}
