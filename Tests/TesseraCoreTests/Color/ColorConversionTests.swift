import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

@Suite struct ColorConversionTests {
    // MARK: Known values (CSS Color 4 constants; cross-checked against color.js output)

    @Test func srgbRedInDisplayP3() {
        expectConversion(makeColor(.srgb, 1, 0, 0), to: .displayP3, [0.917488, 0.200287, 0.138561], tolerance: 1e-5)
    }

    @Test func displayP3RedInSRGBIsUnclipped() {
        expectConversion(makeColor(.displayP3, 1, 0, 0), to: .srgb, [1.093066, -0.226742, -0.150135], tolerance: 1e-5)
    }

    @Test func srgbRedInLabIsD50() {
        // CSS Lab is relative to D50: sRGB red is lab(54.29 80.80 69.89). The often
        // quoted lab(53.24 80.09 67.20) is the D65 value and must not come out here.
        expectConversion(makeColor(.srgb, 1, 0, 0), to: .lab, [54.2905, 80.8049, 69.8910], tolerance: 1e-3)
        expectConversion(makeColor(.lab, 54.29, 80.80, 69.89), to: .srgb, [1, 0, 0], tolerance: 1e-3)
        let d65Lab = colorNumbers(makeColor(.lab, 53.24, 80.09, 67.20).converted(to: .srgb))
        #expect(abs(d65Lab[0] - 1) > 0.01)
    }

    @Test func srgbRedInLCH() {
        expectConversion(makeColor(.srgb, 1, 0, 0), to: .lch, [54.2905, 106.8372, 40.8577], tolerance: 1e-3)
    }

    @Test func oklchRed() {
        expectConversion(makeColor(.srgb, 1, 0, 0), to: .oklab, [0.627955, 0.224863, 0.125846], tolerance: 1e-6)
        expectConversion(makeColor(.srgb, 1, 0, 0), to: .oklch, [0.627955, 0.257683, 29.233880], tolerance: 1e-6)
        expectConversion(makeColor(.oklch, 0.628, 0.2577, 29.23), to: .srgb, [1, 0, 0], tolerance: 5e-4)
    }

    @Test func hslToSRGB() {
        expectConversion(makeColor(.hsl, 120, 100, 50), to: .srgb, [0, 1, 0], tolerance: 1e-12)
        expectConversion(makeColor(.hsl, 210, 50, 40), to: .srgb, [0.2, 0.4, 0.6], tolerance: 1e-12)
        expectConversion(makeColor(.hsl, 0, 0, 100), to: .srgb, [1, 1, 1], tolerance: 1e-12)
        // Hue wraps around.
        expectConversion(makeColor(.hsl, 480, 100, 50), to: .srgb, [0, 1, 0], tolerance: 1e-12)
        expectConversion(makeColor(.hsl, -240, 100, 50), to: .srgb, [0, 1, 0], tolerance: 1e-12)
    }

    @Test func srgbToHSL() {
        expectConversion(makeColor(.srgb, 0.2, 0.4, 0.6), to: .hsl, [210, 50, 40], tolerance: 1e-9)
        expectConversion(makeColor(.srgb, 1, 0, 1), to: .hsl, [300, 100, 50], tolerance: 1e-9)
        // Grays have no hue; it comes out as 0.
        expectConversion(makeColor(.srgb, 0.5, 0.5, 0.5), to: .hsl, [0, 0, 50], tolerance: 1e-9)
    }

    @Test func hwb() {
        expectConversion(makeColor(.hwb, 0, 100, 100), to: .srgb, [0.5, 0.5, 0.5], tolerance: 1e-12)
        // Whiteness + blackness over 100 normalizes to a gray of w / (w + b).
        expectConversion(makeColor(.hwb, 90, 90, 30), to: .srgb, [0.75, 0.75, 0.75], tolerance: 1e-12)
        expectConversion(makeColor(.hwb, 0, 20, 30), to: .srgb, [0.7, 0.2, 0.2], tolerance: 1e-12)
        expectConversion(makeColor(.hwb, 240, 0, 0), to: .srgb, [0, 0, 1], tolerance: 1e-12)
        expectConversion(makeColor(.srgb, 0.7, 0.2, 0.2), to: .hwb, [0, 20, 30], tolerance: 1e-9)
    }

    @Test func linearSRGB() {
        expectConversion(makeColor(.srgb, 0.5, 0.04045, 1), to: .srgbLinear, [0.214041, 0.04045 / 12.92, 1], tolerance: 1e-6)
        expectConversion(makeColor(.srgbLinear, 0.214041, 0, 1), to: .srgb, [0.5, 0, 1], tolerance: 1e-6)
    }

    @Test func wideGamutRGBSpaces() {
        let red = makeColor(.srgb, 1, 0, 0)
        let green = makeColor(.srgb, 0, 1, 0)
        expectConversion(red, to: .a98RGB, [0.858592, 0, 0], tolerance: 1e-6)
        expectConversion(green, to: .a98RGB, [0.564972, 1, 0.234424], tolerance: 1e-6)
        expectConversion(red, to: .prophotoRGB, [0.702248, 0.275721, 0.103548], tolerance: 1e-6)
        expectConversion(green, to: .prophotoRGB, [0.540282, 0.927599, 0.304566], tolerance: 1e-6)
        expectConversion(red, to: .rec2020, [0.791977, 0.230976, 0.073761], tolerance: 1e-6)
        expectConversion(green, to: .rec2020, [0.567542, 0.959279, 0.268969], tolerance: 1e-6)
    }

    @Test func xyz() {
        expectConversion(makeColor(.srgb, 1, 1, 1), to: .xyzD65, [0.950456, 1, 1.089058], tolerance: 1e-6)
        expectConversion(makeColor(.srgb, 1, 1, 1), to: .xyzD50, [0.964296, 1, 0.825105], tolerance: 1e-6)
        expectConversion(makeColor(.xyzD65, 0.9505, 1, 1.089), to: .srgb, [1, 1, 1], tolerance: 1e-4)
        expectConversion(makeColor(.xyzD50, 0.9643, 1, 0.8251), to: .srgb, [1, 1, 1], tolerance: 1e-4)
    }

    /// The "hot pink" examples of the DTCG color module all carry the fallback #ff00ff.
    @Test(arguments: [
        (ColorSpace.lab, [60.17, 93.54, -60.5]),
        (.lch, [60.17, 111.4, 327.11]),
        (.oklab, [0.701, 0.2746, -0.169]),
        (.oklch, [0.7016, 0.3225, 328.363]),
        (.xyzD65, [0.5929, 0.2848, 0.9699]),
        (.xyzD50, [0.5791, 0.2831, 0.728]),
        (.hwb, [300, 0, 0]),
        (.hsl, [300, 100, 50]),
        (.srgbLinear, [1, 0, 1]),
    ])
    func specExamplesAreMagenta(space: ColorSpace, components: [Double]) {
        let value = makeColor(space, components[0], components[1], components[2])
        #expect(value.srgbHex == "#ff00ff")
        let rgb = value.rgb(in: .sRGB)
        expectComponents([rgb.red, rgb.green, rgb.blue], [1, 0, 1], tolerance: 2e-3)
    }

    // MARK: Round trips

    static let samples: [[Double]] = [
        [0.2, 0.4, 0.6], [1, 0, 0], [0, 1, 0], [0, 0, 1], [0.9, 0.85, 0.1],
        [0, 0, 0], [1, 1, 1], [0.5, 0.5, 0.5], [0.01, 0.02, 0.03], [0.8, 0.3, 0.95],
    ]

    @Test(arguments: ColorSpace.allCases)
    func srgbRoundTrips(through space: ColorSpace) {
        for sample in Self.samples {
            let original = makeColor(.srgb, sample[0], sample[1], sample[2], alpha: 0.25)
            let there = original.converted(to: space)
            #expect(there.alpha == 0.25)
            let back = there.converted(to: .srgb)
            expectComponents(colorNumbers(back), sample, tolerance: 1e-9)
        }
    }

    @Test(arguments: ColorSpace.allCases)
    func displayP3RoundTrips(through space: ColorSpace) {
        // Out-of-sRGB colors must survive spaces whose intermediate values leave [0, 1].
        for sample in [[1.0, 0, 0], [0, 1, 0], [0.3, 0.9, 0.2]] {
            let back = makeColor(.displayP3, sample[0], sample[1], sample[2]).converted(to: space).converted(to: .displayP3)
            expectComponents(colorNumbers(back), sample, tolerance: 1e-9)
        }
    }

    @Test(arguments: ColorSpace.allCases, ColorSpace.allCases)
    func everyPairAgreesWithTheXYZHub(from source: ColorSpace, to target: ColorSpace) {
        // Direct shortcuts (sRGB/HSL/HWB, Lab/LCH, OKLab/OKLCH) must match going through XYZ.
        let start = makeColor(.srgb, 0.8, 0.3, 0.55).converted(to: source)
        let direct = colorNumbers(start.converted(to: target))
        let viaXYZ = start.converted(to: .xyzD65).converted(to: target)
        let scale = target == .lab || target == .lch || target == .hsl || target == .hwb ? 100.0 : 1.0
        expectComponents(direct, colorNumbers(viaXYZ), tolerance: 1e-7 * scale)
    }

    // MARK: Details

    @Test func grayHasHueZeroInPolarSpaces() {
        let gray = makeColor(.srgb, 0.5, 0.5, 0.5)
        for space in [ColorSpace.lch, .oklch, .hsl, .hwb] {
            let hue = colorNumbers(gray.converted(to: space))[space == .lch || space == .oklch ? 2 : 0]
            #expect(hue == 0, "\(space)")
        }
    }

    @Test func huesStayBelow360() {
        // A hue a hair below 360 (or above 0) must not round up to 360.
        let nearlyRed = makeColor(.srgb, 1, 0, 1e-13)
        for space in [ColorSpace.hsl, .hwb, .lch, .oklch] {
            let value = nearlyRed.converted(to: space)
            let index = space.hueIndex!
            #expect(space.componentRange(at: index).contains(colorNumbers(value)[index]), "\(space)")
        }
    }

    @Test func noneReadsAsZero() {
        let white = ColorValue(colorSpace: .hsl, components: [.none, .number(0), .number(100)])
        expectConversion(white, to: .srgb, [1, 1, 1], tolerance: 1e-12)
        let green = ColorValue(colorSpace: .srgb, components: [.none, .number(1), .none])
        expectConversion(green, to: .displayP3, colorNumbers(makeColor(.srgb, 0, 1, 0).converted(to: .displayP3)), tolerance: 0)
    }

    @Test func sameSpaceConversionResolvesNone() {
        let value = ColorValue(colorSpace: .oklch, components: [.number(0.5), .number(0), .none], alpha: 0.3, hex: "#636363")
        let converted = value.converted(to: .oklch)
        #expect(converted.components == [.number(0.5), .number(0), .number(0)])
        #expect(converted.alpha == 0.3)
        #expect(converted.hex == "#636363")
    }

    @Test func srgbHex() {
        #expect(makeColor(.srgb, 1, 0, 0).srgbHex == "#ff0000")
        #expect(makeColor(.srgb, 0.5, 0.5, 0.5).srgbHex == "#808080")
        #expect(makeColor(.srgb, 0.2, 0.4, 0.6).srgbHex == "#336699")
        #expect(makeColor(.srgb, 0, 0, 0, alpha: 0).srgbHex == "#000000")
        // Out of gamut: clamped per channel.
        #expect(makeColor(.displayP3, 1, 0, 0).srgbHex == "#ff0000")
        #expect(makeColor(.srgb, 2, -1, 0.0588).srgbHex == "#ff000f")
        #expect(makeColor(.hsl, 210, 50, 40).srgbHex == "#336699")
    }

    @Test func malformedComponentCountsDegrade() {
        let short = ColorValue(colorSpace: .srgb, components: [.number(1)])
        expectConversion(short, to: .srgb, [1, 0, 0], tolerance: 0)
        let long = ColorValue(colorSpace: .srgb, components: [.number(0), .number(1), .number(0), .number(1)])
        #expect(long.srgbHex == "#00ff00")
    }
}
