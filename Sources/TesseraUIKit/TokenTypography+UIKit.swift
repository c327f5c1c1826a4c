#if canImport(UIKit)
public import Foundation
public import TesseraTheme
public import UIKit

extension TokenTypography {
    /// Attributed-string attributes for this style at `traitCollection`'s text size: the scaled
    /// font, a paragraph style with minimum = maximum line height, the baseline offset that
    /// centers glyphs in those lines, kern, and the decoration.
    ///
    /// Line height and letter spacing are scaled with the same `UIFontMetrics` as the font, so
    /// large text keeps the design's proportions instead of getting tighter.
    public func attributes(
        relativeTo textStyle: TokenTextStyle? = nil,
        compatibleWith traitCollection: UITraitCollection? = nil,
        resolver: TokenFontResolver = .platform
    ) -> [NSAttributedString.Key: Any] {
        let style = textStyle ?? nearestTextStyle
        let font = UIFont.token(self, relativeTo: style, compatibleWith: traitCollection, resolver: resolver)
        // The factor UIFontMetrics applies to this size here, so the Foundation-only math sees
        // the same scaled numbers as the font.
        let metrics = UIFontMetrics(forTextStyle: UIFont.TextStyle(style))
        let designSize = fontSize.points
        let factor = designSize > 0
            ? Double(metrics.scaledValue(for: CGFloat(designSize), compatibleWith: traitCollection)) / designSize : 1
        let scaledStyle = self.scaled(by: factor)
        let lineHeight = CGFloat(scaledStyle.lineHeightPoints)

        let paragraph = NSMutableParagraphStyle()
        paragraph.minimumLineHeight = lineHeight
        paragraph.maximumLineHeight = lineHeight
        var attributes: [NSAttributedString.Key: Any] = [
            .font: font,
            .paragraphStyle: paragraph,
            .baselineOffset: CGFloat(scaledStyle.baselineOffset(naturalLineHeight: Double(font.lineHeight))),
            .kern: CGFloat(scaledStyle.kerning),
        ]
        switch textDecoration {
        case .none: break
        case .underline: attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue
        case .lineThrough: attributes[.strikethroughStyle] = NSUnderlineStyle.single.rawValue
        }
        return attributes
    }

    /// `text` in this style's case (locale-aware) with ``attributes(relativeTo:compatibleWith:resolver:)``.
    public func attributedString(
        _ text: String,
        locale: Locale? = .current,
        relativeTo textStyle: TokenTextStyle? = nil,
        compatibleWith traitCollection: UITraitCollection? = nil,
        resolver: TokenFontResolver = .platform
    ) -> NSAttributedString {
        NSAttributedString(
            string: textCase.apply(to: text, locale: locale),
            attributes: attributes(relativeTo: textStyle, compatibleWith: traitCollection, resolver: resolver)
        )
    }
}

extension UILabel {
    /// Shows `text` in a typography token, sized for this label's current traits.
    ///
    /// Attributed text keeps the line height it was made with, so call this again when the
    /// text size changes (`registerForTraitChanges([UITraitPreferredContentSizeCategory.self])`
    /// on iOS 17, `traitCollectionDidChange(_:)` before).
    public func setText(
        _ text: String,
        typography: TokenTypography,
        relativeTo textStyle: TokenTextStyle? = nil,
        resolver: TokenFontResolver = .platform
    ) {
        attributedText = typography.attributedString(
            text, relativeTo: textStyle, compatibleWith: traitCollection, resolver: resolver)
    }

    /// Shows `text` in a typography token's value for this label's current traits.
    public func setText(
        _ text: String,
        typography: Adaptive<TokenTypography>,
        relativeTo textStyle: TokenTextStyle? = nil,
        resolver: TokenFontResolver = .platform
    ) {
        setText(text, typography: typography.resolved(for: traitCollection), relativeTo: textStyle, resolver: resolver)
    }
}
#endif
