/// Where a long name may break when a narrow panel cannot fit it on one line: after a dot, then
/// before a capital letter (`CategoriesMasterDetailRouterSplit.` / `showSubcategories`,
/// `Categories` / `MasterDetail…`), never inside a word.
enum IdentifierBreaking {
    /// `word` as pieces separated by spaces where it may break, each as long as fits in
    /// `limit` columns; `word` itself when it fits or has nowhere to break. Neighbouring pieces
    /// never fit on one line together, so a wrapper that breaks at spaces puts each on its own.
    static func breakable(_ word: Substring, limit: Int) -> String {
        guard word.count > limit, limit > 0 else { return String(word) }
        var merged: [String] = []
        for piece in pieces(of: word) {
            if let last = merged.last, last.count + piece.count <= limit {
                merged[merged.count - 1] = last + piece
            } else {
                merged.append(piece)
            }
        }
        return merged.joined(separator: " ")
    }

    /// The smallest pieces: split after each dot, and before each capital letter that follows
    /// a lower-case letter or a digit.
    static func pieces(of word: Substring) -> [String] {
        var pieces: [String] = []
        var current = ""
        var previous: Character?
        for character in word {
            let startsWord = character.isUppercase && (previous?.isLowercase == true || previous?.isNumber == true)
            if startsWord, !current.isEmpty {
                pieces.append(current)
                current = ""
            }
            current.append(character)
            if character == "." {
                pieces.append(current)
                current = ""
            }
            previous = character
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }
}
