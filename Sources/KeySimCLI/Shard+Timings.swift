import Foundation
import KeySim

extension Shard {
    /// The time of each script a previous JUnit report (`--shard-timings FILE`) holds, or the
    /// reports of a folder (every `*.xml` in it, in name order: the N shares' reports of the
    /// last run): ms by a `testcase`'s `file` attribute, else its `name` (a later testcase of
    /// the same script wins).
    ///
    /// Only what sharding needs is read: the `testcase` start tags and their attributes. The
    /// report may come from `keysim replay --junit` or any tool writing JUnit XML.
    ///
    /// - Throws: exit 66 for a file that cannot be read; exit 65 for one that is not a JUnit
    ///   report or whose testcase has a time that is not a number of seconds.
    static func timings(at path: String) throws(ReplayEnvironment.Failure) -> [String: Int] {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
                .filter { $0.hasSuffix(".xml") }.sorted()
            guard !names.isEmpty else {
                throw .init(
                    message: "keysim replay: error: \(path) holds no *.xml reports for --shard-timings",
                    code: ExitCode.missingInput)
            }
            var times: [String: Int] = [:]
            for name in names {
                let file = (path.hasSuffix("/") ? path : path + "/") + name
                times.merge(try timings(at: file)) { _, later in later }
            }
            return times
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .init(
                message: "keysim replay: error: cannot read the shard timings in \(path)", code: ExitCode.missingInput)
        }
        return try timings(in: [UInt8](data), path: path)
    }

    /// The times the JUnit XML `bytes` hold; `path` names it in messages.
    static func timings(in bytes: [UInt8], path: String) throws(ReplayEnvironment.Failure) -> [String: Int] {
        var scanner = TagScanner(bytes: bytes)
        var sawSuite = false
        var times: [String: Int] = [:]
        while let tag = scanner.nextStartTag() {
            if tag.name == "testsuite" || tag.name == "testsuites" { sawSuite = true }
            guard tag.name == "testcase", let name = tag.attributes["file"] ?? tag.attributes["name"],
                let time = tag.attributes["time"]
            else { continue }
            guard let seconds = Double(time), seconds.isFinite, seconds >= 0 else {
                let (line, column) = scanner.position(of: tag.offset)
                throw .init(
                    message: "\(path):\(line):\(column): error: the testcase '\(name)' has the time '\(time)', "
                        + "not a number of seconds",
                    code: ExitCode.badData)
            }
            times[name] = Int((seconds * 1000).rounded())
        }
        guard sawSuite else {
            throw .init(
                message: "\(path): error: not a JUnit report (it has no <testsuite> or <testsuites> element)",
                code: ExitCode.badData)
        }
        return times
    }
}

/// The start tags of an XML text and their attributes, entities decoded; comments,
/// processing instructions, CDATA and end tags are stepped over.
private struct TagScanner {
    struct Tag {
        var name: String
        var attributes: [String: String]
        /// Where its `<` is, in bytes from the start.
        var offset: Int
    }

    let bytes: [UInt8]
    var position = 0

    mutating func nextStartTag() -> Tag? {
        while let open = find(UInt8(ascii: "<"), from: position) {
            position = open + 1
            if starts(with: "!--", at: position) {
                position = find("-->", from: position).map { $0 + 3 } ?? bytes.count
                continue
            }
            if starts(with: "![CDATA[", at: position) {
                position = find("]]>", from: position).map { $0 + 3 } ?? bytes.count
                continue
            }
            guard position < bytes.count, isNameByte(bytes[position]) else { continue }
            let nameStart = position
            while position < bytes.count, isNameByte(bytes[position]) { position += 1 }
            let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
            var attributes: [String: String] = [:]
            while position < bytes.count {
                skipSpace()
                guard position < bytes.count, isNameByte(bytes[position]) else { break }
                let keyStart = position
                while position < bytes.count, isNameByte(bytes[position]) { position += 1 }
                let key = String(decoding: bytes[keyStart..<position], as: UTF8.self)
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { break }
                position += 1
                skipSpace()
                guard position < bytes.count,
                    bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'")
                else { break }
                let quote = bytes[position]
                let valueStart = position + 1
                let valueEnd = find(quote, from: valueStart) ?? bytes.count
                attributes[key] = Self.decoded(String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self))
                position = min(valueEnd + 1, bytes.count)
            }
            return Tag(name: name, attributes: attributes, offset: open)
        }
        position = bytes.count
        return nil
    }

    /// The line and column (from 1, in bytes) of `offset`.
    func position(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }

    private mutating func skipSpace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    private func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: ":"), 0x80...:
            true
        default: false
        }
    }

    private func find(_ byte: UInt8, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }

    private func find(_ text: String, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if starts(with: text, at: index) { return index }
            index += 1
        }
        return nil
    }

    private func starts(with text: String, at index: Int) -> Bool {
        let pattern = Array(text.utf8)
        return index + pattern.count <= bytes.count && Array(bytes[index..<index + pattern.count]) == pattern
    }

    /// An attribute value with its entity and character references replaced.
    static func decoded(_ value: String) -> String {
        guard value.contains("&") else { return value }
        var result = ""
        var rest = Substring(value)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else {
                rest = rest[amp...]
                break
            }
            let entity = rest[rest.index(after: amp)..<semicolon]
            let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
            if let text = named[String(entity)] {
                result += text
            } else if entity.hasPrefix("#x") || entity.hasPrefix("#X"),
                let code = UInt32(entity.dropFirst(2), radix: 16),
                let scalar = Unicode.Scalar(code)
            {
                result.unicodeScalars.append(scalar)
            } else if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()), let scalar = Unicode.Scalar(code) {
                result.unicodeScalars.append(scalar)
            } else {
                result += rest[amp...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
