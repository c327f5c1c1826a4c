import Foundation
import Testing
import TesseraAudit
import TesseraCodegen
import TesseraDiagnostics
import TesseraImport
import TesseraTestSupport
import TesseraTokens

/// Acceptance 2 of `tessera audit`: the seed-shaped fixtures type-check against the SwiftUI and
/// UIKit stand-ins before `--fix`, and after it against the Swift `tessera build` generates for
/// the same tokens and the adapters (warnings as errors, Swift 6, the package's upcoming features).
@Suite struct AuditFixCompileTests {
    static let fixtures = AdapterBuild.path("Tests/TesseraAuditTests/Fixtures")
    static let appFiles = ["NyxStyle.swift", "AppTheming.swift", "ProfileView.swift", "SettingsViewController.swift"]

    @Test func fixedSourcesCompileAgainstTheGeneratedAPI() throws {
        let directory = try AdapterBuild.built.get()
        let diagnostics = DiagnosticEngine()
        let project = try #require(
            TokenProject.load(paths: [Self.fixtures.appendingPathComponent("Tokens/audit.resolver.json").path], diagnostics: diagnostics))
        let matrix = try #require(ThemeMatrix.build(project))
        let code = SwiftGenerator(table: ThemeTable.build(project: project), options: SwiftGeneratorOptions(rootTypeName: "Tokens"), diagnostics: diagnostics)
            .render()
        let catalog = TokenCatalog(
            matrix: matrix, memberPaths: SwiftGenerator.memberPaths(of: matrix.tokens, rootTypeName: "Tokens"), rootTypeName: "Tokens")
        let auditor = SwiftAuditor(matcher: TokenMatcher(catalog: catalog))

        let folder = try SwiftCompiler.temporaryDirectory(prefix: "tessera-audit-fix")
        defer { try? FileManager.default.removeItem(at: folder) }
        let extras = Self.fixtures.appendingPathComponent("StandInExtras.swift")
        let originals = Self.appFiles.map { Self.fixtures.appendingPathComponent("App/\($0)") }
        let before = try AdapterBuild.typeCheckApp(originals + [extras], in: directory)
        #expect(before.isEmpty, "the fixtures do not compile as they are: \(before)")

        let generated = folder.appendingPathComponent("Tokens.swift")
        try code.write(to: generated, atomically: true, encoding: .utf8)
        var fixedFiles: [URL] = []
        var replaced = 0
        for original in originals {
            let audit = auditor.audit([UInt8](try Data(contentsOf: original)), path: original.lastPathComponent, fix: true)
            let fixed = try #require(audit.fixedSource, "\(original.lastPathComponent) was not fixed")
            replaced += audit.findings.count { $0.replacement != nil }
            let target = folder.appendingPathComponent(original.lastPathComponent)
            try Data(fixed).write(to: target)
            fixedFiles.append(target)
        }
        #expect(replaced >= 30)
        let after = try AdapterBuild.typeCheckApp(fixedFiles + [extras, generated], in: directory)
        #expect(after.isEmpty, "the fixed sources do not compile: \(after)")
    }
}
