import ArgumentParser
import Foundation
import TesseraDiagnostics
import TesseraImport
import TesseraPipeline
import TesseraSyntax
import TesseraTokens

/// `tessera resolve`: print resolved tokens for one permutation.
struct ResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Print every token with its aliases resolved, for one choice of modifiers.",
        discussion: """
            Modifiers not chosen with --input take their default. The JSON output is \
            {"input": {modifier: context}, "tokens": {"dot.path": {"$type": …, "$value": …}}} \
            with each value in its canonical DTCG 2025.10 form: colors as color objects \
            with alpha, dimensions and durations as {value, unit}, font families as \
            arrays, font weights as numbers, shadows as arrays of layers with inset. \
            Diagnostics go to standard error.

            Examples:
              tessera resolve Examples/Acme/acme.resolver.json --input appearance=dark
              tessera resolve Examples/Acme/acme.resolver.json --token color.text
              tessera resolve tokens.json --token color.accent --format json
            """
    )

    @OptionGroup var options: InputOptions
    @OptionGroup var selection: SelectionOptions

    @Option(help: ArgumentHelp("Print only this token, or every token of this group (a dot-separated path).", valueName: "path"))
    var token: String?

    func run() throws {
        let diagnostics = DiagnosticEngine()
        let report = DiagnosticReport(diagnostics: diagnostics, options: options.reporting)
        let pipeline = BuildPipeline(configuration: try options.configuration(reporting: report), diagnostics: diagnostics)
        guard let project = pipeline.readProject(),
            let input = project.validateInput(try selection.parsedSelections())
        else {
            report.printText()
            throw report.exitCode == .success ? ExitCode.failure : report.exitCode
        }
        let resolved = project.resolve(input)
        var tokens = resolved.tokens
        if let token {
            // A token's path, or a group's: the tokens under it.
            tokens = tokens.filter { $0.id == token || $0.id.hasPrefix(token + ".") }
            if tokens.isEmpty {
                let near = PathSuggester(paths: resolved.tokens.map(\.id)).nearest(to: token)
                diagnostics.emit(
                    .error, .unresolvedReference, "no token or group \(token) in \(input)", at: nil,
                    fixIt: near.map { "did you mean \($0)?" })
                report.printText()
                throw ExitCode.usageOrIO
            }
        }
        switch selection.format {
        case .json:
            let inputObject = JSONObject(
                input.selections.map {
                    .init(key: $0.modifier, keyPosition: .unknown, value: JSONValue(.string($0.context), at: .unknown))
                })
            let document = JSONValue(
                .object(
                    JSONObject([
                        .init(key: "input", keyPosition: .unknown, value: JSONValue(.object(inputObject), at: .unknown)),
                        .init(key: "tokens", keyPosition: .unknown, value: ResolvedTokenSet.canonicalJSON(tokens)),
                    ])), at: .unknown)
            StandardOutput.write(JSONWriter(indent: 2).write(document) + "\n")
        case .text:
            StandardOutput.write(Self.textLines(tokens, aliasesIn: resolved.tokens))
        }
        report.printText()
        try finish(report.exitCode)
    }

    /// One line per token: `path (type) = value ← alias ← alias`, the aliases followed to the token defining the value.
    static func textLines(_ tokens: [ResolvedToken], aliasesIn all: [ResolvedToken]) -> String {
        var aliasOf: [String: String] = [:]
        for token in all { aliasOf[token.id] = token.aliasOf }
        var output = ""
        for token in tokens {
            output += "\(token.id) (\(token.type.rawValue)) = \(token.value.displayText)"
            var seen: Set<String> = [token.id]
            var next = token.aliasOf
            while let alias = next, seen.insert(alias).inserted {
                output += " ← \(alias)"
                next = aliasOf[alias]
            }
            output += "\n"
        }
        return output
    }
}
