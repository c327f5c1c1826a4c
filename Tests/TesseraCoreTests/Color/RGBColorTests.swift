import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

@Suite struct RGBColorTests {
    @Test func inGamutSRGBPassesThrough() {
        let rgb = makeColor(.srgb, 0.2, 0.4, 0.6, alpha: 0.5).rgb(in: .sRGB)
        #expect(!rgb.wasClipped)
        expectComponents([rgb.red, rgb.green, rgb.blue, rgb.alpha], [0.2, 0.4, 0.6, 0.5], tolerance: 1e-12)
    }

    @Test func displayP3RedIsClippedInSRGB() {
        let p3Red = makeColor(.displayP3, 1, 0, 0)
        // The exact conversion lies well outside sRGB.
        expectConversion(p3Red, to: .srgb, [1.0931, -0.2267, -0.1501], tolerance: 1e-4)
        let rgb = p3Red.rgb(in: .sRGB)
        #expect(rgb.wasClipped)
        #expect(rgb.red == 1)
        #expect(rgb.green == 0)
        #expect(rgb.blue == 0)
        #expect(rgb.alpha == 1)
    }

    @Test func srgbRedFitsInDisplayP3() {
        let rgb = makeColor(.srgb, 1, 0, 0).rgb(in: .displayP3)
        #expect(!rgb.wasClipped)
        expectComponents([rgb.red, rgb.green, rgb.blue], [0.9175, 0.2003, 0.1386], tolerance: 1e-4)
    }

    @Test func displayP3InP3IsUnchanged() {
        let rgb = makeColor(.displayP3, 1, 0, 1).rgb(in: .displayP3)
        #expect(!rgb.wasClipped)
        expectComponents([rgb.red, rgb.green, rgb.blue], [1, 0, 1], tolerance: 1e-12)
    }

    @Test func conversionNoiseIsClampedSilently() {
        // Within 1e-4 of the gamut: clamped, not reported.
        let nearly = makeColor(.srgb, 1.00005, -0.00005, 0.5).rgb(in: .sRGB)
        #expect(!nearly.wasClipped)
        #expect(nearly.red == 1)
        #expect(nearly.green == 0)
        // Components rounded to 4 places (as the spec examples are) still count as in gamut.
        let oklchRed = makeColor(.oklch, 0.628, 0.2577, 29.23).rgb(in: .sRGB)
        #expect(!oklchRed.wasClipped)
        expectComponents([oklchRed.red, oklchRed.green, oklchRed.blue], [1, 0, 0], tolerance: 1e-3)
        // Just beyond the tolerance: reported.
        #expect(makeColor(.srgb, 1.001, 0, 0).rgb(in: .sRGB).wasClipped)
        #expect(makeColor(.srgb, 0, -0.001, 0).rgb(in: .sRGB).wasClipped)
    }

    @Test func whiteRoundTripsThroughEverySpaceUnclipped() {
        let white = makeColor(.srgb, 1, 1, 1)
        for space in ColorSpace.allCases {
            let rgb = white.converted(to: space).rgb(in: .sRGB)
            #expect(!rgb.wasClipped, "\(space)")
            expectComponents([rgb.red, rgb.green, rgb.blue], [1, 1, 1], tolerance: 1e-9)
        }
    }

    @Test func alphaIsClampedWithoutCountingAsClipping() {
        let rgb = makeColor(.srgb, 0, 0, 0, alpha: 1.5).rgb(in: .sRGB)
        #expect(rgb.alpha == 1)
        #expect(!rgb.wasClipped)
        #expect(makeColor(.srgb, 0, 0, 0, alpha: -0.5).rgb(in: .displayP3).alpha == 0)
    }

    @Test func noneCountsAsZero() {
        let color = ColorValue(colorSpace: .srgb, components: [.none, .number(1), .none])
        let rgb = color.rgb(in: .sRGB)
        expectComponents([rgb.red, rgb.green, rgb.blue], [0, 1, 0], tolerance: 0)
    }
}
