import Routes
import TerminalUI

/// The Go-to prompt (`g` or `:`, docs/ROUTES.md): a URL typed in a text field, its plan previewed
/// live as it is typed, Tab completing patterns and ids, Enter running it through the demo's
/// routes, Esc closing. A failure stays in the prompt, in words, with the nearest patterns;
/// one that comes later (Cancel on a guard's Authorization) opens the prompt again to say so.
/// The history of entries lives as long as the app.
@MainActor
public final class GoToPrompt {
    public static let emptyMessage = "Type a route: adverts/16, categories/1.1/results, tabs/recursion. Tab completes."

    private let routing: DemoRouting
    let view: GoToPromptView
    private weak var window: Window?

    init(routing: DemoRouting) {
        self.routing = routing
        view = GoToPromptView(placeholder: "navdemo://…")
        view.field.onChange = { [weak self] text in self?.preview(text) }
        view.field.onSubmit = { [weak self] text in self?.submit(text) }
        view.field.onCancel = { [weak self] in self?.close() }
        view.field.completions = { [weak routing] text in routing?.registry.completions(for: text) ?? [] }
    }

    public var isOpen: Bool { view.window != nil }

    /// Opens the prompt over everything in `window`, with `text` in the field.
    public func open(in window: Window, text: String = "") {
        self.window = window
        view.field.text = text
        preview(text)
        window.showOverlay(view)
    }

    public func close() {
        window?.removeOverlay(view)
    }

    /// The text under the field now (the plan, or why the route fails).
    public var message: String { view.message }

    private func preview(_ text: String) {
        let url = text.trimmingCharacters(in: .whitespaces)
        guard !url.isEmpty else {
            view.setMessage(Self.emptyMessage, isError: false)
            return
        }
        let plan = routing.plan(url)
        view.setMessage(plan.summary, isError: plan.error != nil)
    }

    private func submit(_ text: String) {
        let url = text.trimmingCharacters(in: .whitespaces)
        guard !url.isEmpty else {
            close()
            return
        }
        let plan = routing.plan(url)
        if let error = plan.error {
            view.setMessage(error.description, isError: true)
            return
        }
        close()
        routing.open(url) { [weak self] error in
            // A route the user replaced with a newer one is not reopened: they moved on.
            if case .superseded = error { return }
            guard let self, let window = self.window else { return }
            self.open(in: window, text: text)
            self.showFailure(error)
        }
    }

    /// Shows why a route failed, in place of the preview.
    public func showFailure(_ error: RouteError) {
        view.setMessage(error.description, isError: true)
    }
}
