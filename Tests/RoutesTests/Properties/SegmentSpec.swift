import Foundation
import PropertyBased

@testable import Routes

/// One random pattern segment and the value(s) a URL gives it.
enum SegmentSpec: Sendable {
    case literal(String)
    case text(String)
    case int(Int)
    case uuid(UUID)
    /// `id-{x}` with an untyped parameter.
    case prefixed(String)
    /// `{a|int}-{b}`: two parameters in one segment.
    case pair(Int, String)

    /// Characters a text value may have: some need percent-encoding, `/` among them (which
    /// then never splits a segment). No `-`, the literal between parameters in `pair`.
    static let textCharacters: [Character] = Array("abcXYZ019 /é%?#&+😀.~_")

    static let generator = Gen<SegmentSpec>.oneOf(
        Gen<Character>.lowercaseLetter.string(of: 1...6).map { SegmentSpec.literal($0) },
        textValue.map { SegmentSpec.text($0) },
        Gen.int(in: -1_000_000...1_000_000).map { SegmentSpec.int($0) },
        Gen.int(in: 0...15).array(of: 32).map { SegmentSpec.uuid(uuid(from: $0)) },
        textValue.map { SegmentSpec.prefixed($0) },
        zip(Gen.int(in: -999...999), textValue).map { SegmentSpec.pair($0, $1) })

    /// A text value; never `.` or `..`, which the router refuses however they are encoded.
    static var textValue: Generator<String, some SendableSequenceType> {
        Gen<Character?>.element(of: textCharacters).compactMap { $0 }.string(of: 1...8).filter {
            $0 != "." && $0 != ".."
        }
    }

    static func uuid(from digits: [Int]) -> UUID {
        let hex = digits.map { String($0, radix: 16) }.joined()
        let parts = [
            hex.prefix(8), hex.dropFirst(8).prefix(4), hex.dropFirst(12).prefix(4), hex.dropFirst(16).prefix(4),
            hex.dropFirst(20),
        ]
        return UUID(uuidString: parts.joined(separator: "-"))!
    }

    /// The pattern text for this segment, naming its parameters from `index`.
    func pattern(_ index: Int) -> String {
        switch self {
        case .literal(let text): text
        case .text: "{p\(index)}"
        case .int: "{p\(index)|int}"
        case .uuid: "{p\(index)|uuid}"
        case .prefixed: "id-{p\(index)}"
        case .pair: "{p\(index)|int}-{q\(index)}"
        }
    }

    /// The segment as a URL spells it (percent-encoded).
    var urlSegment: String {
        switch self {
        case .literal(let text): text
        case .text(let value): Self.encoded(value)
        case .int(let value): String(value)
        case .uuid(let value): value.uuidString
        case .prefixed(let value): "id-" + Self.encoded(value)
        case .pair(let first, let second): "\(first)-" + Self.encoded(second)
        }
    }

    /// The parameters the segment must match to.
    func parameters(_ index: Int) -> RouteParameters {
        switch self {
        case .literal: [:]
        case .text(let value), .prefixed(let value): ["p\(index)": .string(value)]
        case .int(let value): ["p\(index)": .int(value)]
        case .uuid(let value): ["p\(index)": .uuid(value)]
        case .pair(let first, let second): ["p\(index)": .int(first), "q\(index)": .string(second)]
        }
    }

    /// Percent-encodes everything but ASCII letters and digits.
    static func encoded(_ value: String) -> String {
        value.utf8.map { byte in
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) { return String(scalar) }
            return String(format: "%%%02X", byte)
        }.joined()
    }
}
