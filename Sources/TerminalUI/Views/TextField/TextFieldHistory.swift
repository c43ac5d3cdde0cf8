/// Earlier entries of a text field, walked with Up and Down as in a shell: Up shows the one
/// before, Down comes back, and past the newest the draft being typed returns untouched.
public struct TextFieldHistory: Sendable {
    /// Oldest first.
    public private(set) var entries: [String] = []
    /// How many entries are kept; the oldest go first.
    public let capacity: Int
    private var position: Int?
    private var draft = ""

    /// Creates an empty history keeping at most `capacity` entries.
    public init(capacity: Int = 100) {
        precondition(capacity > 0, "a history keeps at least one entry")
        self.capacity = capacity
    }

    /// Remembers a submitted entry (not an empty one, nor a repeat of the newest) and ends
    /// any walk through the history.
    public mutating func record(_ entry: String) {
        position = nil
        guard !entry.isEmpty, entries.last != entry else { return }
        entries.append(entry)
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    }

    /// The entry before the one shown (Up), given the text the field holds now; nil at the
    /// oldest or with no history.
    public mutating func older(than current: String) -> String? {
        guard !entries.isEmpty else { return nil }
        let next: Int
        if let position {
            guard position > 0 else { return nil }
            next = position - 1
        } else {
            draft = current
            next = entries.count - 1
        }
        position = next
        return entries[next]
    }

    /// The entry after the one shown (Down), or the draft past the newest; nil when not
    /// walking the history.
    public mutating func newer() -> String? {
        guard let position else { return nil }
        if position + 1 < entries.count {
            self.position = position + 1
            return entries[position + 1]
        }
        self.position = nil
        return draft
    }
}
