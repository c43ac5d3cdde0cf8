/// The text of a one-line field and its cursor, edited the way a shell line is: by grapheme
/// cluster (an emoji with its modifiers, a letter with its accents is one step), with the
/// Emacs keys terminals users know. Control characters are refused, so nothing typed or pasted
/// can reach the terminal raw; a line break in pasted text becomes a space.
public struct TextEditingState: Hashable, Sendable {
    /// The text, one grapheme cluster per element.
    public private(set) var characters: [Character]
    /// Where the next character goes: 0 is before the first, `characters.count` after the last.
    public private(set) var cursor: Int
    /// The most characters the field takes (nil: no limit).
    public var maximumLength: Int?

    /// Creates a state holding `text`, the cursor at its end.
    public init(text: String = "", maximumLength: Int? = nil) {
        self.maximumLength = maximumLength
        characters = []
        cursor = 0
        insert(text)
    }

    /// The text as a string.
    public var text: String { String(characters) }

    /// Replaces the whole text and puts the cursor at its end.
    public mutating func setText(_ text: String) {
        characters = []
        cursor = 0
        insert(text)
    }

    /// Inserts typed or pasted text at the cursor. Returns false when something was refused
    /// (a control character, or text past the maximum length).
    @discardableResult
    public mutating func insert(_ text: String) -> Bool {
        var accepted = true
        for character in text {
            var character = character
            if character.isNewline || character == "\t" { character = " " }
            guard !Self.isControl(character) else {
                accepted = false
                continue
            }
            if let maximumLength, characters.count >= maximumLength {
                accepted = false
                break
            }
            characters.insert(character, at: cursor)
            cursor += 1
        }
        return accepted
    }

    /// Moves the cursor one character left.
    public mutating func moveLeft() { cursor = max(0, cursor - 1) }
    /// Moves the cursor one character right.
    public mutating func moveRight() { cursor = min(characters.count, cursor + 1) }
    /// Moves the cursor before the first character.
    public mutating func moveToStart() { cursor = 0 }
    /// Moves the cursor after the last character.
    public mutating func moveToEnd() { cursor = characters.count }

    /// Deletes the character before the cursor (Backspace).
    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        characters.remove(at: cursor - 1)
        cursor -= 1
    }

    /// Deletes the character under the cursor (Delete).
    public mutating func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    /// Deletes from the start to the cursor (Ctrl-U).
    public mutating func deleteToStart() {
        characters.removeSubrange(0..<cursor)
        cursor = 0
    }

    /// Deletes from the cursor to the end (Ctrl-K).
    public mutating func deleteToEnd() {
        characters.removeSubrange(cursor...)
    }

    /// Deletes the word before the cursor (Ctrl-W): separators first, then the word. In an
    /// address, `/ : ? & = . #` separate words as spaces do, so one Ctrl-W removes one segment.
    public mutating func deleteWordBackward() {
        var start = cursor
        while start > 0 && Self.isWordSeparator(characters[start - 1]) { start -= 1 }
        while start > 0 && !Self.isWordSeparator(characters[start - 1]) { start -= 1 }
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    static func isWordSeparator(_ character: Character) -> Bool {
        character == " " || "/:?&=.#".contains(character)
    }

    static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains { DisplayText.isControl($0.value) }
    }
}
