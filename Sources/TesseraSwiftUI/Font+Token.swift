#if canImport(SwiftUI)
public import SwiftUI
public import TesseraTheme
#if canImport(UIKit)
import TesseraUIKit
#endif

extension TokenFontResolver {
    /// The resolver the SwiftUI adapter uses by default: UIKit's installed families where UIKit
    /// exists; elsewhere (macOS) every family counts as installed, as `Font.custom` cannot tell.
    public static var swiftUIDefault: TokenFontResolver {
        #if canImport(UIKit)
        return .platform
        #else
        return TokenFontResolver { _ in true }
        #endif
    }
}

extension Font {
    /// The font of a typography token at Dynamic Type size `dynamicTypeSize`.
    ///
    /// A custom family scales by itself relative to the token's text style
    /// (`Font.custom(_:size:relativeTo:)`); a system font (a system family, or the fallback for a
    /// family that is not installed, reported once as `TS0830`) gets the same scaled size from
    /// Apple's Dynamic Type table, at the token's weight.
    public static func token(
        _ typography: TokenTypography,
        relativeTo textStyle: TokenTextStyle? = nil,
        dynamicTypeSize: TokenTraits.DynamicTypeSize,
        resolver: TokenFontResolver = .swiftUIDefault
    ) -> Font {
        token(resolver.font(for: typography, relativeTo: textStyle), dynamicTypeSize: dynamicTypeSize)
    }

    /// The font for an already resolved token font at Dynamic Type size `dynamicTypeSize`.
    public static func token(_ font: ResolvedTokenFont, dynamicTypeSize: TokenTraits.DynamicTypeSize) -> Font {
        let weight = Font.Weight(font.weight.standard)
        switch font.choice {
        case .custom(let family):
            return .custom(family, size: CGFloat(font.size), relativeTo: Font.TextStyle(font.textStyle)).weight(weight)
        case .system(let design):
            return .system(size: CGFloat(font.pointSize(at: dynamicTypeSize)), weight: weight, design: Font.Design(design))
        }
    }
}

extension Font.TextStyle {
    /// The SwiftUI text style for a token text style.
    public init(_ style: TokenTextStyle) {
        switch style {
        case .largeTitle: self = .largeTitle
        case .title1: self = .title
        case .title2: self = .title2
        case .title3: self = .title3
        case .headline: self = .headline
        case .body: self = .body
        case .callout: self = .callout
        case .subheadline: self = .subheadline
        case .footnote: self = .footnote
        case .caption1: self = .caption
        case .caption2: self = .caption2
        }
    }
}

extension Font.Weight {
    /// The SwiftUI weight for a standard token weight.
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

extension Font.Design {
    /// The SwiftUI design for a token design.
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
