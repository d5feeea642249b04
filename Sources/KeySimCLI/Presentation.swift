import Foundation
import KeySimCore
import KeySimSDL

/// What drawing needs, loaded once: the theme, the real fonts (through fontconfig) and the
/// icons. Missing fonts are a missing service (exit 69), bad theme files bad data (65).
struct Presentation: Sendable {
    let theme: Theme
    let fonts: FontLibrary
    let icons: IconLibrary

    var builder: FrameBuilder { FrameBuilder(theme: theme, measurer: fonts) }

    /// A builder for a window: it keeps the keyboard's and the form's commands from frame to
    /// frame.
    var windowBuilder: FrameBuilder {
        FrameBuilder(theme: theme, measurer: fonts, keyboardMemo: KeyboardDrawingMemo(), formMemo: FormDrawingMemo())
    }

    typealias Failure = CommandFailure

    static func load(theme name: String, paths: ResourcePaths) throws(Failure) -> Presentation {
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
    static func themePath(_ name: String, paths: ResourcePaths) -> String {
        ResourcePaths.isPath(name) ? name : paths.themes + "/\(name).json"
    }

    /// A theme by name (`light`, `dark`, from `Assets/Themes`) or by path.
    static func loadTheme(_ name: String, paths: ResourcePaths) throws(Failure) -> Theme {
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
}
