import ArgumentParser
import Foundation
import TesseraCodegen
import TesseraConfiguration
import TesseraDiagnostics
import TesseraDiff
import TesseraDocs
import TesseraImport
import TesseraLint
import TesseraPipeline
import TesseraSyntax
import TesseraTokens

/// `tessera docs`: a static style-guide site for the tokens.
struct DocsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Write a style-guide site for the tokens: swatches, type specimens, motion, the Swift names, per permutation.",
        discussion: """
            Writes index.html, style.css, app.js and tokens.js into the output folder (and \
            changes.html with --diff). The site opens from disk and loads nothing from \
            elsewhere; a switch per modifier chooses the permutation shown, and the URL \
            keeps the choice. Each token shows its value, description, alias chain, the \
            Swift that reads it, its deprecation, the modifiers it varies with and lint's \
            contrast findings (the pairs under lint: in tessera.yml). With --diff OLD, \
            changes.html lists what tessera diff OLD NEW reports, with before and after \
            values per permutation. Files are written atomically and only when changed; \
            nothing is written when the tokens have errors. See Documentation/Docs.md.

            With no arguments, docs reads ./tessera.yml: its inputs:, and docs: { output, \
            title } for --output and --title.

            Examples:
              tessera docs
              tessera docs Examples/Acme/acme.resolver.json --output site
              tessera docs tessera.yml -o site --diff ../main/tokens/app.resolver.json
            """
    )

    @OptionGroup var input: ConfiguredInputOptions

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("The folder to write the site into, created when missing (overrides docs.output in tessera.yml).", valueName: "dir"))
    var output: String?

    @Option(help: ArgumentHelp("Also write changes.html: what changed since this old version of the inputs.", valueName: "old"))
    var diff: String?

    @Option(help: "The page title (overrides docs.title in tessera.yml; default: the name of the first input).")
    var title: String?

    @Option(help: "The name of the generated root type the Swift expressions use (overrides rootType: in tessera.yml; default Tokens).")
    var rootType: String?

    @Option(
        name: .customLong("theme"),
        help: ArgumentHelp("Treat this modifier as an app-chosen theme, not a device trait (repeatable), as build does.", valueName: "modifier"))
    var themeModifiers: [String] = []

    func run() throws {
        let diagnostics = DiagnosticEngine()
        let report = DiagnosticReport(diagnostics: diagnostics, options: input.reporting)
        func stop(_ code: ExitCode? = nil) throws -> Never {
            report.printText()
            throw code ?? (report.exitCode == .success ? ExitCode.failure : report.exitCode)
        }
        // tessera.yml (the one input, --config's, or ./tessera.yml): its inputs, names, lint rules and docs:.
        var configuration = try input.configuration(reporting: report)
        let inputs = configuration.inputs
        if let rootType { configuration.rootType = rootType }
        guard rootType.map(ConfigurationReader.isTypeName) ?? true else {
            throw ValidationError("--root-type must be a Swift type name, such as Tokens.")
        }
        guard let output = output ?? configuration.docs.output else {
            throw ValidationError("Give the folder to write the site into: --output DIR (or docs: { output: DIR } in tessera.yml).")
        }
        let names = DocsSite.fileNames(withChanges: diff != nil)
        let paths = names.map { Paths.appending($0, to: output) }
        try OutputFile.checkWritable(paths, report: report)

        var rules = configuration.lint
        rules.remBase = configuration.remBase
        // The page shows contrast findings only; the other rules are `tessera lint`'s.
        rules.requiredModesSeverity = .off
        rules.namingSeverity = .off
        rules.gridSeverity = .off
        rules.gamutSeverity = .off
        rules.minimumFontSizeSeverity = .off
        rules.deprecatedSeverity = .off
        rules.unusedSeverity = .off
        rules.duplicateValuesSeverity = .off
        configuration.themes += themeModifiers
        let pipeline = BuildPipeline(configuration: configuration, diagnostics: diagnostics)
        guard let project = pipeline.readProject(), let table = pipeline.makeThemeTable(for: project) else { try stop() }
        var linter = Linter(project: project, matrix: table.matrix, configuration: rules)
        let findings = linter.run()
        var changes: TokenDiff?
        if let diff {
            guard let old = oldMatrix(diff, configuration: configuration, diagnostics: diagnostics) else { try stop(.usageOrIO) }
            changes = TokenDiff.compare(old, table.matrix)
        }
        if report.fails {
            report.printText()
            StandardError.write("\(output) was not written: \(report.summaryCounts)\n")
            throw report.exitCode
        }
        let source = Paths.fileName(of: inputs[0])
        let site = DocsSite(
            title: title ?? configuration.docs.title ?? source, table: table,
            swiftOptions: SwiftGeneratorOptions(rootTypeName: configuration.rootType, sourceDescription: source, remBase: configuration.remBase),
            lintFindings: findings, diff: changes)
        var changed = 0
        for (file, path) in zip(site.files(), paths) {
            let wrote = try OutputFile.exitingOnFailure(writing: path, report: report) { try OutputFile.write(Data(file.contents.utf8), to: path) }
            if wrote { changed += 1 }
        }
        report.printText()
        StandardError.write(
            changed > 0
                ? "wrote \(output) (\(table.matrix.tokens.count) tokens, \(changed) file\(changed == 1 ? "" : "s") changed)\n"
                : "\(output) is up to date\n")
        try finish(report.exitCode)
    }

    /// The old version for `--diff`, read as the new one is; nil after TS0990 when it cannot be.
    private func oldMatrix(_ path: String, configuration: ProjectConfiguration, diagnostics: DiagnosticEngine) -> ThemeMatrix? {
        let oldDiagnostics = DiagnosticEngine()
        var old = configuration
        old.inputs = [path]
        let pipeline = BuildPipeline(configuration: old, diagnostics: oldDiagnostics)
        let matrix = pipeline.readProject().flatMap(pipeline.makeThemeMatrix)
        guard let matrix else {
            for diagnostic in oldDiagnostics.diagnostics where diagnostic.severity == .error { diagnostics.record(diagnostic) }
            diagnostics.emit(
                .error, .docsDiffInputInvalid, "\(path) cannot be read or resolved; no changes page is written", at: nil,
                fixIt: "run tessera validate \(path)")
            return nil
        }
        return matrix
    }
}
