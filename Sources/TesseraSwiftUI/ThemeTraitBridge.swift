#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
public import SwiftUI
public import UIKit
public import TesseraTheme
import TesseraUIKit

/// On iOS 17, the SwiftUI theme environment and the UIKit theme trait are one value: a theme set
/// with `traitOverrides.setTokenTheme(_:)` on a hosting controller reaches `@Theme` inside it, and
/// `.theme(_:)` in SwiftUI reaches UIKit views hosted below it.
@available(iOS 17, tvOS 17, visionOS 1, *)
extension TokenThemesKey: UITraitBridgedEnvironmentKey {
    /// The themes from a UIKit trait collection.
    public static func read(from traitCollection: UITraitCollection) -> TokenThemeSet {
        traitCollection[TokenThemesTrait.self]
    }

    /// Writes the themes into UIKit traits.
    public static func write(to mutableTraits: inout any UIMutableTraits, value: TokenThemeSet) {
        mutableTraits[TokenThemesTrait.self] = value
    }
}
#endif
