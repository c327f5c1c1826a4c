import Foundation
import TesseraConfiguration
import TesseraDiagnostics
import TesseraImport
import TesseraTheme
import TesseraTokens
import Testing

/// `tessera.yml` read into ``ProjectConfiguration``: typed values, every section in one reading,
/// every problem located with the choices it had.
@Suite struct ProjectConfigurationTests {
    /// Loads `yaml` as `project/tessera.yml`; the configuration (nil when invalid) and the diagnostics.
    static func load(_ yaml: String) -> (ProjectConfiguration?, [Diagnostic]) {
        let diagnostics = DiagnosticEngine()
        let fileSystem = InMemoryFileSystem(files: ["project/tessera.yml": yaml])
        let configuration = ProjectConfiguration.load("project/tessera.yml", fileSystem: fileSystem, diagnostics: diagnostics)
        return (configuration, diagnostics.diagnostics)
    }

    @Test func everyKeyIsReadAsATypedValueWithPathsRelativeToTheFile() throws {
        let (read, diagnostics) = Self.load("""
            inputs: [tokens/app.resolver.json]
            output: Sources/App/Tokens.swift
            rootType: AppTokens
            access: package
            strict: true
            themes: [brand]
            remBase: 10
            from: tokens-studio
            keys: Keys.swift
            keysType: AppKeys
            assetCatalog: App.xcassets
            assetColors: true
            units: { dp: 1px }
            traits: { appearance: { light: { colorScheme: light }, dark: { colorScheme: dark, contrast: increased } } }
            lint: { grid: { step: 8 }, gamut: { gamut: srgb }, unused: error }
            audit: { sources: [Sources/App], kinds: [color, border-width], thresholds: { nearColor: 3 } }
            docs: { output: site, title: App tokens }
            """)
        let configuration = try #require(read, "\(diagnostics)")
        #expect(diagnostics.isEmpty)
        #expect(configuration.inputs == ["project/tokens/app.resolver.json"])
        #expect(configuration.output == "project/Sources/App/Tokens.swift")
        #expect(configuration.rootType == "AppTokens" && configuration.access == .package && configuration.strict)
        #expect(configuration.themes == ["brand"] && configuration.remBase == 10 && configuration.format == .tokensStudio)
        #expect(configuration.keys == "project/Keys.swift" && configuration.keysType == "AppKeys")
        #expect(configuration.assetCatalog == "project/App.xcassets" && configuration.assetColors)
        #expect(configuration.units["dp"] != nil && configuration.readingOptions.declaredUnits["dp"] != nil)
        #expect(configuration.root == "project" && configuration.readingOptions.strict)
        #expect(configuration.traits["appearance"]?["dark"] == TraitValues(colorScheme: .dark, contrast: .increased))
        #expect(configuration.pathPositions[.output]?.offset == 43, "where output: has its value")
        #expect(configuration.lint.gridStep == 8 && configuration.lint.gamut == .sRGB && configuration.lint.unusedSeverity == .error)
        #expect(configuration.audit.sources == ["project/Sources/App"] && configuration.audit.kinds == [.color, .borderWidth])
        #expect(configuration.audit.nearColorThreshold == 3)
        #expect(configuration.docs.output == "project/site" && configuration.docs.title == "App tokens")
    }

    @Test func aFileWithoutTheOptionalKeysTakesTheDefaults() throws {
        let (read, _) = Self.load("inputs: a.tokens.json\n")
        let configuration = try #require(read)
        #expect(configuration.inputs == ["project/a.tokens.json"] && configuration.output == nil)
        #expect(configuration.rootType == "Tokens" && configuration.access == .public && configuration.format == nil)
        #expect(configuration.lint.contrastSeverity == .error && configuration.lint.unusedSeverity == .off)
        #expect(configuration.audit.kinds == Set(AuditKind.allCases) && configuration.docs.output == nil)
    }

    /// A value outside an enumeration is an error at the value, naming every choice, with the nearest as the fix.
    @Test(arguments: [
        ("access: publc\n", DiagnosticCode.invalidConfiguration, "access must be one of public, package, internal", "did you mean public?"),
        ("from: figma\n", .invalidConfiguration, "from must be one of dtcg, tokens-studio, figma-variables, figma-export, style-dictionary, specify", nil),
        ("traits: { a: { b: { colorScheme: drak } } }\n", .invalidConfiguration, "colorScheme must be one of light, dark", "did you mean dark?"),
        ("lint: { naming: { case: kebap } }\n", .lintInvalidConfiguration, "case must be one of kebab, camel, pascal, snake", "did you mean kebab?"),
        ("lint: { contrast: { algorithm: apac } }\n", .lintInvalidConfiguration, "algorithm must be one of wcag2, apca", "did you mean apca?"),
        ("lint: { gamut: { gamut: p3 } }\n", .lintInvalidConfiguration, "lint.gamut.gamut must be one of srgb, display-p3", nil),
        ("audit: { kinds: [colour] }\n", .auditInvalidConfiguration, "a kind in audit.kinds must be one of color, font", "did you mean color?"),
    ] as [(String, DiagnosticCode, String, String?)])
    func aBadChoiceIsLocatedWithTheChoices(yaml: String, code: DiagnosticCode, message: String, fixIt: String?) throws {
        let (read, diagnostics) = Self.load(yaml)
        #expect(read == nil)
        let error = try #require(diagnostics.first, "\(yaml)")
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(error.code == code && error.severity == .error)
        #expect(error.message.hasPrefix(message), "\(error.message)")
        #expect(error.fixIt == fixIt)
        // At the value: the last word before the closing brackets.
        let value = try #require(yaml.split(whereSeparator: { " :{}[]\n".contains($0) }).last)
        let column = try #require(yaml.range(of: value)).lowerBound.utf16Offset(in: yaml) + 1
        #expect(error.location?.file == "project/tessera.yml" && error.location?.line == 1)
        #expect(error.location?.column == column, "\(value): \(String(describing: error.location))")
    }

    /// Unknown keys, in every section, are errors at the key with the keys there are and the nearest.
    @Test(arguments: [
        ("outptu: a.swift\n", DiagnosticCode.invalidConfiguration, "unknown key \"outptu\" in tessera.yml", "did you mean output?"),
        ("lint: { gird: error }\n", .lintInvalidConfiguration, "unknown rule \"gird\" in lint", "did you mean grid?"),
        ("lint: { grid: { stpe: 4 } }\n", .lintInvalidConfiguration, "unknown option \"stpe\" in lint.grid", "did you mean step?"),
        ("audit: { source: [App] }\n", .auditInvalidConfiguration, "unknown key \"source\" in audit", "did you mean sources?"),
        ("audit: { thresholds: { nearColour: 1 } }\n", .auditInvalidConfiguration, "unknown threshold \"nearColour\"", "did you mean nearColor?"),
        ("docs: { ouput: site }\n", .invalidConfiguration, "unknown key \"ouput\" in docs", "did you mean output?"),
        ("traits: { a: { b: { colourScheme: dark } } }\n", .invalidConfiguration, "unknown trait \"colourScheme\"", "did you mean colorScheme?"),
    ] as [(String, DiagnosticCode, String, String)])
    func anUnknownKeyIsLocatedWithTheNearestKey(yaml: String, code: DiagnosticCode, message: String, fixIt: String) throws {
        let (read, diagnostics) = Self.load(yaml)
        #expect(read == nil)
        let error = try #require(diagnostics.first, "\(yaml)")
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(error.code == code && error.message.hasPrefix(message), "\(error.message)")
        #expect(error.fixIt == fixIt)
        let key = String(message.split(separator: "\"")[1])
        let column = try #require(yaml.range(of: key)).lowerBound.utf16Offset(in: yaml) + 1
        #expect(error.location?.line == 1 && error.location?.column == column, "\(String(describing: error.location))")
    }

    /// One reading reports the problems of every section, each under its own code.
    @Test func everySectionIsCheckedInOneReading() {
        let (read, diagnostics) = Self.load("rootType: 1x\nlint: { grid: loud }\naudit: { kinds: [sound] }\ndocs: { title: [a] }\n")
        #expect(read == nil)
        #expect(diagnostics.map(\.code) == [.invalidConfiguration, .lintInvalidConfiguration, .auditInvalidConfiguration, .invalidConfiguration])
        #expect(diagnostics.map { $0.location?.line } == [1, 2, 3, 4])
    }
}
