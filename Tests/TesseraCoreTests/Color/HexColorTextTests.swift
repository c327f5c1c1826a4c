import Testing
@testable import TesseraTokens

@Suite struct HexColorTextTests {
    /// An opacity multiplies the alpha a hex color already has; it never replaces it.
    @Test func anOpacityScalesTheAlphaAHexColorCarries() {
        #expect(HexColorText.scalingAlpha(of: "#00000080", by: 0.5) == "#00000040")
        #expect(HexColorText.scalingAlpha(of: "#ff0000", by: 0.25) == "#ff000040")
        #expect(HexColorText.scalingAlpha(of: "#FF0000", by: 1) == "#FF0000ff")
    }

    @Test func anythingButSixOrEightHexDigitsIsNotScaled() {
        #expect(HexColorText.scalingAlpha(of: "{color.a}", by: 0.5) == nil)
        #expect(HexColorText.scalingAlpha(of: "#fff", by: 0.5) == nil)
        #expect(HexColorText.scalingAlpha(of: "#gggggg", by: 0.5) == nil)
        #expect(HexColorText.scalingAlpha(of: "rgba(0, 0, 0, 0.5)", by: 0.5) == nil)
    }

    @Test func aFactorOutsideZeroToOneIsClamped() {
        #expect(HexColorText.scalingAlpha(of: "#00000080", by: 4) == "#000000ff")
        #expect(HexColorText.scalingAlpha(of: "#000000", by: -1) == "#00000000")
    }
}
