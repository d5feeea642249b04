import Foundation
import KeySimCore
import KeySimLanguages

/// A problem that ends a command: what to print and the exit code.
package struct CommandFailure: Error {
    package var message: String
    package var code: Int32

    package init(message: String, code: Int32) {
        self.message = message
        self.code = code
    }
}

/// What every replay of one `keysim replay` run shares: layouts, devices, timings and where
/// scenes are. Loaded once.
package struct ReplayEnvironment: Sendable {
    package let paths: ResourcePaths
    package let layouts: LayoutCatalog
    package let devices: DeviceCatalog
    package let timings: TimingProfile
    /// The keyboards' dictionaries, each read when a field first needs it.
    package let dictionaries: DictionaryFolder

    package typealias Failure = CommandFailure

    package static func load(paths: ResourcePaths, layoutsFolder: String?) throws(Failure) -> ReplayEnvironment {
        func read<T>(_ load: () throws(FileAccessError) -> T) throws(Failure) -> T {
            do throws(FileAccessError) {
                return try load()
            } catch {
                throw Failure(
                    message: error.description, code: error.isMissing ? ExitCode.missingInput : ExitCode.badData)
            }
        }
        let (layouts, layoutProblems) = try read { () throws(FileAccessError) in
            try LayoutCatalog.load(directory: layoutsFolder ?? paths.layouts)
        }
        let (devices, deviceProblems) = try read { () throws(FileAccessError) in
            try DeviceCatalog.load(directory: paths.devices)
        }
        let problems = layoutProblems + deviceProblems
        if !problems.isEmpty {
            throw Failure(message: problems.map(\.description).joined(separator: "\n"), code: ExitCode.badData)
        }
        let timingFile = try read { () throws(FileAccessError) in try SourceFile.read(paths.timings + "/ios.json") }
        do throws(Diagnostic) {
            let timings = try TimingProfile(file: timingFile)
            return ReplayEnvironment(
                paths: paths, layouts: layouts, devices: devices, timings: timings,
                dictionaries: DictionaryFolder(path: paths.dictionaries, checkers: spellingDictionaries))
        } catch {
            throw Failure(message: error.description, code: ExitCode.badData)
        }
    }

    /// The machine's Hunspell dictionaries (`DICPATH`, `/usr/share/hunspell`), shared by every
    /// command of the process: a locale without one is said once, on stderr.
    package static let spellingDictionaries = HunspellDictionaries(
        folders: HunspellDictionaries.standardFolders(dicpath: ProcessInfo.processInfo.environment["DICPATH"]),
        report: { note in FileHandle.standardError.write(Data("keysim: \(note)\n".utf8)) })

    /// The input methods (libhangul's composition), shared by every command of the process.
    package static let inputMethods = InputMethodLibrary()

    /// The scenes shipped in `Assets/Scenes`, by name.
    package var sceneNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: paths.scenes)) ?? []
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// A scene by name (`demo`, from `Assets/Scenes`) or by path.
    /// - Parameter place: where the reference is written (a script's header), for messages.
    package func scene(_ reference: String, writtenAt place: String = "keysim replay") throws(Failure) -> (
        scene: Scene, name: String
    ) {
        let isPath = ResourcePaths.isPath(reference)
        let path = isPath ? reference : paths.scenes + "/\(reference).json"
        let file: SourceFile
        do throws(FileAccessError) {
            file = try SourceFile.read(path)
        } catch {
            guard !isPath, error.isMissing else {
                throw Failure(
                    message: error.description, code: error.isMissing ? ExitCode.missingInput : ExitCode.badData)
            }
            var message = "\(place): error: no scene '\(reference)'"
            if let suggestion = Suggestion.nearest(to: reference, in: sceneNames) {
                message += "; did you mean '\(suggestion)'?"
            }
            message += " Scenes: " + sceneNames.joined(separator: ", ") + " (or give a path to a scene file)"
            throw Failure(message: message, code: ExitCode.missingInput)
        }
        do throws(Diagnostic) {
            let scene = try Scene.decode(file)
            if let problem = scene.keyboardProblem(in: layouts, path: file.path) { throw problem }
            let name = isPath ? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent : reference
            return (scene, name)
        } catch {
            throw Failure(message: error.description, code: ExitCode.badData)
        }
    }

    /// A device profile by name, or a message listing the names.
    package func device(_ name: String) -> DeviceProfile? { devices.profile(named: name) }

    package func unknownDeviceMessage(_ name: String) -> String {
        var message = "no device '\(name)'"
        if let suggestion = Suggestion.nearest(to: name, in: devices.names) {
            message += "; did you mean '\(suggestion)'?"
        }
        return message + " Devices: " + devices.names.joined(separator: ", ")
    }
}

/// A script read and parsed, with the scene and device it names and a simulator on them.
package struct PreparedScript {
    package let script: Script
    package let scene: Scene
    package let sceneName: String
    package let device: DeviceProfile
    package let simulator: Simulator
}

extension ReplayEnvironment {
    /// Reads and parses the script at `path` and sets up what it runs on: the scene given on
    /// the command line, else the header's (a path relative to the script's folder, so
    /// scripts and their scene travel together), else `demo`; the device likewise.
    /// - Parameter command: names the command in messages (`keysim replay`).
    package func prepare(
        scriptAt path: String, scene sceneOption: String?, device deviceOption: String?, command: String,
        contentSize: ContentSizeCategory? = nil, presentation: Presentation? = nil
    ) throws(Failure) -> PreparedScript {
        let file: SourceFile
        do throws(FileAccessError) {
            file = try SourceFile.read(path)
        } catch {
            throw .init(message: error.description, code: error.isMissing ? ExitCode.missingInput : ExitCode.badData)
        }
        let script: Script
        do throws(Diagnostic) {
            script = try Script.parse(file)
        } catch {
            throw .init(message: error.description, code: ExitCode.badData)
        }
        let (scene, sceneName, device, simulator) = try setUp(
            scriptAt: path, header: script.header, scene: sceneOption, device: deviceOption, command: command,
            contentSize: contentSize, presentation: presentation)
        return PreparedScript(script: script, scene: scene, sceneName: sceneName, device: device, simulator: simulator)
    }

    /// What a script at `path` with `header` runs on: the scene given on the command line,
    /// else the header's (a path relative to the script's folder, so scripts and their scene
    /// travel together), else `demo`; the device likewise; and a simulator on them.
    ///
    /// - Parameters:
    ///   - contentSize: `--content-size`: the text size, over the header's, over the scene's.
    ///   - presentation: What the form is drawn with: the simulator lays it out for the
    ///     theme's fonts at the scene's text size. Nil: the fixed sizes of the default size.
    package func setUp(
        scriptAt path: String, header: ScriptHeader?, scene sceneOption: String?, device deviceOption: String?,
        command: String, contentSize: ContentSizeCategory? = nil, presentation: Presentation? = nil
    )
        throws(Failure) -> (scene: Scene, sceneName: String, device: DeviceProfile, simulator: Simulator)
    {
        var (scene, sceneName): (Scene, String)
        if let reference = sceneOption {
            (scene, sceneName) = try self.scene(reference, writtenAt: command)
        } else if let header, let reference = header.scene {
            let isPath = ResourcePaths.isPath(reference)
            // Resolved from the script's absolute path: a relative URL standardised drops the
            // `..` that would climb above its first folder (`a.jsonl` + `../form.json`).
            let current = FileManager.default.currentDirectoryPath
            let script = path.hasPrefix("/") ? path : current + "/" + path
            let resolved =
                isPath && !reference.hasPrefix("/")
                ? URL(fileURLWithPath: script).deletingLastPathComponent().appendingPathComponent(reference)
                    .standardized.relativePath(from: current)
                : reference
            (scene, sceneName) = try self.scene(resolved, writtenAt: "\(path):\(header.line):1")
        } else {
            (scene, sceneName) = try self.scene("demo", writtenAt: command)
        }
        if let size = contentSize ?? header?.contentSize { scene.contentSize = size }
        let deviceName = deviceOption ?? header?.device ?? "iphone-15"
        guard let device = device(deviceName) else {
            let line = header?.line ?? 1
            throw .init(
                message: Diagnostic(
                    path: path, position: SourcePosition(line: line, column: 1),
                    message: unknownDeviceMessage(deviceName)
                ).description, code: ExitCode.badData)
        }
        do throws(SessionError) {
            var simulator = try Simulator(
                scene: scene, device: device, layouts: layouts, timings: timings,
                typesetter: presentation?.sized(for: scene.contentSize).typesetter)
            simulator.dictionaries = DictionaryAccess(source: dictionaries)
            simulator.inputMethods = InputMethodAccess(source: Self.inputMethods)
            return (scene, sceneName, device, simulator)
        } catch {
            throw .init(message: "\(path): error: \(error)", code: ExitCode.badData)
        }
    }
}
