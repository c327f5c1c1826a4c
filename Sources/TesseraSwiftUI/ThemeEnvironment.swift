#if canImport(SwiftUI)
public import SwiftUI
public import TesseraTheme

/// The environment key behind ``SwiftUI/EnvironmentValues/tokenThemes``.
///
/// This is, to the letter, what `@Entry var tokenThemes = TokenThemeSet()` expands to: a key
/// with a *computed* default, so Swift 6 sees no shared mutable state. It is spelled out because
/// the `@Entry` macro's implementation ships only with Apple's SDKs, and this file must also
/// compile on Linux against the SwiftUI stand-in (see `Documentation/Adapters.md`). On iOS 17
/// it is bridged to the UIKit trait ``TokenThemesTrait`` (see `ThemeTraitBridge.swift`).
public struct TokenThemesKey: EnvironmentKey {
    /// No theme chosen: every theme type reads as its `default`.
    public static var defaultValue: TokenThemeSet { TokenThemeSet() }
}

extension EnvironmentValues {
    /// The token themes chosen for this part of the view tree, one per theme type.
    public var tokenThemes: TokenThemeSet {
        get { self[TokenThemesKey.self] }
        set { self[TokenThemesKey.self] = newValue }
    }

    /// The traits token values vary with, read from this environment.
    public var tokenTraits: TokenTraits {
        TokenTraits(self)
    }
}

extension TokenTraits {
    /// The traits of a SwiftUI environment: color scheme, contrast, horizontal size class and
    /// Dynamic Type size. A missing size class (macOS, watchOS) counts as compact.
    public init(_ environment: EnvironmentValues) {
        self.init(
            swiftUIColorScheme: environment.colorScheme,
            contrast: environment.colorSchemeContrast,
            horizontalSizeClass: environment.horizontalSizeClass,
            dynamicTypeSize: environment.dynamicTypeSize
        )
    }

    /// The one mapping from SwiftUI's trait values to token traits.
    init(
        swiftUIColorScheme colorScheme: SwiftUI.ColorScheme,
        contrast: ColorSchemeContrast,
        horizontalSizeClass: UserInterfaceSizeClass?,
        dynamicTypeSize: SwiftUI.DynamicTypeSize
    ) {
        self.init(
            colorScheme: colorScheme == .dark ? .dark : .light,
            contrast: contrast == .increased ? .increased : .standard,
            horizontalSizeClass: horizontalSizeClass == .regular ? .regular : .compact,
            dynamicTypeSize: DynamicTypeSize(dynamicTypeSize)
        )
    }
}

extension TokenTraits.DynamicTypeSize {
    /// The token size for a SwiftUI Dynamic Type size (sizes added in later SDKs count as `large`).
    public init(_ size: SwiftUI.DynamicTypeSize) {
        switch size {
        case .xSmall: self = .xSmall
        case .small: self = .small
        case .medium: self = .medium
        case .large: self = .large
        case .xLarge: self = .xLarge
        case .xxLarge: self = .xxLarge
        case .xxxLarge: self = .xxxLarge
        case .accessibility1: self = .accessibility1
        case .accessibility2: self = .accessibility2
        case .accessibility3: self = .accessibility3
        case .accessibility4: self = .accessibility4
        case .accessibility5: self = .accessibility5
        @unknown default: self = .large
        }
    }
}

/// Reads the token traits from the environment; SwiftUI re-evaluates a view using it when
/// any of the four traits changes, and only then.
struct TokenTraitsReader: DynamicProperty {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var traits: TokenTraits {
        TokenTraits(
            swiftUIColorScheme: colorScheme, contrast: contrast,
            horizontalSizeClass: horizontalSizeClass, dynamicTypeSize: dynamicTypeSize)
    }
}

extension View {
    /// Uses `theme` for its type in this view and everything inside it (switching brand for a subtree).
    public func theme<Theme: TokenTheme & Equatable>(_ theme: Theme) -> some View {
        modifier(ThemeModifier { $0.setting(theme) })
    }

    /// Uses `theme` (of a type that is not `Equatable`) in this view and everything inside it.
    public func theme<Theme: TokenTheme>(_ theme: Theme) -> some View {
        modifier(ThemeModifier { $0.setting(theme) })
    }
}

/// Adds a theme to the set inherited from above, so themes of other types stay chosen.
struct ThemeModifier: ViewModifier {
    let choose: @Sendable (TokenThemeSet) -> TokenThemeSet
    @Environment(\.tokenThemes) private var inherited

    func body(content: Content) -> some View {
        content.environment(\.tokenThemes, choose(inherited))
    }
}
#endif
