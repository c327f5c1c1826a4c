extension TokenTypography {
    /// The text style this token scales with when it names none: the style nearest its font size.
    public var nearestTextStyle: TokenTextStyle {
        TokenTextStyle.nearest(toPointSize: fontSize.points)
    }

    /// The same style at Dynamic Type `size`, scaled relative to `textStyle` (the nearest style
    /// by default): font size, letter spacing and so line height grow together, as
    /// `UIFontMetrics` scales a font.
    public func scaled(for size: TokenTraits.DynamicTypeSize, relativeTo textStyle: TokenTextStyle? = nil) -> TokenTypography {
        scaled(by: (textStyle ?? nearestTextStyle).scaleFactor(at: size))
    }

    /// The raise to apply to the baseline (`NSAttributedString.Key.baselineOffset`) when lines are
    /// pinned to ``lineHeightPoints`` with `minimumLineHeight = maximumLineHeight`.
    ///
    /// With both limits set, UIKit puts a line's extra height (line height − the font's natural
    /// `lineHeight`) above the glyphs, so text sits at the bottom of its line. The raise used here
    /// is a quarter of that extra height, the value figma-export's generated `LabelStyle` applies
    /// to center text in labels. Rendering cannot be checked on Linux, so this is pinned by unit
    /// tests as a formula, not measured (see `Documentation/Adapters.md`). Never negative: lines
    /// tighter than natural keep their baseline.
    public func baselineOffset(naturalLineHeight: Double) -> Double {
        max(0, lineHeightPoints - naturalLineHeight) / 4
    }

    /// The padding to put above and below a SwiftUI text view so its first and last lines get the
    /// half of ``lineSpacing(naturalLineHeight:)`` that `lineSpacing` only adds between lines:
    /// the view is then exactly `lines × lineHeightPoints` tall, as the design measures it.
    public func verticalPadding(naturalLineHeight: Double) -> Double {
        lineSpacing(naturalLineHeight: naturalLineHeight) / 2
    }
}
