import Foundation
import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraTokens
@testable import TesseraImport

/// A resolver document says the sets and modes; its sources may be files another tool wrote,
/// and each is read as that tool means it (a team keeps its Style Dictionary files and adds the
/// modes Style Dictionary cannot say).
@Suite struct ResolverSourceFormatTests {
    private let resolver = """
        { "version": "2025.10",
          "sets": { "base": { "sources": [ { "$ref": "tokens/base.json" } ] } },
          "modifiers": { "appearance": { "default": "light", "contexts": {
              "light": [ { "$ref": "tokens/light.json" } ],
              "dark": [ { "$ref": "tokens/dark.json" } ] } } },
          "resolutionOrder": [ { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/appearance" } ] }
        """

    private var styleDictionaryFiles: [String: String] {
        [
            "app.resolver.json": resolver,
            "tokens/base.json": """
                { "color": { "black": { "value": "#000000", "type": "color" },
                             "white": { "value": "#ffffff", "type": "color" } },
                  "time": { "fade": { "value": "0.2", "unit": "s" } },
                  "size": { "full": { "value": "100%" } } }
                """,
            "tokens/light.json": """
                { "color": { "canvas": { "value": "{color.white.value}", "type": "color" },
                             "ink": { "value": "{color.black}", "type": "color" } },
                  "size": { "panel": { "value": "{size.full}" } } }
                """,
            "tokens/dark.json": """
                { "color": { "canvas": { "value": "{color.black.value}", "type": "color" },
                             "ink": { "value": "{color.white}", "type": "color" } },
                  "size": { "panel": { "value": "{size.full}" } } }
                """,
        ]
    }

    @Test func styleDictionarySourcesAreReadAsStyleDictionaryInEveryContext() {
        for (context, canvas) in [("light", 1.0), ("dark", 0.0)] {
            let result = resolveFiles(styleDictionaryFiles, entry: "app.resolver.json", input: ["appearance": context])
            #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
            #expect(result.permutations.count == 2)
            // `.value` references, untyped and unit-bearing values read as Style Dictionary reads them.
            #expect(srgb(result["color.canvas"]) == [canvas, canvas, canvas])
            #expect(srgb(result["color.ink"]) == [1 - canvas, 1 - canvas, 1 - canvas])
            #expect(result["time.fade"] == .duration(DurationValue(0.2, .s)))
            // A percentage has no Swift meaning: left out once, and the token that refers to it names it.
            #expect(result.tokens["size.full"] == nil && result.tokens["size.panel"] == nil)
            #expect(result.all(.leftOutReference).map(\.tokenPath) == ["size.panel"])
            #expect(result.all(.leftOutReference).first?.message.contains("size.full") == true)
        }
    }

    @Test func sourcesReadAsDTCGWhenTheFormatIsGiven() {
        // `--from dtcg` keeps the strict reading: `value` without `$` is no token there.
        let result = resolveFiles(styleDictionaryFiles, entry: "app.resolver.json", format: .dtcg)
        #expect(!result.errors.isEmpty)
        #expect(result.tokens["color.canvas"] == nil)
    }

    @Test func tokensStudioSourcesAreReadAsTokensStudio() {
        let result = resolveFiles([
            "app.resolver.json": resolver,
            "tokens/base.json": """
                { "space": { "base": { "value": "4", "type": "spacing" } },
                  "font": { "body": { "value": "16", "type": "fontSizes" } } }
                """,
            "tokens/light.json": #"{ "space": { "gap": { "value": "{space.base} * 2", "type": "spacing" } } }"#,
            "tokens/dark.json": #"{ "space": { "gap": { "value": "{space.base} * 3", "type": "spacing" } } }"#,
        ], entry: "app.resolver.json", input: ["appearance": "dark"])
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["space.gap"] == .dimension(DimensionValue(12, .px)))
        #expect(result["font.body"] == .dimension(DimensionValue(16, .px)))
    }
}
