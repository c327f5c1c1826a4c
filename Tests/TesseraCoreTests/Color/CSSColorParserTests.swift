import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

@Suite struct CSSColorParserTests {
    private func parsed(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ColorValue? {
        let value = CSSColorParser.parse(text)
        #expect(value != nil, "\"\(text)\" should parse", sourceLocation: sourceLocation)
        if let value { #expect(value.colorSpace == .srgb, sourceLocation: sourceLocation) }
        return value
    }

    // MARK: Hex

    @Test func shortHex() throws {
        let white = try #require(parsed("#FFF"))
        #expect(white.components == [.number(1), .number(1), .number(1)])
        #expect(white.alpha == 1)
        #expect(white.hex == "#ffffff")
        let orange = try #require(parsed("#f80"))
        #expect(orange.components == byteComponents(255, 136, 0))
        #expect(orange.hex == "#ff8800")
    }

    @Test func shortHexWithAlpha() throws {
        let value = try #require(parsed("#0f08"))
        #expect(value.components == [.number(0), .number(1), .number(0)])
        #expect(value.alpha == 136.0 / 255)
        #expect(value.hex == "#00ff00")
    }

    @Test func longHex() throws {
        let value = try #require(parsed("#3B82F6"))
        #expect(value.components == byteComponents(59, 130, 246))
        #expect(value.hex == "#3b82f6")
        #expect(value.alpha == 1)
    }

    @Test func longHexWithAlpha() throws {
        let value = try #require(parsed("#ff000080"))
        #expect(value.components == [.number(1), .number(0), .number(0)])
        #expect(abs(value.alpha - 0.50196) < 1e-5)
        #expect(value.alpha == 128.0 / 255)
        #expect(value.hex == "#ff0000")
    }

    // MARK: rgb()

    @Test func legacyRGBAWithDecimalAlpha() throws {
        let value = try #require(parsed("rgba(255, 255, 255, 0.2000)"))
        #expect(value.components == [.number(1), .number(1), .number(1)])
        #expect(value.alpha == 0.2)
        #expect(value.hex == "#ffffff")
    }

    @Test func modernRGBWithPercentAlpha() throws {
        let value = try #require(parsed("rgb(0 128 255 / 50%)"))
        #expect(value.components == byteComponents(0, 128, 255))
        #expect(value.alpha == 0.5)
        #expect(value.hex == "#0080ff")
    }

    @Test func rgbVariants() throws {
        let percentages = try #require(parsed("rgb(100%, 50%, 0%)"))
        #expect(percentages.components == [.number(1), .number(0.5), .number(0)])
        #expect(percentages.hex == "#ff8000")
        // rgba() with three arguments and rgb() with four are aliases in CSS Color 4.
        #expect(try #require(parsed("rgba(1, 2, 3)")).alpha == 1)
        #expect(try #require(parsed("rgb(1, 2, 3, 40%)")).alpha == 0.4)
        #expect(try #require(parsed("  RGB( 10  20  30 )  ")).hex == "#0a141e")
        #expect(try #require(parsed("rgb(0 0 0/.5)")).alpha == 0.5)
        #expect(try #require(parsed("rgb(1e2 0 0)")).components[0] == .number(100.0 / 255))
    }

    @Test func outOfRangeRGBIsClamped() throws {
        let value = try #require(parsed("rgb(300, -5, 0, 1.5)"))
        #expect(value.components == [.number(1), .number(0), .number(0)])
        #expect(value.alpha == 1)
    }

    @Test func noneInModernSyntax() throws {
        let value = try #require(parsed("rgb(none 255 0)"))
        #expect(value.components == [.none, .number(1), .number(0)])
        #expect(value.hex == "#00ff00")
    }

    // MARK: hsl()

    @Test func hslWithDegrees() throws {
        let value = try #require(parsed("hsl(210deg 50% 40%)"))
        expectComponents(colorNumbers(value), [0.2, 0.4, 0.6], tolerance: 1e-12)
        #expect(value.hex == "#336699")
        #expect(value.alpha == 1)
    }

    @Test func hslVariants() throws {
        let legacy = try #require(parsed("hsla(120, 100%, 25%, 0.5)"))
        expectComponents(colorNumbers(legacy), [0, 0.5, 0], tolerance: 1e-12)
        #expect(legacy.alpha == 0.5)
        expectComponents(colorNumbers(try #require(parsed("hsl(0.5turn 100% 50%)"))), [0, 1, 1], tolerance: 1e-12)
        expectComponents(colorNumbers(try #require(parsed("hsl(200grad 100% 50%)"))), [0, 1, 1], tolerance: 1e-12)
        expectComponents(colorNumbers(try #require(parsed("hsl(3.14159265358979rad 100% 50%)"))), [0, 1, 1], tolerance: 1e-9)
        expectComponents(colorNumbers(try #require(parsed("hsl(120 100 50)"))), [0, 1, 0], tolerance: 1e-12)
        expectComponents(colorNumbers(try #require(parsed("hsl(none 0% 100%)"))), [1, 1, 1], tolerance: 1e-12)
        #expect(try #require(parsed("HSL(0 100% 50% / 25%)")).alpha == 0.25)
    }

    // MARK: Keywords

    @Test func namedColors() throws {
        let purple = try #require(parsed("rebeccapurple"))
        #expect(purple.components == byteComponents(102, 51, 153))
        #expect(purple.hex == "#663399")
        #expect(try #require(parsed("RebeccaPurple")).hex == "#663399")
        #expect(try #require(parsed("lightgoldenrodyellow")).hex == "#fafad2")
        #expect(try #require(parsed("grey")).hex == "#808080")
        #expect(try #require(parsed("gray")).hex == "#808080")
        #expect(CSSNamedColors.table.count == 148)
    }

    @Test func transparent() throws {
        let value = try #require(parsed("transparent"))
        #expect(value.components == [.number(0), .number(0), .number(0)])
        #expect(value.alpha == 0)
        #expect(value.hex == "#000000")
    }

    // MARK: CSS Color 4 spaces

    /// `oklch()`, `lab()`, `color(display-p3 …)` and the rest keep their own space (percentages scaled
    /// as CSS scales them); the hex is the gamut-mapped sRGB fallback.
    @Test func colorFourFunctionsKeepTheirSpace() throws {
        let white = try #require(CSSColorParser.parse("oklch(98.5% 0 0)"))
        #expect(white.colorSpace == .oklch && white.components == [.number(0.985), .number(0), .number(0)])
        let red = try #require(CSSColorParser.parse("oklch(62.8% 0.2577 29.23deg / 50%)"))
        #expect(red.colorSpace == .oklch && red.alpha == 0.5 && red.hex == "#ff0000")
        let chroma = try #require(CSSColorParser.parse("oklch(0.5 100% none)"))
        #expect(chroma.components == [.number(0.5), .number(0.4), .none])
        let lab = try #require(CSSColorParser.parse("lab(50% 100% -40)"))
        #expect(lab.colorSpace == .lab && lab.components == [.number(50), .number(125), .number(-40)])
        let p3 = try #require(CSSColorParser.parse("color(display-p3 1 0 0)"))
        #expect(p3.colorSpace == .displayP3 && p3.hex?.hasPrefix("#ff") == true, "\(p3.hex ?? "")")
        let hwb = try #require(CSSColorParser.parse("hwb(120 10% 20%)"))
        #expect(hwb.colorSpace == .hwb && hwb.components == [.number(120), .number(10), .number(20)])
    }

    /// Relative color syntax that keeps the origin's channels is the origin with the alpha given.
    @Test func relativeColorKeepingTheChannels() throws {
        let faint = try #require(CSSColorParser.parse("oklch(from #000000 l c h / 0.06)"))
        #expect(faint.colorSpace == .srgb && faint.hex == "#000000" && faint.alpha == 0.06)
        let half = try #require(CSSColorParser.parse("rgb(from rgb(255 0 0) r g b / 50%)"))
        #expect(half.hex == "#ff0000" && half.alpha == 0.5)
        #expect(CSSColorParser.parse("hsl(from #336699 h s l)")?.hex == "#336699")
    }

    // MARK: Rejections

    @Test(arguments: [
        "#ggg", "#１２３", "rgb(1,2)", "", "   ", "{a.b}", "{color.brand.primary}",
        "#12345", "#1234567", "#", "ff0000", "rgb(1 2 3 4)", "rgb(1, 2 3)", "rgb(1,2,3 / 0.5)",
        "rgb(1,,2,3)", "rgb(1, 2, 3", "rgb 1 2 3", "rgb()", "foo(1, 2, 3)", "rgb(inf 0 0)",
        "rgb(nan 0 0)", "rgb(0x10 0 0)", "rgb(none, 0, 0)", "rgb(10deg 0 0)", "rgb(1 2 3 / 0.5 / 1)",
        "hsl(120 100% 50% / )", "hsl(red 100% 50%)", "notacolor", "red blue", "currentcolor",
        "oklch(0.6, 0.2, 30)", "oklch(0.6 0.2)", "color(foo 1 0 0)", "lab(50 40deg 10)",
        "oklch(from #000 calc(l * 0.5) c h)", "oklch(from #000 l c)", "rgb(from nothing r g b)", "oklch(from #000 c l h)",
    ])
    func rejects(_ text: String) {
        #expect(CSSColorParser.parse(text) == nil)
    }
}
