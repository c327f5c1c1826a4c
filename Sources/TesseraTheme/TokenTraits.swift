/// The device and user settings a token value can vary with, as one plain value.
///
/// Mirrors the SwiftUI environment / UIKit trait collection, so adapters fill it in
/// and all "which value for these traits?" decisions stay in tested, UI-free code.
public struct TokenTraits: Sendable, Equatable, Hashable {
    /// Light or dark appearance.
    public enum ColorScheme: String, Sendable, Equatable, Hashable, CaseIterable {
        /// The light appearance.
        case light
        /// The dark appearance.
        case dark
    }

    /// The accessibility contrast setting ("Increase Contrast").
    public enum Contrast: String, Sendable, Equatable, Hashable, CaseIterable {
        /// Normal contrast.
        case standard
        /// Increased contrast.
        case increased
    }

    /// A size class: roughly phone-width (compact) versus tablet-width (regular).
    public enum SizeClass: String, Sendable, Equatable, Hashable, CaseIterable {
        /// Constrained space (iPhone portrait, Slide Over).
        case compact
        /// Expansive space (iPad full screen).
        case regular
    }

    /// The Dynamic Type text size, in Apple's order from smallest to largest.
    public enum DynamicTypeSize: Int, Sendable, Equatable, Hashable, CaseIterable, Comparable {
        /// Extra small.
        case xSmall
        /// Small.
        case small
        /// Medium.
        case medium
        /// Large (the system default).
        case large
        /// Extra large.
        case xLarge
        /// Extra extra large.
        case xxLarge
        /// Extra extra extra large (the largest non-accessibility size).
        case xxxLarge
        /// Accessibility size 1.
        case accessibility1
        /// Accessibility size 2.
        case accessibility2
        /// Accessibility size 3.
        case accessibility3
        /// Accessibility size 4.
        case accessibility4
        /// Accessibility size 5 (the largest).
        case accessibility5

        /// Whether this is one of the five accessibility sizes.
        public var isAccessibilitySize: Bool {
            self >= .accessibility1
        }

        /// Orders sizes from smallest to largest.
        public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
            lhs.rawValue < rhs.rawValue
        }
    }

    /// The appearance.
    public var colorScheme: ColorScheme
    /// The contrast setting.
    public var contrast: Contrast
    /// The horizontal size class.
    public var horizontalSizeClass: SizeClass
    /// The text size.
    public var dynamicTypeSize: DynamicTypeSize

    /// Traits with each unspecified one at its default: light, standard contrast, compact, large.
    ///
    /// Explicit defaults matter because UIKit reports `.unspecified` for these
    /// before a view is on screen; adapters map that to the default here.
    public init(
        colorScheme: ColorScheme = .light,
        contrast: Contrast = .standard,
        horizontalSizeClass: SizeClass = .compact,
        dynamicTypeSize: DynamicTypeSize = .large
    ) {
        self.colorScheme = colorScheme
        self.contrast = contrast
        self.horizontalSizeClass = horizontalSizeClass
        self.dynamicTypeSize = dynamicTypeSize
    }

    /// Light, standard contrast, compact, large text.
    public static let `default` = TokenTraits()
}
