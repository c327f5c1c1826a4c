public import TesseraTheme

/// A ``TokenKey`` that also names the type of its token's value, so a lookup of another type
/// does not compile: `snapshot.color(Keys.Space.xs)` is an error when `xs` is a dimension.
///
/// `tessera build --keys` writes one per token. A key built from a path at run time, whose
/// type is known only then, is a plain ``TokenKey``; ``key`` gives a typed key's.
///
/// ```swift
/// let accent = TypedTokenKey<TokenColor>("color.accent")
/// let color = snapshot.color(accent, for: traits)
/// ```
public struct TypedTokenKey<Value>: Sendable, Hashable, CustomStringConvertible {
    /// The untyped key: the path and its hash.
    public let key: TokenKey

    /// A key for `path`, whose token holds a `Value`.
    public init(_ path: String) {
        key = TokenKey(path)
    }

    /// The path as written.
    public var path: String { key.path }

    public var description: String { key.path }
}

// The typed lookups forward to the untyped ones: a typed key costs nothing more.
extension TokenStoreSnapshot {
    /// The same lookup as with a ``TokenKey``, by a key typed `TokenColor`.
    public func color(_ key: TypedTokenKey<TokenColor>, for traits: TokenTraits = .default) -> TokenColor {
        color(key.key, for: traits)
    }

    /// The same lookup as with a ``TokenKey``, by a key typed `TokenDimension`.
    public func dimension(_ key: TypedTokenKey<TokenDimension>, for traits: TokenTraits = .default) -> TokenDimension {
        dimension(key.key, for: traits)
    }

    /// The same lookup as with a ``TokenKey``, by a key typed `Double`.
    public func number(_ key: TypedTokenKey<Double>, for traits: TokenTraits = .default) -> Double {
        number(key.key, for: traits)
    }

    /// The same lookup as with a ``TokenKey``, by a key typed `TokenTypography`.
    public func typography(_ key: TypedTokenKey<TokenTypography>, for traits: TokenTraits = .default) -> TokenTypography {
        typography(key.key, for: traits)
    }

    /// The same lookup as with a ``TokenKey``, by a key typed `TokenShadow`.
    public func shadow(_ key: TypedTokenKey<TokenShadow>, for traits: TokenTraits = .default) -> TokenShadow {
        shadow(key.key, for: traits)
    }

    /// The same lookup as with a ``TokenKey``, by a key typed `TokenBorder`.
    public func border(_ key: TypedTokenKey<TokenBorder>, for traits: TokenTraits = .default) -> TokenBorder {
        border(key.key, for: traits)
    }

    /// The same lookup as with a ``TokenKey``, by a key typed `TokenDuration`.
    public func duration(_ key: TypedTokenKey<TokenDuration>, for traits: TokenTraits = .default) -> TokenDuration {
        duration(key.key, for: traits)
    }

    /// The same lookup as with a ``TokenKey``, by a key typed `TokenFontFamily`.
    public func fontFamily(_ key: TypedTokenKey<TokenFontFamily>, for traits: TokenTraits = .default) -> TokenFontFamily {
        fontFamily(key.key, for: traits)
    }

    /// The same lookup as with a ``TokenKey``, by a key typed `TokenFontWeight`.
    public func fontWeight(_ key: TypedTokenKey<TokenFontWeight>, for traits: TokenTraits = .default) -> TokenFontWeight {
        fontWeight(key.key, for: traits)
    }

    /// The same lookup as with a ``TokenKey``, by a key typed `TokenCubicBezier`.
    public func cubicBezier(_ key: TypedTokenKey<TokenCubicBezier>, for traits: TokenTraits = .default) -> TokenCubicBezier {
        cubicBezier(key.key, for: traits)
    }

    /// The same lookup as with a ``TokenKey``, by a key typed `TokenTransition`.
    public func transition(_ key: TypedTokenKey<TokenTransition>, for traits: TokenTraits = .default) -> TokenTransition {
        transition(key.key, for: traits)
    }

    /// The same lookup as with a ``TokenKey``, by a key typed `TokenGradient`.
    public func gradient(_ key: TypedTokenKey<TokenGradient>, for traits: TokenTraits = .default) -> TokenGradient {
        gradient(key.key, for: traits)
    }

    /// The same lookup as with a ``TokenKey``, by a key typed `TokenStrokeStyle`.
    public func strokeStyle(_ key: TypedTokenKey<TokenStrokeStyle>, for traits: TokenTraits = .default) -> TokenStrokeStyle {
        strokeStyle(key.key, for: traits)
    }

    /// The same lookup as with a ``TokenKey``, by a key typed `String`.
    public func string(_ key: TypedTokenKey<String>, for traits: TokenTraits = .default) -> String {
        string(key.key, for: traits)
    }

    /// The same lookup as with a ``TokenKey``, by a key typed `Bool`.
    public func boolean(_ key: TypedTokenKey<Bool>, for traits: TokenTraits = .default) -> Bool {
        boolean(key.key, for: traits)
    }

    /// A `number` token read as a dimension in points, as the untyped lookup allows.
    public func dimension(_ key: TypedTokenKey<Double>, for traits: TokenTraits = .default) -> TokenDimension {
        dimension(key.key, for: traits)
    }
}
