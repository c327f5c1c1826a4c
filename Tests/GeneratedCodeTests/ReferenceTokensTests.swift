import Testing
import TesseraTheme

/// The generated Swift of tokens that refer across, into and out of their groups
/// (Generated/ReferenceTokens.swift, which `TesseraCodegenTests` compares `tessera build`
/// against) compiles as part of this target. Reading it proves its statics initialize: a
/// reference back into a group still being initialized would never return.
@Suite struct ReferenceTokensTests {
    @Test(arguments: [ReferenceTokens.acme, ReferenceTokens.globex])
    func everyReferenceReadsItsTargetsValue(_ theme: ReferenceTokens) {
        #expect(theme.color.primary == theme.palette.blue)
        #expect(theme.color.button.background == theme.color.primary)
        #expect(theme.color.button.border == theme.palette.blue)
        #expect(theme.color.link == theme.palette.red)
        #expect(theme.space.large == theme.size.base)
        #expect(theme.size.gap == theme.space.small)
        #expect(theme.card.padding == theme.unit)
    }

    @Test func eachThemeHasItsOwnBlue() {
        #expect(ReferenceTokens.acme.color.button.background != ReferenceTokens.globex.color.button.background)
        #expect(ReferenceTokens.default == ReferenceTokens.acme)
        #expect(ReferenceTokens.themes["globex"] == ReferenceTokens.globex)
    }
}
