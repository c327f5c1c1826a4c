import ArgumentParser
import Foundation
import TesseraCodegen
import TesseraDiagnostics
import TesseraImport
import TesseraTokens

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
    @OptionGroup var selection: SelectionOptions

    func run() throws {
        let diagnostics = DiagnosticEngine()
        let report = DiagnosticReport(diagnostics: diagnostics, options: options.reporting)
        var tokenIDs: Set<String> = []
        var unresolvedIDs: Set<String> = []
        var tokenCount = 0
        var resolvedCount = 0
        var permutationCount = 0
        let reading = try options.reading(reporting: report)
        let project = TokenProject.load(
            paths: options.inputs, options: reading.options, format: reading.format, diagnostics: diagnostics)
        if let project {
            let selections = try selection.parsedSelections()
            let inputs: [ResolverInput]
            if selections.isEmpty, project.permutationCount > ThemeMatrix.permutationLimit {
                // Too many to resolve one by one: resolve what build resolves, planned from what each
                // token depends on, so this predicts build exactly (TS0520 included).
                let matrix = ThemeMatrix.build(project)
                let total = project.permutationCount == .max ? "more than \(Int.max)" : String(project.permutationCount)
                permutationCount = matrix?.selectionCount ?? 0
                diagnostics.emit(
                    .warning, .permutationsSampled,
                    "the modifiers multiply to \(total) permutations; resolved the \(permutationCount) build resolves: every combination of the modifiers each token depends on, and every context of every modifier",
                    at: project.modifiers.first?.position, fixIt: "check a specific combination with --input modifier=context")
                if let matrix {
                    (tokenCount, resolvedCount) = (matrix.tokens.count, matrix.tokens.count)
                    SwiftGenerator.checkNames(of: matrix.tokens, rootTypeName: "Tokens", diagnostics: diagnostics)
                }
                inputs = []
            } else if selections.isEmpty {
                inputs = project.permutations()
            } else {
                inputs = project.validateInput(selections).map { [$0] } ?? []
            }
            // What `tessera build` would refuse (Swift names that collide) is reported as the same
            // errors: a set that validates without errors builds.
            if inputs.isEmpty {
                // Resolved above, or nothing valid to resolve.
            } else if inputs.count == 1 {
                // One permutation: only diagnostics, counts and the tokens' names are needed, not values.
                (tokenCount, resolvedCount) = project.checkCounts(inputs[0]) { definitions in
                    SwiftGenerator.checkNames(of: definitions, rootTypeName: "Tokens", diagnostics: diagnostics)
                }
            } else {
                // Several: each token read is counted once, resolved or not, however many permutations define it.
                var tokens: [ResolvedToken] = []
                var types = TypeConsistency()
                var resolvedDocuments: Set<[Int]> = []
                for input in inputs {
                    // An input that merges the same sources as one already checked resolves alike.
                    guard resolvedDocuments.insert(project.documentKey(for: input)).inserted else { continue }
                    let resolved = project.resolve(input)
                    for token in resolved.tokens {
                        types.check(token, in: input, diagnostics: diagnostics)
                        if tokenIDs.insert(token.id).inserted { tokens.append(token) }
                    }
                    unresolvedIDs.formUnion(resolved.unresolvedTokenIDs)
                }
                tokenIDs.formUnion(unresolvedIDs)
                tokenCount = tokenIDs.count
                // A token counts as resolved when it resolved in every permutation that defines it.
                resolvedCount = tokenCount - unresolvedIDs.count
                SwiftGenerator.checkNames(of: tokens, rootTypeName: "Tokens", diagnostics: diagnostics)
            }
            if !inputs.isEmpty { permutationCount = inputs.count }
        }
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

    /// `7 tokens in 1 permutation: …` when every token resolved, else `7 tokens read, 5 resolved, in 1 permutation: …`.
    static func summary(tokens: Int, resolved: Int, permutations: Int, counts: String) -> String {
        let read = tokens == resolved ? "\(tokens) token\(tokens == 1 ? "" : "s")" : "\(tokens) token\(tokens == 1 ? "" : "s") read, \(resolved) resolved,"
        return "\(read) in \(permutations) permutation\(permutations == 1 ? "" : "s"): \(counts)"
    }
}
