import Foundation
import PackagePlugin

/// `swift package generate-tokens`: runs `tessera build` for each target that has
/// tokens and writes `Tokens.swift` into the target's directory, for teams that
/// commit the generated file instead of generating it at build time.
///
///     swift package --allow-writing-to-package-directory generate-tokens [--target NAME …]
@main
struct TesseraGenerateCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let tessera = try context.tool(named: "tessera").url
        var generated = 0
        for case let target as SourceModuleTarget in targets {
            let inputs = TokenInputs.select(from: target.sourceFiles.map(\.url))
            guard !inputs.arguments.isEmpty else { continue }
            let output = target.directoryURL.appending(path: "Tokens.swift")
            let process = Process()
            process.executableURL = tessera
            process.arguments = ["build"] + inputs.arguments + ["--output", output.path] + extractor.remainingArguments
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                Diagnostics.error("tessera build failed for \(target.name) (exit status \(process.terminationStatus))")
                return
            }
            generated += 1
        }
        if generated == 0 { Diagnostics.warning("no target has tessera.yml, *.resolver.json or *.tokens.json") }
    }
}
