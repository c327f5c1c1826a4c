import ArgumentParser
import Foundation
import TesseraAudit
import TesseraCodegen
import TesseraConfiguration
import TesseraDiagnostics
import TesseraImport
import TesseraLint
import TesseraPipeline
import TesseraSyntax
import TesseraTokens

/// `tessera audit`: hard-coded colors, fonts, spacing, radii and motion in Swift code, each
/// matched against the resolved tokens in every permutation.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Find hard-coded colors, fonts, spacing, radii and motion in Swift code, and the tokens that have their values.",
        discussion: """
            Parses the Swift files below each --sources folder with swift-syntax, finds the \
            style literals (Color(red:green:blue:), UIColor hex helpers, .font(.system(size:)), \
            padding, stack spacing, corner radii, border widths, shadows, opacity, animation \
            durations, and constants of theme-like types) and matches each against the tokens \
            in every permutation: TS0970 a token has the value everywhere, TS0971 in some \
            permutations, TS0972 a color near a token's (ΔE2000), TS0973 no token has it. \
            --fix replaces the exact matches by the generated API (the names tessera build \
            writes). A line with // tessera:ignore is left out. Ends with token uses against \
            hard-coded values per file.

            --baseline FILE records today's findings the first time (or with \
            --update-baseline) and from then on reports only new ones.

            With no arguments, audit reads ./tessera.yml: its inputs: and, without \
            --sources, the folders of audit.sources (relative to the tessera.yml).

            Sample tessera.yml:
            \(sample)

            Examples:
              tessera audit
              tessera audit tessera.yml --sources Sources/App
              tessera audit tessera.yml --sources Sources --format sarif > audit.sarif
              tessera audit tokens/ --sources Sources --fix
              tessera audit tessera.yml --sources Sources --baseline audit-baseline.json --max-warnings 0
            """
    )

    static let sample = """
          inputs: [tokens/app.resolver.json]
          rootType: Tokens
          audit:
            sources: [Sources/App]
            exclude: ["**/Generated/**", "**/*Tests.swift"]
            kinds: [color, font, spacing, radius, border-width, shadow, opacity, motion]
            thresholds: { nearColor: 2, maxFileSize: 2000000 }
        """

    @OptionGroup var input: ConfiguredInputOptions

    @Option(
        name: .customLong("sources"), parsing: .upToNextOption,
        help: ArgumentHelp("The folders of Swift code to audit (default: audit.sources in tessera.yml).", valueName: "dir"))
    var sources: [String] = []

    @Option(help: "How to print findings: text for people and editors, json for scripts, sarif for code scanning.")
    var format: LintOutputFormat = .text

    @Flag(help: "Replace every literal a token has exactly, in place (only changed files, written atomically).")
    var fix = false

    @Option(help: ArgumentHelp("Report only findings this file does not record; it is written when missing.", valueName: "file"))
    var baseline: String?

    @Flag(help: "Write the --baseline file anew with today's findings.")
    var updateBaseline = false

    func validate() throws {
        if updateBaseline, baseline == nil { throw ValidationError("--update-baseline needs --baseline FILE.") }
    }

    func run() throws {
        // Every finding is kept for JSON and SARIF; the text shows the first of each code unless --verbose.
        let diagnostics = DiagnosticEngine(warningLimitPerCode: .max)
        let report = DiagnosticReport(diagnostics: diagnostics, options: input.reporting)
        func stop() throws -> Never {
            report.printText()
            throw report.exitCode == .success ? ExitCode.usageOrIO : report.exitCode
        }
        // tessera.yml (the one input, --config's, or ./tessera.yml), or token inputs with the flags' settings.
        let configuration = try input.configuration(reporting: report)
        let scope = configuration.audit
        let folders = sources.isEmpty ? scope.sources : sources
        guard !folders.isEmpty else { throw ValidationError("Give the folders of Swift code to audit: --sources DIR (or audit.sources in tessera.yml).") }
        for folder in folders where SystemFiles.kind(of: folder) != .directory {
            diagnostics.emit(
                .error, .auditInputUnreadable, "--sources \(folder) is not a folder", at: nil, fixIt: "name a folder of Swift files")
        }
        var known: AuditBaseline.Filter?
        if let baseline, !updateBaseline, FileManager.default.fileExists(atPath: baseline) {
            guard let data = FileManager.default.contents(atPath: baseline), let decoded = AuditBaseline.decode(data) else {
                diagnostics.emit(
                    .error, .auditInputUnreadable, "\(baseline) is not an audit baseline", at: nil,
                    fixIt: "remove it, or pass --update-baseline to write it anew")
                try stop()
            }
            known = decoded.filter()
        }
        if diagnostics.hasErrors { try stop() }
        let pipeline = BuildPipeline(configuration: configuration, diagnostics: diagnostics)
        guard let project = pipeline.readProject(), let matrix = pipeline.makeThemeMatrix(for: project) else { try stop() }
        let catalog = TokenCatalog(
            matrix: matrix, memberPaths: SwiftGenerator.memberPaths(of: matrix.tokens, rootTypeName: configuration.rootType),
            rootTypeName: configuration.rootType, remBase: configuration.remBase)
        let auditor = SwiftAuditor(
            matcher: TokenMatcher(catalog: catalog, nearColorThreshold: scope.nearColorThreshold), finder: LiteralFinder(kinds: scope.kinds))

        var summary = AuditSummary()
        var recorded: [(path: String, finding: AuditFinding, code: DiagnosticCode)] = []
        var fixedFiles = 0
        var fixedLiterals = 0
        AuditSources(folders: folders, configuration: scope).forEachFile({ path, bytes in
            let audit = auditor.audit(bytes, path: path, fix: fix)
            if fix, let fixed = audit.fixedSource {
                do {
                    if try OutputFile.write(Data(fixed), to: path) { fixedFiles += 1 }
                    fixedLiterals += audit.findings.count { $0.replacement != nil }
                } catch {
                    OutputFile.report(error, writing: path, to: diagnostics)
                }
            }
            var kept: [AuditFinding] = []
            for (finding, diagnostic) in zip(audit.findings, audit.diagnostics.filter { $0.code != .auditSourceSkipped && $0.code != .auditSourceUnparsable }) {
                if fix, audit.fixedSource != nil, finding.replacement != nil { continue }
                if baseline != nil { recorded.append((path, finding, diagnostic.code)) }
                if var filter = known {
                    let new = filter.isNew(path: path, code: diagnostic.code, literal: finding.literal.text)
                    known = filter
                    guard new else { continue }
                }
                kept.append(finding)
                diagnostics.record(diagnostic)
            }
            for diagnostic in audit.diagnostics where diagnostic.code == .auditSourceSkipped || diagnostic.code == .auditSourceUnparsable {
                diagnostics.record(diagnostic)
            }
            summary.add(audit, findings: kept)
        }, skip: { note in
            diagnostics.record(note)
            summary.filesSkipped += 1
        })
        if let baseline, updateBaseline || known == nil {
            let data = AuditBaseline(findings: recorded).encoded()
            _ = try OutputFile.exitingOnFailure(writing: baseline, report: report) { try OutputFile.write(data, to: baseline) }
        }
        try printResults(summary: summary, report: report, fixed: (fixedLiterals, fixedFiles), firstSource: folders.first)
        try finish(report.exitCode)
    }

    private func printResults(summary: AuditSummary, report: DiagnosticReport, fixed: (literals: Int, files: Int), firstSource: String?) throws {
        let diagnostics = report.diagnostics
        switch format {
        case .text:
            report.printText()
            var text = summary.text
            if fix { text += "\nfixed \(fixed.literals) literal\(fixed.literals == 1 ? "" : "s") in \(fixed.files) file\(fixed.files == 1 ? "" : "s")" }
            StandardOutput.write(text + "\n")
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let summaryObject = (try? encoder.encode(summary)).flatMap { try? JSONSerialization.jsonObject(with: $0) } ?? [:]
            let object: [String: Any] = [
                "diagnostics": report.jsonDiagnostics,
                "errors": diagnostics.errorCount,
                "warnings": diagnostics.warningCount,
                "summary": summaryObject,
                "fixed": fixed.literals,
            ]
            StandardOutput.write(JSONSerialization.text(object) + "\n")
        case .sarif:
            StandardOutput.write(
                SARIFWriter(toolVersion: Tessera.configuration.version, fallbackFile: firstSource).write(diagnostics.diagnostics) + "\n")
        }
    }
}
