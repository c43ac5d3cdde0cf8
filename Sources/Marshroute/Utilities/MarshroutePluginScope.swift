/// The plugins a task set for itself (`withAssertionPlugin`, `withPrintPlugin`). Task-locals
/// cannot live on a main-actor type, so they live here.
enum MarshroutePluginScope {
    @TaskLocal static var assertionPlugin: MarshrouteAssertionPlugin?
    @TaskLocal static var printPlugin: MarshroutePrintPlugin?
}
