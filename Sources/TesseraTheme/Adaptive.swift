/// A token value that varies with traits (light/dark, contrast, size class, Dynamic Type).
///
/// A value carries its own variants, so a token that depends on one trait holds
/// two values instead of the theme multiplying every token by every mode
/// combination. Resolution is a short linear scan; variants are few.
///
/// Generated code builds these with concrete initializers, for example
/// `Adaptive(light: TokenColor(sRGB: 1, 1, 1), dark: TokenColor(sRGB: 0, 0, 0))`,
/// which type-check instantly once the declaration names `Adaptive<TokenColor>`.
public struct Adaptive<Value: Sendable & Hashable>: Sendable, Hashable {
    /// A value together with the traits it applies to.
    public struct Variant: Sendable, Hashable {
        /// The traits this variant applies to.
        public var when: TraitCondition
        /// The value used when ``when`` matches.
        public var value: Value

        /// A variant using `value` when `when` matches.
        public init(_ when: TraitCondition, _ value: Value) {
            self.when = when
            self.value = value
        }
    }

    /// The value used when no variant matches.
    public var defaultValue: Value
    /// The variants, in declaration order (later ones win ties).
    public var variants: [Variant]

    /// A value that is the same for all traits.
    public init(_ value: Value) {
        self.defaultValue = value
        self.variants = []
    }

    /// A value with a default and trait-specific variants.
    public init(default value: Value, variants: [Variant]) {
        self.defaultValue = value
        self.variants = variants
    }

    /// A value for the light appearance (the default) and the dark appearance.
    public init(light: Value, dark: Value) {
        self.defaultValue = light
        self.variants = [Variant(TraitCondition(colorScheme: .dark), dark)]
    }

    /// A value for the compact size class (the default) and the regular size class.
    public init(compact: Value, regular: Value) {
        self.defaultValue = compact
        self.variants = [Variant(TraitCondition(horizontalSizeClass: .regular), regular)]
    }

    /// A value for each appearance at standard and at increased contrast (light at standard contrast is the default).
    public init(light: Value, dark: Value, lightHighContrast: Value, darkHighContrast: Value) {
        self.defaultValue = light
        self.variants = [
            Variant(TraitCondition(colorScheme: .dark), dark),
            Variant(TraitCondition(colorScheme: .light, contrast: .increased), lightHighContrast),
            Variant(TraitCondition(colorScheme: .dark, contrast: .increased), darkHighContrast),
        ]
    }

    /// The value for `traits`: the most specific matching variant (on a tie, the later one),
    /// or ``defaultValue`` when none matches.
    ///
    /// "Most specific" means the condition naming the most traits, so a
    /// dark + increased-contrast variant beats a plain dark one regardless of order.
    /// Dynamic Type conditions match one size exactly; ranges are expressed as
    /// several variants.
    public func resolved(for traits: TokenTraits) -> Value {
        var best: Value = defaultValue
        var bestSpecificity = -1
        for variant in variants where variant.when.matches(traits) {
            let specificity = variant.when.specificity
            // `>=` so that, of equally specific matches, the later one wins.
            if specificity >= bestSpecificity {
                best = variant.value
                bestSpecificity = specificity
            }
        }
        return best
    }

    /// Whether every variant has the default value, so the traits never change the result.
    public var isConstant: Bool {
        variants.allSatisfy { $0.value == defaultValue }
    }

    /// The default value followed by each variant's value, in order (duplicates kept).
    public var allValues: [Value] {
        [defaultValue] + variants.map(\.value)
    }

    /// The same trait structure with every value transformed (e.g. a color to its hex string).
    public func map<T: Sendable & Hashable>(_ transform: (Value) throws -> T) rethrows -> Adaptive<T> {
        Adaptive<T>(
            default: try transform(defaultValue),
            variants: try variants.map { Adaptive<T>.Variant($0.when, try transform($0.value)) }
        )
    }
}
