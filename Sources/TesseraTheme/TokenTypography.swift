/// A composite typography token (DTCG `typography`, plus Tokens Studio's text case and decoration).
///
/// It holds resolved primitives only; the derived values below are the math the
/// SwiftUI/UIKit adapters need, kept here so it is unit-tested on every platform.
public struct TokenTypography: Sendable, Equatable, Hashable {
    /// The font family, with fallbacks.
    public var fontFamily: TokenFontFamily
    /// The font size (at the default Dynamic Type size).
    public var fontSize: TokenDimension
    /// The font weight.
    public var fontWeight: TokenFontWeight
    /// Extra space after each character, in points (the core converts DTCG `em` values to points).
    public var letterSpacing: TokenDimension
    /// The line height as a multiple of ``fontSize`` (DTCG semantics: 1.5 means 150%).
    public var lineHeight: Double
    /// The case transform applied to displayed text.
    public var textCase: TokenTextCase
    /// The decoration drawn with the text.
    public var textDecoration: TokenTextDecoration
    /// Whether the text is slanted (CSS `font-style: italic` or `oblique`).
    public var isItalic: Bool

    /// A typography token from its parts; case and decoration default to none, the style to upright.
    public init(
        fontFamily: TokenFontFamily,
        fontSize: TokenDimension,
        fontWeight: TokenFontWeight,
        letterSpacing: TokenDimension,
        lineHeight: Double,
        textCase: TokenTextCase = .none,
        textDecoration: TokenTextDecoration = .none,
        isItalic: Bool = false
    ) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
        self.textCase = textCase
        self.textDecoration = textDecoration
        self.isItalic = isItalic
    }

    /// The line height in points: font size × multiplier (what UIKit's min/max line height take).
    public var lineHeightPoints: Double {
        fontSize.points * lineHeight
    }

    /// The extra space to add between lines so they are ``lineHeightPoints`` apart, given the
    /// font's natural line height (ascender + descender + leading, e.g. `UIFont.lineHeight`).
    ///
    /// SwiftUI's `.lineSpacing` adds space *between* lines rather than setting their
    /// height, so the token's height is reached by adding the difference. It cannot
    /// make lines tighter than natural, hence the floor at 0.
    public func lineSpacing(naturalLineHeight: Double) -> Double {
        max(0, lineHeightPoints - naturalLineHeight)
    }

    /// The letter spacing in points, for SwiftUI `tracking`/`kerning` and the attributed-string `kern` key.
    public var kerning: Double {
        letterSpacing.points
    }

    /// The same style at a Dynamic Type scale `factor`: size and letter spacing scale; the
    /// line-height multiplier is kept, so line height scales too (a fixed line spacing would
    /// make large text visibly tighter than the design).
    public func scaled(by factor: Double) -> TokenTypography {
        var copy = self
        copy.fontSize = fontSize * factor
        copy.letterSpacing = letterSpacing * factor
        return copy
    }
}
