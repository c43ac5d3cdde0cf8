import Routes
import TerminalUI

/// The Go-to prompt (`g` or `:`, docs/ROUTES.md): a URL typed in a text field, its plan
/// previewed live as it is typed, Tab completing segments and ids (`GoToCompleter`), Up and Down
/// walking earlier entries, Enter running it through the demo's routes, Esc closing. A failure
/// stays in the prompt, in words, with the nearest patterns;
/// one that comes later (Cancel on a guard's Authorization) opens the prompt again to say so.
/// The history of entries lives as long as the app.
@MainActor
package final class GoToPrompt {
    package static let emptyMessage =
        "Type a route: adverts/16, categories/1.1/results, tabs/recursion. Tab completes; ↑ brings back earlier ones."

    private let routing: DemoRouting
    let view: GoToPromptView
    private weak var window: Window?
    /// Its app was replaced (a layout switch): a route of that app that ends later says
    /// nothing in the window, which belongs to the new app now.
    private var isRetired = false

    init(routing: DemoRouting) {
        self.routing = routing
        view = GoToPromptView(placeholder: "navdemo://…")
        view.field.onChange = { [weak self] text in self?.preview(text) }
        view.field.onSubmit = { [weak self] text in self?.submit(text) }
        view.field.onCancel = { [weak self] in self?.close() }
        let completer = GoToCompleter(registry: routing.registry)
        view.field.completion = { text in completer.completion(for: text) }
    }

    package var isOpen: Bool { view.window != nil }

    /// Opens the prompt over everything in `window`, with `text` in the field.
    package func open(in window: Window, text: String = "") {
        guard !isRetired else { return }
        self.window = window
        view.field.text = text
        preview(text)
        window.showOverlay(view)
    }

    package func close() {
        window?.removeOverlay(view)
    }

    /// Closes the prompt for good: its app is being replaced.
    package func retire() {
        isRetired = true
        close()
    }

    /// The text under the field now (the plan, or why the route fails).
    package var message: String { view.message }

    private func preview(_ text: String) {
        let url = text.trimmingCharacters(in: .whitespaces)
        guard !url.isEmpty else {
            view.setMessage(Self.emptyMessage, isError: false)
            return
        }
        let plan = routing.plan(url)
        // A URL cut after a slash (what Tab offers where the table goes on) is not a failure:
        // the prompt says what may follow.
        if plan.error != nil, url.hasSuffix("/"), case let patterns = continuingPatterns(url), !patterns.isEmpty {
            view.setMessage("Keep typing: " + patterns.joined(separator: ", ") + " (Tab completes)", isError: false)
            return
        }
        view.setMessage(plan.summary, isError: plan.error != nil)
    }

    /// The table's patterns that go on after `url` (Routes finds them where the typed segments
    /// lead, without listing a table of any size).
    private func continuingPatterns(_ url: String) -> [String] {
        routing.registry.patterns(continuing: url)
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
            guard let self, !self.isRetired, let window = self.window else { return }
            self.open(in: window, text: text)
            self.showFailure(error)
        }
    }

    /// Shows why a route failed, in place of the preview.
    package func showFailure(_ error: RouteError) {
        view.setMessage(error.description, isError: true)
    }
}
