import SystemLibc

/// Why a `CursesScreen` could not start: the call that failed and what it said.
public struct CursesScreenError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The failing call, such as `newterm` or `open(log file)`.
    public var call: String
    /// What went wrong, in words a user can act on.
    public var reason: String

    public init(call: String, reason: String) {
        self.call = call
        self.reason = reason
    }

    public var description: String { "\(call) failed: \(reason)" }

    /// An error for a system call that set `errno`.
    static func system(_ call: String, _ subject: String? = nil, errno code: Int32 = errno) -> CursesScreenError {
        let message = String(cString: strerror(code))
        return CursesScreenError(call: call, reason: subject.map { "\($0): \(message)" } ?? message)
    }
}
