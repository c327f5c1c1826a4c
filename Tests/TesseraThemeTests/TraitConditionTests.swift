import Testing
@testable import TesseraTheme

@Suite struct TraitConditionTests {
    @Test func defaultTraits() {
        let traits = TokenTraits.default
        #expect(traits.colorScheme == .light)
        #expect(traits.contrast == .standard)
        #expect(traits.horizontalSizeClass == .compact)
        #expect(traits.dynamicTypeSize == .large)
        #expect(traits == TokenTraits())
    }

    @Test func dynamicTypeSizeOrder() {
        let sizes = TokenTraits.DynamicTypeSize.allCases
        #expect(sizes.count == 12)
        #expect(sizes.first == .xSmall)
        #expect(sizes.last == .accessibility5)
        #expect(sizes == sizes.sorted())
        #expect(TokenTraits.DynamicTypeSize.xxxLarge < .accessibility1)
        #expect(sizes.filter(\.isAccessibilitySize) == [.accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5])
    }

    @Test func emptyConditionMatchesEverything() {
        #expect(TraitCondition.any.specificity == 0)
        #expect(TraitCondition.any == TraitCondition())
        for scheme in TokenTraits.ColorScheme.allCases {
            for size in TokenTraits.DynamicTypeSize.allCases {
                #expect(TraitCondition.any.matches(TokenTraits(colorScheme: scheme, dynamicTypeSize: size)))
            }
        }
    }

    @Test func eachNamedTraitMustMatch() {
        let condition = TraitCondition(colorScheme: .dark, contrast: .increased)
        #expect(condition.matches(TokenTraits(colorScheme: .dark, contrast: .increased, horizontalSizeClass: .regular)))
        #expect(!condition.matches(TokenTraits(colorScheme: .dark, contrast: .standard)))
        #expect(!condition.matches(TokenTraits(colorScheme: .light, contrast: .increased)))
        #expect(TraitCondition(horizontalSizeClass: .regular).matches(TokenTraits(horizontalSizeClass: .regular)))
        #expect(!TraitCondition(horizontalSizeClass: .regular).matches(.default))
        #expect(TraitCondition(dynamicTypeSize: .small).matches(TokenTraits(dynamicTypeSize: .small)))
        #expect(!TraitCondition(dynamicTypeSize: .small).matches(TokenTraits(dynamicTypeSize: .xSmall)))
    }

    @Test func specificityCountsNamedTraits() {
        #expect(TraitCondition(colorScheme: .dark).specificity == 1)
        #expect(TraitCondition(contrast: .increased, dynamicTypeSize: .large).specificity == 2)
        #expect(TraitCondition(colorScheme: .light, contrast: .standard, horizontalSizeClass: .compact).specificity == 3)
        #expect(TraitCondition(colorScheme: .light, contrast: .standard, horizontalSizeClass: .compact, dynamicTypeSize: .xLarge).specificity == 4)
    }
}
