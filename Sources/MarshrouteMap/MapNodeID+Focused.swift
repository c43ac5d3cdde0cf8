import TerminalUI

extension MapNodeID {
    /// The node of the module screen the keys go to now in a running app's `window` (the
    /// focused screen, or the module screen holding the focus), named as a map of the same app
    /// names it; nil when no module screen holds the focus. For a tool that shows a map around
    /// where the user is.
    @MainActor
    public static func focused(
        in window: Window, moduleName: @MainActor (ViewController) -> String? = MapTarget.defaultModuleName
    ) -> MapNodeID? {
        var current = window.focusedViewController
        while let candidate = current {
            if let top = (candidate as? NavigationController)?.topViewController, let module = moduleName(top) {
                return MapNodeID(place: MapSnapshotReader.place(of: top), module: module)
            }
            if let module = moduleName(candidate) {
                return MapNodeID(place: MapSnapshotReader.place(of: candidate), module: module)
            }
            current = candidate.parent
        }
        return nil
    }
}
