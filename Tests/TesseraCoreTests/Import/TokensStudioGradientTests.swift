import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

// CSS gradient strings in Tokens Studio color tokens: the string read as CSS defines
// it (angle, sides, positions filled in), and the token a DTCG gradient whose stops
// follow the theme, its angle kept in $extensions["com.tessera.gradient"].

private func parsed(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> CSSLinearGradient {
    try #require(try? CSSLinearGradient.parse(text).get(), "\(text) did not parse", sourceLocation: sourceLocation)
}

private func angle(_ token: ResolvedToken?) -> Double? {
    token?.extensions?.objectValue?[TokensStudioGradientReader.extensionKey]?.objectValue?["angle"]?.numberValue?.value
}

private func stops(_ token: ResolvedToken?) -> [GradientStop]? {
    if case .gradient(let stops)? = token?.value { return stops }
    return nil
}

private func close(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
}

/// Light and Dark themes: the brand color differs, the gradients use it.
private let themedGradients: [String: String] = [
    "tokens/$themes.json": ##"""
    [
      {"id": "1", "name": "Light", "group": "mode", "selectedTokenSets": {"core": "source", "light": "enabled"}},
      {"id": "2", "name": "Dark", "group": "mode", "selectedTokenSets": {"core": "source", "dark": "enabled"}}
    ]
    """##,
    "tokens/core.json": ##"""
    {
      "hero": {"value": "linear-gradient(to right, #ffffff, {brand} 80%)", "type": "color"},
      "fade": {"value": "linear-gradient(0.25turn, {brand} 0%, rgba({brand}, 0.5), hsl(0, 100%, 50%) 100%)", "type": "color",
               "$extensions": {"studio.tokens": {"note": "kept"}}},
      "hero-alias": {"value": "{hero}", "type": "color"},
      "hero-alias-of-alias": {"value": "{hero-alias}", "type": "color"},
      "round": {"value": "radial-gradient(circle, #ffffff 0%, #000000 100%)", "type": "color"},
      "broken": {"value": "linear-gradient(90deg, #ffffff 10px, #000000)", "type": "color"},
      "hinted": {"value": "linear-gradient(#ffffff, 30%, #000000)", "type": "color"}
    }
    """##,
    "tokens/light.json": ##"{"brand": {"value": "#ff0000", "type": "color"}}"##,
    "tokens/dark.json": ##"{"brand": {"value": "#0000ff", "type": "color"}}"##,
]

@Suite struct TokensStudioGradientTests {
    @Test func anglesInEveryCSSUnit() {
        #expect(CSSLinearGradient.angleDegrees("90deg") == 90)
        #expect(CSSLinearGradient.angleDegrees("0.25turn") == 90)
        #expect(CSSLinearGradient.angleDegrees("100grad") == 90)
        #expect(CSSLinearGradient.angleDegrees("3.14159265rad") == 180)
        #expect(CSSLinearGradient.angleDegrees("0") == 0)
        #expect(CSSLinearGradient.angleDegrees("-90DEG") == 270)
        #expect(CSSLinearGradient.angleDegrees("450deg") == 90)
        #expect(CSSLinearGradient.angleDegrees("90") == nil)
        #expect(CSSLinearGradient.angleDegrees("red") == nil)
    }

    @Test func sidesAndCornersBecomeDegrees() throws {
        #expect(try parsed("linear-gradient(red, blue)").angle == 180)
        #expect(try parsed("linear-gradient(to top, red, blue)").angle == 0)
        #expect(try parsed("linear-gradient(to right, red, blue)").angle == 90)
        #expect(try parsed("linear-gradient(to left, red, blue)").angle == 270)
        #expect(try parsed("linear-gradient(to bottom left, red, blue)").angle == 225)
        #expect(try parsed("linear-gradient(to right top, red, blue)").angle == 45)
        #expect(try parsed("Linear-Gradient(To Top Left, red, blue)").angle == 315)
        #expect(CSSLinearGradient.parse("linear-gradient(to middle, red, blue)") == .failure(.unreadable(#""to middle" is not a side or corner (to top, to bottom left, …)"#)))
        #expect((try? CSSLinearGradient.parse("linear-gradient(to top bottom, red, blue)").get()) == nil)
    }

    /// A value copied from a CSS declaration keeps its `;`, which CSS reads past (cosnova).
    @Test func aTrailingSemicolonIsTheDeclarationsNotTheGradients() throws {
        #expect(TokensStudioGradientReader.isGradient("linear-gradient(45deg, #BA497D 0%, #8D0D65 100%);"))
        let gradient = try parsed("linear-gradient(45deg, #BA497D 0%, #8D0D65 100%) ; ;")
        #expect(gradient.angle == 45 && gradient.stops.map(\.color) == ["#BA497D", "#8D0D65"])
        #expect(!TokensStudioGradientReader.isGradient("linear-gradient(45deg, red 0%, blue 100%); color: red"))
    }

    /// The plugin trims the name before the first `(`: `linear-gradient (45deg, …)` is a linear
    /// gradient in Figma, and reads as one, also through a reference; a misspelt name is not one.
    @Test func spacesBeforeTheParenthesisAreTheNames() throws {
        #expect(TokensStudioGradientReader.isGradient("linear-gradient (45deg, #030303 0%, #252726 100%)"))
        let gradient = try parsed("linear-gradient  (45deg, #030303 0%, #252726 100%)")
        #expect(gradient.angle == 45 && gradient.stops.map(\.color) == ["#030303", "#252726"])
        #expect(!TokensStudioGradientReader.isGradient("lnear-gradient (45deg, #030303 0%, #252726 100%)"))
        let result = resolveFiles(
            ["tokens.json": ##"{ "ink": { "value": "#252726", "type": "color" }, "hero": { "value": "linear-gradient (45deg, #030303 0%, {ink} 100%)", "type": "color" }, "alias": { "value": "{hero}", "type": "color" } }"##],
            format: .tokensStudio)
        #expect(result.errors.isEmpty && result.warnings.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(stops(result.tokens["alias"])?.count == 2)
    }

    @Test func positionsAreFilledInAsCSSDoes() throws {
        #expect(CSSLinearGradient.filledPositions([nil, nil, nil]) == [0, 0.5, 1])
        #expect(close(CSSLinearGradient.filledPositions([nil, 0.2, nil, nil, 0.8, nil]), [0, 0.2, 0.4, 0.6, 0.8, 1]))
        // A position before an earlier one moves up to it, before the gaps are spread.
        #expect(close(CSSLinearGradient.filledPositions([0.5, 0.2, nil, 0.9]), [0.5, 0.5, 0.7, 0.9]))
        let gradient = try parsed("linear-gradient(90deg, #ffffff, red 20% 40%, {a.b}, rgba(0, 0, 0, 0.5) 100%)")
        #expect(gradient.stops.map(\.color) == ["#ffffff", "red", "red", "{a.b}", "rgba(0, 0, 0, 0.5)"])
        #expect(close(gradient.stops.map(\.position), [0, 0.2, 0.4, 0.7, 1]))
        #expect(gradient.droppedHints.isEmpty)
        #expect(try parsed("linear-gradient(red 0, blue)").stops.map(\.position) == [0, 1])
    }

    @Test func transitionHintsAreDropped() throws {
        let gradient = try parsed("linear-gradient(red, 30%, blue)")
        #expect(gradient.stops.map(\.color) == ["red", "blue"])
        #expect(gradient.droppedHints == ["30%"])
    }

    @Test func unreadableGradients() {
        for text in [
            "linear-gradient(red)", "linear-gradient(90deg)", "linear-gradient(90deg, red 10px, blue)",
            "linear-gradient(50%, red, blue)", "linear-gradient(red, blue, 50%)", "linear-gradient(rgba(0, 0, 0, blue)",
            "linear-gradient(red, , blue)",
        ] {
            guard case .failure(.unreadable) = CSSLinearGradient.parse(text) else {
                Issue.record("\(text) was read")
                continue
            }
        }
        #expect(CSSLinearGradient.parse("radial-gradient(circle, red, blue)") == .failure(.notLinear("radial-gradient")))
        #expect(CSSLinearGradient.parse("repeating-linear-gradient(red, blue)") == .failure(.notLinear("repeating-linear-gradient")))
    }

    @Test func gradientTokensFollowTheTheme() throws {
        let fixture = StudioFixture(themedGradients)
        for (theme, brand) in [("Light", "#ff0000"), ("Dark", "#0000ff")] {
            let tokens = try fixture.resolve(["mode": theme])
            let hero = try #require(stops(tokens["hero"]), "\(theme): \(fixture.messages)")
            #expect(hero.map(\.color.srgbHex) == ["#ffffff", brand], "\(theme)")
            #expect(hero.map(\.position) == [0, 0.8])
            #expect(angle(tokens["hero"]) == 90)

            let fade = try #require(stops(tokens["fade"]), "\(theme)")
            #expect(fade.map(\.color.srgbHex) == [brand, brand, "#ff0000"], "\(theme)")
            #expect(fade.map(\.color.alpha) == [1, 0.5, 1])
            #expect(fade.map(\.position) == [0, 0.5, 1])
            #expect(angle(tokens["fade"]) == 90)
            // The token's own extensions are kept beside the angle.
            #expect(tokens["fade"]?.extensions?.objectValue?["studio.tokens"] != nil)

            // Aliases typed color by the plugin are gradient aliases.
            #expect(stops(tokens["hero-alias"]) == hero)
            #expect(stops(tokens["hero-alias-of-alias"]) == hero)
            #expect(stops(tokens["hinted"])?.count == 2)
            #expect(tokens["round"] == nil)
            #expect(tokens["broken"] == nil)
        }
        #expect(!fixture.diagnostics.hasErrors, "\(fixture.messages)")
    }

    @Test func whatCannotBeReadIsALocatedWarning() throws {
        let fixture = StudioFixture(themedGradients)
        let broken = try #require(fixture.diagnostics.diagnostics.first { $0.tokenPath == "broken" }, "\(fixture.messages)")
        #expect(broken.code == .unreadableGradient)
        #expect(broken.severity == .warning)
        #expect(broken.message.contains("10px"))
        #expect(broken.location?.file.hasSuffix("tokens/core.json") == true)
        #expect(broken.location?.line == 8)
        #expect(broken.location?.column == 23)
        let round = try #require(fixture.diagnostics.diagnostics.first { $0.tokenPath == "round" })
        #expect(round.code == .unmappedValue)
        #expect(round.message.contains("radial-gradient()"))
        #expect(round.location?.line == 7)
        let hint = try #require(fixture.diagnostics.diagnostics.first { $0.tokenPath == "hinted" })
        #expect(hint.code == .unmappedValue)
        #expect(hint.message.contains("30%"))
    }

    @Test func convertWritesStrictGradientsWithTheAngle() throws {
        let fixture = StudioFixture(themedGradients)
        let project = try #require(fixture.project)
        let files = try #require(DTCGConverter(project: project, name: "studio").convert(), "\(fixture.messages)")
        let core = try #require(files.first { $0.path.hasSuffix("core.tokens.json") }?.contents, "\(files.map(\.path))")
        #expect(core.contains(#""com.tessera.gradient""#))
        let written = InMemoryFileSystem(files: Dictionary(uniqueKeysWithValues: files.map { ("out/" + $0.path, $0.contents) }))
        let strict = DiagnosticEngine()
        let converted = try #require(
            TokenProject.load(paths: ["out/studio.resolver.json"], options: ReadingOptions(strict: true), diagnostics: strict, fileSystem: written))
        #expect(!strict.hasErrors, "\(strict.diagnostics.map(\.message))")
        for input in converted.permutations() {
            let resolved = converted.resolve(input)
            let hero = try #require(stops(resolved.token("hero")), "\(strict.diagnostics.map(\.message))")
            #expect(hero.count == 2)
            #expect(angle(resolved.token("hero")) == 90)
            #expect(resolved.token("hero-alias")?.value == resolved.token("hero")?.value)
        }
        #expect(Set(converted.permutations().compactMap { stops(converted.resolve($0).token("hero"))?.last?.color.srgbHex }) == ["#ff0000", "#0000ff"])
    }
}
