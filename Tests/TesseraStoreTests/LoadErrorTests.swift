import Foundation
import Testing
import TesseraDiagnostics
import TesseraSyntax
import TesseraYAML
import TesseraTokens
import TesseraImport
import TesseraConvert
import TesseraStore

/// Tokens with errors give no snapshot, and the diagnostics say where and why.
@Suite struct LoadErrorTests {
    @Test func aCycleIsALoadTimeError() throws {
        let result = StoreFixtures.load([
            "tokens.json": """
            { "theme": { "a": { "$type": "color", "$value": "{theme.b}" },
                         "b": { "$type": "color", "$value": "{theme.a}" } } }
            """
        ])
        #expect(result.snapshot == nil)
        let cycle = try #require(result.errors.first { $0.code == .referenceCycle })
        #expect(cycle.location?.file == "tokens.json")
        #expect(cycle.location?.line == 1)
        #expect(cycle.tokenPath == "theme.a" || cycle.tokenPath == "theme.b")
    }

    @Test func aBrokenReferenceIsAnErrorWithASuggestion() throws {
        let result = StoreFixtures.load([
            "tokens.json": #"{ "theme": { "highlight": { "$type": "color", "$value": "{Accent.accent-60}" } } }"#,
            "colors.json": """
            { "Accent": {
                "accent-600": { "$type": "color", "$value": "#017cff" } } }
            """,
        ])
        #expect(result.snapshot == nil)
        let broken = try #require(result.errors.first { $0.code == .unresolvedReference })
        #expect(broken.location?.file == "tokens.json")
        #expect(broken.tokenPath == "theme.highlight")
        #expect(broken.fixIt == "replace with {Accent.accent-600}")
    }

    @Test func badJSONIsAnErrorAtItsLineAndColumn() throws {
        let result = StoreFixtures.load(["tokens.json": "{\n  \"theme\": { \"a\": { \"$value\": #fff } }\n}"])
        #expect(result.snapshot == nil)
        let syntax = try #require(result.errors.first)
        #expect(syntax.code == .jsonSyntax)
        #expect(syntax.location?.file == "tokens.json")
        #expect(syntax.location?.line == 2)
        #expect(syntax.location?.column == 31)
    }

    @Test func aMissingBundleResourceIsAnError() throws {
        let result = TokenStoreSnapshot.load(bundle: .module, resource: "NoSuchTokens", withExtension: "json")
        #expect(result.snapshot == nil)
        let missing = try #require(result.errors.first)
        #expect(missing.code == .storeResourceMissing)
        #expect(missing.message.contains("NoSuchTokens.json"))
    }

    @Test func aMissingFileIsAnError() throws {
        let result = TokenStoreSnapshot.load(contentsOf: URL(fileURLWithPath: "/nonexistent/tokens.json"))
        #expect(result.snapshot == nil)
        #expect(result.errors.map(\.code) == [.fileUnreadable])
    }

    /// The store links no YAML parser: a YAML file is refused with its own code, not misread as JSON.
    @Test func aYAMLFileIsRefusedWithAFix() throws {
        let result = TokenStoreSnapshot.load(files: ["tokens.yml": Data("size:\n  $type: number\n  $value: 4\n".utf8)])
        #expect(result.snapshot == nil)
        #expect(result.errors.map(\.code) == [.yamlNotRead])
        #expect(result.errors.first?.location?.file == "tokens.yml")
        #expect(result.errors.first?.location?.line == 1)
        #expect(result.errors.first?.fixIt?.contains("tessera convert") == true)
        // The same tokens as JSON load.
        let json = TokenStoreSnapshot.load(files: ["tokens.json": Data(#"{"size": {"$type": "number", "$value": 4}}"#.utf8)])
        #expect(json.snapshot?.number(path: "size") == 4)
    }
}
