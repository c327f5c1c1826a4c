import TesseraTheme
import TesseraTokens

/// Which combination of trait-modifier contexts applies to each possible
/// `TokenTraits`, computed once at load: 2 appearances × 2 contrasts × 2 size
/// classes × 12 text sizes = 96 entries, so a lookup finds its column with arithmetic.
struct TraitTable: Sendable {
    static let traitCount = 2 * 2 * 2 * TokenTraits.DynamicTypeSize.allCases.count

    /// Traits ordinal → combination index (mixed radix over the trait modifiers' contexts).
    private let combinationByTraits: [Int32]

    @inline(__always)
    static func ordinal(_ traits: TokenTraits) -> Int {
        let scheme = traits.colorScheme == .dark ? 1 : 0
        let contrast = traits.contrast == .increased ? 1 : 0
        let sizeClass = traits.horizontalSizeClass == .regular ? 1 : 0
        return ((scheme * 2 + contrast) * 2 + sizeClass) * 12 + traits.dynamicTypeSize.rawValue
    }

    @inline(__always)
    func combination(for traits: TokenTraits) -> Int {
        Int(combinationByTraits[Self.ordinal(traits)])
    }

    /// - Parameter modifiers: each trait modifier's contexts in order with what they mean, and the index of its default context.
    init(modifiers: [(contexts: [TraitValues], defaultIndex: Int)]) {
        var table = [Int32](repeating: 0, count: Self.traitCount)
        for scheme in TokenTraits.ColorScheme.allCases {
            for contrast in TokenTraits.Contrast.allCases {
                for sizeClass in TokenTraits.SizeClass.allCases {
                    for size in TokenTraits.DynamicTypeSize.allCases {
                        let traits = TokenTraits(
                            colorScheme: scheme, contrast: contrast, horizontalSizeClass: sizeClass, dynamicTypeSize: size)
                        var combination = 0
                        for modifier in modifiers {
                            combination = combination * modifier.contexts.count + Self.bestContext(modifier, for: traits)
                        }
                        table[Self.ordinal(traits)] = Int32(combination)
                    }
                }
            }
        }
        combinationByTraits = table
    }

    /// The context that fits `traits` best: appearance, size class and text size must
    /// match when a context names them; contrast only counts towards the score, so a
    /// modifier with just `light` and `dark` still gives `dark` at increased contrast.
    /// When no context fits, the modifier's default.
    private static func bestContext(_ modifier: (contexts: [TraitValues], defaultIndex: Int), for traits: TokenTraits) -> Int {
        var best = modifier.defaultIndex
        var bestScore = -1
        for (index, values) in modifier.contexts.enumerated() {
            var score = 0
            if let scheme = values.colorScheme {
                guard scheme == traits.colorScheme.rawValue else { continue }
                score += 2
            }
            if let sizeClass = values.horizontalSizeClass {
                guard sizeClass == traits.horizontalSizeClass.rawValue else { continue }
                score += 2
            }
            if let size = values.dynamicTypeSize {
                guard size == String(describing: traits.dynamicTypeSize) else { continue }
                score += 2
            }
            if let contrast = values.contrast, contrast == traits.contrast.rawValue { score += 1 }
            if score > bestScore || (score == bestScore && index == modifier.defaultIndex) {
                best = index
                bestScore = score
            }
        }
        return best
    }
}
