import Testing
import TesseraDiagnostics
import TesseraSyntax
import TesseraYAML
import TesseraTokens
import TesseraImport
import TesseraConvert
import TesseraStore
import TesseraTheme

/// The bundled example: a resolver document with two brands (themes the app chooses),
/// four appearances and two size classes (traits the device chooses).
@Suite struct AcmeStoreTests {
    let result = TokenStoreSnapshot.load(contentsOf: StoreFixtures.acme)

    @Test func brandsBecomeThemesAndTheDefaultBrandIsCurrent() throws {
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        let acme = try #require(result.snapshot)
        #expect(acme.themeNames == ["acme", "globex"])
        #expect(acme.themeName == "acme")
        #expect(acme.themeSelections == ["brand": "acme"])
        #expect(acme.tokenCount == 183)
        let globex = try #require(acme.theme(named: "globex"))
        #expect(acme.theme(["brand": "globex"])?.themeName == "globex")
        #expect(acme.theme(named: "initech") == nil)
        let light = TokenTraits(colorScheme: .light)
        let dark = TokenTraits(colorScheme: .dark)
        #expect(acme.color(path: "button/primary/background", for: light).hexString == "#5639c8")
        #expect(globex.color(path: "button/primary/background", for: light).hexString == "#158475")
        #expect(globex.color(path: "button/primary/background", for: dark).hexString == "#3bbfaa")
    }

    @Test func colorsFollowTheAppearanceAndContrast() throws {
        let acme = try #require(result.snapshot)
        #expect(acme.color(path: "color.background.primary", for: TokenTraits(colorScheme: .light)).hexString == "#f5f6f8")
        #expect(acme.color(path: "color.background.primary", for: TokenTraits(colorScheme: .dark)).hexString == "#15181d")
        // Increase Contrast: secondary text moves to neutral.800 in light, and differs from standard contrast.
        let standard = acme.color(path: "color.text.secondary", for: TokenTraits(colorScheme: .light))
        let increased = acme.color(path: "color.text.secondary", for: TokenTraits(colorScheme: .light, contrast: .increased))
        #expect(increased == acme.color(path: "palette.neutral.800"))
        #expect(increased != standard)
        // Traits the tokens do not vary over change nothing.
        #expect(
            acme.color(path: "color.background.primary", for: TokenTraits(colorScheme: .dark, dynamicTypeSize: .accessibility3))
                .hexString == "#15181d")
        #expect(acme.lookupProblems.isEmpty)
    }

    @Test func spacingFollowsTheSizeClass() throws {
        let acme = try #require(result.snapshot)
        #expect(acme.dimension(path: "space.inset-lg", for: TokenTraits(horizontalSizeClass: .compact)).points == 16)
        #expect(acme.dimension(path: "space.inset-lg", for: TokenTraits(horizontalSizeClass: .regular)).points == 24)
        #expect(acme.dimension(TokenKey("space/inset-lg"), for: TokenTraits(colorScheme: .dark, horizontalSizeClass: .regular)).points == 24)
    }

    @Test func typographyPerBrand() throws {
        let acme = try #require(result.snapshot)
        let body = acme.typography(path: "typography.body")
        #expect(body.fontSize.points == 17)
        #expect(body.lineHeight == 1.4)
        #expect(body.fontFamily.names.first == "Inter")
        #expect(acme.theme(named: "globex")?.typography(path: "typography.body").fontFamily.names.first != "Inter")
    }
}
