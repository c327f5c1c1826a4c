import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// The rules generated Swift and the token store share: one answer per token for both.
@Suite struct RuntimeValueRulesTests {
    func color(_ space: ColorSpace, _ components: [Double]) -> ColorValue {
        ColorValue(colorSpace: space, components: components.map(ColorComponent.number))
    }

    @Test func wideGamutColorsStayDisplayP3AndOthersBecomeSRGB() {
        let srgb = RuntimeValueRules.deviceColor(color(.srgb, [1, 0.5, 0]))
        #expect(!srgb.isDisplayP3)
        #expect(srgb.rgb.red == 1 && abs(srgb.rgb.green - 0.5) < 1e-12)
        // P3 red is outside sRGB; written as P3 it stays P3.
        let p3 = RuntimeValueRules.deviceColor(color(.displayP3, [1, 0, 0]))
        #expect(p3.isDisplayP3)
        #expect(p3.rgb.red == 1 && p3.rgb.green == 0)
        // A saturated oklch green clips in sRGB, so it is kept in P3.
        let oklch = RuntimeValueRules.deviceColor(color(.oklch, [0.85, 0.3, 145]))
        #expect(oklch.isDisplayP3)
        // An oklch gray fits sRGB.
        #expect(!RuntimeValueRules.deviceColor(color(.oklch, [0.5, 0, 0])).isDisplayP3)
    }

    @Test func dimensionsAreInPointsAndEmLetterSpacingFollowsTheFontSize() {
        #expect(RuntimeValueRules.points(DimensionValue(12, .px), remBase: 16) == 12)
        #expect(RuntimeValueRules.points(DimensionValue(1.5, .rem), remBase: 16) == 24)
        #expect(RuntimeValueRules.points(DimensionValue(1.5, .rem), remBase: 10) == 15)
        let typography = Typography(
            fontFamily: ["Inter"], fontSize: DimensionValue(1.25, .rem), fontWeight: 400,
            letterSpacing: DimensionValue(-0.02, .em), lineHeight: 1.4)
        #expect(abs(RuntimeValueRules.letterSpacingPoints(typography, remBase: 16) - (-0.4)) < 1e-12)
        var pixels = typography
        pixels.letterSpacing = DimensionValue(0.5, .px)
        #expect(RuntimeValueRules.letterSpacingPoints(pixels, remBase: 16) == 0.5)
    }

    @Test func textCaseAndDecorationSpellingsMapToTheRuntimeNames() {
        #expect(["UPPER", "uppercase", "Upper"].map(RuntimeValueRules.textCase) == ["uppercase", "uppercase", "uppercase"])
        #expect(["TITLE", "capitalize", "titlecase"].map(RuntimeValueRules.textCase) == ["capitalize", "capitalize", "capitalize"])
        #expect(RuntimeValueRules.textCase("lower") == "lowercase")
        #expect(RuntimeValueRules.textCase("NONE") == nil)
        #expect(RuntimeValueRules.textCase(nil) == nil)
        #expect(RuntimeValueRules.textDecoration("line-through") == "lineThrough")
        #expect(RuntimeValueRules.textDecoration("strikethrough") == "lineThrough")
        #expect(RuntimeValueRules.textDecoration("underline") == "underline")
        #expect(RuntimeValueRules.textDecoration("none") == nil)
    }
}
