import Foundation
import PackagePlugin

/// Runs `tessera build` on the tokens of the target that uses this plugin, so a
/// package or an Xcode project adds token files and gets Swift, with no script.
///
/// Inputs, in the target: a `tessera.yml`, or else one `*.resolver.json`/`*.resolver.yml`,
/// or else every `*.tokens.json` file. Output: `Tokens.swift` in the plugin's work directory,
/// compiled into the target, and `TokenKeys.swift` too when `tessera.yml` has `keys:`.
@main
struct TesseraBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let sourceTarget = target as? SourceModuleTarget else { return [] }
        return try Self.commands(
            target: target.name, files: sourceTarget.sourceFiles.map(\.url),
            workDirectory: context.pluginWorkDirectoryURL, tessera: try context.tool(named: "tessera").url)
    }

    /// The build command for a target's files; shared by the package and the Xcode project conformances.
    static func commands(target: String, files: [URL], workDirectory: URL, tessera: URL) throws -> [Command] {
        let inputs = TokenInputs.select(from: files)
        guard !inputs.arguments.isEmpty else {
            Diagnostics.warning("TesseraBuildPlugin: \(target) has no tessera.yml, *.resolver.json or *.tokens.json")
            return []
        }
        let configuration = TokenInputs.configuration(in: files).flatMap { try? String(contentsOf: $0, encoding: .utf8) }
        let committed = TokenInputs.committedOutputs(in: files, configuration: configuration)
        guard committed.isEmpty else {
            throw TesseraBuildPluginError(description: TokenInputs.clashMessage(target: target, committed: committed))
        }
        let output = workDirectory.appending(path: TokenInputs.outputName)
        var arguments = ["build"] + inputs.arguments + ["--output", output.path]
        var outputs = [output]
        if TokenInputs.wantsKeys(configuration: configuration) {
            let keys = workDirectory.appending(path: TokenInputs.keysName)
            arguments += ["--keys", keys.path]
            outputs.append(keys)
        }
        // The catalog lies in the sources, which a build tool plugin may not write; generate-tokens writes it.
        if configuration.flatMap({ TokenInputs.topLevelValue(of: "assetCatalog", inConfiguration: $0) }) != nil {
            arguments.append("--no-asset-catalog")
        }
        return [
            .buildCommand(
                displayName: "Generating Swift for the design tokens of \(target)",
                executable: tessera,
                arguments: arguments,
                inputFiles: inputs.files,
                outputFiles: outputs)
        ]
    }
}

/// Stops the build with the plugin's own explanation.
struct TesseraBuildPluginError: Error, CustomStringConvertible {
    var description: String
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// The same build command for a target of an Xcode project (Build Phases → Run Build Tool Plug-ins).
    extension TesseraBuildPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try Self.commands(
                target: target.displayName, files: target.inputFiles.map(\.url),
                workDirectory: context.pluginWorkDirectoryURL, tessera: try context.tool(named: "tessera").url)
        }
    }
#endif
