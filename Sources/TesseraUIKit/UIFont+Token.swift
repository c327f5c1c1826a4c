#if canImport(UIKit)
public import TesseraTheme
public import UIKit

extension TokenFontResolver {
    /// A resolver that asks UIKit which families are installed and reports to the shared log.
    ///
    /// The family list is read once, at first use: register bundled fonts (Info.plist
    /// `UIAppFonts`, or `CTFontManagerRegisterFontsForURL`) before the first token font is made.
    public static let platform = TokenFontResolver { InstalledFontFamilies.names.contains($0) }
}

/// The installed font families, read once.
enum InstalledFontFamilies {
    static let names: Set<String> = Set(UIFont.familyNames)
}

extension UIFont.TextStyle {
    /// The UIKit text style for a token text style.
    public init(_ style: TokenTextStyle) {
        switch style {
        case .largeTitle: self = .largeTitle
        case .title1: self = .title1
        case .title2: self = .title2
        case .title3: self = .title3
        case .headline: self = .headline
        case .body: self = .body
        case .callout: self = .callout
        case .subheadline: self = .subheadline
        case .footnote: self = .footnote
        case .caption1: self = .caption1
        case .caption2: self = .caption2
        }
    }
}

extension UIFont.Weight {
    /// The UIKit weight for a standard token weight.
    public init(_ weight: TokenFontWeight.Standard) {
        switch weight {
        case .ultraLight: self = .ultraLight
        case .thin: self = .thin
        case .light: self = .light
        case .regular: self = .regular
        case .medium: self = .medium
        case .semibold: self = .semibold
        case .bold: self = .bold
        case .heavy: self = .heavy
        case .black: self = .black
        }
    }
}

extension UIFont {
    /// The font at its design size, not scaled: the input `UIFontMetrics.scaledFont(for:)` expects.
    ///
    /// Always built anew from the token's size, so a font that was already scaled is never
    /// scaled again (which UIKit documents as an error).
    public static func unscaled(_ font: ResolvedTokenFont) -> UIFont {
        let size = CGFloat(font.size)
        let weight = UIFont.Weight(font.weight.standard)
        switch font.choice {
        case .custom(let family):
            let descriptor = UIFontDescriptor(fontAttributes: [
                .family: family,
                .traits: [UIFontDescriptor.TraitKey.weight: weight.rawValue],
            ])
            return UIFont(descriptor: descriptor, size: size)
        case .system(.monospaced):
            return UIFont.monospacedSystemFont(ofSize: size, weight: weight)
        case .system(let design):
            let system = UIFont.systemFont(ofSize: size, weight: weight)
            guard let designed = system.fontDescriptor.withDesign(UIFontDescriptor.SystemDesign(design)) else { return system }
            return UIFont(descriptor: designed, size: size)
        }
    }

    /// A typography token's font, scaled with `UIFontMetrics` for its text style and `traitCollection`
    /// (the current traits when `nil`); a missing custom family falls back to the system font of
    /// the same size and weight and is reported once (`TS0830`).
    public static func token(
        _ typography: TokenTypography,
        relativeTo textStyle: TokenTextStyle? = nil,
        compatibleWith traitCollection: UITraitCollection? = nil,
        resolver: TokenFontResolver = .platform
    ) -> UIFont {
        let font = resolver.font(for: typography, relativeTo: textStyle)
        let metrics = UIFontMetrics(forTextStyle: UIFont.TextStyle(font.textStyle))
        let upright = unscaled(font)
        return metrics.scaledFont(for: typography.isItalic ? italic(upright) : upright, compatibleWith: traitCollection)
    }

    /// `font` slanted: its family's italic face, or a synthesized slant where the family has none.
    static func italic(_ font: UIFont) -> UIFont {
        let traits = font.fontDescriptor.symbolicTraits.union(.traitItalic)
        guard let slanted = font.fontDescriptor.withSymbolicTraits(traits) else { return font }
        return UIFont(descriptor: slanted, size: font.pointSize)
    }

    /// A typography token's font for the value `traitCollection` selects, scaled as
    /// ``token(_:relativeTo:compatibleWith:resolver:)`` scales a constant one.
    public static func token(
        _ typography: Adaptive<TokenTypography>,
        relativeTo textStyle: TokenTextStyle? = nil,
        compatibleWith traitCollection: UITraitCollection,
        resolver: TokenFontResolver = .platform
    ) -> UIFont {
        token(typography.resolved(for: traitCollection), relativeTo: textStyle, compatibleWith: traitCollection, resolver: resolver)
    }
}

extension UIFontDescriptor.SystemDesign {
    /// The UIKit system design for a token design.
    public init(_ design: TokenFontDesign) {
        switch design {
        case .default: self = .default
        case .rounded: self = .rounded
        case .monospaced: self = .monospaced
        case .serif: self = .serif
        }
    }
}
#endif
