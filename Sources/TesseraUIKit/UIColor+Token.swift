#if canImport(UIKit)
public import TesseraTheme
public import UIKit

extension UIColor {
    #if !os(watchOS)
    /// The color token's colorset in the asset catalog Tessera wrote (`UIColor(named:in:compatibleWith:)`);
    /// nil, as UIKit's is, when the bundle has no color of that name.
    public convenience init?(asset: TokenColorAsset, in bundle: Bundle? = nil, compatibleWith traitCollection: UITraitCollection? = nil) {
        self.init(named: asset.name, in: bundle, compatibleWith: traitCollection)
    }
    #endif

    /// A constant color from a token, in its own space: Display P3 tokens become
    /// `UIColor(displayP3Red:…)` and keep their wider gamut; sRGB tokens keep extended components.
    public convenience init(token: TokenColor) {
        switch token.space {
        case .sRGB:
            self.init(red: CGFloat(token.red), green: CGFloat(token.green), blue: CGFloat(token.blue), alpha: CGFloat(token.alpha))
        case .displayP3:
            self.init(displayP3Red: CGFloat(token.red), green: CGFloat(token.green), blue: CGFloat(token.blue), alpha: CGFloat(token.alpha))
        }
    }

    #if !os(watchOS)
    /// A dynamic color that follows the appearance, Increase Contrast, size class and text size of
    /// whatever trait collection UIKit (or SwiftUI, through `Color(uiColor:)`) resolves it with.
    ///
    /// The provider reads only the trait collection it is given, never the current one, as UIKit
    /// asks; the variant choice is ``TesseraTheme/Adaptive/resolved(for:)``.
    public convenience init(_ token: Adaptive<TokenColor>) {
        self.init { traitCollection in
            UIColor(token: token.resolved(for: TokenTraits(traitCollection)))
        }
    }
    #endif
}
#endif
