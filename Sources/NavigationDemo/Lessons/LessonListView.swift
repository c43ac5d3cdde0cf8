import TerminalUI

/// The lesson list (`e`): every lesson as `ID  Title`, a mark on the running one and on those
/// completed, and under the list the selected lesson's concept and task; for the running one,
/// its hints asked for so far and, once complete, what happened. Its keys are its table's
/// (`LessonListView+KeyBindings`).
@MainActor
final class LessonListView: View {
    unowned let runner: LessonRunner
    private(set) var selection = 0
    private var textOffset = 0

    init(runner: LessonRunner) {
        self.runner = runner
        super.init()
    }

    override var canBecomeFocused: Bool { true }

    /// Selects the running lesson (or keeps the selection) before the list opens.
    func prepare() {
        if let running = runner.session?.lesson.id, let index = runner.lessons.firstIndex(where: { $0.id == running }) {
            selection = index
        }
        textOffset = 0
        setNeedsDisplay()
    }

    var selectedLesson: Lesson? {
        runner.lessons.indices.contains(selection) ? runner.lessons[selection] : nil
    }

    /// The list's keys (`keyBindings`); it keeps every other key but the window's that work
    /// over modal panels (quit, help).
    override func handleKey(_ key: Key) -> Bool {
        Self.keyBindings.handle(key, on: self) || window?.passesModalPanels(key) != true
    }

    override var offeredKeys: [Key] { Self.keyBindings.offeredKeys(on: self) }

    func perform(_ action: KeyAction) {
        switch action {
        case .close: close()
        case .previous: select(selection - 1)
        case .next: select(selection + 1)
        case .first: select(0)
        case .last: select(runner.lessons.count - 1)
        case .start:
            if let lesson = selectedLesson {
                close()
                runner.start(lesson.id)
            }
        case .hint:
            if runner.session?.lesson.id == selectedLesson?.id { runner.revealHint() }
        case .stop: runner.stop()
        case .more:
            textOffset += 3
            setNeedsDisplay()
        case .less:
            textOffset = max(0, textOffset - 3)
            setNeedsDisplay()
        }
    }

    private func select(_ index: Int) {
        let clamped = min(max(0, index), max(0, runner.lessons.count - 1))
        guard clamped != selection else { return }
        selection = clamped
        textOffset = 0
        setNeedsDisplay()
    }

    func close() {
        window?.removeOverlay(self)
    }

    override var keyHints: [KeyHint] { Self.keyBindings.hints(on: self, glyphs: glyphs) }

    // MARK: Drawing

    override func draw(in canvas: Canvas) {
        canvas.dim()
        let box = bounds.insetBy(dx: bounds.width >= 60 ? 2 : 0, dy: 0)
        guard box.width >= 10, box.height >= 5 else { return }
        canvas.fill(box, style: .normal)
        canvas.drawBox(
            box, glyphs: glyphs.box, style: .role(.borderFocused), title: "Lessons (\(runner.lessons.count))",
            titleStyle: .role(.title), ellipsis: glyphs.ellipsis)
        let inner = Rect(x: box.minX + 2, y: box.minY + 1, width: box.width - 4, height: box.height - 2)
        let listRows = min(runner.lessons.count, max(3, inner.height / 2))
        let first = min(max(0, selection - listRows + 1), max(0, runner.lessons.count - listRows))
        let idWidth = runner.lessons.map { $0.id.count }.max() ?? 0
        for row in 0..<listRows where first + row < runner.lessons.count {
            let index = first + row
            let lesson = runner.lessons[index]
            let mark =
                runner.session?.lesson.id == lesson.id
                ? (runner.session?.isComplete == true ? glyphs.checkMark : String(glyphs.arrowRight))
                : (runner.completedIds.contains(lesson.id) ? glyphs.checkMark : " ")
            let padding = String(repeating: " ", count: idWidth - lesson.id.count)
            let layouts = lesson.layouts.count == 1 ? "  (\(lesson.layouts[0].rawValue))" : ""
            let selected = index == selection
            let text =
                "\(selected ? String(glyphs.selectionMarker) : " ") \(mark) \(lesson.id)\(padding)  "
                + "\(lesson.title)\(layouts)"
            canvas.write(
                text, at: Point(x: inner.minX, y: inner.minY + row),
                style: selected ? .role(.selection) : .normal, maxWidth: inner.width, ellipsis: glyphs.ellipsis)
        }
        if listRows < runner.lessons.count {
            // The list scrolls: where the selection is, and which way more lessons are.
            canvas.write(
                scrollMarker(first: first, rows: listRows), at: Point(x: inner.minX, y: inner.minY + listRows),
                style: .role(.secondary), maxWidth: inner.width, ellipsis: glyphs.ellipsis)
        }
        let textTop = inner.minY + listRows + 1
        let textRows = inner.maxY - textTop
        guard textRows > 0, let lesson = selectedLesson else { return }
        let lines = detailLines(of: lesson, width: inner.width)
        textOffset = min(textOffset, max(0, lines.count - textRows))
        for (row, line) in lines.dropFirst(textOffset).prefix(textRows).enumerated() {
            canvas.write(
                line.text, at: Point(x: inner.minX, y: textTop + row), style: line.style, maxWidth: inner.width,
                ellipsis: glyphs.ellipsis)
        }
    }

    /// `↑ 10 of 13 ↓`: the selected lesson's place, and an arrow on each side that has more.
    func scrollMarker(first: Int, rows: Int) -> String {
        let above = first > 0 ? "\(glyphs.arrowUp) " : ""
        let below = first + rows < runner.lessons.count ? " \(glyphs.arrowDown)" : ""
        return "\(above)\(selection + 1) of \(runner.lessons.count)\(below)"
    }

    /// The selected lesson's text: the concept, the task, and for the running one its state,
    /// the hints asked for and what happened.
    func detailLines(of lesson: Lesson, width: Int) -> [LessonPanelView.Line] {
        var lines: [LessonPanelView.Line] = []
        func add(_ text: String, _ style: Style = .normal, hanging: Int = 0) {
            for part in LessonPanelText.wrapped(text, width: max(1, width), hanging: hanging) {
                lines.append(LessonPanelView.Line(text: part, style: style))
            }
        }
        let session = runner.session?.lesson.id == lesson.id ? runner.session : nil
        for paragraph in lesson.concept {
            add(paragraph)
            add("")
        }
        add("Task: " + lesson.task.joined(separator: " "), .role(.accent))
        if !lesson.layouts.contains(runner.currentIdiom) {
            add("(for the \(lesson.layoutNames) layout: L switches)", .role(.secondary))
        }
        guard let session else {
            add("Enter starts it.", .role(.secondary))
            return lines
        }
        for index in 0..<session.hintsShown { add("Hint \(index + 1): \(lesson.hints[index])", .role(.secondary)) }
        if session.hintsShown < lesson.hints.count {
            add("h shows a hint (\(lesson.hints.count - session.hintsShown) left).", .role(.secondary))
        }
        if let completion = session.completion {
            add("")
            add("\(glyphs.checkMark) Lesson complete. What happened:", .role(.accent))
            for line in LessonReport.lines(
                for: completion, arrow: glyphs.isASCII ? "->" : "→", builderSite: runner.builderSite)
            {
                add(line, hanging: 3)
            }
            if let goal = LessonReport.goalLine(of: lesson, idiom: session.idiom, checkMark: glyphs.checkMark) {
                add(goal, .role(.accent), hanging: 2)
            }
            for paragraph in LessonReport.done(of: lesson, idiom: session.idiom, completion: completion) {
                add(paragraph)
            }
        } else if let miss = session.check?.miss {
            add(miss, .role(.alert))
        }
        return lines
    }
}
