public import TesseraTheme

/// A device trait a modifier's contexts can stand for. Modifiers mapped to traits
/// become run-time variants of one value; the others select whole themes.
public enum TraitKind: String, CaseIterable, Sendable, Codable {
    case colorScheme
    case contrast
    case horizontalSizeClass
    case dynamicTypeSize
}

extension TraitKind {
    /// The names of the trait's values, as `traits:` and generated code spell them.
    public var valueNames: [String] {
        switch self {
        case .colorScheme: TokenTraits.ColorScheme.allCases.map(\.rawValue)
        case .contrast: TokenTraits.Contrast.allCases.map(\.rawValue)
        case .horizontalSizeClass: TokenTraits.SizeClass.allCases.map(\.rawValue)
        case .dynamicTypeSize: TokenTraits.DynamicTypeSize.allCases.map { String(describing: $0) }
        }
    }
}

/// What one context of a trait modifier means, as the fields of `TraitCondition` in generated code.
/// The values are the runtime's (``TokenTraits``), so what a context means is what the app compares.
public struct TraitValues: Hashable, Sendable {
    public var colorScheme: TokenTraits.ColorScheme?
    public var contrast: TokenTraits.Contrast?
    public var horizontalSizeClass: TokenTraits.SizeClass?
    public var dynamicTypeSize: TokenTraits.DynamicTypeSize?

    public init(
        colorScheme: TokenTraits.ColorScheme? = nil, contrast: TokenTraits.Contrast? = nil, horizontalSizeClass: TokenTraits.SizeClass? = nil,
        dynamicTypeSize: TokenTraits.DynamicTypeSize? = nil
    ) {
        self.colorScheme = colorScheme
        self.contrast = contrast
        self.horizontalSizeClass = horizontalSizeClass
        self.dynamicTypeSize = dynamicTypeSize
    }

    /// Whether these values say something about `trait`.
    public func sets(_ trait: TraitKind) -> Bool {
        switch trait {
        case .colorScheme: colorScheme != nil
        case .contrast: contrast != nil
        case .horizontalSizeClass: horizontalSizeClass != nil
        case .dynamicTypeSize: dynamicTypeSize != nil
        }
    }

    /// The name of the value set for `trait` (`dark`, `accessibility1`), as `traits:` and
    /// generated code spell it; nil when none is set.
    public func valueName(_ trait: TraitKind) -> String? {
        switch trait {
        case .colorScheme: colorScheme?.rawValue
        case .contrast: contrast?.rawValue
        case .horizontalSizeClass: horizontalSizeClass?.rawValue
        case .dynamicTypeSize: dynamicTypeSize.map { String(describing: $0) }
        }
    }

    /// Sets `trait` to the value named `name` (one of ``TraitKind/valueNames``); false, with
    /// nothing set, when no value has that name.
    public mutating func set(_ trait: TraitKind, named name: String) -> Bool {
        switch trait {
        case .colorScheme: colorScheme = TokenTraits.ColorScheme(rawValue: name)
        case .contrast: contrast = TokenTraits.Contrast(rawValue: name)
        case .horizontalSizeClass: horizontalSizeClass = TokenTraits.SizeClass(rawValue: name)
        case .dynamicTypeSize: dynamicTypeSize = TokenTraits.DynamicTypeSize.allCases.first { String(describing: $0) == name }
        }
        return sets(trait)
    }

    /// The union of two sets of trait values (a later value wins).
    public func merged(with other: TraitValues) -> TraitValues {
        TraitValues(
            colorScheme: other.colorScheme ?? colorScheme, contrast: other.contrast ?? contrast,
            horizontalSizeClass: other.horizontalSizeClass ?? horizontalSizeClass,
            dynamicTypeSize: other.dynamicTypeSize ?? dynamicTypeSize)
    }
}

/// Guesses, from context names, which modifiers are device traits: `light`/`dark`,
/// high contrast (`*_ax`, `*-high-contrast`, `hc`), `compact`/`regular`, and the
/// Dynamic Type sizes (`xSmall` … `xxxLarge`, `AX1` … `AX5`). A modifier is a trait
/// only when every one of its contexts is recognized; otherwise it is a theme (a brand).
public enum TraitMapping {
    /// The trait values of a context name, or nil when the name is not a known trait value.
    public static func traits(ofContext name: String) -> TraitValues? {
        let lower = name.lowercased()
        if let size = dynamicTypeSize(lower) { return TraitValues(dynamicTypeSize: size) }
        switch lower {
        case "compact", "mobile", "phone", "small-screen": return TraitValues(horizontalSizeClass: .compact)
        case "regular", "tablet", "pad", "large-screen": return TraitValues(horizontalSizeClass: .regular)
        default: break
        }
        let words = contextWords(lower)
        // Searched byte by byte: the standard library's substring search sets up a searcher per
        // call, which dominated `build` for a theme group of 100,000 themes.
        let bytes = Array(lower.utf8)
        let highContrast =
            words.contains("ax") || words.contains("hc") || bytes.holds("high-contrast")
            || bytes.holds("highcontrast") || bytes.holds("high_contrast") || bytes.holds("increased")
        let scheme: TokenTraits.ColorScheme? =
            words.contains("dark") || lower.hasPrefix("dark") ? .dark : (words.contains("light") || lower.hasPrefix("light") ? .light : nil)
        if scheme == nil && !highContrast {
            if ["default", "standard", "normal"].contains(lower) { return nil }
            return nil
        }
        return TraitValues(colorScheme: scheme, contrast: highContrast ? .increased : (scheme != nil ? .standard : nil))
    }

    /// The runs of letters and digits in a context name. ASCII names are split byte by byte:
    /// `Character.isLetter` looks up Unicode properties, which dominated `build` for a theme
    /// group of 100,000 themes.
    package static func contextWords(_ name: String) -> [String] {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else {
            return name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        }
        return name.utf8.split(whereSeparator: { byte in
            !((byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")))
        }).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Trait values for every context of a modifier when all are recognized. The
    /// modifier's name counts too: under `contrast`, `standard` and `high` are contrast
    /// levels; under `appearance` or `color-scheme`, `day` and `night` are color schemes.
    public static func traits(of modifier: Modifier) -> [String: TraitValues]? {
        var result: [String: TraitValues] = [:]
        let named = trait(namedBy: modifier.name)
        for context in modifier.contextNames {
            guard let values = traits(ofContext: context, modifierTrait: named) else { return nil }
            result[context] = values
        }
        result = withoutImpliedContrast(result)
        // Two contexts meaning the same traits would make variants ambiguous.
        guard Set(result.values).count == result.count else { return nil }
        return result
    }

    /// `light` alone reads as standard contrast only beside high-contrast contexts; a modifier
    /// that never names contrast leaves it to another modifier (or to any contrast).
    static func withoutImpliedContrast(_ mapping: [String: TraitValues]) -> [String: TraitValues] {
        guard !mapping.values.contains(where: { $0.contrast == .increased }) else { return mapping }
        return mapping.mapValues { values in
            var values = values
            if values.contrast == .standard, values.colorScheme != nil { values.contrast = nil }
            return values
        }
    }

    /// The trait values of a context of the modifier named `modifierName`, or nil when the name is not a known trait value.
    public static func traits(ofContext context: String, inModifier modifierName: String) -> TraitValues? {
        traits(ofContext: context, modifierTrait: trait(namedBy: modifierName))
    }

    /// ``traits(ofContext:inModifier:)`` with the modifier's name already read, for asking about
    /// every context of one modifier.
    static func traits(ofContext context: String, modifierTrait named: TraitKind?) -> TraitValues? {
        let guess = traits(ofContext: context)
        guard let named else { return guess }
        // Under a trait's name, a guess that does not set that trait (`small` under `size-class`) is no match.
        return traits(ofContext: context, under: named) ?? guess.flatMap { $0.sets(named) ? $0 : nil }
    }

    /// The trait a modifier's name stands for (`contrast`, `appearance`, `color-scheme`,
    /// `size-class`), compared without case, spaces, `-` or `_`.
    public static func trait(namedBy modifierName: String) -> TraitKind? {
        let key = modifierName.lowercased().filter { $0.isLetter || $0.isNumber }
        switch key {
        case "contrast", "colorcontrast", "accessibilitycontrast", "increasecontrast": return .contrast
        case "appearance", "colorscheme", "scheme", "colormode", "luminosity": return .colorScheme
        case "sizeclass", "horizontalsizeclass", "widthclass", "horizontalsize": return .horizontalSizeClass
        case "dynamictype", "dynamictypesize", "contentsizecategory", "typesize", "textsize": return .dynamicTypeSize
        default: return nil
        }
    }

    /// The trait values of a context under a modifier whose name names `trait`; nil when the
    /// context is no value of that trait, so the name-free guess is asked next.
    static func traits(ofContext name: String, under trait: TraitKind) -> TraitValues? {
        let lower = name.lowercased()
        switch trait {
        case .contrast:
            if ["standard", "normal", "default", "regular", "off"].contains(lower) {
                return TraitValues(contrast: .standard)
            }
            if ["high", "increased", "increase", "more", "on", "hc", "high-contrast", "highcontrast", "high_contrast"]
                .contains(lower)
            {
                return TraitValues(contrast: .increased)
            }
        case .colorScheme:
            if ["light", "day"].contains(lower) { return TraitValues(colorScheme: .light, contrast: .standard) }
            if ["dark", "night"].contains(lower) { return TraitValues(colorScheme: .dark, contrast: .standard) }
        case .horizontalSizeClass:
            if lower == "compact" { return TraitValues(horizontalSizeClass: .compact) }
            if lower == "regular" { return TraitValues(horizontalSizeClass: .regular) }
        case .dynamicTypeSize:
            break
        }
        return nil
    }

    private static let dynamicTypeNames: [(String, TokenTraits.DynamicTypeSize)] = [
        ("xsmall", .xSmall), ("x-small", .xSmall), ("small", .small), ("medium", .medium), ("large", .large),
        ("xlarge", .xLarge), ("x-large", .xLarge), ("xxlarge", .xxLarge), ("xx-large", .xxLarge),
        ("xxxlarge", .xxxLarge), ("xxx-large", .xxxLarge),
        ("ax1", .accessibility1), ("ax2", .accessibility2), ("ax3", .accessibility3), ("ax4", .accessibility4),
        ("ax5", .accessibility5), ("accessibility1", .accessibility1), ("accessibility2", .accessibility2),
        ("accessibility3", .accessibility3), ("accessibility4", .accessibility4), ("accessibility5", .accessibility5),
    ]

    private static func dynamicTypeSize(_ lower: String) -> TokenTraits.DynamicTypeSize? {
        dynamicTypeNames.first { $0.0 == lower }?.1
    }
}

extension [UInt8] {
    /// Whether these bytes hold the UTF-8 of `needle` somewhere.
    fileprivate func holds(_ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty, pattern.count <= count else { return pattern.isEmpty }
        for start in 0...(count - pattern.count) where self[start] == pattern[0] {
            if self[start..<(start + pattern.count)].elementsEqual(pattern) { return true }
        }
        return false
    }
}
