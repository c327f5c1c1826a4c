import Testing
@testable import TesseraTheme

@Suite struct TokenColorTests {
    // MARK: Construction and hex

    @Test func initializersStoreComponentsAndSpace() {
        let srgb = TokenColor(sRGB: 0.1, 0.2, 0.3)
        expectColor(srgb, .sRGB, 0.1, 0.2, 0.3)
        let p3 = TokenColor(displayP3: 0.4, 0.5, 0.6, alpha: 0.7)
        expectColor(p3, .displayP3, 0.4, 0.5, 0.6, alpha: 0.7)
    }

    @Test func hexInitializerReadsRRGGBB() {
        let color = TokenColor(hex: 0x3B82F6, alpha: 0.5)
        #expect(color == TokenColor(sRGB: 59.0 / 255, 130.0 / 255, 246.0 / 255, alpha: 0.5))
        // Bits above 0xFFFFFF are not alpha; they are ignored.
        #expect(TokenColor(hex: 0xFF00_0000) == TokenColor(hex: 0x000000))
    }

    @Test func hexStringRoundTrips() {
        for hex: UInt32 in [0x000000, 0xFFFFFF, 0x3B82F6, 0x0A0B0C, 0x777777, 0xFF8800] {
            let color = TokenColor(hex: hex)
            #expect(TokenColor(hex: UInt32(color.hexString.dropFirst(), radix: 16) ?? 0) == color)
        }
        #expect(TokenColor(hex: 0x0A0B0C).hexString == "#0a0b0c")
    }

    @Test func hexStringClampsConvertsAndIgnoresAlpha() {
        #expect(TokenColor(sRGB: 1.2, -0.1, 0.5, alpha: 0.2).hexString == "#ff0080")
        #expect(TokenColor(sRGB: .nan, 0, 0).hexString == "#000000")
        // Display P3 red is outside sRGB: converted, then clamped.
        #expect(TokenColor(displayP3: 1, 0, 0).hexString == "#ff0000")
        #expect(TokenColor(displayP3: 1, 1, 1).hexString == "#ffffff")
    }

    @Test func withAlphaReplacesOnlyAlpha() {
        let color = TokenColor(displayP3: 0.1, 0.2, 0.3).withAlpha(0.25)
        expectColor(color, .displayP3, 0.1, 0.2, 0.3, alpha: 0.25)
    }

    // MARK: Conversion (reference values: CSS Color 4 matrices, checked with color.js)

    @Test func srgbRedInDisplayP3() {
        let p3 = TokenColor(sRGB: 1, 0, 0, alpha: 0.5).converted(to: .displayP3)
        expectColor(p3, .displayP3, 0.917488, 0.200287, 0.138561, alpha: 0.5, tolerance: 1e-6)
    }

    @Test func displayP3RedInSRGBIsUnclipped() {
        let srgb = TokenColor(displayP3: 1, 0, 0).converted(to: .sRGB)
        expectColor(srgb, .sRGB, 1.093066, -0.226742, -0.150135, tolerance: 1e-6)
    }

    @Test func srgbGreenInDisplayP3() {
        let p3 = TokenColor(sRGB: 0, 1, 0).converted(to: .displayP3)
        expectColor(p3, .displayP3, 0.458402, 0.985265, 0.298295, tolerance: 1e-6)
    }

    @Test func whiteAndBlackAreTheSameInBothSpaces() {
        expectColor(TokenColor(sRGB: 1, 1, 1).converted(to: .displayP3), .displayP3, 1, 1, 1, tolerance: 1e-12)
        expectColor(TokenColor(displayP3: 0, 0, 0).converted(to: .sRGB), .sRGB, 0, 0, 0)
    }

    @Test func conversionRoundTripsAndSameSpaceIsIdentity() {
        let original = TokenColor(displayP3: 0.5, 0.25, 0.75, alpha: 0.3)
        #expect(original.converted(to: .displayP3) == original)
        let back = original.converted(to: .sRGB).converted(to: .displayP3)
        expectColor(back, .displayP3, 0.5, 0.25, 0.75, alpha: 0.3, tolerance: 1e-12)
        // An out-of-gamut result survives the trip back (negative components are mirrored, not lost).
        let red = TokenColor(displayP3: 1, 0, 0).converted(to: .sRGB).converted(to: .displayP3)
        expectColor(red, .displayP3, 1, 0, 0, tolerance: 1e-12)
    }

    // MARK: Luminance and contrast

    @Test func relativeLuminanceOfKnownColors() {
        expectClose(TokenColor(hex: 0xFFFFFF).relativeLuminance, 1, tolerance: 1e-12)
        expectClose(TokenColor(hex: 0x000000).relativeLuminance, 0)
        expectClose(TokenColor(hex: 0xFF0000).relativeLuminance, 0.2126, tolerance: 1e-12)
        expectClose(TokenColor(hex: 0x00FF00).relativeLuminance, 0.7152, tolerance: 1e-12)
        // P3 is converted to sRGB first; P3 red's luminance is its XYZ Y (≈ 0.2289).
        expectClose(TokenColor(displayP3: 1, 0, 0).relativeLuminance, 0.228925, tolerance: 1e-5)
    }

    @Test func contrastRatios() {
        let white = TokenColor(hex: 0xFFFFFF)
        let black = TokenColor(hex: 0x000000)
        expectClose(TokenColor.contrastRatio(white, black), 21, tolerance: 1e-9)
        expectClose(TokenColor.contrastRatio(black, white), 21, tolerance: 1e-9)
        expectClose(TokenColor.contrastRatio(white, white), 1)
        // #777 on white is the classic "just fails AA" pair.
        let gray = TokenColor(hex: 0x777777)
        expectClose(TokenColor.contrastRatio(gray, white), 4.478, tolerance: 1e-3)
        #expect(TokenColor.contrastRatio(gray, white) < 4.5)
    }
}
