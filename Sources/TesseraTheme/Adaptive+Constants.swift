/// Constant colors and lengths in one call, as generated code writes a token's value
/// (`public var primary: Adaptive<TokenColor> = .init(sRGB: 0.1, 0.2, 0.3)`): each is
/// `Adaptive(TokenColor(…))` or `Adaptive(TokenDimension(…))`, but one call against the
/// declared type leaves the type checker a quarter to a third less work than the nested one,
/// which adds up over thousands of tokens (`Benchmarks/README.md`).
extension Adaptive where Value == TokenColor {
    /// The same color for all traits: ``TokenColor/init(sRGB:_:_:alpha:)``.
    public init(sRGB red: Double, _ green: Double, _ blue: Double, alpha: Double = 1) {
        self.init(TokenColor(sRGB: red, green, blue, alpha: alpha))
    }

    /// The same color for all traits: ``TokenColor/init(displayP3:_:_:alpha:)``.
    public init(displayP3 red: Double, _ green: Double, _ blue: Double, alpha: Double = 1) {
        self.init(TokenColor(displayP3: red, green, blue, alpha: alpha))
    }
}

extension Adaptive where Value == TokenDimension {
    /// The same length for all traits, in points: `Adaptive(TokenDimension(points))`.
    public static func points(_ points: Double) -> Self {
        Self(TokenDimension(points))
    }

    /// The same length for all traits, in rem: `Adaptive(TokenDimension.rem(value, base: base))`.
    public static func rem(_ value: Double, base: Double = 16) -> Self {
        Self(TokenDimension.rem(value, base: base))
    }
}
