#if canImport(UIKit) && !os(watchOS)
public import TesseraTheme
public import UIKit

/// The UIKit trait carrying the chosen token themes (iOS 17+).
///
/// Set a theme with `traitOverrides.setTokenTheme(AcmeTokens.globex)` on a window, view
/// controller or view; everything below reads it with `traitCollection.tokenTheme(AcmeTokens.self)`.
/// The SwiftUI adapter bridges its environment value to this trait, so hosted SwiftUI views
/// and UIKit views share one value. Changing it re-resolves dynamic colors.
@available(iOS 17, tvOS 17, visionOS 1, *)
public struct TokenThemesTrait: UITraitDefinition {
    /// No theme chosen: every theme type reads as its `default`.
    public static let defaultValue = TokenThemeSet()
    /// Colors depend on the brand, so a change redraws dynamic colors.
    public static let affectsColorAppearance = true
    /// The trait's identifier, unique to Tessera.
    public static let identifier = "dev.tessera.tokenThemes"
}

@available(iOS 17, tvOS 17, visionOS 1, *)
extension UITraitCollection {
    /// The chosen token themes.
    public var tokenThemes: TokenThemeSet {
        self[TokenThemesTrait.self]
    }

    /// The chosen theme of type `Theme`, or its `default`.
    public func tokenTheme<Theme: TokenTheme>(_ type: Theme.Type) -> Theme {
        tokenThemes.theme(type)
    }
}

@available(iOS 17, tvOS 17, visionOS 1, *)
extension UIMutableTraits {
    /// The chosen token themes.
    public var tokenThemes: TokenThemeSet {
        get { self[TokenThemesTrait.self] }
        set { self[TokenThemesTrait.self] = newValue }
    }

    /// Chooses `theme` for its type, below this trait environment.
    public mutating func setTokenTheme<Theme: TokenTheme & Equatable>(_ theme: Theme) {
        tokenThemes = tokenThemes.setting(theme)
    }
}
#endif
