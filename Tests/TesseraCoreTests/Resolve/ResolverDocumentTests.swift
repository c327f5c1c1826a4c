import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// The resolver module: sets, modifiers, inputs, merge order and permutations.
@Suite struct ResolverDocumentTests {
    static let files: [String: String] = [
        "app.resolver.json": """
            {
              "version": "2025.10",
              "sets": {
                "base": { "sources": [{ "$ref": "base.json" }] },
                "spare": { "sources": [{ "extra": { "token": { "$type": "number", "$value": 9 } } }] }
              },
              "modifiers": {
                "theme": {
                  "contexts": { "light": [{ "$ref": "light.json" }], "dark": [{ "$ref": "dark.json" }] },
                  "default": "light"
                },
                "density": {
                  "contexts": { "regular": [], "compact": [{ "space": { "$type": "number", "gap": { "$value": 4 } } }] }
                }
              },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/density" }]
            }
            """,
        "base.json": """
            { "palette": { "$type": "color",
                "white": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
                "black": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } },
              "space": { "$type": "number", "gap": { "$value": 8 } },
              "button": { "text": { "$value": "{color.text}" } } }
            """,
        "light.json": #"{ "color": { "$type": "color", "text": { "$value": "{palette.black}" } } }"#,
        "dark.json": #"{ "color": { "$type": "color", "text": { "$value": "{palette.white}" } } }"#,
    ]

    @Test func permutationsAreTheProductOfContexts() {
        let result = resolveFiles(Self.files, entry: "app.resolver.json", input: ["density": "regular"])
        #expect(result.permutations.map(\.description) == [
            "theme=light, density=regular", "theme=light, density=compact",
            "theme=dark, density=regular", "theme=dark, density=compact",
        ])
    }

    /// A repository given as a folder whose one resolver document sits deeper, beside the files it
    /// names (`src/tokens/main.resolver.json`, as a Terrazzo project keeps it): the resolver says how
    /// the files combine, so its modes stay modes instead of overriding each other as one set.
    static let repository: [String: String] = [
        "repo/src/tokens/main.resolver.json": """
            { "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
              "modifiers": { "theme": { "default": "light",
                "contexts": { "light": [{ "$ref": "theme/light.tokens.json" }], "dark": [{ "$ref": "theme/dark.tokens.json" }] } } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }] }
            """,
        "repo/src/tokens/base.tokens.json": """
            { "palette": { "$type": "color",
                "white": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
                "black": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } },
              "size": { "$type": "dimension", "full": { "$value": { "value": 100, "unit": "vw" } } } }
            """,
        "repo/src/tokens/theme/light.tokens.json": #"{ "color": { "$type": "color", "text": { "$value": "{palette.black}" } }, "panel": { "$type": "dimension", "$value": "{size.full}" } }"#,
        "repo/src/tokens/theme/dark.tokens.json": #"{ "color": { "$type": "color", "text": { "$value": "{palette.white}" } } }"#,
    ]

    @Test func aFolderIsReadThroughTheOneResolverThatHoldsItsFiles() {
        let light = resolveFiles(Self.repository, entry: "repo")
        let dark = resolveFiles(Self.repository, entry: "repo", input: ["theme": "dark"])
        #expect(light.errors.isEmpty && dark.errors.isEmpty, "\(light.errors.map(\.message))")
        #expect(light.permutations.map(\.description) == ["theme=light", "theme=dark"])
        #expect(srgb(light["color.text"]) == [0, 0, 0])
        #expect(srgb(dark["color.text"]) == [1, 1, 1])
        #expect(light.all(.filesRedefineTokens).isEmpty, "no file overrides another as one set")
        // Rule 1 still holds through the resolver: a viewport size is left out, and what refers to it.
        #expect(light["size.full"] == nil && light["panel"] == nil)
        #expect(light.all(.leftOutReference).compactMap(\.tokenPath) == ["panel"])
    }

    @Test func aResolverBesideOnlySomeOfTheFilesLeavesTheFolderAsTokenFiles() {
        var files = Self.repository
        files["repo/tokens/brand.tokens.json"] = #"{ "brand": { "$type": "number", "$value": 3 } }"#
        let result = resolveFiles(files, entry: "repo")
        #expect(result.permutations.count == 1, "the files are one set, the resolver is not theirs")
        #expect(result["brand"] == .number(3))
        #expect(!result.all(.filesRedefineTokens).isEmpty, "light and dark override each other, as the folder's files")
    }

    @Test func aliasesResolveAfterTheMerge() {
        let light = resolveFiles(Self.files, entry: "app.resolver.json", input: ["density": "regular"])
        let dark = resolveFiles(Self.files, entry: "app.resolver.json", input: ["theme": "dark", "density": "compact"])
        #expect(light.errors.isEmpty && dark.errors.isEmpty)
        #expect(srgb(light["button.text"]) == [0, 0, 0])
        #expect(srgb(dark["button.text"]) == [1, 1, 1])
        #expect(light["space.gap"] == .number(8))
        #expect(dark["space.gap"] == .number(4), "a later source replaces the token")
        #expect(light.tokens["extra.token"] == nil, "a set outside resolutionOrder contributes nothing")
    }

    @Test func contextsMatchCaseInsensitively() {
        let result = resolveFiles(Self.files, entry: "app.resolver.json", input: ["theme": "DARK", "density": "Compact"])
        #expect(result.errors.isEmpty)
        #expect(srgb(result["button.text"]) == [1, 1, 1])
    }

    @Test func inputsAreValidated() {
        let unknownModifier = resolveFiles(Self.files, entry: "app.resolver.json", input: ["mood": "x", "density": "regular"])
        #expect(unknownModifier.first(.unknownModifier)?.message.contains("theme, density") == true)
        let unknownContext = resolveFiles(Self.files, entry: "app.resolver.json", input: ["theme": "sepia", "density": "regular"])
        #expect(unknownContext.first(.unknownContext)?.message.contains("light, dark") == true)
        let missing = resolveFiles(Self.files, entry: "app.resolver.json")
        #expect(missing.first(.missingInput)?.message.contains("density") == true)
    }

    @Test func brokenReferenceSaysWhereTheTokenIs() throws {
        var files = Self.files
        files["base.json"] = #"{ "use": { "$value": "{extra.token}" } }"#
        files["light.json"] = "{}"
        let result = resolveFiles(files, entry: "app.resolver.json", input: ["density": "regular"])
        let error = try #require(result.first(.unresolvedReference))
        // The token exists in the files, so the error never says there is none.
        #expect(error.message == "reference {extra.token} does not resolve: extra.token is not in the sources merged here")
        #expect(error.notes.contains { $0.message.contains("set \"spare\", which resolutionOrder does not use") })
        #expect(error.notes.contains { $0.message.hasPrefix("looked in the 2 sources merged for theme=light, density=regular") })
    }

    @Test func tokenOnlyInAnotherContextIsNamed() throws {
        let files = [
            "r.resolver.json": """
                { "version": "2025.10",
                  "modifiers": { "mode": { "contexts": {
                      "a": [{ "only": { "in": { "a": { "$type": "number", "$value": 1 } } } }],
                      "b": [{ "use": { "$type": "number", "$value": "{only.in.a}" } }] }, "default": "a" } },
                  "resolutionOrder": [{ "$ref": "#/modifiers/mode" }] }
                """
        ]
        let result = resolveFiles(files, input: ["mode": "b"])
        let error = try #require(result.first(.unresolvedReference))
        #expect(error.notes.contains { $0.message.contains("context \"a\" of modifier \"mode\"") })
    }

    @Test func inlineItemsAndSetReferencesInContexts() {
        let files = [
            "r.resolver.json": """
                { "version": "2025.10",
                  "sets": { "shared": { "sources": [{ "n": { "$type": "number", "$value": 1 } }] } },
                  "resolutionOrder": [
                    { "type": "set", "name": "inline", "sources": [{ "m": { "$type": "number", "$value": 2 } }] },
                    { "type": "modifier", "name": "size", "default": "s",
                      "contexts": { "s": [{ "$ref": "#/sets/shared" }], "l": [{ "$ref": "#/sets/shared" }, { "n": { "$type": "number", "$value": 3 } }] } }
                  ] }
                """
        ]
        let small = resolveFiles(files)
        let large = resolveFiles(files, input: ["size": "l"])
        #expect(small.errors.isEmpty, "\(small.errors.map(\.message))")
        #expect(small["m"] == .number(2) && small["n"] == .number(1))
        #expect(large["n"] == .number(3))
    }

    @Test func setCycleIsAnError() {
        let files = [
            "r.resolver.json": """
                { "version": "2025.10",
                  "sets": { "a": { "sources": [{ "$ref": "#/sets/b" }] }, "b": { "sources": [{ "$ref": "#/sets/a" }] } },
                  "resolutionOrder": [{ "$ref": "#/sets/a" }] }
                """
        ]
        #expect(resolveFiles(files).first(.resolverReferenceCycle) != nil)
    }

    @Test func legacyModeExtensionBecomesAModifier() {
        let files = [
            "t.json": """
                { "bg": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1] },
                    "$extensions": { "mode": { "dark": { "colorSpace": "srgb", "components": [0, 0, 0] } } } } }
                """
        ]
        let base = resolveFiles(files)
        let dark = resolveFiles(files, input: ["mode": "dark"])
        #expect(base.first(.legacyModeExtension) != nil)
        #expect(base.permutations.map(\.description) == ["mode=.", "mode=dark"])
        #expect(srgb(base["bg"]) == [1, 1, 1])
        #expect(srgb(dark["bg"]) == [0, 0, 0])
    }

    @Test func yamlResolverAndTokenFiles() {
        let files = [
            "r.resolver.yml": """
                version: "2025.10"
                resolutionOrder:
                  - $ref: "#/sets/base"
                sets:
                  base:
                    sources:
                      - $ref: tokens.yml
                """,
            "tokens.yml": """
                space:
                  $type: dimension
                  1:
                    $value: { value: 4, unit: px }
                  2:
                    $value: "{space.1}"
                """,
        ]
        let result = resolveFiles(files)
        #expect(result.errors.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result["space.2"] == .dimension(DimensionValue(4, .px)))
    }

    @Test func checkCountsWhatResolveReturns() throws {
        let diagnostics = DiagnosticEngine()
        let project = try #require(
            TokenProject.load(
                paths: ["app.resolver.json"], diagnostics: diagnostics, fileSystem: InMemoryFileSystem(files: Self.files)))
        for input in project.permutations() {
            #expect(project.check(input) == project.resolve(input).tokens.count, "\(input)")
        }
    }
}
