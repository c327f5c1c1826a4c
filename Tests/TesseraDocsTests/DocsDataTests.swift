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

    /// What an importer notes for reading (the px Tokens Studio's `"64"` spacing was given) is not shown
    /// as the token's extensions; the token's own extensions are.
    @Test func extensionsAreTheTokensOwnNotTheImportersNotes() throws {
        let site = try DocsFixtures.site(
            #"{ "global": { "spacing": { "12": { "value": "64", "type": "spacing" } }, "radius": { "value": "{global.spacing.12}px", "type": "borderRadius", "$extensions": { "com.example": { "role": "card" } } } } }"#)
        let tokens = try #require(try DocsFixtures.json(of: site.data())["tokens"] as? [[String: Any]])
        let spacing = try #require(tokens.first { $0["id"] as? String == "global.spacing.12" })
        #expect(spacing["ext"] == nil, "\(spacing["ext"] ?? "")")
        let radius = try #require(tokens.first { $0["id"] as? String == "global.radius" })
        #expect((radius["ext"] as? String)?.contains("com.example") == true)
        #expect(!site.data().contains("com.tessera.unitAdded"))
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

extension DocsDataTests {
    @Test func aliasChainsSwiftNamesDeprecationsAndSpringsComeFromTheirStages() throws {
        let site = try DocsFixtures.acmeSite()
        let json = try DocsFixtures.json(of: site.data())
        let tokens = try #require(json["tokens"] as? [[String: Any]])
        func token(_ id: String) throws -> [String: Any] { try #require(tokens.first { $0["id"] as? String == id }) }
        // The chain follows the alias in each combination of the modifiers the token depends on (brand × appearance).
        let accent = try token("color.accent.default")
        #expect(accent["axes"] as? [Int] == [0, 1])
        let chains = try #require(accent["al"] as? [[String]])
        #expect(chains.count == 8 && chains[0] == ["palette.brand.600"] && chains[1] == ["palette.brand.400"])
        let matrix = site.table.matrix
        let index = try #require(matrix.index(ofToken: "color.accent.default"))
        var dark = matrix.defaultSelection
        dark[1] = 1
        #expect(matrix.token(at: index, in: dark)?.aliasOf == chains[1].first)
        // The member path is the generator's, keywords escaped as in the generated file.
        #expect(accent["sw"] as? String == "color.accent.`default`")
        let generated = try String(contentsOf: DocsFixtures.root.appendingPathComponent("Tests/GeneratedCodeTests/Generated/AcmeTokens.swift"), encoding: .utf8)
        #expect(generated.contains("public var `default`: AdaptiveColor"))
        #expect(json["themeNames"] as? [String] == ["acme", "globex"])
        // Deprecated tokens carry their message (empty when none is given); springs their sampled easing.
        #expect(try token("card.shadow")["dep"] as? String == "")
        let spring = try #require(try token("transition.expand")["spring"] as? [String: Any])
        #expect((spring["ease"] as? String)?.hasPrefix("linear(0, ") == true)
        #expect(try token("transition.press")["spring"] == nil)
    }

    @Test func contrastFindingsAreListedOnBothTokensOfThePair() throws {
        let finding = Diagnostic(
            severity: .error, code: .lowContrast, message: "text (#999999) on surface (#ffffff) has contrast 2.84:1", location: nil,
            tokenPath: "color.text.primary", notes: [Diagnostic.Note(message: "the background", location: nil, tokenPath: "color.background.primary")],
            fixIt: nil, input: ["appearance": "dark"])
        let other = Diagnostic(severity: .warning, code: .offGrid, message: "off grid", location: nil, tokenPath: "space.inset-md", notes: [], fixIt: nil, input: nil)
        let site = try DocsFixtures.site(paths: [DocsFixtures.acmePath], themeModifiers: ["brand"], lintFindings: [finding, other])
        let tokens = try #require(try DocsFixtures.json(of: site.data())["tokens"] as? [[String: Any]])
        let withFindings = tokens.filter { $0["lint"] != nil }.compactMap { $0["id"] as? String }
        #expect(withFindings == ["color.background.primary", "color.text.primary"])
        let listed = try #require(tokens.first { $0["id"] as? String == "color.text.primary" }?["lint"] as? [[String: Any]])
        #expect(listed.first?["input"] as? [String: String] == ["appearance": "dark"])
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
