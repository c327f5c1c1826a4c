import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// The CSS shorthands read from interpolated strings, on their own.
@Suite struct CSSShorthandTests {
    @Test func borderInAnyOrder() throws {
        let border = try CSSShorthand.border("#ff0000 dashed 0.125rem").get()
        #expect(border.width == DimensionValue(0.125, .rem))
        #expect(border.style == .keyword("dashed"))
        #expect(srgb(.color(border.color)) == [1, 0, 0])
        #expect(CSSShorthand.border("1px solid") == .failure(.init(reason: "it has no color")))
        #expect(CSSShorthand.border("1px") == .failure(.init(reason: "it has no style or color")))
        #expect(CSSShorthand.border("1px solid dotted #000")
            == .failure(.init(reason: "\"dotted\" is not a border width, style or color, or repeats one")))
    }

    @Test func shadowLayers() throws {
        // rgba() with spaces stays one word; negative offsets; two layers.
        let layers = try CSSShorthand.shadow("-2px 4px 6px rgba(0, 0, 0, 0.25), inset 0 0 0 1px #ffffff").get()
        #expect(layers.count == 2)
        #expect([layers[0].offsetX, layers[0].offsetY, layers[0].blur, layers[0].spread]
            == [DimensionValue(-2, .px), DimensionValue(4, .px), DimensionValue(6, .px), DimensionValue(0, .px)])
        #expect(layers[0].color.alpha == 0.25)
        #expect(layers[1].inset)
        #expect(layers[1].spread == DimensionValue(1, .px))
        #expect(CSSShorthand.shadow("1px #000") == .failure(.init(reason: "a shadow layer has 2 to 4 lengths (x, y, blur, spread), not 1")))
        #expect(CSSShorthand.shadow("1px 2px 3px 4px 5px #000")
            == .failure(.init(reason: "a shadow layer has 2 to 4 lengths (x, y, blur, spread), not 5")))
        #expect(CSSShorthand.shadow(" , ") == .failure(.init(reason: "it is empty")))
    }

    @Test func fontShorthand() throws {
        let font = try CSSShorthand.font("600 1.25rem/150% \"Helvetica Neue\", Arial").get()
        #expect(font.fontWeight == 600)
        #expect(font.fontSize == DimensionValue(1.25, .rem))
        #expect(font.lineHeight == 1.5)
        #expect(font.fontFamily == ["Helvetica Neue", "Arial"])
        #expect(font.letterSpacing == DimensionValue(0, .rem))
        #expect(try CSSShorthand.font("normal semi-bold 20px/30px Inter").get().lineHeight == 1.5)
        #expect(CSSShorthand.font("italic 16px/1.5 Inter")
            == .failure(.init(reason: "\"italic\" is not a font weight (DTCG typography has no font style)")))
        #expect(CSSShorthand.font("16px/2rem Inter") == .failure(.init(reason: "\"2rem\" is not a line height in the font size's unit")))
        #expect(CSSShorthand.font("16px/1.5") == .failure(.init(reason: "it has no font family")))
        #expect(CSSShorthand.font("bold Inter") == .failure(.init(reason: "it has no font size")))
    }

    @Test func piecesAndEasing() {
        #expect(CSSShorthand.length("0") == DimensionValue(0, .px))
        #expect(CSSShorthand.length("4") == nil)  // a bare number other than 0 is not a CSS length
        #expect(CSSShorthand.length("1.5em") == DimensionValue(1.5, .em))
        #expect(CSSShorthand.length("3vw") == nil)
        #expect(CSSShorthand.cubicBezier("cubic-bezier(0.4, 0, 0.2, 1)") == CubicBezier(0.4, 0, 0.2, 1))
        #expect(CSSShorthand.cubicBezier("ease-in") == CubicBezier(0.42, 0, 1, 1))
        #expect(CSSShorthand.cubicBezier("cubic-bezier(2, 0, 0.2, 1)") == nil)  // x outside 0…1
        #expect(CSSShorthand.fontFamilies("'A B' , \"C\",, D") == ["A B", "C", "D"])
    }

    @Test func interpolationTextOfValues() {
        #expect(TokenValue.color(ColorValue(colorSpace: .srgb, components: [.number(1), .number(0), .number(0)], alpha: 0.5)).interpolationText == "#ff000080")
        #expect(TokenValue.dimension(DimensionValue(1.5, .rem)).interpolationText == "1.5rem")
        #expect(TokenValue.fontFamily(["Inter", "Helvetica Neue"]).interpolationText == "Inter, Helvetica Neue")
        #expect(TokenValue.cubicBezier(CubicBezier(0.4, 0, 0.2, 1)).interpolationText == "cubic-bezier(0.4, 0, 0.2, 1)")
        let black = ColorValue(colorSpace: .srgb, components: [.number(0), .number(0), .number(0)])
        let border = Border(color: black, width: DimensionValue(2, .px), style: .keyword("dotted"))
        #expect(TokenValue.border(border).interpolationText == "2px dotted #000000")
        #expect(TokenValue.border(Border(color: black, width: DimensionValue(2, .px), style: .custom(dashArray: [DimensionValue(1, .px)], lineCap: "round"))).interpolationText == nil)
        let layer = ShadowLayer(color: black, offsetX: DimensionValue(0, .px), offsetY: DimensionValue(1, .px), blur: DimensionValue(2, .px), spread: DimensionValue(0, .px), inset: true)
        #expect(TokenValue.shadow([layer, layer]).interpolationText == "inset 0px 1px 2px 0px #000000, inset 0px 1px 2px 0px #000000")
    }
}
