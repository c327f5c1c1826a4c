#if canImport(SwiftUI)
public import SwiftUI
public import TesseraTheme
#if canImport(UIKit)
import UIKit
import TesseraUIKit
#endif

extension Color {
    /// The color token's colorset in the asset catalog Tessera wrote (`Color(name, bundle:)`), which
    /// follows the appearance and contrast as the catalog says.
    public init(_ asset: TokenColorAsset, bundle: Bundle? = nil) {
        self.init(asset.name, bundle: bundle)
    }

    /// A constant color from a token in the token's own color space (`.displayP3` tokens keep
    /// their wider gamut; `.sRGB` ones keep extended components).
    public init(token: TokenColor) {
        switch token.space {
        case .sRGB:
            self.init(.sRGB, red: token.red, green: token.green, blue: token.blue, opacity: token.alpha)
        case .displayP3:
            self.init(.displayP3, red: token.red, green: token.green, blue: token.blue, opacity: token.alpha)
        }
    }

    #if canImport(UIKit) && !os(watchOS)
    /// A color that follows the color scheme, contrast, size class and text size of wherever it is
    /// drawn, by itself: a dynamic `UIColor` bridged with `Color(uiColor:)`, which keeps its
    /// adaptivity. Works from iOS 16; on iOS 17 and macOS 14 ``TokenColorStyle`` does the same in
    /// pure SwiftUI.
    public init(_ token: Adaptive<TokenColor>) {
        self.init(uiColor: UIColor(token))
    }
    #endif
}

/// A shape style that resolves an adaptive color token in the environment it is drawn in,
/// so `foregroundStyle(TokenColorStyle(theme.color.text.primary))` follows light/dark and
/// Increase Contrast without the view reading any trait.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct TokenColorStyle: ShapeStyle {
    /// The color token.
    public var token: Adaptive<TokenColor>

    /// A style for `token`.
    public init(_ token: Adaptive<TokenColor>) {
        self.token = token
    }

    /// The token's color for the environment's traits.
    public func resolve(in environment: EnvironmentValues) -> Color {
        Color(token: token.resolved(for: TokenTraits(environment)))
    }
}
#endif
