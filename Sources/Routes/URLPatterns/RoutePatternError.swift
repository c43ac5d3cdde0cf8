/// Why a pattern (or a cast, or a separator) cannot be registered. Every message names the
/// pattern and is safe to print: what came from the caller is escaped.
public enum RoutePatternError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The parameter separator is not allowed.
    case invalidSeparator(String)
    /// The casting separator is not allowed.
    case invalidCastingSeparator(String)
    /// A cast name has characters other than letters, digits, `_`, `-` and `.`.
    case invalidCastName(String)
    /// A cast is already registered under this name.
    case castAlreadyRegistered(String)
    /// A pattern that is not a path: a scheme, a query, a fragment, a percent-escape or a control character.
    case notAPath(pattern: String, reason: String)
    /// An empty segment (`a//b`) in the pattern.
    case emptySegment(pattern: String, index: Int)
    /// A `.` or `..` segment in the pattern.
    case dotSegment(pattern: String, index: Int)
    /// A parameter is opened but never closed.
    case unclosedParameter(pattern: String, segment: String)
    /// A closing separator with no parameter open.
    case unexpectedClosingSeparator(pattern: String, segment: String)
    /// A parameter name is empty or has characters other than letters, digits, `_`, `-` and `.`.
    case invalidParameterName(pattern: String, name: String)
    /// Two parameters of the pattern have the same name.
    case duplicateParameterName(pattern: String, name: String)
    /// Two parameters with no literal text between them: the split between them would be a guess.
    case adjacentParameters(pattern: String, segment: String)
    /// A parameter names a cast no one registered.
    case unknownCast(pattern: String, parameter: String, cast: String)
    /// `*` is not the whole last segment.
    case misplacedWildcard(pattern: String)
    /// The pattern matches exactly the URLs another one in the same router matches.
    case duplicatePattern(pattern: String, existing: String, router: String)
    /// An optional group is unclosed, nested, empty, one too many, or makes a pattern twice.
    case invalidOptionalGroup(pattern: String, reason: String)
    /// The router is bound to a scheme, whose URLs lowercase their host (the first segment), so
    /// a first segment with an uppercase letter in its literal text could never match.
    case uppercaseHost(pattern: String, router: String, scheme: String)

    /// A message naming the pattern, safe to print.
    public var description: String {
        switch self {
        case .invalidSeparator(let separator):
            "invalid parameter separator '\(RouteText.quoted(separator))': give one character or an opening and a closing one"
        case .invalidCastingSeparator(let separator):
            "invalid casting separator '\(RouteText.quoted(separator))': give one character other than the parameter separator"
        case .invalidCastName(let name):
            "invalid cast name '\(RouteText.quoted(name))': use letters, digits, '_', '-' or '.'"
        case .castAlreadyRegistered(let name):
            "a cast named '\(RouteText.quoted(name))' is already registered"
        case .notAPath(let pattern, let reason):
            "pattern '\(RouteText.quoted(pattern))' is not a path: \(reason)"
        case .emptySegment(let pattern, let index):
            "pattern '\(RouteText.quoted(pattern))' has an empty segment (segment \(index + 1))"
        case .dotSegment(let pattern, let index):
            "pattern '\(RouteText.quoted(pattern))' has a '.' or '..' segment (segment \(index + 1))"
        case .unclosedParameter(let pattern, let segment):
            "pattern '\(RouteText.quoted(pattern))': unclosed parameter in '\(RouteText.quoted(segment))'"
        case .unexpectedClosingSeparator(let pattern, let segment):
            "pattern '\(RouteText.quoted(pattern))': closing separator without an opening one in "
                + "'\(RouteText.quoted(segment))'"
        case .invalidParameterName(let pattern, let name):
            "pattern '\(RouteText.quoted(pattern))': invalid parameter name '\(RouteText.quoted(name))' "
                + "(use letters, digits, '_', '-' or '.')"
        case .duplicateParameterName(let pattern, let name):
            "pattern '\(RouteText.quoted(pattern))' names parameter '\(RouteText.quoted(name))' twice"
        case .adjacentParameters(let pattern, let segment):
            "pattern '\(RouteText.quoted(pattern))': parameters in '\(RouteText.quoted(segment))' need literal "
                + "text between them"
        case .unknownCast(let pattern, let parameter, let cast):
            "pattern '\(RouteText.quoted(pattern))': parameter '\(RouteText.quoted(parameter))' has unknown cast "
                + "'\(RouteText.quoted(cast))'"
        case .misplacedWildcard(let pattern):
            "pattern '\(RouteText.quoted(pattern))': '*' may only be the whole last segment"
        case .duplicatePattern(let pattern, let existing, let router):
            "pattern '\(RouteText.quoted(pattern))' matches exactly the URLs of '\(RouteText.quoted(existing))', "
                + "already registered in router '\(RouteText.quoted(router))'"
        case .invalidOptionalGroup(let pattern, let reason):
            "pattern '\(RouteText.quoted(pattern))': \(RouteText.quoted(reason))"
        case .uppercaseHost(let pattern, let router, let scheme):
            "pattern '\(RouteText.quoted(pattern))' could never match in router '\(RouteText.quoted(router))': its "
                + "first segment is the host of \(RouteText.quoted(scheme)):// URLs, which is lowercased; write it "
                + "in lowercase"
        }
    }
}
