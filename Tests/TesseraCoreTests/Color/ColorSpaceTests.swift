import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

@Suite struct ColorSpaceTests {
    @Test func rawValuesAreTheDTCGKeys() {
        #expect(ColorSpace.allCases.count == 14)
        #expect(ColorSpace(rawValue: "display-p3") == .displayP3)
        #expect(ColorSpace(rawValue: "srgb-linear") == .srgbLinear)
        #expect(ColorSpace(rawValue: "a98-rgb") == .a98RGB)
        #expect(ColorSpace(rawValue: "prophoto-rgb") == .prophotoRGB)
        #expect(ColorSpace(rawValue: "xyz-d65") == .xyzD65)
        #expect(ColorSpace(rawValue: "xyz-d50") == .xyzD50)
        #expect(ColorSpace(rawValue: "rec2020") == .rec2020)
        #expect(ColorSpace(rawValue: "Display-P3") == nil)
        #expect(ColorSpace(rawValue: "xyz") == nil)
    }

    @Test func componentNames() {
        #expect(ColorSpace.srgb.componentNames == ["red", "green", "blue"])
        #expect(ColorSpace.rec2020.componentNames == ["red", "green", "blue"])
        #expect(ColorSpace.hsl.componentNames == ["hue", "saturation", "lightness"])
        #expect(ColorSpace.hwb.componentNames == ["hue", "whiteness", "blackness"])
        #expect(ColorSpace.lab.componentNames == ["lightness", "a", "b"])
        #expect(ColorSpace.oklch.componentNames == ["lightness", "chroma", "hue"])
        #expect(ColorSpace.xyzD50.componentNames == ["x", "y", "z"])
        for space in ColorSpace.allCases {
            #expect(space.componentNames.count == 3)
        }
    }

    @Test func hueExcludes360() {
        let hue = ColorSpace.hsl.componentRange(at: 0)
        #expect(hue == .hue)
        #expect(hue.contains(0))
        #expect(hue.contains(359.999))
        #expect(!hue.contains(360))
        #expect(!hue.contains(-0.1))
        #expect(ColorSpace.hwb.componentRange(at: 0) == .hue)
        #expect(ColorSpace.lch.componentRange(at: 2) == .hue)
        #expect(ColorSpace.oklch.componentRange(at: 2) == .hue)
    }

    @Test func percentageComponentsIncludeTheirEnds() {
        let saturation = ColorSpace.hsl.componentRange(at: 1)
        #expect(saturation == .closed(0...100))
        #expect(saturation.contains(100))
        #expect(saturation.contains(0))
        #expect(!saturation.contains(100.01))
        #expect(ColorSpace.hwb.componentRange(at: 2) == .closed(0...100))
        #expect(ColorSpace.lab.componentRange(at: 0) == .closed(0...100))
        #expect(ColorSpace.lch.componentRange(at: 0) == .closed(0...100))
    }

    @Test func chromaIsZeroOrMore() {
        let chroma = ColorSpace.lch.componentRange(at: 1)
        #expect(chroma == .atLeastZero)
        #expect(!chroma.contains(-1))
        #expect(chroma.contains(0))
        #expect(chroma.contains(230))
        #expect(ColorSpace.oklch.componentRange(at: 1) == .atLeastZero)
    }

    @Test func okLightnessIsZeroToOne() {
        let lightness = ColorSpace.oklab.componentRange(at: 0)
        #expect(lightness.contains(1))
        #expect(!lightness.contains(1.01))
        #expect(ColorSpace.oklch.componentRange(at: 0) == .closed(0...1))
    }

    @Test func labAxesAreUnbounded() {
        for space in [ColorSpace.lab, .oklab] {
            for index in 1...2 {
                let range = space.componentRange(at: index)
                #expect(range == .unbounded)
                #expect(range.contains(-300))
                #expect(range.contains(1e6))
            }
        }
    }

    @Test func rgbAndXYZAreZeroToOne() {
        for space in [ColorSpace.srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50] {
            for index in 0..<3 {
                #expect(space.componentRange(at: index) == .closed(0...1), "\(space) \(index)")
            }
        }
        #expect(!ColorSpace.srgb.componentRange(at: 0).contains(1.0001))
        #expect(!ColorSpace.srgb.componentRange(at: 0).contains(-0.0001))
    }

    @Test func indexOutsideTheTripleIsUnconstrained() {
        #expect(ColorSpace.srgb.componentRange(at: 3) == .unbounded)
        #expect(ColorSpace.srgb.componentRange(at: -1) == .unbounded)
    }

    @Test func nanIsNeverInRange() {
        for range in [ComponentRange.closed(0...1), .hue, .atLeastZero, .unbounded] {
            #expect(!range.contains(.nan))
        }
    }

    @Test func descriptions() {
        #expect(ComponentRange.closed(0...1).description == "0 to 1")
        #expect(ComponentRange.closed(0...100).description == "0 to 100")
        #expect(ComponentRange.closed(-0.5...0.5).description == "-0.5 to 0.5")
        #expect(ComponentRange.hue.description == "0 to less than 360")
        #expect(ComponentRange.atLeastZero.description == "0 or more")
        #expect(ComponentRange.unbounded.description == "any number")
        #expect("\(ColorSpace.hsl.componentRange(at: 1))" == "0 to 100")
    }
}
