import TerminalUI

/// A line laid out as written (the code behind a call, its path), cut into pieces that fit the
/// inspector's width, each after the first under a hanging indent. A cut never falls inside a
/// name while another place will do (issue 35 saw `authorizationAsse` / `mbly()`), in this
/// order:
/// 1. after a space or a `/`, when that leaves the piece at least half full (a path breaks
///    between its folders, code between its words);
/// 2. between two characters that are not both part of a name: after `.`, `(`, `,`, `:`…;
/// 3. before a capital letter inside a name (`authorization` / `Assembly()`);
/// 4. at the edge, for a name longer than a whole piece.
enum HangingLineCut {
    static func pieces(of text: String, width: Int, indent: Int) -> [String] {
        var pieces: [String] = []
        var rest = Substring(text)
        var lead = ""
        while !rest.isEmpty {
            let end = cutIndex(in: rest, room: width - lead.count)
            pieces.append(lead + rest[..<end])
            rest = rest[end...]
            lead = String(repeating: " ", count: indent)
        }
        return pieces
    }

    /// Where the next piece of `rest` ends, for `room` columns.
    private static func cutIndex(in rest: Substring, room: Int) -> Substring.Index {
        var used = 0
        var end = rest.startIndex
        var afterSpaceOrSlash: Substring.Index?
        var betweenNames: Substring.Index?
        var beforeCapital: Substring.Index?
        var previous: Character?
        var seenText = false
        while end < rest.endIndex {
            let character = rest[end]
            let next = used + TextWidth.of(character)
            if next > room { break }
            if let previous, seenText, end > rest.startIndex {
                if !(isNamePart(previous) && isNamePart(character)) {
                    betweenNames = end
                } else if character.isUppercase && (previous.isLowercase || previous.isNumber) {
                    beforeCapital = end
                }
            }
            used = next
            if character != " " { seenText = true }
            end = rest.index(after: end)
            if character == "/" || character == " " { afterSpaceOrSlash = end }
            previous = character
        }
        guard end < rest.endIndex else { return end }
        // A cut right at the edge between two characters that are not both in a name is clean.
        if let previous, seenText, !(isNamePart(previous) && isNamePart(rest[end])) { betweenNames = end }
        if let afterSpaceOrSlash, rest.distance(from: rest.startIndex, to: afterSpaceOrSlash) > room / 2 {
            return afterSpaceOrSlash
        }
        if let cut = betweenNames ?? beforeCapital { return cut }
        return end == rest.startIndex ? rest.index(after: end) : end
    }

    /// A letter, a digit or `_`: a character of a Swift name.
    private static func isNamePart(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
