import Foundation
import Testing
import TesseraCodegen
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// Files in the shape of what users reported (zero offsets with `""` units and one `dp` among
/// hundreds of tokens, the color drafts' `channels`/`space`, a resolver modifier's `context`):
/// each reads with warnings only and builds to Swift that type-checks; strict mode says what must change.
@Suite struct WildFormsCompileTests {
    static let fixtures = CodegenPaths.root.appendingPathComponent("Tests/TesseraCoreTests/Fixtures/WildForms")

    static let cases: [(input: String, warnings: Set<DiagnosticCode>)] = [
        ("units.tokens.json", [.emptyUnit, .platformUnit]),
        ("draft-colors.tokens.json", [.draftColorKeys]),
        ("draft-context/tokens.resolver.json", [.draftModifierContext]),
    ]

    @Test(arguments: cases)
    func readsWithWarningsAndBuildsToSwiftThatTypeChecks(_ input: String, _ warnings: Set<DiagnosticCode>) throws {
        let (code, diagnostics) = generateSwift(paths: [Self.fixtures.appendingPathComponent(input).path])
        #expect(diagnostics.allSatisfy { $0.severity != .error }, "\(diagnostics.map(\.message))")
        #expect(Set(diagnostics.map(\.code)) == warnings)
        let source = try #require(code)
        let output = try typeCheck(source)
        #expect(output.isEmpty, "\(output.prefix(4000))")
    }

    @Test(arguments: cases)
    func strictModeReportsWhatMustChange(_ input: String, _ codes: Set<DiagnosticCode>) {
        let diagnostics = DiagnosticEngine(warningLimitPerCode: .max)
        if let project = TokenProject.load(
            paths: [Self.fixtures.appendingPathComponent(input).path], options: ReadingOptions(strict: true), diagnostics: diagnostics)
        {
            for permutation in project.permutations() { _ = project.resolve(permutation) }
        }
        let errors = diagnostics.diagnostics.filter { $0.severity == .error }
        #expect(!errors.isEmpty)
        #expect(Set(errors.map(\.code)) == codes)
        #expect(errors.allSatisfy { $0.fixIt != nil }, "\(errors.filter { $0.fixIt == nil }.map(\.message))")
    }

    @Test func theDpAmongManyTokensBuildsAsPoints() throws {
        let (code, _) = generateSwift(paths: [Self.fixtures.appendingPathComponent("units.tokens.json").path])
        let source = try #require(code)
        #expect(source.contains("hairline"))
        #expect(source.contains("Android hairline"))
    }
}
