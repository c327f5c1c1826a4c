import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import TesseraAudit
import TesseraConfiguration
import TesseraDiagnostics
import TesseraLint
import TesseraSyntax
import TesseraYAML

/// The pieces: constant folding, globs, `audit:` in tessera.yml, the baseline, SARIF, hostile sources.
@Suite struct AuditPartsTests {
    static func fold(_ text: String) -> Double? {
        let tree = Parser.parse(source: "let x = \(text)")
        let binding = tree.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first
        return binding?.initializer.flatMap { ConstantFolder.fold($0.value) }
    }

    @Test func literalArithmeticFoldsAndAnythingElseDoesNot() {
        #expect(Self.fold("124 / 255") == 124.0 / 255)
        #expect(Self.fold("2 + 3 * 4 - 6 / 2") == 11)
        #expect(Self.fold("-(8 * 2)") == -16)
        #expect(Self.fold("CGFloat(16)") == 16)
        #expect(Self.fold("0x01_7C") == 0x17C)
        #expect(Self.fold("1_000.5") == 1000.5)
        #expect(Self.fold("(((((4)))))") == 4)
        #expect(Self.fold("(hex >> 16) & 0xFF") == nil)
        #expect(Self.fold("value / 255") == nil)
        #expect(Self.fold("1 / 0") == nil)
        #expect(Self.fold("max(1, 2)") == nil)
    }

    @Test func globsMatchWithinAndAcrossFolders() {
        #expect(AuditGlob("**/*.swift").matches("View.swift"))
        #expect(AuditGlob("**/*.swift").matches("Feature/Views/View.swift"))
        #expect(!AuditGlob("*.swift").matches("Feature/View.json"))
        #expect(AuditGlob("*.swift").matches("Feature/View.swift"))
        #expect(AuditGlob("**/Generated/**").matches("App/Generated/Tokens.swift"))
        #expect(AuditGlob("**/Generated/**").matches("Generated/Tokens.swift"))
        #expect(!AuditGlob("Generated/*").matches("App/Generated/Tokens.swift"))
        #expect(AuditGlob("**/*Tests.swift").matches("Tests/ViewTests.swift"))
        #expect(AuditGlob("App/?iew.swift").matches("App/View.swift"))
        #expect(!AuditGlob("App/*.swift").matches("App/Sub/View.swift"))
        #expect(AuditGlob(String(repeating: "*", count: 200) + "x").matches(String(repeating: "a", count: 5000) + "x"))
    }

    static func read(_ yaml: String) -> (AuditConfiguration?, DiagnosticEngine) {
        let diagnostics = DiagnosticEngine()
        let file = SourceFile(path: "tessera.yml", text: yaml)
        let id = diagnostics.sources.register(file)
        let value = YAMLReader().read(file, id: id, diagnostics: diagnostics)?.objectValue?["audit"] ?? JSONValue(.null, at: .unknown)
        return (AuditConfiguration.read(value, diagnostics: diagnostics), diagnostics)
    }

    @Test func theAuditSectionIsReadWithLocatedErrors() throws {
        let (configuration, _) = Self.read("""
            audit:
              sources: [Sources/App]
              exclude: ["**/Generated/**"]
              kinds: [color, radius]
              thresholds: { nearColor: 3, maxFileSize: 1000 }
            """)
        let read = try #require(configuration)
        #expect(read.sources == ["Sources/App"] && read.kinds == [.color, .radius])
        #expect(read.nearColorThreshold == 3 && read.maxFileSize == 1000)
        #expect(read.includes("Views/Card.swift") && !read.includes("Generated/Tokens.swift") && !read.includes("Views/Card.json"))

        let (invalid, diagnostics) = Self.read("audit:\n  kind: [color]\n  kinds: [colour]\n  thresholds: { nearColor: -1 }\n")
        #expect(invalid == nil)
        let errors = diagnostics.diagnostics.filter { $0.code == .auditInvalidConfiguration }
        #expect(errors.count == 3, "\(diagnostics.diagnostics)")
        #expect(errors.first?.location?.line == 2 && errors.first?.fixIt == "did you mean kinds?")
        #expect(errors.dropFirst().first?.fixIt == "did you mean color?")
    }

    @Test func theBaselineRoundTripsAndLetsOnlyNewFindingsThrough() throws {
        let source = Array("""
            import SwiftUI
            let a = Color(red: 0, green: 0, blue: 0)
            let b = Color(red: 0, green: 0, blue: 0)
            let c = Text("x").padding(48)
            """.utf8)
        let audit = AuditFixture.auditor().audit(source, path: "A.swift")
        let pairs = zip(audit.findings, audit.diagnostics).map { (path: "A.swift", finding: $0, code: $1.code) }
        let baseline = AuditBaseline(findings: pairs)
        #expect(baseline.entries.count == 2 && baseline.entries.first?.count == 2)
        let decoded = try #require(AuditBaseline.decode(baseline.encoded()))
        #expect(decoded == baseline)
        #expect(baseline.encoded() == decoded.encoded())
        var filter = decoded.filter()
        var newOnes = 0
        for pair in pairs where filter.isNew(path: pair.path, code: pair.code, literal: pair.finding.literal.text) { newOnes += 1 }
        #expect(newOnes == 0)
        // A third black and the same value in another file are new; moved lines are not.
        let third = filter.isNew(path: "A.swift", code: .auditTokenValue, literal: "Color(red: 0, green: 0, blue: 0)")
        #expect(third)
        var fresh = decoded.filter()
        let elsewhere = fresh.isNew(path: "B.swift", code: .auditTokenValue, literal: "Color(red: 0, green: 0, blue: 0)")
        #expect(elsewhere)
        #expect(AuditBaseline.decode(Data("{\"entries\": 3}".utf8)) == nil)
    }

    @Test func sarifCarriesEveryFindingAsLintsDoes() throws {
        let audit = AuditFixture.auditor().audit(try AuditFixture.source("ProfileView.swift"), path: "App/ProfileView.swift")
        let text = SARIFWriter(toolVersion: "1.2.3").write(audit.diagnostics)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == audit.diagnostics.count && !results.isEmpty)
        for (result, diagnostic) in zip(results, audit.diagnostics) {
            #expect(result["ruleId"] as? String == diagnostic.code.rawValue)
            #expect(rules[try #require(result["ruleIndex"] as? Int)]["id"] as? String == diagnostic.code.rawValue)
            #expect(result["level"] as? String == "warning")
            let physical = try #require(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
            #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "App/ProfileView.swift")
            #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == diagnostic.location?.line)
            #expect((result["properties"] as? [String: Any])?["tokenPath"] as? String == diagnostic.tokenPath)
        }
    }

    @Test func hostileSourcesAreHandled() {
        let auditor = AuditFixture.auditor()
        // Deep nesting: parentheses, closures and arrays thousands deep.
        for deep in [
            "let x = Text(\"\").padding(" + String(repeating: "(", count: 5000) + "16" + String(repeating: ")", count: 5000) + ")",
            "let f = " + String(repeating: "{ ", count: 5000) + String(repeating: "} ", count: 5000),
            "let a = " + String(repeating: "[", count: 20000) + String(repeating: "]", count: 20000),
        ] {
            let audit = auditor.audit(Array(deep.utf8), path: "Deep.swift")
            #expect(!audit.audited && audit.diagnostics.map(\.code) == [.auditSourceSkipped], "\(audit.diagnostics)")
            #expect(audit.diagnostics.first?.message.contains("nest deeper than 128 levels") == true)
        }
        // Nesting as deep as real code gets is audited.
        let nested = "let x = Text(\"\").padding(" + String(repeating: "(", count: 60) + "16" + String(repeating: ")", count: 60) + ")"
        #expect(auditor.audit(Array(nested.utf8), path: "Nested.swift").findings.first?.match.tokenID == "space.md")
        // A huge literal: a 200,000-digit number and a sum of 50,000 terms.
        let digits = "let x = Text(\"\").padding(" + String(repeating: "9", count: 200_000) + ")"
        #expect(auditor.audit(Array(digits.utf8), path: "Huge.swift").findings.allSatisfy { if case .points = $0.literal.value { true } else { false } })
        let sum = "let x = Text(\"\").padding(" + Array(repeating: "1", count: 50_000).joined(separator: " + ") + ")"
        let summed = auditor.audit(Array(sum.utf8), path: "Sum.swift")
        #expect(summed.findings.first.map { $0.literal.value == .points(50_000) } ?? true)
        // Invalid UTF-8 and NUL bytes: skipped with a note.
        let invalid = auditor.audit([0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE, 0x0A], path: "Bad.swift")
        #expect(!invalid.audited && invalid.diagnostics.first?.code == .auditSourceSkipped)
        let binary = auditor.audit([0x00, 0x01, 0x02], path: "Binary.swift")
        #expect(!binary.audited && binary.diagnostics.first?.code == .auditSourceSkipped)
        // A file that does not parse: a located warning, no findings, never fixed.
        let broken = auditor.audit(Array("let a = Color(red: 0, green: 0, blue: 0)\nfunc (\n".utf8), path: "Broken.swift", fix: true)
        #expect(broken.diagnostics.first?.code == .auditSourceUnparsable && broken.diagnostics.first?.location?.line == 2)
        #expect(broken.findings.isEmpty && broken.fixedSource == nil)
    }
}
