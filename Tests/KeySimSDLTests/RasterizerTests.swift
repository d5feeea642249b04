import Foundation
import KeySimCore
import Testing

@testable import KeySimSDL

struct RasterizerTests {
    let fonts: FontLibrary
    let icons: IconLibrary

    init() throws {
        fonts = try FontLibrary()
        icons = try IconLibrary(folder: Golden.iconsFolder)
    }

    static let scales = [1.0, 2.0]

    private func render(_ frame: Frame, _ scale: Double) throws -> Image {
        try Rasterizer.render(frame, scale: scale, fonts: fonts, icons: icons)
    }

    @Test(arguments: scales) func roundedRectanglesMatchTheGolden(scale: Double) throws {
        let frame = Frame(
            size: Size(width: 220, height: 120), background: .keyboardGray,
            commands: [
                .fill(Rect(x: 10, y: 10, width: 40, height: 44), radius: 0, color: .white),
                .fill(Rect(x: 60, y: 10, width: 40, height: 44), radius: 5, color: .white),
                .fill(Rect(x: 110, y: 10, width: 40, height: 44), radius: 8.5, color: .keyDark),
                .fill(Rect(x: 160, y: 10, width: 50, height: 44), radius: 22, color: .accent),
                .fill(Rect(x: 20, y: 64, width: 90, height: 46), radius: 12, color: Color(hex: "#FF3B3080")!),
                .fill(Rect(x: 70, y: 74, width: 90, height: 36), radius: 18, color: Color(hex: "#007AFF80")!),
                .stroke(Rect(x: 170, y: 64, width: 40, height: 20), radius: 6, width: 1, color: .label),
                .stroke(Rect(x: 170, y: 90, width: 40, height: 22), radius: 11, width: 2.5, color: .accent),
            ])
        try Golden.check(try render(frame, scale), named: "roundedRectangles@\(Int(scale))x")
    }

    @Test(arguments: scales) func textInRegularAndBoldMatchesTheGolden(scale: Double) throws {
        let frame = Frame(
            size: Size(width: 220, height: 110), background: .white,
            commands: [
                .text("Hello, world", origin: Point(x: 8, y: 6), style: TextStyle(size: 17, color: .label)),
                .text(
                    "Bold Return", origin: Point(x: 8, y: 30), style: TextStyle(size: 17, weight: .bold, color: .accent)
                ),
                .text("qwertyuiop 123", origin: Point(x: 8, y: 56), style: TextStyle(size: 12, color: .keyDark)),
                .text(
                    "Ag ü é ß", origin: Point(x: 8, y: 74), style: TextStyle(size: 22, color: Color(hex: "#FF3B30")!)),
                .fill(Rect(x: 130, y: 74, width: 80, height: 28), radius: 5, color: .label),
                .text("Space", origin: Point(x: 146, y: 79), style: TextStyle(size: 15, color: .white)),
            ])
        try Golden.check(try render(frame, scale), named: "text@\(Int(scale))x")
    }

    @Test(arguments: scales) func everyIconMatchesTheGolden(scale: Double) throws {
        var commands: [DrawCommand] = []
        for (index, icon) in Icon.allCases.enumerated() {
            let x = 6 + Double(index) * 42
            commands.append(.fill(Rect(x: x, y: 6, width: 38, height: 42), radius: 5, color: .keyDark))
            commands.append(.icon(icon, in: Rect(x: x + 7, y: 15, width: 24, height: 24), color: .black))
            commands.append(.fill(Rect(x: x, y: 54, width: 38, height: 42), radius: 5, color: .white))
            commands.append(.icon(icon, in: Rect(x: x + 9, y: 65, width: 20, height: 20), color: .accent))
        }
        let frame = Frame(
            size: Size(width: 6 + 42 * Double(Icon.allCases.count), height: 102), background: .keyboardGray,
            commands: commands)
        try Golden.check(try render(frame, scale), named: "icons@\(Int(scale))x")
    }

    @Test(arguments: scales) func nestedClipsMatchTheGolden(scale: Double) throws {
        let frame = Frame(
            size: Size(width: 120, height: 80), background: .keyboardGray,
            commands: [
                .pushClip(Rect(x: 10, y: 10, width: 100, height: 40)),
                .fill(Rect(x: 0, y: 0, width: 120, height: 80), radius: 0, color: .white),
                .pushClip(Rect(x: 60, y: 0, width: 60, height: 80)),
                .fill(Rect(x: 40, y: 20, width: 60, height: 50), radius: 10, color: .accent),
                .popClip,
                .text("clipped text", origin: Point(x: 30, y: 40), style: TextStyle(size: 17, color: .label)),
                .popClip,
                .fill(Rect(x: 10, y: 60, width: 30, height: 14), radius: 4, color: .label),
            ])
        try Golden.check(try render(frame, scale), named: "clips@\(Int(scale))x")
    }
}
