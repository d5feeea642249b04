/// A tap script or recording (`*.jsonl`), decoded: an optional header and timed events.
///
/// JSON Lines: one JSON object a line, an optional header `{"keysim": 1, …}` first, then
/// events whose `t` (milliseconds since start) never decreases. Blank lines are skipped but
/// counted, so every position is the one an editor shows.
public struct Script: Equatable, Sendable {
    /// The path used in messages.
    public var path: String
    /// The header, when the first line is one.
    public var header: ScriptHeader?
    /// The events in file order.
    public var lines: [ScriptLine]
    /// Problems that did not stop the script: a cut-off last line of a recording.
    public var warnings: [Diagnostic]

    /// Creates a script from decoded parts.
    public init(path: String, header: ScriptHeader? = nil, lines: [ScriptLine], warnings: [Diagnostic] = []) {
        self.path = path
        self.header = header
        self.lines = lines
        self.warnings = warnings
    }
}

extension Script {
    /// Decodes a script file.
    ///
    /// A recording whose writer was killed mid-line keeps the lines before it: when the file
    /// does not end with a newline and its last non-blank line is not valid JSON, that line is
    /// dropped with a warning, as long as some line comes before it. Every other problem is an
    /// error.
    ///
    /// - Parameter file: The script's text and path.
    /// - Returns: The script, with any warning in ``warnings``.
    /// - Throws: The first problem, as `path:line:column: error: message`.
    public static func parse(_ file: SourceFile) throws(Diagnostic) -> Script {
        let segments = nonBlankLines(of: file.text)
        guard !segments.isEmpty else {
            throw Diagnostic(path: file.path, ScriptProblem.empty.error(at: SourcePosition(line: 1, column: 1)))
        }
        let mayBeCutOff = file.text.utf8.last != UInt8(ascii: "\n") && segments.count > 1
        var decoder = ScriptLineDecoder(path: file.path)
        var lines: [ScriptLine] = []
        lines.reserveCapacity(segments.count)
        for (index, segment) in segments.enumerated() {
            let isLast = index == segments.count - 1
            if let line = try decoder.decode(
                String(file.text[segment.range]), line: segment.line, mayBeCutOff: mayBeCutOff && isLast)
            {
                lines.append(line)
            }
        }
        let script = Script(path: file.path, header: decoder.header, lines: lines, warnings: decoder.warnings)
        return script
    }

    /// The lines that hold more than JSON whitespace, with their 1-based numbers.
    ///
    /// Lines end at `\n`; a `\r` before it is dropped. A leading byte order mark is skipped.
    /// One pass over the UTF-8 bytes; the ranges are on scalar boundaries because `\n` and
    /// `\r` are ASCII.
    static func nonBlankLines(of text: String) -> [(line: Int, range: Range<String.Index>)] {
        let utf8 = text.utf8
        var segments: [(line: Int, range: Range<String.Index>)] = []
        var start = utf8.startIndex
        if utf8.starts(with: [0xEF, 0xBB, 0xBF]) { start = utf8.index(start, offsetBy: 3) }
        var lineNumber = 1
        var blank = true
        var previousByte: UInt8 = 0
        var index = start
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "\n") {
                if !blank {
                    let end = previousByte == UInt8(ascii: "\r") ? utf8.index(before: index) : index
                    segments.append((lineNumber, start..<end))
                }
                lineNumber += 1
                blank = true
                start = utf8.index(after: index)
            } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r") {
                blank = false
            }
            previousByte = byte
            index = utf8.index(after: index)
        }
        if !blank {
            let end = previousByte == UInt8(ascii: "\r") ? utf8.index(before: index) : index
            segments.append((lineNumber, start..<end))
        }
        return segments
    }
}
