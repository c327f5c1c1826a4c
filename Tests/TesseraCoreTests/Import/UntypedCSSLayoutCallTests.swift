import Foundation
import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraTokens
@testable import TesseraImport

/// An untyped Style Dictionary value that is a whole CSS layout call (`var(--x)`, `clamp(…)`) is CSS a
/// browser resolves: valid in its tool, no value in an app, so it is left out (rule 1), not kept as text.
@Suite struct UntypedCSSLayoutCallTests {
    static let files = [
        "tokens/alert.json": """
            { "alert": { "fill": { "value": "var(--clinical-severity-fill)" },
                         "gap": { "value": "clamp(1rem, 2vw, 2rem)" },
                         "label": { "value": "Use max(a, b) here" },
                         "font": { "value": "Inter var" },
                         "wash": { "value": "{alert.fill}" },
                         "solid": { "value": "#ff0000" } } }
            """
    ]

    @Test func aWholeCSSLayoutCallIsLeftOutWithOneWarning() {
        let result = resolveFiles(Self.files, format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["alert.fill"] == nil)
        #expect(result["alert.gap"] == nil)
        let leftOut = result.all(.missingType).filter { $0.tokenPath == "alert.fill" || $0.tokenPath == "alert.gap" }
        #expect(leftOut.count == 2, "\(result.diagnostics.map(\.message))")
        #expect(leftOut.allSatisfy { $0.severity == .warning && $0.message.contains("browser resolves at layout") })
        #expect(leftOut.first { $0.tokenPath == "alert.fill" }?.message.contains("var(…)") == true)
    }

    @Test func textThatOnlyMentionsAFunctionStaysText() {
        let result = resolveFiles(Self.files, format: .styleDictionary)
        #expect(result["alert.label"] == .string("Use max(a, b) here"))
        #expect(result["alert.font"] == .string("Inter var"))
        #expect(result["alert.solid"] != nil)
    }

    @Test func aTokenReferringToItIsLeftOutNamingTheRoot() {
        let result = resolveFiles(Self.files, format: .styleDictionary)
        #expect(result["alert.wash"] == nil)
        let chain = result.all(.leftOutReference).filter { $0.tokenPath == "alert.wash" }
        #expect(chain.count == 1 && chain[0].severity == .warning, "\(result.diagnostics.map(\.message))")
        #expect(chain.first?.message.contains("alert.fill") == true)
    }

    @Test func strictModeStillRequiresAType() {
        let result = resolveFiles(Self.files, strict: true, format: .styleDictionary)
        #expect(result.errors.contains { $0.code == .missingType && $0.tokenPath == "alert.fill" }, "\(result.errors.map(\.message))")
    }
}
