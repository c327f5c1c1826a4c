#if canImport(UIKit)
public import TesseraTheme
public import UIKit

extension TokenTraits {
    /// The traits of a UIKit trait collection.
    ///
    /// UIKit reports `.unspecified` before a view is in a window; each unspecified trait takes
    /// its ``TokenTraits`` default (light, standard contrast, compact, large), the same values
    /// the generated `default` variants are written for.
    public init(_ traitCollection: UITraitCollection) {
        self.init(
            colorScheme: traitCollection.userInterfaceStyle == .dark ? .dark : .light,
            contrast: traitCollection.accessibilityContrast == .high ? .increased : .standard,
            horizontalSizeClass: traitCollection.horizontalSizeClass == .regular ? .regular : .compact,
            dynamicTypeSize: DynamicTypeSize(contentSizeCategory: traitCollection.preferredContentSizeCategory.rawValue) ?? .large
        )
    }
}

extension Adaptive {
    /// The value for a UIKit trait collection (see ``TesseraTheme/TokenTraits/init(_:)``).
    public func resolved(for traitCollection: UITraitCollection) -> Value {
        resolved(for: TokenTraits(traitCollection))
    }
}
#endif
