/// A device trait a modifier's contexts can stand for. Modifiers mapped to traits
/// become run-time variants of one value; the others select whole themes.
public enum TraitKind: String, CaseIterable, Sendable, Codable {
    case colorScheme
    case contrast
    case horizontalSizeClass
    case dynamicTypeSize
}

/// What one context of a trait modifier means, as the fields of `TraitCondition` in generated code.
public struct TraitValues: Hashable, Sendable {
    public var colorScheme: String?
    public var contrast: String?
    public var horizontalSizeClass: String?
    public var dynamicTypeSize: String?

    public init(colorScheme: String? = nil, contrast: String? = nil, horizontalSizeClass: String? = nil, dynamicTypeSize: String? = nil) {
        self.colorScheme = colorScheme
        self.contrast = contrast
        self.horizontalSizeClass = horizontalSizeClass
        self.dynamicTypeSize = dynamicTypeSize
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
        case "compact", "mobile", "phone", "small-screen": return TraitValues(horizontalSizeClass: "compact")
        case "regular", "tablet", "pad", "large-screen": return TraitValues(horizontalSizeClass: "regular")
        default: break
        }
        let words = lower.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        let highContrast =
            words.contains("ax") || words.contains("hc") || lower.contains("high-contrast")
            || lower.contains("highcontrast") || lower.contains("high_contrast") || lower.contains("increased")
        let scheme: String? =
            words.contains("dark") || lower.hasPrefix("dark") ? "dark" : (words.contains("light") || lower.hasPrefix("light") ? "light" : nil)
        if scheme == nil && !highContrast {
            if ["default", "standard", "normal"].contains(lower) { return nil }
            return nil
        }
        return TraitValues(colorScheme: scheme, contrast: highContrast ? "increased" : (scheme != nil ? "standard" : nil))
    }

    /// Trait values for every context of a modifier when all are recognized.
    public static func traits(of modifier: Modifier) -> [String: TraitValues]? {
        var result: [String: TraitValues] = [:]
        for context in modifier.contextNames {
            guard let values = traits(ofContext: context) else { return nil }
            result[context] = values
        }
        // Two contexts meaning the same traits would make variants ambiguous.
        guard Set(result.values).count == result.count else { return nil }
        return result
    }

    private static let dynamicTypeNames: [(String, String)] = [
        ("xsmall", "xSmall"), ("x-small", "xSmall"), ("small", "small"), ("medium", "medium"), ("large", "large"),
        ("xlarge", "xLarge"), ("x-large", "xLarge"), ("xxlarge", "xxLarge"), ("xx-large", "xxLarge"),
        ("xxxlarge", "xxxLarge"), ("xxx-large", "xxxLarge"),
        ("ax1", "accessibility1"), ("ax2", "accessibility2"), ("ax3", "accessibility3"), ("ax4", "accessibility4"),
        ("ax5", "accessibility5"), ("accessibility1", "accessibility1"), ("accessibility2", "accessibility2"),
        ("accessibility3", "accessibility3"), ("accessibility4", "accessibility4"), ("accessibility5", "accessibility5"),
    ]

    private static func dynamicTypeSize(_ lower: String) -> String? {
        dynamicTypeNames.first { $0.0 == lower }?.1
    }
}
