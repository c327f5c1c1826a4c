import Testing
import TesseraTheme

/// The bundled example's generated Swift (Generated/AcmeTokens.swift, the reference
/// file that `TesseraCodegenTests` compares `tessera build` against) compiles as part
/// of this target; these tests read its values at run time.
@Suite struct GeneratedAcmeTokensTests {
    let light = TokenTraits(colorScheme: .light)
    let dark = TokenTraits(colorScheme: .dark)

    @Test func colorFollowsTheColorScheme() {
        let background = AcmeTokens.acme.color.background.primary
        #expect(background.resolved(for: light).hexString == "#f5f6f8")
        #expect(background.resolved(for: dark).hexString == "#15181d")
        // The alias stays an alias: the semantic token is the palette token.
        #expect(background.resolved(for: dark) == AcmeTokens.acme.palette.neutral._900.resolved(for: dark))
    }

    @Test func spacingFollowsTheSizeClass() {
        let inset = AcmeTokens.acme.space.insetLg
        #expect(inset.resolved(for: TokenTraits(horizontalSizeClass: .compact)).points == 16)
        #expect(inset.resolved(for: TokenTraits(horizontalSizeClass: .regular)).points == 24)
    }

    @Test func switchingBrandIsOneAssignment() {
        var theme = AcmeTokens.default
        #expect(theme.button.primary.background.resolved(for: light).hexString == "#5639c8")
        theme = .globex
        #expect(theme.button.primary.background.resolved(for: light).hexString == "#158475")
        #expect(theme.button.primary.background.resolved(for: dark).hexString == "#3bbfaa")
        #expect(AcmeTokens.themes.keys.sorted() == ["acme", "globex"])
    }

    @Test func typographyCarriesItsLineHeight() {
        let body = AcmeTokens.acme.typography.body.resolved(for: light)
        #expect(body.fontSize.points == 17)
        #expect(body.lineHeight == 1.4)
        #expect(abs(body.lineHeightPoints - 23.8) < 1e-9)
        #expect(body.fontFamily.names.first == "Inter")
        #expect(AcmeTokens.globex.typography.body.resolved(for: light).fontFamily.names.first != "Inter")
    }

    @Test func deprecatedTokensKeepTheirValueInPrivateStorage() throws {
        // `button.primary.fill` is deprecated in the tokens: only its deprecated property is public,
        // and the private storage behind it holds the value.
        let storage = Mirror(reflecting: AcmeTokens.acme.button.primary).descendant("_fill")
        let fill = try #require(storage as? Adaptive<TokenColor>)
        #expect(fill.resolved(for: light).hexString == "#5639c8")
    }
}
