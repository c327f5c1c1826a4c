import Foundation
import Testing

/// A token that is a color in one context and a dimension in another cannot be one Swift
/// property: validate and build both refuse it with TS0526, and build writes nothing (skyux's
/// tokens once built to Swift that did not compile).
@Suite struct TypeVariesWithContextTests {
    static let files = [
        "app.resolver.json": """
            {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
             "modifiers": {"theme": {"contexts": {"light": [], "dark": [{"$ref": "dark.json"}]}, "default": "light"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
            """,
        "base.json": #"{"accent": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}, "gap": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}"#,
        "dark.json": #"{"accent": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}}}"#,
    ]

    @Test func validateAndBuildRefuseIt() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        for (path, text) in Self.files { try fixture.write(path, text) }
        let validate = try CLI.run(["validate", "app.resolver.json"], in: fixture.url)
        #expect(validate.status == 1, "\(validate)")
        // The error build reports, from the theme matrix both build.
        #expect(
            validate.stderr.contains("dark.json:1:2: error: token accent is a dimension in theme=dark but a color in another")
                && validate.stderr.contains("[TS0526]"), "\(validate)")
        let build = try CLI.run(["build", "app.resolver.json", "-o", "Tokens.swift"], in: fixture.url)
        #expect(build.status == 1, "\(build)")
        #expect(build.stderr.contains("error: token accent is a dimension in theme=dark") && build.stderr.contains("[TS0526]"), "\(build)")
        #expect(!FileManager.default.fileExists(atPath: fixture.url.appendingPathComponent("Tokens.swift").path))
    }

    @Test func aTokenOfOneTypeInEveryContextBuilds() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        var files = Self.files
        files["dark.json"] = #"{"accent": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}}"#
        for (path, text) in files { try fixture.write(path, text) }
        #expect(try CLI.run(["validate", "app.resolver.json"], in: fixture.url).status == 0)
        #expect(try CLI.run(["build", "app.resolver.json", "-o", "Tokens.swift"], in: fixture.url).status == 0)
    }

    /// A color is a paint in Tokens Studio and Figma: a token that is a gradient in one context
    /// and a solid color in another is a gradient, its solid value a gradient of one color (cosnova,
    /// skyux). Validate and build accept it alike.
    @Test func aSolidColorBesideAGradientIsAGradientOfOneColor() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        var files = Self.files
        files["dark.json"] = #"{"accent": {"$type": "gradient", "$value": [{"color": {"colorSpace": "srgb", "components": [0, 0, 1]}, "position": 0}, {"color": {"colorSpace": "srgb", "components": [0, 1, 0]}, "position": 1}]}}"#
        for (path, text) in files { try fixture.write(path, text) }
        let validate = try CLI.run(["validate", "app.resolver.json"], in: fixture.url)
        #expect(validate.status == 0 && !validate.stderr.contains("TS0526"), "\(validate)")
        let build = try CLI.run(["build", "app.resolver.json", "-o", "Tokens.swift"], in: fixture.url)
        #expect(build.status == 0, "\(build)")
        let swift = try String(contentsOf: fixture.url.appendingPathComponent("Tokens.swift"), encoding: .utf8)
        #expect(swift.contains("public var accent: AdaptiveGradient"), "\(swift)")
        let solid = "TesseraTheme.TokenGradient.Stop(color: TesseraTheme.TokenColor(sRGB: 1, 0, 0), position: "
        #expect(swift.contains(solid + "0)") && swift.contains(solid + "1)"), "\(swift)")
    }

    /// The same in Tokens Studio, through a reference: `icon` references `accent`, a solid color in
    /// one theme and a gradient in the other; both become gradients, with no TS0303.
    @Test func aReferenceToAColorThatIsAGradientElsewhereIsAGradient() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write(
            "$themes.json",
            #"[{"id": "p", "name": "Plain", "selectedTokenSets": {"Base": "enabled"}}, {"id": "s", "name": "Shiny", "selectedTokenSets": {"Base": "enabled", "Shiny": "enabled"}}]"#)
        try fixture.write("Base.json", ##"{"color": {"accent": {"value": "#ff0000", "type": "color"}, "icon": {"value": "{color.accent}", "type": "color"}}}"##)
        try fixture.write("Shiny.json", ##"{"color": {"accent": {"value": "linear-gradient(90deg, #0000ff 0%, #00ff00 100%)", "type": "color"}}}"##)
        let validate = try CLI.run(["validate", "."], in: fixture.url)
        #expect(validate.status == 0 && validate.stdout.hasPrefix("2 tokens in 2 permutations: 0 errors"), "\(validate)")
        let build = try CLI.run(["build", ".", "-o", "Tokens.swift"], in: fixture.url)
        #expect(build.status == 0, "\(build)")
        let swift = try String(contentsOf: fixture.url.appendingPathComponent("Tokens.swift"), encoding: .utf8)
        #expect(swift.contains("public var accent: AdaptiveGradient"), "\(swift)")
        #expect(swift.contains("public var icon: AdaptiveGradient"), "\(swift)")
    }
}
