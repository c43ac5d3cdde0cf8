import Testing

@testable import TerminalUI

@Suite("Text editing state")
struct TextEditingStateTests {
    @Test("the cursor moves by grapheme cluster: an emoji with a skin tone and an accented letter are one step")
    func graphemes() {
        var state = TextEditingState(text: "a👍🏽é")
        #expect(state.characters.count == 3)
        state.moveLeft()
        state.deleteBackward()
        #expect(state.text == "aé")
        #expect(state.cursor == 1)
    }

    @Test("control characters are refused; a pasted line break becomes a space")
    func controlCharacters() {
        var state = TextEditingState()
        let accepted = state.insert("ad\u{1B}[2Jverts")
        #expect(!accepted)
        #expect(state.text == "ad[2Jverts")
        state.setText("")
        state.insert("one\ntwo")
        #expect(state.text == "one two")
    }

    @Test("Home, End, Delete, Ctrl-U and Ctrl-K edit around the cursor")
    func editingKeys() {
        var state = TextEditingState(text: "categories/3/results")
        state.moveToStart()
        state.deleteForward()
        #expect(state.text == "ategories/3/results")
        for _ in 0..<9 { state.moveRight() }
        state.deleteToEnd()
        #expect(state.text == "ategories")
        state.moveLeft()
        state.deleteToStart()
        #expect(state.text == "s" && state.cursor == 0)
        state.moveToEnd()
        #expect(state.cursor == 1)
    }

    @Test("Ctrl-W deletes one segment of an address, then the separators before the next")
    func deleteWord() {
        var state = TextEditingState(text: "navdemo://categories/3/results")
        state.deleteWordBackward()
        #expect(state.text == "navdemo://categories/3/")
        state.deleteWordBackward()
        #expect(state.text == "navdemo://categories/")
        state.deleteWordBackward()
        state.deleteWordBackward()
        #expect(state.text == "")
    }

    @Test("the maximum length stops insertion and says so")
    func maximumLength() {
        var state = TextEditingState(maximumLength: 4)
        let accepted = state.insert("abcdef")
        #expect(!accepted)
        #expect(state.text == "abcd")
    }
}

@Suite("Text field history")
struct TextFieldHistoryTests {
    @Test("Up walks back, Down comes forward, and past the newest the draft returns")
    func walk() {
        var history = TextFieldHistory()
        history.record("adverts/16")
        history.record("recursion")
        var walk: [String?] = []
        walk.append(history.older(than: "cat"))
        walk.append(history.older(than: "recursion"))
        walk.append(history.older(than: "adverts/16"))
        walk.append(history.newer())
        walk.append(history.newer())
        walk.append(history.newer())
        #expect(walk == ["recursion", "adverts/16", nil, "recursion", "cat", nil])
    }

    @Test("no empty entries, no repeat of the newest, and the oldest go past the capacity")
    func recording() {
        var history = TextFieldHistory(capacity: 2)
        history.record("")
        history.record("a")
        history.record("a")
        history.record("b")
        history.record("c")
        #expect(history.entries == ["b", "c"])
    }
}

@MainActor
@Suite("Text field")
struct TextFieldTests {
    /// Keeps the windows alive for the test (a view holds its window weakly).
    let log = LifecycleLog()

    /// A field focused in a window, 12 cells wide.
    func makeField(width: Int = 12) -> (TestWindow, TextField) {
        let test = TestWindow(size: Size(width: 40, height: 12))
        let field = TextField(placeholder: "URL")
        test.root = FieldScreen(field: field)
        test.render()
        field.frame = Rect(x: 0, y: 0, width: width, height: 1)
        log.retain(test)
        return (test, field)
    }

    func type(_ text: String, into field: TextField) {
        for character in text { _ = field.handleKey(.character(character)) }
    }

    func drawn(_ field: TextField) -> (text: String, cursorColumn: Int?) {
        let canvas = Canvas(size: field.frame.size)
        field.draw(in: canvas)
        let line = canvas.buffer.textLines()[0]
        let cursor = (0..<field.frame.width).first { canvas.cell(at: Point(x: $0, y: 0))?.style.role == .selection }
        return (line, cursor)
    }

    @Test("typing reports each change; Enter submits and records it, Esc cancels")
    func typingAndSubmit() {
        let (_, field) = makeField()
        #expect(field.isFocused)
        var changes: [String] = []
        var submitted: [String] = []
        var cancelled = 0
        field.onChange = { changes.append($0) }
        field.onSubmit = { submitted.append($0) }
        field.onCancel = { cancelled += 1 }
        type("ab", into: field)
        #expect(field.handleKey(.enter))
        #expect(field.handleKey(.escape))
        #expect(changes == ["a", "ab"])
        #expect(submitted == ["ab"])
        #expect(cancelled == 1)
        #expect(field.history.entries == ["ab"])
        _ = field.handleKey(.ctrl("u"))
        _ = field.handleKey(.up)
        #expect(field.text == "ab")
    }

    @Test("a long text scrolls so the cursor stays in view, and scrolls back at Home")
    func horizontalScroll() {
        let (_, field) = makeField(width: 8)
        type("categories/12/results", into: field)
        let end = drawn(field)
        #expect(end.text.hasSuffix("results"))
        #expect(end.cursorColumn == 7)
        _ = field.handleKey(.home)
        let start = drawn(field)
        #expect(start.text == "categori")
        #expect(start.cursorColumn == 0)
    }

    @Test("wide characters take two cells and are never cut in half at the edge")
    func wideCharacters() {
        let (_, field) = makeField(width: 5)
        type("日本語", into: field)
        let shown = drawn(field)
        #expect(shown.text.hasPrefix("本語"), "\(shown.text)")
        #expect(shown.cursorColumn == 4)
        _ = field.handleKey(.home)
        #expect(drawn(field).text == "日本")
    }

    @Test("an empty field shows its placeholder under the cursor")
    func placeholder() {
        let (_, field) = makeField()
        let shown = drawn(field)
        #expect(shown.text == "URL")
        #expect(shown.cursorColumn == 0)
    }

    @Test("Tab takes the candidates' common prefix, then cycles through them")
    func completion() {
        let (_, field) = makeField(width: 30)
        field.completions = { text in
            ["categories", "categories/{categoryId}", "categories/{categoryId}/results"].filter { $0.hasPrefix(text) }
        }
        type("ca", into: field)
        _ = field.handleKey(.tab)
        #expect(field.text == "categories")
        _ = field.handleKey(.tab)
        #expect(field.text == "categories")
        _ = field.handleKey(.tab)
        #expect(field.text == "categories/{categoryId}")
        _ = field.handleKey(.tab)
        #expect(field.text == "categories/{categoryId}/results")
    }

    @Test("a completion made on demand: Tab asks for one candidate at a time, and wraps after the last")
    func lazyCompletion() {
        let (_, field) = makeField(width: 30)
        var made = 0
        field.completion = { text in
            var next = 0
            return TextCompletion(commonPrefix: "adverts/") {
                next += 1
                made += 1
                return next <= 100_000 ? "adverts/\(next)" : nil
            }
        }
        type("adv", into: field)
        _ = field.handleKey(.tab)
        #expect(field.text == "adverts/" && made == 0, "the prefix alone")
        _ = field.handleKey(.tab)
        #expect(field.text == "adverts/1" && made == 1)
        _ = field.handleKey(.tab)
        #expect(field.text == "adverts/2" && made == 2, "one candidate per Tab, not 100,000")
        field.completion = { _ in
            var left = ["b", "c"][...]
            return TextCompletion(commonPrefix: "") { left.popFirst() }
        }
        type("x", into: field)
        for expected in ["b", "c", "b"] {
            _ = field.handleKey(.tab)
            #expect(field.text == expected)
        }
    }

    @Test("keys it does not use go on to the responder chain")
    func unusedKeys() {
        let (_, field) = makeField()
        #expect(!field.handleKey(.pageDown))
        #expect(!field.handleKey(.function(2)))
    }
}

/// A screen that is just a text field.
@MainActor
final class FieldScreen: ViewController {
    let field: TextField
    init(field: TextField) {
        self.field = field
        super.init()
    }
    override func loadView() { view = field }
}

@Suite("The type: key token")
struct TypeTokenTests {
    @Test("type:<text> gives one key per character; empty text is an error")
    func typeToken() throws {
        let steps = try KeyScript.parse("g type:adverts/16 enter")
        #expect(steps.count == 12)
        #expect(steps[1] == .key(.character("a")) && steps[10] == .key(.character("6")))
        #expect(throws: KeyScriptError.self) { try KeyScript.parse("type:") }
    }
}
