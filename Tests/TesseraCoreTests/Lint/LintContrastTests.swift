import Foundation
import Testing
import TesseraConfiguration
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert
@testable import TesseraLint
@testable import TesseraDiff

@Suite struct LintContrastTests {
    typealias F = LintFixture

    /// Muted text fails only in dark with standard contrast: high contrast aliases it to the
    /// theme's strong text, and the density modifier does not touch either color.
    static let themed = F.resolver(
        base: [
            "surface": ["base": F.token("color", F.color("#ffffff"))],
            "text": ["muted": F.token("color", F.color("#595959")), "strong": F.token("color", F.color("#000000"))],
            "spacing": ["md": F.token("dimension", F.px(8))],
        ],
        modifiers: [
            (
                "theme",
                [
                    ("light", [:]),
                    (
                        "dark",
                        [
                            "surface": ["base": F.token("color", F.color("#121212"))],
                            "text": ["muted": F.token("color", F.color("#5a5a5a")), "strong": F.token("color", F.color("#ffffff"))],
                        ]
                    ),
                ]
            ),
            ("contrast", [("standard", [:]), ("high", ["text": ["muted": F.token("color", "{text.strong}")]])]),
            ("density", [("regular", [:]), ("compact", ["spacing": ["md": F.token("dimension", F.px(12))]])]),
        ])

    static let pairYAML = """
        lint:
          grid: off
          gamut: off
          minimumFontSize: off
          deprecated: off
          requiredModes: off
          naming: off
          contrast:
            - { foreground: text.muted, background: surface.base, minimum: 4.5 }
        """

    @Test func failsInExactlyOnePermutation() throws {
        let outcome = F.lint(Self.themed, yaml: Self.pairYAML)
        #expect(outcome.configurationErrors == nil, "\(outcome.configurationErrors ?? [])")
        let findings = outcome.findings(.lowContrast)
        try #require(findings.count == 1, "\(findings.map(\.message))")
        let finding = findings[0]
        #expect(finding.input == ["theme": "dark", "contrast": "standard"])
        #expect(finding.severity == .error)
        #expect(finding.message.contains("2.71:1"), "\(finding.message)")
        #expect(finding.message.contains("#5a5a5a") && finding.message.contains("#121212"), "\(finding.message)")
        #expect(finding.message.contains("theme=dark, contrast=standard"))
        #expect(!finding.message.contains("density"))
        #expect(finding.location?.file == "tokens/app.resolver.json")
        #expect(finding.notes.contains { $0.location?.file == "tessera.yml" && $0.location?.line == 9 }, "\(finding.notes)")
    }

    @Test func passesWhenEveryPermutationHasEnoughContrast() {
        let yaml = Self.pairYAML.replacingOccurrences(of: "minimum: 4.5", with: "minimum: 2.5")
        #expect(F.lint(Self.themed, yaml: yaml).findings.isEmpty)
    }

    @Test func inputRestrictsThePermutations() {
        #expect(F.lint(Self.themed, yaml: Self.pairYAML, input: ["theme": "light"]).findings.isEmpty)
        #expect(F.lint(Self.themed, yaml: Self.pairYAML, input: ["contrast": "standard"]).findings.count == 1)
    }

    @Test func translucentForegroundIsCompositedOverTheBackground() {
        let document = F.resolver(base: [
            "surface": F.token("color", F.color("#ffffff")), "ink": F.token("color", F.color("#000000", alpha: 0.3)),
        ])
        let yaml = "lint:\n  contrast:\n    - { foreground: ink, background: surface }\n"
        let findings = F.lint(document, yaml: yaml).findings(.lowContrast)
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("30% opacity") == true, "\(findings.map(\.message))")
        #expect(findings.first?.input == nil)
        // Opaque black on white passes.
        let opaque = F.resolver(base: ["surface": F.token("color", F.color("#ffffff")), "ink": F.token("color", F.color("#000000"))])
        #expect(F.lint(opaque, yaml: yaml).findings(.lowContrast).isEmpty)
    }

    @Test func apcaMeasuresLightnessContrast() {
        let document = F.resolver(base: ["surface": F.token("color", F.color("#ffffff")), "ink": F.token("color", F.color("#888888"))])
        let failing = "lint:\n  contrast:\n    - { foreground: ink, background: surface, minimum: 75, algorithm: apca }\n"
        let findings = F.lint(document, yaml: failing).findings(.lowContrast)
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("Lc ") == true)
        let passing = "lint:\n  contrast:\n    - { foreground: ink, background: surface, minimum: 60, algorithm: apca }\n"
        #expect(F.lint(document, yaml: passing).findings(.lowContrast).isEmpty)
    }

    @Test func contrastMathMatchesPublishedValues() {
        let black = SIMD3<Double>(0, 0, 0)
        let white = SIMD3<Double>(1, 1, 1)
        #expect(abs(ContrastMath.wcagRatio(black, white) - 21) < 1e-9)
        #expect(abs(ContrastMath.wcagRatio(white, white) - 1) < 1e-9)
        // APCA 0.0.98G-4g: black text on white 106.04, white text on black -107.88.
        #expect(abs(ContrastMath.apcaLc(text: black, background: white) - 106.04) < 0.01)
        #expect(abs(ContrastMath.apcaLc(text: white, background: black) + 107.88) < 0.01)
        // #767676 on white is the classic 4.54:1.
        let gray = SIMD3<Double>(repeating: Double(0x76) / 255)
        #expect(abs(ContrastMath.wcagRatio(gray, white) - 4.54) < 0.01)
    }

    @Test func misconfiguredPairsAreLocatedInTesseraYML() throws {
        let unknownToken = F.lint(Self.themed, yaml: "lint:\n  contrast:\n    - { foreground: text.mutde, background: surface.base }\n")
        let finding = try #require(unknownToken.findings(.lintUnknownToken).first)
        #expect(finding.location?.file == "tessera.yml" && finding.location?.line == 3)
        #expect(finding.fixIt?.contains("text.muted") == true)
        let notColor = F.lint(Self.themed, yaml: "lint:\n  contrast:\n    - { foreground: spacing.md, background: surface.base }\n")
        #expect(notColor.findings(.lintUnknownToken).first?.message.contains("not a color") == true)
        for bad in [
            "lint:\n  contrast:\n    - { foreground: text.muted }\n",
            "lint:\n  contrast:\n    - { foreground: text.muted, background: surface.base, minimum: 40 }\n",
            "lint:\n  contrast:\n    - { foreground: text.muted, background: surface.base, algorithm: apcb }\n",
            "lint:\n  contrast:\n    pairs: 3\n",
        ] {
            let errors = try #require(F.lint(Self.themed, yaml: bad).configurationErrors, "\(bad)")
            #expect(
                errors.contains { $0.code == .lintInvalidConfiguration && $0.location?.file == "tessera.yml" && $0.location?.line == 3 },
                "\(bad): \(errors.map(\.message))")
        }
    }

    /// Twenty independent two-context modifiers (a million permutations): a pair is checked in
    /// the four combinations of the two modifiers its colors depend on.
    @Test func independentModifiersAreNotEnumerated() throws {
        var base: [String: Any] = [:]
        var modifiers: [(name: String, contexts: [(String, [String: Any])])] = []
        for index in 0..<20 {
            base["c\(index)"] = F.token("color", F.color("#ffffff"))
            modifiers.append(("m\(index)", [("a", [:]), ("b", ["c\(index)": F.token("color", F.color("#000000"))])]))
        }
        base["c0"] = F.token("color", F.color("#777777"))
        let document = F.resolver(base: base, modifiers: modifiers)
        let outcome = F.lint(document, yaml: "lint:\n  contrast:\n    - { foreground: c0, background: c1 }\n")
        // c0 (#777777, or black) on c1 (white, or black): gray on white is 4.48:1, black on black 1:1.
        let inputs = outcome.findings(.lowContrast).map { $0.input ?? [:] }
        #expect(Set(inputs) == [["m0": "a", "m1": "a"], ["m0": "b", "m1": "b"]], "\(inputs)")
        // The pair's colors depend on m0 and m1 only: four selections, not 2^20.
        let linter = try #require(outcome.linter)
        let c0 = try #require(linter.matrix.index(ofToken: "c0"))
        let c1 = try #require(linter.matrix.index(ofToken: "c1"))
        let axes = Array(Set(linter.matrix.dependencies(ofTokenAt: c0) + linter.matrix.dependencies(ofTokenAt: c1))).sorted()
        #expect(axes == [0, 1])
        #expect(linter.selections(varying: axes).count == 4)
    }
}
