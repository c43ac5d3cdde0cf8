/// How a pattern marks its parameters: ARoute's parameter separator (one character that opens
/// and closes, `:id:` or `!id`, or an opening and closing pair, `{id}`) and casting separator
/// (`{id|number}`, or `{id=number}` with `=`). Set per registration.
///
/// With one character (or the same one twice, `!!`) a parameter left open runs to the end of
/// its segment, so `user/id-!userId/profile` works as in ARoute's table; with a pair, an
/// unclosed parameter is an error.
public struct RoutePatternSyntax: Sendable, Hashable {
    /// The character that opens a parameter.
    public let parameterOpening: Character
    /// The character that closes a parameter (the same as the opening one for single-character syntaxes).
    public let parameterClosing: Character
    /// The character between a parameter's name and its cast.
    public let castingSeparator: Character

    /// `{name|cast}`
    public static let standard = RoutePatternSyntax(opening: "{", closing: "}", casting: "|")

    private init(opening: Character, closing: Character, casting: Character) {
        parameterOpening = opening
        parameterClosing = closing
        castingSeparator = casting
    }

    /// `parameterSeparator`: one character, or an opening and a closing one. Characters with a
    /// meaning in URLs or patterns (`/ ? # % * &`, and `(` `)`, which mark optional groups),
    /// letters, digits, spaces and controls are refused.
    public init(parameterSeparator: String = "{}", castingSeparator: String = "|") throws(RoutePatternError) {
        let separator = Array(parameterSeparator)
        guard (1...2).contains(separator.count), separator.allSatisfy(Self.isAllowedSeparator) else {
            throw .invalidSeparator(parameterSeparator)
        }
        let casting = Array(castingSeparator)
        guard casting.count == 1, Self.isAllowedSeparator(casting[0]), !separator.contains(casting[0]) else {
            throw .invalidCastingSeparator(castingSeparator)
        }
        self.init(opening: separator[0], closing: separator.last!, casting: casting[0])
    }

    /// Whether an unclosed parameter runs to the end of its segment.
    var closesAtSegmentEnd: Bool { parameterOpening == parameterClosing }

    private static func isAllowedSeparator(_ character: Character) -> Bool {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return false }
        if RouteText.isUnsafe(scalar) || character.isWhitespace || character.isLetter || character.isNumber {
            return false
        }
        return !"/?#%*&()".contains(character)
    }

    /// Parameter and cast names: letters, digits, `_`, `-` and `.`, not empty.
    static func isValidName(_ name: some StringProtocol) -> Bool {
        !name.isEmpty
            && name.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "_-.".unicodeScalars
                            .contains(scalar))
            }
    }
}
