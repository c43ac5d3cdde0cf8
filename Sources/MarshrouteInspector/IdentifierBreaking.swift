/// Where a long name may break when a narrow panel cannot fit it on one line: after a dot
/// first, then before a capital letter (`CategoriesMasterDetailRouterSplit.` /
/// `showSubcategories`; `Categories` / `MasterDetail…` only when a part is still too long),
/// never inside a word.
enum IdentifierBreaking {
    /// `word` as pieces separated by spaces where it may break, each as long as fits in
    /// `limit` columns; `word` itself when it fits or has nowhere to break. Neighbouring pieces
    /// never fit on one line together, so a wrapper that breaks at spaces puts each on its own.
    static func breakable(_ word: Substring, limit: Int) -> String {
        guard word.count > limit, limit > 0 else { return String(word) }
        var lines: [String] = []
        var lastLineIsWholeParts = false
        for part in parts(of: word, after: { $0 == "." }) {
            if part.count <= limit {
                if lastLineIsWholeParts, let last = lines.last, last.count + part.count <= limit {
                    lines[lines.count - 1] = last + part
                } else {
                    lines.append(part)
                }
                lastLineIsWholeParts = true
            } else {
                // A part too long for a line breaks before its capitals, on lines of its own.
                lines += merged(parts(of: part[...], before: \.isUppercase), limit: limit)
                lastLineIsWholeParts = false
            }
        }
        return lines.joined(separator: " ")
    }

    /// Pieces merged while they fit in `limit`.
    static func merged(_ pieces: [String], limit: Int) -> [String] {
        var result: [String] = []
        for piece in pieces {
            if let last = result.last, last.count + piece.count <= limit {
                result[result.count - 1] = last + piece
            } else {
                result.append(piece)
            }
        }
        return result
    }

    /// `word` split after each character that `isBreak` accepts.
    static func parts(of word: Substring, after isBreak: (Character) -> Bool) -> [String] {
        var parts: [String] = []
        var current = ""
        for character in word {
            current.append(character)
            if isBreak(character) {
                parts.append(current)
                current = ""
            }
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }

    /// `word` split before each capital letter that follows a lower-case letter or a digit.
    static func parts(of word: Substring, before startsWord: (Character) -> Bool) -> [String] {
        var parts: [String] = []
        var current = ""
        var previous: Character?
        for character in word {
            if startsWord(character), previous?.isLowercase == true || previous?.isNumber == true, !current.isEmpty {
                parts.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }
}
