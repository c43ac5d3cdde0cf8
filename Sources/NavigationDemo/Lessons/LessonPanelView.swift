import TerminalUI

/// The running lesson's panel under the app: a box titled with the lesson, its state at the
/// right of the top edge, and a few lines (what to do, a hint, or what happened). It draws
/// only what `LessonRunner` gives it and takes no keys.
@MainActor
final class LessonPanelView: View {
    struct Line: Equatable {
        let text: String
        let style: Style
    }

    struct Content: Equatable {
        var title = ""
        /// `step 1 of 3`, or `✓ Lesson complete`.
        var status = ""
        var statusStyle: Style = .role(.secondary)
        var lines: [Line] = []
    }

    var content = Content() {
        didSet { if content != oldValue { setNeedsDisplay() } }
    }

    /// The height the panel needs for `content`: its lines and the border.
    var naturalHeight: Int { content.lines.count + 2 }

    override func draw(in canvas: Canvas) {
        let box = bounds
        guard box.width >= 8, box.height >= 2 else { return }
        canvas.fill(box, style: .normal)
        canvas.drawBox(
            box, glyphs: glyphs.box, style: .role(.border), title: content.title, titleStyle: .role(.title),
            ellipsis: glyphs.ellipsis)
        let status = " \(content.status) "
        let statusWidth = TextWidth.of(status)
        let titleWidth = TextWidth.of(" \(content.title) ") + 2
        if !content.status.isEmpty, statusWidth + titleWidth + 3 <= box.width {
            canvas.write(status, at: Point(x: box.width - 2 - statusWidth, y: 0), style: content.statusStyle)
        }
        for (row, line) in content.lines.enumerated() where row < box.height - 2 {
            canvas.write(
                line.text, at: Point(x: 2, y: 1 + row), style: line.style, maxWidth: box.width - 4,
                ellipsis: glyphs.ellipsis)
        }
    }
}
