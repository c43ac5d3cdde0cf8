/// DEFLATE (RFC 1951) inside a zlib stream (RFC 1950), decoded the canonical-Huffman way: a
/// code is read bit by bit and compared with the first code of each length.
struct Inflater {
    private let input: [UInt8]
    private var position = 0
    private var bitBuffer = 0
    private var bitCount = 0
    private var output: [UInt8] = []

    struct InflateError: Error, CustomStringConvertible {
        let description: String
    }

    /// The bytes a zlib stream holds, its header and Adler-32 checked.
    static func zlib(_ bytes: [UInt8]) throws -> [UInt8] {
        guard bytes.count >= 6, bytes[0] & 0x0F == 8, (Int(bytes[0]) << 8 | Int(bytes[1])) % 31 == 0,
            bytes[1] & 0x20 == 0
        else { throw InflateError(description: "not a zlib stream") }
        var inflater = Inflater(input: Array(bytes[2...]))
        try inflater.run()
        let end = inflater.position + 2
        guard end + 4 <= bytes.count else { throw InflateError(description: "no Adler-32") }
        let stored =
            UInt32(bytes[end]) << 24 | UInt32(bytes[end + 1]) << 16 | UInt32(bytes[end + 2]) << 8
            | UInt32(bytes[end + 3])
        guard stored == Checksums.adler32(inflater.output) else { throw InflateError(description: "bad Adler-32") }
        return inflater.output
    }

    private init(input: [UInt8]) {
        self.input = input
    }

    private mutating func bits(_ count: Int) throws -> Int {
        while bitCount < count {
            guard position < input.count else { throw InflateError(description: "out of input") }
            bitBuffer |= Int(input[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let value = bitBuffer & ((1 << count) - 1)
        bitBuffer >>= count
        bitCount -= count
        return value
    }

    private struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    private mutating func decode(_ huffman: Huffman) throws -> Int {
        var code = 0
        var first = 0
        var index = 0
        for length in 1..<16 {
            code |= try bits(1)
            let count = huffman.counts[length]
            if code - count < first { return huffman.symbols[index + code - first] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw InflateError(description: "bad Huffman code")
    }

    private static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    private static let lengthExtra = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    private static let fixedLengths = Huffman(
        lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112) + [Int](repeating: 7, count: 24)
            + [Int](repeating: 8, count: 8))
    private static let fixedDistances = Huffman(lengths: [Int](repeating: 5, count: 30))
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private mutating func run() throws {
        var last = false
        while !last {
            last = try bits(1) == 1
            switch try bits(2) {
            case 0: try stored()
            case 1: try codes(Self.fixedLengths, Self.fixedDistances)
            case 2:
                let (lengths, distances) = try dynamicTables()
                try codes(lengths, distances)
            default: throw InflateError(description: "bad block type")
            }
        }
        // The Adler-32 starts at the next whole byte.
        position -= bitCount / 8
        bitCount = 0
    }

    private mutating func stored() throws {
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw InflateError(description: "truncated stored block") }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        guard length == ~complement & 0xFFFF, position + 4 + length <= input.count else {
            throw InflateError(description: "bad stored block")
        }
        output += input[(position + 4)..<(position + 4 + length)]
        position += 4 + length
    }

    private mutating func dynamicTables() throws -> (Huffman, Huffman) {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCount = try bits(4) + 4
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengths[Self.codeLengthOrder[index]] = try bits(3) }
        let codeLengthCode = Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(codeLengthCode)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw InflateError(description: "repeat with nothing before") }
                lengths += [Int](repeating: previous, count: try bits(2) + 3)
            case 17: lengths += [Int](repeating: 0, count: try bits(3) + 3)
            default: lengths += [Int](repeating: 0, count: try bits(7) + 11)
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw InflateError(description: "too many lengths") }
        return (Huffman(lengths: Array(lengths[0..<literalCount])), Huffman(lengths: Array(lengths[literalCount...])))
    }

    private mutating func codes(_ lengths: Huffman, _ distances: Huffman) throws {
        while true {
            let symbol = try decode(lengths)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < Self.lengthBase.count else { throw InflateError(description: "bad length code") }
                let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
                let distanceCode = try decode(distances)
                guard distanceCode < Self.distanceBase.count else { throw InflateError(description: "bad distance") }
                let distance = Self.distanceBase[distanceCode] + (try bits(Self.distanceExtra[distanceCode]))
                guard distance <= output.count else { throw InflateError(description: "distance too far back") }
                let start = output.count - distance
                for offset in 0..<length { output.append(output[start + offset]) }
            }
        }
    }
}
