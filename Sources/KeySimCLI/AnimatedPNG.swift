import Foundation

/// An animated PNG (APNG) put together from PNG files: the first frame's header and IDAT
/// chunks (so a viewer that knows no animation shows it), the others' image data as fdAT
/// chunks, each frame with its delay. Frames equal to the one before lengthen it instead.
struct AnimatedPNG {
    enum Failure: Error, Equatable {
        /// The bytes are no PNG, or a frame's header differs from the first's.
        case notPNG(String)
    }

    /// A PNG's chunks as they come: type and data.
    struct Chunk: Equatable {
        var type: String
        var data: [UInt8]
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private var header: [Chunk] = []
    private var frames: [(data: [[UInt8]], delay: Int)] = []

    var frameCount: Int { frames.count }

    /// Adds a frame shown `delay` ms: the bytes of a PNG file the same size as the others.
    mutating func append(png bytes: [UInt8], delay: Int) throws(Failure) {
        let chunks = try Self.chunks(of: bytes)
        let data = chunks.filter { $0.type == "IDAT" }.map(\.data)
        let before = Array(chunks.prefix { $0.type != "IDAT" })
        if header.isEmpty {
            header = before
        } else if before.first != header.first {
            throw .notPNG("a frame's header differs from the first frame's")
        }
        if let last = frames.last, last.data == data, last.delay + delay <= 0xFFFF {
            frames[frames.count - 1].delay += delay
        } else {
            frames.append((data, delay))
        }
    }

    /// The APNG's bytes, looping forever.
    func encoded() -> [UInt8] {
        var bytes = Self.signature
        let width = Array(header.first?.data.prefix(4) ?? [])
        let height = Array(header.first?.data.dropFirst(4).prefix(4) ?? [])
        var chunks = header.prefix(1).map { $0 }
        chunks.append(Chunk(type: "acTL", data: Self.uint32(frames.count) + Self.uint32(0)))
        chunks += header.dropFirst()
        var sequence = 0
        for (index, frame) in frames.enumerated() {
            let control =
                Self.uint32(sequence) + width + height + Self.uint32(0) + Self.uint32(0)
                + Self.uint16(min(frame.delay, 0xFFFF)) + Self.uint16(1000) + [0, 0]
            chunks.append(Chunk(type: "fcTL", data: control))
            sequence += 1
            for data in frame.data {
                if index == 0 {
                    chunks.append(Chunk(type: "IDAT", data: data))
                } else {
                    chunks.append(Chunk(type: "fdAT", data: Self.uint32(sequence) + data))
                    sequence += 1
                }
            }
        }
        chunks.append(Chunk(type: "IEND", data: []))
        for chunk in chunks { bytes += Self.encoded(chunk) }
        return bytes
    }

    /// The chunks of a PNG file, each's CRC left unchecked.
    static func chunks(of bytes: [UInt8]) throws(Failure) -> [Chunk] {
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw .notPNG("no PNG signature") }
        var chunks: [Chunk] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            guard offset + 12 + length <= bytes.count else { throw .notPNG("a chunk runs past the end") }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            chunks.append(Chunk(type: type, data: Array(bytes[offset + 8..<offset + 8 + length])))
            offset += 12 + length
            if type == "IEND" { break }
        }
        guard chunks.first?.type == "IHDR" else { throw .notPNG("no IHDR chunk first") }
        return chunks
    }

    static func encoded(_ chunk: Chunk) -> [UInt8] {
        let typed = Array(chunk.type.utf8) + chunk.data
        return uint32(chunk.data.count) + typed + uint32(Int(crc32(typed)))
    }

    static func uint32(_ value: Int) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func uint16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The CRC-32 PNG chunks end with (ISO 3309, as zlib's).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
