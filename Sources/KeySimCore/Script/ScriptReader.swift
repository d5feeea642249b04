/// Decodes a script file a piece at a time, as its bytes arrive, so that a replay holds one
/// line of it rather than the whole file (a 1,000,000-tap recording is 28 MB).
///
/// It decodes exactly as ``Script/parse(_:)`` does, with the same messages: blank lines are
/// skipped but counted, a byte order mark is skipped, a `\r` before a `\n` is dropped, a
/// header belongs on the first line, times never decrease, and a cut-off last line of a
/// recording is dropped with a warning. To tell whether the last line was cut off, it holds
/// back one non-blank line until the next one arrives or ``finish(into:)`` is called.
///
/// It never throws: the first problem is kept in ``problem`` and no line after it is
/// decoded, but the rest of the bytes are still checked for UTF-8 (``isValidUTF8``), as a
/// file is read whole before it is decoded.
public struct ScriptReader: Sendable {
    /// The path used in messages.
    public let path: String
    /// What the lines decoded so far say: the header and the warnings (the event lines are
    /// handed out, never kept).
    public private(set) var decoder: ScriptLineDecoder
    /// The first problem found, after which nothing more is decoded.
    public private(set) var problem: Diagnostic?
    /// Whether every byte so far is UTF-8 (a file that is not gives no script at all).
    public private(set) var isValidUTF8 = true

    /// The bytes of the line being read.
    private var partial: [UInt8] = []
    /// The 1-based number of the line being read.
    private var lineNumber = 1
    /// The last non-blank line, decoded once it is known whether it is the last one.
    private var pending: (line: Int, text: String)?
    /// How many non-blank lines there were.
    private var segments = 0
    /// The last byte read: whether the file ends with a newline.
    private var lastByte: UInt8?

    /// A reader for the script at `path` (used in messages only).
    public init(path: String) {
        self.path = path
        self.decoder = ScriptLineDecoder(path: path)
    }

    /// The header, once the first line has been decoded.
    public var header: ScriptHeader? { decoder.header }

    /// Reads the next bytes of the file, appending the event lines they complete to `lines`.
    public mutating func feed(_ bytes: [UInt8], into lines: inout [ScriptLine]) {
        guard let last = bytes.last else { return }
        lastByte = last
        var start = 0
        while let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            partial.append(contentsOf: bytes[start..<newline])
            endLine(into: &lines)
            start = newline + 1
        }
        partial.append(contentsOf: bytes[start...])
    }

    /// The file ended: decodes the last line (dropping it with a warning when a recording
    /// was cut off in it) and appends it to `lines` when it is an event.
    public mutating func finish(into lines: inout [ScriptLine]) {
        if !partial.isEmpty { endLine(into: &lines) }
        guard problem == nil, isValidUTF8 else { return }
        guard let last = pending else {
            problem = Diagnostic(path: path, ScriptProblem.empty.error(at: SourcePosition(line: 1, column: 1)))
            return
        }
        pending = nil
        let mayBeCutOff = lastByte != UInt8(ascii: "\n") && segments > 1
        decode(last, mayBeCutOff: mayBeCutOff, into: &lines)
    }

    /// Ends the line in `partial`: a non-blank one is checked for UTF-8 and held back, and the
    /// one held back before it is decoded.
    private mutating func endLine(into lines: inout [ScriptLine]) {
        defer {
            partial.removeAll(keepingCapacity: true)
            lineNumber += 1
        }
        var bytes = partial[...]
        if lineNumber == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let isBlank = bytes.allSatisfy {
            $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r")
        }
        guard !isBlank else { return }
        if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
        guard isValidUTF8, let text = String(validating: bytes, as: UTF8.self) else {
            isValidUTF8 = false
            return
        }
        segments += 1
        guard problem == nil else { return }
        if let previous = pending { decode(previous, mayBeCutOff: false, into: &lines) }
        pending = (lineNumber, text)
    }

    private mutating func decode(
        _ segment: (line: Int, text: String), mayBeCutOff: Bool, into lines: inout [ScriptLine]
    ) {
        do throws(Diagnostic) {
            if let line = try decoder.decode(segment.text, line: segment.line, mayBeCutOff: mayBeCutOff) {
                lines.append(line)
            }
        } catch {
            problem = error
            pending = nil
        }
    }
}

/// Decodes the non-blank lines of a script one after another: the header, the event lines
/// (checking that times never decrease) and a cut-off last line.
public struct ScriptLineDecoder: Sendable {
    /// The path used in messages.
    public let path: String
    /// The header, when the first line is one.
    public private(set) var header: ScriptHeader?
    /// Problems that did not stop the script: a cut-off last line.
    public private(set) var warnings: [Diagnostic] = []
    /// How many event lines were decoded.
    public private(set) var eventCount = 0
    /// How many non-blank lines were decoded.
    private var index = 0
    /// The time and line number of the last event line.
    private var previous: (time: Int, line: Int)?

    /// A decoder for the script at `path`.
    public init(path: String) {
        self.path = path
    }

    /// Decodes the next non-blank line, numbered `line`; nil for a header or a dropped
    /// cut-off line.
    ///
    /// - Parameter mayBeCutOff: this is the last non-blank line of a file that does not end
    ///   with a newline, with a line before it: when it is not JSON it is dropped with a
    ///   warning instead of being an error.
    public mutating func decode(_ text: String, line: Int, mayBeCutOff: Bool) throws(Diagnostic) -> ScriptLine? {
        defer { index += 1 }
        let node: JSONNode
        do {
            node = try JSONParser.parse(text, firstLine: line)
        } catch {
            guard mayBeCutOff else { throw Diagnostic(path: path, error) }
            let column = 1 + text.utf8.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
            let warning = ScriptProblem.cutOff(kept: eventCount).error(at: SourcePosition(line: line, column: column))
            warnings.append(Diagnostic(path: path, warning, severity: .warning))
            return nil
        }
        do throws(DataError) {
            if case .object(let members) = node.value, let keysim = members.first(where: { $0.key == "keysim" }) {
                guard index == 0 else { throw ScriptProblem.headerNotFirst.error(at: keysim.keyPosition) }
                header = try ScriptHeader(decoding: node, line: line)
                return nil
            }
            let decoded = try ScriptLine(decoding: node, line: line, after: previous)
            previous = (decoded.time, decoded.line)
            eventCount += 1
            return decoded
        } catch {
            throw Diagnostic(path: path, error)
        }
    }
}
