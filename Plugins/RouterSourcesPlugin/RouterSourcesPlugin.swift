import Foundation
import PackagePlugin

/// Embeds the router sources of a module in it at build time, as `RouterSources.embedded`
/// (MarshrouteInspector's type, internal to the module): the inspector's code view shows the
/// method behind each router call from the binary itself, so it works from any folder and in a
/// release build. The module must depend on MarshrouteInspector. The tool
/// (`EmbedRouterSources`) gets every Swift file of the module and keeps those that trace router
/// calls; it runs again only when one of them changes.
@main
struct RouterSourcesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let sources = module.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedRouterSources.swift")
        let root = context.package.directoryURL.path(percentEncoded: false)
        let arguments =
            ["--module", module.moduleName, "--root", root, "--output", output.path(percentEncoded: false)]
            + sources.map { $0.path(percentEncoded: false) }
        return [
            .buildCommand(
                displayName: "Embedding the router sources of \(module.moduleName)",
                executable: try context.tool(named: "EmbedRouterSources").url,
                arguments: arguments,
                inputFiles: sources,
                outputFiles: [output])
        ]
    }
}
