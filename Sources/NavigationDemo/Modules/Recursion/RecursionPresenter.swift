import Marshroute

/// Recursion opens another Recursion (or the categories) on top of itself; its timer tile
/// brings the user back to this very module, however many were opened since.
@MainActor
final class RecursionPresenter {
    private let interactor: RecursionInteractor
    private let router: RecursionRouter
    private let strings: DemoStrings
    private let position: ViewControllerPosition

    weak var view: RecursionViewInput? {
        didSet { setUpView() }
    }

    init(
        interactor: RecursionInteractor, router: RecursionRouter, strings: DemoStrings, position: ViewControllerPosition
    ) {
        self.interactor = interactor
        self.router = router
        self.strings = strings
        self.position = position
    }

    private func setUpView() {
        guard let view else { return }
        view.setTitle(strings.recursionTitle)
        view.setTimerTile(title: strings.startTimer, enabled: true)
        view.setStopButton(title: position == .modal ? strings.stop : nil)
        view.setPositionDescription(Self.positionDescription(position, inPopover: false))
        // A presented module learns how it is shown once it is: the split layout's Recursion
        // is in a popover, which dismissing closes (there is no modal to close).
        view.onWillAppear = { [weak self, position] inPopover in
            self?.view?.setPositionDescription(Self.positionDescription(position, inPopover: inPopover))
        }
        view.onTimerTap = { [weak self] in self?.startTimer() }
        view.onRecursionTap = { [weak self] sender in self?.router.showRecursion(sender: sender) }
        view.onCategoriesTap = { [weak self] sender in self?.router.showCategories(sender: sender) }
        view.onStopTap = { [weak self] in self?.router.closeRecursion() }
    }

    /// What the screen says of how it was shown, and so what `dismissCurrentModule()` does to it.
    static func positionDescription(_ position: ViewControllerPosition, inPopover: Bool) -> String {
        switch position {
        case .root: "This module is a root: it has nothing to dismiss."
        case .pushed: "This module was pushed: dismissing it pops it."
        case .modal where inPopover: "Presented in a popover: dismissing it closes the popover."
        case .modal: "This module was presented: dismissing it closes the modal."
        }
    }

    private func startTimer() {
        ComebackCountdown(strings: strings).start(
            startTimer: interactor.startTimer,
            showTile: { [weak self] title, enabled in self?.view?.setTimerTile(title: title, enabled: enabled) },
            comeBack: { [weak self] in self?.router.returnToRecursion() })
    }
}
