import Foundation
import KeySimCore
import KeySimSDL

/// What drawing needs, loaded once: the theme, the real fonts (through fontconfig) and the
/// icons. Missing fonts are a missing service (exit 69), bad theme files bad data (65).
package struct Presentation: Sendable {
    package let theme: Theme
    package let fonts: FontLibrary
    package let icons: IconLibrary

    package init(theme: Theme, fonts: FontLibrary, icons: IconLibrary) {
        self.theme = theme
        self.fonts = fonts
        self.icons = icons
    }

    package var builder: FrameBuilder { FrameBuilder(theme: theme, measurer: fonts) }

    /// A builder for a window: it keeps the keyboard's and the form's commands from frame to
    /// frame.
    package var windowBuilder: FrameBuilder {
        FrameBuilder(theme: theme, measurer: fonts, keyboardMemo: KeyboardDrawingMemo(), formMemo: FormDrawingMemo())
    }

    package typealias Failure = CommandFailure

    package static func load(theme name: String, paths: ResourcePaths) throws(Failure) -> Presentation {
        let theme = try loadTheme(name, paths: paths)
        let fonts: FontLibrary
        do throws(FontError) {
            fonts = try FontLibrary()
        } catch {
            throw Failure(message: "keysim: error: \(error)", code: ExitCode.unavailable)
        }
        do {
            return Presentation(theme: theme, fonts: fonts, icons: try IconLibrary(folder: paths.icons))
        } catch {
            throw Failure(message: "keysim: error: \(error)", code: ExitCode.badData)
        }
    }

    /// The file a theme name (`light`, `dark`) or path stands for.
    package static func themePath(_ name: String, paths: ResourcePaths) -> String {
        ResourcePaths.isPath(name) ? name : paths.themes + "/\(name).json"
    }

    /// A theme by name (`light`, `dark`, from `Assets/Themes`) or by path.
    package static func loadTheme(_ name: String, paths: ResourcePaths) throws(Failure) -> Theme {
        let isPath = ResourcePaths.isPath(name)
        let path = themePath(name, paths: paths)
        let file: SourceFile
        do throws(FileAccessError) {
            file = try SourceFile.read(path)
        } catch {
            guard error.isMissing, !isPath else {
                throw Failure(
                    message: error.description, code: error.isMissing ? ExitCode.missingInput : ExitCode.badData)
            }
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: paths.themes)) ?? [])
                .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
            var message = "keysim: error: no theme '\(name)'"
            if let suggestion = Suggestion.nearest(to: name, in: names) { message += "; did you mean '\(suggestion)'?" }
            throw Failure(message: message + " Themes: " + names.joined(separator: ", "), code: ExitCode.usage)
        }
        do throws(Diagnostic) {
            return try Theme.decode(file)
        } catch {
            throw Failure(message: error.description, code: ExitCode.badData)
        }
    }

    /// Draws `simulator` as it shows at `time` (points times `scale`) and saves it as a PNG.
    package func screenshot(of simulator: Simulator, at time: Int, scale: Double, to path: String) throws(SDLError) {
        let frame = builder.frame(of: simulator, at: time)
        try Rasterizer.render(frame, scale: scale, fonts: fonts, icons: icons).writePNG(to: path)
    }

    /// The same fonts and icons with the theme at a Dynamic Type size.
    package func sized(for category: ContentSizeCategory) -> Presentation {
        Presentation(theme: theme.sized(for: category), fonts: fonts, icons: icons)
    }

    /// What lays out a form drawn with this presentation: its theme's fonts, measured by its
    /// fonts.
    package var typesetter: FormTypesetter { FormTypesetter(fonts: theme.fonts, measurer: fonts) }
}
