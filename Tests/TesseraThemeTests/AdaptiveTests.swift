import Testing
@testable import TesseraTheme

/// What generated code looks like: explicit types, concrete initializers, no operators.
private enum GeneratedSample {
    static let primary: Adaptive<TokenColor> = Adaptive(
        light: TokenColor(sRGB: 0.1, 0.2, 0.3), dark: TokenColor(sRGB: 0.9, 0.9, 0.9)
    )
    static let spacing: Adaptive<TokenDimension> = Adaptive(compact: TokenDimension(16), regular: TokenDimension(24))
    static let radius: Adaptive<TokenDimension> = Adaptive(TokenDimension(8))
}

@Suite struct AdaptiveTests {
    private let light = TokenColor(hex: 0xFFFFFF)
    private let dark = TokenColor(hex: 0x000000)
    private let lightHC = TokenColor(hex: 0xEEEEEE)
    private let darkHC = TokenColor(hex: 0x111111)

    @Test func fourVariantColorForEverySchemeAndContrast() {
        let color = Adaptive(light: light, dark: dark, lightHighContrast: lightHC, darkHighContrast: darkHC)
        let expected: [TokenTraits.ColorScheme: [TokenTraits.Contrast: TokenColor]] = [
            .light: [.standard: light, .increased: lightHC],
            .dark: [.standard: dark, .increased: darkHC],
        ]
        for scheme in TokenTraits.ColorScheme.allCases {
            for contrast in TokenTraits.Contrast.allCases {
                // Size class and text size are irrelevant to this token.
                for sizeClass in TokenTraits.SizeClass.allCases {
                    let traits = TokenTraits(colorScheme: scheme, contrast: contrast, horizontalSizeClass: sizeClass, dynamicTypeSize: .xxxLarge)
                    #expect(color.resolved(for: traits) == expected[scheme]?[contrast], "\(scheme) \(contrast) \(sizeClass)")
                }
            }
        }
        #expect(color.allValues == [light, dark, lightHC, darkHC])
    }

    @Test func lightDarkAndCompactRegular() {
        #expect(GeneratedSample.primary.resolved(for: .default) == TokenColor(sRGB: 0.1, 0.2, 0.3))
        #expect(GeneratedSample.primary.resolved(for: TokenTraits(colorScheme: .dark)) == TokenColor(sRGB: 0.9, 0.9, 0.9))
        // Increased contrast without a dedicated variant falls back to the scheme's value.
        #expect(GeneratedSample.primary.resolved(for: TokenTraits(colorScheme: .dark, contrast: .increased)) == TokenColor(sRGB: 0.9, 0.9, 0.9))
        #expect(GeneratedSample.spacing.resolved(for: TokenTraits(horizontalSizeClass: .compact)) == TokenDimension(16))
        #expect(GeneratedSample.spacing.resolved(for: TokenTraits(horizontalSizeClass: .regular)) == TokenDimension(24))
        #expect(GeneratedSample.spacing.resolved(for: TokenTraits(colorScheme: .dark, horizontalSizeClass: .regular)) == TokenDimension(24))
    }

    @Test func constantValues() {
        #expect(GeneratedSample.radius.isConstant)
        #expect(GeneratedSample.radius.allValues == [TokenDimension(8)])
        for scheme in TokenTraits.ColorScheme.allCases {
            #expect(GeneratedSample.radius.resolved(for: TokenTraits(colorScheme: scheme)) == TokenDimension(8))
        }
        #expect(!GeneratedSample.primary.isConstant)
        // Variants that all repeat the default still resolve to one value: constant.
        #expect(Adaptive(light: 1.0, dark: 1.0).isConstant)
    }

    @Test func dynamicTypeConditionsMatchExactly() {
        let size = Adaptive(default: 17.0, variants: [
            Adaptive.Variant(TraitCondition(dynamicTypeSize: .xLarge), 19),
            Adaptive.Variant(TraitCondition(dynamicTypeSize: .accessibility3), 40),
        ])
        #expect(size.resolved(for: TokenTraits(dynamicTypeSize: .large)) == 17)
        #expect(size.resolved(for: TokenTraits(dynamicTypeSize: .xLarge)) == 19)
        // Larger than xLarge is not "at least xLarge": no variant, so the default.
        #expect(size.resolved(for: TokenTraits(dynamicTypeSize: .xxLarge)) == 17)
        #expect(size.resolved(for: TokenTraits(dynamicTypeSize: .accessibility3)) == 40)
        #expect(size.resolved(for: TokenTraits(dynamicTypeSize: .accessibility4)) == 17)
    }

    @Test func mostSpecificVariantWinsRegardlessOfOrder() {
        // The two-trait variant comes first but still beats the later one-trait variant.
        let value = Adaptive(default: "default", variants: [
            Adaptive.Variant(TraitCondition(colorScheme: .dark, horizontalSizeClass: .regular), "dark regular"),
            Adaptive.Variant(TraitCondition(colorScheme: .dark), "dark"),
            Adaptive.Variant(TraitCondition(horizontalSizeClass: .regular), "regular"),
        ])
        #expect(value.resolved(for: TokenTraits(colorScheme: .dark, horizontalSizeClass: .regular)) == "dark regular")
        #expect(value.resolved(for: TokenTraits(colorScheme: .dark, horizontalSizeClass: .compact)) == "dark")
        #expect(value.resolved(for: TokenTraits(colorScheme: .light, horizontalSizeClass: .regular)) == "regular")
        #expect(value.resolved(for: .default) == "default")
    }

    @Test func equallySpecificTiesGoToTheLaterVariant() {
        let value = Adaptive(default: "default", variants: [
            Adaptive.Variant(TraitCondition(colorScheme: .dark), "first"),
            Adaptive.Variant(TraitCondition(contrast: .increased), "second"),
        ])
        #expect(value.resolved(for: TokenTraits(colorScheme: .dark, contrast: .increased)) == "second")
        let reversed = Adaptive(default: "default", variants: Array(value.variants.reversed()))
        #expect(reversed.resolved(for: TokenTraits(colorScheme: .dark, contrast: .increased)) == "first")
        // An unconditional variant matches everything and beats the default.
        let always = Adaptive(default: "default", variants: [Adaptive.Variant(.any, "always")])
        #expect(always.resolved(for: .default) == "always")
    }

    @Test func mapKeepsTheStructure() {
        let color = Adaptive(light: light, dark: dark, lightHighContrast: lightHC, darkHighContrast: darkHC)
        let hex: Adaptive<String> = color.map { $0.hexString }
        #expect(hex.allValues == ["#ffffff", "#000000", "#eeeeee", "#111111"])
        #expect(hex.variants.map(\.when) == color.variants.map(\.when))
        #expect(hex.resolved(for: TokenTraits(colorScheme: .dark, contrast: .increased)) == "#111111")
        let doubled = GeneratedSample.spacing.map { $0 * 2 }
        #expect(doubled == Adaptive(compact: TokenDimension(32), regular: TokenDimension(48)))
    }

    @Test func mapRethrows() {
        struct Failure: Error {}
        #expect(throws: Failure.self) {
            _ = try GeneratedSample.spacing.map { (dimension: TokenDimension) -> Double in
                if dimension.points > 20 { throw Failure() }
                return dimension.points
            }
        }
    }
}
