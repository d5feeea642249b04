import KeySimCore

extension KeySimulator {
    /// What replaying a script found.
    public struct ScriptReport: Equatable, Sendable {
        /// `expect` checks that held.
        public var passed: Int
        /// Checks that did not hold, as `path:line:column: …` messages, in script order.
        public var failures: [String]
        /// Problems that did not stop the replay (lines that ran late, a cut-off last line).
        public var warnings: [String]
        /// Touches replayed: recorded ones and those planned for `tap`, `type` and `focus`.
        public var touches: Int
        /// The result JSON, exactly as `keysim replay --result` writes it.
        public var resultJSON: String

        /// Whether every check held.
        public var succeeded: Bool { failures.isEmpty }
    }

    /// Replays the tap script at `path` as `keysim replay PATH` does, by the same code: the
    /// same result and the same failures.
    ///
    /// - Parameters:
    ///   - scene: A scene over the header's (`--scene`); nil: the header's, else `demo`.
    ///   - device: A device over the header's (`--device`).
    ///   - contentSize: A Dynamic Type size over the header's and the scene's (`--content-size`).
    ///   - voiceOver: VoiceOver on whatever the header says (`--voiceover`).
    ///   - revealSecure: Secure text as typed (`--reveal-secure`).
    ///   - resources: As ``init(scene:device:theme:contentSize:interval:voiceOver:revealSecure:resources:)``.
    /// - Throws: ``KeySimError`` when the script cannot be replayed to its end: it is missing
    ///   (66), a line is malformed or names what is not there (65), a dictionary it needs
    ///   cannot be read (69). Failed checks are in the report, not thrown.
    public static func replay(
        scriptAt path: String, scene: String? = nil, device: String? = nil, contentSize: String? = nil,
        voiceOver: Bool = false, revealSecure: Bool = false, resources: String? = nil
    ) throws(KeySimError) -> ScriptReport {
        let paths = ResourcePaths.forLibrary(resources)
        if let message = paths.missingDataMessage {
            throw KeySimError(message: message, exitCode: ExitCode.missingInput)
        }
        let size = try Self.contentSizeCategory(contentSize)
        do throws(CommandFailure) {
            let environment = try ReplayEnvironment.load(paths: paths, layoutsFolder: nil)
            let presentation = try Presentation.load(theme: "light", paths: paths)
            let replay = try ScriptReplay(
                path,
                settings: ScriptReplay.Settings(
                    scene: scene, device: device, revealSecure: revealSecure, voiceOver: voiceOver, contentSize: size),
                environment: environment, presentation: presentation, command: "KeySimulator.replay")
            let report = replay.run()
            defer { ReplayEnvironment.spellingDictionaries.finishLoading() }
            if let failure = ScriptReplay.failure(of: report) { throw failure }
            return ScriptReport(
                passed: report.passed, failures: report.failures.map(\.description),
                warnings: report.warnings.map(\.description), touches: report.touches,
                resultJSON: report.result.encoded(pretty: true) + "\n")
        } catch {
            throw KeySimError(error)
        }
    }

    /// The Dynamic Type size called `name`, or a usage error with the nearest name.
    static func contentSizeCategory(_ name: String?) throws(KeySimError) -> ContentSizeCategory? {
        guard let name else { return nil }
        guard let category = ContentSizeCategory(name: name) else {
            throw KeySimError(
                message: "KeySimulator: error: contentSize: " + ContentSizeCategory.unknownNameMessage(name),
                exitCode: ExitCode.usage)
        }
        return category
    }
}
