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

/// Each rule passing, failing, and misconfigured (reported at its line of tessera.yml).
@Suite struct LintRuleTests {
    typealias F = LintFixture

    /// Lints `document` with `yaml` and expects `lint:` to be refused at `line` of tessera.yml.
    func expectRefused(_ yaml: String, line: Int, _ document: String = F.tokens(["a": F.token("number", 1)])) throws {
        let errors = try #require(F.lint(document, yaml: yaml).configurationErrors, "accepted: \(yaml)")
        #expect(
            errors.contains { $0.code == .lintInvalidConfiguration && $0.location?.file == "tessera.yml" && $0.location?.line == line },
            "\(yaml): \(errors.map { "\($0.location?.line ?? 0): \($0.message)" })")
    }

    // MARK: Configuration

    @Test func unknownRulesAndSeveritiesAreRefused() throws {
        try expectRefused("lint:\n  gird: warning\n", line: 2)
        try expectRefused("lint:\n  grid: loud\n", line: 2)
        try expectRefused("lint:\n  grid: { severity: loud }\n", line: 2)
        try expectRefused("lint:\n  grid: { stepp: 4 }\n", line: 2)
        try expectRefused("lint: [grid]\n", line: 1)
        let suggestion = F.lint(F.tokens([:]), yaml: "lint:\n  gird: warning\n").configurationErrors?.first?.fixIt
        #expect(suggestion == "did you mean grid?")
    }

    // MARK: Required modes

    static let modes = F.resolver(
        base: ["text": ["body": F.token("color", F.color("#000000")), "link": F.token("color", F.color("#0000ff"))]],
        modifiers: [
            (
                "theme",
                [
                    ("light", ["text": ["body": F.token("color", F.color("#111111"))]]),
                    ("dark", ["text": ["body": F.token("color", F.color("#eeeeee")), "link": F.token("color", F.color("#8888ff"))]]),
                ]
            )
        ])

    @Test func requiredModes() throws {
        let findings = F.lint(Self.modes, yaml: F.only("requiredModes: { modifiers: [theme] }")).findings
        try #require(findings.count == 1, "\(findings.map(\.message))")
        #expect(findings[0].code == .contextLeavesTokenToBase)
        #expect(findings[0].tokenPath == "text.link")
        #expect(findings[0].message.contains("theme=light"))
        // Off unless a modifier is named.
        #expect(F.lint(Self.modes, yaml: F.only("requiredModes: warning")).findings.isEmpty)
        let misnamed = F.lint(Self.modes, yaml: F.only("requiredModes: { modifiers: [thme] }")).findings
        #expect(
            misnamed.first?.code == .lintUnknownToken && misnamed.first?.location?.file == "tessera.yml"
                && misnamed.first?.location?.line == 2)
        #expect(misnamed.first?.fixIt == "did you mean theme?")
        try expectRefused(F.only("requiredModes: { modifiers: 3 }"), line: 2)
    }

    // MARK: Naming

    @Test func naming() throws {
        let document = F.tokens([
            "color": ["textMuted": F.token("color", F.color("#777777")), "brand-blue": F.token("color", F.color("#0000ff"))],
            "space": ["sm": F.token("dimension", F.px(4)), "default": F.token("dimension", F.px(8))],
        ])
        let findings = F.lint(document, yaml: F.only("naming: { case: kebab, reserved: [default] }")).findings
        let wrongCase = findings.filter { $0.code == .nameNotInCase }
        #expect(wrongCase.map(\.tokenPath) == ["color.textMuted"])
        #expect(wrongCase.first?.fixIt == "rename it text-muted")
        #expect(findings.filter { $0.code == .reservedName }.map(\.tokenPath) == ["space.default"])
        // A group's own style: names in color must match the pattern.
        let grouped = F.lint(document, yaml: F.only("naming: { groups: { color: { pattern: \"^brand-\" } } }")).findings
        #expect(grouped.map(\.tokenPath) == ["color.textMuted"])
        #expect(F.lint(document, yaml: F.only("naming: { case: camel }")).findings.map(\.tokenPath) == ["color.brand-blue"])
        try expectRefused(F.only("naming: { case: upper }"), line: 2)
        try expectRefused(F.only("naming: { pattern: \"([a-z\" }"), line: 2)
    }

    @Test func caseConversion() {
        #expect(Linter.converted("Text Muted", to: .kebab) == "text-muted")
        #expect(Linter.converted("text-muted", to: .camel) == "textMuted")
        #expect(Linter.converted("textMuted2x", to: .snake) == "text_muted2x")
        #expect(Linter.converted("text_muted", to: .pascal) == "TextMuted")
        #expect(Linter.follows("100", .camel) && Linter.follows("2xl", .kebab) && !Linter.follows("Text", .kebab))
    }

    // MARK: Grid

    @Test func grid() throws {
        let document = F.tokens([
            "spacing": [
                "sm": F.token("dimension", F.px(6)), "md": F.token("dimension", F.px(8)),
                "lg": F.token("dimension", ["value": 1.5, "unit": "rem"]),
            ],
            "radius": ["sm": F.token("dimension", F.px(3))],
        ])
        let findings = F.lint(document, yaml: F.only("grid: warning")).findings
        #expect(findings.map(\.tokenPath) == ["spacing.sm"])
        #expect(findings.first?.code == .offGrid && findings.first?.fixIt == "use 4pt or 8pt")
        let radius = F.lint(document, yaml: F.only("grid: { step: 3, groups: [radius] }")).findings
        #expect(radius.isEmpty)
        let eight = F.lint(document, yaml: F.only("grid: { severity: error, step: 8, groups: [spacing, radius] }")).findings
        #expect(eight.map(\.tokenPath) == ["radius.sm", "spacing.sm"])
        #expect(eight.allSatisfy { $0.severity == .error })
        try expectRefused(F.only("grid: { step: -4 }"), line: 2)
        try expectRefused(F.only("grid: { groups: 4 }"), line: 2)
    }

    // MARK: Gamut

    @Test func gamut() throws {
        let document = F.tokens([
            "p3red": F.token("color", ["colorSpace": "display-p3", "components": [1, 0, 0]]),
            "red": F.token("color", F.color("#ff0000")),
            "rec": F.token("color", ["colorSpace": "rec2020", "components": [0, 1, 0]]),
        ])
        #expect(F.lint(document, yaml: F.only("gamut: warning")).findings.map(\.tokenPath) == ["rec"])
        let srgb = F.lint(document, yaml: F.only("gamut: { gamut: srgb }")).findings
        #expect(srgb.map(\.tokenPath) == ["p3red", "rec"])
        #expect(srgb.allSatisfy { $0.code == .outOfGamut })
        try expectRefused(F.only("gamut: { gamut: cmyk }"), line: 2)
    }

    // MARK: Minimum font size

    @Test func minimumFontSize() throws {
        func style(_ size: Double) -> [String: Any] {
            F.token(
                "typography",
                ["fontFamily": "Inter", "fontSize": F.px(size), "fontWeight": 400, "letterSpacing": F.px(0), "lineHeight": 1.2])
        }
        let document = F.tokens([
            "type": ["caption": style(10), "body": style(17)],
            "font-size": ["tiny": F.token("dimension", ["value": 0.5, "unit": "rem"]), "base": F.token("dimension", F.px(16))],
            "spacing": ["xs": F.token("dimension", F.px(2))],
        ])
        let findings = F.lint(document, yaml: F.only("minimumFontSize: warning")).findings
        #expect(findings.map(\.tokenPath) == ["font-size.tiny", "type.caption"])
        #expect(findings.first?.code == .fontSizeTooSmall)
        #expect(F.lint(document, yaml: F.only("minimumFontSize: { minimum: 8 }")).findings.isEmpty)
        try expectRefused(F.only("minimumFontSize: { minimum: big }"), line: 2)
    }

    // MARK: Deprecated references

    @Test func deprecatedReferences() throws {
        let document = F.tokens([
            "old": F.token("color", F.color("#123456"), deprecated: "use new"),
            "new": F.token("color", F.color("#654321")),
            "button": F.token("color", "{old}"),
            "legacy": F.token("color", "{old}", deprecated: true),
            "frame": F.token("border", ["color": "{old}", "width": F.px(1), "style": "solid"]),
            "fine": F.token("color", "{new}"),
        ])
        let findings = F.lint(document, yaml: F.only("deprecated: error")).findings
        #expect(Set(findings.compactMap(\.tokenPath)) == ["button", "frame"])
        #expect(findings.allSatisfy { $0.code == .deprecatedReference && $0.severity == .error && $0.message.contains("use new") })
        try expectRefused(F.only("deprecated: { replacement: new }"), line: 2)
    }

    // MARK: Unused primitives

    @Test func unusedPrimitives() throws {
        let document = F.tokens([
            "palette": ["blue": F.token("color", F.color("#0000ff")), "teal": F.token("color", F.color("#008080"))],
            "accent": F.token("color", "{palette.blue}"),
        ])
        // Off by default.
        #expect(F.lint(document, yaml: "lint:\n  gamut: off\n").findings.isEmpty)
        let findings = F.lint(document, yaml: F.only("unused: warning")).findings
        #expect(findings.map(\.tokenPath) == ["palette.teal"])
        #expect(findings.first?.code == .unusedToken)
        #expect(F.lint(document, yaml: F.only("unused: { groups: [palette] }")).findings.map(\.tokenPath) == ["palette.teal"])
        try expectRefused(F.only("unused: { groups: 5 }"), line: 2)
    }

    // MARK: Duplicate values

    @Test func duplicateValues() throws {
        let document = F.tokens([
            "space": ["md": F.token("dimension", F.px(8)), "eight": F.token("dimension", F.px(8)), "lg": F.token("dimension", F.px(12))],
            "other": ["md": F.token("dimension", F.px(8))],
        ])
        #expect(F.lint(document, yaml: "lint:\n  grid: off\n").findings.isEmpty)
        let findings = F.lint(document, yaml: F.only("duplicateValues: warning")).findings
        #expect(findings.count == 1 && findings.first?.code == .duplicateValue)
        #expect(findings.first?.notes.first?.tokenPath != nil)
        #expect(F.lint(document, yaml: F.only("duplicateValues: { groups: [other] }")).findings.isEmpty)
        try expectRefused(F.only("duplicateValues: { groups: [1, 2] }"), line: 2)
    }
}
