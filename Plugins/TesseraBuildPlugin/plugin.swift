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

