import ArgumentParser
import Foundation
import TesseraConfiguration
import TesseraDiagnostics
import TesseraDiff
import TesseraImport
import TesseraLint
import TesseraPipeline
import TesseraSyntax
import TesseraTokens

/// How `tessera lint` prints its findings.
enum LintOutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif
}

/// `tessera lint`: the rules of `lint:` in tessera.yml over every permutation.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check design rules: contrast in every permutation, required modes, naming, grid, gamut, font sizes.",
        discussion: """
            Reads the rules under lint: in tessera.yml (each a severity, off, warning or \
            error, and its options) and checks them in every permutation of the modifiers, \
            resolving each token only over the modifiers it depends on. Findings print as \
            path:line:column: severity: message [TS09xx]; one that holds in some \
            permutations names them (in JSON, under "input"). --format sarif writes \
            SARIF 2.1.0 for GitHub code scanning.

            With no arguments, lint reads ./tessera.yml and its inputs:. Given token \
            inputs, it uses the rules of --config (or the defaults).

            Sample tessera.yml:
            \(sample)

            Examples:
              tessera lint
              tessera lint tessera.yml --format sarif > lint.sarif
              tessera lint tokens/ --config tessera.yml --input appearance=dark
            """
    )

    static let sample = """
          inputs: [tokens/app.resolver.json]
          lint:
            contrast:
              - { foreground: text.muted, background: surface.base, minimum: 4.5 }
              - { foreground: text.body, background: surface.base, algorithm: apca }
            requiredModes: { modifiers: [appearance] }
            naming: { case: kebab, reserved: [default] }
            grid: { step: 4, groups: [spacing, radius] }
            gamut: { gamut: display-p3 }
            minimumFontSize: { minimum: 11 }
            unused: warning
        """

    @OptionGroup var reporting: ReportOptions

    @Argument(
        help: ArgumentHelp(
            "tessera.yml, or token files, directories or one resolver document (default: ./tessera.yml).",
            valueName: "tessera.yml | inputs"))
    var inputs: [String] = []

    @Option(
        name: .customLong("config"),
        help: ArgumentHelp("The tessera.yml whose lint: rules apply to the inputs given.", valueName: "tessera.yml"))
    var configurationPath: String?

    @Option(
        name: .customLong("input"),
        help: ArgumentHelp(
            "Lint only this context of a modifier, as modifier=context (repeatable). Others take every context.",
            valueName: "modifier=context"))
    var selections: [String] = []

    @Flag(help: "Read DTCG 2025.10 to the letter: legacy forms become errors.")
    var strict = false

    @Option(
        name: .customLong("from"), help: ArgumentHelp(InputFormat.argumentHelp, valueName: "format"), transform: InputFormat.parseArgument)
    var inputFormat: InputFormat?

    @Option(help: ArgumentHelp("The folder that referenced files must lie in.", valueName: "dir"))
    var root: String?

    @Option(help: "How to print findings: text for people and editors, json for scripts, sarif for code scanning.")
    var format: LintOutputFormat = .text

    func validate() throws {
        _ = try SelectionOptions.parseSelections(selections)
    }

    func run() throws {
        let diagnostics = DiagnosticEngine()
        let report = DiagnosticReport(diagnostics: diagnostics, options: reporting)
        func stop() throws -> Never {
            report.printText()
            // The summary a finished lint prints, so a stopped run does not end silently.
            if format == .text { StandardOutput.write("lint stopped before checking the tokens: \(report.summaryCounts)\n") }
            throw report.exitCode == .success ? ExitCode.usageOrIO : report.exitCode
        }
        let (configurationFile, given) = ConfigurationFile.choose(inputs: inputs, configurationOption: configurationPath)
        var tokenInputs = given
        var configuration = ProjectConfiguration()
        if let configurationFile { configuration = try ConfigurationFile.load(configurationFile, report: report) }
        if tokenInputs.isEmpty { tokenInputs = configuration.inputs }
        guard !tokenInputs.isEmpty else {
            throw ValidationError("Give token inputs, or a tessera.yml whose inputs: lists them.")
        }
        if strict { configuration.strict = true }
        if let inputFormat { configuration.format = inputFormat }
        if let root { configuration.root = root }
        var rules = configuration.lint
        rules.remBase = configuration.remBase
        let selected = try SelectionOptions.parseSelections(selections)
        configuration.inputs = tokenInputs
        let pipeline = BuildPipeline(configuration: configuration, diagnostics: diagnostics)
        guard let project = pipeline.readProject(),
            let input = selected.isEmpty ? ResolverInput([]) : project.validateInput(selected),
            let matrix = pipeline.makeThemeMatrix(for: project)
        else { try stop() }
        // The chosen modifiers only, spelled as the project spells them (the others take every context).
        let named = Set(selected.keys.map { $0.lowercased() })
        let chosen = Dictionary(
            input.selections.filter { named.contains($0.modifier.lowercased()) }.map { ($0.modifier, $0.context) },
            uniquingKeysWith: { first, _ in first })
        var linter = Linter(project: project, matrix: matrix, configuration: rules, input: chosen)
        let findings = linter.run()
        for finding in findings { diagnostics.record(finding) }
        switch format {
        case .text:
            report.printText()
            let count = findings.count
            StandardOutput.write("\(count) finding\(count == 1 ? "" : "s") in \(matrix.tokens.count) tokens: \(report.summaryCounts)\n")
        case .json:
            let object: [String: Any] = [
                "diagnostics": report.jsonDiagnostics,
                "errors": diagnostics.errorCount,
                "warnings": diagnostics.warningCount,
                "tokens": matrix.tokens.count,
            ]
            StandardOutput.write(JSONSerialization.text(object) + "\n")
        case .sarif:
            StandardOutput.write(
                SARIFWriter(toolVersion: Tessera.configuration.version, fallbackFile: configurationFile ?? tokenInputs.first).write(
                    diagnostics.diagnostics) + "\n")
        }
        try finish(report.exitCode)
    }
}
