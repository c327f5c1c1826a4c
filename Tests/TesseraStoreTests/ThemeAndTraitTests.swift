import Testing
import TesseraDiagnostics
import TesseraSyntax
import TesseraYAML
import TesseraTokens
import TesseraImport
import TesseraConvert
import TesseraStore
import TesseraTheme

/// Modifiers split into app-chosen themes and device traits, in a resolver document held in memory.
@Suite struct ThemeAndTraitTests {
    static let files: [String: String] = [
        "app.resolver.json": """
        { "version": "2025.10",
          "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
          "modifiers": {
            "brand": { "contexts": { "north": [{ "$ref": "north.json" }], "south": [{ "$ref": "south.json" }] }, "default": "north" },
            "appearance": { "contexts": { "light": [{ "$ref": "light.json" }], "dark": [{ "$ref": "dark.json" }] }, "default": "light" }
          },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/brand" }, { "$ref": "#/modifiers/appearance" }] }
        """,
        "base.json": #"{ "size": { "$type": "dimension", "gap": { "$value": { "value": 8, "unit": "px" } } } }"#,
        "north.json": ##"{ "brand": { "$type": "color", "primary": { "$value": "#112233" } } }"##,
        "south.json": ##"""
        { "brand": { "$type": "color", "primary": { "$value": "#445566" },
                     "promo": { "$value": "#ff8800" } } }
        """##,
        "light.json": ##"{ "surface": { "$type": "color", "$value": "#ffffff" } }"##,
        "dark.json": ##"{ "surface": { "$type": "color", "$value": "#000000" } }"##,
    ]

    @Test func brandsAreThemesAndAppearanceIsATrait() throws {
        let result = StoreFixtures.load(Self.files)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        let north = try #require(result.snapshot)
        #expect(north.themeNames == ["north", "south"])
        let south = try #require(north.theme(named: "south"))
        #expect(north.color(path: "brand.primary").hexString == "#112233")
        #expect(south.color(path: "brand.primary").hexString == "#445566")
        #expect(north.color(path: "surface", for: TokenTraits(colorScheme: .dark)).hexString == "#000000")
        #expect(south.color(path: "surface", for: TokenTraits(colorScheme: .light)).hexString == "#ffffff")
        #expect(north.dimension(path: "size/gap").points == 8)
    }

    @Test func increasedContrastWithoutAHighContrastContextKeepsTheAppearance() throws {
        let north = try #require(StoreFixtures.load(Self.files).snapshot)
        let darkIncreased = TokenTraits(colorScheme: .dark, contrast: .increased)
        #expect(north.color(path: "surface", for: darkIncreased).hexString == "#000000")
        #expect(north.color(path: "surface", for: TokenTraits(contrast: .increased)).hexString == "#ffffff")
    }

    @Test func aTokenOnlyAnotherThemeDefinesFallsBackWithItsThemesNamed() throws {
        let recorder = ProblemRecorder()
        let north = try #require(StoreFixtures.load(Self.files, options: TokenStoreOptions(onLookupProblem: recorder.handler)).snapshot)
        #expect(north.theme(named: "south")?.color(path: "brand/promo").hexString == "#ff8800")
        #expect(north.color(path: "brand/promo") == TokenStoreFallback.color)
        let problem = try #require(recorder.diagnostics.first)
        #expect(recorder.diagnostics.count == 1)
        #expect(problem.code == .storeTokenNotInTheme)
        #expect(problem.message.contains("not defined in theme north (only in south)"))
        #expect(problem.location?.file == "south.json")
    }

    @Test func aModifierCanBeForcedToBeATheme() throws {
        let result = StoreFixtures.load(Self.files, options: TokenStoreOptions(themeModifiers: ["appearance"]))
        let snapshot = try #require(result.snapshot)
        #expect(snapshot.themeNames == ["north-light", "north-dark", "south-light", "south-dark"])
        // Now the device traits do not change the value; the theme does.
        #expect(snapshot.color(path: "surface", for: TokenTraits(colorScheme: .dark)).hexString == "#ffffff")
        #expect(snapshot.theme(["appearance": "dark"])?.color(path: "surface").hexString == "#000000")
        #expect(snapshot.theme(["appearance": "dark"])?.themeName == "north-dark")
    }
}
