/// Identifies one transition, and so the module it showed. A composite module (a
/// master-detail split) shares one id between its master and detail routers.
public typealias TransitionId = String

/// Makes new transition ids.
@MainActor
public protocol TransitionIdGenerator: AnyObject {
    /// Returns an id no other transition has.
    func generateNewTransitionId() -> TransitionId
}

/// Random version-4 UUID strings, like Foundation's `UUID().uuidString`.
@MainActor
public final class TransitionIdGeneratorImpl: TransitionIdGenerator {
    private var generator = SystemRandomNumberGenerator()

    /// Creates a generator.
    public init() {}

    /// Returns a new random UUID string.
    public func generateNewTransitionId() -> TransitionId {
        var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        let hex = bytes.map { byte -> String in
            let digits = Array("0123456789ABCDEF")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
        }
        return [hex[0..<4], hex[4..<6], hex[6..<8], hex[8..<10], hex[10..<16]].map { $0.joined() }.joined(
            separator: "-")
    }
}
