/// How resolved values become the run-time values of `TesseraTheme`: one set of rules
/// that generated Swift (TesseraCodegen) and the token store (TesseraStore) both follow,
/// so a token means the same in either.
public enum RuntimeValueRules {
    /// The color in the space the runtime stores: Display P3 for P3 colors and for
    /// wide-gamut colors that sRGB would clip (clipped to P3 if needed), sRGB otherwise.
    public static func deviceColor(_ color: ColorValue) -> (isDisplayP3: Bool, rgb: RGBColor) {
        let srgb = color.rgb(in: .sRGB)
        let useP3 = color.colorSpace == .displayP3 || (srgb.wasClipped && color.colorSpace != .srgb)
        return (useP3, useP3 ? color.rgb(in: .displayP3) : srgb)
    }

    /// A dimension in points: 1px is 1pt; `rem` (and a bare `em`, which has no font size to
    /// be relative to) is `remBase` points.
    public static func points(_ dimension: DimensionValue, remBase: Double) -> Double {
        switch dimension.unit {
        case .px: dimension.value
        case .rem, .em: dimension.value * remBase
        }
    }

    /// Letter spacing in points: DTCG's `em` is relative to the font size.
    public static func letterSpacingPoints(_ typography: Typography, remBase: Double) -> Double {
        typography.letterSpacing.unit == .em
            ? typography.letterSpacing.value * points(typography.fontSize, remBase: remBase)
            : points(typography.letterSpacing, remBase: remBase)
    }

    /// The runtime's text case (`uppercase`, `lowercase`, `capitalize`) for the spellings
    /// design tools write, or `nil` for none or an unknown one.
    public static func textCase(_ raw: String?) -> String? {
        switch raw?.lowercased() {
        case "uppercase", "upper": "uppercase"
        case "lowercase", "lower": "lowercase"
        case "capitalize", "title", "titlecase": "capitalize"
        default: nil
        }
    }

    /// Whether a CSS `font-style` slants the text: `italic`, or `oblique` with or without an angle
    /// (which the platforms draw as their italic or synthesized slant); `normal` and `nil` do not.
    public static func isItalic(_ raw: String?) -> Bool {
        guard let style = raw?.trimmingSpaces.lowercased() else { return false }
        return style == "italic" || style == "oblique" || style.hasPrefix("oblique ")
    }

    /// The runtime's text decoration (`underline`, `lineThrough`), or `nil` for none.
    public static func textDecoration(_ raw: String?) -> String? {
        switch raw?.lowercased() {
        case "underline": "underline"
        case "line-through", "linethrough", "strikethrough": "lineThrough"
        default: nil
        }
    }
}
