/// A PNG file decoded without any library, to check the pixels a real renderer drew
/// (`rsvg-convert`): chunks with their CRCs, the zlib stream (inflate of stored, fixed and
/// dynamic Huffman blocks, and its Adler-32), and the five row filters. Only what renderers
/// write: 8 bits per channel, RGB or RGBA, not interlaced.
struct PNGImage {
    let width: Int
    let height: Int
    private let channels: Int
    private let pixels: [UInt8]

    struct DecodingError: Error, CustomStringConvertible {
        let description: String
    }

    /// The color at column `x`, row `y`.
    func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let offset = (y * width + x) * channels
        return (
            pixels[offset], pixels[offset + 1], pixels[offset + 2], channels == 4 ? pixels[offset + 3] : 255
        )
    }

    init(data bytes: [UInt8]) throws {
        guard bytes.count > 8, Array(bytes[0..<8]) == [137, 80, 78, 71, 13, 10, 26, 10] else {
            throw DecodingError(description: "not a PNG signature")
        }
        var offset = 8
        var header: [UInt8]?
        var compressed: [UInt8] = []
        func bigEndian(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        while offset + 12 <= bytes.count {
            let length = bigEndian(offset)
            guard offset + 12 + length <= bytes.count else { throw DecodingError(description: "truncated chunk") }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            guard
                Checksums.crc32(Array(bytes[(offset + 4)..<(offset + 8 + length)]))
                    == UInt32(bigEndian(offset + 8 + length))
            else { throw DecodingError(description: "bad CRC in \(type)") }
            switch type {
            case "IHDR": header = body
            case "IDAT": compressed += body
            default: break
            }
            offset += 12 + length
            if type == "IEND" { break }
        }
        guard let header, header.count == 13 else { throw DecodingError(description: "no IHDR") }
        width = Int(header[0]) << 24 | Int(header[1]) << 16 | Int(header[2]) << 8 | Int(header[3])
        height = Int(header[4]) << 24 | Int(header[5]) << 16 | Int(header[6]) << 8 | Int(header[7])
        guard header[8] == 8, [2, 6].contains(header[9]), header[12] == 0 else {
            throw DecodingError(description: "only 8-bit RGB or RGBA, not interlaced")
        }
        channels = header[9] == 6 ? 4 : 3
        let raw = try Inflater.zlib(compressed)
        let stride = width * channels
        guard raw.count == height * (stride + 1) else {
            throw DecodingError(description: "image data of \(raw.count) bytes, expected \(height * (stride + 1))")
        }
        pixels = try Self.unfiltered(raw, height: height, stride: stride, bytesPerPixel: channels)
    }

    /// Undoes the filter each row starts with (none, sub, up, average, Paeth).
    private static func unfiltered(_ raw: [UInt8], height: Int, stride: Int, bytesPerPixel: Int) throws -> [UInt8] {
        var out = [UInt8](repeating: 0, count: height * stride)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            let source = y * (stride + 1) + 1
            let row = y * stride
            for i in 0..<stride {
                let left = i >= bytesPerPixel ? Int(out[row + i - bytesPerPixel]) : 0
                let up = y > 0 ? Int(out[row - stride + i]) : 0
                let upLeft = y > 0 && i >= bytesPerPixel ? Int(out[row - stride + i - bytesPerPixel]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = left
                case 2: predictor = up
                case 3: predictor = (left + up) / 2
                case 4:
                    let p = left + up - upLeft
                    let (pa, pb, pc) = (abs(p - left), abs(p - up), abs(p - upLeft))
                    predictor = pa <= pb && pa <= pc ? left : (pb <= pc ? up : upLeft)
                default: throw DecodingError(description: "unknown filter \(filter) on row \(y)")
                }
                out[row + i] = UInt8(truncatingIfNeeded: Int(raw[source + i]) + predictor)
            }
        }
        return out
    }
}

/// CRC-32 (PNG chunks) and Adler-32 (zlib).
enum Checksums {
    static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }
}
