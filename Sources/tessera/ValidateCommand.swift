import ArgumentParser
import Foundation
import TesseraDiagnostics
import TesseraTokens
import TesseraImport

/// `tessera validate`: read, resolve every permutation, report problems.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check token files: syntax, structure, references, types and values.",
        discussion: """
            Reads the inputs, resolves every permutation of the resolver's modifiers \
            (or only the one chosen with --input), and prints each problem as \
            path:line:column: severity: message [code], the form Xcode and editors show.

            Examples:
              tessera validate Examples/Acme/acme.resolver.json
              tessera validate tokens/ --strict
              tessera validate design.resolver.json --input theme=dark --format json
            """
    )

    @OptionGroup var options: InputOptions

    /// Beyond this many permutations, `validate` resolves a covering set instead of all of them.
    static let permutationLimit = 4096

    func run() throws {
        let diagnostics = DiagnosticEngine()
        let report = DiagnosticReport(diagnostics: diagnostics, options: options.reporting)
        var tokenIDs: Set<String> = []
        var tokenCount = 0
        var permutationCount = 0
        let reading = try options.reading(reporting: report)
        let project = TokenProject.load(
            paths: options.inputs, options: reading.options, format: reading.format, diagnostics: diagnostics)
        if let project {
            let selections = try options.parsedSelections()
            let inputs: [ResolverInput]
            if selections.isEmpty, project.permutationCount > Self.permutationLimit {
                inputs = project.coveringInputs()
                let total = project.permutationCount == .max ? "more than \(Int.max)" : String(project.permutationCount)
                diagnostics.emit(
                    .warning, .permutationsSampled,
                    "the modifiers multiply to \(total) permutations; resolved the \(inputs.count) that cover every context of every modifier",
                    at: project.modifiers.first?.position, fixIt: "check a specific combination with --input modifier=context")
            } else if selections.isEmpty {
                inputs = project.permutations()
            } else {
                inputs = project.validateInput(selections).map { [$0] } ?? []
            }
            if inputs.count == 1 {
                // One permutation: only diagnostics and a count (of every token read) are needed.
                tokenCount = project.checkCounts(inputs[0]).read
            } else {
                // Several: count each token read once, resolved or not, however many permutations define it.
                for input in inputs {
                    let resolved = project.resolve(input)
                    for token in resolved.tokens { tokenIDs.insert(token.id) }
                    tokenIDs.formUnion(resolved.unresolvedTokenIDs)
                }
                tokenCount = tokenIDs.count
            }
            permutationCount = inputs.count
        }
        let summary = "\(tokenCount) token\(tokenCount == 1 ? "" : "s") in \(permutationCount) permutation\(permutationCount == 1 ? "" : "s"): \(report.summaryCounts)"
        switch options.format {
        case .text:
            report.printText()
            StandardOutput.write(summary + "\n")
        case .json:
            let object: [String: Any] = [
                "diagnostics": report.jsonDiagnostics,
                "errors": diagnostics.errorCount,
                "warnings": diagnostics.warningCount,
                "tokens": tokenCount,
                "permutations": permutationCount,
            ]
            StandardOutput.write(JSONSerialization.text(object) + "\n")
        }
        try finish(report.exitCode)
    }
}
