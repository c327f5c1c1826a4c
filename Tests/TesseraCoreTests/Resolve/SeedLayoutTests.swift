import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// The four-file layout of the white-label platform this project started from
/// (tokens.json routes to colors.json and sizes.json; textStyles.json holds an array).
@Suite struct SeedLayoutTests {
    static let files: [String: String] = [
        "app/tokens.json": """
            { "theme": { "navigation": { "bottom": { "highlight": { "$type": "color", "$value": "{Accent.accent-600}" } } },
                         "overlay": { "$type": "color", "$value": "{Light.light-50}" } },
              "theme-button-height": { "$type": "number", "$value": "{button-height}" } }
            """,
        "app/colors.json": """
            { "Accent": { "accent-600": { "$type": "color", "$value": "#017cff" } },
              "Light": { "light-50": { "$type": "color", "$value": "rgba(255, 255, 255, 0.2000)" } } }
            """,
        "app/sizes.json": """
            { "paddings": { "padding-md-8": { "$type": "number", "$value": 8 } }, "button-height": { "$type": "number", "$value": 46 } }
            """,
        "app/textStyles.json": """
            { "fileName": "textStyles", "textStyles": [
                { "name": "headline", "fontFamily": "CustomFont", "fontWeight": "Bold", "fontSize": 16, "textCase": "UPPER" },
                { "name": "body", "fontFamily": "CustomFont", "fontWeight": "Regular", "fontSize": 14, "textCase": "NONE" },
                { "name": "title", "fontFamily": "CustomFont", "fontWeight": "Bold", "fontSize": 20, "lineHeight": 24, "textCase": "TITLE" },
                { "name": "tight", "fontFamily": "CustomFont", "fontWeight": "Bold", "fontSize": 20, "lineHeight": 1.1 } ] }
            """,
    ]

    @Test func theFourFilesResolveTogether() throws {
        let diagnostics = DiagnosticEngine(warningLimitPerCode: .max)
        let project = try #require(
            TokenProject.load(paths: ["app"], diagnostics: diagnostics, fileSystem: InMemoryFileSystem(files: Self.files)))
        let tokens = Dictionary(project.resolve(project.permutations()[0]).tokens.map { ($0.id, $0) }, uniquingKeysWith: { $1 })
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.message))")
        #expect(srgb(tokens["theme.navigation.bottom.highlight"]?.value) == [1.0 / 255, 124.0 / 255, 1])
        if case .color(let overlay)? = tokens["theme.overlay"]?.value { #expect(overlay.alpha == 0.2) } else { Issue.record("no overlay") }
        #expect(tokens["theme-button-height"]?.value == .number(46))
        guard case .typography(let headline)? = tokens["textStyles.headline"]?.value else {
            Issue.record("no headline")
            return
        }
        #expect(headline.fontFamily == ["CustomFont"])
        #expect(headline.fontSize == DimensionValue(16, .px))
        #expect(headline.fontWeight == 700)
        #expect(headline.textCase == "uppercase")
        #expect(headline.lineHeight == 1.2)
        // A line height above 3 is points (24pt on 20pt type); 1.1 stays a multiple.
        if case .typography(let title)? = tokens["textStyles.title"]?.value {
            #expect(title.lineHeight == 1.2)
            #expect(title.textCase == "capitalize")
        } else {
            Issue.record("no title")
        }
        if case .typography(let tight)? = tokens["textStyles.tight"]?.value { #expect(tight.lineHeight == 1.1) } else { Issue.record("no tight") }
        #expect(diagnostics.diagnostics.contains { $0.code == .legacyValue && $0.tokenPath == "textStyles.title" && $0.message.contains("lineHeight given as a length") })
        // Legacy strings and the assumed line height are reported, not silently accepted.
        #expect(diagnostics.diagnostics.contains { $0.code == .legacyValue })
        #expect(diagnostics.diagnostics.contains { $0.code == .legacyTokenShape && $0.message.contains("line height") })
    }
}
