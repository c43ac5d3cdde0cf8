import Marshroute
import TerminalUI
import Testing

@testable import Routes

/// A view the peek key can act on.
@MainActor
final class PeekSource: View {
    override var peekLocation: Point? { Point(x: 0, y: 0) }
}

/// A peek freezes a route's transition like any other: the route completes when the user
/// commits and fails when the peek is cancelled.
@Suite("Peek")
@MainActor
struct PeekTests {
    private func peekingApp() throws -> (RouteStack, () -> Result<RouteResponse, RouteError>?) {
        let app = RouteStack()
        try app.registerScreen("item/{id}", title: "Item")
        let home = try #require(app.roots[0])
        let source = PeekSource(frame: Rect(x: 0, y: 0, width: 10, height: 1))
        home.view.addSubview(source)
        var result: Result<RouteResponse, RouteError>?
        let registry = app.registry
        app.stack.peekAndPopUtility.register(viewController: home, forPreviewingInSourceView: source) { _, _ in
            registry.route("item/7").completion { result = .success($0) }.failure { result = .failure($0) }.execute()
        }
        app.window.layoutIfNeeded()
        return (app, { result })
    }

    @Test func aCommittedPeekCompletesTheRoute() throws {
        let (app, result) = try peekingApp()
        #expect(app.window.handle(.character("p")))
        #expect(app.window.previewedViewController?.title == "Item")
        #expect(result() == nil)
        #expect(app.stackTitles(0) == ["Home"])
        app.window.handle(.enter)
        let response = try #require(result()?.successValue)
        #expect(response.destinationViewController?.title == "Item")
        #expect(app.stackTitles(0) == ["Home", "Item"])
        #expect(app.assertions.failures.isEmpty)
    }

    @Test func aCancelledPeekFailsTheRoute() throws {
        let (app, result) = try peekingApp()
        app.window.handle(.character("p"))
        app.window.handle(.escape)
        guard case .transitionRefused(_, _, .peekCancelled) = result()?.failureValue else {
            Issue.record("expected a cancelled peek, got \(String(describing: result()))")
            return
        }
        #expect(app.stackTitles(0) == ["Home"])
    }
}
