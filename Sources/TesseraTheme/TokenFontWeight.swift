/// A font weight token (DTCG `fontWeight`) on the CSS 1...1000 scale.
public struct TokenFontWeight: Sendable, Equatable, Hashable, Comparable {
    /// The weight, 1...1000 (400 is regular, 700 bold).
    public var value: Double

    /// A weight clamped to 1...1000; NaN becomes regular (400) so a bad value never reaches a font API.
    public init(_ value: Double) {
        self.value = value.isNaN ? 400 : min(max(value, 1), 1000)
    }

    /// Thin (100).
    public static let thin = TokenFontWeight(100)
    /// Extra light (200).
    public static let extraLight = TokenFontWeight(200)
    /// Light (300).
    public static let light = TokenFontWeight(300)
    /// Regular (400).
    public static let regular = TokenFontWeight(400)
    /// Medium (500).
    public static let medium = TokenFontWeight(500)
    /// Semibold (600).
    public static let semibold = TokenFontWeight(600)
    /// Bold (700).
    public static let bold = TokenFontWeight(700)
    /// Heavy (800), named as Apple's `Font.Weight.heavy` (DTCG's keyword `heavy` means 900; the core maps keywords).
    public static let heavy = TokenFontWeight(800)
    /// Black (900).
    public static let black = TokenFontWeight(900)

    /// The nearest of the nine standard weights 100...900 (ties round up, e.g. 450 → 500; 950 → 900),
    /// which is what platform weight enums can express.
    public var nearestStandard: TokenFontWeight {
        let hundreds = (value / 100).rounded(.toNearestOrAwayFromZero)
        return TokenFontWeight(min(max(hundreds, 1), 9) * 100)
    }

    /// Orders weights from lightest to heaviest.
    public static func < (lhs: TokenFontWeight, rhs: TokenFontWeight) -> Bool {
        lhs.value < rhs.value
    }
}
