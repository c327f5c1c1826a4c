import Foundation
import SwiftParser
import SwiftSyntax
import Testing
import TesseraConfiguration
import TesseraAudit
import TesseraCodegen
import TesseraDiagnostics
import TesseraImport
import TesseraTokens

/// Acceptance 1 and 2: every style literal of the seed-shaped fixtures found at its line with the right
/// token (or reported without one), nothing for the literals around them; `--fix` output that parses,
/// changes nothing else, and leaves no exact match behind.
@Suite struct AuditFixtureTests {
    @Test(arguments: AuditFixture.appFiles)
    func everyStyleLiteralIsFoundWithItsToken(file: String) throws {
        let bytes = try AuditFixture.source(file)
        let audit = AuditFixture.auditor().audit(bytes, path: file)
        #expect(audit.audited)
        let expected = AuditFixture.expectations(in: String(decoding: bytes, as: UTF8.self))
        let found = AuditFixture.found(audit)
        #expect(!expected.isEmpty)
        let missing = expected.subtracting(found).sorted { $0.line < $1.line }
        let unexpected = found.subtracting(expected).sorted { $0.line < $1.line }
        #expect(missing.isEmpty, "\(file): not found \(missing)")
        #expect(unexpected.isEmpty, "\(file): reported but not expected \(unexpected)")
    }

    @Test func messagesNameTheValueTheTokenAndTheGeneratedAPI() throws {
        let audit = AuditFixture.auditor().audit(try AuditFixture.source("AppTheming.swift"), path: "AppTheming.swift")
        let accent = try #require(audit.diagnostics.first { $0.message.contains("#017CFF") })
        #expect(accent.message == "hard-coded color #017CFF is the token palette.accent.600", "\(accent.message)")
        #expect(accent.severity == .warning)
        #expect(accent.fixIt?.hasPrefix("replace with UIColor(token: Tokens.default.palette.accent.") == true, "\(accent.fixIt ?? "")")
        #expect(accent.location?.line == 12 && accent.location?.column == 34, "\(String(describing: accent.location))")
        let partner = try #require(audit.diagnostics.first { $0.message.contains("#123456") })
        #expect(partner.code == .auditNoTokenValue && partner.message.hasSuffix("no token has this value"))
    }

    @Test func anExactMatchNamesTheAliasThatVariesWithTheModifiers() throws {
        let audit = AuditFixture.auditor().audit(try AuditFixture.source("NyxStyle.swift"), path: "NyxStyle.swift")
        let black = try #require(audit.findings.first { $0.match.tokenID == "palette.black" })
        #expect(black.match.quality == .exact)
        let alternative = try #require(black.match.varyingAlternative)
        #expect(["color.surface", "color.text.primary"].contains(alternative.id))
        #expect(alternative.input.keys.contains("appearance"))
    }

    @Test func aValueOfSomePermutationsOnlyIsAPartialMatchWithItsInput() throws {
        // No palette: white is color.surface in light only.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func color(_ value: Double) -> String { "{ \"colorSpace\": \"srgb\", \"components\": [\(value), \(value), \(value)] }" }
        try """
            { "version": "2025.10", "sets": { "base": { "sources": [{ "size": { "$type": "number", "$value": 2 } }] } },
              "modifiers": { "appearance": { "default": "light", "contexts": {
                "light": [{ "color": { "$type": "color", "surface": { "$value": \(color(1)) } } }],
                "dark": [{ "color": { "$type": "color", "surface": { "$value": \(color(0)) } } }] } } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/appearance" }] }
            """.write(to: folder.appendingPathComponent("themed.resolver.json"), atomically: true, encoding: .utf8)
        let diagnostics = DiagnosticEngine()
        let project = try #require(
            TokenProject.load(paths: [folder.appendingPathComponent("themed.resolver.json").path], options: ReadingOptions(), format: nil, diagnostics: diagnostics),
            "\(diagnostics.diagnostics)")
        let matrix = try #require(ThemeMatrix.build(project))
        let catalog = TokenCatalog(matrix: matrix, memberPaths: SwiftGenerator.memberPaths(of: matrix.tokens, rootTypeName: "Tokens"), rootTypeName: "Tokens")
        let auditor = SwiftAuditor(matcher: TokenMatcher(catalog: catalog))
        let audit = auditor.audit(Array("let a = Color(white: 1)\nlet b = Color(white: 0.99)\n".utf8), path: "A.swift", fix: true)
        let partial = try #require(audit.diagnostics.first)
        #expect(partial.code == .auditTokenValueInSomePermutations)
        #expect(partial.message == "hard-coded color #FFFFFF is the token color.surface in appearance=light, not in appearance=dark", "\(partial.message)")
        #expect(partial.input == ["appearance": "light"])
        #expect(partial.fixIt == "use Tokens.default.color.surface if the value should change with appearance")
        // Near: 0.99 white is within ΔE2000 2 of the light surface.
        #expect(audit.diagnostics.last?.code == .auditNearTokenValue, "\(audit.diagnostics)")
        // Neither is rewritten.
        #expect(audit.fixedSource == nil)
    }

    @Test(arguments: AuditFixture.appFiles)
    func fixParsesChangesNothingElseAndASecondRunFindsNoExactMatch(file: String) throws {
        let original = try AuditFixture.source(file)
        let auditor = AuditFixture.auditor()
        let first = auditor.audit(original, path: file, fix: true)
        let fixed = try #require(first.fixedSource, "\(file): nothing was fixed")
        let tree = fixed.withUnsafeBufferPointer { Parser.parse(source: $0) }
        #expect(!tree.hasError)
        // Lines without an exact match are byte for byte the same.
        let exactLines = Set(first.findings.filter { $0.replacement != nil }.map(\.location.line))
        let before = String(decoding: original, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        // The imports the replacements need are added after the file's own; nothing else is.
        let added = ["import TesseraTheme", "import TesseraSwiftUI", "import TesseraUIKit"].filter { !before.contains(Substring($0)) }
        let fixedLines = String(decoding: fixed, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(fixedLines.contains("import TesseraTheme"))
        let after = fixedLines.filter { !added.contains(String($0)) }
        #expect(before.count == after.count)
        for (index, (old, new)) in zip(before, after).enumerated() where !exactLines.contains(index + 1) {
            #expect(old == new, "\(file):\(index + 1) changed: \(new)")
        }
        // Every exact match had a replacement, and none is left; the other findings stay.
        let second = auditor.audit(fixed, path: file, fix: true)
        #expect(second.findings.filter { $0.match.quality == .exact }.isEmpty, "\(second.diagnostics.map(\.message))")
        #expect(second.fixedSource == nil, "a second --fix changed \(file) again")
        #expect(second.findings.count == first.findings.count - first.findings.count { $0.replacement != nil })
        #expect(second.tokenUses >= first.findings.count { $0.replacement != nil })
    }

    @Test func ignoreCommentsAndKindsScopeTheAudit() throws {
        let source = Array("""
            import SwiftUI
            let a = Color(red: 0, green: 0, blue: 0) // tessera:ignore
            let b = Color(red: 0, green: 0, blue: 0)
            /* tessera:ignore */ let c = Color(red: 1, green: 1, blue: 1)
            let d = Text("x").padding(16)
            """.utf8)
        let all = AuditFixture.auditor().audit(source, path: "A.swift")
        #expect(all.findings.map(\.location.line) == [3, 5])
        let colorsOnly = AuditFixture.auditor(kinds: [.color]).audit(source, path: "A.swift")
        #expect(colorsOnly.findings.map(\.location.line) == [3])
    }

    @Test func theSummaryCountsTokenUsesAgainstHardCodedValues() throws {
        let source = Array("""
            import SwiftUI
            let a = Color(token: Tokens.default.palette.black.defaultValue)
            let b = Tokens.default.space.md.defaultValue.points
            let c = Color(red: 0, green: 0, blue: 0)
            """.utf8)
        let audit = AuditFixture.auditor().audit(source, path: "A.swift")
        var summary = AuditSummary()
        summary.add(audit, findings: audit.findings)
        #expect(summary.total.tokenUses == 2 && summary.total.hardCoded == 1 && summary.total.exact == 1)
        #expect(summary.files.first?.adoption == 2.0 / 3.0)
        #expect(summary.text.contains("A.swift: 2 token uses, 1 hard-coded"), "\(summary.text)")
    }
}
