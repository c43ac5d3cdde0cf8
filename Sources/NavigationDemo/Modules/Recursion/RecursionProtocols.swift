import TerminalUI

@MainActor
protocol RecursionViewInput: AnyObject {
    func setTitle(_ title: String)
    func setTimerTile(title: String, enabled: Bool)
    /// What the screen says about how it was shown (root, pushed, modal), for the lesson.
    func setPositionDescription(_ text: String)
    func setStopButton(title: String?)
    var onTimerTap: (() -> Void)? { get set }
    var onRecursionTap: ((BarButtonItem) -> Void)? { get set }
    var onCategoriesTap: ((BarButtonItem) -> Void)? { get set }
    var onStopTap: (() -> Void)? { get set }
    /// Before each appearance, with how the module's presentation shows it: in a popover, or not.
    var onWillAppear: ((_ inPopover: Bool) -> Void)? { get set }
}

@MainActor
protocol RecursionInteractor: AnyObject {
    func startTimer(onTick: @escaping (Int) -> Void, onFire: @escaping () -> Void)
}

@MainActor
protocol RecursionRouter: AnyObject {
    func showRecursion(sender: BarButtonItem)
    func showCategories(sender: BarButtonItem)
    /// The timer's comeback: everything opened after this module closes.
    func returnToRecursion()
    /// The Stop button: this module closes.
    func closeRecursion()
}
