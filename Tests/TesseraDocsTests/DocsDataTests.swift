import Foundation
import Testing
import TesseraCodegen
import TesseraDiagnostics
import TesseraDiff
import TesseraDocs
import TesseraImport
import TesseraTokens

/// The data file: script-safe JSON, values per combination of the modifiers a token depends on.
@Suite struct DocsDataTests {
    @Test func textThatCouldEndAScriptIsEscaped() throws {
        let site = try DocsFixtures.site(DocsFixtures.hostileTokens)
        let data = site.data()
        #expect(!data.contains("</script"))
        #expect(!data.contains("<img"))
        #expect(!data.contains("\u{2028}"))
        #expect(data.contains(#"\u003cimg src=x onerror=alert(1)\u003e"#))
        // The data is a script assigning one JSON value, which reads back to the same strings.
        let json = try DocsFixtures.json(of: data)
        let tokens = try #require(json["tokens"] as? [[String: Any]])
        #expect(tokens.contains { ($0["n"] as? String) == "<img src=x onerror=alert(1)>" })
        #expect(tokens.contains { ($0["d"] as? String)?.contains("</script><script>alert(1)</script>\u{2028}") == true })
    }

    @Test func eachTokenHasOneValuePerCombinationOfItsModifiers() throws {
        let site = try DocsFixtures.acmeSite()
        let json = try DocsFixtures.json(of: site.data())
        let axes = try #require(json["axes"] as? [[String: Any]])
        let tokens = try #require(json["tokens"] as? [[String: Any]])
        #expect(tokens.count == site.table.matrix.tokens.count)
        for (index, token) in tokens.enumerated() {
            let values = try #require(token["v"] as? [Any])
            let dependencies = token["axes"] as? [Int] ?? []
            let expected = dependencies.reduce(1) { $0 * ((axes[$1]["contexts"] as? [String])?.count ?? 1) }
            #expect(values.count == expected, "\(token["id"] ?? index)")
        }
    }
}

/// Sites built from the example, a corpus and hostile fixtures, for the tests of this target.
enum DocsFixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Tokens whose names and descriptions hold markup, a script end and a line separator.
    static let hostileTokens = #"""
        {
          "<img src=x onerror=alert(1)>": {
            "$type": "color",
            "$value": "#ff0000",
            "$description": "</script><script>alert(1)</script>\u2028 \"quoted\" & <b>bold</b>",
            "$extensions": { "com.example": "<svg onload=alert(2)>" }
          },
          "safe": {
            "link": { "$type": "dimension", "$value": { "value": 8, "unit": "px" }, "$description": "<a href=\"https://example.com/x\">x</a>" },
            "font": { "$type": "fontFamily", "$value": ["\"></style><script>alert(3)</script>", "serif"] }
          }
        }
        """#

    static func site(_ tokens: String, diff: TokenDiff? = nil) throws -> DocsSite {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("hostile.tokens.json")
        try tokens.write(to: file, atomically: true, encoding: .utf8)
        return try site(paths: [file.path], diff: diff)
    }

    static func site(paths: [String], themeModifiers: Set<String> = [], diff: TokenDiff? = nil, lintFindings: [Diagnostic] = []) throws -> DocsSite {
        let diagnostics = DiagnosticEngine()
        let project = try #require(TokenProject.load(paths: paths, diagnostics: diagnostics))
        let table = try #require(ThemeTable.make(project: project, themeModifiers: themeModifiers))
        return DocsSite(
            title: (paths[0] as NSString).lastPathComponent, table: table, swiftOptions: SwiftGeneratorOptions(rootTypeName: "AcmeTokens"),
            lintFindings: lintFindings, diff: diff)
    }

    static var acmePath: String { root.appendingPathComponent("Examples/Acme/acme.resolver.json").path }

    static func acmeSite(diff: TokenDiff? = nil) throws -> DocsSite {
        try site(paths: [acmePath], themeModifiers: ["brand"], diff: diff)
    }

    /// The JSON object `tokens.js` assigns.
    static func json(of script: String) throws -> [String: Any] {
        let prefix = "window.TESSERA_DOCS = "
        #expect(script.hasPrefix(prefix) && script.hasSuffix(";\n"))
        let body = script.dropFirst(prefix.count).dropLast(2)
        return try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
    }
}
