#if canImport(SwiftUI)
public import SwiftUI
public import TesseraTheme

/// The current theme of a token type, read from the environment: `@Theme var theme: AcmeTokens`.
///
/// Reads the theme set with ``SwiftUI/View/theme(_:)`` above the view, or `AcmeTokens.default`
/// when none was. It also reads the traits token values vary with (color scheme, contrast,
/// horizontal size class, Dynamic Type size), so the view is re-evaluated when any of them
/// changes and `$theme` resolves adaptive values for the traits in effect:
///
/// ```swift
/// struct Card: View {
///     @Theme private var theme: AcmeTokens
///     var body: some View {
///         Text("Hello")
///             .foregroundStyle($theme.color(theme.color.text.primary))
///             .padding($theme(theme.space.insetLg).points)
///     }
/// }
/// ```
@propertyWrapper
public struct Theme<Value: TokenTheme>: DynamicProperty {
    @Environment(\.tokenThemes) private var themes
    private var traitsReader = TokenTraitsReader()

    /// Reads the theme of type `Value` from the environment.
    public init() {}

    /// The theme.
    public var wrappedValue: Value {
        themes.theme(Value.self)
    }

    /// The theme with the current traits, to resolve adaptive values: `$theme(token)`.
    public var projectedValue: ThemeContext<Value> {
        ThemeContext(theme: wrappedValue, traits: traitsReader.traits)
    }
}

/// A theme together with the traits in effect where it is read.
public struct ThemeContext<Value: TokenTheme>: Sendable {
    /// The theme.
    public var theme: Value
    /// The traits token values are resolved for.
    public var traits: TokenTraits

    /// A theme and traits.
    public init(theme: Value, traits: TokenTraits) {
        self.theme = theme
        self.traits = traits
    }

    /// The value of `token` for the current traits.
    public func callAsFunction<Token>(_ token: Adaptive<Token>) -> Token {
        token.resolved(for: traits)
    }

    /// The color of `token` for the current traits, in the token's color space.
    public func color(_ token: Adaptive<TokenColor>) -> Color {
        Color(token: token.resolved(for: traits))
    }
}
#endif
