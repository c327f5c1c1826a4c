import Foundation
import Testing
import TesseraCodegen
import TesseraTestSupport
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// `tessera build --keys`: the typed replacement for the seed's `ThemeTokens` registry.
@Suite struct TokenKeysGeneratorTests {
    static let seedFiles: [String: String] = [
        "app/tokens.json": """
            { "theme": { "navigation": { "bottom": { "highlight": { "$type": "color", "$value": "{Accent.accent-600}" } } },
                         "buttons": { "radius": { "$type": "number", "$value": 8 },
                                      "default": { "$type": "number", "$value": 4 } } },
              "theme-button-height": { "$type": "number", "$value": 46 } }
            """,
        "app/colors.json": ##"{ "Accent": { "accent-600": { "$type": "color", "$value": "#017cff" } } }"##,
    ]

    func generate(_ files: [String: String], rootTypeName: String = "ThemeTokens") -> (code: String, diagnostics: [Diagnostic]) {
        let diagnostics = DiagnosticEngine(warningLimitPerCode: .max)
        guard let project = TokenProject.load(paths: ["app"], diagnostics: diagnostics, fileSystem: InMemoryFileSystem(files: files))
        else { return ("", diagnostics.diagnostics) }
        let generator = TokenKeysGenerator(
            tokens: ThemeMatrix.build(project)?.tokens ?? [],
            options: .init(rootTypeName: rootTypeName, sourceDescription: "app"), diagnostics: diagnostics)
        return (generator.render(), diagnostics.diagnostics)
    }

    /// A color in one theme and a gradient in another is a gradient in the generated Swift (the
    /// color as a solid one); its key names the same type, so a typed lookup finds it in either.
    @Test func aTokenIsKeyedWithTheTypeTheGeneratedSwiftGivesIt() throws {
        let files = [
            "app/base.tokens.json": ##"{"accent": {"$type": "color", "$value": "#6933c0"}}"##,
            "app/app.resolver.json": ##"""
            {"version": "2025.10", "resolutionOrder": [
              {"type": "set", "name": "base", "sources": [{"$ref": "base.tokens.json"}]},
              {"type": "modifier", "name": "brand", "default": "plain", "contexts": {"plain": [],
                "vivid": [{"accent": {"$type": "gradient", "$value": [{"color": "#ff8b79", "position": 0}, {"color": "#ab80fc", "position": 1}]}}]}}]}
            """##,
        ]
        let (code, diagnostics) = generate(files)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        #expect(code.contains(#"TypedTokenKey<TesseraTheme.TokenGradient>("accent")"#), "\(code)")
        let project = try #require(TokenProject.load(paths: ["app/app.resolver.json"], diagnostics: DiagnosticEngine(), fileSystem: InMemoryFileSystem(files: files)))
        let table = try #require(ThemeTable.make(project: project, assignment: TraitAssignment(modifiers: project.modifiers)))
        let swift = SwiftGenerator(table: table, options: SwiftGeneratorOptions(), diagnostics: DiagnosticEngine()).render()
        #expect(swift.contains("public var accent: AdaptiveGradient"), "\(swift)")
    }

    @Test func groupsBecomeEnumsAndTokensKeysNamedByPath() {
        let (code, diagnostics) = generate(Self.seedFiles)
        #expect(!diagnostics.contains { $0.severity == .error })
        #expect(code.contains("public import TesseraStore\npublic import TesseraTheme\n"))
        #expect(code.contains("public enum ThemeTokens {\n    public enum Accent {"))
        #expect(code.contains("    public enum Theme {\n        public enum Navigation {\n            public enum Bottom {"))
        #expect(code.contains(
            "                /// `theme.navigation.bottom.highlight`: color\n                public static let highlight: TesseraStore.TypedTokenKey<TesseraTheme.TokenColor> = TesseraStore.TypedTokenKey<TesseraTheme.TokenColor>(\"theme.navigation.bottom.highlight\")"))
        #expect(code.contains("public static let themeButtonHeight: TesseraStore.TypedTokenKey<Swift.Double> = TesseraStore.TypedTokenKey<Swift.Double>(\"theme-button-height\")"))
        #expect(code.contains("public static let `default`: TesseraStore.TypedTokenKey<Swift.Double> = TesseraStore.TypedTokenKey<Swift.Double>(\"theme.buttons.default\")"))
        #expect(code.contains("public static let accent600: TesseraStore.TypedTokenKey<TesseraTheme.TokenColor> = TesseraStore.TypedTokenKey<TesseraTheme.TokenColor>(\"Accent.accent-600\")"))
    }

    @Test func theKeysCompileAndLookUpInAStore() throws {
        let (code, _) = generate(Self.seedFiles)
        let usage = """

            import TesseraTheme

            func highlight(in snapshot: TokenStoreSnapshot, traits: TokenTraits) -> TokenColor {
                snapshot.color(ThemeTokens.Theme.Navigation.Bottom.highlight, for: traits)
            }
            // A number token reads as points, as the untyped lookup allows.
            func radius(in snapshot: TokenStoreSnapshot) -> TokenDimension {
                snapshot.dimension(ThemeTokens.Theme.Buttons.radius)
            }
            let allKeys: [TokenKey] = [ThemeTokens.Theme.Buttons.radius.key, ThemeTokens.Theme.Buttons.default.key, ThemeTokens.themeButtonHeight.key]
            """
        #expect(try typeCheck(code + usage, extraArguments: try Self.cModuleArguments()) == "")
    }

    /// A key typed by its token's value: looking a color key up as a dimension, or a number
    /// key as a color, does not compile.
    @Test func aLookupOfAnotherTypeDoesNotCompile() throws {
        let (code, _) = generate(Self.seedFiles)
        let wrong = """

            import TesseraTheme

            func wrong(in snapshot: TokenStoreSnapshot) -> TokenDimension {
                snapshot.dimension(ThemeTokens.Theme.Navigation.Bottom.highlight)
            }
            func alsoWrong(in snapshot: TokenStoreSnapshot) -> TokenColor {
                snapshot.color(ThemeTokens.themeButtonHeight)
            }
            """
        let failure = try #require(throws: SwiftCompiler.Failure.self) {
            try typeCheck(code + wrong, extraArguments: try Self.cModuleArguments())
        }
        let errors = "\(failure)"
        #expect(errors.contains("error: no exact matches in call to instance method 'dimension'"), "\(errors)")
        #expect(
            errors.contains("error: cannot convert value of type 'TypedTokenKey<Double>' to expected argument type 'TypedTokenKey<TokenColor>'"),
            "\(errors)")
        // The right lookups of the same keys compile (theKeysCompileAndLookUpInAStore).
    }

    /// TesseraStore's dependencies have C modules (swift-atomics' shims, Yams' CYaml) that a
    /// client compiled by hand must find: one `-I` per checked-out package's `include` folder with a module map.
    static func cModuleArguments() throws -> [String] {
        var directory = try CodegenPaths.modulesDirectory()
        for _ in 0..<5 {
            let checkouts = directory.appendingPathComponent("checkouts")
            if let found = FileManager.default.enumerator(atPath: checkouts.path) {
                let maps = found.compactMap { $0 as? String }.filter { $0.hasSuffix("include/module.modulemap") }
                if !maps.isEmpty {
                    return maps.flatMap { ["-I", checkouts.appendingPathComponent($0).deletingLastPathComponent().path] }
                }
            }
            directory = directory.deletingLastPathComponent()
        }
        throw SwiftCompiler.Failure(output: "no C module maps found under .build/checkouts")
    }

    @Test func namesThatBecomeOneIdentifierAreReportedWithBothPlaces() throws {
        let (code, diagnostics) = generate([
            "app/tokens.json": """
                { "button": { "$type": "number",
                  "corner-radius": { "$value": 4 },
                  "corner radius": { "$value": 8 } } }
                """
        ])
        // Both fold to `cornerRadius`, and spelled apart both are `corner_radius`, which neither is written as.
        let collision = try #require(diagnostics.first { $0.code == .swiftNameCollision })
        #expect(collision.severity == .error)
        #expect(collision.tokenPath == "button.corner radius")
        #expect(collision.location?.line == 3)
        #expect(collision.notes.first?.tokenPath == "button.corner-radius")
        #expect(collision.notes.first?.location?.line == 2)
        // The first keeps the name; the second is left out.
        #expect(code.contains(">(\"button.corner-radius\")"))
        #expect(!code.contains(">(\"button.corner radius\")"))
    }

    /// `corner_radius` is written as its spelling apart, so it keeps it, and `corner-radius` takes the
    /// free identifier, as in the theme code.
    @Test func aNameWrittenAsItsSpellingKeepsItAsInTheThemeCode() throws {
        let (code, diagnostics) = generate([
            "app/tokens.json": """
                { "button": { "$type": "number",
                  "corner-radius": { "$value": 4 },
                  "corner_radius": { "$value": 8 } } }
                """
        ])
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(\.message))")
        #expect(code.contains("static let cornerRadius: TesseraStore.TypedTokenKey<Swift.Double> = TesseraStore.TypedTokenKey<Swift.Double>(\"button.corner-radius\")"), "\(code)")
        #expect(code.contains("static let corner_radius: TesseraStore.TypedTokenKey<Swift.Double> = TesseraStore.TypedTokenKey<Swift.Double>(\"button.corner_radius\")"), "\(code)")
    }

    @Test func namesThatFoldAreSpelledApartAsInTheThemeCode() throws {
        let (code, diagnostics) = generate([
            "app/tokens.json": """
                { "button": { "$type": "number",
                  "corner-radius": { "$value": 4 },
                  "cornerRadius": { "$value": 8 } },
                  "Button": { "x": { "$type": "number", "$value": 1 } } }
                """
        ])
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(\.message))")
        #expect(code.contains("static let corner_radius: TesseraStore.TypedTokenKey<Swift.Double> = TesseraStore.TypedTokenKey<Swift.Double>(\"button.corner-radius\")"), "\(code)")
        #expect(code.contains("static let cornerRadius: TesseraStore.TypedTokenKey<Swift.Double> = TesseraStore.TypedTokenKey<Swift.Double>(\"button.cornerRadius\")"), "\(code)")
        // `Button` and `button` fold to `button`: `button` keeps `Button` for its type, `Button` is `_ButtonGroup`.
        #expect(code.contains("enum Button {") && code.contains("enum _ButtonGroup {"), "\(code)")
    }

    @Test func deprecatedTokensKeepTheirMessage() {
        let (code, _) = generate([
            "app/tokens.json": #"{ "old": { "$type": "number", "$value": 1, "$deprecated": "Use new." }, "new": { "$type": "number", "$value": 2 } }"#
        ])
        #expect(code.contains("    @available(*, deprecated, message: \"Use new.\")\n    public static let old: TesseraStore.TypedTokenKey<Swift.Double>"))
    }
}
