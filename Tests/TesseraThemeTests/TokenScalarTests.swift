import Testing
@testable import TesseraTheme

/// Dimension, duration, font family and font weight: the single-number tokens.
@Suite struct TokenScalarTests {
    // MARK: Dimension

    @Test func dimensionPointsAndRem() {
        #expect(TokenDimension(12).points == 12)
        #expect(TokenDimension.rem(1.5) == TokenDimension(24))
        #expect(TokenDimension.rem(2, base: 10) == TokenDimension(20))
        #expect(TokenDimension.zero.points == 0)
    }

    @Test func dimensionOrderingAndArithmetic() {
        #expect(TokenDimension(4) < TokenDimension(8))
        #expect([TokenDimension(8), .zero, TokenDimension(2)].sorted() == [.zero, TokenDimension(2), TokenDimension(8)])
        #expect(TokenDimension(4) + TokenDimension(2) == TokenDimension(6))
        #expect(TokenDimension(4) - TokenDimension(6) == TokenDimension(-2))
        #expect(TokenDimension(4) * 1.5 == TokenDimension(6))
    }

    // MARK: Duration

    @Test func durationUnits() {
        #expect(TokenDuration(milliseconds: 250) == TokenDuration(seconds: 0.25))
        #expect(TokenDuration(seconds: 1.5).milliseconds == 1500)
        #expect(TokenDuration.zero.seconds == 0)
        #expect(TokenDuration(milliseconds: 100) < TokenDuration(seconds: 0.2))
    }

    // MARK: Font family

    @Test func fontFamilyNamesAndPrimary() {
        let family = TokenFontFamily(["Inter", "Helvetica Neue", "sans-serif"])
        #expect(family.primary == "Inter")
        #expect(family.names.count == 3)
        #expect(TokenFontFamily("Roboto").names == ["Roboto"])
        #expect(TokenFontFamily([]).primary == "system-ui")
        #expect(TokenFontFamily.system.primary == TokenFontFamily.systemName)
    }

    @Test func systemFamiliesAreRecognized() {
        let system = ["system-ui", "-apple-system", "BlinkMacSystemFont", "SF Pro", "SF Pro Text",
                      "SF Pro Display", "sf pro rounded", "sans-serif", " 'SF Pro Text' ", "\"system-ui\""]
        for name in system {
            #expect(TokenFontFamily(name).isSystem, "\(name) should be a system family")
        }
        #expect(TokenFontFamily.system.isSystem)
        #expect(TokenFontFamily([]).isSystem)
        #expect(TokenFontFamily(["system-ui", "Inter"]).isSystem)
    }

    @Test func namedFamiliesAreNotSystem() {
        for name in ["Inter", "Helvetica Neue", "serif", "SF Mono", "New York", "Arial"] {
            #expect(!TokenFontFamily(name).isSystem, "\(name) should not be a system family")
        }
        // Only the preferred name decides: a system fallback does not make Inter the system font.
        #expect(!TokenFontFamily(["Inter", "system-ui"]).isSystem)
    }

    // MARK: Font weight

    @Test func fontWeightPresets() {
        let presets: [TokenFontWeight] = [.thin, .extraLight, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        #expect(presets.map(\.value) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
        #expect(presets == presets.sorted())
    }

    @Test func fontWeightIsClamped() {
        #expect(TokenFontWeight(0).value == 1)
        #expect(TokenFontWeight(-50).value == 1)
        #expect(TokenFontWeight(1200).value == 1000)
        #expect(TokenFontWeight(.nan).value == 400)
        #expect(TokenFontWeight(350).value == 350)
    }

    @Test func nearestStandardWeight() {
        let cases: [(Double, Double)] = [
            (1, 100), (49, 100), (149, 100), (150, 200), (349, 300), (400, 400),
            (449, 400), (450, 500), (651, 700), (850, 900), (950, 900), (1000, 900),
        ]
        for (input, expected) in cases {
            #expect(TokenFontWeight(input).nearestStandard == TokenFontWeight(expected), "\(input) → \(expected)")
        }
    }
}
