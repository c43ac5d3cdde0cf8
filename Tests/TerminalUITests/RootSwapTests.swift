import Testing

@testable import TerminalUI

/// `Window.setRootViewController(_:wipeDuration:)`: the new root wipes in from the left over
/// the old one's last frame.
@MainActor
@Suite("Animated root swap")
struct RootSwapTests {
    /// A screen filled with one character, to tell which root a cell belongs to.
    final class FilledScreen: ViewController {
        let fill: Character
        init(_ fill: Character) {
            self.fill = fill
            super.init()
        }
        override func loadView() { view = FilledView(fill) }
    }

    final class FilledView: View {
        let fill: Character
        init(_ fill: Character) {
            self.fill = fill
            super.init()
        }
        override func draw(in canvas: Canvas) { canvas.fill(with: fill) }
    }

    @Test("halfway through, the left half is the new root and the right half the old one; then only the new")
    func wipe() {
        let test = TestWindow(size: Size(width: 40, height: 12), animations: true)
        test.window.showsKeyHints = false
        test.root = FilledScreen("o")
        test.render()
        let new = FilledScreen("n")
        test.window.setRootViewController(new, wipeDuration: .milliseconds(400))
        #expect(test.window.rootViewController === new, "the root changes at once")
        #expect(test.window.render().textLines()[3] == String(repeating: "o", count: 40), "nothing revealed yet")
        test.clock.advance(by: .milliseconds(200))
        test.stepper.stepAnimations()
        let middle = test.window.render().textLines()[3]
        #expect(middle == String(repeating: "n", count: 20) + String(repeating: "o", count: 20))
        test.clock.advance(by: .milliseconds(200))
        test.stepper.stepAnimations()
        #expect(!test.window.isAnimating)
        #expect(test.window.render().textLines().allSatisfy { $0 == String(repeating: "n", count: 40) })
    }

    @Test("with animations off, or a key during the wipe, the new root shows at once")
    func immediate() {
        let test = TestWindow(size: Size(width: 40, height: 12), animations: false)
        test.window.showsKeyHints = false
        test.root = FilledScreen("o")
        test.window.setRootViewController(FilledScreen("n"), wipeDuration: .milliseconds(400))
        #expect(test.window.render().textLines()[0] == String(repeating: "n", count: 40))
        let animated = TestWindow(size: Size(width: 40, height: 12), animations: true)
        animated.window.showsKeyHints = false
        animated.root = FilledScreen("o")
        animated.render()
        animated.window.setRootViewController(FilledScreen("n"), wipeDuration: .milliseconds(400))
        animated.window.handle(.character("z"))
        #expect(animated.window.render().textLines()[0] == String(repeating: "n", count: 40))
    }
}
