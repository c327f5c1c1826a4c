/// What the tokens say about one literal.
public struct TokenMatch: Sendable, Equatable {
    public enum Quality: String, Sendable, Codable {
        /// The token has the value in every permutation: the literal can be replaced by it.
        case exact
        /// The token has the value in some permutations only (`color.surface` in light mode).
        case partial
        /// A color within the ΔE2000 threshold, not equal.
        case near
        /// No token has the value.
        case none
    }

    public var quality: Quality
    /// The token's id (`palette.accent.600`), nil for ``Quality/none``.
    public var tokenID: String?
    /// For a partial match, the permutations (modifier → context) in which it holds, and those in which it does not.
    public var matchedIn: [[String: String]] = []
    public var missedIn: [[String: String]] = []
    /// For a near color, the difference.
    public var deltaE: Double?
    /// A token that is not an alias matched exactly while an alias that varies with the modifiers
    /// holds the value in some permutations: that one, and where.
    public var varyingAlternative: (id: String, input: [String: String])?

    public static func == (lhs: TokenMatch, rhs: TokenMatch) -> Bool {
        lhs.quality == rhs.quality && lhs.tokenID == rhs.tokenID && lhs.matchedIn == rhs.matchedIn && lhs.deltaE == rhs.deltaE
            && lhs.varyingAlternative?.id == rhs.varyingAlternative?.id
    }

    static let none = TokenMatch(quality: .none)
}
