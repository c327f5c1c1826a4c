public import TesseraTheme
import TesseraTokens

// One pair of lookups per token type: by key (no hashing) and by path string (one hash).
// Each returns the type's `TokenStoreFallback` value, after reporting once, when there is no answer.
extension TokenStoreSnapshot {
    /// A color, by key, for `traits`; ``TokenStoreFallback/color`` when there is none.
    public func color(_ key: TokenKey, for traits: TokenTraits = .default) -> TokenColor {
        let entry = storage.entry(for: key)
        let index = storage.valueIndex(entry, path: key.path, type: .color, theme: theme, traits: traits)
        return index >= 0 ? storage.values.colors[index] : TokenStoreFallback.color
    }

    /// A color, by path (`a/b/c` or `a.b.c`), for `traits`; ``TokenStoreFallback/color`` when there is none.
    public func color(path: String, for traits: TokenTraits = .default) -> TokenColor {
        let entry = storage.entry(forPath: path)
        let index = storage.valueIndex(entry, path: path, type: .color, theme: theme, traits: traits)
        return index >= 0 ? storage.values.colors[index] : TokenStoreFallback.color
    }

    /// A dimension in points (a `number` token, as the seed's sizes are, reads as that many points), by key, for `traits`; ``TokenStoreFallback/dimension`` when there is none.
    public func dimension(_ key: TokenKey, for traits: TokenTraits = .default) -> TokenDimension {
        let entry = storage.entry(for: key)
        let index = storage.valueIndex(entry, path: key.path, type: .dimension, alsoAccepting: .number, theme: theme, traits: traits)
        guard index >= 0 else { return TokenStoreFallback.dimension }
        return entry?.type == .number ? TokenDimension(storage.values.numbers[index]) : storage.values.dimensions[index]
    }

    /// A dimension in points (a `number` token, as the seed's sizes are, reads as that many points), by path (`a/b/c` or `a.b.c`), for `traits`; ``TokenStoreFallback/dimension`` when there is none.
    public func dimension(path: String, for traits: TokenTraits = .default) -> TokenDimension {
        let entry = storage.entry(forPath: path)
        let index = storage.valueIndex(entry, path: path, type: .dimension, alsoAccepting: .number, theme: theme, traits: traits)
        guard index >= 0 else { return TokenStoreFallback.dimension }
        return entry?.type == .number ? TokenDimension(storage.values.numbers[index]) : storage.values.dimensions[index]
    }

    /// A number, by key, for `traits`; ``TokenStoreFallback/number`` when there is none.
    public func number(_ key: TokenKey, for traits: TokenTraits = .default) -> Double {
        let entry = storage.entry(for: key)
        let index = storage.valueIndex(entry, path: key.path, type: .number, theme: theme, traits: traits)
        return index >= 0 ? storage.values.numbers[index] : TokenStoreFallback.number
    }

    /// A number, by path (`a/b/c` or `a.b.c`), for `traits`; ``TokenStoreFallback/number`` when there is none.
    public func number(path: String, for traits: TokenTraits = .default) -> Double {
        let entry = storage.entry(forPath: path)
        let index = storage.valueIndex(entry, path: path, type: .number, theme: theme, traits: traits)
        return index >= 0 ? storage.values.numbers[index] : TokenStoreFallback.number
    }

    /// A text style (family, size, weight, letter spacing, line height, case), by key, for `traits`; ``TokenStoreFallback/typography`` when there is none.
    public func typography(_ key: TokenKey, for traits: TokenTraits = .default) -> TokenTypography {
        let entry = storage.entry(for: key)
        let index = storage.valueIndex(entry, path: key.path, type: .typography, theme: theme, traits: traits)
        return index >= 0 ? storage.values.typographies[index] : TokenStoreFallback.typography
    }

    /// A text style (family, size, weight, letter spacing, line height, case), by path (`a/b/c` or `a.b.c`), for `traits`; ``TokenStoreFallback/typography`` when there is none.
    public func typography(path: String, for traits: TokenTraits = .default) -> TokenTypography {
        let entry = storage.entry(forPath: path)
        let index = storage.valueIndex(entry, path: path, type: .typography, theme: theme, traits: traits)
        return index >= 0 ? storage.values.typographies[index] : TokenStoreFallback.typography
    }

    /// A shadow, by key, for `traits`; ``TokenStoreFallback/shadow`` when there is none.
    public func shadow(_ key: TokenKey, for traits: TokenTraits = .default) -> TokenShadow {
        let entry = storage.entry(for: key)
        let index = storage.valueIndex(entry, path: key.path, type: .shadow, theme: theme, traits: traits)
        return index >= 0 ? storage.values.shadows[index] : TokenStoreFallback.shadow
    }

    /// A shadow, by path (`a/b/c` or `a.b.c`), for `traits`; ``TokenStoreFallback/shadow`` when there is none.
    public func shadow(path: String, for traits: TokenTraits = .default) -> TokenShadow {
        let entry = storage.entry(forPath: path)
        let index = storage.valueIndex(entry, path: path, type: .shadow, theme: theme, traits: traits)
        return index >= 0 ? storage.values.shadows[index] : TokenStoreFallback.shadow
    }

    /// A border, by key, for `traits`; ``TokenStoreFallback/border`` when there is none.
    public func border(_ key: TokenKey, for traits: TokenTraits = .default) -> TokenBorder {
        let entry = storage.entry(for: key)
        let index = storage.valueIndex(entry, path: key.path, type: .border, theme: theme, traits: traits)
        return index >= 0 ? storage.values.borders[index] : TokenStoreFallback.border
    }

    /// A border, by path (`a/b/c` or `a.b.c`), for `traits`; ``TokenStoreFallback/border`` when there is none.
    public func border(path: String, for traits: TokenTraits = .default) -> TokenBorder {
        let entry = storage.entry(forPath: path)
        let index = storage.valueIndex(entry, path: path, type: .border, theme: theme, traits: traits)
        return index >= 0 ? storage.values.borders[index] : TokenStoreFallback.border
    }

    /// A duration, by key, for `traits`; ``TokenStoreFallback/duration`` when there is none.
    public func duration(_ key: TokenKey, for traits: TokenTraits = .default) -> TokenDuration {
        let entry = storage.entry(for: key)
        let index = storage.valueIndex(entry, path: key.path, type: .duration, theme: theme, traits: traits)
        return index >= 0 ? storage.values.durations[index] : TokenStoreFallback.duration
    }

    /// A duration, by path (`a/b/c` or `a.b.c`), for `traits`; ``TokenStoreFallback/duration`` when there is none.
    public func duration(path: String, for traits: TokenTraits = .default) -> TokenDuration {
        let entry = storage.entry(forPath: path)
        let index = storage.valueIndex(entry, path: path, type: .duration, theme: theme, traits: traits)
        return index >= 0 ? storage.values.durations[index] : TokenStoreFallback.duration
    }

    /// A font family list, by key, for `traits`; ``TokenStoreFallback/fontFamily`` when there is none.
    public func fontFamily(_ key: TokenKey, for traits: TokenTraits = .default) -> TokenFontFamily {
        let entry = storage.entry(for: key)
        let index = storage.valueIndex(entry, path: key.path, type: .fontFamily, theme: theme, traits: traits)
        return index >= 0 ? storage.values.fontFamilies[index] : TokenStoreFallback.fontFamily
    }

    /// A font family list, by path (`a/b/c` or `a.b.c`), for `traits`; ``TokenStoreFallback/fontFamily`` when there is none.
    public func fontFamily(path: String, for traits: TokenTraits = .default) -> TokenFontFamily {
        let entry = storage.entry(forPath: path)
        let index = storage.valueIndex(entry, path: path, type: .fontFamily, theme: theme, traits: traits)
        return index >= 0 ? storage.values.fontFamilies[index] : TokenStoreFallback.fontFamily
    }

    /// A font weight, by key, for `traits`; ``TokenStoreFallback/fontWeight`` when there is none.
    public func fontWeight(_ key: TokenKey, for traits: TokenTraits = .default) -> TokenFontWeight {
        let entry = storage.entry(for: key)
        let index = storage.valueIndex(entry, path: key.path, type: .fontWeight, theme: theme, traits: traits)
        return index >= 0 ? storage.values.fontWeights[index] : TokenStoreFallback.fontWeight
    }

    /// A font weight, by path (`a/b/c` or `a.b.c`), for `traits`; ``TokenStoreFallback/fontWeight`` when there is none.
    public func fontWeight(path: String, for traits: TokenTraits = .default) -> TokenFontWeight {
        let entry = storage.entry(forPath: path)
        let index = storage.valueIndex(entry, path: path, type: .fontWeight, theme: theme, traits: traits)
        return index >= 0 ? storage.values.fontWeights[index] : TokenStoreFallback.fontWeight
    }

    /// An easing curve, by key, for `traits`; ``TokenStoreFallback/cubicBezier`` when there is none.
    public func cubicBezier(_ key: TokenKey, for traits: TokenTraits = .default) -> TokenCubicBezier {
        let entry = storage.entry(for: key)
        let index = storage.valueIndex(entry, path: key.path, type: .cubicBezier, theme: theme, traits: traits)
        return index >= 0 ? storage.values.cubicBeziers[index] : TokenStoreFallback.cubicBezier
    }

    /// An easing curve, by path (`a/b/c` or `a.b.c`), for `traits`; ``TokenStoreFallback/cubicBezier`` when there is none.
    public func cubicBezier(path: String, for traits: TokenTraits = .default) -> TokenCubicBezier {
        let entry = storage.entry(forPath: path)
        let index = storage.valueIndex(entry, path: path, type: .cubicBezier, theme: theme, traits: traits)
        return index >= 0 ? storage.values.cubicBeziers[index] : TokenStoreFallback.cubicBezier
    }

    /// A transition, by key, for `traits`; ``TokenStoreFallback/transition`` when there is none.
    public func transition(_ key: TokenKey, for traits: TokenTraits = .default) -> TokenTransition {
        let entry = storage.entry(for: key)
        let index = storage.valueIndex(entry, path: key.path, type: .transition, theme: theme, traits: traits)
        return index >= 0 ? storage.values.transitions[index] : TokenStoreFallback.transition
    }

    /// A transition, by path (`a/b/c` or `a.b.c`), for `traits`; ``TokenStoreFallback/transition`` when there is none.
    public func transition(path: String, for traits: TokenTraits = .default) -> TokenTransition {
        let entry = storage.entry(forPath: path)
        let index = storage.valueIndex(entry, path: path, type: .transition, theme: theme, traits: traits)
        return index >= 0 ? storage.values.transitions[index] : TokenStoreFallback.transition
    }

    /// A gradient, by key, for `traits`; ``TokenStoreFallback/gradient`` when there is none.
    public func gradient(_ key: TokenKey, for traits: TokenTraits = .default) -> TokenGradient {
        let entry = storage.entry(for: key)
        let index = storage.valueIndex(entry, path: key.path, type: .gradient, theme: theme, traits: traits)
        return index >= 0 ? storage.values.gradients[index] : TokenStoreFallback.gradient
    }

    /// A gradient, by path (`a/b/c` or `a.b.c`), for `traits`; ``TokenStoreFallback/gradient`` when there is none.
    public func gradient(path: String, for traits: TokenTraits = .default) -> TokenGradient {
        let entry = storage.entry(forPath: path)
        let index = storage.valueIndex(entry, path: path, type: .gradient, theme: theme, traits: traits)
        return index >= 0 ? storage.values.gradients[index] : TokenStoreFallback.gradient
    }

    /// A stroke style, by key, for `traits`; ``TokenStoreFallback/strokeStyle`` when there is none.
    public func strokeStyle(_ key: TokenKey, for traits: TokenTraits = .default) -> TokenStrokeStyle {
        let entry = storage.entry(for: key)
        let index = storage.valueIndex(entry, path: key.path, type: .strokeStyle, theme: theme, traits: traits)
        return index >= 0 ? storage.values.strokeStyles[index] : TokenStoreFallback.strokeStyle
    }

    /// A stroke style, by path (`a/b/c` or `a.b.c`), for `traits`; ``TokenStoreFallback/strokeStyle`` when there is none.
    public func strokeStyle(path: String, for traits: TokenTraits = .default) -> TokenStrokeStyle {
        let entry = storage.entry(forPath: path)
        let index = storage.valueIndex(entry, path: path, type: .strokeStyle, theme: theme, traits: traits)
        return index >= 0 ? storage.values.strokeStyles[index] : TokenStoreFallback.strokeStyle
    }

    /// A string, by key, for `traits`; ``TokenStoreFallback/string`` when there is none.
    public func string(_ key: TokenKey, for traits: TokenTraits = .default) -> String {
        let entry = storage.entry(for: key)
        let index = storage.valueIndex(entry, path: key.path, type: .string, theme: theme, traits: traits)
        return index >= 0 ? storage.values.strings[index] : TokenStoreFallback.string
    }

    /// A string, by path (`a/b/c` or `a.b.c`), for `traits`; ``TokenStoreFallback/string`` when there is none.
    public func string(path: String, for traits: TokenTraits = .default) -> String {
        let entry = storage.entry(forPath: path)
        let index = storage.valueIndex(entry, path: path, type: .string, theme: theme, traits: traits)
        return index >= 0 ? storage.values.strings[index] : TokenStoreFallback.string
    }

    /// A boolean, by key, for `traits`; ``TokenStoreFallback/boolean`` when there is none.
    public func boolean(_ key: TokenKey, for traits: TokenTraits = .default) -> Bool {
        let entry = storage.entry(for: key)
        let index = storage.valueIndex(entry, path: key.path, type: .boolean, theme: theme, traits: traits)
        return index >= 0 ? storage.values.booleans[index] : TokenStoreFallback.boolean
    }

    /// A boolean, by path (`a/b/c` or `a.b.c`), for `traits`; ``TokenStoreFallback/boolean`` when there is none.
    public func boolean(path: String, for traits: TokenTraits = .default) -> Bool {
        let entry = storage.entry(forPath: path)
        let index = storage.valueIndex(entry, path: path, type: .boolean, theme: theme, traits: traits)
        return index >= 0 ? storage.values.booleans[index] : TokenStoreFallback.boolean
    }
}
