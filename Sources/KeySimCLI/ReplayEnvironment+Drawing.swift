import KeySim
import KeySimCore

extension ReplayEnvironment {
    /// The shared data and the drawing set-up of a command that draws (`run`, `render`),
    /// and the device it names.
    static func loadForDrawing(_ parsed: Arguments) throws(CommandFailure) -> (ReplayEnvironment, Presentation) {
        let paths = ResourcePaths.locate()
        let environment = try load(paths: paths, layoutsFolder: parsed["layouts"])
        BenchHooks.mark("data", parsed)
        let presentation = try Presentation.load(theme: parsed["theme"] ?? "light", paths: paths)
        BenchHooks.mark("fonts", parsed)
        return (environment, presentation)
    }
}
