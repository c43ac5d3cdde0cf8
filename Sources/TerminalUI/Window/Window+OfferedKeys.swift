/// What the keyboard can do now, read from the tables of keys along the responder chain.
extension Window {
    /// The keys that run something now, one for each action offered, in the order a key
    /// travels (`handle(_:)`): an overlay or a peek, the interceptors, the focused view and its
    /// superviews, the focus path, the presentation, the covered screens' commands, the
    /// window's commands. Typed text is not listed. As the hint line does, it lists the
    /// window's commands under an overlay that takes no text.
    public func currentOfferedKeys() -> [Key] {
        var keys: [Key] = []
        func add(_ list: [Key]) {
            for key in list where !keys.contains(key) { keys.append(key) }
        }
        func addCommands(_ commands: [KeyCommand]) {
            for command in commands where command.isOffered?() != false && !keys.contains(command.key) {
                keys.append(command.key)
            }
        }
        if isTooSmall {
            addCommands(keyCommands)
            return keys
        }
        if let overlay = overlays.last {
            add(overlay.offeredKeys)
            if !overlay.takesTextInput { addCommands(keyCommands) }
            return keys
        }
        if preview != nil {
            add(PeekKeys.keyBindings.offeredKeys(on: PeekKeys(window: self)))
            addCommands(keyCommands)
            return keys
        }
        for interceptor in keyInterceptors.compactMap(\.view) where interceptor.window === self {
            add(interceptor.offeredKeys)
        }
        let controller = focusedViewController
        var view = focusedView(in: controller)
        let stop = controller?.viewIfLoaded
        while let current = view {
            add(current.offeredKeys)
            if current === stop { break }
            view = current.superview
        }
        for controller in focusPath(from: controller) { add(controller.offeredKeys) }
        if let layer = layers.last { add(layer.offeredKeys) }
        for covered in coveredPath { addCommands(covered.keyCommands) }
        addCommands(keyCommands)
        return keys
    }
}
