/// A one-line text field: the terminal's `UITextField`. It edits a `TextEditingState` with the
/// keys a shell line has (arrows, Home/End, Backspace/Delete, Ctrl-A/E/U/K/W), walks a
/// `TextFieldHistory` with Up and Down, completes with Tab, and reports Enter and Esc. Wide
/// characters take two cells; when the text is longer than the field it scrolls sideways so
/// the cursor stays in view.
@MainActor
open class TextField: View {
    /// The text and the cursor.
    public private(set) var state: TextEditingState
    /// The earlier entries Up and Down walk through.
    public var history = TextFieldHistory()
    /// Shown, dimmed, while the field is empty.
    public var placeholder: String { didSet { setNeedsDisplay() } }

    /// Called after every change of the text.
    public var onChange: ((String) -> Void)?
    /// Enter: the text is recorded in the history first.
    public var onSubmit: ((String) -> Void)?
    /// Esc.
    public var onCancel: (() -> Void)?
    /// Tab: the candidates for the text so far. The field takes their longest common prefix;
    /// when that adds nothing, each further Tab shows the next candidate in turn. For many
    /// candidates, or ones dear to find, give `completion` instead.
    public var completions: ((String) -> [String])? {
        didSet { completion = completions.map { list in { TextCompletion(candidates: list($0)) } } }
    }
    /// Tab, for candidates made as they are needed: their common prefix at once, then one
    /// candidate per Tab, so that a Tab costs the same however many there are. Setting
    /// `completions` sets this.
    public var completion: ((String) -> TextCompletion)?

    /// The first character shown (in characters, not cells): how far the text scrolled.
    public private(set) var scrollOffset = 0
    /// The candidates Tab went through since the last edit, where it is, and what makes more.
    private var cycle: (candidates: [String], index: Int, completion: TextCompletion)?

    /// Creates a field.
    public init(text: String = "", placeholder: String = "", maximumLength: Int? = nil, frame: Rect = .zero) {
        state = TextEditingState(text: text, maximumLength: maximumLength)
        self.placeholder = placeholder
        super.init(frame: frame)
    }

    /// The text; setting it puts the cursor at the end.
    public var text: String {
        get { state.text }
        set {
            state.setText(newValue)
            textDidChange()
        }
    }

    /// True: text fields take focus.
    open override var canBecomeFocused: Bool { true }
    /// The hints of the field's keys (`keyBindings`).
    open override var keyHints: [KeyHint] { Self.keyBindings.hints(on: self, glyphs: glyphs) }
    /// The keys offered now (typed characters aside).
    open override var offeredKeys: [Key] { Self.keyBindings.offeredKeys(on: self) }
    /// True: typed characters are text.
    open override var takesTextInput: Bool { true }

    /// Whether keys reach the field: it has focus, or it sits in the focused view (a prompt
    /// overlay that hands its keys to the field). The cursor shows only then.
    public var receivesKeys: Bool {
        var view: View? = self
        while let current = view {
            if current.isFocused { return true }
            view = current.superview
        }
        return false
    }

    /// Edits the text: a character is typed; the keys of `keyBindings` edit (the shell-line
    /// keys), submit (Enter), cancel (Esc), complete (Tab) and walk the history (Up, Down).
    /// - Returns: Whether the key was used.
    open override func handleKey(_ key: Key) -> Bool {
        if case .character(let character) = key {
            cycle = nil
            let before = state
            state.insert(String(character))
            changed(from: before)
            return true
        }
        return Self.keyBindings.handle(key, on: self)
    }

    /// Runs an editing action (what a key of `keyBindings` does).
    func edit(_ action: KeyAction) {
        let before = state
        if action != .complete { cycle = nil }
        switch action {
        case .moveLeft: state.moveLeft()
        case .moveRight: state.moveRight()
        case .moveToStart: state.moveToStart()
        case .moveToEnd: state.moveToEnd()
        case .deleteBackward: state.deleteBackward()
        case .deleteForward: state.deleteForward()
        case .deleteToStart: state.deleteToStart()
        case .deleteToEnd: state.deleteToEnd()
        case .deleteWordBackward: state.deleteWordBackward()
        case .olderEntry:
            if let entry = history.older(than: state.text) { state.setText(entry) }
        case .newerEntry:
            if let entry = history.newer() { state.setText(entry) }
        case .complete:
            complete()
        case .submit:
            history.record(state.text)
            onSubmit?(state.text)
            return
        case .cancel:
            onCancel?()
            return
        }
        changed(from: before)
    }

    /// Redraws after an edit, and reports a changed text.
    private func changed(from before: TextEditingState) {
        if state.text != before.text {
            textDidChange()
        } else if state != before {
            setNeedsDisplay()
        }
    }

    private func textDidChange() {
        setNeedsDisplay()
        onChange?(state.text)
    }

    /// Tab: extend to the candidates' common prefix, or step through them (the first again
    /// after the last).
    private func complete() {
        if var cycle {
            if cycle.index + 1 < cycle.candidates.count {
                cycle.index += 1
            } else if let next = cycle.completion.next() {
                cycle.candidates.append(next)
                cycle.index += 1
            } else {
                cycle.index = 0
            }
            self.cycle = cycle
            state.setText(cycle.candidates[cycle.index])
            return
        }
        guard let completion = completion?(state.text) else { return }
        let prefix = completion.commonPrefix
        if prefix.count > state.characters.count && prefix.hasPrefix(state.text) {
            state.setText(prefix)
        } else if let first = completion.next() {
            cycle = ([first], 0, completion)
            state.setText(first)
        }
    }

    static func commonPrefix(_ strings: [String]) -> String {
        guard var prefix = strings.first.map(Array.init) else { return "" }
        for string in strings.dropFirst() {
            let characters = Array(string)
            var count = 0
            while count < prefix.count && count < characters.count && prefix[count] == characters[count] { count += 1 }
            prefix.removeSubrange(count...)
        }
        return String(prefix)
    }

    // MARK: Drawing

    /// Moves `scrollOffset` so that the cursor's cell is inside a field `width` cells wide.
    func scrollToCursor(width: Int) {
        guard width > 0 else { return }
        let characters = state.characters
        let cursor = state.cursor
        scrollOffset = min(scrollOffset, cursor)
        // The cursor needs one cell after the text before it.
        while scrollOffset < cursor
            && characters[scrollOffset..<cursor].reduce(0, { $0 + TextWidth.of($1) }) + 1 > width
        {
            scrollOffset += 1
        }
    }

    /// Draws the visible part of the text, the placeholder when empty, and the cursor.
    open override func draw(in canvas: Canvas) {
        let width = canvas.size.width
        guard width > 0, canvas.size.height > 0 else { return }
        canvas.fill(with: " ", style: .normal)
        if state.characters.isEmpty && !placeholder.isEmpty {
            canvas.write(glyphs.text(placeholder), at: Point(x: 0, y: 0), style: .role(.secondary), maxWidth: width)
        }
        scrollToCursor(width: width)
        var x = 0
        var index = scrollOffset
        let characters = state.characters
        while index < characters.count {
            let character = characters[index]
            let cellWidth = TextWidth.of(character)
            guard x + cellWidth <= width else { break }
            let style: Style = index == state.cursor && receivesKeys ? .role(.selection) : .normal
            // With ASCII glyphs a character outside ASCII shows as `?` in its cells.
            let shown = glyphs.isASCII && !character.isASCII ? "?" : character
            canvas.put(shown, at: Point(x: x, y: 0), style: style)
            x += cellWidth
            index += 1
        }
        if state.cursor == characters.count && receivesKeys && x < width {
            let cursorCell: Character =
                state.characters.isEmpty && !placeholder.isEmpty ? glyphs.text(placeholder).first ?? " " : " "
            canvas.put(cursorCell, at: Point(x: x, y: 0), style: .role(.selection))
        }
    }
}
