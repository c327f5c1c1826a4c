/// A partial set of traits that a variant of an ``Adaptive`` value applies to; `nil` means "any".
public struct TraitCondition: Sendable, Equatable, Hashable {
    /// The required appearance, or `nil` for any.
    public var colorScheme: TokenTraits.ColorScheme?
    /// The required contrast, or `nil` for any.
    public var contrast: TokenTraits.Contrast?
    /// The required horizontal size class, or `nil` for any.
    public var horizontalSizeClass: TokenTraits.SizeClass?
    /// The required text size (matched exactly), or `nil` for any.
    public var dynamicTypeSize: TokenTraits.DynamicTypeSize?

    /// A condition on the given traits; omitted traits match anything.
    public init(
        colorScheme: TokenTraits.ColorScheme? = nil,
        contrast: TokenTraits.Contrast? = nil,
        horizontalSizeClass: TokenTraits.SizeClass? = nil,
        dynamicTypeSize: TokenTraits.DynamicTypeSize? = nil
    ) {
        self.colorScheme = colorScheme
        self.contrast = contrast
        self.horizontalSizeClass = horizontalSizeClass
        self.dynamicTypeSize = dynamicTypeSize
    }

    /// The condition every set of traits matches.
    public static let any = TraitCondition()

    /// Whether every trait this condition names has the required value in `traits`.
    public func matches(_ traits: TokenTraits) -> Bool {
        if let colorScheme, colorScheme != traits.colorScheme { return false }
        if let contrast, contrast != traits.contrast { return false }
        if let horizontalSizeClass, horizontalSizeClass != traits.horizontalSizeClass { return false }
        if let dynamicTypeSize, dynamicTypeSize != traits.dynamicTypeSize { return false }
        return true
    }

    /// How many traits the condition names (0...4); more specific conditions win in ``Adaptive``.
    public var specificity: Int {
        var count = 0
        if colorScheme != nil { count += 1 }
        if contrast != nil { count += 1 }
        if horizontalSizeClass != nil { count += 1 }
        if dynamicTypeSize != nil { count += 1 }
        return count
    }
}
