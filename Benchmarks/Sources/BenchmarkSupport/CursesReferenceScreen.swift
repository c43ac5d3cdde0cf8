import CursesReference
import Foundation
import TerminalUI

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// The C reference (`Sources/CursesReference`) on a file terminal: a plain ncurses program
/// that is handed, per frame, exactly what changed. Start it before any `CursesScreen` of the
/// same process (curses keeps one current screen; the C side switches to its own around each
/// paint and back), and end it after.
@MainActor
public final class CursesReferenceScreen {
    public let size: Size
    private let directory: String
    private var pairs: [UInt32: Int32] = [:]
    private var isActive = true

    public init(size: Size) throws {
        var template = Array("\(NSTemporaryDirectory())/terminalui-reference-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw CursesFileScreenError("mkdtemp failed") }
        directory = String(cString: made)
        let inputPath = directory + "/input"
        guard FileManager.default.createFile(atPath: inputPath, contents: Data()) else {
            throw CursesFileScreenError("cannot create \(inputPath)")
        }
        setenv("LINES", "\(size.height)", 1)
        setenv("COLUMNS", "\(size.width)", 1)
        guard cref_start("xterm-256color", directory + "/output", inputPath) == 0 else {
            throw CursesFileScreenError("the C reference could not start curses")
        }
        guard cref_lines() == size.height, cref_columns() == size.width else {
            cref_end()
            throw CursesFileScreenError("the C reference took \(cref_columns())x\(cref_lines()), not \(size)")
        }
        self.size = size
    }

    /// A frame's paint, prepared outside any measurement: every run of `frame` that is not
    /// blank (a full repaint after an erase), in the colors `theme` gives on 256 colors.
    public func fullPaint(of frame: CellBuffer, theme: Theme = .standard) -> ReferencePaint {
        let paint = ReferencePaint()
        for y in 0..<frame.height { addRuns(frame, y: y, columns: 0..<frame.width, skipBlank: true, to: paint, theme) }
        return paint
    }

    /// What a program that knows what it changed hands curses to go from `old` to `new`: on
    /// each row that differs, the cells from the first change to the last.
    public func changePaint(from old: CellBuffer, to new: CellBuffer, theme: Theme = .standard) -> ReferencePaint {
        precondition(old.size == new.size)
        let paint = ReferencePaint()
        for y in 0..<new.height {
            let a = old.row(y)
            let b = new.row(y)
            guard var first = (0..<new.width).first(where: { a[$0] != b[$0] }),
                var last = (0..<new.width).last(where: { a[$0] != b[$0] })
            else { continue }
            if first > 0 && b[first].width == 0 { first -= 1 }
            if last + 1 < new.width && b[last].width == 2 { last += 1 }
            addRuns(new, y: y, columns: first..<(last + 1), skipBlank: false, to: paint, theme)
        }
        return paint
    }

    /// Paints everything after clearing the terminal.
    public func paintFull(_ paint: ReferencePaint) {
        paint.runs.withUnsafeBufferPointer { cref_paint_full($0.baseAddress, Int32($0.count)) }
    }

    /// Paints the changes and refreshes.
    public func paintChanges(_ paint: ReferencePaint) {
        paint.runs.withUnsafeBufferPointer { cref_paint_changes($0.baseAddress, Int32($0.count)) }
    }

    /// Bytes in the output file.
    public var outputSize: Int {
        var status = stat()
        guard fstat(cref_output_descriptor(), &status) == 0 else { return -1 }
        return Int(status.st_size)
    }

    /// Empties the output file (between frames, unmeasured).
    public func truncate() {
        let descriptor = cref_output_descriptor()
        _ = ftruncate(descriptor, 0)
        _ = lseek(descriptor, 0, SEEK_SET)
    }

    public func end() {
        guard isActive else { return }
        isActive = false
        cref_end()
        try? FileManager.default.removeItem(atPath: directory)
    }

    // MARK: Runs

    private func addRuns(
        _ frame: CellBuffer, y: Int, columns: Range<Int>, skipBlank: Bool, to paint: ReferencePaint, _ theme: Theme
    ) {
        let row = frame.row(y)
        var x = columns.lowerBound
        while x < columns.upperBound {
            let style = row[x].style
            var end = x + 1
            while end < columns.upperBound && row[end].style == style { end += 1 }
            let resolved = theme.resolve(style, mode: .colors256)
            let (attributes, pair) = cursesStyle(resolved)
            var text: [wchar_t] = []
            for column in x..<end where row[column].width != 0 {
                for scalar in row[column].glyph.scalars { text.append(wchar_t(scalar.value)) }
            }
            let blank = attributes == 0 && pair == 0 && text.allSatisfy { $0 == 0x20 }
            if !(skipBlank && blank) {
                paint.add(y: y, x: x, text: text, attributes: attributes, pair: pair)
            }
            x = end
        }
    }

    private func cursesStyle(_ style: ResolvedStyle) -> (UInt32, Int32) {
        var bits: UInt32 = 0
        if style.attributes.contains(.bold) { bits |= UInt32(CREF_BOLD) }
        if style.attributes.contains(.dim) { bits |= UInt32(CREF_DIM) }
        if style.attributes.contains(.underline) { bits |= UInt32(CREF_UNDERLINE) }
        if style.attributes.contains(.reverse) { bits |= UInt32(CREF_REVERSE) }
        if style.attributes.contains(.italic) { bits |= UInt32(CREF_ITALIC) }
        if style.foreground.isDefault && style.background.isDefault { return (bits, 0) }
        let key = UInt32(style.foreground.rawValue) << 16 | UInt32(style.background.rawValue)
        if let pair = pairs[key] { return (bits, pair) }
        let pair = Int32(pairs.count + 1)
        let number = { (color: Color) in color.paletteIndex.map(Int32.init) ?? -1 }
        precondition(cref_define_pair(pair, number(style.foreground), number(style.background)) == 0)
        pairs[key] = pair
        return (bits, pair)
    }
}

/// Runs for the C reference, with the text they point into (kept alive with them).
public final class ReferencePaint {
    fileprivate var runs: [cref_run] = []
    private var texts: [UnsafeMutablePointer<wchar_t>] = []

    fileprivate init() {}

    deinit {
        for text in texts { text.deallocate() }
    }

    /// How many cells the paint hands curses.
    public private(set) var cellCount = 0

    fileprivate func add(y: Int, x: Int, text: [wchar_t], attributes: UInt32, pair: Int32) {
        let storage = UnsafeMutablePointer<wchar_t>.allocate(capacity: max(1, text.count))
        storage.initialize(from: text, count: text.count)
        texts.append(storage)
        runs.append(
            cref_run(
                y: Int32(y), x: Int32(x), text: storage, length: Int32(text.count), attributes: attributes, pair: pair))
        cellCount += text.count
    }
}
