import Foundation
import PackagePlugin

/// Runs `tessera build` on the tokens of the target that uses this plugin, so a
/// package adds token files and gets Swift, with no script.
///
/// Inputs, in the target's directory: a `tessera.yml`, or else one
/// `*.resolver.json`/`*.resolver.yml`, or else every `*.tokens.json` file.
/// Output: `Tokens.swift` in the plugin's work directory, compiled into the target.
@main
struct TesseraBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let sourceTarget = target as? SourceModuleTarget else { return [] }
        let files = sourceTarget.sourceFiles.map(\.url)
        let inputs = TokenInputs.select(from: files)
        guard !inputs.arguments.isEmpty else {
            Diagnostics.warning("TesseraBuildPlugin: \(target.name) has no tessera.yml, *.resolver.json or *.tokens.json")
            return []
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "Tokens.swift")
        return [
            .buildCommand(
                displayName: "Generating Swift for the design tokens of \(target.name)",
                executable: try context.tool(named: "tessera").url,
                arguments: ["build"] + inputs.arguments + ["--output", output.path],
                inputFiles: inputs.files,
                outputFiles: [output])
        ]
    }
}

/// Which files of a target are the token inputs, and the arguments that name them.
enum TokenInputs {
    static func select(from files: [URL]) -> (arguments: [String], files: [URL]) {
        let tokenFiles = files.filter { isTokenFile($0.lastPathComponent) }
        if let config = files.first(where: { $0.lastPathComponent == "tessera.yml" || $0.lastPathComponent == "tessera.yaml" }) {
            return ([config.path], [config] + tokenFiles)
        }
        if let resolver = files.first(where: { isResolver($0.lastPathComponent) }) {
            return ([resolver.path], tokenFiles)
        }
        let plain = tokenFiles.filter { !isResolver($0.lastPathComponent) }.sorted { $0.path < $1.path }
        return (plain.map(\.path), plain)
    }

    static func isResolver(_ name: String) -> Bool {
        name.hasSuffix(".resolver.json") || name.hasSuffix(".resolver.yml") || name.hasSuffix(".resolver.yaml")
    }

    static func isTokenFile(_ name: String) -> Bool {
        name.hasSuffix(".json") || name.hasSuffix(".yml") || name.hasSuffix(".yaml") || name.hasSuffix(".tokens")
    }
}
