import Testing

@testable import KeySimCore

/// What the lint tests check with: a made-up phone whose numbers are easy to follow, the
/// shipped light theme (keys: letters 22 pt, labels 16 pt, subtitles 10 pt) and a measurer
/// giving every character 0.6 × the font size.
enum LintFixtures {
    /// Portrait: 400 × 200 pt keyboard, landscape 800 × 160 pt; no insets or gaps, so a
    /// layer of 2 units a row has keys 200 pt wide in portrait, rows 100 pt high.
    static let devices = DeviceCatalog(profiles: [
        profile(.portrait, screen: Size(width: 400, height: 800), keyboard: 200),
        profile(.landscape, screen: Size(width: 800, height: 400), keyboard: 160),
    ])

    static func profile(_ orientation: DeviceProfile.Orientation, screen: Size, keyboard: Double) -> DeviceProfile {
        DeviceProfile(
            id: "phone", name: "Phone", orientation: orientation, screen: screen, scale: 2,
            keyboard: KeyboardMetrics(height: keyboard, insets: EdgeInsets(), keyGap: 0, rowGap: 0, cornerRadius: 4))
    }

    static func linter(checksCoverage: Bool = false) throws -> LayoutLinter {
        LayoutLinter(
            devices: devices, theme: try FrameFixtures.theme("light"), measurer: FixedAdvanceMeasurer(),
            checksCoverage: checksCoverage)
    }
}
