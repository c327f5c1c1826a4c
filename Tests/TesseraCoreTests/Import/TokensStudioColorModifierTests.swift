import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

// Tokens Studio color modifiers, checked against the outputs sd-transforms
// computes (its README and test/integration expectations) and against values
// worked out by hand.

private func color(_ text: String) throws -> ColorValue {
    try #require(CSSColorParser.parse(text), "\(text) is not a color")
}

private func hex(_ color: ColorValue) -> String {
    ColorModifier.quantized(color.converted(to: .srgb)).srgbHex
}

private func expectClose(_ actual: ColorValue, _ space: ColorSpace, _ expected: [Double], tolerance: Double = 0.001,
    sourceLocation: Testing.SourceLocation = #_sourceLocation)
{
    #expect(actual.colorSpace == space, sourceLocation: sourceLocation)
    let components = actual.numericTriple
    for index in 0..<3 {
        #expect(abs(components[index] - expected[index]) <= tolerance, "component \(index): \(components[index]) ≠ \(expected[index])",
            sourceLocation: sourceLocation)
    }
}

@Suite struct TokensStudioColorModifierTests {
    @Test func lightenAndDarkenInSRGB() throws {
        // sd-transforms.tokens.json: colors.red.400 and .600 from #f56565; sd-transforms prints #f67474 and #dd5b5b.
        let red = try color("#f56565")
        #expect(hex(ColorModifier(kind: .lighten, amount: 0.1, space: .srgb).apply(to: red)) == "#f67474")
        #expect(hex(ColorModifier(kind: .darken, amount: 0.1, space: .srgb).apply(to: red)) == "#dd5b5b")
        // sd-transforms README: #C14242 lightened by 0.2 in srgb is rgb(80.5% 40.7% 40.7%):
        // 0.75686 + 0.2 × (1 − 0.75686) = 0.80549; 0.25882 + 0.2 × (1 − 0.25882) = 0.40706.
        let brick = try color("#C14242")
        expectClose(ColorModifier(kind: .lighten, amount: 0.2, space: .srgb).apply(to: brick), .srgb, [0.80549, 0.40706, 0.40706])
    }

    @Test func darkenInHSL() throws {
        // sd-transforms README: #C14242 darkened by 0.2 in hsl is hsl(0 50.6% 40.6%): lightness 50.784 × 0.8 = 40.627.
        let brick = try color("#C14242")
        expectClose(ColorModifier(kind: .darken, amount: 0.2, space: .hsl).apply(to: brick), .hsl, [0, 50.598, 40.627], tolerance: 0.01)
        // swift-UI-colors.tokens.json: #f00 darkened 0.75 then 0.5 in hsl: lightness 50 → 12.5 → 6.25,
        // so red is 0.25 then 0.125 (sd-transforms prints UIColor(red: 0.125, …) for color.error).
        let danger = ColorModifier(kind: .darken, amount: 0.75, space: .hsl).apply(to: try color("#f00"))
        expectClose(danger, .hsl, [0, 100, 12.5])
        let error = ColorModifier(kind: .darken, amount: 0.5, space: .hsl).apply(to: danger)
        expectClose(error.converted(to: .srgb), .srgb, [0.125, 0, 0])
    }

    @Test func lightenInLCHMovesLightnessAndDropsChroma() throws {
        // #808080 has CIE lightness 53.585 and no chroma; half way to white is 53.585 + 46.415 / 2 = 76.79.
        let gray = ColorModifier(kind: .lighten, amount: 0.5, space: .lch).apply(to: try color("#808080"))
        #expect(gray.colorSpace == .lch)
        #expect(abs(gray.numericTriple.x - 76.79) < 0.01)
        #expect(gray.numericTriple.y < 0.01)
        // Pure sRGB red in LCH is about (54.29, 106.84, 40.86); lighten 0.25: L = 54.29 + 45.71 × 0.25 = 65.72, C = 106.84 × 0.75 = 80.13.
        let red = ColorModifier(kind: .lighten, amount: 0.25, space: .lch).apply(to: try color("#ff0000"))
        expectClose(red, .lch, [65.72, 80.13, 40.86], tolerance: 0.05)
    }

    @Test func darkenInP3HalvesP3Channels() throws {
        // sRGB red is display-p3(0.91749, 0.20029, 0.13856); darkening by 0.5 halves each channel.
        let result = ColorModifier(kind: .darken, amount: 0.5, space: .p3).apply(to: try color("#ff0000"))
        expectClose(result, .displayP3, [0.45875, 0.10014, 0.06928], tolerance: 0.0001)
    }

    @Test func alphaSetsOpacity() throws {
        // color-modifier-references: #FFFFFF with alpha 0.3 in hex format is #ffffff4d (0.3 × 255 = 76.5 → 77 = 0x4d).
        let result = ColorModifier(kind: .alpha, amount: 0.3, space: .srgb, format: .hex).apply(to: try color("#FFFFFF"))
        #expect(result.alpha == 77.0 / 255)
        #expect(result.hex == "#ffffff")
        // Clamped to 0…1.
        #expect(ColorModifier(kind: .alpha, amount: 1.7, space: .srgb).apply(to: try color("#000")).alpha == 1)
        #expect(ColorModifier(kind: .alpha, amount: -1, space: .srgb).apply(to: try color("#000")).alpha == 0)
    }

    @Test func mixMatchesSDTransforms() throws {
        // color-modifier-references.test.ts: color3 #a1bbee, color4/color5 #759ae6, color6 #3b64b3.
        let white = try color("#FFFFFF")
        let blue = try color("#4477DD")
        #expect(hex(ColorModifier(kind: .mix, amount: 0.5, space: .srgb, mixColor: blue, format: .hex).apply(to: white)) == "#a1bbee")
        #expect(hex(ColorModifier(kind: .mix, amount: 0.74, space: .srgb, mixColor: blue, format: .hex).apply(to: white)) == "#759ae6")
        #expect(
            hex(ColorModifier(kind: .mix, amount: 0.74, space: .srgb, mixColor: blue, format: .hex).apply(to: try color("#202D3B")))
                == "#3b64b3")
    }

    @Test func mixInHSLTakesTheShorterHue() throws {
        // Red (hue 0) and blue (hue 240) meet at 300 going the short way (through 360), which is magenta.
        let result = ColorModifier(kind: .mix, amount: 0.5, space: .hsl, mixColor: try color("#0000ff")).apply(to: try color("#ff0000"))
        expectClose(result, .hsl, [300, 100, 50])
        #expect(hex(result) == "#ff00ff")
        // Gray has no hue: mixing takes the other color's, so gray → red stays at hue 0.
        let grayRed = ColorModifier(kind: .mix, amount: 0.5, space: .hsl, mixColor: try color("#ff0000")).apply(to: try color("#808080"))
        #expect(grayRed.numericTriple.x == 0)
    }

    @Test func formatConvertsTheResult() throws {
        let result = ColorModifier(kind: .lighten, amount: 0, space: .hsl, format: .srgb).apply(to: try color("#336699"))
        #expect(result.colorSpace == .srgb)
        #expect(hex(result) == "#336699")
    }
}
