import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraTokens
@testable import TesseraImport

/// The Simple Design System's `tokens.json`: every Figma mode kept in each token's
/// `$extensions[namespace].modes`, collections as `@`-prefixed groups listing their modes, and
/// aliases naming a variable by its Figma name (`{@primitives.Gray.900}`, `{@type.Scale 03}`)
/// where keys are the safe names (`gray`, `scale-03`), matched as the writer's reader matches them.
@Suite struct FigmaExtensionModesTests {
    static func token(_ type: String, _ id: String, _ modes: [(String, String)]) -> String {
        let values = modes.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ")
        return """
            { "$type": "\(type)", "$value": \(modes[0].1), "$description": "",
              "$extensions": { "com.figma.sds": { "figmaId": "\(id)", "modes": { \(values) } } } }
            """
    }

    static let file = """
        {
          "@primitives": {
            "$extensions": { "com.figma.sds": { "figmaId": "VariableCollectionId:1:1", "modes": ["value"] } },
            "gray": { "100": \(token("color", "VariableID:1:2", [("value", "\"#f5f5f5\"")])),
                      "900": \(token("color", "VariableID:1:3", [("value", "\"#1e1e1e80\"")])) }
          },
          "@type": {
            "$extensions": { "com.figma.sds": { "figmaId": "VariableCollectionId:2:1", "modes": ["default"] } },
            "scale-03": \(token("number", "VariableID:2:2", [("default", "16")])),
            "family-sans": \(token("fontFamily", "VariableID:2:3", [("default", "\"Inter\"")])),
            "weight-bold": \(token("fontWeight", "VariableID:2:4", [("default", "700")]))
          },
          "@color": {
            "$extensions": { "com.figma.sds": { "figmaId": "VariableCollectionId:3:1", "modes": ["sds_light", "sds_dark"] } },
            "background": {
              "default": \(token("color", "VariableID:3:2", [("sds_light", "\"{@primitives.Gray.100}\""), ("sds_dark", "\"{@primitives.Gray.900}\"")])),
              "lost": \(token("color", "VariableID:3:3", [("sds_light", "\"{@primitives.Gray.999}\""), ("sds_dark", "\"{@primitives.Gray.999}\"")])),
              "echo": \(token("color", "VariableID:3:4", [("sds_light", "\"{@color.Background.Lost}\""), ("sds_dark", "\"{@color.Background.Lost}\"")]))
            },
            "body-size": \(token("number", "VariableID:3:5", [("sds_light", "\"{@type.Scale 03}\""), ("sds_dark", "\"{@type.Scale 03}\"")])),
            "body-family": \(token("fontFamily", "VariableID:3:6", [("sds_light", "\"{@type.Family Sans}\""), ("sds_dark", "\"{@type.Family Sans}\"")]))
          }
        }
        """

    @Test func everyModeInTheExtensionsIsAModeAndAliasesFindTheirSafeNames() {
        #expect(FormatDetectionTests.detect(["tokens.json": Self.file]) == .figmaExport)

        let light = resolveFiles(["tokens.json": Self.file])
        #expect(light.errors.isEmpty, "\(light.errors.map(\.message))")
        // Nothing is said to have a type a Figma variable cannot have (the native export's rule).
        #expect(light.all(.figmaUnsupportedValue).isEmpty, "\(light.all(.figmaUnsupportedValue).map(\.message))")
        #expect(srgb(light["background.default"]).map { $0.map { ($0 * 255).rounded() } } == [245, 245, 245])
        #expect(light["body-size"] == .number(16))
        #expect(light["body-family"] == .fontFamily(["Inter"]))
        #expect(light["weight-bold"] == .fontWeight(700))

        let dark = resolveFiles(["tokens.json": Self.file], input: ["color": "sds_dark"])
        #expect(dark.errors.isEmpty, "\(dark.errors.map(\.message))")
        guard case .color(let color)? = dark["background.default"] else { Issue.record("background.default"); return }
        #expect(color.hex == "#1e1e1e" && abs(color.alpha - 128.0 / 255) < 0.001)
    }

    /// An alias to a name no variable has is Figma's alias to a variable no input holds: one
    /// warning for the collection, the token left out, and a token aliasing it left out too.
    @Test func anAliasToNoVariableIsLeftOutWithItsAliases() {
        let result = resolveFiles(["tokens.json": Self.file])
        #expect(result.errors.isEmpty)
        #expect(result["background.lost"] == nil && result["background.echo"] == nil)
        #expect(result.all(.figmaRemoteAlias).count == 1, "\(result.all(.figmaRemoteAlias).map(\.message))")
        #expect(result.all(.leftOutReference).compactMap(\.tokenPath).contains("background.echo"))
        #expect(result.all(.unresolvedReference).isEmpty)
    }
}
