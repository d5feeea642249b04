import Foundation
import KeySim
import KeySimCore

/// `keysim evaluate`: types phrases as noisy touches on a layout's keyboard into a text field
/// and counts the words that come out right, as typed and with autocorrection.
enum EvaluateCommand {
    /// Every option `keysim evaluate` takes, in the order its help lists them.
    static let optionTable = OptionTable(
        command: "evaluate",
        forms: [[]],
        options: [
            .value(
                "phrases", "FILE", "The phrases to type, one a line (default: the checkout's Assets/Phrases/en.txt)."),
            .value(
                "sigma", "PT",
                "The spread of the touches around the key centres, in points, in x and in y (default 10)."),
            .value(
                "seed", "N",
                "The seed of the noise, a whole number from 0 (default 1): the same seed types the same touches."),
            .value("repeat", "N", "Type the phrases N times, each with new noise (default 1)."),
            .value("device", "NAME", "The device whose keyboard is typed on (default: iphone-15)."),
            .value("layout", "ID", "The layout typed on, its first layer (default: 'default', English US)."),
            .value("layouts", "DIR", "Read layouts from DIR instead of the checkout's Layouts/."),
            .value(
                "dictionary", "FILE",
                "The dictionary the decoder corrects with (default: the checkout's Assets/Dictionaries/en_US.txt)."),
            .flag(
                "word-list-only",
                "Know only the dictionary's words, without the machine's Hunspell dictionary for its locale."),
            .value(
                "threshold", "X",
                "The autocorrection threshold: the lowest normalised score that corrects (default 0.185, LatinIME's)."),
            .value("mistakes", "N", "List at most N of the words still wrong after correction (default 20)."),
            .flag(
                "decoder-only",
                "Decode each word's touches with the decoder directly (spaces exact), not through the keyboard and field."
            ),
            .flag("json", "Print JSON (sorted keys) for tools."),
            .flag("timing", "Also say on stderr how long loading the dictionary, typing and decoding took."),
        ])

    static let usage = optionTable.usage

    static func run(_ arguments: [String], output: inout some CommandOutput) -> Int32 {
        let parsed: Arguments
        do throws(Arguments.UsageError) {
            parsed = try Arguments(arguments, table: optionTable)
        } catch {
            return KeySimCommand.usageError(error.message, usage: usage, command: "evaluate", output: &output)
        }
        if parsed.has("help") {
            output.write(help)
            return ExitCode.success
        }
        func usageError(_ message: String) -> Int32 {
            KeySimCommand.usageError(message, usage: usage, command: "evaluate", output: &output)
        }
        if let extra = parsed.positionals.first { return usageError("unexpected argument '\(extra)'") }
        guard let sigma = Double(parsed["sigma"] ?? "10"), sigma.isFinite, sigma >= 0, sigma <= 100 else {
            return usageError("'--sigma' needs a number of points from 0 to 100, not '\(parsed["sigma"] ?? "")'")
        }
        guard let seed = UInt64(parsed["seed"] ?? "1") else {
            return usageError("'--seed' needs a whole number from 0, not '\(parsed["seed"] ?? "")'")
        }
        guard let repeats = Int(parsed["repeat"] ?? "1"), (1...1000).contains(repeats) else {
            return usageError("'--repeat' needs a whole number from 1 to 1000, not '\(parsed["repeat"] ?? "")'")
        }
        guard let threshold = Double(parsed["threshold"] ?? "0.185"), threshold.isFinite else {
            return usageError("'--threshold' needs a number, not '\(parsed["threshold"] ?? "")'")
        }
        guard let mistakeLimit = Int(parsed["mistakes"] ?? "20"), mistakeLimit >= 0 else {
            return usageError("'--mistakes' needs a whole number from 0, not '\(parsed["mistakes"] ?? "")'")
        }

        let paths = ResourcePaths.locate()
        let setUp: KeyboardSetUp
        do throws(CommandFailure) {
            setUp = try keyboard(parsed, paths: paths)
        } catch {
            if error.code == ExitCode.usage { return usageError(error.message) }
            output.writeError(error.message + "\n")
            return error.code
        }
        let phrasesPath = parsed["phrases"] ?? paths.root + "/Assets/Phrases/en.txt"
        let dictionaryPath = parsed["dictionary"] ?? paths.root + "/Assets/Dictionaries/en_US.txt"
        let phrases: [String]
        var lexicon: Lexicon
        var loadMicroseconds = 0.0
        do throws(CommandFailure) {
            phrases = try readPhrases(phrasesPath)
            let start = MonotonicClock.nanoseconds()
            lexicon = try readDictionary(dictionaryPath, shipped: parsed["dictionary"] == nil)
            if !parsed.has("word-list-only") {
                lexicon.checker = ReplayEnvironment.spellingDictionaries.checker(for: lexicon.locale)
            }
            loadMicroseconds = Double(MonotonicClock.nanoseconds() - start) / 1_000
        } catch {
            output.writeError(error.message + "\n")
            return error.code
        }

        var costs = DecoderCosts.standard
        costs.autocorrectionThreshold = threshold
        let decoder = TouchDecoder(lexicon: lexicon, geometry: setUp.geometry, costs: costs)
        let evaluation = TypingEvaluation(geometry: setUp.geometry, decoder: decoder)
        let decoderOnly = parsed.has("decoder-only")
        let start = MonotonicClock.nanoseconds()
        let report =
            decoderOnly
            ? evaluation.decodeWordByWord(phrases, sigma: sigma, seed: seed, repeats: repeats)
            : evaluation.typeOnKeyboard(phrases, into: setUp.field, sigma: sigma, seed: seed, repeats: repeats)
        let runMicroseconds = Double(MonotonicClock.nanoseconds() - start) / 1_000
        let setting = Setting(
            phrases: phrasesPath, dictionary: dictionaryPath, spelling: lexicon.checker?.origin, device: setUp.device,
            layout: setUp.layout,
            layer: setUp.layer, sigma: sigma, seed: seed, repeats: repeats, threshold: threshold,
            method: decoderOnly ? .decoder : .keyboard)
        if parsed.has("json") {
            output.write(json(report, setting: setting, mistakes: mistakeLimit))
        } else {
            output.write(table(report, setting: setting, mistakes: mistakeLimit))
        }
        if parsed.has("timing") {
            output.writeError(
                timing(
                    evaluation.type(phrases: phrases, sigma: sigma, seed: seed, repeats: repeats), decoder: decoder,
                    report: report, setting: setting, entries: lexicon.count, load: loadMicroseconds,
                    run: runMicroseconds))
        }
        return ExitCode.success
    }

    /// How long loading and typing took (wall clock): the whole run (on the keyboard, each
    /// phrase typed twice), then each word of the phrases typed as noisy touches decoded on its
    /// own, and each key press (the word so far, as a suggestion bar asks after every key).
    static func timing(
        _ words: [TypingEvaluation.TypedWord], decoder: TouchDecoder, report: TypingEvaluation.Report,
        setting: Setting, entries: Int, load: Double, run: Double
    ) -> String {
        func time(_ keystrokes: ArraySlice<Keystroke>) -> Double {
            let start = MonotonicClock.nanoseconds()
            _ = decoder.decode(Array(keystrokes))
            return Double(MonotonicClock.nanoseconds() - start) / 1_000
        }
        let perWord = words.map { time($0.keystrokes[...]) }.sorted()
        let perKey = words.flatMap { word in
            word.keystrokes.indices.map { time(word.keystrokes[...$0]) }
        }.sorted()
        func figures(_ times: [Double]) -> String {
            guard !times.isEmpty else { return "none" }
            func at(_ fraction: Double) -> Double { times[min(times.count - 1, Int(Double(times.count) * fraction))] }
            return String(
                format: "median %.3f ms, p99 %.3f ms, max %.3f ms (%d)", at(0.5) / 1_000, at(0.99) / 1_000,
                times.last! / 1_000, times.count)
        }
        let ran =
            setting.method == .keyboard
            ? String(
                format: "typed %d phrases on the keyboard as typed and with autocorrection (%d words) in %.1f ms\n",
                report.phrases, report.words, run / 1_000)
            : String(format: "typed and decoded %d words in %.1f ms\n", report.words, run / 1_000)
        return String(
            format: "keysim evaluate: loaded %@ (%d entries) in %.1f ms; ", setting.dictionary, entries, load / 1_000)
            + ran
            + "keysim evaluate: decoding a word: \(figures(perWord))\n"
            + "keysim evaluate: decoding after each key: \(figures(perKey))\n"
    }

    /// What was typed on, and how.
    struct Setting {
        var phrases: String
        var dictionary: String
        /// The Hunspell dictionary that decides the words the list lacks, or nil.
        var spelling: String?
        var device: String
        var layout: String
        var layer: String
        var sigma: Double
        var seed: UInt64
        var repeats: Int
        var threshold: Double
        var method: Method
    }

    /// How the phrases are typed: on the keyboard into a text field, or word by word with the
    /// decoder directly (`--decoder-only`).
    enum Method: String {
        case keyboard
        case decoder
    }

    /// What is typed on: the letters layer's geometry, the ids of the layout, that layer and
    /// the device, and the text field (unfocused) whose keyboard shows the layout.
    struct KeyboardSetUp {
        var geometry: KeyboardGeometry
        var layout: String
        var layer: String
        var device: String
        var field: TypingSession
    }

    /// The layout's first layer on the device, as `keysim layouts --geometry` lays it out, and
    /// a text field with UIKit's default traits (sentence capitals, autocorrection, smart
    /// punctuation) whose keyboard shows the layout.
    static func keyboard(_ parsed: Arguments, paths: ResourcePaths) throws(CommandFailure) -> KeyboardSetUp {
        let loadedLayouts: (catalog: LayoutCatalog, diagnostics: [Diagnostic])
        let loadedDevices: (catalog: DeviceCatalog, diagnostics: [Diagnostic])
        do throws(FileAccessError) {
            loadedLayouts = try LayoutCatalog.load(directory: parsed["layouts"] ?? paths.layouts)
            loadedDevices = try DeviceCatalog.load(directory: paths.devices)
        } catch {
            throw CommandFailure(
                message: "keysim: \(error)", code: error.isMissing ? ExitCode.missingInput : ExitCode.badData)
        }
        let problems = loadedLayouts.diagnostics + loadedDevices.diagnostics
        guard problems.isEmpty else {
            throw CommandFailure(message: problems.map(\.description).joined(separator: "\n"), code: ExitCode.badData)
        }
        let layouts = loadedLayouts.catalog
        let devices = loadedDevices.catalog
        let name = parsed["device"] ?? "iphone-15"
        guard let device = devices.profile(named: name) else {
            var message = "no device '\(name)'"
            if let suggestion = Suggestion.nearest(to: name, in: devices.names) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw CommandFailure(
                message: message + " Devices: " + devices.names.joined(separator: ", "), code: ExitCode.usage)
        }
        let id = parsed["layout"] ?? "default"
        guard let layout = layouts.layout(id: id), let layer = layout.layers.first else {
            var message = "no layout '\(id)'"
            let ids = layouts.layouts.map(\.id)
            if let suggestion = Suggestion.nearest(to: id, in: ids) { message += "; did you mean '\(suggestion)'?" }
            throw CommandFailure(message: message + " Layouts: " + ids.joined(separator: ", "), code: ExitCode.usage)
        }
        let geometry = KeyboardGeometry(layer: layer, metrics: device.keyboard, width: device.screen.width)
        var field: TypingSession
        do throws(SessionError) {
            field = try TypingSession(traits: TextInputTraits(), layouts: layouts, device: device)
        } catch {
            throw CommandFailure(message: "keysim evaluate: \(error)", code: ExitCode.badData)
        }
        _ = field.showLayout(layout, at: 0)
        return KeyboardSetUp(
            geometry: geometry, layout: layout.id, layer: layer.id, device: device.reference, field: field)
    }

    static func readPhrases(_ path: String) throws(CommandFailure) -> [String] {
        let file: SourceFile
        do throws(FileAccessError) {
            file = try SourceFile.read(path)
        } catch {
            throw CommandFailure(
                message: "keysim: \(error)", code: error.isMissing ? ExitCode.missingInput : ExitCode.badData)
        }
        let phrases = TypingEvaluation.phrases(in: file.text)
        guard phrases.contains(where: { !TypingEvaluation.words(of: $0).isEmpty }) else {
            throw CommandFailure(
                message: "\(path): error: no phrase to type (one a line; '#' starts a comment)", code: ExitCode.badData)
        }
        return phrases
    }

    /// The dictionary at `path`. Missing, a shipped one is a service unavailable (exit 69), a
    /// file the user named is a missing input (66); damaged, it is bad data (65).
    /// Read from its bytes, as a dictionary folder reads it.
    static func readDictionary(_ path: String, shipped: Bool) throws(CommandFailure) -> Lexicon {
        let bytes: [UInt8]
        do throws(FileAccessError) {
            bytes = try SourceFile.readBytes(path)
        } catch {
            let code = error.isMissing ? (shipped ? ExitCode.unavailable : ExitCode.missingInput) : ExitCode.badData
            let hint =
                error.isMissing && shipped ? " (the shipped dictionary; Tools/make-dictionaries.py writes it)" : ""
            throw CommandFailure(message: "keysim: \(error)\(hint)", code: code)
        }
        do throws(Diagnostic) {
            return try Lexicon(path: path, bytes: bytes)
        } catch {
            throw CommandFailure(message: "\(error)", code: ExitCode.badData)
        }
    }

    static func percent(_ value: Double) -> String { String(format: "%.1f%%", value * 100) }

    static func table(_ report: TypingEvaluation.Report, setting: Setting, mistakes limit: Int) -> String {
        var text =
            "Typed \(report.words) words (\(report.taps) taps) of \(report.phrases) phrases from \(setting.phrases)\n"
        text +=
            "on \(setting.device), layout \(setting.layout) / \(setting.layer), σ \(number(setting.sigma)) pt, seed \(setting.seed)"
        text += setting.repeats > 1 ? ", \(setting.repeats) times\n" : "\n"
        text +=
            "words known: \(setting.dictionary)" + (setting.spelling.map { " and Hunspell's \($0)" } ?? " alone") + "\n"
        text +=
            setting.method == .keyboard
            ? "typed on the keyboard into a text field (letters noised, spaces exact)\n"
            : "decoded word by word with the decoder directly (spaces exact)\n"
        text +=
            "  as typed              \(percent(report.typedAccuracy))  (\(report.typedRight) of \(report.words) words right)\n"
        text +=
            "  with autocorrection   \(percent(report.correctedAccuracy))  (\(report.correctedRight) of \(report.words); "
        text += "\(report.fixed) put right, \(report.broken) typed right and changed)\n"
        text += "  lost taps (on no character key): \(report.lostTaps)\n"
        text += "\nErrors per key (taps aimed at it that typed another key or nothing):\n"
        for key in report.keys {
            let id = key.key.padding(toLength: 3, withPad: " ", startingAt: 0)
            text += "  \(id) \(String(format: "%5.1f%%", key.rate * 100))  \(key.errors) of \(key.taps)\n"
        }
        let shown = report.mistakes.prefix(limit)
        if !shown.isEmpty {
            let total = report.mistakes.reduce(0) { $0 + $1.count }
            text += "\nWords still wrong after correction (\(total) in all; meant → typed → put in):\n"
            for mistake in shown {
                let times = mistake.count > 1 ? "  ×\(mistake.count)" : ""
                text += "  \(mistake.intended) → \(mistake.typed) → \(mistake.committed)\(times)\n"
            }
        }
        return text
    }

    /// A number as the help and the table write it: `10`, `10.5`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static func json(_ report: TypingEvaluation.Report, setting: Setting, mistakes limit: Int) -> String {
        let object: [String: JSONOutput] = [
            "phrases": .string(setting.phrases),
            "dictionary": .string(setting.dictionary),
            "spelling": setting.spelling.map(JSONOutput.string) ?? .null,
            "device": .string(setting.device),
            "layout": .string(setting.layout),
            "layer": .string(setting.layer),
            "sigma": .number(setting.sigma),
            "seed": .number(Double(setting.seed)),
            "repeat": .number(Double(setting.repeats)),
            "threshold": .number(setting.threshold),
            "method": .string(setting.method.rawValue),
            "phraseCount": .number(Double(report.phrases)),
            "words": .number(Double(report.words)),
            "taps": .number(Double(report.taps)),
            "lostTaps": .number(Double(report.lostTaps)),
            "uncorrected": .object([
                "right": .number(Double(report.typedRight)), "accuracy": .number(report.typedAccuracy),
            ]),
            "corrected": .object([
                "right": .number(Double(report.correctedRight)), "accuracy": .number(report.correctedAccuracy),
                "fixed": .number(Double(report.fixed)), "broken": .number(Double(report.broken)),
            ]),
            "keys": .array(
                report.keys.map { key in
                    .object([
                        "key": .string(key.key), "taps": .number(Double(key.taps)),
                        "errors": .number(Double(key.errors)), "rate": .number(key.rate),
                    ])
                }),
            "mistakes": .array(
                report.mistakes.prefix(limit).map { mistake in
                    .object([
                        "intended": .string(mistake.intended), "typed": .string(mistake.typed),
                        "committed": .string(mistake.committed), "count": .number(Double(mistake.count)),
                    ])
                }),
        ]
        return JSONOutput.object(object).encoded(pretty: true) + "\n"
    }

    static let help = optionTable.help(summary: helpSummary, details: helpDetails, closing: helpClosing)

    /// What the help says before the usage.
    static let helpSummary = """
        Measure how well a layout types: type phrases as touches with Gaussian noise around the
        key centres into a text field, as a person types them on the keyboard, and count the
        words that come out right, as typed and with autocorrection (the touch decoder: key
        distances and word frequencies, as a phone keyboard ranks).
        """

    /// What the help says between the usage and the options.
    static let helpDetails = """
        Each phrase goes into a fresh text field with UIKit's default traits (sentence capitals,
        autocorrection, smart punctuation) and is typed as a replay's 'type' line plans it,
        looking at the keys shown. Every tap aimed at a letter lands off its key's centre by a
        normal deviate of σ points in x and in y (clamped onto the keyboard) and does what the
        key there does: another letter, shift, delete, a space, 123. The other taps are exact:
        shift where the keyboard does not give a capital, 123 and the apostrophe, the space
        between words and one after the last word (so it is corrected as the others are). The
        phrase is meant with the capitals auto-capitalization gives it ('see you' as 'See you').

        Each phrase is typed twice with the same noise: without a dictionary (as typed) and with
        it (with autocorrection: a space puts in the decoder's best candidate when its
        normalised score clears the threshold; never for a word the dictionary knows, one with
        digits, in capitals, or an address). The field's text is then compared with the phrase
        word by word: a word is right when it comes out as the phrase spells it (a curly
        apostrophe as a straight one), or with the capitals the dictionary gives a word the
        phrase writes in lower case ('i' put in as 'I'). The words right are the longest run of
        them in order, so a word split by a stray space costs only itself.

        --decoder-only types each word on its own and decodes its touches directly, taps on no
        letter typing nothing and characters the layer has no key for (an apostrophe) typed
        exactly. Another language: --layout fr-azerty --dictionary Assets/Dictionaries/fr_FR.txt
        --phrases my-french.txt.
        """

    /// What the help says after the options.
    static let helpClosing = """
        Example: 'keysim evaluate --sigma 12 --repeat 5' types the shipped phrases five times on
        the iPhone 15 with a 12 pt spread.

        JSON: phrases, dictionary, device, layout, layer, sigma, seed, repeat, threshold, method
        ('keyboard' or 'decoder'), phraseCount, words, taps (aimed at letters), lostTaps (of
        those, on no character key), uncorrected {right, accuracy}, corrected {right, accuracy,
        fixed, broken}, keys [{key, taps, errors, rate}] and mistakes [{intended, typed,
        committed, count}]. 'broken' counts words typed right that correction changed.

        Exit codes: 0 success · 64 usage error · 65 a damaged phrase, dictionary or layout file
        (path:line:column) · 66 a file given is missing · 69 the shipped dictionary is missing.
        """
}
