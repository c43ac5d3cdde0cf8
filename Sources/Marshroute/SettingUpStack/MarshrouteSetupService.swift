@MainActor
public protocol MarshrouteSetupService: AnyObject {
    func marshrouteStack() -> MarshrouteStack
}
