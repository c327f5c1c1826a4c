import Testing
@testable import TesseraTheme

@Suite struct AdapterMathTests {
    let body = TokenTypography(
        fontFamily: TokenFontFamily("Inter"), fontSize: TokenDimension(17), fontWeight: .regular,
        letterSpacing: TokenDimension(0.2), lineHeight: 1.4, textCase: .uppercase)

    @Test func lineHeightForUIKitAndSwiftUI() {
        // 17 pt × 1.4 = 23.8 pt lines; a font whose natural line height is 20.29 pt (Inter at 17 pt).
        expectClose(body.lineHeightPoints, 23.8)
        expectClose(body.lineSpacing(naturalLineHeight: 20.29), 3.51)
        expectClose(body.verticalPadding(naturalLineHeight: 20.29), 1.755)
        expectClose(body.baselineOffset(naturalLineHeight: 20.29), 0.8775)
    }

    @Test func tighterThanNaturalLinesAddNothing() {
        var tight = body
        tight.lineHeight = 1.0
        #expect(tight.lineSpacing(naturalLineHeight: 20.29) == 0)
        #expect(tight.verticalPadding(naturalLineHeight: 20.29) == 0)
        #expect(tight.baselineOffset(naturalLineHeight: 20.29) == 0)
    }

    @Test func lineSpacingScalesWithDynamicType() {
        // At AX5 body text is 53 pt; the natural line height scales with the font (20.29 × 53/17).
        let large = body.scaled(for: .accessibility5)
        let natural = 20.29 * 53 / 17
        expectClose(large.lineSpacing(naturalLineHeight: natural), 3.51 * 53 / 17)
        // The ratio of line height to font size is still the token's 1.4.
        expectClose(large.lineHeightPoints / large.fontSize.points, 1.4)
    }

    @Test func layeredShadowsDrawBottomFirstAndSkipInnerLayers() {
        let black = TokenColor(sRGB: 0, 0, 0, alpha: 0.2)
        let top = TokenShadowLayer(color: black, offsetX: .zero, offsetY: TokenDimension(1), blur: TokenDimension(2), spread: .zero)
        let bottom = TokenShadowLayer(color: black, offsetX: .zero, offsetY: TokenDimension(8), blur: TokenDimension(24), spread: TokenDimension(-4))
        let inner = TokenShadowLayer(color: black, offsetX: .zero, offsetY: TokenDimension(1), blur: TokenDimension(0), spread: .zero, inset: true)
        let shadow = TokenShadow([top, inner, bottom])
        #expect(shadow.dropShadowLayersInDrawingOrder == [bottom, top])
        #expect(shadow.dropShadowLayersInDrawingOrder.map(\.radius) == [12, 1])
        #expect(shadow.innerLayers == [inner])
        let diagnostic = shadow.innerLayersDiagnostic
        #expect(diagnostic?.code.rawValue == "TS0831")
        #expect(diagnostic?.message == "1 inner shadow layer (inset 0.0 1.0 0.0 0.0 #000000) cannot be drawn by SwiftUI or Core Animation and is left out")
        #expect(TokenShadow([top, bottom]).innerLayersDiagnostic == nil)
    }

    @Test func displayP3TokensKeepTheirSpaceAndSRGBTokensTheirs() {
        // Adapters pick the initializer by `space`; a P3 color outside sRGB must not be clamped.
        let p3Red = TokenColor(displayP3: 1, 0, 0)
        #expect(p3Red.space == .displayP3)
        let inSRGB = p3Red.converted(to: .sRGB)
        #expect(inSRGB.red > 1)  // extended range: more saturated than sRGB red
        #expect(inSRGB.green < 0)
        expectClose(inSRGB.converted(to: .displayP3).red, 1, tolerance: 1e-9)
    }
}

/// Two token types, as an app with generated tokens and a store snapshot would have.
private struct BrandTokens: TokenTheme, Equatable {
    var accent: TokenColor
    static let acme = BrandTokens(accent: TokenColor(hex: 0x5639C8))
    static let globex = BrandTokens(accent: TokenColor(hex: 0x158475))
    static var `default`: BrandTokens { acme }
}

private struct SnapshotTokens: TokenTheme {
    var version: Int
    static var `default`: SnapshotTokens { SnapshotTokens(version: 0) }
}

@Suite struct TokenThemeSetTests {
    @Test func unsetTypesReadAsTheirDefault() {
        let themes = TokenThemeSet()
        #expect(themes.theme(BrandTokens.self) == .acme)
        #expect(themes.theme(SnapshotTokens.self).version == 0)
        #expect(!themes.contains(BrandTokens.self))
    }

    @Test func eachTypeHasItsOwnChoice() {
        let themes = TokenThemeSet().setting(BrandTokens.globex).setting(SnapshotTokens(version: 7))
        #expect(themes.theme(BrandTokens.self) == .globex)
        #expect(themes.theme(SnapshotTokens.self).version == 7)
        // A later choice for the same type replaces the earlier one.
        #expect(themes.setting(BrandTokens.acme).theme(BrandTokens.self) == .acme)
    }

    @Test func equalityFollowsTheThemes() {
        let globex = TokenThemeSet().setting(BrandTokens.globex)
        #expect(globex == TokenThemeSet().setting(BrandTokens.globex))
        #expect(globex != TokenThemeSet().setting(BrandTokens.acme))
        #expect(globex != TokenThemeSet())
        #expect(TokenThemeSet() == TokenThemeSet())
        // Themes that are not Equatable never compare equal, so a change is never missed.
        let snapshot = TokenThemeSet().setting(SnapshotTokens(version: 1))
        #expect(snapshot != TokenThemeSet().setting(SnapshotTokens(version: 1)))
    }

    @Test func anyTokenThemeUnwrapsOnlyItsOwnType() {
        let box = AnyTokenTheme(BrandTokens.globex)
        #expect(box.theme(as: BrandTokens.self) == .globex)
        #expect(box.theme(as: SnapshotTokens.self) == nil)
    }
}
