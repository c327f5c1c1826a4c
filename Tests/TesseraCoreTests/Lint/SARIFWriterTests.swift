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

@Suite struct SARIFWriterTests {
    @Test func carriesTheRequiredFieldsAndOneResultPerDiagnostic() throws {
        let outcome = LintFixture.lint(LintContrastTests.themed, yaml: LintContrastTests.pairYAML)
        let diagnostics = outcome.findings + [Diagnostic(severity: .warning, code: .legacyValue, message: "no location")]
        let text = SARIFWriter(toolVersion: "1.2.3").write(diagnostics)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif") == true)
        let runs = try #require(log["runs"] as? [[String: Any]])
        try #require(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "tessera")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == diagnostics.count)
        for (result, diagnostic) in zip(results, diagnostics) {
            #expect(result["ruleId"] as? String == diagnostic.code.rawValue)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == diagnostic.code.rawValue)
            #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            if let location = diagnostic.location {
                let physical = try #require(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
                #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == location.file)
                #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == location.line)
            } else {
                #expect(result["locations"] == nil)
            }
        }
        // Code scanning shows only results with a location: a fallback file gives one.
        let placed = SARIFWriter(toolVersion: "1", fallbackFile: "tessera.yml").write([diagnostics[diagnostics.count - 1]])
        #expect(placed.contains("\"uri\" : \"tessera.yml\""), "\(placed)")
        let contrast = try #require(results.first { $0["ruleId"] as? String == "TS0910" })
        #expect((contrast["properties"] as? [String: Any])?["input"] as? [String: String] == ["theme": "dark", "contrast": "standard"])
    }

    @Test func pathsBecomeRelativeURIs() {
        #expect(SARIFWriter.uri("./tokens/my colors.json") == "tokens/my%20colors.json")
        #expect(SARIFWriter.uri("/abs/a.json") == "file:///abs/a.json")
    }
}
