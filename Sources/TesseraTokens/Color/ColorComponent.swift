/// One entry of a color's `components` array: a number or the `none` keyword.
///
/// `none` marks a missing or powerless component (the hue of a gray, say).
/// It matters for interpolation; for conversion it counts as 0, as in CSS.
public enum ColorComponent: Sendable, Hashable {
    /// A numeric component in the units of its color space.
    case number(Double)
    /// The `none` keyword.
    case none

    /// The number, or `nil` for `none`.
    public var numberValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The value used for conversion: `none` counts as 0.
    package var resolvedValue: Double { numberValue ?? 0 }
}
