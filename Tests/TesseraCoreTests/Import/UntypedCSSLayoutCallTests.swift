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

    /// Text that uses a CSS custom property anywhere (a font shorthand naming `var(--font-sans)`, a
    /// `calc()` of `var(--space-16)`, as Yomp's tokens pass them to its CSS verbatim) takes part of its
    /// value from the page's cascade: left out with one warning each, and so is a token referring to it.
    /// Prose that names a function, and `var` as a word, stay text.
    @Test func textUsingACSSCustomPropertyIsLeftOut() {
        let result = resolveFiles([
            "tokens/type.json": """
                { "type": { "micro": { "$value": "500 11px/1.2 var(--font-sans)" },
                            "caption": { "$value": "{type.micro}" },
                            "note": { "$value": "Use var(x) or max(a, b) here" },
                            "family": { "$value": "Inter var" } },
                  "cta": { "max-width": { "$value": "calc(var( --space-16) * 5)" }, "gap": { "$value": "calc(16px * 2)" } } }
                """
        ], format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["type.micro"] == nil)
        #expect(result["cta.max-width"] == nil)
        let leftOut = result.all(.missingType)
        #expect(leftOut.compactMap(\.tokenPath).sorted() == ["cta.max-width", "type.micro"], "\(result.diagnostics.map(\.message))")
        #expect(leftOut.allSatisfy { $0.severity == .warning && $0.message.contains("uses a CSS custom property (var(--…))") })
        #expect(result["type.caption"] == nil)
        #expect(result.all(.leftOutReference).first { $0.tokenPath == "type.caption" }?.message.contains("type.micro") == true)
        #expect(result["type.note"] == .string("Use var(x) or max(a, b) here"))
        #expect(result["type.family"] == .string("Inter var"))
        #expect(result["cta.gap"] != nil)
        let strict = resolveFiles(["tokens/type.json": #"{ "type": { "micro": { "$value": "500 11px/1.2 var(--font-sans)" } } }"#], strict: true, format: .styleDictionary)
        #expect(strict.errors.contains { $0.code == .missingType && $0.tokenPath == "type.micro" }, "\(strict.errors.map(\.message))")
    }

    @Test func strictModeStillRequiresAType() {
        let result = resolveFiles(Self.files, strict: true, format: .styleDictionary)
        #expect(result.errors.contains { $0.code == .missingType && $0.tokenPath == "alert.fill" }, "\(result.errors.map(\.message))")
    }
}
