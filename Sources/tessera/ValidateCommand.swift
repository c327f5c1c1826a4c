import ArgumentParser
import Foundation
import TesseraConfiguration
import TesseraDiagnostics
import TesseraPipeline

/// `tessera validate`: read, resolve every permutation, make every check of `build` (``BuildPipeline``), report problems.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check token files: syntax, structure, references, types and values.",
        discussion: """
            Reads the inputs, resolves every permutation of the resolver's modifiers \
            (or only the one chosen with --input), and prints each problem as \
            path:line:column: severity: message [code], the form Xcode and editors show. \
            It runs the stages of tessera build to their last check and writes nothing, so \
            what build would refuse is an error here too: of build --output FILE, or with \
            --config, of that tessera.yml (its keys, asset catalog and template too).

            Examples:
              tessera validate Examples/Acme/acme.resolver.json
              tessera validate tokens/ --strict
              tessera validate tokens/app.resolver.json --config tessera.yml
              tessera validate design.resolver.json --input theme=dark --format json
            """
    )

    @OptionGroup var options: InputOptions
    @OptionGroup var selection: SelectionOptions

    func run() throws {
        let diagnostics = DiagnosticEngine()
        let report = DiagnosticReport(diagnostics: diagnostics, options: options.reporting)
        var configuration = try options.configuration(reporting: report)
        // Without a tessera.yml, what `tessera build INPUTS --output FILE` would make; with one (the only
        // input, or --config), what `tessera build` of that file would (its Swift, keys, asset catalog, template).
        if options.configurationFile == nil { configuration.output = Self.nominalOutput }
        let pipeline = BuildPipeline(configuration: configuration, diagnostics: diagnostics)
        let selections = try selection.parsedSelections()
        let read = (selections.isEmpty ? pipeline.validate() : pipeline.validate(selection: selections)) ?? BuildPipeline.Validation()
        if let checked = read.checked { ProcessEnd.keep(checked) }
        let (tokenCount, resolvedCount, permutationCount) = (read.tokens, read.resolved, read.permutations)
        let summary = Self.summary(
            tokens: tokenCount, resolved: resolvedCount, permutations: permutationCount, counts: report.summaryCounts)
        switch selection.format {
        case .text:
            report.printText()
            StandardOutput.write(summary + "\n")
        case .json:
            let object: [String: Any] = [
                "diagnostics": report.jsonDiagnostics,
                "errors": diagnostics.errorCount,
                "warnings": diagnostics.warningCount,
                "tokens": tokenCount,
                "resolved": resolvedCount,
                "permutations": permutationCount,
            ]
            StandardOutput.write(JSONSerialization.text(object) + "\n")
        }
        try finish(report.exitCode)
    }

    /// The Swift file `validate` checks the tokens' Swift for, without a tessera.yml: only its
    /// name is used (nothing is written).
    static let nominalOutput = "Tokens.swift"

    /// `7 tokens in 1 permutation: …` when every token resolved, else `7 tokens read, 5 resolved, in 1 permutation: …`.
    static func summary(tokens: Int, resolved: Int, permutations: Int, counts: String) -> String {
        let read = tokens == resolved ? "\(tokens) token\(tokens == 1 ? "" : "s")" : "\(tokens) token\(tokens == 1 ? "" : "s") read, \(resolved) resolved,"
        return "\(read) in \(permutations) permutation\(permutations == 1 ? "" : "s"): \(counts)"
    }
}
