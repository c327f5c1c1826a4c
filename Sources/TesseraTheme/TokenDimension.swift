/// A length token in points (DTCG `dimension`; 1px = 1pt on Apple platforms).
///
/// Stored already converted to points, so adapters never need to know the
/// source unit; `rem` is resolved once, at generation time, via ``rem(_:base:)``.
public struct TokenDimension: Sendable, Equatable, Hashable, Comparable {
    /// The length in points.
    public var points: Double

    /// A dimension of `points` points.
    public init(_ points: Double) {
        self.points = points
    }

    /// A dimension of `value` rem, where 1rem = `base` points (16 by default, the CSS default font size).
    public static func rem(_ value: Double, base: Double = 16) -> TokenDimension {
        TokenDimension(value * base)
    }

    /// A zero-length dimension.
    public static let zero = TokenDimension(0)

    /// Orders dimensions by length.
    public static func < (lhs: TokenDimension, rhs: TokenDimension) -> Bool {
        lhs.points < rhs.points
    }

    /// The sum of two lengths.
    public static func + (lhs: TokenDimension, rhs: TokenDimension) -> TokenDimension {
        TokenDimension(lhs.points + rhs.points)
    }

    /// The difference of two lengths.
    public static func - (lhs: TokenDimension, rhs: TokenDimension) -> TokenDimension {
        TokenDimension(lhs.points - rhs.points)
    }

    /// The length scaled by `factor`.
    public static func * (lhs: TokenDimension, factor: Double) -> TokenDimension {
        TokenDimension(lhs.points * factor)
    }
}
