/// Why the router refuses a URL before matching it. Messages quote the input escaped and
/// shortened, so they are safe to print.
public enum RouteURLError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The URL is empty.
    case empty
    /// Longer than `RouteURL.maximumByteCount` bytes of UTF-8.
    case tooLong(byteCount: Int)
    /// A control character, raw or percent-encoded (`%1B`), in the path or the query.
    case controlCharacter(url: String)
    /// A `%` not followed by two hexadecimal digits, or escapes that do not decode to UTF-8.
    case invalidPercentEscape(url: String, component: String)
    /// An empty segment between two `/` (a trailing `/` is allowed).
    case emptySegment(url: String, index: Int)
    /// A segment that is, or decodes to, `.` or `..`.
    case dotSegment(url: String, index: Int)

    /// A message quoting the URL, safe to print.
    public var description: String {
        switch self {
        case .empty:
            "the URL is empty"
        case .tooLong(let byteCount):
            "the URL is \(byteCount) bytes long; at most \(RouteURL.maximumByteCount) are accepted"
        case .controlCharacter(let url):
            "'\(RouteText.quoted(url))' contains a control character"
        case .invalidPercentEscape(let url, let component):
            "'\(RouteText.quoted(url))' has an invalid percent-escape in '\(RouteText.quoted(component))'"
        case .emptySegment(let url, let index):
            "'\(RouteText.quoted(url))' has an empty segment (segment \(index + 1))"
        case .dotSegment(let url, let index):
            "'\(RouteText.quoted(url))' has a '.' or '..' segment (segment \(index + 1))"
        }
    }
}
