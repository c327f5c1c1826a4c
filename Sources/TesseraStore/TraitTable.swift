import TesseraTheme
import TesseraTokens

/// Which context of each trait modifier applies to each possible `TokenTraits`,
/// computed once at load: 2 appearances × 2 contrasts × 2 size classes × 12 text
/// sizes = 96 rows, so a lookup finds its column with arithmetic.
struct TraitTable: Sendable {
    static let traitCount = 2 * 2 * 2 * TokenTraits.DynamicTypeSize.allCases.count

    /// Traits ordinal × modifier count + modifier → the modifier's context.
    private let contextByTraits: [Int32]
    private let modifierCount: Int

    @inline(__always)
    static func ordinal(_ traits: TokenTraits) -> Int {
        let scheme = traits.colorScheme == .dark ? 1 : 0
        let contrast = traits.contrast == .increased ? 1 : 0
        let sizeClass = traits.horizontalSizeClass == .regular ? 1 : 0
        return ((scheme * 2 + contrast) * 2 + sizeClass) * 12 + traits.dynamicTypeSize.rawValue
    }

    /// The context of trait modifier `modifier` that fits `traits`.
    @inline(__always)
    func context(ofModifier modifier: Int, for traits: TokenTraits) -> Int {
        Int(contextByTraits[Self.ordinal(traits) * modifierCount + modifier])
    }

    /// - Parameter modifiers: each trait modifier's contexts in order with what they mean (nil: no
    ///   device setting selects it), and the index of its default context.
    init(modifiers: [(contexts: [TraitValues?], defaultIndex: Int)]) {
        modifierCount = modifiers.count
        var table = [Int32](repeating: 0, count: Self.traitCount * modifiers.count)
        for scheme in TokenTraits.ColorScheme.allCases {
            for contrast in TokenTraits.Contrast.allCases {
                for sizeClass in TokenTraits.SizeClass.allCases {
                    for size in TokenTraits.DynamicTypeSize.allCases {
                        let traits = TokenTraits(
                            colorScheme: scheme, contrast: contrast, horizontalSizeClass: sizeClass, dynamicTypeSize: size)
                        for (index, modifier) in modifiers.enumerated() {
                            table[Self.ordinal(traits) * modifiers.count + index] = Int32(Self.bestContext(modifier, for: traits))
                        }
                    }
                }
            }
        }
        contextByTraits = table
    }

    /// The context that fits `traits` best: appearance, size class and text size must
    /// match when a context names them; contrast only counts towards the score, so a
    /// modifier with just `light` and `dark` still gives `dark` at increased contrast.
    /// When no context fits, the modifier's default.
    private static func bestContext(_ modifier: (contexts: [TraitValues?], defaultIndex: Int), for traits: TokenTraits) -> Int {
        var best = modifier.defaultIndex
        var bestScore = -1
        for (index, values) in modifier.contexts.enumerated() {
            guard let values else { continue }
            var score = 0
            if let scheme = values.colorScheme {
                guard scheme == traits.colorScheme else { continue }
                score += 2
            }
            if let sizeClass = values.horizontalSizeClass {
                guard sizeClass == traits.horizontalSizeClass else { continue }
                score += 2
            }
            if let size = values.dynamicTypeSize {
                guard size == traits.dynamicTypeSize else { continue }
                score += 2
            }
            if let contrast = values.contrast, contrast == traits.contrast { score += 1 }
            if score > bestScore || (score == bestScore && index == modifier.defaultIndex) {
                best = index
                bestScore = score
            }
        }
        return best
    }
}
