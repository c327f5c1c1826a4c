extension TokenTraits.DynamicTypeSize {
    /// The size a UIKit content size category stands for, from its raw value
    /// (`UIContentSizeCategory.rawValue`, e.g. `UICTContentSizeCategoryL`); `nil` for
    /// `UICTContentSizeCategoryUnspecified` and unknown values, which callers treat as `large`.
    public init?(contentSizeCategory rawValue: String) {
        guard let size = Self.sizesByCategory[rawValue] else { return nil }
        self = size
    }

    /// The raw value of the UIKit content size category for this size.
    public var contentSizeCategory: String {
        Self.categories[rawValue]
    }

    /// UIKit's category raw values, in size order (xSmall … accessibility5).
    private static let categories: [String] = [
        "UICTContentSizeCategoryXS", "UICTContentSizeCategoryS", "UICTContentSizeCategoryM",
        "UICTContentSizeCategoryL", "UICTContentSizeCategoryXL", "UICTContentSizeCategoryXXL",
        "UICTContentSizeCategoryXXXL", "UICTContentSizeCategoryAccessibilityM",
        "UICTContentSizeCategoryAccessibilityL", "UICTContentSizeCategoryAccessibilityXL",
        "UICTContentSizeCategoryAccessibilityXXL", "UICTContentSizeCategoryAccessibilityXXXL",
    ]

    private static let sizesByCategory: [String: TokenTraits.DynamicTypeSize] = Dictionary(
        uniqueKeysWithValues: categories.enumerated().map { ($0.element, TokenTraits.DynamicTypeSize(rawValue: $0.offset)!) }
    )
}
